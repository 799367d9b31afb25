import PaySheetKit
import Testing

@testable import PaySheetLint

/// How the registry builds the rules a lint runs.
struct RuleRegistryTests {
  /// The registry knows which rules read the shared walk of a catalog without asking each
  /// rule at run time; what it knows is what a cast to `CatalogRule` answers.
  @Test func everyRuleThatReadsTheWalkIsGivenIt() throws {
    var settings: [String: RuleSetting] = [:]
    for rule in RuleRegistry.all { settings[rule.description.id] = .on }
    let registry = RuleRegistry(configuration: try LintConfiguration(rules: settings))
    #expect(registry.enabled.count == RuleRegistry.all.count)
    for (enabled, rule) in zip(registry.enabled, RuleRegistry.all) {
      #expect(type(of: enabled.rule) == rule)
      #expect(
        (enabled.rule is any CatalogRule) == (enabled.catalogRule != nil),
        "\(rule.description.id)")
    }
  }

  /// A description holds its examples without building them: each read builds them again,
  /// as the rule's file declares them.
  @Test func examplesAreBuiltWhenRead() {
    for rule in RuleRegistry.all {
      let description = rule.description
      #expect(
        description.triggeringExamples.map(\.description)
          == description.triggeringExamples.map(\.description))
      #expect(!description.triggeringExamples.isEmpty, "\(description.id)")
    }
  }
}
