import Foundation
import Testing

@testable import PaySheetKit

struct PaymentSheetTests {
  @Test(arguments: [
    "ride-pending", "subscription-trial", "store-pickup", "marketplace-via", "yen-order",
    "kuwaiti-dinar",
  ])
  func roundTripsThroughJSON(name: String) throws {
    let original = try exampleSheet(name)
    let encoded = try JSONEncoder().encode(original)
    #expect(try PaymentSheet(json: encoded) == original)
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
      "items[0].date", "2026-2-30"
    ),
    (
      #"{"currency": "USD", "items": [{"type": "gift", "label": "x", "amount": "1"}], "total": {"merchant": "A", "amount": "1"}}"#,
      "items[0].type", "gift"
    ),
    (#"{"currency": "USD", "items": []}"#, "sheet", "total"),
    (#"{"currency": "USD", "items": [}"#, "sheet", ""),
  ])
  func refusesBadSheetsNamingTheField(json: String, field: String, mention: String) {
    #expect {
      try PaymentSheet(json: Data(json.utf8))
    } throws: { error in
      guard case .invalidSheet(let path, let reason) = error as? PaySheetError else { return false }
      return path == field && (reason.contains(mention) || mention.isEmpty)
    }
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
