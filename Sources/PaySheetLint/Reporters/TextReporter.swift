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
    // One byte buffer grown in place, decoded once: appending five to eight strings a line
    // to a String, and a String for each place, was 228 of 1,811 million instructions of a
    // lint of Anytype's 2.9 MB catalog (18,088 findings).
    var output: [UInt8] = []
    output.reserveCapacity(findings.count * 200)
    // Findings are sorted by file: its name is made safe to print once per file.
    var file: String?
    var fileBytes: [UInt8] = []
    for finding in findings {
      // A key or a file's name may hold controls that would drive the terminal.
      if finding.location.file != file {
        file = finding.location.file
        fileBytes = Array(TerminalText.visible(finding.location.file).utf8)
      }
      output.append(contentsOf: fileBytes)
      output.append(UInt8(ascii: ":"))
      Self.append(finding.location.line, to: &output)
      output.append(UInt8(ascii: ":"))
      Self.append(finding.location.column, to: &output)
      output.append(contentsOf: ": ".utf8)
      output.append(contentsOf: finding.severity.rawValue.utf8)
      output.append(contentsOf: ": ".utf8)
      output.append(contentsOf: TerminalText.visible(finding.message).utf8)
      if let key = finding.key, !key.isEmpty {
        output.append(contentsOf: " (key '".utf8)
        output.append(contentsOf: TerminalText.visible(key).utf8)
        output.append(contentsOf: "')".utf8)
      }
      output.append(contentsOf: " [".utf8)
      output.append(contentsOf: finding.ruleID.utf8)
      output.append(contentsOf: "]\n".utf8)
    }
    output.append(contentsOf: Self.summary(findings).utf8)
    output.append(UInt8(ascii: "\n"))
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends the decimal digits of `number` (a line or column, never negative).
  private static func append(_ number: Int, to output: inout [UInt8]) {
    guard number >= 0 else {
      output.append(contentsOf: String(number).utf8)
      return
    }
    // Digit by digit, without a String for each: 430 instructions a number, 16 of the
    // 1,853 million instructions of a lint of Anytype's catalog (36,176 numbers).
    var power = 1
    while power <= number / 10 { power *= 10 }
    while power > 0 {
      output.append(UInt8(ascii: "0") + UInt8(number / power % 10))
      power /= 10
    }
  }

  /// "3 errors and 1 warning: de 1 error, fr 2 errors and 1 warning": the counts of all
  /// findings, then those of each language; findings in no language (a sheet's, a file's)
  /// are counted last, "…, fr 1 error, 2 errors with no language", and alone the counts
  /// are the whole line, "1 error".
  static func summary(_ findings: [Finding]) -> String {
    var all = SeverityCounts()
    var byLanguage: [String: SeverityCounts] = [:]
    var noLanguage = SeverityCounts()
    for finding in findings {
      all.add(finding.severity)
      if let language = finding.language, !language.isEmpty {
        byLanguage[language, default: SeverityCounts()].add(finding.severity)
      } else {
        noLanguage.add(finding.severity)
      }
    }
    guard !byLanguage.isEmpty else { return all.description }
    var parts = byLanguage.sorted { $0.key < $1.key }.map { language, counts in
      "\(language) \(counts.description)"
    }
    if !noLanguage.description.isEmpty {
      parts.append("\(noLanguage.description) with no language")
    }
    return "\(all.description): " + parts.joined(separator: ", ")
  }
}
