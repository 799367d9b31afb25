import PaySheetKit
import Testing

@testable import PaySheetLint

/// The text report's last line: the counts of all findings, then of each language, with the
/// findings in no language (a sheet's, a file's) counted after the languages.
struct TextSummaryTests {
  static func finding(_ language: String?, _ severity: Severity) -> Finding {
    Finding(
      at: FilePlace(file: "a.xcstrings"), key: language == nil ? nil : "k", language: language,
      ruleID: "r", severity: severity, message: "m")
  }

  @Test(
    arguments: [
      ([(nil, Severity.error)], "1 error"),
      ([(nil, .error), (nil, .warning)], "1 error and 1 warning"),
      ([("de", .error)], "1 error: de 1 error"),
      ([("de", .error), (nil, .error)], "2 errors: de 1 error, 1 error with no language"),
      (
        [("fr", .warning), (nil, .note), ("de", .error), (nil, .error)],
        "2 errors, 1 warning and 1 note: de 1 error, fr 1 warning, 1 error and 1 note with no language"
      ),
      (
        [("", Severity.warning), ("de", .warning)],
        "2 warnings: de 1 warning, 1 warning with no language"
      ),
    ] as [([(String?, Severity)], String)])
  func countsEachLanguageThenTheRest(_ findings: [(String?, Severity)], _ summary: String) {
    #expect(TextReporter.summary(findings.map { Self.finding($0.0, $0.1) }) == summary)
  }

  @Test func theSummaryIsTheReportsLastLine() {
    let report = TextReporter().report([Self.finding(nil, .error)], rules: [])
    #expect(report.hasSuffix("[r]\n1 error\n"))
  }
}
