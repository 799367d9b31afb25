import PaySheetKit

/// How much a finding matters: errors fail `paysheet lint` and the build, warnings do not
/// (unless `--strict`), and notes never do: a note says what a report must not present as
/// fact, such as a platform word no device confirmed, and `--strict` leaves it a note.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  case note
  case warning
  case error

  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// The severity `--strict` reports a finding at: warnings become errors, notes stay notes.
  public var strict: Severity { self == .note ? .note : .error }
}

/// One problem found by one rule, at one place in one file.
public struct Finding: Sendable, Hashable, Codable, Comparable {
  /// The file as the user named it, relative where it can be.
  public var file: String
  /// 1-based line of the offending value (or of the key, for a missing language).
  public var line: Int
  /// 1-based column, in Unicode scalars, of the value's opening quote.
  public var column: Int
  /// The catalog key, when the finding is about one.
  public var key: String?
  /// The language (catalog code or locale identifier), when the finding is about one.
  public var language: String?
  public var ruleID: String
  public var severity: Severity
  /// A sentence a translator understands, without the file or rule around it.
  public var message: String

  public init(
    file: String, line: Int, column: Int, key: String? = nil, language: String? = nil,
    ruleID: String, severity: Severity, message: String
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.key = key
    self.language = language
    self.ruleID = ruleID
    self.severity = severity
    self.message = message
  }

  /// File, then place, then rule, so that reports are the same on every run.
  public static func < (lhs: Finding, rhs: Finding) -> Bool {
    if (lhs.file, lhs.line, lhs.column) != (rhs.file, rhs.line, rhs.column) {
      return (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
    return (lhs.ruleID, lhs.language ?? "", lhs.key ?? "", lhs.message)
      < (rhs.ruleID, rhs.language ?? "", rhs.key ?? "", rhs.message)
  }
}

/// What a rule reports before the linter adds the file, rule and configured severity.
public struct RuleHit: Sendable, Hashable {
  public var position: SourcePosition?
  public var key: String?
  public var language: String?
  public var message: String
  /// The most the finding may weigh, whatever the rule's severity: a defect of the source
  /// text, or a form the runtime replaces harmlessly, is never more than a warning.
  public var severityLimit: Severity?
  /// A finding that informs and never fails a run, not even with `--strict`: a line that
  /// overflows only at a larger text size, where the platform wraps it.
  public var isAdvisory: Bool

  public init(
    at position: SourcePosition?, key: String? = nil, language: String? = nil,
    severityLimit: Severity? = nil, isAdvisory: Bool = false, _ message: String
  ) {
    self.position = position
    self.isAdvisory = isAdvisory
    self.key = key
    self.language = language
    self.severityLimit = severityLimit
    self.message = message
  }
}
