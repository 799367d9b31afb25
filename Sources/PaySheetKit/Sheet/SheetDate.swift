import Foundation

/// A calendar date without a time or zone, written "2026-12-03".
///
/// Delivery estimates, trial starts and billing dates are days, not instants: a date read
/// as midnight in one zone and shown in another moves by a day, so none is involved here.
public struct SheetDate: Hashable, Sendable, Comparable, Encodable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  /// A date of the proleptic Gregorian calendar, as ISO 8601 counts days: the Gregorian
  /// leap rule holds before 1582 too, so 1582-10-10 (a day Foundation's and ICU's default
  /// calendars skip for the Julian switch) is a date.
  public init(year: Int, month: Int, day: Int) throws(PaySheetError) {
    guard Self.isDate(year: year, month: month, day: day) else {
      throw .invalidSheet("date", reason: "\(year)-\(month)-\(day) is not a calendar date")
    }
    self.year = year
    self.month = month
    self.day = day
  }

  static func isDate(year: Int, month: Int, day: Int) -> Bool {
    (1...9999).contains(year) && (1...12).contains(month)
      && (1...Self.daysIn(month: month, year: year)).contains(day)
  }

  /// Whether `year` has a February 29: every fourth year, except centuries not divisible by 400.
  static func isLeapYear(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's
  /// days_from_civil: years counted from March, so that the leap day ends a year).
  var daysSince1970: Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Reads "YYYY-MM-DD".
  public init(_ text: String) throws(PaySheetError) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
      parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }
      )
    else {
      throw .invalidSheet(
        "date", reason: "'\(Quote.value(text))' is not a date written YYYY-MM-DD")
    }
    // Quoted as written: "2026-02-30", not the numbers read from it.
    guard Self.isDate(year: year, month: month, day: day) else {
      throw .invalidSheet("date", reason: "'\(text)' is not a calendar date")
    }
    try self.init(year: year, month: month, day: day)
  }

  /// Noon UTC of the day, the instant ICU formats it from in the UTC zone.
  var instant: Date {
    Date(timeIntervalSince1970: Double(daysSince1970) * 86_400 + 43_200)
  }

  public var description: String {
    String(format: "%04d-%02d-%02d", year, month, day)
  }

  public static func < (lhs: SheetDate, rhs: SheetDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
