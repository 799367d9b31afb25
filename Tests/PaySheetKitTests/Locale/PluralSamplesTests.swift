import PaySheetKit
import Testing

/// CLDR's sample numbers as read from ICU's data, held against ICU's own plural rules.
struct PluralSamplesTests {
  static let languages = [
    "ar", "bn", "ca", "cs", "da", "de", "el", "en", "en-GB", "es", "es-419", "fi", "fr", "fr-CA",
    "gu", "he", "hi", "hr", "hu", "id", "it", "ja", "kn", "ko", "lv", "ml", "mr", "ms", "nb",
    "nl", "or", "pa", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sl", "sv", "ta", "te", "th",
    "tr", "uk", "ur", "vi", "zh-Hans", "zh-Hant", "zh-HK", "cy", "ga", "mt", "lt",
  ]

  @Test(arguments: languages)
  func theSampledCategoriesAreTheOnesICUSelects(language: String) throws {
    let locale = try SheetLocale(language)
    let samples = try locale.pluralSamples
    #expect(samples.map(\.category) == (try locale.pluralCategories))
    for category in samples {
      #expect(category.firstSample != nil, "\(language) \(category.category) has no sample")
      for number in category.wholeNumbers {
        #expect(
          try locale.pluralCategory(of: String(number)) == category.category,
          "\(language): \(number) is not \(category.category)")
      }
      let plainDecimals = category.decimals.flatMap { $0.split(separator: "~") }
        .filter { $0.allSatisfy { $0.isNumber || $0 == "." } }
      for number in plainDecimals {
        #expect(
          try locale.pluralCategory(of: String(number)) == category.category,
          "\(language): \(number) is not \(category.category)")
      }
    }
  }

  /// Whole numbers tried one by one (0 to 200 covers every CLDR rule on the last two
  /// digits, powers of ten the rules on thousands and millions) select exactly the
  /// categories that CLDR lists whole-number samples for.
  @Test(arguments: languages)
  func wholeNumberSamplesCoverTheCategoriesCountsSelect(language: String) throws {
    let locale = try SheetLocale(language)
    var reached = Set<PluralCategory>()
    for number in Array(0...200) + [1000, 10000, 100_000, 1_000_000, 2_000_000] {
      reached.insert(try locale.pluralCategory(of: String(number)))
    }
    let sampled = Set(try locale.pluralSamples.filter { !$0.wholeNumbers.isEmpty }.map(\.category))
    #expect(sampled == reached)
  }

  /// Sanskrit has no rule set in ICU 72's data, so ICU gives it its default rules, every
  /// number "other"; its samples are those of the languages whose numbers are all "other".
  @Test func aLocaleWithoutRulesOfItsOwnHasEveryNumberOther() throws {
    let sanskrit = try SheetLocale("sa")
    #expect(try sanskrit.pluralCategories == [.other])
    let samples = try sanskrit.pluralSamples
    #expect(samples.map(\.category) == [.other])
    #expect(samples.first?.integers == (try SheetLocale("ja").pluralSamples.first?.integers))
    for number in samples.first?.wholeNumbers ?? [] {
      #expect(try sanskrit.pluralCategory(of: String(number)) == .other)
    }
    #expect(try sanskrit.pluralCategory(of: "1.5") == .other)
  }

  @Test func russianAndCzechReadAsCLDRWritesThem() throws {
    let russian = try SheetLocale("ru").pluralSamples
    #expect(russian.first?.category == .one)
    #expect(russian.first?.integers.prefix(3) == ["1", "21", "31"])
    #expect(russian.first?.integers.last == "…")
    #expect(russian.first { $0.category == .few }?.wholeNumbers.prefix(4) == [2, 3, 4, 22])
    let czechMany = try #require(try SheetLocale("cs").pluralSamples.first { $0.category == .many })
    #expect(czechMany.wholeNumbers.isEmpty)
    #expect(czechMany.firstSample == "0.0")
    #expect(czechMany.condition == "v != 0")
    let frenchMany = try #require(
      try SheetLocale("fr").pluralSamples.first { $0.category == .many })
    #expect(frenchMany.wholeNumbers.prefix(3) == [1_000_000, 1_000_000, 2_000_000])
  }
}
