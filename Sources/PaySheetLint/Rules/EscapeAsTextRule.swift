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
      A source that has the same escape shows it on purpose (a text about code), and its
      translations are not reported. `--fix` replaces each escape with its character.
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

  /// An escape checked: what is typed, the character it stands for, and whether it is
  /// reported only where the source has that character (a line break where the source has
  /// none may be a choice; a backslash before a quote is shown whatever the source says).
  struct Escape {
    let typed: String
    let character: Character
    let name: String
    let needsCharacterInSource: Bool

    /// Whether a translation of `source` that has the escape shows it by mistake.
    func isMistake(in source: String) -> Bool {
      (!needsCharacterInSource || source.contains(character)) && !source.contains(typed)
    }
  }

  static let escapes: [Escape] = [
    Escape(typed: "\\n", character: "\n", name: "a line break", needsCharacterInSource: true),
    Escape(typed: "\\t", character: "\t", name: "a tab", needsCharacterInSource: true),
    Escape(typed: "\\'", character: "'", name: "no such escape", needsCharacterInSource: false),
    Escape(typed: "\\\"", character: "\"", name: "no such escape", needsCharacterInSource: false),
  ]

  package static let texts = CheckedTexts.translations

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    // Nearly no text has a backslash, and searching each for every escape was 7% of a lint.
    guard let source = text.source, text.value.containsByte(UInt8(ascii: "\\")) else {
      return []
    }
    return Self.escapes.filter {
      text.value.contains($0.typed) && $0.isMistake(in: source.value)
    }.map { TextProblem(.typedAsText($0), quoting: .markingPart($0.typed)) }
  }
}

extension Finding.Message {
  fileprivate static func typedAsText(_ escape: EscapeAsTextRule.Escape) -> Finding.Message {
    "has '\(escape.typed)' typed as text where the source has \(escape.name)"
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
    for escape in escapes where escape.isMistake(in: source) {
      text = text.replacingAll(escape.typed, with: String(escape.character))
    }
    return text
  }
}
