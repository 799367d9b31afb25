import Foundation
import Testing

@testable import PaySheetKit

/// Recurring, deferred and automatic-reload terms, merchants, coupon codes, shipping
/// identifiers and pickup contacts: read at their members, and bad input refused with the
/// field named.
struct PaymentTermsTests {
  /// A sheet with `members` added after its total; the total is at line 4.
  static func sheetText(items: String, _ members: String, shippingType: String = "shipping")
    -> String
  {
    """
    {
      "currency": "EUR", "shippingType": "\(shippingType)",
      "items": [\(items)],
      "total": { "merchant": "StreamCo", "amount": "10.00" }\(members.isEmpty ? "" : ",\n  " + members)
    }
    """
  }

  static let recurringItem =
    #"{ "type": "recurring", "label": "recurring.monthly", "amount": "9.99", "interval": { "unit": "month" } }"#

  static func error(_ text: String) -> String? {
    do {
      _ = try PaymentSheet(jsonBytes: Array(text.utf8), file: "sheet.json")
      return nil
    } catch {
      return error.description
    }
  }

  @Test(arguments: [
    (
      recurringItem, #""recurring": { "description": "recurring.monthly" }"#,
      "sheet.json:5:3: error: recurring has no 'managementURL'; it is required"
    ),
    (
      recurringItem,
      #""recurring": { "description": "recurring.monthly", "managementURL": "http://streamco.example" }"#,
      "sheet.json:5:54: error: recurring.managementURL: 'http://streamco.example' is not an https:// address with a host"
    ),
    (
      #"{ "type": "item", "label": "summary.subtotal", "amount": "10.00" }"#,
      #""merchants": [{ "merchantIdentifier": "m.a", "externalIdentifier": "a", "name": "A", "amount": "6.00" }, { "merchantIdentifier": "m.b", "externalIdentifier": "b", "name": "B", "amount": "4.01" }]"#,
      "sheet.json:5:3: error: merchants: the merchants' amounts add up to 10.01, more than total.amount 10.00"
    ),
    (
      #"{ "type": "item", "label": "summary.subtotal", "amount": "10.00" }"#,
      #""couponCode": "FRIDAY\u000710""#,
      "sheet.json:5:3: error: couponCode: 'FRIDAY\\u{7}10' contains U+0007, a control character"
    ),
    (
      #"{ "type": "item", "label": "summary.subtotal", "amount": "10.00" }"#,
      #""recurring": { "description": "recurring.monthly", "managementURL": "https://streamco.example/account" }"#,
      "sheet.json:5:3: error: recurring: the request bills through the sheet's one 'recurring' item, and the sheet has 0"
    ),
    (
      #"{ "type": "item", "label": "summary.subtotal", "amount": "10.00" }"#,
      #""pickupContact": { "name": "Shop", "addressLines": ["1 Main St"], "locality": "Town", "countryCode": "US" }"#,
      "sheet.json:5:3: error: pickupContact: a pickup contact goes with shippingType 'storePickup', not 'shipping'"
    ),
  ])
  func badInputNamesTheFieldAtItsMember(items: String, members: String, message: String) {
    let text = Self.sheetText(items: items, members)
    #expect(Self.error(text) == message, "\(text)")
  }

  @Test func aDeferredDateNeedsItsTimeZone() {
    let text = Self.sheetText(
      items:
        #"{ "type": "deferred", "label": "summary.hotelStay", "amount": "45.00", "date": "2026-12-20" }"#,
      #""deferred": { "description": "summary.hotelStay", "managementURL": "https://h.example", "freeCancellationDate": "2026-12-18" }"#
    )
    #expect(
      Self.error(text)?.hasSuffix(
        "deferred.freeCancellationTimeZone: a free-cancellation date needs the time zone it is in, such as \"Europe/Paris\""
      )
        == true, "\(Self.error(text) ?? "")")
    let zoned = text.replacingOccurrences(
      of: #""2026-12-18" }"#, with: #""2026-12-18", "freeCancellationTimeZone": "Mars/Olympus" }"#)
    #expect(Self.error(zoned)?.contains("'Mars/Olympus' is not an IANA time zone") == true)
  }

