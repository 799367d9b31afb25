import Foundation
import PaySheetKit

/// SARIF 2.1.0, for code-scanning services: one run whose driver lists the rules with their
/// descriptions, and one result per finding with its physical location.
public struct SARIFReporter: LintReporter {
  public static let id = "sarif"

  public init() {}

  public func write(_ findings: [Finding], rules: [RuleDescriptor], to output: inout [UInt8]) {
    write(findings, rules: rules, baseline: nil, to: &output)
  }

  /// The run's report; with a baseline, each result's `baselineState` is `new` and the run's
  /// properties hold the baseline's file and its `matched` and `gone` counts.
  public func write(_ run: LintReport, to output: inout [UInt8]) {
    write(run.reportedFindings, rules: run.reportedRules, baseline: run.baseline, to: &output)
  }

  private func write(
    _ findings: [Finding], rules: [RuleDescriptor], baseline: BaselineOutcome?,
    to output: inout [UInt8]
  ) {
    let index = Dictionary(
      uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
    // Each file's URI once: percent-encoding a path is Foundation's work.
    var uris: [String: JSONNode] = [:]
    let results = findings.map { finding in
      let uri =
        uris[finding.file]
        ?? {
          let uri = ReportJSON.string(Self.uri(finding.file))
          uris[finding.file] = uri
          return uri
        }()
      let region = ReportJSON.object([
        "startColumn": ReportJSON.number(finding.location.column),
        "startLine": ReportJSON.number(finding.location.line),
      ])
      let location = ReportJSON.object([
        "physicalLocation": ReportJSON.object([
          "artifactLocation": ReportJSON.object(["uri": uri]), "region": region,
        ])
      ])
      let properties =
        finding.key == nil && finding.language == nil
        ? nil
        : ReportJSON.object([
          "key": ReportJSON.string(finding.key), "language": ReportJSON.string(finding.language),
        ])
      return ReportJSON.object([
        "baselineState": baseline.map { _ in ReportJSON.string("new") },
        "level": ReportJSON.string(finding.severity.rawValue),
        "locations": ReportJSON.array([location]),
        "message": ReportJSON.object(["text": ReportJSON.string(finding.message)]),
        "properties": properties, "ruleId": ReportJSON.string(finding.ruleID),
        "ruleIndex": ReportJSON.number(index[finding.ruleID]),
      ])
    }
    let driver = ReportJSON.object([
      "name": ReportJSON.string("paysheet"),
      "rules": ReportJSON.array(
        rules.map {
          ReportJSON.object([
            "id": ReportJSON.string($0.id),
            "shortDescription": ReportJSON.object(["text": ReportJSON.string($0.summary)]),
            "defaultConfiguration": ReportJSON.object([
              "level": ReportJSON.string($0.severity.rawValue)
            ]),
          ])
        }),
    ])
    ReportJSON.write(
      ReportJSON.object([
        "$schema": ReportJSON.string("https://json.schemastore.org/sarif-2.1.0.json"),
        "version": ReportJSON.string("2.1.0"),
        "runs": ReportJSON.array([
          ReportJSON.object([
            "tool": ReportJSON.object(["driver": driver]), "results": ReportJSON.array(results),
            "properties": baseline.map {
              ReportJSON.object([
                "baseline": ReportJSON.object([
                  "file": ReportJSON.string($0.file), "matched": ReportJSON.number($0.matched),
                  "gone": ReportJSON.number($0.gone),
                ])
              ])
            },
          ])
        ]),
      ]), to: &output)
  }

  /// A relative URI reference for a path: spaces and other reserved characters escaped.
  static func uri(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }
}
