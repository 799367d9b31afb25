import Foundation

/// A JSON object with the findings and a count by severity, for scripts.
public struct JSONReporter: LintReporter {
  public static let id = "json"

  public init() {}

  struct Report: Encodable {
    struct Item: Encodable {
      var file: String
      /// Absent for a finding about the file as a whole.
      var line: Int?
      var column: Int?
      var key: String?
      var language: String?
      var rule: String
      var severity: String
      var message: String
    }

    var version = 1
    var errors: Int
    var warnings: Int
    var notes: Int
    var findings: [Item]
  }

  public func report(_ findings: [Finding], rules: [RuleDescriptor]) -> String {
    let items = findings.map {
      Report.Item(
        file: $0.file, line: $0.location.line, column: $0.location.column, key: $0.key,
        language: $0.language,
        rule: $0.ruleID,
        severity: $0.severity.rawValue, message: $0.message)
    }
    let report = Report(
      errors: findings.filter { $0.severity == .error }.count,
      warnings: findings.filter { $0.severity == .warning }.count,
      notes: findings.filter { $0.severity == .note }.count, findings: items)
    return JSONEncoder.report.text(report)
  }
}
