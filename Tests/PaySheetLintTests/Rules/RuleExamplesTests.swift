import Foundation
import PaySheetKit
import PaySheetLintTestSupport
import Testing

@testable import PaySheetLint

/// The fit check `paysheet rules` runs the examples with: PaySheetKit's own, on every
/// shipped profile, so that an example of the overflow rule is measured as a lint measures.
let shippedChecker = SheetFitChecker(sheets: [], profiles: try! DeviceProfile.shipped())

/// What one rule alone reports on an example, as the rule's hits.
func hits(of rule: any LintRule.Type, in example: RuleExample) throws -> [RuleHit] {
  try example.hits(of: rule, fitChecker: shippedChecker)
}

/// Every rule's examples, run as SwiftLint's `verifyExamples` and `verifyCorrections` run
/// theirs: through a lint session, with that rule alone on; one finding per `↓` marker, at
/// the marker; again behind a multi-byte prefix; and `--fix` changes nothing a rule does not
/// report.
struct RuleExamplesTests {
  static let rules = RuleRegistry.all.map { RuleCase(rule: $0) }

  struct RuleCase: CustomStringConvertible, Sendable {
    let rule: any LintRule.Type
    var description: String { rule.description.id }
  }

  /// The places of `rule`'s findings on `example`, linted by a session, in order: a place
  /// reported twice is listed twice.
  func places(of rule: any LintRule.Type, in example: RuleExample) throws -> [String] {
    try example.findings(of: rule, fitChecker: shippedChecker).map {
      $0.location.position.description
    }.sorted()
  }

  /// The example, and the same behind the multi-byte prefix where it takes one.
  func runs(_ example: RuleExample) -> [(name: String, example: RuleExample)] {
    [("", example)]
      + (example.multiBytePrefixed.map { [(" behind a multi-byte prefix", $0)] } ?? [])
  }

