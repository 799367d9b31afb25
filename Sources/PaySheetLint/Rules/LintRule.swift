import PaySheetKit

/// A check of catalogs, sheets or configured names.
///
/// Each rule is one type in one file, in this shape:
///
/// ```swift
/// /// One line: what the rule reports.
/// public struct SomeRule: TextRule {
///   public static let description = RuleDescription(
///     id: "some-rule", defaultSeverity: .warning,
///     summary: "One line, for rule lists.",
///     details: """
///       What the rule checks and why, in paragraphs, for `paysheet rules ID`.
///       """,
///     triggeringExamples: [
///       .catalog([("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("↓Trinkgeld "))])
///     ],
///     nonTriggeringExamples: [
///       .catalog([("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("Trinkgeld"))])
///     ])
///
///   public init(configuration: LintConfiguration) {}
///
///   package static let texts = CheckedTexts.translations
///
///   package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] { … }
/// }
///
/// extension Finding.Message {
///   fileprivate static let endsWithSpace: Finding.Message = "ends with a space"
/// }
/// ```
///
/// and one line in `RuleRegistry.all`. A rule that judges a catalog's texts one at a time
/// conforms to `TextRule`: the engine walks the texts and writes the opening of each
/// message ("the de text (plural one) 'Trinkgeld '"). One that needs a whole catalog at
/// once (a key written twice, a language's plural forms) conforms to `CatalogRule`; one that
/// reads sheets or names conforms to `LintRule` and checks a `LintSubject`. Each declares
/// its messages as named constants, `extension Finding.Message { fileprivate static … }`. A
/// rule whose findings `--fix` mends conforms to `CorrectingRule` and lists its
/// `corrections`. The tests run every example: each triggering example must mark with `↓`
/// every place the rule reports, and report nothing else; no non-triggering example may
/// report; each correction's `before`, fixed, must be its `after`.
public protocol LintRule: Sendable {
  /// What the rule is and does: its id, severity, texts and examples.
  static var description: RuleDescription { get }

  /// The rule as `configuration` sets it up, once per lint.
  init(configuration: LintConfiguration)

  /// The hits in `subject`; a rule ignores subjects it does not check.
  func check(_ subject: LintSubject, context: LintContext) -> [RuleHit]
}

/// What a rule is and does, as `paysheet rules`, SARIF rule lists and the tests read it.
///
/// The examples are declared beside the rule, as SwiftLint's are, and built when they are
/// read: `paysheet rules`, `paysheet lint --help`, the rule documentation and the tests read
/// them, a lint never does. Building every rule's examples took 10 million instructions at
/// the start of every lint, a sixth of what an empty catalog's lint cost.
public struct RuleDescription: Sendable {
  /// Kebab-case, stable: configuration files and SARIF consumers refer to it.
  public let id: String
  public let defaultSeverity: Severity
  /// Whether the rule runs when the configuration does not name it; a rule whose findings
  /// are often a matter of judgement is on only when asked for.
  public let isEnabledByDefault: Bool
  /// One line, shown in SARIF rule lists, `paysheet rules` and `paysheet lint --help`.
  public let summary: String
  /// What the rule checks and why, in paragraphs, for `paysheet rules ID`.
  public let details: String
  private let triggering: @Sendable () -> [RuleExample]
  private let nonTriggering: @Sendable () -> [RuleExample]
  private let correcting: @Sendable () -> [RuleCorrection]

  /// Inputs the rule reports, each marking with `↓` every place it reports.
  public var triggeringExamples: [RuleExample] { triggering() }
  /// Inputs the rule passes.
  public var nonTriggeringExamples: [RuleExample] { nonTriggering() }
  /// For a rule that fixes: inputs with the `↓`-marked texts `--fix` changes, and what it
  /// writes.
  public var corrections: [RuleCorrection] { correcting() }

  public init(
    id: String, defaultSeverity: Severity, isEnabledByDefault: Bool = true, summary: String,
    details: String,
    triggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample],
    nonTriggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample],
    corrections: @autoclosure @escaping @Sendable () -> [RuleCorrection] = []
  ) {
    self.id = id
    self.defaultSeverity = defaultSeverity
    self.isEnabledByDefault = isEnabledByDefault
    self.summary = summary
    self.details = details
    triggering = triggeringExamples
    nonTriggering = nonTriggeringExamples
    correcting = corrections
  }
}

/// A fix a rule makes: the input before, with `↓` at each text that changes, and after.
public struct RuleCorrection: Sendable {
  public let before: RuleExample
  public let after: RuleExample

