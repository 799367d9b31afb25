import PaySheetKit
import Testing

@testable import PaySheetLint

struct UnchangedShortTextRuleTests {
  private func hits(_ example: RuleExample, allowed: [String] = []) throws -> [RuleHit] {
    let text = try #require(example.catalogText)
    let catalog = try StringCatalog(jsonBytes: Array(text.utf8), file: "c.xcstrings")
    let configuration = try LintConfiguration(unchangedAllowed: allowed)
    return UnchangedShortTextRule(configuration: configuration).check(
      .catalog(catalog), context: LintContext(configuration: configuration))
  }

  @Test func allowedNamesAreNotReported() throws {
    let example = RuleExample.catalog([
      ("en", RuleExample.unit("Open Cork")), ("de", RuleExample.unit("Cork öffnen")),
      ("uk", RuleExample.unit("Open Cork")),
    ])
    #expect(try hits(example).count == 1)
    // "Cork" allowed leaves "Open", a word of prose left in English.
    #expect(try hits(example, allowed: ["Cork"]).count == 1)
    #expect(try hits(example, allowed: ["Open Cork"]).isEmpty)
  }

  /// The script of each language, from ICU, decides; the language code does not.
  @Test(arguments: [
    ("uk", true), ("be", true), ("zh-Hant", true), ("ja", true), ("ar", true), ("sr", true),
    ("sr-Latn", false), ("de", false), ("vi", false), ("tr", false),
  ])
  func aLatinTextIsReportedInALanguageOfAnotherScript(language: String, reported: Bool) throws {
    let example = RuleExample.catalog([
      ("en", RuleExample.unit("Settings")), ("fr", RuleExample.unit("Réglages")),
      ("es", RuleExample.unit("Ajustes")), (language, RuleExample.unit("Settings")),
    ])
    #expect(try hits(example).count == (reported ? 1 : 0))
  }

  @Test(arguments: ["iCloud", "OK", "PDF", "macOS", "H264", "example.com", "v2"])
  func namesAndCodesAreNotReported(word: String) throws {
    let example = RuleExample.catalog([
      ("en", RuleExample.unit(word)), ("fr", RuleExample.unit("Autre")),
      ("uk", RuleExample.unit(word)),
    ])
    #expect(try hits(example).isEmpty)
  }

  /// Kept by most languages: ordinary words are still reported, names and terms are not.
  @Test(arguments: [
    // The Latin-script translations translate it: words.
    ("Create shortcut", ["de": "Verknüpfung erstellen", "fr": "Créer un raccourci"], true),
    ("Settings", ["de": "Einstellungen", "fr": "Réglages"], true),
    // Kept in Latin languages too, but in sentence case.
    ("No image", ["de": "No image"], true),
    // Names: kept in Latin languages too, each word capitalized, or one word.
    ("Mission Control", ["de": "Mission Control", "fr": "Mission Control"], false),
    ("Homebrew", ["de": "Homebrew", "fr": "Homebrew"], false),
    ("Privacy Pro", [:], false),
  ])
  func keptByMostLanguages(text: String, latin: [String: String], reported: Bool) throws {
    // Three non-Latin languages keep it; `uk` is the one checked.
    let latinTexts = latin.keys.sorted().map { ($0, RuleExample.unit(latin[$0]!)) }
    let example = RuleExample.catalog(
      [("en", RuleExample.unit(text))] + latinTexts + [
        ("ja", RuleExample.unit(text)), ("ru", RuleExample.unit(text)),
        ("uk", RuleExample.unit(text)),
      ])
    let found = try hits(example).filter { $0.language == "uk" }
    #expect(found.count == (reported ? 1 : 0))
  }

  /// A key or comment about a name exempts sentence case ("Cot editor", a spoken app name).
  @Test func aNameInSentenceCaseIsNotReported() throws {
    let example = RuleExample.catalog(
      key: "CFBundleSpokenName",
      [
        ("en", RuleExample.unit("Cot editor")), ("de", RuleExample.unit("Cot editor")),
        ("ru", RuleExample.unit("Cot editor")), ("uk", RuleExample.unit("Cot editor")),
      ])
    #expect(try hits(example).isEmpty)
  }

  /// The glossary's term for the key's concept in the language passes.
  @Test func aGlossaryTermIsNotReported() throws {
    let glossary = try Glossary(
      jsonBytes: Array(
        """
        { "concepts" : { "wallet" : { "keys" : ["k"] } }, "terms" : { "uk" : { "wallet" : "Wallet" } } }
        """.utf8), file: "g.json")
    let example = RuleExample.catalog(
      key: "k",
      [
        ("en", RuleExample.unit("Wallet")), ("de", RuleExample.unit("Brieftasche")),
        ("fr", RuleExample.unit("Portefeuille")), ("uk", RuleExample.unit("Wallet")),
      ])
    let text = try #require(example.catalogText)
    let catalog = try StringCatalog(jsonBytes: Array(text.utf8), file: "c.xcstrings")
    var configuration = LintConfiguration()
    configuration.glossary = glossary
    let unchanged = UnchangedShortTextRule(configuration: configuration).check(
      .catalog(catalog), context: LintContext(configuration: configuration))
    #expect(unchanged.isEmpty)
    #expect(try hits(example).count == 1)
  }
}
