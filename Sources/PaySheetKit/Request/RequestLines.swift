import Foundation

/// A formatted sheet's lines by what they belong to (one per item, one per shipping
/// method, the total) with what every payment request of the sheet takes from it: the
/// merchant's country, and the instants its dates are sent as.
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
  /// The sheet's `timeZone`, the merchant's: a billing day's instant falls on the day there
  /// first (see ``RequestValues/instant(ofBillingDay:merchantZone:)``).
  let zone: TimeZone
  /// The instant free cancellation ends: the last second of the sheet's last free day, in
  /// the free-cancellation zone, which travels with it.
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
      throw .invalidRequest(
        .formattedSheet, reason: "the formatted lines are not those of this sheet")
    }
    self.formatted = formatted
    items = Array(lines[0..<sheet.items.count])
    shipping = Array(lines[sheet.items.count..<counted])
    total = lines[counted]

    if let given {
      try RequestOption.countryCode.checking { () throws(PaySheetError) in
        try ISO3166.check(given, field: "countryCode")
      }
    }
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
          "items[\(index)] (\(sheet.items[index].kind.name.rawValue)) has a date, which a request sends as an instant that falls on that day in the merchant's zone first; add \"timeZone\": \"Europe/Paris\" with the merchant's zone"
      )
    }
    // Without dated items the zone is never read; UTC stands in.
    zone =
      sheet.timeZone.flatMap { TimeZone(identifier: $0) } ?? TimeZone(secondsFromGMT: 0)
      ?? .current
    if let deferred = sheet.deferred, let day = deferred.freeCancellationDate,
      let name = deferred.freeCancellationTimeZone, let place = TimeZone(identifier: name)
    {
      freeCancellationInstant = RequestInstant(RequestValues.end(of: day, in: place), in: place)
    } else {
      freeCancellationInstant = nil
    }
  }

  /// The instant a billing day is sent as, written in UTC ("2026-12-10T11:30:00Z").
  func billingInstant(of day: SheetDate) -> RequestInstant {
    RequestInstant(
      RequestValues.instant(ofBillingDay: day, merchantZone: zone), in: Self.utc)
  }

  static let utc = TimeZone(secondsFromGMT: 0) ?? .current
}

/// An instant a request sends: the `Date`, and the text it is written as, with an offset
/// ("2026-12-10T11:30:00Z", "2026-12-18T23:59:59+03:00"), which `new Date(text)` reads as the
/// same instant in every customer's zone.
struct RequestInstant: Hashable, Sendable {
  let date: Date
  let text: String

  init(_ date: Date, in zone: TimeZone) {
    self.date = date
    self.text = RequestValues.text(of: date, in: zone)
  }
}

extension SummaryItem {
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
  /// The day a recurring charge is first taken: its `start`, or, when a trial precedes it,
  /// the trial's `end`, so that a subscription with a free trial never bills in the first
  /// payment what the sheet calls free. Nil for a charge Apple Pay bills in the payment
  /// itself (a recurring charge without either) and for other kinds.
  package func firstChargeDay(of item: SummaryItem) -> SheetDate? {
    guard case .recurring(_, _, let start, _) = item.kind else { return nil }
    if let start { return start }
    for other in items { if case .trial(_, _, let end) = other.kind { return end } }
    return nil
  }

  /// Whether a reload item only sets up the automatic reload: the total leaves its amount
  /// out (a card topped up later, nothing charged now), where it otherwise loads the card
  /// in this payment.
  package var reloadIsSetUpOnly: Bool {
    guard let reload = items.first(where: { $0.kind.name == .reload }),
      let amount = reload.amount, amount.minorUnits != 0
    else { return false }
    let others = sum(of: items.filter { $0.kind.name != .reload && isChargedNow($0) })
    return others == total.amount.minorUnits
  }

