import PaySheetKit

/// `file:line:col: error: message (`file: error: …` for the file as a whole) (key 'K') [rule-id]`,
/// the key whole, one finding per line, as compilers
/// print, so that Xcode, editors and `swift build` link each line to its place; then a
/// summary line with the errors, warnings and notes of each language.
public struct TextReporter: LintReporter {
  public static let id = "text"

  public init() {}

  public func report(_ findings: [Finding], rules: [RuleDescriptor]) -> String {
    guard !findings.isEmpty else { return "" }
    let lines = findings.map { finding in
      // A key or a file's name may hold controls that would drive the terminal.
      let key =
        finding.key.flatMap {
          $0.isEmpty ? nil : " (key '\(TerminalText.visible($0))')"
        } ?? ""
      return
        "\(TerminalText.visible(finding.location.description)): \(finding.severity.rawValue): \(TerminalText.visible(finding.message))\(key) [\(finding.ruleID)]\n"
    }
    return lines.joined() + Self.summary(findings) + "\n"
  }

  /// "3 errors and 1 warning: de 1 error, fr 2 errors and 1 warning".
  static func summary(_ findings: [Finding]) -> String {
    func counts(_ group: some Sequence<Finding>) -> String {
      let errors = group.filter { $0.severity == .error }.count
      let warnings = group.filter { $0.severity == .warning }.count
      let notes = group.filter { $0.severity == .note }.count
      var parts: [String] = []
      if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
      if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
      if notes > 0 { parts.append(notes == 1 ? "1 note" : "\(notes) notes") }
      guard parts.count > 2 else { return parts.joined(separator: " and ") }
      return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }
    var byLanguage: [String: [Finding]] = [:]
    for finding in findings { byLanguage[finding.language ?? "", default: []].append(finding) }
    let languages = byLanguage.keys.sorted().map { language in
      "\(language.isEmpty ? "no language" : language) \(counts(byLanguage[language] ?? []))"
    }
    return "\(counts(findings)): " + languages.joined(separator: ", ")
  }
}
