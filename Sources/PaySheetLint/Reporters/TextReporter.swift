/// `file:line:col: error: message [rule-id]`, one finding per line, as compilers print, so
/// that Xcode, editors and `swift build` link each line to its place.
public struct TextReporter: LintReporter {
  public static let id = "text"

  public init() {}

  public func report(_ findings: [Finding], rules: [RuleDescriptor]) -> String {
    findings.map {
      "\($0.file):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message) [\($0.ruleID)]\n"
    }
    .joined()
  }
}
