import Foundation
import Testing

@testable import PaySheetKit

/// The values handed to PassKit, checked where PassKit does not exist: the decimal numbers
/// against the wire strings, the days against ICU-free arithmetic on known offsets.
struct RequestValuesTests {
  @Test(arguments: [
    ("19.99", "USD", "19.99"), ("-2.00", "EUR", "-2"), ("1000", "JPY", "1000"),
    ("6.250", "KWD", "6.25"), ("0.00", "EUR", "0"),
    ("92233720368547758.07", "USD", "92233720368547758.07"),
  ])
  func amountsAreTheWireStringsAsDecimalNumbers(wire: String, currency: String, shown: String)
    throws
  {
    let money = try Money(wire, currency: Currency(currency))
    let number = try RequestValues.decimalNumber(money)
    #expect(number.decimalValue == money.amount)
    #expect(number.description(withLocale: Locale(identifier: "en_US_POSIX")) == shown)
  }

  /// Read with a German locale, whose separator is a comma, "1234.56" is another number:
  /// the wire string is read with the POSIX locale whatever the device's region.
  @Test func theDevicesRegionDoesNotChangeTheAmount() throws {
    let money = try Money("1234.56", currency: Currency("EUR"))
    let german = NSDecimalNumber(string: money.wireValue, locale: Locale(identifier: "de_DE"))
    #expect(german.decimalValue != money.amount)
    #expect(try RequestValues.decimalNumber(money).decimalValue == money.amount)
  }

  @Test func daysAreComponentsWithACalendarAndNoZone() throws {
    let components = RequestValues.dateComponents(try SheetDate("2026-12-03"))
    #expect(components.year == 2026 && components.month == 12 && components.day == 3)
    #expect(components.calendar?.identifier == .gregorian)
    #expect(components.timeZone == nil)
    #expect(components.hour == nil)
    #expect(components.isValidDate)
  }

  /// Offsets from the IANA database: Paris is UTC+1 in December and UTC+2 in July, Tokyo
  /// UTC+9 all year, Honolulu UTC−10.
  @Test(arguments: [
    ("2026-12-10", "Europe/Paris", "2026-12-09T23:00:00Z"),
    ("2026-07-10", "Europe/Paris", "2026-07-09T22:00:00Z"),
    ("2026-12-10", "Asia/Tokyo", "2026-12-09T15:00:00Z"),
    ("2026-12-10", "Pacific/Honolulu", "2026-12-10T10:00:00Z"),
    ("2026-12-10", "UTC", "2026-12-10T00:00:00Z"),
  ])
  func aDayStartsAtMidnightInItsZone(day: String, zone: String, expected: String) throws {
    let start = RequestValues.start(
      of: try SheetDate(day), in: try #require(TimeZone(identifier: zone)))
    let formatter = ISO8601DateFormatter()
    #expect(formatter.string(from: start) == expected)
  }

  /// Santiago de Chile moved its clocks from 00:00 to 01:00 on 2024-09-08: that day has no
  /// midnight and begins at 01:00 local, 04:00 UTC.
  @Test func aDayWithoutAMidnightBeginsAfterTheGap() throws {
    let zone = try #require(TimeZone(identifier: "America/Santiago"))
    let start = RequestValues.start(of: try SheetDate("2024-09-08"), in: zone)
    #expect(ISO8601DateFormatter().string(from: start) == "2024-09-08T04:00:00Z")
  }
}
