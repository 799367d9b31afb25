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
      // Apple: with pending items the total is "the total of all the known costs".
      (
        #"[{"type": "pending", "label": "summary.rideFare"}, {"type": "item", "label": "summary.serviceFee", "amount": "2.50"}]"#,
        "23.50", "not 2.50"
      ),
      (
        #"[{"type": "pending", "label": "summary.rideFare"}, {"type": "item", "label": "summary.serviceFee", "amount": "2.50"}]"#,
        "9999.00", "pending items count 0"
      ),
      (
        #"[{"type": "pending", "label": "summary.rideFare"}, {"type": "item", "label": "summary.serviceFee", "amount": "2.50"}]"#,
        "2.50", nil
      ),
      // A monthly charge after a free trial is billed from the trial's end, not now.
      (
        #"[{"type": "trial", "label": {"key": "recurring.freeTrial", "count": 7}, "amount": "0.00", "interval": {"unit": "day", "count": 7}, "end": "2026-12-10"}, {"type": "recurring", "label": "recurring.monthly", "amount": "9.99", "interval": {"unit": "month"}}]"#,
        "0.00", nil
      ),
      (
        #"[{"type": "trial", "label": {"key": "recurring.freeTrial", "count": 7}, "amount": "0.00", "interval": {"unit": "day", "count": 7}, "end": "2026-12-10"}, {"type": "recurring", "label": "recurring.monthly", "amount": "9.99", "interval": {"unit": "month"}}]"#,
        "9.99", "not 0.00"
      ),
      // An automatic reload set up without charging now, or loading the card now.
      (
        #"[{"type": "reload", "label": "reload.autoReload", "amount": "20.00", "threshold": "5.00"}]"#,
        "0.00", nil
      ),
      (
        #"[{"type": "reload", "label": "reload.autoReload", "amount": "20.00", "threshold": "5.00"}]"#,
        "20.00", nil
      ),
      (
        #"[{"type": "reload", "label": "reload.autoReload", "amount": "20.00", "threshold": "5.00"}]"#,
        "5.00", "sets the reload up without charging it now"
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

  /// The free-cancellation date is an instant with its zone: the last second of the last
  /// free day there, read back with Foundation's ISO 8601 parser and checked against
  /// Foundation's own calendar in that zone; every customer gets the same text, and Apple
  /// Pay shows it in the zone sent with it.
  @Test func theFreeCancellationDateIsTheLastSecondOfTheLastFreeDayInItsZone() throws {
    let hotel = try exampleSheet("kuwaiti-dinar")
    var texts: Set<String> = []
    var zones: Set<String> = []
    for locale in ["ja-JP", "hi-IN", "en-US"] + Self.customerLocales {
      let deferred = try #require(
        Self.applePay(hotel, locale)["deferredPaymentRequest"] as? [String: Any])
      texts.insert(try #require(deferred["freeCancellationDate"] as? String))
      zones.insert(try #require(deferred["freeCancellationDateTimeZone"] as? String))
    }
    #expect(texts == ["2026-12-18T23:59:59+03:00"])
    #expect(zones == ["Asia/Kuwait"])
    let text = try #require(texts.first)
    let instant = try #require(ISO8601DateFormatter().date(from: text))
    var kuwait = Calendar(identifier: .gregorian)
    kuwait.timeZone = try #require(TimeZone(identifier: "Asia/Kuwait"))
    // The sheet's last free day is 18 Dec: free cancellation ends one second before 19 Dec.
    let nextDay = try #require(kuwait.date(from: DateComponents(year: 2026, month: 12, day: 19)))
    #expect(instant == nextDay.addingTimeInterval(-1))
    #expect(kuwait.component(.day, from: instant) == 18)
  }

  /// Every billing date of every example, in both formats, parsed back and shown in every
  /// offset from UTC−11 to UTC+12 (each quarter hour) and in named zones across that range:
  /// each is the day the sheet states. Apple Pay formats these dates in the device's zone
  /// (only the free-cancellation date travels with a zone), so an instant at the start of
  /// the merchant's day would show the day before west of the merchant.
  @Test func everyBillingDayOfEveryExampleShowsTheSheetsDayFromUTCMinus11ToUTCPlus12() throws {
    let members: Set<String> = [
      "recurringPaymentStartDate", "recurringPaymentEndDate", "deferredPaymentDate",
    ]
    func dates(in value: Any, into found: inout [(String, String)]) {
      if let object = value as? [String: Any] {
        for (key, member) in object {
          if members.contains(key), let text = member as? String { found.append((key, text)) }
          dates(in: member, into: &found)
        }
      } else if let array = value as? [Any] {
        for element in array { dates(in: element, into: &found) }
      }
    }
    var zones = stride(from: -11 * 3600, through: 12 * 3600, by: 900).compactMap {
      TimeZone(secondsFromGMT: $0)
    }
    for name in [
      "Pacific/Pago_Pago", "Pacific/Honolulu", "America/Los_Angeles", "America/New_York",
      "America/Sao_Paulo", "Europe/London", "Europe/Berlin", "Asia/Kuwait", "Asia/Kolkata",
      "Asia/Kathmandu", "Asia/Tokyo", "Australia/Lord_Howe", "Pacific/Fiji",
    ] {
      zones.append(try #require(TimeZone(identifier: name)))
    }
    var checked = 0
    for name in exampleSheetNames {
      let sheet = try exampleSheet(name)
      var days: Set<String> = []
      for item in sheet.items {
        switch item.kind {
        case .recurring(_, _, _, let end):
          if let first = sheet.firstChargeDay(of: item) { days.insert(first.description) }
          if let end { days.insert(end.description) }
        case .trial(_, _, let end): days.insert(end.description)
        case .deferred(_, let date): days.insert(date.description)
        default: break
        }
      }
      var found: [(String, String)] = []
      dates(in: try Self.applePay(sheet, "en-US"), into: &found)
      dates(in: try Self.call(sheet, "en-US"), into: &found)
      #expect(Set(found.map(\.1)).count == days.count, "\(name): \(found) for \(days)")
      for (member, text) in found {
        let instant = try #require(ISO8601DateFormatter().date(from: text), "\(text)")
        var shown: Set<String> = []
        for zone in zones {
          var calendar = Calendar(identifier: .gregorian)
          calendar.timeZone = zone
          let parts = calendar.dateComponents([.year, .month, .day], from: instant)
          shown.insert(
            String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0))
          checked += 1
        }
        #expect(
          shown.count == 1 && days.isSuperset(of: shown), "\(name) \(member) \(text): \(shown)")
      }
    }
    #expect(checked > 0)
  }

  /// A merchant east of UTC+12 (or west of UTC−11), where no one instant serves the whole
  /// range, is served in its own zone first, at 23:30 (00:30) of the day there; those more
  /// than 23½ hours away on the other side see the neighbouring day.
  @Test(arguments: [
    ("Pacific/Tongatapu", "2026-12-10T10:30:00Z", -10 * 3600 - 1800, 13 * 3600),
    ("Pacific/Kiritimati", "2026-12-10T09:30:00Z", -9 * 3600 - 1800, 14 * 3600),
    ("Pacific/Chatham", "2026-12-10T09:45:00Z", -9 * 3600 - 2700, 13 * 3600 + 2700),
    ("Etc/GMT+12", "2026-12-10T12:30:00Z", -12 * 3600, 11 * 3600 + 1800 - 1),
    ("Europe/Berlin", "2026-12-10T11:30:00Z", -11 * 3600, 12 * 3600),
    // New Zealand keeps daylight time (UTC+13) in December: served in its own zone first.
    ("Pacific/Auckland", "2026-12-10T10:30:00Z", -10 * 3600 - 1800, 13 * 3600),
  ])
  func aMerchantFarEastOrWestIsServedInItsOwnZoneFirst(
    zone: String, expected: String, westmost: Int, eastmost: Int
  ) throws {
    let merchant = try #require(TimeZone(identifier: zone))
    let day = try SheetDate("2026-12-10")
    let instant = RequestValues.instant(ofBillingDay: day, merchantZone: merchant)
    #expect(ISO8601DateFormatter().string(from: instant) == expected)
    func shownDay(_ offset: Int) -> Int? {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(secondsFromGMT: offset) ?? merchant
      return calendar.component(.day, from: instant)
    }
    var merchantCalendar = Calendar(identifier: .gregorian)
    merchantCalendar.timeZone = merchant
    #expect(merchantCalendar.component(.day, from: instant) == 10)
    #expect(shownDay(westmost) == 10 && shownDay(eastmost) == 10)
    if zone == "Pacific/Tongatapu" {
      // UTC−11 (Niue, American Samoa) is 24 hours west of Tonga: the day before.
      #expect(shownDay(-11 * 3600) == 9)
    }
  }

  /// Days whose midnight the zone skips (tzdata: Chile moves 00:00 to 01:00 on 2026-09-06,
  /// Lebanon on 2026-03-29, Cuba on 2026-03-08): free cancellation until the day before
  /// ends one second before the clocks resume, which Foundation's own next-transition answer
  /// confirms; the charge on that day is sent at 11:30 UTC like any other.
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
    #expect(billing["deferredPaymentDate"] as? String == "\(day)T11:30:00Z")
    let free = try #require(deferred["freeCancellationDate"] as? String)
    let resume = try #require(ISO8601DateFormatter().date(from: expected))
    #expect(ISO8601DateFormatter().date(from: free) == resume.addingTimeInterval(-1))
    let place = try #require(TimeZone(identifier: zone))
    let noonBefore = try #require(
      ISO8601DateFormatter().date(from: "\(try SheetDate(day).previous)T12:00:00Z"))
    #expect(place.nextDaylightSavingTimeTransition(after: noonBefore) == resume)
  }

  /// Every example in every language: the display items are what is charged now and add up
  /// to the total (a pending one as 0), the charges taken later and the merchant-token
  /// request are in the Apple Pay modifier, and shipping options come with requestShipping.
  @Test func thePaymentRequestCallChargesNowWhatItsTotalSays() throws {
    for name in exampleSheetNames {
      let sheet = try exampleSheet(name)
      for language in ["en", "ar", "ja", "de", "hi"] {
        let call = try Self.call(sheet, language)
        let details = try #require(call["details"] as? [String: Any])
        let items = try #require(details["displayItems"] as? [[String: Any]])
        let total = try #require((details["total"] as? [String: Any])?["amount"] as? [String: Any])
        do {
          // Pending items are sent as 0: the total is the sum of the known costs.
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
        #expect(options["requestShipping"] as? Bool == !sheet.shippingMethods.isEmpty)
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
