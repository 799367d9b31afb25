import Foundation
import Testing

@testable import PaySheetKit

struct PaymentSheetTests {
  @Test(arguments: exampleSheetNames)
  func examplesReadWithThePositionsOfTheirValues(name: String) throws {
    let sheet = try exampleSheet(name)
    let text = try String(contentsOf: exampleSheetURL(name), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for item in sheet.items {
      let position = try #require(item.position)
      let line = lines[position.line - 1]
      #expect(line.unicodeScalars.dropFirst(position.column - 1).first == "{", "\(position)")
    }
    let merchant = try #require(sheet.total.merchant.position)
    #expect(lines[merchant.line - 1].contains("\"merchant\""))
  }

  /// The sheet of the issue's example: line 6, column 7 is the second item's `type` member.
  static let taxSheet = """
    {
      "currency": "USD",
      "items": [
        { "type": "item", "label": "summary.subtotal", "amount": "9.00" },
        {
          "type": "tax",
          "label": "summary.tax",
          "amount": "1.00"
        }
      ],
      "total": { "merchant": "ACME", "amount": "10.00" }
    }
    """

  @Test func anUnknownTypeIsNamedAtItsMemberInTheFilesTerms() {
    #expect {
      try PaymentSheet(jsonBytes: Array(Self.taxSheet.utf8), file: "sheet.json")
    } throws: { error in
      (error as? InputError)?.description
        == "sheet.json:6:7: error: items[1].type is 'tax'; expected one of item, pending, discount, recurring, trial, deferred, reload"
    }
  }

