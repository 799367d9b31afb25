import Foundation
import Testing

@testable import PaySheetKit

/// Where money and time meet in a payment request: the merchant's country and zone, whatever
/// the customer's language and zone; what Safari refuses, refused first; the Payment Request
/// API call whose display items are what is charged now.
struct RequestRulesTests {
  static func object(_ value: some Encodable) throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? [String: Any])
  }

  static func applePay(
    _ sheet: PaymentSheet, _ locale: String, _ options: ApplePayOptions? = nil
  ) throws -> [String: Any] {
    let formatted = try SheetFormatter(catalog: shippedCatalog, locale: SheetLocale(locale))
      .format(sheet)
    return try object(
      ApplePayPaymentRequest(
        sheet: sheet, formatted: formatted, options: options ?? ApplePayOptions()))
  }

  static func call(_ sheet: PaymentSheet, _ locale: String) throws -> [String: Any] {
    let formatted = try SheetFormatter(catalog: shippedCatalog, locale: SheetLocale(locale))
      .format(sheet)
    return try object(
      PaymentRequestCall(
        sheet: sheet, formatted: formatted,
        options: ApplePayOptions(merchantIdentifier: "merchant.example.test")))
  }

  /// The error a request of `sheet` throws, as text.
  static func refusal(_ sheet: PaymentSheet, _ options: ApplePayOptions? = nil) -> String {
    do {
      _ = try applePay(sheet, "en-US", options)
      return "accepted"
    } catch {
      return "\(error)"
    }
  }

  static let customerLocales = ["en-US", "de-DE", "ja-JP", "ar-EG", "hi-IN", "pt-BR"]

  @Test(arguments: [("kuwaiti-dinar", "KW"), ("store-pickup", "US"), ("yen-order", "JP")])
  func theCountryIsTheMerchantsInEveryLanguage(name: String, country: String) throws {
    let sheet = try exampleSheet(name)
    #expect(sheet.merchantCountry == country)
    for locale in Self.customerLocales {
      #expect(try Self.applePay(sheet, locale)["countryCode"] as? String == country, "\(locale)")
      let method = try #require((Self.call(sheet, locale)["methodData"] as? [[String: Any]])?.first)
      #expect((method["data"] as? [String: Any])?["countryCode"] as? String == country)
    }
    let given = try Self.applePay(sheet, "pt-BR", ApplePayOptions(countryCode: "BR"))
    #expect(given["countryCode"] as? String == "BR")
  }

  @Test func noCountryAnywhereIsAClearError() throws {
    let bare = try sheet(
      #"{"currency": "USD", "items": [{"type": "item", "label": "summary.subtotal", "amount": "1.00"}], "total": {"merchant": "A", "amount": "1.00"}}"#
    )
    let refusal = Self.refusal(bare)
    #expect(refusal.contains("merchantCountry") && refusal.contains("--country"), "\(refusal)")
    #expect(Self.refusal(bare, try ApplePayOptions(countryCode: "US")) == "accepted")
  }

  @Test(arguments: ["ZZ", "AA", "XK1", "us"])
  func countriesICUDoesNotListAreRefused(code: String) throws {
    #expect(throws: PaySheetError.self) { try ApplePayOptions(countryCode: code) }
    let json =
      #"{"currency": "USD", "merchantCountry": "\#(code)", "items": [], "total": {"merchant": "A", "amount": "0.00"}}"#
    #expect(throws: InputError.self) { try sheet(json) }
  }

  @Test func icusCountryListIsTheCurrentOne() {
    // uloc_getISOCountries: 249 ISO 3166 codes and ICU's few more (XK for Kosovo among them).
    #expect(ISO3166Check.known("KW") && ISO3166Check.known("XK") && ISO3166Check.known("SS"))
    #expect(!ISO3166Check.known("ZZ") && !ISO3166Check.known("AN"))
  }

  @Test(arguments: [("Visa", "visa"), ("mastercard", "masterCard"), ("amexx", "amex")])
  func networksOutsideApplesListAreRefusedWithASuggestion(given: String, suggested: String) {
    let error = #expect(throws: PaySheetError.self) {
      try ApplePayOptions(supportedNetworks: ["visa", given])
    }
    #expect(
      error?.reason.contains("did you mean '\(suggested)'") == true, "\(String(describing: error))")
  }

  /// WebKit's `validateTotal` throws "Total amount is too big." above 100,000,000 units.
  @Test(arguments: [
    ("JPY", "100000000", true), ("JPY", "200000000", false), ("IDR", "150000000.00", false),
    ("KWD", "100000000.000", true), ("KWD", "100000000.001", false),
  ])
  func totalsAboveSafarisLimitAreRefused(currency: String, amount: String, accepted: Bool) throws {
    let json =
      #"{"currency": "\#(currency)", "merchantCountry": "US", "items": [{"type": "item", "label": "summary.subtotal", "amount": "\#(amount)"}], "total": {"merchant": "A", "amount": "\#(amount)"}}"#
    let refusal = Self.refusal(try sheet(json))
    #expect((refusal == "accepted") == accepted, "\(refusal)")
    if !accepted { #expect(refusal.contains("the largest total Safari takes")) }
  }

  @Test func anEmptyItemListIsRefused() throws {
    let empty = try sheet(
      #"{"currency": "USD", "merchantCountry": "US", "items": [], "total": {"merchant": "A", "amount": "0.00"}}"#
    )
    #expect(Self.refusal(empty).contains("Apple Pay refuses an empty list of line items"))
  }

  @Test(
    arguments: [
      (
        #"[{"type": "item", "label": "summary.subtotal", "amount": "10.00"}, {"type": "item", "label": "summary.tax", "amount": "1.00"}]"#,
        "99.00", "not 11.00"
      ),
      (
        #"[{"type": "item", "label": "summary.subtotal", "amount": "10.00"}, {"type": "item", "label": "summary.tax", "amount": "1.00"}]"#,
        "11.00", nil
      ),
      (
        #"[{"type": "pending", "label": "summary.rideFare"}, {"type": "item", "label": "summary.serviceFee", "amount": "2.50"}]"#,
        "23.50", nil
      ),
      (
        #"[{"type": "deferred", "label": "summary.hotelStay", "amount": "45.00", "date": "2026-12-20"}, {"type": "item", "label": "summary.serviceFee", "amount": "1.25"}]"#,
        "46.25", "not 1.25"
      ),
    ] as [(String, String, String?)])
  func theTotalIsTheSumOfWhatIsChargedNow(items: String, total: String, refused: String?) throws {
    let json =
      #"{"currency": "USD", "merchantCountry": "US", "timeZone": "America/New_York", "items": \#(items), "total": {"merchant": "A", "amount": "\#(total)"}}"#
    let refusal = Self.refusal(try sheet(json))
    if let refused {
      #expect(refusal.contains(refused) && refusal.contains("sum of the items charged now"))
    } else {
      #expect(refusal == "accepted")
    }
  }

  @Test func aDatedItemNeedsTheMerchantsZone() throws {
    let json =
      #"{"currency": "EUR", "merchantCountry": "DE", "items": [{"type": "deferred", "label": "summary.hotelStay", "amount": "4.00", "date": "2026-12-20"}], "total": {"merchant": "A", "amount": "0.00"}}"#
    let refusal = Self.refusal(try sheet(json))
    #expect(refusal.contains("timeZone") && refusal.contains("items[0] (deferred)"), "\(refusal)")
  }

  /// The instants are the merchant's, read back with Foundation's ISO 8601 parser and
  /// checked against Foundation's own calendar in the merchant's zone; a customer in Tokyo,
  /// Kolkata or New York gets the same text, and sees it at the local time its offset gives.
  @Test func everyDateIsTheSameInstantForEveryCustomer() throws {
    let hotel = try exampleSheet("kuwaiti-dinar")
    var texts: Set<String> = []
    for locale in ["ja-JP", "hi-IN", "en-US"] + Self.customerLocales {
      let deferred = try #require(
        Self.applePay(hotel, locale)["deferredPaymentRequest"] as? [String: Any])
      texts.insert(try #require(deferred["freeCancellationDate"] as? String))
    }
    #expect(texts == ["2026-12-19T00:00:00+03:00"])
    let text = try #require(texts.first)
    let instant = try #require(ISO8601DateFormatter().date(from: text))
    var kuwait = Calendar(identifier: .gregorian)
    kuwait.timeZone = try #require(TimeZone(identifier: "Asia/Kuwait"))
    // The sheet's last free day is 18 Dec: free cancellation ends as 19 Dec begins there.
    #expect(instant == kuwait.date(from: DateComponents(year: 2026, month: 12, day: 19)))
    for (zone, day, hour, minute) in [
      ("Asia/Tokyo", 19, 6, 0), ("Asia/Kolkata", 19, 2, 30), ("America/New_York", 18, 16, 0),
    ] {
      var customer = Calendar(identifier: .gregorian)
      customer.timeZone = try #require(TimeZone(identifier: zone))
      let local = customer.dateComponents([.day, .hour, .minute], from: instant)
      #expect((local.day, local.hour, local.minute) == (day, hour, minute), "\(zone)")
    }
    let subscription = try exampleSheet("subscription-trial")
    var starts: Set<String> = []
    for locale in ["ja-JP", "hi-IN", "en-US"] {
      let request = try #require(
        Self.applePay(subscription, locale)["recurringPaymentRequest"] as? [String: Any])
      starts.insert(
        try #require(
          (request["regularBilling"] as? [String: Any])?["recurringPaymentStartDate"] as? String))
    }
    #expect(starts == ["2026-12-10T00:00:00+01:00"])
  }

  /// Days whose midnight the zone skips (tzdata: Chile moves 00:00 to 01:00 on 2026-09-06,
  /// Lebanon on 2026-03-29, Cuba on 2026-03-08) begin when the clocks resume, which
  /// Foundation's own next-transition answer confirms.
  @Test(arguments: [
    ("America/Santiago", "2026-09-06", "2026-09-06T01:00:00-03:00"),
    ("Asia/Beirut", "2026-03-29", "2026-03-29T01:00:00+03:00"),
    ("America/Havana", "2026-03-08", "2026-03-08T01:00:00-04:00"),
  ])
  func aDayWithoutMidnightBeginsWhenTheClocksResume(zone: String, day: String, expected: String)
    throws
  {
    let json =
      #"{"currency": "USD", "merchantCountry": "US", "timeZone": "\#(zone)", "items": [{"type": "deferred", "label": "summary.hotelStay", "amount": "4.00", "date": "\#(day)"}], "total": {"merchant": "A", "amount": "0.00"}, "deferred": {"description": "summary.hotelStay", "managementURL": "https://h.example", "freeCancellationDate": "\#(try SheetDate(day).previous)", "freeCancellationTimeZone": "\#(zone)"}}"#
    let request = try Self.applePay(try sheet(json), "ja-JP")
    let deferred = try #require(request["deferredPaymentRequest"] as? [String: Any])
    let billing = try #require(deferred["deferredBilling"] as? [String: Any])
    #expect(billing["deferredPaymentDate"] as? String == expected)
    #expect(deferred["freeCancellationDate"] as? String == expected)
    let place = try #require(TimeZone(identifier: zone))
    let noonBefore = try #require(
      ISO8601DateFormatter().date(from: "\(try SheetDate(day).previous)T12:00:00Z"))
    #expect(
      place.nextDaylightSavingTimeTransition(after: noonBefore)
        == ISO8601DateFormatter().date(from: expected))
  }

  /// Every example in every language: the display items are what is charged now and add up
  /// to the total (unless one is pending), the charges taken later and the merchant-token
  /// request are in the Apple Pay modifier, and shipping options come with requestShipping.
  @Test func thePaymentRequestCallChargesNowWhatItsTotalSays() throws {
    for name in exampleSheetNames {
      let sheet = try exampleSheet(name)
      for language in ["en", "ar", "ja", "de", "hi"] {
        let call = try Self.call(sheet, language)
        let details = try #require(call["details"] as? [String: Any])
        let items = try #require(details["displayItems"] as? [[String: Any]])
        let total = try #require((details["total"] as? [String: Any])?["amount"] as? [String: Any])
        if !items.contains(where: { $0["pending"] as? Bool == true }) {
          var sum: Int64 = 0
          for item in items {
            let value = try #require((item["amount"] as? [String: Any])?["value"] as? String)
            sum += try Money(value, currency: sheet.currency).minorUnits
          }
          #expect(
            sum == (try Money(total["value"] as! String, currency: sheet.currency)).minorUnits,
            "\(name)")
        }
        let modifier = (details["modifiers"] as? [[String: Any]])?.first
        let data = modifier?["data"] as? [String: Any]
        #expect((data?["recurringPaymentRequest"] != nil) == (sheet.recurring != nil), "\(name)")
        #expect((data?["deferredPaymentRequest"] != nil) == (sheet.deferred != nil), "\(name)")
        #expect(
          (data?["automaticReloadPaymentRequest"] != nil) == (sheet.automaticReload != nil))
        #expect((data?["multiTokenContexts"] != nil) == !sheet.merchants.isEmpty)
        if let modifier {
          #expect(modifier["supportedMethods"] as? String == "https://apple.com/apple-pay")
        }
        let later = (data?["additionalLineItems"] as? [[String: Any]]) ?? []
        #expect(items.count + later.count == sheet.items.count, "\(name)")
        let options = try #require(call["options"] as? [String: Any])
        #expect(
          options["requestShipping"] as? Bool
            == (!sheet.shippingMethods.isEmpty || sheet.pickupContact != nil))
        let method = try #require((call["methodData"] as? [[String: Any]])?.first)
        let version = try #require((method["data"] as? [String: Any])?["version"] as? Int)
        let tokens =
          sheet.recurring != nil || sheet.deferred != nil || sheet.automaticReload != nil
          || !sheet.merchants.isEmpty
        #expect(tokens ? version == 14 : version < 14, "\(name): \(version)")
      }
    }
  }

  /// Apple's version notes: a zero total needs 4, a coupon code 12, jcb 2, mir 11, a
  /// merchant-token request 14.
  @Test(arguments: [
    ("1.00", "", ["visa"], 3), ("0.00", "", ["visa"], 4), ("1.00", "", ["jcb"], 3),
    ("1.00", "", ["mir"], 11), ("1.00", #", "couponCode": "FRIDAY10""#, ["visa"], 12),
    (
      "1.00",
      #", "merchants": [{"merchantIdentifier": "m.a", "externalIdentifier": "a", "name": "A", "amount": "1.00"}]"#,
      ["visa"], 14
    ),
  ])
  func theVersionIsTheFirstThatTakesTheRequest(
    total: String, members: String, networks: [String], version: Int
  ) throws {
    let json =
      #"{"currency": "USD", "merchantCountry": "US", "items": [{"type": "item", "label": "summary.subtotal", "amount": "\#(total)"}], "total": {"merchant": "A", "amount": "\#(total)"}\#(members)}"#
    let read = try sheet(json)
    let formatted = try SheetFormatter(catalog: shippedCatalog, locale: SheetLocale("en"))
      .format(read)
    let request = try ApplePayPaymentRequest(
      sheet: read, formatted: formatted, options: ApplePayOptions(supportedNetworks: networks))
    #expect(request.version == version)
  }

  @Test func thePickupGoesWithThePickupShippingType() throws {
    let call = try Self.call(try exampleSheet("store-pickup"), "en-US")
    let options = try #require(call["options"] as? [String: Any])
    #expect(options["shippingType"] as? String == "pickup")
    let method = try #require(
      (call["methodData"] as? [[String: Any]])?.first?["data"] as? [String: Any])
    #expect(method["shippingContactEditingMode"] as? String == "storePickup")
    #expect((method["shippingContact"] as? [String: Any])?["countryCode"] as? String == "US")
  }

  @Test func theCallNeedsTheMerchantIdentifier() throws {
    let sheet = try exampleSheet("yen-order")
    let formatted = try SheetFormatter(catalog: shippedCatalog, locale: SheetLocale("ja"))
      .format(sheet)
    #expect(throws: PaySheetError.self) {
      try PaymentRequestCall(sheet: sheet, formatted: formatted, options: ApplePayOptions())
    }
  }
}

/// The ICU list the country check reads.
enum ISO3166Check {
  static func known(_ code: String) -> Bool {
    (try? ISO3166.check(code, field: "country")) != nil
  }
}

extension SheetDate {
  /// The day before, for tests that need the last day before another.
  var previous: SheetDate {
    get throws {
      if day > 1 { return try SheetDate(year: year, month: month, day: day - 1) }
      let month = self.month == 1 ? 12 : self.month - 1
      let year = self.month == 1 ? self.year - 1 : self.year
      return try SheetDate(
        year: year, month: month, day: SheetDate.daysIn(month: month, year: year))
    }
  }
}
