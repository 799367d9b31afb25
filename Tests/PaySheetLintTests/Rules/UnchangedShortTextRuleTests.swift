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
}
