import PaySheetKit

/// A check of catalogs, sheets or configured names.
///
/// Each rule is one type in one file, with the examples that document it: the tests run
/// every rule's triggering examples (each must give at least one hit) and non-triggering
/// examples (none may).
public protocol LintRule: Sendable {
  /// Kebab-case, stable: configuration files and SARIF consumers refer to it.
  static var id: String { get }
  static var defaultSeverity: Severity { get }
  /// Whether the rule runs when the configuration does not name it; a rule whose findings
  /// are often a matter of judgement is on only when asked for.
  static var isEnabledByDefault: Bool { get }
  /// One line, shown in SARIF rule lists, `paysheet rules` and `paysheet lint --help`.
  static var summary: String { get }
  /// What the rule checks and why, in paragraphs, for `paysheet rules ID`.
  static var details: String { get }
  static var triggeringExamples: [RuleExample] { get }
  static var nonTriggeringExamples: [RuleExample] { get }

  init()

  /// The hits in `subject`; a rule ignores subjects it does not check.
  func check(_ subject: LintSubject, context: LintContext) -> [RuleHit]
}

extension LintRule {
  public static var isEnabledByDefault: Bool { true }
}

/// A rule that reads a catalog's texts: the linter walks each catalog once and gives every
/// such rule the same walk.
package protocol CatalogRule: LintRule {
  /// The hits in `catalog`.
  func check(_ catalog: LintedCatalog, context: LintContext) -> [RuleHit]
}

extension CatalogRule {
  public func check(_ subject: LintSubject, context: LintContext) -> [RuleHit] {
    guard case .catalog(let catalog) = subject else { return [] }
    return check(LintedCatalog(catalog), context: context)
  }
}

/// What a rule looks at.
public enum LintSubject: Sendable {
  case catalog(StringCatalog)
  /// A payment sheet; its items and names keep the positions they were read from.
  case sheet(PaymentSheet)
  /// The merchant and app names declared in the configuration.
  case names([ConfiguredName])
}

/// What every rule may consult besides its subject.
public struct LintContext: Sendable {
  public var configuration: LintConfiguration
  /// Measures lines against device profiles; without one, the overflow rule is silent.
  public var fitChecker: (any LineFitChecker)?

  public init(
    configuration: LintConfiguration = LintConfiguration(), fitChecker: (any LineFitChecker)? = nil
  ) {
    self.configuration = configuration
    self.fitChecker = fitChecker
  }
}

/// A small input that documents a rule: a catalog or sheet as JSON text, or names.
public struct RuleExample: Sendable, CustomStringConvertible {
  public enum Source: Sendable {
    /// The text of an `.xcstrings` file.
    case catalog(String)
    /// The text of a sheet `.json` file.
    case sheet(String)
    /// Merchant names, as a configuration declares them.
    case merchantNames([String])
  }

  public var source: Source
  /// Locales the example is linted for, besides the catalog's own languages.
  public var locales: [String]
  /// The line of the rule's file the example is written on, for test failures.
  public let line: UInt

  public init(_ source: Source, locales: [String] = [], line: UInt = #line) {
    self.source = source
    self.locales = locales
    self.line = line
  }

  /// Marks where a finding lands in an example's text, as SwiftLint's examples do: before
  /// the `{` of an object, or first inside a string for a finding at that string. The
  /// tests check that a rule reports exactly the marked places.
  public static let marker: Unicode.Scalar = "↓"

  /// The example's text without its markers, as it is linted.
  public var text: String? {
    switch source {
    case .catalog(let text), .sheet(let text):
      var plain = String.UnicodeScalarView()
      plain.append(contentsOf: text.unicodeScalars.filter { $0 != Self.marker })
      return String(plain)
    case .merchantNames: return nil
    }
  }

  /// The places the markers point at in `text`: the character after a marker, or the
  /// opening quote of the string a marker starts.
  public var markedPositions: [SourcePosition] {
    switch source {
    case .catalog(let text), .sheet(let text): Self.positions(of: text)
    case .merchantNames: []
    }
  }

  private static func positions(of text: String) -> [SourcePosition] {
    var positions: [SourcePosition] = []
    var line = 1
    var column = 1
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if scalar == marker {
        positions.append(
          SourcePosition(line: line, column: previous == "\"" ? column - 1 : column, offset: 0))
        continue
      }
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      previous = scalar
    }
    return positions
  }

  /// A catalog with one key, in `sourceLanguage` "en".
  ///
  /// - Parameter localizations: language code to the JSON of its localization object.
  public static func catalog(
    key: String = "summary.tip", comment: String? = nil, _ localizations: [(String, String)],
    locales: [String] = [], line: UInt = #line
  ) -> RuleExample {
    catalog(keys: [(key, comment, localizations)], locales: locales, line: line)
  }

  /// A catalog with several keys: key, comment, and language code to localization JSON.
  public static func catalog(
    keys: [(String, String?, [(String, String)])], locales: [String] = [], line: UInt = #line
  ) -> RuleExample {
    let entries = keys.map { key, comment, localizations in
      let body = localizations.map { "\(jsonQuoted($0.0)) : \($0.1)" }.joined(separator: ",\n")
      let commentMember = comment.map { "\"comment\" : \(jsonQuoted($0)),\n" } ?? ""
      return "\(jsonQuoted(key)) : {\n\(commentMember)\"localizations\" : {\n\(body)\n}\n}"
    }
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
      \(entries.joined(separator: ",\n"))
        },
        "version" : "1.0"
      }
      """
    return RuleExample(.catalog(text), locales: locales, line: line)
  }

  /// The JSON of a translated string unit.
  public static func unit(_ value: String, state: String = "translated") -> String {
    "{ \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \(jsonQuoted(value)) } }"
  }

  /// The JSON of plural variations, category to value.
  public static func plural(_ forms: [(String, String)]) -> String {
    let members = forms.map { "\"\($0.0)\" : \(unit($0.1))" }.joined(separator: ", ")
    return "{ \"variations\" : { \"plural\" : { \(members) } } }"
  }

  public var description: String {
    switch source {
    case .catalog(let text), .sheet(let text): return text
    case .merchantNames(let names): return names.description
    }
  }
}

/// `text` as a JSON string literal.
func jsonQuoted(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    default:
      if scalar.value < 0x20 {
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
  }
  return out + "\""
}
