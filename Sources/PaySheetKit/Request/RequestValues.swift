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
      throw .invalidSheet(
        "amount", reason: "\(money.wireValue) does not read back as the same decimal number")
    }
    return number
  }

  /// The day as Gregorian date components with their calendar and no time or zone, as a
  /// delivery window takes it: the same day wherever the customer is.
  public static func dateComponents(_ day: SheetDate) -> DateComponents {
    DateComponents(
      calendar: Calendar(identifier: .gregorian), year: day.year, month: day.month, day: day.day)
  }

  /// The instant the day begins in `zone`: a billing day in the merchant's zone, or a
  /// free-cancellation day in the zone of the place it is for.
  ///
  /// Counted from the day number rather than through a calendar, so that a day keeps its
  /// proleptic Gregorian meaning; where a zone's clocks skip midnight (a daylight-saving
  /// change at 00:00, as in Chile), the day begins at the first instant after the gap.
  public static func start(of day: SheetDate, in zone: TimeZone) -> Date {
    start(ofDay: day.daysSince1970, in: zone)
  }

  /// The instant the day after `day` begins in `zone`: the end of `day` there, before which
  /// a customer who may cancel free until `day` cancels.
  public static func start(ofDayAfter day: SheetDate, in zone: TimeZone) -> Date {
    start(ofDay: day.daysSince1970 + 1, in: zone)
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
