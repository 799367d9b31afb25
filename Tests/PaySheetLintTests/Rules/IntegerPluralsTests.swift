import PaySheetKit
import Testing

@testable import PaySheetLint

/// The categories whole numbers reach, held against ICU's own categories and samples.
struct IntegerPluralsTests {
  @Test(arguments: ["cs", "sk"])
  func czechAndSlovakManyIsForDecimalsOnly(language: String) throws {
    let locale = try SheetLocale(language)
    #expect(try locale.pluralCategories.contains(.many))
    #expect(try locale.pluralCategory(of: "1.5") == .many)
    let reach = try #require(IntegerPlurals(language: language))
    #expect(!reach.categories.contains("many"))
  }

  @Test(arguments: ["ru", "pl", "uk"])
  func slavicManyIsReachedByWholeNumbers(language: String) throws {
    let reach = try #require(IntegerPlurals(language: language))
    #expect(reach.categories.isSuperset(of: ["one", "few", "many"]))
    #expect(try SheetLocale(language).pluralCategory(of: "5") == .many)
    // "one" takes 21 and 31 too, so it must show the number.
    #expect(reach.samples["one"]?.contains(21) == (language != "pl"))
    #expect(!reach.coversOneNumber("one") || language == "pl")
  }

  @Test(arguments: ["fr", "es", "it", "pt", "ca"])
  func romanceManyIsReachedOnlyByMillions(language: String) throws {
    let reach = try #require(IntegerPlurals(language: language))
    #expect(try SheetLocale(language).pluralCategory(of: "1000000") == .many)
    #expect(reach.millionsOnly == ["many"])
  }

  @Test func englishOneIsOneNumber() throws {
    let reach = try #require(IntegerPlurals(language: "en"))
    #expect(reach.samples["one"] == [1])
    #expect(reach.coversOneNumber("one"))
    #expect(!reach.coversOneNumber("other"))
  }
}
