import Foundation

/// A calendar date without a time or zone, written "2026-12-03".
///
/// Delivery estimates, trial starts and billing dates are days, not instants: a date read
/// as midnight in one zone and shown in another moves by a day, so none is involved here.
public struct SheetDate: Hashable, Sendable, Comparable, Encodable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  public init(year: Int, month: Int, day: Int) throws(PaySheetError) {
    var components = DateComponents()
    components.year = year
    components.month = month
    components.day = day
    guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day),
      Self.calendar.date(from: components).map({ Self.calendar.component(.day, from: $0) }) == day
    else {
      throw .invalidSheet("date", reason: "\(year)-\(month)-\(day) is not a calendar date")
    }
    self.year = year
    self.month = month
    self.day = day
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
        "date", reason: "'\(PaySheetError.clip(text))' is not a date written YYYY-MM-DD")
    }
    try self.init(year: year, month: month, day: day)
  }

  private static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  /// Noon UTC of the day, the instant ICU formats it from in the UTC zone.
  var instant: Date {
    var components = DateComponents()
    components.year = year
    components.month = month
    components.day = day
    components.hour = 12
    return Self.calendar.date(from: components)!
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
