import PaySheetKit
import Testing

@testable import PaySheetLint

/// Which rules fix, and in which order: the enabled `CorrectingRule`s, characters first.
struct SafeFixesTests {
  static func catalog(source: String, translation: String) throws -> StringCatalog {
    let example = RuleExample.catalog([
      ("en", RuleExample.unit(source)), ("de", RuleExample.unit(translation)),
    ])
    return try StringCatalog(jsonBytes: Array((example.text ?? "").utf8), file: "a.xcstrings")
  }

  @Test func aRuleTurnedOffMakesNoFix() throws {
    let catalog = try Self.catalog(source: "Tip", translation: " Trinkgeld ")
    #expect(SafeFixes.apply(to: catalog).fixes.map(\.ruleID) == ["whitespace"])
    let configuration = try LintConfiguration(rules: ["whitespace": .off])
    let (fixed, fixes) = SafeFixes.apply(
      to: catalog, registry: RuleRegistry(configuration: configuration))
    #expect(fixes.isEmpty)
    #expect(fixed.xcodeBytes() == catalog.xcodeBytes())
  }

  /// A tab typed as `\t` becomes a tab before the spacing fix judges it: at the end, where
  /// the source has none, it is then dropped.
  @Test func escapesAreFixedBeforeSpacing() throws {
    let catalog = try Self.catalog(source: "Line\tone", translation: "Zeile\\t")
    let fixes = SafeFixes.apply(to: catalog).fixes
    #expect(fixes.map(\.ruleID) == ["escape-as-text", "whitespace"])
    #expect(fixes.map(\.after) == ["Zeile\t", "Zeile"])
  }
}
