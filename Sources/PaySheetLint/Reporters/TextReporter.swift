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

  public func write(_ run: LintReport, to output: inout [UInt8]) {
    write(run.reportedFindings, rules: run.reportedRules, to: &output)
    for coverage in run.coverage {
      output.append(utf8: coverage.summary)
      output.append(UInt8(ascii: "\n"))
    }
    if let baseline = run.baseline {
      output.append(utf8: TerminalText.visible(baseline.summary))
      output.append(UInt8(ascii: "\n"))
    }
  }

  public func write(_ findings: [Finding], rules: [RuleDescriptor], to output: inout [UInt8]) {
    guard !findings.isEmpty else { return }
    // The lines are made a few thousand findings a piece, on the cores, each piece's
    // counted first and written once into bytes of its size, then joined in order: made
    // one append at a time on one core after the lint, they were 80 of the 1,436 million
    // instructions of a lint of Anytype's 2.9 MB catalog (18,088 findings).
    let pieces = stride(from: 0, to: findings.count, by: Self.linesAPiece).map {
      $0..<min(findings.count, $0 + Self.linesAPiece)
    }
    let written = pieces.parallelMap { Self.lines(of: findings[$0]) }
    var counts = FindingCounts()
    var size = 0
    for piece in written {
      counts.add(piece.counts)
      size += piece.lines.count
    }
    output.reserveCapacity(output.count + size + 200)
    for piece in written { output.append(contentsOf: piece.lines) }
    output.append(utf8: counts.description)
    output.append(UInt8(ascii: "\n"))
  }

  /// Findings a piece of the report: a line takes some 3,000 instructions, so a piece is
  /// long beside the cost of handing it out.
  private static let linesAPiece = 2048

  /// The lines of `findings`, in bytes of their size, and their counts.
  private static func lines(of findings: ArraySlice<Finding>) -> (
    lines: [UInt8], counts: FindingCounts
  ) {
    // A key or a file's name may hold controls that would drive the terminal. Findings are
    // sorted by file: its name is made safe to print once per file.
    var counts = FindingCounts()
    var shown: [(file: String, message: String, key: String)] = []
    shown.reserveCapacity(findings.count)
    var file: (name: String, shown: String)?
    var size = 0
    for finding in findings {
      counts.add(finding)
      if file?.name != finding.file {
        file = (finding.file, TerminalText.visible(finding.file))
      }
      let line = (
        file: file?.shown ?? "", message: TerminalText.visible(finding.message),
        key: finding.key.map { TerminalText.visible($0) } ?? ""
      )
      size +=
        line.file.utf8.count + digits(finding.location.line) + digits(finding.location.column)
        + label(finding.severity).utf8.count + line.message.utf8.count
        + (line.key.isEmpty ? 0 : line.key.utf8.count + 9) + finding.ruleID.utf8.count + 6
      shown.append(line)
    }
    let lines = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
      var out = UTF8Writer(buffer)
      for (offset, line) in shown.enumerated() {
        let index = findings.startIndex + offset
        let place = findings[index].location.position
        out.put(line.file)
        out.put(UInt8(ascii: ":"))
        out.put(place.line)
        out.put(UInt8(ascii: ":"))
        out.put(place.column)
        out.put(label(findings[index].severity))
        out.put(line.message)
        if !line.key.isEmpty {
          out.put(" (key '")
          out.put(line.key)
          out.put("')")
        }
        out.put(" [")
        out.put(findings[index].ruleID)
        out.put("]\n")
      }
      count = out.written
      precondition(count == size, "a text report's lines were not the size counted")
    }
    return (lines, counts)
  }

  /// ": error: " and the others, each one piece rather than three.
  private static func label(_ severity: Severity) -> String {
    switch severity {
    case .error: ": error: "
    case .warning: ": warning: "
    case .note: ": note: "
    }
  }

  /// The number of characters of a line or column written in decimal.
  private static func digits(_ number: Int) -> Int {
    guard number >= 0 else { return String(number).utf8.count }
    var digits = 1
    var rest = number / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    return digits
  }

  /// "3 errors and 1 warning: de 1 error, fr 2 errors and 1 warning": the counts of all
  /// findings, then those of each language; findings in no language (a sheet's, a file's)
  /// are counted last, "…, fr 1 error, 2 errors with no language", and alone the counts
  /// are the whole line, "1 error".
  static func summary(_ findings: [Finding]) -> String {
    var counts = FindingCounts()
    for finding in findings { counts.add(finding) }
    return counts.description
  }
}

/// The counts of the summary line: of all findings, of each language's, and of those in no
/// language.
private struct FindingCounts {
  var all = SeverityCounts()
  var byLanguage: [String: SeverityCounts] = [:]
  var noLanguage = SeverityCounts()

  mutating func add(_ finding: Finding) {
    all.add(finding.severity)
    if let language = finding.language, !language.isEmpty {
      byLanguage[language, default: SeverityCounts()].add(finding.severity)
    } else {
      noLanguage.add(finding.severity)
    }
  }

  /// Adds the counts of other findings.
  mutating func add(_ other: FindingCounts) {
    all.add(other.all)
    for (language, counts) in other.byLanguage {
      byLanguage[language, default: SeverityCounts()].add(counts)
    }
    noLanguage.add(other.noLanguage)
  }

  /// "3 errors and 1 warning: de 1 error, fr 2 errors and 1 warning".
  var description: String {
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
