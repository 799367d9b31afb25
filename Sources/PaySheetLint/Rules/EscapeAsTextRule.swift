import PaySheetKit

/// An escape (`\n`, `\t`) typed as text where the source has the character.
public struct EscapeAsTextRule: CatalogRule {
  public static let description = RuleDescription(
    id: "escape-as-text",
    defaultSeverity: .error,
    summary: "A translation has \\n or \\t typed as text where its source has the character.",
    details: """
      An escape typed as text: a translation shows `\\n` or `\\t` literally where its source has
      a line break or a tab.

      The catalog holds the character itself; a backslash and a letter are shown as they are.
      `--fix` replaces them with the character.
      """,
    triggeringExamples: [
      .catalog([
        ("en", RuleExample.unit("Line one\nLine two")),
        ("de", RuleExample.unit("↓Zeile eins\\nZeile zwei")),
      ])
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
        ]))
    ])

  public init(configuration: LintConfiguration) {}

  /// The escapes checked: what is typed and the character the source has.
  static let escapes: [(typed: String, character: Character, name: String)] = [
    ("\\n", "\n", "a line break"), ("\\t", "\t", "a tab"),
  ]

  package func check(_ catalog: LintedCatalog, context: LintContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    catalog.forEachTranslation { unit, source in
      // Nearly no text has a backslash, and searching each for every escape was 7% of a lint.
      guard unit.value.containsByte(UInt8(ascii: "\\")) else { return }
      for escape in Self.escapes
      where unit.value.contains(escape.typed) && source.value.contains(escape.character)
        && !source.value.contains(escape.typed)
      {
        hits.append(
          RuleHit(
            at: unit.position, key: unit.key, language: unit.language,
            "the \(unit.language) text\(unit.placeLabel) \(Quote.text(unit.value, marking: escape.typed)) has '\(escape.typed)' typed as text where the source has \(escape.name)"
          ))
      }
    }
    return hits
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
    for escape in escapes
    where source.contains(escape.character) && !source.contains(escape.typed) {
      text = text.replacingAll(escape.typed, with: String(escape.character))
    }
    return text
  }
}
