import Testing

@testable import PaySheetCLI
@testable import PaySheetLint

struct RulesCommandTests {
  @Test func theListHasEveryRuleWithItsDefaultSeverity() {
    let result = runTool(["rules"])
    #expect(result.exitCode == .success)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == RuleRegistry.all.count)
    for (line, rule) in zip(lines, RuleRegistry.all.map { $0.description }) {
      let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
      #expect(fields.first.map(String.init) == rule.id)
      let severity = rule.isEnabledByDefault ? rule.defaultSeverity.rawValue : "off"
      #expect(fields.dropFirst().first.map(String.init) == severity, "\(line)")
      #expect(line.hasSuffix(rule.summary))
    }
  }

  @Test(arguments: RuleRegistry.all.map { $0.description.id })
  func aRulesPageShowsItsDetailsAndEveryExampleWithItsMessages(id: String) throws {
    let rule = try #require(RuleManual.rule(id)).description
    let result = runTool(["rules", id])
    #expect(result.exitCode == .success)
    #expect(result.output.hasPrefix("\(id): \(rule.summary)\n"))
    #expect(result.output.contains(rule.details))
    let reported = try #require(result.output.range(of: "\nReported:\n"))
    let passed = try #require(result.output.range(of: "\nNot reported:\n"))
    let triggering = result.output[reported.upperBound..<passed.lowerBound]
    let nonTriggering = result.output[passed.upperBound...]
    let triggeringExamples = Self.examples(triggering)
    #expect(triggeringExamples.count == rule.triggeringExamples.count)
    #expect(Self.examples(nonTriggering).count == rule.nonTriggeringExamples.count)
    #expect(!nonTriggering.contains("\n     → "))
    for example in triggeringExamples {
      #expect(example.contains { $0.hasPrefix("     → ") }, "\(id): no message under \(example)")
    }
  }

  /// The examples of a section of a rule's page, each as its lines: one starts at "  1. ".
  static func examples(_ section: Substring) -> [[Substring]] {
    var examples: [[Substring]] = []
    for line in section.split(separator: "\n") {
      if line.hasPrefix("  "), line.dropFirst(2).first?.isNumber == true {
        examples.append([line])
      } else if !examples.isEmpty {
        examples[examples.count - 1].append(line)
      }
    }
    return examples
  }

  @Test func anUnknownRuleIsAUsageErrorWithTheClosestId() {
    let result = runTool(["rules", "plural-category"])
    #expect(result.exitCode == .usageOrInput)
    #expect(
      result.errors.contains("unknown rule 'plural-category'; did you mean 'plural-categories'?"))
  }
}
