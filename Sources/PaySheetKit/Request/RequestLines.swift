import Foundation

/// A formatted sheet's lines by what they belong to (one per item, one per shipping
/// method, the total) with what every payment request of the sheet takes from it: the
/// merchant's country, and the instants its dates become in the merchant's zone.
///
/// Made only for a sheet a payment platform takes: what Safari's own validation refuses is
/// refused here, before a request leaves the tool.
struct RequestLines {
  let formatted: FormattedSheet
  let items: [SheetLine]
  let shipping: [SheetLine]
  let total: SheetLine
  /// The merchant's country: the one given in place of the sheet's, else the sheet's.
  let country: String
  /// The sheet's `timeZone`, in which a billing day begins.
  let zone: TimeZone
  /// The instant free cancellation ends: the start of the day after the sheet's last free
  /// day, in the free-cancellation zone.
  let freeCancellationInstant: RequestInstant?

  /// The largest total Safari takes, in whole units of any currency: WebKit's
  /// `PaymentRequestValidator::validateTotal` throws "Total amount is too big." above it.
  static let largestTotal: Int64 = 100_000_000

  init(sheet: PaymentSheet, formatted: FormattedSheet, country given: String?)
    throws(PaySheetError)
  {
    let lines = formatted.lines
    let counted = sheet.items.count + sheet.shippingMethods.count
    guard formatted.currency == sheet.currency, lines.count > counted,
      lines[counted].kind == .total
    else {
      throw .invalidSheet(
        "formatted sheet", reason: "the formatted lines are not those of this sheet")
    }
    self.formatted = formatted
    items = Array(lines[0..<sheet.items.count])
    shipping = Array(lines[sheet.items.count..<counted])
    total = lines[counted]

    if let given { try ISO3166.check(given, field: "country code") }
    guard let country = given ?? sheet.merchantCountry else {
      throw .invalidSheet(
        "merchantCountry",
        reason:
          "the sheet names no merchant country and none is given; add \"merchantCountry\": \"US\", the country of the merchant's principal place of business (or pass --country)"
      )
    }
    self.country = country

    guard !sheet.items.isEmpty else {
      throw .invalidSheet(
        "items",
        reason:
          "the list is empty, and Apple Pay refuses an empty list of line items; list what the total is made of"
      )
    }
    let scale = (0..<sheet.currency.minorUnitDigits).reduce(Int64(1)) { product, _ in product * 10 }
    guard sheet.total.amount.minorUnits <= Self.largestTotal * scale else {
      throw .invalidSheet(
        "total.amount",
        reason:
          "\(sheet.total.amount.wireValue) is more than \(Self.largestTotal) \(sheet.currency.code), the largest total Safari takes"
      )
    }
    if let mismatch = sheet.totalMismatch() {
      throw .invalidSheet("total.amount", reason: mismatch)
    }

    if sheet.timeZone == nil, let index = sheet.items.firstIndex(where: \.hasDates) {
      throw .invalidSheet(
        "timeZone",
        reason:
          "items[\(index)] (\(sheet.items[index].kind.name.rawValue)) has a date, which a request sends as the instant it begins in the merchant's time zone; add \"timeZone\": \"Europe/Paris\" with the merchant's zone"
      )
    }
    // Without dated items the zone is never read; UTC stands in.
    zone =
      sheet.timeZone.flatMap { TimeZone(identifier: $0) } ?? TimeZone(secondsFromGMT: 0)
      ?? .current
    if let deferred = sheet.deferred, let day = deferred.freeCancellationDate,
      let name = deferred.freeCancellationTimeZone, let place = TimeZone(identifier: name)
    {
      freeCancellationInstant = RequestInstant(
        RequestValues.start(ofDayAfter: day, in: place), in: place)
    } else {
      freeCancellationInstant = nil
    }
  }

  /// The instant `day` begins in the merchant's zone.
  func startInstant(of day: SheetDate) -> RequestInstant {
    RequestInstant(RequestValues.start(of: day, in: zone), in: zone)
  }
}

/// An instant a request sends: the `Date`, and the text it is written as, local time with
/// the offset of the zone it was computed in ("2026-12-19T00:00:00+03:00"), which
/// `new Date(text)` reads as the same instant in every customer's zone.
struct RequestInstant: Hashable, Sendable {
  let date: Date
  let text: String

  init(_ date: Date, in zone: TimeZone) {
    self.date = date
    self.text = RequestValues.text(of: date, in: zone)
  }
}

extension SummaryItem {
  /// Whether the payment itself pays the item: an item, a discount, a pending amount, a
  /// trial's first period, the first reload that loads the card, and a recurring charge
  /// without a start date (Apple Pay bills it in the first payment). A deferred charge and
  /// a recurring charge from a start date are taken later.
  package var isChargedNow: Bool {
    switch kind {
    case .item, .discount, .pending, .trial, .reload: true
    case .recurring(_, _, let start, _): start == nil
    case .deferred: false
    }
  }

  /// Whether the item carries a date a request sends as an instant.
  var hasDates: Bool {
    switch kind {
    case .recurring(_, _, let start, let end): start != nil || end != nil
    case .trial, .deferred: true
    case .item, .discount, .pending, .reload: false
    }
  }
}

extension PaymentSheet {
  /// Why the total is not the sum of the items charged now, or nil when it is (or when a
  /// pending item makes the total an estimate): Apple asks for "the grand total amount [set]
  /// to the sum of all the other items", and Safari shows each item as charged now.
  package func totalMismatch() -> String? {
    let now = items.filter(\.isChargedNow)
    guard !now.contains(where: { $0.kind.name == .pending }) else { return nil }
    var sum: Int64 = 0
    for item in now {
      let (added, overflow) = sum.addingReportingOverflow(item.amount?.minorUnits ?? 0)
      guard !overflow else { return "the items add up to more than any total" }
      sum = added
    }
    guard sum != total.amount.minorUnits else { return nil }
    let shown = Money(minorUnits: sum, currency: currency).wireValue
    let later = items.count > now.count ? " (charges taken later left aside)" : ""
    return
      "\(total.amount.wireValue) is not \(shown), the sum of the items charged now\(later); a payment platform shows each item as part of the total, so the total must be their sum"
  }
}
