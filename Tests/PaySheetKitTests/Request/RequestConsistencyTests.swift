import Foundation
import Testing

@testable import PaySheetKit

/// What a request asks the customer for, the version it announces, the limits Chromium sets,
/// and the sheets whose parts contradict each other: each refused or warned about at the
/// member at fault.
struct RequestConsistencyTests {
  static func formatted(_ sheet: PaymentSheet) throws -> FormattedSheet {
    try SheetFormatter(catalog: shippedCatalog, locale: SheetLocale("en-US")).format(sheet)
  }

  /// The fields the Apple Pay JS request asks for, and those the Payment Request API call
  /// makes Safari ask for: WebKit's `mergePaymentOptions` (ApplePayPaymentHandler.cpp) turns
  /// `requestPayerName`, `requestPayerEmail`, `requestPayerPhone` and `requestShipping` into
  /// `name`, `email`, `phone` and `postalAddress`.
  static func askedFields(_ sheet: PaymentSheet, _ contact: [ApplePayContactField]) throws -> (
    applePay: Set<String>, paymentRequest: Set<String>
  ) {
    let options = try ApplePayOptions(
      merchantIdentifier: "merchant.example.test", contactFields: contact)
    let text = try formatted(sheet)
    let applePay = try ApplePayPaymentRequest(sheet: sheet, formatted: text, options: options)
    let call = try PaymentRequestCall(sheet: sheet, formatted: text, options: options)
    var asked: Set<String> = []
    if call.options.requestPayerName { asked.insert("name") }
    if call.options.requestPayerEmail { asked.insert("email") }
    if call.options.requestPayerPhone { asked.insert("phone") }
    if call.options.requestShipping { asked.insert("postalAddress") }
    // Both formats name the same kind of shipping, when they name one.
    let type = applePay.shippingType.map {
      $0 == .storePickup || $0 == .servicePickup ? "pickup" : $0.rawValue
    }
    #expect(type == call.options.shippingType)
    return (Set(applePay.requiredShippingContactFields ?? []), asked)
  }

  @Test(arguments: [[], [.name, .email], [.postalAddress], [.phone]] as [[ApplePayContactField]])
  func bothWebFormatsAskForTheSameFieldsForEveryExample(contact: [ApplePayContactField]) throws {
    for name in exampleSheetNames {
      let sheet = try exampleSheet(name)
      let (applePay, paymentRequest) = try Self.askedFields(sheet, contact)
      #expect(applePay == paymentRequest, "\(name) with \(contact)")
      let ships =
        !sheet.shippingMethods.isEmpty
        && [.shipping, .delivery].contains(sheet.shippingType)
      if ships || sheet.pickupContact != nil || contact.contains(.postalAddress) {
        #expect(applePay.contains("postalAddress"), "\(name) asks for no address")
      } else {
        #expect(!applePay.contains("postalAddress"), "\(name) asks for an address")
      }
    }
  }

  @Test func aDeliveryWithoutMethodsAsksNothingAndNamesNoShippingTypeInEitherFormat() throws {
    let read = try sheet(
      #"{"currency": "USD", "merchantCountry": "US", "shippingType": "delivery", "items": [{"type": "item", "label": "summary.subtotal", "amount": "1.00"}], "total": {"merchant": "A", "amount": "1.00"}}"#
    )
    let (applePay, paymentRequest) = try Self.askedFields(read, [])
    #expect(applePay.isEmpty && paymentRequest.isEmpty)
  }