  @Test func shippingIdentifiersAreUnique() {
    let text = """
      {"currency": "EUR", "items": [],
       "shippingMethods": [{"identifier": "std", "label": "shipping.standard", "amount": "1.00"},
        {"identifier": "std", "label": "shipping.express", "amount": "2.00"}],
       "total": {"merchant": "A", "amount": "1.00"}}
      """
    #expect(
      Self.error(text)
        == "sheet.json:3:4: error: shippingMethods[1].identifier: 'std' is also the identifier of shippingMethods[0]; give each method its own"
    )
  }

  /// The library refuses what the reader cannot see: amounts in another currency.
  @Test func anAmountInAnotherCurrencyNamesItsField() throws {
    let eur = try Currency("EUR")
    let usd = try Currency("USD")
    let total = try SheetTotal(merchant: DisplayName("ACME"), amount: Money("10", currency: eur))
    let merchant = try MerchantPayment(
      merchantIdentifier: "m.a", externalIdentifier: "a", name: DisplayName("A"),
      amount: Money("5", currency: usd))
    #expect {
      try PaymentSheet(currency: eur, items: [], total: total, merchants: [merchant])
    } throws: { error in
      guard case .invalidSheet(let field, let reason) = error as? PaySheetError else {
        return false
      }
      return field == "merchants[0].amount" && reason.contains("USD") && reason.contains("EUR")
    }
    let trial = try SummaryItem(
      label: SheetLabel("recurring.freeTrial"),
      kind: .trial(
        amount: Money("0", currency: usd), interval: RecurringInterval(unit: .day, count: 7),
        end: SheetDate("2026-12-10")))
    #expect {
      try PaymentSheet(currency: eur, items: [trial], total: total)
    } throws: { error in
      guard case .invalidSheet(let field, _) = error as? PaySheetError else { return false }
      return field == "items[0].amount"
    }
  }

  @Test(arguments: ["", "   ", "A\u{202E}B", "CODE\n", String(repeating: "X", count: 65)])
  func couponCodesWithHiddenCharactersAreRefused(text: String) {
    #expect(throws: PaySheetError.self) { try CouponCode(text) }
  }

  @Test func couponCodesOfLettersDigitsAndPunctuationPass() throws {
    #expect(try CouponCode("FRIDAY-10%").text == "FRIDAY-10%")
    #expect(try CouponCode("ÉTÉ2026").text == "ÉTÉ2026")
  }

  /// The four members that each make a merchant-token request, in the order
  /// `PaymentSheet` lists them, with the item each bills through.
  static let tokenRequests: [(member: String, item: String, text: String)] = [
    (
      "recurring", recurringItem,
      #""recurring": { "description": "recurring.monthly", "managementURL": "https://a.example" }"#
    ),
    (
      "deferred",
      #"{ "type": "deferred", "label": "summary.hotelStay", "amount": "45.00", "date": "2026-12-20" }"#,
      #""deferred": { "description": "summary.hotelStay", "managementURL": "https://a.example" }"#
    ),
    (
      "automaticReload",
      #"{ "type": "reload", "label": "reload.autoReload", "amount": "5.00", "threshold": "1.00" }"#,
      #""automaticReload": { "description": "reload.autoReload", "managementURL": "https://a.example" }"#
    ),
    (
      "merchants", #"{ "type": "item", "label": "summary.subtotal", "amount": "10.00" }"#,
      #""merchants": [{ "merchantIdentifier": "m.a", "externalIdentifier": "a", "name": "A", "amount": "5.00" }]"#
    ),
  ]

  /// Every two of them, named as the sheet names them: Apple Pay cancels a request that has
  /// both (PKPaymentRequest's recurringPaymentRequest, deferredPaymentRequest,
  /// automaticReloadPaymentRequest and multiTokenContexts).
  static let tokenRequestPairs: [(String, String)] = tokenRequests.indices.flatMap { first in
    tokenRequests.indices.filter { $0 > first }.map {
      (tokenRequests[first].member, tokenRequests[$0].member)
    }
  }

  /// A sheet with the requests `members`, in that order, each on its own line from line 5.
  static func tokenRequestSheet(_ members: [String]) -> String {
    let requests = members.compactMap { member in tokenRequests.first { $0.member == member } }
    precondition(requests.count == members.count, "\(members)")
    return sheetText(
      items: requests.map(\.item).joined(separator: ", "),
      requests.map(\.text).joined(separator: ",\n  "))
  }

  @Test(arguments: ["recurring", "deferred", "automaticReload", "merchants"])
  func eachMerchantTokenRequestAloneIsAccepted(member: String) throws {
    let text = Self.tokenRequestSheet([member])
    #expect(Self.error(text) == nil, "\(text)")
  }

  @Test(arguments: tokenRequestPairs, [false, true])
  func twoMerchantTokenRequestsAreRefusedAtTheLaterMember(
    pair: (String, String), reversed: Bool
  ) {
    let (first, second) = reversed ? (pair.1, pair.0) : pair
    let text = Self.tokenRequestSheet([first, second])
    #expect(
      Self.error(text)
        == "sheet.json:6:3: error: \(first) (at 5:3) and \(second) cannot be in one sheet: Apple Pay cancels a request that has both; make two sheets",
      "\(text)")
  }

  /// The initializer refuses the pair too, naming both members in the order it lists them.
  @Test(arguments: tokenRequestPairs)
  func theInitializerRefusesTwoMerchantTokenRequests(first: String, second: String) throws {
    func alone(_ member: String) throws -> PaymentSheet {
      try PaymentSheet(jsonBytes: Array(Self.tokenRequestSheet([member]).utf8), file: "sheet.json")
    }
    let (one, other) = (try alone(first), try alone(second))
    #expect(throws: PaySheetError.conflictingSheetMembers(first, second)) {
      try PaymentSheet(
        currency: one.currency, items: one.items + other.items, total: one.total,
        recurring: one.recurring ?? other.recurring, deferred: one.deferred ?? other.deferred,
        automaticReload: one.automaticReload ?? other.automaticReload,
        merchants: one.merchants + other.merchants)
    }
    #expect(
      PaySheetError.conflictingSheetMembers(first, second).description
        == "\(first) and \(second) cannot be in one sheet: Apple Pay cancels a request that has both; make two sheets"
    )
  }

  @Test func anEmptyMerchantListIsNoRequest() {
    let text = Self.tokenRequestSheet(["recurring"]).replacingOccurrences(
      of: "\n}", with: ",\n  \"merchants\": []\n}")
    #expect(text.contains(#""merchants": []"#))
    #expect(Self.error(text) == nil, "\(text)")
  }

  @Test func theExamplesCarryTheirTerms() throws {
    let subscription = try exampleSheet("subscription-trial")
    #expect(subscription.recurring?.managementURL.text == "https://streamco.example/account")
    #expect(subscription.items.contains { $0.kind.name == .trial })
    let stay = try exampleSheet("kuwaiti-dinar")
    #expect(stay.deferred?.freeCancellationTimeZone == "Asia/Kuwait")
    let transit = try exampleSheet("transit-reload")
    #expect(transit.automaticReload?.billingAgreement?.key == "reload.agreement")
    let market = try exampleSheet("marketplace-via")
    #expect(market.merchants.count == 2 && market.couponCode?.text == "FRIDAY10")
    #expect(market.shippingMethods.map(\.identifier) == ["standard", "express"])
    #expect(try exampleSheet("store-pickup").pickupContact?.countryCode == "US")
    #expect(try exampleSheet("yen-order").shippingMethods[0].identifier == "delivery.standard")
  }
}
