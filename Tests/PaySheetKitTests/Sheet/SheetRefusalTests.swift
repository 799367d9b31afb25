import Foundation
import Testing

@testable import PaySheetKit

/// Every refusal of a sheet names its member by the JSON path a sheet file uses: the library's
/// initializers from the value they make, a file's reader from the document down, at the
/// line and column of that member (or of the deepest part of its path the file has).
struct SheetRefusalTests {
  /// A sheet file with `items`, one member per line after them (`extra`), and `total`.
  static func sheet(items: String = "", total: String = #""amount": "9.00""#, extra: [String] = [])
    -> String
  {
    ([
      "{\"currency\": \"USD\"", " \"items\": [\(items)]",
      " \"total\": {\"merchant\": \"A\", \(total)}",
    ]
      + extra.map { " " + $0 }).joined(separator: ",\n") + "}"
  }

  static let item = #"{"type": "item", "label": "x", "amount": "9.00"}"#

  /// The refusals a sheet file can meet, each with the path its message starts with and the
  /// place of that member.
  @Test(arguments: [
    (
      sheet(items: #"{"type": "discount", "label": "x", "amount": "2.00"}"#), "items[0].amount",
      "2:47"
    ),
    (
      sheet(items: #"{"type": "reload", "label": "x", "amount": "2.00", "threshold": "-1.00"}"#),
      "items[0].threshold", "2:63"
    ),
    (
      sheet(
        items:
          #"{"type": "trial", "label": "x", "amount": "-1.00", "interval": {"unit": "day"}, "end": "2026-12-10"}"#
      ), "items[0].amount", "2:44"
    ),
    (
      sheet(
        items:
          #"{"type": "recurring", "label": "x", "amount": "1", "interval": {"unit": "month", "count": 0}}"#
      ), "items[0].interval.count", "2:93"
    ),
    (
      sheet(
        items:
          #"{"type": "recurring", "label": "x", "amount": "1", "interval": {"unit": "month"}, "start": "2026-03-01", "end": "2026-02-01"}"#
      ), "items[0].end", "2:117"
    ),
    (sheet(total: #""amount": "-1.00""#), "total.amount", "3:29"),
    (
      sheet(extra: [#""shippingMethods": [{"identifier": "a b", "label": "x", "amount": "1.00"}]"#]
      ),
      "shippingMethods[0].identifier", "4:23"
    ),
    (
      sheet(extra: [#""shippingMethods": [{"label": "x", "amount": "-1.00"}]"#]),
      "shippingMethods[0].amount", "4:37"
    ),
    (
      sheet(extra: [
        #""shippingMethods": [{"label": "x", "amount": "1", "delivery": {"from": "2026-12-03", "to": "2026-12-01"}}]"#
      ]), "shippingMethods[0].delivery.to", "4:87"
    ),
    (
      sheet(extra: [
        #""shippingMethods": [{"identifier": "a", "label": "x", "amount": "1"}, {"identifier": "a", "label": "y", "amount": "1"}]"#
      ]), "shippingMethods[1].identifier", "4:73"
    ),
    (
      sheet(extra: [#""confirmation": {"network": "Visa", "lastFour": "12a4"}"#]),
      "confirmation.lastFour", "4:38"
    ),
    (sheet(extra: [#""merchantCountry": "us""#]), "merchantCountry", "4:2"),
    (sheet(extra: [#""timeZone": "Mars/Base""#]), "timeZone", "4:2"),
    (
      sheet(extra: [#""recurring": {"description": "x", "managementURL": "http://a.example"}"#]),
      "recurring.managementURL", "4:36"
    ),
    (
      sheet(
        items: item,
        extra: [#""recurring": {"description": "x", "managementURL": "https://a.example"}"#]),
      "recurring", "4:2"
    ),
    (
      sheet(
        items: #"{"type": "deferred", "label": "x", "amount": "1", "date": "2026-12-01"}"#,
        extra: [
          #""deferred": {"description": "x", "managementURL": "https://a.example", "freeCancellationDate": "2026-11-30"}"#
        ]), "deferred.freeCancellationTimeZone", "4:2"
    ),
    (
      sheet(
        items: #"{"type": "deferred", "label": "x", "amount": "1", "date": "2026-12-01"}"#,
        extra: [
          #""deferred": {"description": "x", "managementURL": "https://a.example", "freeCancellationTimeZone": "Europe/Paris"}"#
        ]), "deferred.freeCancellationDate", "4:2"
    ),
    (
      sheet(
        items: #"{"type": "deferred", "label": "x", "amount": "1", "date": "2026-12-01"}"#,
        extra: [
          #""deferred": {"description": "x", "managementURL": "https://a.example", "freeCancellationDate": "2026-12-01", "freeCancellationTimeZone": "Europe/Paris"}"#
        ]), "deferred.freeCancellationDate", "4:73"
    ),
    (
      sheet(
        items: #"{"type": "deferred", "label": "x", "amount": "1", "date": "2026-12-01"}"#,
        extra: [
          #""deferred": {"description": "x", "managementURL": "https://a.example", "freeCancellationDate": "2026-11-30", "freeCancellationTimeZone": "Mars/Base"}"#
        ]), "deferred.freeCancellationTimeZone", "4:111"
    ),
    (
      sheet(
        items:
          #"{"type": "trial", "label": "x", "amount": "0", "interval": {"unit": "day"}, "end": "2026-12-10"}, {"type": "recurring", "label": "y", "amount": "1", "interval": {"unit": "month"}, "start": "2026-12-01"}"#,
        extra: [#""recurring": {"description": "x", "managementURL": "https://a.example"}"#]),
      "items[1].start", "2:192"
    ),
    (
      sheet(extra: [
        #""merchants": [{"merchantIdentifier": "a b", "externalIdentifier": "a", "name": "A", "amount": "1"}]"#
      ]), "merchants[0].merchantIdentifier", "4:17"
    ),
    (
      sheet(extra: [
        #""merchants": [{"merchantIdentifier": "m.a", "externalIdentifier": "a", "name": "A", "amount": "-1"}]"#
      ]), "merchants[0].amount", "4:86"
    ),
    (
      sheet(extra: [
        #""merchants": [{"merchantIdentifier": "m.a", "externalIdentifier": "a", "name": "A", "amount": "5"}, {"merchantIdentifier": "m.b", "externalIdentifier": "a", "name": "B", "amount": "1"}]"#
      ]), "merchants[1].externalIdentifier", "4:132"
    ),
    (
      sheet(extra: [
        #""merchants": [{"merchantIdentifier": "m.a", "externalIdentifier": "a", "name": "A", "amount": "10"}]"#
      ]), "merchants", "4:2"
    ),
    (
      sheet(extra: [
        #""shippingType": "storePickup""#,
        #""pickupContact": {"name": "S", "addressLines": [], "locality": "L", "countryCode": "US"}"#,
      ]), "pickupContact.addressLines", "5:33"
    ),
    (
      sheet(extra: [
        #""shippingType": "storePickup""#,
        #""pickupContact": {"name": "S", "addressLines": ["1 Main St"], "locality": "L", "countryCode": "us"}"#,
      ]), "pickupContact.countryCode", "5:81"
    ),
    (
      sheet(extra: [
        #""pickupContact": {"name": "S", "addressLines": ["1 Main St"], "locality": "L", "countryCode": "US"}"#
      ]), "pickupContact", "4:2"
    ),
  ])
  func aFileRefusalNamesItsMemberAtItsPlace(json: String, path: String, place: String) throws {
    let error = try #require(throws: InputError.self) {
      try PaymentSheet(jsonBytes: Array(json.utf8), file: "s.json")
    }
    // A value of the wrong kind or range is "path is …; expected …", a refusal "path: …".
    #expect(
      error.message.hasPrefix("\(path): ") || error.message.hasPrefix("\(path) is "),
      "\(error.message)")
    #expect(error.location.description == "s.json:\(place)", "\(error.message)")
    // Independently of the place written above: the file has a member of the path there (the
    // last one, or the deepest one the file has when it leaves the last out).
    let lines = json.split(separator: "\n", omittingEmptySubsequences: false)
    let at = error.position
    let rest = String(lines[at.line - 1].unicodeScalars.dropFirst(at.column - 1))
    let members = FieldPath(stringLiteral: path).steps.compactMap { step -> String? in
      if case .member(let name) = step { return name }
      return nil
    }
    #expect(members.contains { rest.hasPrefix("\"\($0)\"") }, "\(rest.prefix(30))")
  }

  static let usd = try! Currency("USD")
  static let eur = try! Currency("EUR")
  static func money(_ text: String, _ currency: Currency = usd) -> Money {
    try! Money(text, currency: currency)
  }
  static func date(_ text: String) -> SheetDate { try! SheetDate(text) }
  static let terms = PaymentTerms(
    description: SheetLabel("x"), managementURL: try! WebAddress("https://a.example"))

  /// A value built in code that its initializer refuses, and the path the refusal names.
  struct Refusal: Sendable, CustomTestStringConvertible {
    let what: String
    let path: String
    let make: @Sendable () throws -> Void

    init(_ what: String, _ path: String, _ make: @escaping @Sendable () throws -> Void) {
      self.what = what
      self.path = path
      self.make = make
    }

    var testDescription: String { what }
  }

  /// What a library caller meets building the same values in code: the path from the value
  /// the initializer makes.
  @Test(arguments: [
    Refusal("label count", "count", { _ = try SheetLabel("x", count: -1) }),
    Refusal("interval", "count", { _ = try RecurringInterval(unit: .day, count: 0) }),
    Refusal(
      "date range", "to", { _ = try DateRange(from: date("2026-12-03"), to: date("2026-12-01")) }),
    Refusal(
      "discount", "amount",
      { _ = try SummaryItem(label: SheetLabel("x"), kind: .discount(amount: money("2"))) }
    ),
    Refusal(
      "recurring end", "end",
      {
        _ = try SummaryItem(
          label: SheetLabel("x"),
          kind: .recurring(
            amount: money("1"), interval: RecurringInterval(unit: .month),
            start: date("2026-03-01"), end: date("2026-02-01")))
      }
    ),
    Refusal(
      "reload threshold currency", "threshold",
      {
        _ = try SummaryItem(
          label: SheetLabel("x"), kind: .reload(amount: money("1"), threshold: money("1", eur)))
      }
    ),
    Refusal(
      "reload threshold", "threshold",
      {
        _ = try SummaryItem(
          label: SheetLabel("x"), kind: .reload(amount: money("1"), threshold: money("-1")))
      }
    ),
    Refusal(
      "trial", "amount",
      {
        _ = try SummaryItem(
          label: SheetLabel("x"),
          kind: .trial(
            amount: money("-1"), interval: RecurringInterval(unit: .day), end: date("2026-12-10")))
      }
    ),
    Refusal(
      "shipping identifier", "identifier",
      { _ = try ShippingMethod(identifier: "a b", label: SheetLabel("x"), amount: money("1")) }
    ),
    Refusal(
      "shipping amount", "amount",
      { _ = try ShippingMethod(label: SheetLabel("x"), amount: money("-1")) }),
    Refusal(
      "total", "amount", { _ = try SheetTotal(merchant: DisplayName("A"), amount: money("-1")) }),
    Refusal("last four", "lastFour", { _ = try CardLastFour("12a4") }),
    Refusal(
      "free cancellation zone", "freeCancellationTimeZone",
      { _ = try DeferredTerms(terms: terms, freeCancellationDate: date("2026-12-01")) }
    ),
    Refusal(
      "free cancellation date", "freeCancellationDate",
      { _ = try DeferredTerms(terms: terms, freeCancellationTimeZone: "Europe/Paris") }
    ),
    Refusal(
      "merchant identifier", "merchantIdentifier",
      {
        _ = try MerchantPayment(
          merchantIdentifier: "a b", externalIdentifier: "a", name: DisplayName("A"),
          amount: money("1"))
      }
    ),
    Refusal(
      "merchant amount", "amount",
      {
        _ = try MerchantPayment(
          merchantIdentifier: "m.a", externalIdentifier: "a", name: DisplayName("A"),
          amount: money("-1"))
      }
    ),
    Refusal(
      "pickup lines", "addressLines",
      {
        _ = try PickupContact(
          name: DisplayName("S"), addressLines: [], locality: DisplayName("L"), countryCode: "US")
      }
    ),
    Refusal(
      "pickup country", "countryCode",
      {
        _ = try PickupContact(
          name: DisplayName("S"), addressLines: [DisplayName("1 Main St")],
          locality: DisplayName("L"), countryCode: "us")
      }
    ),
    Refusal("web address", "managementURL", { _ = try WebAddress("http://a.example") }),
    Refusal("coupon", "couponCode", { _ = try CouponCode(" ") }),
    Refusal("name", "name", { _ = try DisplayName("") }),
    Refusal("date", "date", { _ = try SheetDate("2026-02-30") }),
    Refusal(
      "sheet", "items[0].amount",
      {
        _ = try PaymentSheet(
          currency: eur, items: [.item(label: SheetLabel("x"), amount: money("1"))],
          total: SheetTotal(merchant: DisplayName("A"), amount: money("1", eur)))
      }
    ),
  ])
  func aLibraryRefusalNamesTheMemberOfItsValue(_ refusal: Refusal) throws {
    let (what, path) = (refusal.what, refusal.path)
    let error = try #require(throws: PaySheetError.self) { try refusal.make() }
    guard case .invalidSheet(let field, _) = error else {
      Issue.record("\(what): \(error) is not a sheet field's refusal")
      return
    }
    #expect(field == FieldPath(stringLiteral: path), "\(what): \(field)")
    #expect(error.description.hasPrefix("invalid \(path): "))
  }
}