  @Test func aStorePickupWithoutTheStoreIsRefusedOnlyWhereTheAPIWouldAskTheCustomersAddress()
    throws
  {
    let read = try sheet(
      #"{"currency": "USD", "merchantCountry": "US", "shippingType": "storePickup", "items": [{"type": "item", "label": "summary.subtotal", "amount": "1.00"}], "shippingMethods": [{"label": "pickup.store", "amount": "0.00"}], "total": {"merchant": "A", "amount": "1.00"}}"#
    )
    let options = try ApplePayOptions(merchantIdentifier: "merchant.example.test")
    let applePay = try ApplePayPaymentRequest(
      sheet: read, formatted: Self.formatted(read), options: options)
    #expect(applePay.requiredShippingContactFields == nil)
    #expect {
      try PaymentRequestCall(sheet: read, formatted: Self.formatted(read), options: options)
    } throws: { "\($0)".contains("pickupContact") }
  }

  /// WebKit's PaymentAPIVersionCocoa.mm and Apple's version notes: payment timing of
  /// recurring, trial and deferred items needs 12, an automaticReload timing 14, a deferred
  /// payment request 14 on iOS 16.4 and macOS 13.3.
  @Test(arguments: [
    (
      #"{"type": "reload", "label": "reload.autoReload", "amount": "1.00", "threshold": "5.00"}"#,
      "", 14, "iOS 16 and macOS 13"
    ),
    (
      #"{"type": "deferred", "label": "summary.hotelStay", "amount": "1.00", "date": "2027-01-15"}, {"type": "item", "label": "summary.subtotal", "amount": "1.00"}"#,
      "", 12, "iOS 15 and macOS 12"
    ),
    (
      #"{"type": "recurring", "label": "recurring.monthly", "amount": "1.00", "interval": {"unit": "month"}}"#,
      "", 12, "iOS 15 and macOS 12"
    ),
    (
      #"{"type": "deferred", "label": "summary.hotelStay", "amount": "1.00", "date": "2027-01-15"}, {"type": "item", "label": "summary.subtotal", "amount": "1.00"}"#,
      #", "deferred": {"description": "summary.hotelStay", "managementURL": "https://h.example"}"#,
      14, "iOS 16.4 and macOS 13.3"
    ),
    (
      #"{"type": "item", "label": "summary.subtotal", "amount": "1.00"}"#, "", 3,
      "iOS 11 and macOS 10.13"
    ),
  ])
  func theVersionCoversEveryKindOfItem(
    items: String, members: String, version: Int, systems: String
  )
    throws
  {
    let read = try sheet(
      #"{"currency": "USD", "merchantCountry": "US", "timeZone": "America/New_York", "items": [\#(items)], "total": {"merchant": "A", "amount": "1.00"}\#(members)}"#
    )
    let request = try ApplePayPaymentRequest(
      sheet: read, formatted: Self.formatted(read), options: ApplePayOptions())
    #expect(request.version == version)
    #expect(request.requirement.systems == systems)
    let call = try PaymentRequestCall(
      sheet: read, formatted: Self.formatted(read),
      options: ApplePayOptions(merchantIdentifier: "merchant.example.test"))
    #expect(call.methodData.first?.data.version == version)
  }

  static func items(_ count: Int) -> String {
    (0..<count).map { _ in #"{"type": "item", "label": "summary.giftWrap", "amount": "0.00"}"# }
      .joined(separator: ", ")
  }

  static func call(_ json: String) throws -> PaymentRequestCall {
    let read = try sheet(json)
    return try PaymentRequestCall(
      sheet: read, formatted: formatted(read),
      options: ApplePayOptions(merchantIdentifier: "merchant.example.test"))
  }

  /// Chromium's limits, at the limit and one past it (the browser test constructs the same
  /// calls in Chromium).
  @Test(arguments: [1024, 1025])
  func displayItemsUpToChromiumsLimit(count: Int) {
    let json =
      #"{"currency": "USD", "merchantCountry": "US", "items": [\#(Self.items(count))], "total": {"merchant": "A", "amount": "0.00"}}"#
    if count <= PaymentRequestCall.chromiumLimit {
      #expect(throws: Never.self) { try Self.call(json) }
    } else {
      #expect {
        try Self.call(json)
      } throws: {
        "\($0)".contains("\(count) items") && "\($0)".contains("more than 1024 display items")
      }
    }
  }

  /// A family emoji is one grapheme of 11 UTF-16 code units, so a name within the sheet's
  /// 100 characters can pass Chromium's 1,024 units: 93 of them and "a" are 1,024.
  static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"

  @Test(arguments: ["a", "ab"])
  func totalLabelsUpToChromiumsLengthInUTF16(tail: String) throws {
    let merchant = String(repeating: Self.family, count: 93) + tail
    let json =
      #"{"currency": "USD", "merchantCountry": "US", "items": [{"type": "item", "label": "summary.subtotal", "amount": "1.00"}], "total": {"merchant": "\#(merchant)", "amount": "1.00"}}"#
    let read = try sheet(json)
    let options = try ApplePayOptions(merchantIdentifier: "merchant.example.test")
    let units = 93 * 11 + tail.utf16.count
    if units <= 1024 {
      let call = try PaymentRequestCall(
        sheet: read, formatted: Self.formatted(read), options: options)
      #expect(call.details.total.label.utf16.count == 1024)
    } else {
      #expect {
        try PaymentRequestCall(sheet: read, formatted: Self.formatted(read), options: options)
      } throws: {
        "\($0)".contains("1025 UTF-16 code units") && "\($0)".contains("longer than 1024")
      }
    }
  }

  static func error(_ text: String) -> String {
    do {
      _ = try PaymentSheet(jsonBytes: Array(text.utf8), file: "sheet.json")
      return "accepted"
    } catch {
      return error.description
    }
  }

  /// Each contradiction is an error at the member's line and column.
  @Test(arguments: [
    (
      """
      {"currency": "EUR", "items": [
        {"type": "trial", "label": "recurring.freeTrial", "amount": "0.00", "interval": {"unit": "day", "count": 30}, "end": "2027-01-05"},
        {"type": "recurring", "label": "recurring.monthly", "amount": "9.99", "interval": {"unit": "month"}, "start": "2026-12-10", "end": "2027-06-20"}],
       "total": {"merchant": "A", "amount": "0.00"}}
      """,
      "sheet.json:3:104: error: items[1].start: 2026-12-10 is before the trial ends on 2027-01-05"
    ),
    (
      """
      {"currency": "EUR", "items": [
        {"type": "trial", "label": "recurring.freeTrial", "amount": "0.00", "interval": {"unit": "day", "count": 30}, "end": "2027-01-05"},
        {"type": "recurring", "label": "recurring.monthly", "amount": "9.99", "interval": {"unit": "month"}, "end": "2026-12-20"}],
       "total": {"merchant": "A", "amount": "0.00"}}
      """,
      "sheet.json:3:104: error: items[1].end: 2026-12-20 is before the trial ends on 2027-01-05"
    ),
    (
      """
      {"currency": "EUR", "items": [
        {"type": "deferred", "label": "summary.hotelStay", "amount": "9.00", "date": "2027-03-28"}],
       "total": {"merchant": "A", "amount": "0.00"},
       "deferred": {"description": "summary.hotelStay", "managementURL": "https://h.example",
         "freeCancellationDate": "2027-04-02", "freeCancellationTimeZone": "Europe/Paris"}}
      """,
      "sheet.json:5:4: error: deferred.freeCancellationDate: the last free day 2027-04-02 is not before the charge on 2027-03-28"
    ),
    (
      """
      {"currency": "EUR", "items": [{"type": "item", "label": "summary.subtotal", "amount": "9.00"}],
       "total": {"merchant": "A", "amount": "9.00"},
       "merchants": [{"merchantIdentifier": "m.a", "externalIdentifier": "dup", "name": "A", "amount": "4.00"},
         {"merchantIdentifier": "m.b", "externalIdentifier": "dup", "name": "B", "amount": "5.00"}]}
      """,
      "sheet.json:4:34: error: merchants[1].externalIdentifier: 'dup' is also merchants[0]'s"
    ),
  ])
  func contradictionsAreErrorsAtTheMember(text: String, message: String) {
    let error = Self.error(text)
    #expect(error.hasPrefix(message), "\(error)")
  }

  @Test func theFirstShippingMethodOutsideTheTotalAndACouponWithoutADiscountAreWarnings() throws {
    let text = """
      {"currency": "GBP", "merchantCountry": "GB",
       "items": [{"type": "item", "label": "summary.subtotal", "amount": "64.00"}],
       "shippingMethods": [{"label": "shipping.express", "amount": "9.99"}],
       "total": {"merchant": "A", "amount": "64.00"},
       "couponCode": "SAVE20"}
      """
    let read = try PaymentSheet(jsonBytes: Array(text.utf8), file: "sheet.json")
    let warnings = read.requestWarnings
    #expect(warnings.map(\.field.description) == ["couponCode", "shippingMethods[0]"])
    #expect(warnings.map { $0.position?.line } == [5, 3])
    #expect(warnings.first?.message.contains("no discount item") == true)
    #expect(warnings.last?.message.contains("costs 9.99") == true)
    // With the shipping charged and a discount, nothing to say.
    let fixed = try sheet(
      #"{"currency": "GBP", "items": [{"type": "item", "label": "summary.subtotal", "amount": "64.00"}, {"type": "discount", "label": {"key": "summary.promoCode", "arguments": ["SAVE20"]}, "amount": "-6.40"}, {"type": "item", "label": "summary.shipping", "amount": "9.99"}], "shippingMethods": [{"label": "shipping.express", "amount": "9.99"}], "total": {"merchant": "A", "amount": "67.59"}, "couponCode": "SAVE20"}"#
    )
    #expect(fixed.requestWarnings.isEmpty)
  }

  @Test func bancomatIsTakenWithAWarning() throws {
    let options = try ApplePayOptions(supportedNetworks: ["bancomat", "visa"])
    #expect(options.supportedNetworks.contains("bancomat"))
    #expect(ApplePayOptions.deprecatedNetworks["bancomat"]?.contains("iOS 17") == true)
    #expect(
      ApplePayOptions.deprecatedNetworks.keys.allSatisfy {
        ApplePayOptions.networkVersions[$0] != nil
      })
  }
}
