import PaySheetKit

/// `file:line:col: error: message (key 'K') [rule-id]` (`file:1:1` for the file as a whole),
/// the key whole, one finding per line, as compilers
/// print, so that Xcode, editors and `swift build` link each line to its place; then a
/// summary line with the errors, warnings and notes of each language; for a whole run, then
/// a line per catalog saying how much of it the fit check measured, and with a baseline a
/// line saying how many findings it matched and how many of its entries are gone.
public struct TextReporter: LintReporter {
  public static let id = "text"

  public init() {}

  public func report(_ run: LintReport) -> String {
    var output = report(run.reportedFindings, rules: run.reportedRules)
    for coverage in run.coverage {
      output += coverage.summary
      output += "\n"
    }
    if let baseline = run.baseline {
      output += TerminalText.visible(baseline.summary)
      output += "\n"
    }
    return output
  }

  public func report(_ findings: [Finding], rules: [RuleDescriptor]) -> String {
    guard !findings.isEmpty else { return "" }
    var output = ""
    // About 200 bytes a line: one string grown in place rather than a string per line.
    output.reserveCapacity(findings.count * 200)
    for finding in findings {
      // A key or a file's name may hold controls that would drive the terminal.
      output += TerminalText.visible(finding.location.description)
      output += ": "
      output += finding.severity.rawValue
      output += ": "
      output += TerminalText.visible(finding.message)
      if let key = finding.key, !key.isEmpty {
        output += " (key '"
        output += TerminalText.visible(key)
        output += "')"
      }
      output += " ["
      output += finding.ruleID
      output += "]\n"
    }
    output += Self.summary(findings)
    output += "\n"
    return output
  }

  /// "3 errors and 1 warning: de 1 error, fr 2 errors and 1 warning".
  static func summary(_ findings: [Finding]) -> String {
    var all = SeverityCounts()
    var byLanguage: [String: SeverityCounts] = [:]
    for finding in findings {
      all.add(finding.severity)
      byLanguage[finding.language ?? "", default: SeverityCounts()].add(finding.severity)
    }
    let languages = byLanguage.sorted { $0.key < $1.key }.map { language, counts in
      "\(language.isEmpty ? "no language" : language) \(counts.description)"
    }
    return "\(all.description): " + languages.joined(separator: ", ")
  }
}
