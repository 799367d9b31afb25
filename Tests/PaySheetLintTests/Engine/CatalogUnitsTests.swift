import PaySheetKit
import Testing

@testable import PaySheetLint

struct CatalogUnitsTests {
  private func unit(_ value: String) -> CatalogUnit {
    CatalogUnit(
      key: "k", language: "en", unit: StringUnit(value: value), pluralCategory: nil,
      device: nil, substitution: nil, substitutions: [:])
  }

  /// A stray `%` is read as the percent sign it shows; the specifiers around it stay.
  @Test(arguments: [
    ("%@% (%@ minimum)", [1, 2]), ("%1$@ % (%2$lld)", [1, 2]), ("%@ Vergi", [1]),
    ("Tax", []),
  ])
  func aMalformedTextIsReadAroundItsStrayPercent(value: String, positions: [Int]) throws {
    let text = unit(value)
    let slots = try #require(text.readableArgumentSlots())
    #expect(slots.keys.sorted() == positions)
    #expect(text.hasArgumentSpecifier == !positions.isEmpty)
  }

  @Test func aTextThatStaysUnreadableHasNoReadableSlots() {
    #expect(unit("%1$lld or %1$@").readableArgumentSlots() == nil)
  }

  @Test(arguments: [
    ("Zwischensumme %@", ["%@"]), ("%lld товар", ["%lld"]), ("50 % de réduction", []),
    ("w 100%dla", []), ("100%", []), ("%1$@ und %2$@", ["%1$@", "%2$@"]),
  ])
  func theSpecifiersProseDoesNotProduceAreListed(value: String, specifiers: [String]) {
    #expect(unit(value).argumentSpecifiers == specifiers)
  }
}
