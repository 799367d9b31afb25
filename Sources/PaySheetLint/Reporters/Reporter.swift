import Foundation
import PaySheetKit

/// What a report says about a rule: its identifier, description and severity in this run.
public struct RuleDescriptor: Sendable, Hashable {
  public var id: String
  public var summary: String
  public var severity: Severity

  public init(id: String, summary: String, severity: Severity) {
    self.id = id
    self.summary = summary
    self.severity = severity
  }
}

/// Turns findings into the text of one report format.
///
/// Output is deterministic: findings and rules are reported in the order given (a run's
/// `reportedFindings` are sorted), so that a report can be compared byte for byte.
///
/// A reporter writes UTF-8 bytes, which a command hands to its output as they are: the bytes
/// come from strings and ASCII, so they are UTF-8 already, and making a `String` of them
/// checked them again (31 of the 130 million instructions of the text report of Anytype's
/// 18,088 findings). `report` gives the same text as a `String`.
public protocol LintReporter: Sendable {
  /// The name `--format` takes.
  static var id: String { get }
  init()
  /// Appends the report of `findings` to `output`, as UTF-8.
  func write(_ findings: [Finding], rules: [RuleDescriptor], to output: inout [UInt8])
  /// Appends the report of a whole run to `output`, as UTF-8: its findings and the files it
  /// could not read, and what else the format tells of the run.
  func write(_ run: LintReport, to output: inout [UInt8])
}

extension LintReporter {
  /// The report of a whole run: its findings and the files it could not read.
  public func write(_ run: LintReport, to output: inout [UInt8]) {
    write(run.reportedFindings, rules: run.reportedRules, to: &output)
  }

  /// The report of `findings`, as `write(_:rules:to:)` writes it.
  public func report(_ findings: [Finding], rules: [RuleDescriptor]) -> String {
    var output: [UInt8] = []
    write(findings, rules: rules, to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  /// The report of a whole run, as `write(_:to:)` writes it.
  public func report(_ run: LintReport) -> String {
    var output: [UInt8] = []
    write(run, to: &output)
    return String(decoding: output, as: UTF8.self)
  }
}

extension [UInt8] {
  /// Appends the UTF-8 bytes of `text`, copied from its storage at once: as
  /// `append(contentsOf: text.utf8)`, a piece took 177 instructions, 32 of the 130 million
  /// of the text report of Anytype's 18,088 findings.
  mutating func append(utf8 text: String) {
    var text = text
    text.withUTF8 { append(contentsOf: $0) }
  }
}

/// Errors, warnings and notes of a group of findings, as the reports count them.
struct SeverityCounts {
  var errors = 0
  var warnings = 0
  var notes = 0

  mutating func add(_ severity: Severity) {
    switch severity {
    case .error: errors += 1
    case .warning: warnings += 1
    case .note: notes += 1
    }
  }

  /// Adds the counts of another group.
  mutating func add(_ other: SeverityCounts) {
    errors += other.errors
    warnings += other.warnings
    notes += other.notes
  }

  /// "2 errors and 1 warning".
  var description: String {
    var parts: [String] = []
    if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
    if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
    if notes > 0 { parts.append(notes == 1 ? "1 note" : "\(notes) notes") }
    guard parts.count > 2 else { return parts.joined(separator: " and ") }
    return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
  }
}

/// The report formats, by `--format` name.
public enum Reporters {
  public static let all: [any LintReporter.Type] = [
    TextReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self,
  ]

  public static func named(_ id: String) -> (any LintReporter.Type)? {
    all.first { $0.id == id }
  }
}

/// The JSON of a machine-read report, built as nodes and written in one pass.
///
/// The bytes are those of `JSONEncoder` with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes` (`"key" : value`, two spaces, an absent optional left out, an
/// empty container on three lines), which is `XcodeJSONWriter`'s layout: the encoder took
/// 0.15 s to write 18,000 findings as JSON and 0.57 s as SARIF.
enum ReportJSON {
  /// An object of the members that have a value, in sorted order.
  static func object(_ members: KeyValuePairs<String, JSONNode?>) -> JSONNode {
    let present = members.compactMap { key, value in value.map { JSONMember(key: key, value: $0) } }
    // A finding's members are listed in sorted order already: checking it is a fraction
    // of sorting them (37 million instructions for the JSON report of 18,088 findings).
    let sorted = zip(present, present.dropFirst()).allSatisfy { $0.key < $1.key }
    return JSONNode(.object(sorted ? present : present.sorted { $0.key < $1.key }))
  }

  static func string(_ text: String) -> JSONNode { JSONNode(.string(text)) }

  static func string(_ text: String?) -> JSONNode? { text.map(string) }

  static func number(_ value: Int) -> JSONNode { JSONNode(.number(String(value))) }

  static func number(_ value: Int?) -> JSONNode? { value.map(number) }

  static func array(_ elements: [JSONNode]) -> JSONNode { JSONNode(.array(elements)) }

  /// Appends the document with a final line break, and with the characters a terminal
  /// would take for commands (C1 controls, bidi controls), which JSON's writers leave as they
  /// are, written as `\uXXXX` escapes.
  static func write(_ node: JSONNode, to output: inout [UInt8]) {
    var writer = XcodeJSONWriter()
    writer.write(node, indent: 0)
    TerminalText.appendEscapingJSON(writer.output, to: &output)
    output.append(UInt8(ascii: "\n"))
  }
}
