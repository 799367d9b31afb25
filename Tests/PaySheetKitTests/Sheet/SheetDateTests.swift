import Foundation
import Testing

@testable import PaySheetKit

struct SheetDateTests {
  @Test(arguments: [
    // The ten days Foundation's and ICU's calendars skip for the switch from Julian.
    ("1582-10-04", true), ("1582-10-05", true), ("1582-10-10", true), ("1582-10-14", true),
    ("1582-10-15", true),
    // Centuries are leap years only when divisible by 400, before 1582 too.
    ("1600-02-29", true), ("1700-02-29", false), ("1900-02-29", false), ("2000-02-29", true),
    ("1500-02-29", false), ("1200-02-29", true), ("2024-02-29", true), ("2023-02-29", false),
    ("0001-01-01", true), ("9999-12-31", true), ("0000-01-01", false), ("2026-04-31", false),
    ("2026-13-01", false), ("2026-00-10", false), ("2026-01-00", false), ("2026-01-32", false),
  ])
  func acceptsExactlyTheDatesOfTheProlepticGregorianCalendar(text: String, valid: Bool) {
    #expect(((try? SheetDate(text)) != nil) == valid, "\(text)")
  }

  @Test func refusesANonDateNamingIt() {
    #expect(
      throws: PaySheetError.invalidSheet("date", reason: "'1900-02-29' is not a calendar date")
    ) { try SheetDate("1900-02-29") }
  }

  @Test func countsDaysFromTheReformAsJulianDayNumbersDo() throws {
    // 1582-10-15 is Julian Day 2299161 and 1970-01-01 is Julian Day 2440588.
    #expect(try SheetDate("1582-10-15").daysSince1970 == 2_299_161 - 2_440_588)
    #expect(try SheetDate("1582-10-10").daysSince1970 == 2_299_161 - 2_440_588 - 5)
    #expect(try SheetDate("1970-01-01").daysSince1970 == 0)
    #expect(try SheetDate("0001-01-01").daysSince1970 == -719_162)
  }

  @Test func agreesWithFoundationsGregorianCalendarAfterTheReform() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    var day = calendar.date(from: DateComponents(year: 1582, month: 10, day: 15, hour: 12))!
    let end = calendar.date(from: DateComponents(year: 2401, month: 3, day: 1, hour: 12))!
    var checked = 0
    while day < end {
      let parts = calendar.dateComponents([.year, .month, .day], from: day)
      let date = try SheetDate(year: parts.year!, month: parts.month!, day: parts.day!)
      #expect(date.instant == day, "\(date)")
      if date.instant != day { break }
      day = calendar.date(byAdding: .day, value: 13, to: day)!
      checked += 1
    }
    #expect(checked > 20_000)
  }

  @Test func consecutiveDaysAcrossTheReformAreOneDayApart() throws {
    let days = try (1...20).map { try SheetDate(year: 1582, month: 10, day: $0).daysSince1970 }
    #expect(zip(days, days.dropFirst()).allSatisfy { $1 - $0 == 1 })
  }
}
