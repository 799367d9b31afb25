import Foundation
import PaySheetKit
import Testing

@testable import PaySheetLint

/// Each reporter's output for a fixed set of findings, compared byte for byte with a file
/// in `Golden/` (set `PAYSHEET_RECORD_GOLDEN=1` to rewrite them: a recording run fails, so
/// that it never passes as a comparison; read the new files, then run again without it).
struct ReporterGoldenTests {
  static let findings: [Finding] = [
    Finding(
      at: FilePlace(
        file: "Localizations/PaymentSheet.xcstrings",
        position: SourcePosition(line: 120, column: 23, offset: 0)), key: "summary.tip",
      language: "de",
      ruleID: "whitespace", severity: .warning,
      message: "the de text 'Trinkgeld ' ends with a space (U+0020 SPACE)"),
    Finding(
      at: FilePlace(
        file: "Localizations/PaymentSheet.xcstrings",
        position: SourcePosition(line: 88, column: 5, offset: 0)), key: "total.via",
      language: "fr",
      ruleID: "missing-translation", severity: .error, message: "no fr translation"),
    Finding(
      at: FilePlace(
        file: "Examples/sheets/my order.json",
        position: SourcePosition(line: 8, column: 17, offset: 0)), ruleID: "generic-total-label",
      severity: .error,
      message: "the total's merchant is 'Total, 100%: done', a generic word"),
    Finding(
      at: FilePlace(
        file: "Localizations/PaymentSheet.xcstrings",
        position: SourcePosition(line: 140, column: 23, offset: 0)), key: "platform.pay",
      language: "de", ruleID: "unverified-platform-word", severity: .note,
      message:
        "unverified: the de platform word 'Zahlung: %@' was not taken from a device; reports show it as unverified"
    ),
  ]

  static let rules = [
    RuleDescriptor(
      id: "missing-translation", summary: MissingTranslationRule.description.summary,
      severity: .error),
    RuleDescriptor(
      id: "whitespace", summary: WhitespaceRule.description.summary, severity: .warning),
    RuleDescriptor(
      id: "generic-total-label", summary: GenericTotalLabelRule.description.summary,
      severity: .error),
    RuleDescriptor(
      id: "unverified-platform-word", summary: UnverifiedPlatformWordRule.description.summary,
      severity: .note),
  ]

  static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Golden")

  @Test(arguments: [
    ("text", "report.txt"), ("json", "report.json"), ("sarif", "report.sarif"),
    ("github", "report.github"),
  ])
  func matchesGoldenFile(format: String, file: String) throws {
    let reporter = try #require(Reporters.named(format))
    // A reporter writes findings in the order it is given them; a run gives them sorted.
    let output = reporter.init().report(Self.findings.sorted(), rules: Self.rules)
    let url = Self.goldenFolder.appendingPathComponent(file)
    if ProcessInfo.processInfo.environment["PAYSHEET_RECORD_GOLDEN"] == "1" {
      try Data(output.utf8).write(to: url)
      Issue.record(
        "recorded \(file); read it, then run the tests again without PAYSHEET_RECORD_GOLDEN")
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(output == expected)
  }

  @Test func findingsSortByFileThenPlace() {
    let sorted = Self.findings.sorted()
    #expect(sorted.map(\.location.line) == [8, 88, 120, 140])
  }

  @Test func textIsOneCompilerStyleLinePerFinding() {
    let text = TextReporter().report(Self.findings.sorted(), rules: Self.rules)
    let lines = text.split(separator: "\n")
    #expect(lines.count == 5)
    let keys = Self.findings.sorted().map { $0.key.map { " (key '\($0)')" } ?? "" }
    #expect(
      lines[1]
        == "Localizations/PaymentSheet.xcstrings:88:5: error: no fr translation\(keys[1]) [missing-translation]"
    )
    // The last line counts errors, warnings and notes by language.
    let errors = Self.findings.filter { $0.severity == .error }.count
    #expect(lines[4].hasPrefix("\(errors) errors, 1 warning and 1 note: "))
    #expect(lines[3].contains(": note: unverified: "))
  }

  @Test func anEmptyReportSaysNothing() {
    #expect(TextReporter().report([], rules: Self.rules).isEmpty)
  }

  @Test func githubEscapesSeparatorsInProperties() {
    #expect(GitHubReporter.property("a,b:c%") == "a%2Cb%3Ac%25")
    #expect(GitHubReporter.data("50%\nx") == "50%25%0Ax")
  }
}
