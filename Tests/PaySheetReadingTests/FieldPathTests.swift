import Testing

@testable import PaySheetReading

/// A path written as a user writes it reads into the steps a reader builds, and back.
struct FieldPathTests {
  @Test(arguments: [
    ("items[1].amount", [FieldPath.Step.member("items"), .index(1), .member("amount")]),
    ("total", [.member("total")]),
    ("merchants[0][2].name", [.member("merchants"), .index(0), .index(2), .member("name")]),
    ("pickupContact.countryCode", [.member("pickupContact"), .member("countryCode")]),
  ])
  func readsTheStepsItIsWrittenWith(text: String, steps: [FieldPath.Step]) {
    let path = FieldPath(stringLiteral: text)
    #expect(path.steps == steps)
    #expect(path == FieldPath(steps))
    #expect(path.description == text)
  }

  @Test func interpolatedPathsAreTyped() {
    let index = 3
    let path: FieldPath = "items[\(index)].label"
    #expect(path.lastMember == "label")
    #expect(path.steps.first == .member("items"))
  }
}
