/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=rule::message`,
/// which show as annotations on the pull request.
public struct GitHubReporter: LintReporter {
  public static let id = "github"

  public init() {}

  public func report(_ findings: [Finding], rules: [RuleDescriptor]) -> String {
    findings.map { finding in
      // A finding about the file as a whole annotates the file, not a line of it.
      let place =
        finding.location.position.map { ",line=\($0.line),col=\($0.column)" } ?? ""
      let properties =
        "file=\(Self.property(finding.file))\(place),title=\(Self.property(finding.ruleID))"
      return "::\(Self.command(finding.severity)) \(properties)::\(Self.data(finding.message))\n"
    }.joined()
  }

  /// The workflow command of a severity: GitHub calls a note a notice.
  static func command(_ severity: Severity) -> String {
    severity == .note ? "notice" : severity.rawValue
  }

  /// Escapes a message as the runner reads it back.
  static func data(_ text: String) -> String {
    text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A")
  }

  /// Escapes a property value, where `:` and `,` also separate.
  static func property(_ text: String) -> String {
    data(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
