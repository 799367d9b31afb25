import Foundation
import PaySheetKit
import Testing

@testable import PaySheetLint

/// The fit check `paysheet rules` runs the examples with: PaySheetKit's own, on every
/// shipped profile, so that an example of the overflow rule is measured as a lint measures.
let shippedChecker = SheetFitChecker(sheets: [], profiles: try! DeviceProfile.shipped())

/// Lints one rule example with only that rule on.
func hits(of rule: any LintRule.Type, in example: RuleExample) throws -> [RuleHit] {
  try example.hits(of: rule, fitChecker: shippedChecker)
}

struct RuleExamplesTests {
  static let rules = RuleRegistry.all.map { RuleCase(rule: $0) }

  struct RuleCase: CustomStringConvertible, Sendable {
    let rule: any LintRule.Type
    var description: String { rule.description.id }
  }

  @Test(arguments: rules)
  func triggeringExamplesTrigger(_ rule: RuleCase) throws {
    let description = rule.rule.description
    #expect(!description.triggeringExamples.isEmpty)
    for example in description.triggeringExamples {
      let found = try hits(of: rule.rule, in: example)
      #expect(!found.isEmpty, "\(description.id) found nothing in \(example)")
    }
  }

  @Test(arguments: rules)
  func nonTriggeringExamplesPass(_ rule: RuleCase) throws {
    let description = rule.rule.description
    #expect(!description.nonTriggeringExamples.isEmpty)
    for example in description.nonTriggeringExamples {
      #expect(example.markedPositions.isEmpty, "\(description.id): a marker in \(example)")
      let found = try hits(of: rule.rule, in: example)
      #expect(found.isEmpty, "\(description.id) reported \(found.map(\.message)) in \(example)")
    }
  }

  /// Every triggering example marks each place a finding lands, and the rule reports
  /// exactly those places: an example without a marker fails.
  @Test(arguments: rules)
  func markedExamplesReportExactlyTheMarkedPlaces(_ rule: RuleCase) throws {
    let description = rule.rule.description
    for example in description.triggeringExamples {
      let marked = example.markedPositions
      #expect(
        !marked.isEmpty,
        "\(description.id), example on line \(example.line): no ↓ marks where its findings land")
      let found = try hits(of: rule.rule, in: example)
      #expect(
        found.allSatisfy { $0.position != nil },
        "\(description.id), example on line \(example.line): a finding without a place")
      #expect(
        Set(found.compactMap(\.position).map(\.description)) == Set(marked.map(\.description)),
        "\(description.id), example on line \(example.line): marked \(marked), found \(found.map(\.position))"
      )
    }
  }

  /// A rule fixes exactly when it shows corrections.
  @Test func theRulesThatFixShowCorrections() {
    for rule in RuleRegistry.all {
      let description = rule.description
      #expect(
        (rule is any CorrectingRule.Type) == !description.corrections.isEmpty,
        "\(description.id): fixes, or shows corrections, but not both")
    }
  }

  static let correctingRules = rules.filter { $0.rule is any CorrectingRule.Type }

  /// `--fix` with only the rule on turns each correction's `before` into its `after`,
  /// changing the marked texts and no other, which the rule then no longer reports.
  @Test(arguments: correctingRules)
  func correctionsFixBeforeIntoAfter(_ rule: RuleCase) throws {
    let description = rule.rule.description
    var settings: [String: RuleSetting] = [:]
    for other in RuleRegistry.all { settings[other.description.id] = .off }
    settings[description.id] = .on
    let configuration = try LintConfiguration(rules: settings)
    for correction in description.corrections {
      let before = try StringCatalog(
        jsonBytes: Array((correction.before.text ?? "").utf8), file: "before.xcstrings")
      let after = try StringCatalog(
        jsonBytes: Array((correction.after.text ?? "").utf8), file: "after.xcstrings")
      let (fixed, fixes) = SafeFixes.apply(
        to: before, registry: RuleRegistry(configuration: configuration))
      let line = correction.before.line
      #expect(
        String(decoding: fixed.xcodeBytes(), as: UTF8.self)
          == String(decoding: after.xcodeBytes(), as: UTF8.self),
        "\(description.id), correction on line \(line)")
      #expect(
        Set(fixes.compactMap(\.position).map(\.description))
          == Set(correction.before.markedPositions.map(\.description)),
        "\(description.id), correction on line \(line): marked and fixed places differ")
      #expect(fixes.allSatisfy { $0.ruleID == description.id })
      #expect(correction.after.markedPositions.isEmpty)
      let left = try hits(of: rule.rule, in: correction.after).compactMap(\.position)
      #expect(
        Set(left.map(\.description)).isDisjoint(
          with: correction.before.markedPositions.map(\.description)),
        "\(description.id), correction on line \(line): a fixed text is still reported")
    }
  }

  @Test func markersArePlacedWhereTheyPoint() {
    let example = RuleExample(.sheet("{\n  \"a\" : ↓{ },\n  \"b\" : \"↓x\"\n}"))
    #expect(example.markedPositions.map(\.description) == ["2:9", "3:9"])
    #expect(example.text?.contains("↓") == false)
    let names = RuleExample(.merchantNames(["Acme", "↓Аcme"]))
    #expect(names.markedPositions.map(\.description) == ["2:1"])
    #expect(names.names == ["Acme", "Аcme"])
  }

  @Test func identifiersAreKebabCaseAndUnique() {
    let ids = RuleRegistry.all.map { $0.description.id }
    #expect(Set(ids).count == ids.count)
    for id in ids {
      #expect(id.allSatisfy { ($0 >= "a" && $0 <= "z") || $0 == "-" }, "\(id)")
      #expect(!id.hasPrefix("-") && !id.hasSuffix("-") && !id.contains("--"))
    }
    for rule in RuleRegistry.all {
      #expect(!rule.description.summary.contains("\n"))
    }
  }
}