  public init(_ before: RuleExample, _ after: RuleExample) {
    self.before = before
    self.after = after
  }
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

/// A catalog rule whose findings `--fix` mends without changing what a text says.
package protocol CorrectingRule: CatalogRule {
  /// When the fix runs among the others.
  static var correctionStage: CorrectionStage { get }

  /// `value`, the text of `unit` (or an earlier fix of it) whose source is `source`, among
  /// the texts of `language` in `key`, as `--fix` writes it: what the rule reports mended,
  /// nothing else; `value` itself when the rule reports nothing.
  func corrected(
    _ value: String, unit: CatalogUnit, source: CatalogUnit, in language: LintedKey.Language,
    of key: LintedKey
  ) -> String
}

/// The order fixes run in: a fix that restores characters comes before one that judges
/// them (`\t` typed as text becomes a tab, which a spacing fix may then drop).
package enum CorrectionStage: Int, Comparable, Sendable {
  case characters
  case spacing

  package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
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

/// A small input that documents a rule: a catalog or sheet as JSON text, an XLIFF a
/// translator returns, or names.
public struct RuleExample: Sendable, CustomStringConvertible {
  public enum Source: Sendable {
    /// The text of an `.xcstrings` file.
    case catalog(String)
    /// The text of a sheet `.json` file.
    case sheet(String)
    /// The text of an XLIFF 1.2 file, each `<file>` linted as the catalog it stands for, as
    /// `paysheet lint` reads a translator's `.xliff`.
    case xliff(String)
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
  /// the `{` of an object, first inside a string for a finding at that string, before the
  /// `<` of an XLIFF element (`↓<target`) for a finding at that element, or first in a
  /// merchant name for a finding at that name. The tests check that a rule reports
  /// exactly the marked places.
  public static let marker: Unicode.Scalar = "↓"

  /// The example's text without its markers, as it is linted.
  public var text: String? {
    switch source {
    case .catalog(let text), .sheet(let text), .xliff(let text): Self.unmarked(text)
    case .merchantNames: nil
    }
  }

  /// The merchant names without their markers, as they are linted.
  public var names: [String] {
    guard case .merchantNames(let names) = source else { return [] }
    return names.map(Self.unmarked)
  }

  /// Where the name at `index` of a names example is declared: line `index + 1`, as a
  /// configuration lists names one a line.
  package static func namePosition(_ index: Int) -> SourcePosition {
    SourcePosition(line: index + 1, column: 1, offset: 0)
  }

  private static func unmarked(_ text: String) -> String {
    var plain = String.UnicodeScalarView()
    plain.append(contentsOf: text.unicodeScalars.filter { $0 != marker })
    return String(plain)
  }

  /// A catalog with one key, in `sourceLanguage` "en".
  ///
  /// - Parameter localizations: language code to the JSON of its localization object.
  package static func catalog(
    key: String = "summary.tip", comment: String? = nil, _ localizations: [(String, String)],
    locales: [String] = [], line: UInt = #line
  ) -> RuleExample {
    catalog(keys: [(key, comment, localizations)], locales: locales, line: line)
  }

  /// A catalog with several keys: key, comment, and language code to localization JSON.
  package static func catalog(
    keys: [(String, String?, [(String, String)])], locales: [String] = [], line: UInt = #line
  ) -> RuleExample {
    let entries = keys.map { key, comment, localizations in
      let body = localizations.map { "\(XcodeJSONWriter.quoted($0.0)) : \($0.1)" }.joined(
        separator: ",\n")
      let commentMember = comment.map { "\"comment\" : \(XcodeJSONWriter.quoted($0)),\n" } ?? ""
      return
        "\(XcodeJSONWriter.quoted(key)) : {\n\(commentMember)\"localizations\" : {\n\(body)\n}\n}"
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

  /// One `<trans-unit>` of an XLIFF example: its id (the key), source, target with the
  /// target's `state` and `state-qualifier`, and the developer's note (Xcode's "No comment
  /// provided by engineer." when there is none). A target written with `↓` first is marked
  /// at its `<target` element, where findings on it land.
  package struct XLIFFText: Sendable {
    package var id: String
    package var source: String
    package var target: String
    package var qualifier: String?
    package var state: String
    package var note: String?

    package init(
      _ id: String, _ source: String, _ target: String, qualifier: String? = nil,
      state: String = "translated", note: String? = nil
    ) {
      self.id = id
      self.source = source
      self.target = target
      self.qualifier = qualifier
      self.state = state
      self.note = note
    }
  }

  /// An XLIFF 1.2 file as Xcode exports a catalog for translation: one `<file>` from "en"
  /// to `language`, one `<trans-unit>` per text, each on lines of its own.
  package static func xliff(
    language: String, _ texts: [XLIFFText], locales: [String] = [], line: UInt = #line
  ) -> RuleExample {
    let marker = String(Character(RuleExample.marker))
    let element = MarkupEscaper.xmlText.escape
    let attribute = MarkupEscaper.xmlAttribute.escape
    let units = texts.map { text in
      let marked = text.target.hasPrefix(marker)
      let target = marked ? String(text.target.dropFirst()) : text.target
      let qualifier = text.qualifier.map { " state-qualifier=\"\(attribute($0))\"" } ?? ""
      let note = text.note.map(element) ?? "No comment provided by engineer."
      return """
              <trans-unit id="\(attribute(text.id))" xml:space="preserve">
                <source>\(element(text.source))</source>
                \(marked ? marker : "")<target state="\(attribute(text.state))"\(qualifier)>\(element(target))</target>
                <note>\(note)</note>
              </trans-unit>
        """
    }
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="App/Localizable.xcstrings" source-language="en" target-language="\(attribute(language))" datatype="plaintext">
          <body>
      \(units.joined(separator: "\n"))
          </body>
        </file>
      </xliff>
      """
    return RuleExample(.xliff(text), locales: locales, line: line)
  }

  /// The JSON of a translated string unit.
  package static func unit(_ value: String, state: String = "translated") -> String {
    "{ \"stringUnit\" : { \"state\" : \"\(state)\", \"value\" : \(XcodeJSONWriter.quoted(value)) } }"
  }

  /// The JSON of plural variations, category to value.
  ///
  /// - Parameter marked: whether to mark the variations object, where a finding about the
  ///   forms as a whole (one missing) lands.
  package static func plural(_ forms: [(String, String)], marked: Bool = false) -> String {
    let members = forms.map { "\"\($0.0)\" : \(unit($0.1))" }.joined(separator: ", ")
    let mark = marked ? String(Character(RuleExample.marker)) : ""
    return "{ \"variations\" : \(mark){ \"plural\" : { \(members) } } }"
  }

  public var description: String {
    switch source {
    case .catalog(let text), .sheet(let text), .xliff(let text): return text
    case .merchantNames: return names.description
    }
  }
}
