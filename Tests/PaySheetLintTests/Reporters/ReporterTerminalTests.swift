import Foundation
import PaySheetKit
import Testing

@testable import PaySheetLint

/// A key, a file's name or a message from a catalog cannot drive the terminal a report is
/// printed to, in any format.
struct ReporterTerminalTests {
  static let finding = Finding(
    at: FilePlace(
      file: "Cat\u{1B}]0;pwned\u{07}.xcstrings",
      position: SourcePosition(line: 3, column: 9, offset: 0)), key: "summary.\u{1B}[2Jtax",
    language: "de", ruleID: "whitespace", severity: .warning,
    message: "the de text 'Steuer\u{9B}31m\u{202E}' ends with a space")

  static func hidden(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E
    }
  }

  @Test(arguments: ["text", "json", "sarif"])
  func noReportWritesAControlCharacter(format: String) throws {
    let reporter = try #require(Reporters.named(format))
    let output = reporter.init().report(
      [Self.finding],
      rules: [RuleDescriptor(id: "whitespace", summary: "s", severity: .warning)])
    #expect(Self.hidden(output).isEmpty, "\(output)")
    if format == "text" {
      #expect(output.contains(#"Cat\u{1B}]0;pwned\u{7}.xcstrings:3:9: warning:"#))
      #expect(output.contains(#"(key 'summary.\u{1B}[2Jtax')"#))
    } else {
      // Still JSON: the escapes are JSON's own.
      _ = try JSONSerialization.jsonObject(with: Data(output.utf8))
    }
  }

  @Test func theJSONReportReadsBackAsTheFinding() throws {
    let output = JSONReporter().report([Self.finding], rules: [])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.first?["key"] as? String == Self.finding.key)
    #expect(findings.first?["message"] as? String == Self.finding.message)
    #expect(findings.first?["file"] as? String == Self.finding.file)
  }
}
