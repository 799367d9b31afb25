import PaySheetKit

/// A pending item with no explanation of why the total may change.
public struct PendingWithoutExplanationRule: LintRule {
  public static let description = RuleDescription(
    id: "pending-without-explanation",
    defaultSeverity: .error,
    summary: "A pending amount has no explanation of why the total may change.",
    details: """
      A pending item (the platform shows "Amount Pending") with no explanation: the guidelines
      ask to say why the total may change, such as a fare that depends on time and distance.
      """,
    triggeringExamples: [
      RuleExample(
        .sheet(
          SheetExamples.sheet(items: [
            SheetExamples.item("summary.subtotal", "10.00"),
            "↓{ \"type\" : \"pending\", \"label\" : \"summary.tip\" }",
          ])))
    ],
    nonTriggeringExamples: [
      RuleExample(
        .sheet(
          SheetExamples.sheet(items: [
            "{ \"type\" : \"pending\", \"label\" : \"summary.estimatedFare\", \"explanation\" : \"pending.explanation\" }"
          ]))),
      RuleExample(.sheet(SheetExamples.sheet())),
    ])

  public init(configuration: LintConfiguration) {}

  public func check(_ subject: LintSubject, context: LintContext) -> [RuleHit] {
    guard case .sheet(let sheet) = subject else { return [] }
    var hits: [RuleHit] = []
    for item in sheet.items {
      guard case .pending(nil) = item.kind else { continue }
      let label = item.label
      hits.append(
        RuleHit(at: item.position, key: label.key, .noExplanation(label.key)))
    }
    return hits
  }
}

extension Finding.Message {
  fileprivate static func noExplanation(_ label: String) -> Finding.Message {
    "the pending item '\(label)' has no explanation: add one (such as pending.explanation) that says why the amount is not final"
  }
}