  /// Whether the payment itself pays the item: an item, a discount, a pending amount (as 0,
  /// since it is not known), a trial's first period, the first reload unless the total
  /// leaves it out, and a recurring charge without a first charge day (Apple Pay bills it in
  /// the first payment). A deferred charge and a recurring charge from a day are taken later.
  package func isChargedNow(_ item: SummaryItem) -> Bool {
    switch item.kind {
    case .item, .discount, .pending, .trial: true
    case .reload: !reloadIsSetUpOnly
    case .recurring: firstChargeDay(of: item) == nil
    case .deferred: false
    }
  }

  /// The sum of the items' amounts in minor units, a pending item counting 0; nil when it
  /// overflows.
  func sum(of chosen: [SummaryItem]) -> Int64? {
    var sum: Int64 = 0
    for item in chosen {
      let (added, overflow) = sum.addingReportingOverflow(item.amount?.minorUnits ?? 0)
      guard !overflow else { return nil }
      sum = added
    }
    return sum
  }

  /// Why the total is not the sum of the items charged now, or nil when it is: Apple asks
  /// for "the grand total amount [set] to the sum of all the other items", and with pending
  /// items for "the total of all the known costs; don't include the value of any pending
  /// items" (PKPaymentSummaryItem's `init(label:amount:type:)`). A pending item counts 0, so
  /// a total that pre-authorizes an estimate above the known costs is refused.
  package func totalMismatch() -> String? {
    let now = items.filter(isChargedNow)
    guard let sum = sum(of: now) else { return "the items add up to more than any total" }
    guard sum != total.amount.minorUnits else { return nil }
    let shown = Money(minorUnits: sum, currency: currency).wireValue
    var notes: [String] = []
    if items.count > now.count { notes.append("charges taken later left aside") }
    if now.contains(where: { $0.kind.name == .pending }) {
      notes.append("pending items count 0: Apple's total is the sum of the known costs")
    }
    let aside = notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"
    let reload =
      items.contains { $0.kind.name == .reload }
      ? "; a total without the reload's amount sets the reload up without charging it now" : ""
    return
      "\(total.amount.wireValue) is not \(shown), the sum of the items charged now\(aside); a payment platform shows each item as part of the total, so the total must be their sum\(reload)"
  }
}

/// What a request of the sheet carries that is probably not what the merchant means, where
/// Apple does not say it is wrong: printed as a warning, the request still written.
public struct SheetWarning: Hashable, Sendable, CustomStringConvertible {
  /// The member the warning is about, as a sheet file names it.
  public let field: FieldPath
  public let message: String
  /// Where the member was read from, when the sheet was read from a file.
  public let position: SourcePosition?

  public var description: String { "\(field): \(message)" }
}

extension PaymentSheet {
  /// The warnings of ``SheetWarning``: a coupon code with no discount item (Apple: "The
  /// system doesn't send a change event for an initial coupon code. You must apply the code
  /// to the initial payment summary items"; a code may also lower shipping, so this is not
  /// refused), and a first shipping method, the one the sheet selects, whose cost no item
  /// charged now carries, so that the total leaves out the shipping the sheet shows.
  public var requestWarnings: [SheetWarning] {
    var warnings: [SheetWarning] = []
    if let code = couponCode, !items.contains(where: { $0.kind.name == .discount }) {
      warnings.append(
        SheetWarning(
          field: "couponCode",
          message:
            "'\(Quote.value(code.text))' is shown as applied, but no discount item says what it takes off; Apple Pay sends no change event for an initial code, so apply it to the items",
          position: code.position))
    }
    if let first = shippingMethods.first, first.amount.minorUnits > 0,
      !items.contains(where: { isChargedNow($0) && $0.amount == first.amount })
    {
      warnings.append(
        SheetWarning(
          field: "shippingMethods[0]",
          message:
            "the first method, which the sheet selects, costs \(first.amount.wireValue), and no item charged now carries that amount: the total leaves out the shipping the customer sees selected",
          position: first.position))
    }
    return warnings
  }
}
