import Testing

@testable import PaySheetKit

/// The formatter refuses label arguments and last four digits that would hide or reorder
/// the text of a line, as the reader refuses them in names.
struct ShownTextTests {
  @Test(arguments: [
    ("FRI\u{202E}DAY10", "items[0].label.arguments[0]", "U+202E RIGHT-TO-LEFT OVERRIDE"),
    ("FRI\u{AD}DAY10", "items[0].label.arguments[0]", "U+00AD SOFT HYPHEN"),
  ])
  func labelArgumentsThatHideTextAreRefused(argument: String, field: String, character: String)
    throws
  {
    let usd = try Currency("USD")
    let sheet = PaymentSheet(
      currency: usd,
      items: [
        .item(
          label: SheetLabel("summary.promoCode", arguments: [argument]),
          amount: try Money("1.00", currency: usd))
      ],
      total: SheetTotal(merchant: try DisplayName("ACME"), amount: try Money("1.00", currency: usd))
    )
    #expect {
      try format(sheet, "en")
    } throws: { error in
      guard case .invalidSheet(let at, let reason) = error as? PaySheetError else { return false }
      return at == field && reason.contains(character)
    }
  }

  @Test func aPlainArgumentIsShown() throws {
    let usd = try Currency("USD")
    let sheet = PaymentSheet(
      currency: usd,
      items: [
        .item(
          label: SheetLabel("summary.promoCode", arguments: ["FRIDAY10"]),
          amount: try Money("1.00", currency: usd))
      ],
      total: SheetTotal(merchant: try DisplayName("ACME"), amount: try Money("1.00", currency: usd))
    )
    #expect(try format(sheet, "en").lines.first?.label.contains("FRIDAY10") == true)
  }
}