  @Test(arguments: [
    (
      #"{"currency": "USD", "items": [], "shipingMethods": [], "total": {"merchant": "A", "amount": "1"}}"#,
      "1:34", "unknown member 'shipingMethods' in the document; did you mean 'shippingMethods'?"
    ),
    (
      "{\"currency\": \"USD\", \"items\": [{\"type\": \"item\", \"label\": \"x\",\n \"amount\": \"0.00\", \"amount\": \"1.00\"}], \"total\": {\"merchant\": \"A\", \"amount\": \"1\"}}",
      "2:20", "'amount' appears twice in items[0] (first at 2:2); a member may appear once"
    ),
    (
      #"{"currency": "USD", "items": [{"type": "item", "label": {"key": "x", "count": 1e999999}, "amount": "1"}], "total": {"merchant": "A", "amount": "1"}}"#,
      "1:70", "items[0].label.count is 1e999999; expected a whole number from 0 to 999999999"
    ),
    (
      #"{"currency": "USD", "items": [{"type": "item", "label": {"key": "x", "count": -3}, "amount": "1"}], "total": {"merchant": "A", "amount": "1"}}"#,
      "1:70", "items[0].label.count is -3; expected a whole number from 0 to 999999999"
    ),
    (
      #"{"currency": "USD", "items": [], "total": {"merchant": "A", "amount": 1}}"#,
      "1:61", "total.amount is 1; expected a decimal string such as \"19.99\""
    ),
    (
      #"{"currency": "USD", "items": [{"type": "item", "lable": "x", "amount": "1"}], "total": {"merchant": "A", "amount": "1"}}"#,
      "1:31", "items[0] has no 'label'; it is required"
    ),
    (
      #"{"currency": "USD", "items": [], "total": {"merchant": "A", "amount": "1"}, "shippingType": "pickup"}"#,
      "1:77",
      "shippingType is 'pickup'; expected one of shipping, delivery, storePickup, servicePickup"
    ),
  ])
  func membersAtFaultAreNamedWithTheirPlace(json: String, place: String, message: String) {
    #expect {
      try PaymentSheet(jsonBytes: Array(json.utf8), file: "s.json")
    } throws: { error in
      guard let error = error as? InputError else { return false }
      let shown = "\(error.position.description) \(error.message)"
      return shown == "\(place) \(message)"
    }
  }

  @Test(arguments: [
    (
      #"{"currency": "ABC", "items": [], "total": {"merchant": "A", "amount": "1"}}"#, "currency",
      "ABC"
    ),
    (
      #"{"currency": "USD", "items": [{"type": "item", "label": "summary.tax", "amount": "1.234"}], "total": {"merchant": "A", "amount": "1"}}"#,
      "items[0].amount", "1.234"
    ),
    (
      #"{"currency": "JPY", "items": [], "total": {"merchant": "A", "amount": "1.5"}}"#,
      "total.amount", "1.5"
    ),
    (
      #"{"currency": "USD", "items": [{"type": "discount", "label": "summary.discount", "amount": "2.00"}], "total": {"merchant": "A", "amount": "1"}}"#,
      "items[0].amount", "negative"
    ),
    (
      #"{"currency": "USD", "items": [{"type": "pending", "label": "summary.rideFare", "amount": "2.00"}], "total": {"merchant": "A", "amount": "1"}}"#,
      "items[0].amount", "Amount Pending"
    ),
    (
      #"{"currency": "USD", "items": [], "total": {"merchant": "Evil\u202Eoc", "amount": "1"}}"#,
      "total.merchant", "U+202E"
    ),
    (
      #"{"currency": "USD", "items": [], "total": {"merchant": "", "amount": "1"}}"#,
      "total.merchant", "empty"
    ),
    (
      #"{"currency": "USD", "items": [], "total": {"merchant": "A", "amount": "1"}, "confirmation": {"network": "Visa", "lastFour": "12a4"}}"#,
      "confirmation.lastFour", "12a4"
    ),
    (
      #"{"currency": "USD", "items": [{"type": "deferred", "label": "x", "amount": "1", "date": "2026-02-30"}], "total": {"merchant": "A", "amount": "1"}}"#,
      "items[0].date", "'2026-02-30'"
    ),
    (
      #"{"currency": "USD", "items": [{"type": "recurring", "label": "x", "amount": "1", "interval": {"unit": "month"}, "start": "2026-03-01", "end": "2026-02-01"}], "total": {"merchant": "A", "amount": "1"}}"#,
      "items[0].end", "before the start"
    ),
    (
      #"{"currency": "USD", "items": [], "total": {"merchant": "A", "amount": "-1"}}"#,
      "total.amount", "negative"
    ),
    (#"{"currency": "USD", "items": []}"#, "the document", "'total'"),
    (#"{"currency": "USD", "items": [}"#, "", "unexpected"),
  ])
  func refusesBadSheetsNamingTheField(json: String, field: String, mention: String) {
    #expect {
      try PaymentSheet(json: Data(json.utf8))
    } throws: { error in
      guard let error = error as? InputError else { return false }
      return error.message.hasPrefix(field) && error.message.contains(mention)
        && !error.message.contains("Swift") && !error.message.contains("decod")
    }
  }

  @Test func theModelRefusesWhatTheReaderRefuses() throws {
    let usd = try Currency("USD")
    let eur = try Currency("EUR")
    let label = SheetLabel("summary.discount")
    #expect(throws: PaySheetError.self) {
      try SummaryItem.discount(label: label, amount: Money("2.00", currency: usd))
    }
    #expect(throws: PaySheetError.self) { try CardLastFour("12ab\u{202E}") }
    #expect(throws: PaySheetError.self) { try DisplayName("\u{202E}evil") }
    #expect(throws: PaySheetError.self) { try SheetLabel("x", count: -3) }
    #expect(throws: PaySheetError.self) {
      try SummaryItem(
        label: label,
        kind: .recurring(
          amount: Money("1", currency: usd), interval: RecurringInterval(unit: .month),
          start: SheetDate("2026-03-01"), end: SheetDate("2026-02-01")))
    }
    let total = try SheetTotal(merchant: DisplayName("ACME"), amount: Money("1", currency: eur))
    #expect {
      try PaymentSheet(
        currency: eur, items: [.item(label: label, amount: Money("1", currency: usd))],
        total: total)
    } throws: { error in
      guard case .invalidSheet(let field, let reason) = error as? PaySheetError else {
        return false
      }
      return field == "items[0].amount" && reason.contains("USD")
    }
  }

  @Test func aSheetReadFromAFileEqualsTheSameSheetBuiltInCode() throws {
    let usd = try Currency("USD")
    let read = try PaymentSheet(
      json: Data(
        #"{"currency": "USD", "items": [{"type": "item", "label": "summary.tax", "amount": "1.00"}], "total": {"merchant": "ACME", "amount": "1.00"}}"#
          .utf8))
    let built = try PaymentSheet(
      currency: usd,
      items: [.item(label: SheetLabel("summary.tax"), amount: Money("1", currency: usd))],
      total: SheetTotal(merchant: DisplayName("ACME"), amount: Money("1.00", currency: usd)))
    #expect(read == built)
    #expect(read.items[0].position != nil)
  }

  @Test func namesMayHoldEmojiSequencesButNotBidiControls() throws {
    #expect(throws: Never.self) { try DisplayName("Café 👩‍🍳") }
    for bad in [
      "A\u{202D}B", "A\u{2066}B", "A\u{200F}B", "A\u{0007}B", "A\nB",
      String(repeating: "x", count: 101),
    ] {
      #expect(throws: PaySheetError.self) { try DisplayName(bad) }
    }
  }
}
