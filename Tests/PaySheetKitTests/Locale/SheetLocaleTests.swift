import Foundation
import Testing

@testable import PaySheetKit

/// Plural expectations come from the CLDR 42 plural rules chart; case mappings from the
/// Unicode SpecialCasing and ICU's Greek uppercasing; date intervals from CLDR's
/// intervalFormats for MMMd.
struct SheetLocaleTests {
  @Test(arguments: [
    ("en", "1", PluralCategory.one), ("en", "1.0", .other), ("en", "1.00", .other),
    ("en", "0", .other),
    ("en", "2", .other), ("en-US", "1", .one),
    ("de-CH", "1", .one), ("de-CH", "1.5", .other),
    ("ru", "1", .one), ("ru", "21", .one), ("ru", "2", .few), ("ru", "22", .few),
    ("ru", "5", .many),
    ("ru", "11", .many), ("ru", "111", .many), ("ru", "1.5", .other),
    ("pl", "1", .one), ("pl", "2", .few), ("pl", "5", .many), ("pl", "12", .many),
    ("pl", "22", .few),
    ("pl", "1.5", .other),
    ("ar", "0", .zero), ("ar", "1", .one), ("ar", "2", .two), ("ar", "3", .few), ("ar", "10", .few),
    ("ar", "11", .many), ("ar", "99", .many), ("ar", "100", .other), ("ar", "103", .few),
    ("fr", "0", .one), ("fr", "1", .one), ("fr", "1.5", .one), ("fr", "2", .other),
    ("fr", "1000000", .many),
    ("he", "1", .one), ("he", "2", .two), ("he", "3", .other),
    ("hi", "0", .one), ("hi", "1", .one), ("hi", "2", .other),
    ("tr", "1", .one), ("tr", "2", .other),
    ("ja", "1", .other), ("zh-Hant", "1", .other), ("th", "1", .other),
  ])
  func choosesPluralCategoryOfTheNumberAsWritten(
    locale: String, number: String, category: PluralCategory
  )
    throws
  {
    #expect(try SheetLocale(locale).pluralCategory(of: number) == category)
  }

  @Test(arguments: [
    ("en", [PluralCategory.one, .other]),
    ("ru", [.one, .few, .many, .other]),
    ("pl", [.one, .few, .many, .other]),
    ("ar", [.zero, .one, .two, .few, .many, .other]),
    ("fr", [.one, .many, .other]),
    ("ja", [.other]),
  ])
  func listsTheCategoriesALanguageUses(locale: String, categories: [PluralCategory]) throws {
    #expect(try SheetLocale(locale).pluralCategories == categories)
  }

  @Test(arguments: ["1e3", "", "one", "1,5"])
  func refusesNumbersThatAreNotPlainDecimals(number: String) throws {
    let locale = try SheetLocale("en")
    #expect(throws: PaySheetError.self) { try locale.pluralCategory(of: number) }
  }

  @Test(arguments: [
    ("tr", "istanbul", "İSTANBUL"),
    ("en", "istanbul", "ISTANBUL"),
    ("el", "Πληρωμή", "ΠΛΗΡΩΜΗ"),  // accents dropped in Greek capitals
    ("el", "άδεια", "ΑΔΕΙΑ"),
    ("de", "Straße", "STRASSE"),
    ("de-CH", "Geschenkverpackung", "GESCHENKVERPACKUNG"),
  ])
  func uppercasesByTheLanguagesRules(locale: String, text: String, expected: String) throws {
    #expect(try SheetLocale(locale).uppercased(text) == expected)
  }

  static func day(_ text: String) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = text.split(separator: "-").map { Int($0)! }
    return calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2]))!
  }

  @Test(arguments: [
    ("en", "2026-12-03", "2026-12-05", "Dec 3 – 5"),
    ("en", "2026-12-30", "2027-01-02", "Dec 30, 2026 – Jan 2, 2027"),
    ("en", "2026-11-28", "2026-12-02", "Nov 28 – Dec 2"),
    ("ru", "2026-12-03", "2026-12-05", "3–5 дек."),
    ("de", "2026-12-03", "2026-12-05", "3.–5. Dez."),
    ("ja", "2026-12-03", "2026-12-05", "12月3日～5日"),
    ("zh-Hant", "2026-12-03", "2026-12-05", "12月3日至5日"),
    ("ar", "2026-12-03", "2026-12-05", "٣–٥ ديسمبر"),
  ])
  func formatsDeliveryDateRanges(locale: String, from: String, to: String, expected: String) throws
  {
    let text = try SheetLocale(locale).formatDateRange(from: Self.day(from), to: Self.day(to))
    // CLDR 42 puts THIN SPACE around the dash in English; compare with plain spaces.
    #expect(text.replacing("\u{2009}", with: " ") == expected)
  }

  @Test(arguments: ["xx-YY", "", "en_US_POSIX_EXTRA!"])
  func refusesLocalesWithoutData(identifier: String) {
    #expect {
      try SheetLocale(identifier)
    } throws: { error in
      guard case .invalidLocale(let value, _) = error as? PaySheetError else { return false }
      return value == identifier
    }
  }

  @Test func errorMessagesClipHugeValues() {
    let huge = String(repeating: "x", count: 100_000)
    let message = PaySheetError.invalidAmount(huge, reason: "it is not a number").description
    #expect(message.count < 200)
    #expect(message.contains("100000 bytes"))
    #expect(
      PaySheetError.invalidAmount("a\u{202E}b", reason: "x").description.contains("\\u{202E}"))
  }
}

struct SheetLocaleScriptTests {
  /// CLDR's likely scripts: a language's usual script, or the one its tag names.
  @Test(arguments: [
    ("uk", "Cyrl"), ("be", "Cyrl"), ("sr", "Cyrl"), ("sr-Latn", "Latn"), ("zh-Hant", "Hant"),
    ("zh-TW", "Hant"), ("zh", "Hans"), ("ja", "Jpan"), ("ko", "Kore"), ("ar", "Arab"),
    ("de", "Latn"), ("he", "Hebr"),
  ])
  func aLocaleIsWrittenInItsLikelyScript(identifier: String, script: String) throws {
    #expect(try SheetLocale(identifier).script == script)
  }

  @Test(arguments: [("a", "Latn"), ("é", "Latn"), ("д", "Cyrl"), ("中", "Hani"), ("1", "Zyyy")])
  func aCharacterHasItsScript(character: Unicode.Scalar, script: String) {
    #expect(SheetLocale.script(of: character) == script)
  }

  /// Unicode's script names (PropertyValueAliases.txt: sc ; Cyrl ; Cyrillic), and words for
  /// the writing systems that have none there.
  @Test(arguments: [
    ("Cyrl", "Cyrillic script"), ("Arab", "Arabic script"), ("Geor", "Georgian script"),
    ("Deva", "Devanagari script"), ("Hant", "Traditional Chinese characters"),
    ("Hans", "Simplified Chinese characters"), ("Jpan", "Japanese script"),
    ("Kore", "Korean script"),
  ])
  func aScriptIsNamedForMessages(code: String, name: String) {
    #expect(SheetLocale.scriptName(code) == name)
  }
}
