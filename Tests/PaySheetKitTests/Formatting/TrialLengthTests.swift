import Foundation
import Testing

@testable import PaySheetKit

/// Trial lengths as people say them: the expectations are written by hand, as a native
/// reader says a trial's length in each language, not taken from the program or from ICU.
struct TrialLengthTests {
  /// The seven days of the example subscription's free trial, in every catalog language.
  static let sevenDays: [String: String] = [
    "ar": "٧ أيام", "bn": "৭ দিন", "ca": "7 dies", "cs": "7 dnů", "da": "7 dage", "de": "7 Tage",
    "el": "7 ημέρες", "en": "7 days", "en-AU": "7 days", "en-GB": "7 days", "en-IN": "7 days",
    "es": "7 días", "es-419": "7 días", "fi": "7 päivää", "fr": "7 jours", "fr-CA": "7 jours",
    "gu": "7 દિવસ", "he": "7 ימים", "hi": "7 दिन", "hr": "7 dana", "hu": "7 nap", "id": "7 hari",
    "it": "7 giorni", "ja": "7日間", "kn": "7 ದಿನಗಳು", "ko": "7일", "ml": "7 ദിവസം", "mr": "७ दिवस",
    "ms": "7 hari", "nb": "7 dager", "nl": "7 dagen", "or": "7 ଦିନ", "pa": "7 ਦਿਨ", "pl": "7 dni",
    "pt-BR": "7 dias", "pt-PT": "7 dias", "ro": "7 zile", "ru": "7 дней", "sk": "7 dní",
    "sv": "7 dagar", "ta": "7 நாட்கள்", "te": "7 రోజులు", "th": "7 วัน", "tr": "7 gün",
    "uk": "7 днів", "ur": "7 دن", "vi": "7 ngày", "zh-HK": "7 日", "zh-Hans": "7天",
    "zh-Hant": "7 天",
  ]

  /// Words for a day that are not what a trial lasts (a 24-hour period, "day 1").
  static let notSaid: [String: [String]] = [
    "pl": ["dób", "doba", "doby"], "nb": ["døgn"], "sv": ["dygn"], "he": ["יום 1"],
    "kn": ["ದಿನವು", "ವರ್ಷವು"], "ja": ["7 日"],
  ]

  @Test func everyCatalogLanguageHasItsSevenDays() {
    #expect(Set(Self.sevenDays.keys) == Set(GrammarPageTests.languages))
  }

  /// The example subscription on a current system, whose second line under the trial is the
  /// platform's: its length reads as the language says it.
  @Test(arguments: GrammarPageTests.languages)
  func theSubscriptionExampleSaysItsTrialAsPeopleDo(language: String) throws {
    let lines = try format(exampleSheet("subscription-trial"), language).lines
    let trial = try #require(lines.first { $0.kind == .trial })
    let detail = try #require(trial.detail)
    let expected = try #require(Self.sevenDays[language])
    // A number and its unit may be joined by a no-break space (French), which is a space.
    let spaced = detail.replacing("\u{A0}", with: " ").replacing("\u{202F}", with: " ")
    #expect(spaced.contains(expected), "\(language): \(detail)")
    for word in Self.notSaid[language] ?? [] {
      #expect(!detail.contains(word), "\(language): \(detail)")
    }
  }

  /// The languages whose words are the table's, for counts of each plural form.
  @Test(arguments: [
    ("pl", RecurringInterval.Unit.day, 1, "1 dzień"), ("pl", .day, 2, "2 dni"),
    ("pl", .day, 5, "5 dni"), ("pl", .day, 22, "22 dni"), ("pl", .month, 1, "1 miesiąc"),
    ("pl", .year, 5, "5 lat"),
    ("nb", .day, 1, "1 dag"), ("nb", .day, 2, "2 dager"), ("nb", .day, 21, "21 dager"),
    ("nb", .month, 3, "3 måneder"), ("no", .day, 7, "7 dager"),
    ("sv", .day, 1, "1 dag"), ("sv", .day, 14, "14 dagar"), ("sv", .month, 1, "1 månad"),
    ("he", .day, 1, "יום אחד"), ("he", .day, 2, "יומיים"), ("he", .day, 3, "3 ימים"),
    ("he", .day, 11, "11 ימים"), ("he", .month, 1, "חודש"), ("he", .year, 2, "שנתיים"),
    ("ar", .day, 1, "يوم واحد"), ("ar", .day, 2, "يومان"), ("ar", .day, 3, "٣ أيام"),
    ("ar", .day, 11, "١١ يومًا"), ("ar", .month, 1, "شهر واحد"), ("ar", .year, 1, "سنة واحدة"),
    ("kn", .day, 1, "1 ದಿನ"), ("kn", .day, 2, "2 ದಿನಗಳು"), ("kn", .year, 1, "1 ವರ್ಷ"),
    ("kn", .year, 3, "3 ವರ್ಷಗಳು"), ("kn", .month, 1, "1 ತಿಂಗಳು"),
    ("ja", .day, 1, "1日間"), ("ja", .day, 7, "7日間"), ("ja", .month, 3, "3か月間"),
    ("ja", .year, 1, "1年間"),
  ])
  func aTableLanguageSaysEachCount(
    language: String, unit: RecurringInterval.Unit, count: Int, expected: String
  ) throws {
    #expect(
      try TrialLength.text(count: count, unit: unit, locale: SheetLocale(language)) == expected)
  }

  /// Every form the table gives is a plural category of the language, so none is dead text;
  /// a table that gives every form gives each category ICU's rules have.
  @Test func theTableNamesOnlyTheLanguagesCategories() throws {
    for (language, units) in TrialLength.table {
      let categories = Set(try SheetLocale(language).pluralCategories)
      for (unit, words) in units {
        guard case .forms(let forms) = words else { continue }
        #expect(Set(forms.keys).isSubset(of: categories), "\(language) \(unit)")
      }
    }
    guard case .forms(let polish)? = TrialLength.table["pl"]?[.day] else {
      Issue.record("pl has no days of its own")
      return
    }
    #expect(Set(polish.keys) == Set(try SheetLocale("pl").pluralCategories))
  }

  /// Outside the table, the words are ICU's full unit names.
  @Test func otherLanguagesTakeICUsUnitNames() throws {
    for language in ["de", "fr", "ru", "zh-Hans"] {
      let locale = try SheetLocale(language)
      #expect(
        try TrialLength.text(count: 3, unit: .month, locale: locale)
          == locale.formatDuration(count: 3, unit: .month))
    }
  }
}
