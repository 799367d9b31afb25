/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=rule::message`,
/// which show as annotations on the pull request.
public struct GitHubReporter: LintReporter {
  public static let id = "github"

  public init() {}

  public func write(_ findings: [Finding], rules: [RuleDescriptor], to output: inout [UInt8]) {
    for finding in findings {
      output.append(utf8: "::\(Self.command(finding.severity)) file=\(Self.property(finding.file))")
      output.append(
        utf8:
          ",line=\(finding.location.line),col=\(finding.location.column),title=\(Self.property(finding.ruleID))::"
      )
      output.append(utf8: Self.data(finding.message))
      output.append(UInt8(ascii: "\n"))
    }
  }

  /// The run's annotations; with a baseline, then a notice of how many findings it matched
  /// and how many of its entries are gone.
  public func write(_ run: LintReport, to output: inout [UInt8]) {
    write(run.reportedFindings, rules: run.reportedRules, to: &output)
    guard let baseline = run.baseline else { return }
    output.append(
      utf8:
        "::notice file=\(Self.property(baseline.file)),title=baseline::\(Self.data(baseline.summary))\n"
    )
  }

  /// The workflow command of a severity: GitHub calls a note a notice.
  static func command(_ severity: Severity) -> String {
    severity == .note ? "notice" : severity.rawValue
  }

  /// Escapes a message as the runner reads it back.
  static func data(_ text: String) -> String {
    // Few messages hold one of them, and looking for each in every message took 0.4 s for
    // 18,000 findings.
    guard text.utf8.contains(where: { $0 == 0x25 || $0 == 0x0D || $0 == 0x0A }) else {
      return text
    }
    return text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing(
      "\n", with: "%0A")
  }

  /// Escapes a property value, where `:` and `,` also separate.
  static func property(_ text: String) -> String {
    let escaped = data(text)
    guard escaped.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ",") })
    else { return escaped }
    return escaped.replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
