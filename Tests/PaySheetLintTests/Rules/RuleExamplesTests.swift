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
  static let rules = Linter.allRules.map { RuleCase(rule: $0) }

  struct RuleCase: CustomStringConvertible, Sendable {
    let rule: any LintRule.Type
    var description: String { rule.id }
  }

  @Test(arguments: rules)
  func triggeringExamplesTrigger(_ rule: RuleCase) throws {
    #expect(!rule.rule.triggeringExamples.isEmpty)
    for example in rule.rule.triggeringExamples {
      let found = try hits(of: rule.rule, in: example)
      #expect(!found.isEmpty, "\(rule.rule.id) found nothing in \(example)")
    }
  }

  @Test(arguments: rules)
  func nonTriggeringExamplesPass(_ rule: RuleCase) throws {
    #expect(!rule.rule.nonTriggeringExamples.isEmpty)
    for example in rule.rule.nonTriggeringExamples {
      let found = try hits(of: rule.rule, in: example)
      #expect(found.isEmpty, "\(rule.rule.id) reported \(found.map(\.message)) in \(example)")
    }
  }

  /// Where an example marks the places its findings land, the rule reports exactly those.
  @Test(arguments: rules)
  func markedExamplesReportExactlyTheMarkedPlaces(_ rule: RuleCase) throws {
    for example in rule.rule.triggeringExamples where !example.markedPositions.isEmpty {
      let found = try hits(of: rule.rule, in: example).compactMap(\.position)
      let marked = example.markedPositions
      #expect(
        Set(found.map(\.description)) == Set(marked.map(\.description)),
        "\(rule.rule.id), example on line \(example.line): marked \(marked), found \(found)")
    }
  }

  @Test func markersArePlacedWhereTheyPoint() {
    let example = RuleExample(.sheet("{\n  \"a\" : ↓{ },\n  \"b\" : \"↓x\"\n}"))
    #expect(example.markedPositions.map(\.description) == ["2:9", "3:9"])
    #expect(example.text?.contains("↓") == false)
  }

  @Test func identifiersAreKebabCaseAndUnique() {
    let ids = Linter.allRules.map { $0.id }
    #expect(Set(ids).count == ids.count)
    for id in ids {
      #expect(id.allSatisfy { ($0 >= "a" && $0 <= "z") || $0 == "-" }, "\(id)")
      #expect(!id.hasPrefix("-") && !id.hasSuffix("-") && !id.contains("--"))
    }
    for rule in Linter.allRules {
      #expect(!rule.summary.contains("\n"))
    }
  }
}
