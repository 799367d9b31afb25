import Foundation

/// The values a native payment request takes, made from a sheet's exact ones: decimal
/// numbers read from wire strings, and calendar days as date components or as the instant
/// that starts them in a zone.
///
/// PassKit takes `NSDecimalNumber` and `Date`; these are here, apart from PassKit, so that
/// they are tested on every platform the package builds on.
public enum RequestValues {
  /// The amount as a decimal number, read from its wire string ("19.99", "-2.00", "1000").
  ///
  /// Read with the POSIX locale, whose separator is the wire form's ".", whatever the
  /// device's region says, and checked against the amount's own minor units.
  public static func decimalNumber(_ money: Money) throws(PaySheetError) -> NSDecimalNumber {
    let number = NSDecimalNumber(
      string: money.wireValue, locale: Locale(identifier: "en_US_POSIX"))
    guard number != NSDecimalNumber.notANumber, number.decimalValue == money.amount else {
      throw .invalidAmount(
        money.wireValue, reason: "it does not read back as the same decimal number")
    }
    return number
  }

  /// The day as Gregorian date components with their calendar and no time or zone, as a
  /// delivery window takes it: the same day wherever the customer is.
  public static func dateComponents(_ day: SheetDate) -> DateComponents {
    DateComponents(
      calendar: Calendar(identifier: .gregorian), year: day.year, month: day.month, day: day.day)
  }

  /// The instant a billing day is sent as (a recurring charge's start and end, a trial's end,
  /// a deferred charge's date): one that falls on `day` for a customer in any zone from
  /// UTC−11 to UTC+12.
  ///
  /// Apple Pay turns these members into `Date`s and shows each as a calendar day in the
  /// device's zone (WebKit's `PaymentSummaryItemsCocoa.mm` sets them on
  /// `PKRecurringPaymentSummaryItem.startDate` and `PKDeferredPaymentSummaryItem.deferredDate`
  /// with no zone; only the free-cancellation date has one). 11:30 UTC is 00:30 at UTC−11 and
  /// 23:30 at UTC+12, the same day everywhere between, half an hour from either edge. A
  /// merchant whose own zone is east of UTC+12 (Tonga, Samoa, Kiribati's Line Islands, Chatham
  /// in summer) or west of UTC−11 is served first: the instant is 23:30 (or 00:30) of the day
  /// there, so that customers more than 23½ hours west (or east) of the merchant see the day
  /// before (or after); at UTC+13 those are the customers at UTC−11 (Niue, American Samoa).
  public static func instant(ofBillingDay day: SheetDate, merchantZone zone: TimeZone) -> Date {
    let universal = Date(timeIntervalSince1970: Double(day.daysSince1970) * 86_400 + 41_400)
    let local = 41_400 + zone.secondsFromGMT(for: universal)
    if local > 84_600 { return universal.addingTimeInterval(Double(84_600 - local)) }
    if local < 1_800 { return universal.addingTimeInterval(Double(1_800 - local)) }
    return universal
  }

  /// The last second of `day` in `zone`: the free-cancellation date, which Apple Pay shows
  /// in the zone that travels with it, so that the sheet reads the last free day itself
  /// whether it shows a date ("18 Dec") or a date and time ("18 Dec, 23:59").
  public static func end(of day: SheetDate, in zone: TimeZone) -> Date {
    start(ofDay: day.daysSince1970 + 1, in: zone).addingTimeInterval(-1)
  }

  /// The instant the day begins in `zone`.
  ///
  /// Counted from the day number rather than through a calendar, so that a day keeps its
  /// proleptic Gregorian meaning; where a zone's clocks skip midnight (a daylight-saving
  /// change at 00:00, as in Chile), the day begins at the first instant after the gap.
  public static func start(of day: SheetDate, in zone: TimeZone) -> Date {
    start(ofDay: day.daysSince1970, in: zone)
  }

  /// `instant` as local time in `zone` with its offset, "2026-12-19T00:00:00+03:00" ("Z" in
  /// UTC): RFC 3339, which JavaScript's `Date` and Foundation's ISO 8601 parser read alike.
  public static func text(of instant: Date, in zone: TimeZone) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = zone
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: instant)
  }

  static func start(ofDay days: Int, in zone: TimeZone) -> Date {
    let midnightUTC = Date(timeIntervalSince1970: Double(days) * 86_400)
    // The offsets in force within half a day either side: midnight is at one of them.
    let offsets = Set(
      [-43_200.0, 0, 43_200].map { zone.secondsFromGMT(for: midnightUTC.addingTimeInterval($0)) })
    let candidates = offsets.map { midnightUTC.addingTimeInterval(-Double($0)) }
    let midnights = zip(offsets, candidates).filter { zone.secondsFromGMT(for: $1) == $0 }
    if let first = midnights.map(\.1).min() { return first }
    // No local midnight that day: the clocks jumped past it, and the day begins at the jump.
    let earliest = candidates.min() ?? midnightUTC
    return zone.nextDaylightSavingTimeTransition(after: earliest) ?? earliest
  }
}
