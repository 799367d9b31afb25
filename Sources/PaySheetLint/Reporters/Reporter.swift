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
/// Output is deterministic: findings are reported in their sorted order and rules in the
/// order given, so that a report can be compared byte for byte.
public protocol LintReporter: Sendable {
  /// The name `--format` takes.
  static var id: String { get }
  init()
  func report(_ findings: [Finding], rules: [RuleDescriptor]) -> String
}

extension LintReporter {
  /// The report of a whole run: its findings and the files it could not read.
  public func report(_ run: LintReport) -> String {
    report(run.reportedFindings, rules: run.reportedRules)
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

extension JSONEncoder {
  /// Sorted keys, two-space indentation as `JSONEncoder` writes it, no escaped slashes.
  static var report: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  func text(_ value: some Encodable) -> String {
    // Encoding plain structs of strings and integers cannot fail.
    // Escaped as well where JSON's encoder leaves C1 and bidi controls as they are.
    TerminalText.escapingJSON(String(decoding: (try? encode(value)) ?? Data(), as: UTF8.self))
      + "\n"
  }
}
