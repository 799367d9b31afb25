import PaySheetKit

/// An escape typed as text: `\n` or `\t` where the source has the character, `\'` or `\"`
/// where the source has no such escape.
public struct EscapeAsTextRule: TextRule {
  public static let description = RuleDescription(
    id: "escape-as-text",
    defaultSeverity: .error,
    summary:
      "A translation has \\n, \\t, \\' or \\\" typed as text, which its source does not have.",
    details: """
      An escape typed as text: a translation shows `\\n` or `\\t` literally where its source has
      a line break or a tab, or `\\'` or `\\"` (a quote escaped as in code: "Options
      d\\'affichage") where its source has no such escape.

      The catalog holds the character itself; a backslash and a letter are shown as they are.
      A `\\n` or `\\t` in a translation whose source has no line break or tab is shown as
      written too ("Hallo\\nWelt" for "Hello world"), and is reported unless the source has a
      backslash of its own (a path, a text about code). A source that has the same escape
      shows it on purpose (a text about code), and its translations are not reported.
      `--fix` replaces each escape with its character where the source has that character;
      where it has none, what the translator meant (a break, a space) is theirs to choose.
      """,
    triggeringExamples: [
      .catalog([
        ("en", RuleExample.unit("Line one\nLine two")),
        ("de", RuleExample.unit("↓Zeile eins\\nZeile zwei")),
      ]),
      .catalog([
        ("en", RuleExample.unit("Display Options")),
        ("fr", RuleExample.unit("↓Options d\\'affichage")),
      ]),
      // The source has no break: the app shows "\n" as typed.
      .catalog([
        ("en", RuleExample.unit("Card saved for next time")),
        ("de", RuleExample.unit("↓Karte gespeichert\\nfür das nächste Mal")),
      ]),
      .catalog([
        ("en", RuleExample.unit("Total due today")),
        ("fr", RuleExample.unit("↓Total dû\\taujourd’hui")),
      ]),
      .catalog([
        ("en", RuleExample.unit("Tap “Pay” to continue")),
        ("de", RuleExample.unit("↓Tippe auf \\\"Bezahlen\\\", um fortzufahren")),
      ]),
    ],
    nonTriggeringExamples: [
      .catalog([
        ("en", RuleExample.unit("Line one\nLine two")),
        ("de", RuleExample.unit("Zeile eins\nZeile zwei")),
      ]),
      .catalog([
        ("en", RuleExample.unit("Type \\n for a new line")),
        ("de", RuleExample.unit("\\n für eine neue Zeile")),
      ]),
      .catalog([
        ("en", RuleExample.unit("Display Options")),
        ("fr", RuleExample.unit("Options d'affichage")),
      ]),
      // A source with a backslash of its own (a path) may be shown with others.
      .catalog([
        ("en", RuleExample.unit("Saved in C:\\Receipts")),
        ("de", RuleExample.unit("Gespeichert in C:\\Receipts\\neu")),
      ]),
      .catalog([
        ("en", RuleExample.unit("Write \\\" in a JSON string")),
        ("de", RuleExample.unit("Schreibe \\\" in einem JSON-Text")),
      ]),
    ],
    corrections: [
      RuleCorrection(
        .catalog([
          ("en", RuleExample.unit("Line one\nLine two")),
          ("de", RuleExample.unit("↓Zeile eins\\nZeile zwei")),
        ]),
        .catalog([
          ("en", RuleExample.unit("Line one\nLine two")),
          ("de", RuleExample.unit("Zeile eins\nZeile zwei")),
        ])),
      RuleCorrection(
        .catalog([
          ("en", RuleExample.unit("Display Options")),
          ("fr", RuleExample.unit("↓Options d\\'affichage")),
        ]),
        .catalog([
          ("en", RuleExample.unit("Display Options")),
          ("fr", RuleExample.unit("Options d'affichage")),
        ])),
    ])

  public init(configuration: LintConfiguration) {}

  /// An escape checked: what is typed, the character it stands for, and whether it stands
  /// for a break or tab (fixed only where the source has that character; a backslash before
  /// a quote is shown whatever the source says, and is always fixed).
  struct Escape {
    let typed: String
    let character: Character
    let name: String
    let isWhitespace: Bool

    /// Whether a translation of `source` that has the escape shows it by mistake: the
    /// source does not show it too, and for a break or a tab, the source has the character
    /// or no backslash at all (one in a path, "C:\\Receipts", may be followed by an `n`).
    func isMistake(in source: String) -> Bool {
      guard !source.contains(typed) else { return false }
      return !isWhitespace || source.contains(character) || !source.contains("\\")
    }

    /// Whether `--fix` writes the character for the escape in a translation of `source`:
    /// a break or a tab only where the source has one.
    func isFixed(in source: String) -> Bool {
      isMistake(in: source) && (!isWhitespace || source.contains(character))
    }

    /// What the source has in the escape's place, for the message.
    func sourceHas(_ source: String) -> String {
      isWhitespace && !source.contains(character) ? "no \(name.dropFirst(2))" : name
    }
  }

  static let escapes: [Escape] = [
    Escape(typed: "\\n", character: "\n", name: "a line break", isWhitespace: true),
    Escape(typed: "\\t", character: "\t", name: "a tab", isWhitespace: true),
    Escape(typed: "\\'", character: "'", name: "no such escape", isWhitespace: false),
    Escape(typed: "\\\"", character: "\"", name: "no such escape", isWhitespace: false),
  ]

  package static let texts = CheckedTexts.translations

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    // Nearly no text has a backslash, and searching each for every escape was 7% of a lint.
    guard let source = text.source, text.value.containsByte(UInt8(ascii: "\\")) else {
      return []
    }
    return Self.escapes.filter {
      text.value.contains($0.typed) && $0.isMistake(in: source.value)
    }.map {
      TextProblem(.typedAsText($0, source: source.value), quoting: .markingPart($0.typed))
    }
  }
}

extension Finding.Message {
  fileprivate static func typedAsText(_ escape: EscapeAsTextRule.Escape, source: String)
    -> Finding.Message
  {
    let has = escape.sourceHas(source)
    let shown = has == escape.name ? "" : ": the app shows '\(escape.typed)' as written"
    return "has '\(escape.typed)' typed as text where the source has \(has)\(shown)"
  }
}

extension EscapeAsTextRule: CorrectingRule {
  package static let correctionStage = CorrectionStage.characters

  package func corrected(
    _ value: String, unit: CatalogUnit, source: CatalogUnit, in language: LintedKey.Language,
    of key: LintedKey
  ) -> String {
    Self.fixed(value, source: source.value)
  }

  /// The text with each escape typed as text replaced by its character, as `--fix` writes it.
  static func fixed(_ value: String, source: String) -> String {
    var text = value
    for escape in escapes where escape.isFixed(in: source) {
      text = text.replacingAll(escape.typed, with: String(escape.character))
    }
    return text
  }
}
