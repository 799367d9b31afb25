import Foundation
import PaySheetKit
import Testing

@testable import PaySheetLint

/// A run that could not read a file is never reported clean: every format shows the file as
/// an `unreadable-file` error at its place, beside the findings of the files it did read.
/// Compared with `Golden/unreadable.*` (`PAYSHEET_RECORD_GOLDEN=1` rewrites them).
struct UnreadableFileReportTests {
  static var report: LintReport {
    LintReport(
      findings: [
        Finding(
          at: FilePlace(
            file: "Localizations/PaymentSheet.xcstrings",
            position: SourcePosition(line: 88, column: 5, offset: 0)), key: "total.via",
          language: "fr", ruleID: "missing-translation", severity: .error,
          message: "no fr translation")
      ],
      unreadable: [
        InputError(
          kind: .syntax, file: "App/Localizable.xcstrings",
          position: SourcePosition(line: 4, column: 1, offset: 40),
          message: "unexpected end of input, expected a value"),
        InputError(
          kind: .io, file: "Missing.xcstrings", position: nil,
          message: "no such file or folder"),
      ],
      rules: [
        RuleDescriptor(
          id: "missing-translation", summary: MissingTranslationRule.description.summary,
          severity: .error)
      ])
  }

  @Test(arguments: [
    ("text", "unreadable.txt"), ("json", "unreadable.json"), ("sarif", "unreadable.sarif"),
    ("github", "unreadable.github"),
  ])
  func matchesGoldenFile(format: String, file: String) throws {
    let reporter = try #require(Reporters.named(format))
    let output = reporter.init().report(Self.report)
    let url = ReporterGoldenTests.goldenFolder.appendingPathComponent(file)
    if ProcessInfo.processInfo.environment["PAYSHEET_RECORD_GOLDEN"] == "1" {
      try Data(output.utf8).write(to: url)
      Issue.record(
        "recorded \(file); read it, then run the tests again without PAYSHEET_RECORD_GOLDEN")
      return
    }
    #expect(output == (try String(contentsOf: url, encoding: .utf8)))
  }

  @Test func jsonCountsTheUnreadableFilesAsErrors() throws {
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(JSONReporter().report(Self.report).utf8))
        as? [String: Any])
    #expect(json["errors"] as? Int == 3)
    let rules = (json["findings"] as? [[String: Any]])?.compactMap { $0["rule"] as? String }
    #expect(rules?.filter { $0 == "unreadable-file" }.count == 2)
  }

  @Test func sarifHasAResultForEachAndListsTheRule() throws {
    let sarif = try #require(
      try JSONSerialization.jsonObject(with: Data(SARIFReporter().report(Self.report).utf8))
        as? [String: Any])
    let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 3)
    let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
    let ids = (driver?["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
    #expect(ids == ["missing-translation", "unreadable-file"])
    let unreadable = results.filter { $0["ruleId"] as? String == "unreadable-file" }
    #expect(
      unreadable.allSatisfy { $0["ruleIndex"] as? Int == 1 && $0["level"] as? String == "error" })
  }

  @Test func aRunThatReadEverythingListsNoSuchRule() {
    var report = Self.report
    report.unreadable = []
    #expect(report.reportedFindings == report.findings)
    #expect(!report.reportedRules.contains { $0.id == LintReport.unreadableFile.id })
  }
}