  /// Each triggering example reports one finding per marker, at the marker, and nothing else.
  @Test(arguments: rules)
  func triggeringExamplesReportOneFindingPerMarker(_ rule: RuleCase) throws {
    let description = rule.rule.description
    #expect(!description.triggeringExamples.isEmpty)
    for original in description.triggeringExamples {
      #expect(
        !original.markedPositions.isEmpty,
        "\(description.id), example on line \(original.line): no ↓ marks where its findings land")
      for (name, example) in runs(original) {
        let marked = example.markedPositions.map(\.description).sorted()
        let found = try places(of: rule.rule, in: example)
        #expect(
          found == marked,
          "\(description.id), example on line \(example.line)\(name): marked \(marked), found \(found)"
        )
      }
    }
  }

  @Test(arguments: rules)
  func nonTriggeringExamplesPass(_ rule: RuleCase) throws {
    let description = rule.rule.description
    #expect(!description.nonTriggeringExamples.isEmpty)
    for original in description.nonTriggeringExamples {
      #expect(original.markedPositions.isEmpty, "\(description.id): a marker in \(original)")
      for (name, example) in runs(original) {
        let found = try example.findings(of: rule.rule, fitChecker: shippedChecker)
        #expect(
          found.isEmpty,
          "\(description.id), example on line \(example.line)\(name) reported \(found.map(\.message))"
        )
      }
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

  /// `--fix` with only `rule` on.
  func fixed(_ example: RuleExample, by rule: any LintRule.Type) throws -> (
    text: String, fixes: [String]
  ) {
    var settings: [String: RuleSetting] = [:]
    for other in RuleRegistry.all { settings[other.description.id] = .off }
    settings[rule.description.id] = .on
    let configuration = try LintConfiguration(rules: settings)
    #expect(example.catalogText != nil, "a fix runs on catalogs only")
    let catalog = try StringCatalog(
      jsonBytes: Array((example.text ?? "").utf8), file: "before.xcstrings")
    let (fixed, fixes) = SafeFixes.apply(
      to: catalog, registry: RuleRegistry(configuration: configuration))
    return (
      String(decoding: fixed.xcodeBytes(), as: UTF8.self),
      fixes.compactMap(\.position).map(\.description).sorted()
    )
  }

  /// `--fix` with only the rule on turns each correction's `before` into its `after`,
  /// changing the marked texts and no other, which the rule then no longer reports; and so
  /// behind the multi-byte prefix.
  @Test(arguments: correctingRules)
  func correctionsFixBeforeIntoAfter(_ rule: RuleCase) throws {
    let description = rule.rule.description
    for correction in description.corrections {
      let line = correction.before.line
      let pairs =
        [("", correction.before, correction.after)]
        + (correction.before.multiBytePrefixed.flatMap { before in
          correction.after.multiBytePrefixed.map { (" behind a multi-byte prefix", before, $0) }
        }.map { [$0] } ?? [])
      for (name, before, after) in pairs {
        let (text, fixes) = try fixed(before, by: rule.rule)
        let expected = try StringCatalog(
          jsonBytes: Array((after.text ?? "").utf8), file: "after.xcstrings")
        #expect(
          text == String(decoding: expected.xcodeBytes(), as: UTF8.self),
          "\(description.id), correction on line \(line)\(name)")
        #expect(
          fixes == before.markedPositions.map(\.description).sorted(),
          "\(description.id), correction on line \(line)\(name): marked and fixed places differ")
        #expect(after.markedPositions.isEmpty)
        let left = try places(of: rule.rule, in: after)
        #expect(
          Set(left).isDisjoint(with: before.markedPositions.map(\.description)),
          "\(description.id), correction on line \(line)\(name): a fixed text is still reported")
      }
    }
  }

  /// `--fix` leaves every example the rule does not report as it is.
  @Test(arguments: correctingRules)
  func nonTriggeringExamplesAreNotFixed(_ rule: RuleCase) throws {
    let description = rule.rule.description
    for original in description.nonTriggeringExamples where original.catalogText != nil {
      for (name, example) in runs(original) {
        let (text, fixes) = try fixed(example, by: rule.rule)
        let unchanged = try StringCatalog(
          jsonBytes: Array((example.text ?? "").utf8), file: "example.xcstrings")
        #expect(fixes.isEmpty, "\(description.id), example on line \(example.line)\(name)")
        #expect(
          text == String(decoding: unchanged.xcodeBytes(), as: UTF8.self),
          "\(description.id), example on line \(example.line)\(name) was changed by --fix")
      }
    }
  }

  /// `--fix` with the rule on leaves every XLIFF example as it is, reported or not: the
  /// translator's tool owns the file.
  @Test(arguments: rules)
  func xliffExamplesAreNotFixed(_ rule: RuleCase) throws {
    let description = rule.rule.description
    var settings: [String: RuleSetting] = [:]
    for other in RuleRegistry.all { settings[other.description.id] = .off }
    settings[description.id] = .on
    let session = try LintSession(configuration: LintConfiguration(rules: settings))
    for example in description.triggeringExamples + description.nonTriggeringExamples {
      guard case .xliff = example.source, let text = example.text else { continue }
      let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("paysheet-example-\(UUID().uuidString).xliff")
      try Data(text.utf8).write(to: url)
      defer { try? FileManager.default.removeItem(at: url) }
      let report = try session.run(LintRequest(paths: [url.path], fix: true))
      #expect(report.unreadable.isEmpty, "\(description.id), example on line \(example.line)")
      #expect(report.fixed.isEmpty, "\(description.id), example on line \(example.line)")
      #expect(
        try Data(contentsOf: url) == Data(text.utf8),
        "\(description.id), example on line \(example.line) was changed by --fix")
    }
  }

  /// An XLIFF example behind the prefix: the comment moves the `<target>`'s column on its
  /// line, and the finding moves with it.
  @Test func theMultiBytePrefixMovesAnXLIFFTarget() throws {
    let example = RuleExample.xliff(
      language: "de", [.init("summary.tip", "Tip", "↓Trinkgeld ")])
    let prefixed = try #require(example.multiBytePrefixed)
    let before = try #require(example.markedPositions.first)
    let after = try #require(prefixed.markedPositions.first)
    #expect(after.line == before.line && after.column == before.column + 16)
    #expect(try places(of: WhitespaceRule.self, in: example) == [before.description])
    #expect(try places(of: WhitespaceRule.self, in: prefixed) == [after.description])
  }

  /// The multi-byte rerun moves the markers' columns but not what the rules judge.
  @Test func theMultiBytePrefixMovesColumns() throws {
    let example = RuleExample.catalog([
      ("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("↓Trinkgeld ")),
    ])
    let prefixed = try #require(example.multiBytePrefixed)
    #expect(prefixed.text?.contains(RuleExample.multiBytePrefix) == true)
    let before = try #require(example.markedPositions.first)
    let after = try #require(prefixed.markedPositions.first)
    #expect(after.line == before.line && after.column > before.column)
    #expect(try places(of: WhitespaceRule.self, in: prefixed) == [after.description])
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
