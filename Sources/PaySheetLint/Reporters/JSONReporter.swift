import PaySheetKit

/// A JSON object with the findings and a count by severity, for scripts.
public struct JSONReporter: LintReporter {
  public static let id = "json"

  public init() {}

  public func write(_ findings: [Finding], rules: [RuleDescriptor], to output: inout [UInt8]) {
    write(findings, baseline: nil, to: &output)
  }

  /// The run's report; with a baseline, `baseline` holds its file and the findings it
  /// matched (left out of `findings`) and the entries no finding matched (`gone`).
  public func write(_ run: LintReport, to output: inout [UInt8]) {
    write(run.reportedFindings, baseline: run.baseline, to: &output)
  }

  private func write(
    _ findings: [Finding], baseline: BaselineOutcome?, to output: inout [UInt8]
  ) {
    var counts = SeverityCounts()
    for finding in findings { counts.add(finding.severity) }
    let items = findings.map {
      ReportJSON.object([
        "column": ReportJSON.number($0.location.column), "file": ReportJSON.string($0.file),
        "key": ReportJSON.string($0.key), "language": ReportJSON.string($0.language),
        "line": ReportJSON.number($0.location.line), "message": ReportJSON.string($0.message),
        "rule": ReportJSON.string($0.ruleID), "severity": ReportJSON.string($0.severity.rawValue),
      ])
    }
    ReportJSON.write(
      ReportJSON.object([
        "version": ReportJSON.number(1), "errors": ReportJSON.number(counts.errors),
        "warnings": ReportJSON.number(counts.warnings), "notes": ReportJSON.number(counts.notes),
        "findings": ReportJSON.array(items),
        "baseline": baseline.map {
          ReportJSON.object([
            "file": ReportJSON.string($0.file), "matched": ReportJSON.number($0.matched),
            "gone": ReportJSON.number($0.gone),
          ])
        },
      ]), to: &output)
  }
}
