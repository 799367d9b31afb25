import PaySheetKit
import Testing

@testable import PaySheetLint

struct UnchangedTranslationRuleTests {
  @Test func allowedNamesDoNotCountAsWords() throws {
    let example = RuleExample.catalog([
      ("en", RuleExample.unit("Update Homebrew Cask Formulae")),
      ("de", RuleExample.unit("Update Homebrew Cask Formulae")),
    ])
    let text = try #require(example.catalogText)
    let catalog = try StringCatalog(jsonBytes: Array(text.utf8), file: "c.xcstrings")
    let rule = UnchangedTranslationRule(configuration: LintConfiguration())
    #expect(rule.check(.catalog(catalog), context: LintContext()).count == 1)
    let configuration = try LintConfiguration(unchangedAllowed: ["Homebrew", "Cask"])
    let allowed = rule.check(.catalog(catalog), context: LintContext(configuration: configuration))
    #expect(allowed.isEmpty)
  }
}
