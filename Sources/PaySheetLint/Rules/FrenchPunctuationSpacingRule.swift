import PaySheetKit

/// A French translation with no space before `:`, `;`, `!` or `?` (Canadian French: before
/// `:`).
public struct FrenchPunctuationSpacingRule: TextRule {
  public static let description = RuleDescription(
    id: "french-punctuation-spacing",
    defaultSeverity: .warning,
    summary: "A French translation has no space before : ; ! or ? (Canadian French: before :).",
    details: """
      French sets a space before the two-part punctuation marks: a no-break space (U+00A0)
      before `:`, and a narrow no-break space (U+202F) before `;`, `!` and `?`, as the
      Imprimerie nationale's rules and the Académie française give them; "Total:" is
      "Total :". Canadian French (`fr-CA`, as the Office québécois de la langue française
      gives it) sets the space before `:` only, and none before `;`, `!` and `?`.

      A text with any space there is not reported: a plain space is what most French
      translations type, and a payment sheet's lines do not wrap. A colon between digits,
      letters or placeholders ("10:30", "%@:%@", a link), a drive letter ("Lecteur C:") and
      a text the translator left in the source language are not French prose, and are
      passed over.

      `--fix` puts the no-break space of the mark where there is none; it never removes or
      replaces a space.
      """,
    triggeringExamples: [
      .catalog(
        key: "summary.total",
        [("en", RuleExample.unit("Total due:")), ("fr", RuleExample.unit("↓Total dû:"))]),
      .catalog(
        key: "pay.confirm",
        [
          ("en", RuleExample.unit("Pay now? Your card is charged today!")),
          ("fr", RuleExample.unit("↓Payer maintenant? Votre carte est débitée aujourd’hui!")),
        ]),
      .catalog(
        key: "pay.expires",
        [("en", RuleExample.unit("Expires: %@")), ("fr-CA", RuleExample.unit("↓Expire: %@"))]),
    ],
    nonTriggeringExamples: [
      .catalog(
        key: "pay.confirm",
        [
          ("en", RuleExample.unit("Pay now? Your card is charged today!")),
          (
            "fr",
            RuleExample.unit(
              "Payer maintenant\u{202F}? Votre carte est débitée aujourd’hui\u{202F}!")
          ),
          ("fr-CA", RuleExample.unit("Payer maintenant? Votre carte est débitée aujourd’hui!")),
        ]),
      .catalog(
        key: "summary.total",
        [
          ("en", RuleExample.unit("Total:")), ("fr", RuleExample.unit("Total :")),
          ("fr-CA", RuleExample.unit("Total\u{A0}:")), ("de", RuleExample.unit("Gesamt:")),
        ]),
      .catalog(
        key: "pickup.time",
        [
          ("en", RuleExample.unit("Pickup at 10:30, see https://acme.com")),
          ("fr", RuleExample.unit("Retrait à 10:30, voir https://acme.com")),
        ]),
      .catalog(
        key: "drive.open",
        [
          ("en", RuleExample.unit("Open Drive C: (%@:%@ left)")),
          ("fr", RuleExample.unit("Ouvrir le lecteur C: (%@:%@ restant)")),
        ]),
      .catalog(
        key: "app.name",
        [("en", RuleExample.unit("Pay!Now")), ("fr", RuleExample.unit("Pay!Now"))]),
    ],
    corrections: [
      RuleCorrection(
        .catalog(
          key: "pay.confirm",
          [
            ("en", RuleExample.unit("Total: pay now?")),
            ("fr", RuleExample.unit("↓Total: payer maintenant?")),
          ]),
        .catalog(
          key: "pay.confirm",
          [
            ("en", RuleExample.unit("Total: pay now?")),
            ("fr", RuleExample.unit("Total\u{A0}: payer maintenant\u{202F}?")),
          ])),
      RuleCorrection(
        .catalog(
          key: "pay.expires",
          [("en", RuleExample.unit("Expires: %@")), ("fr-CA", RuleExample.unit("↓Expire: %@"))]),
        .catalog(
          key: "pay.expires",
          [
            ("en", RuleExample.unit("Expires: %@")),
            ("fr-CA", RuleExample.unit("Expire\u{A0}: %@")),
          ])),
    ])

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.translations

  /// The marks `language` sets a space before, or none when it is no French.
  static func spacedMarks(_ language: String) -> Set<Unicode.Scalar> {
    guard UnchangedTranslationRule.base(language) == "fr" else { return [] }
    let region = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).dropFirst()
    return region.contains("CA") ? [":"] : [":", ";", "!", "?"]
  }

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    guard text.languageBase == "fr" else { return [] }
    let marks = Self.spacedMarks(text.languageCode)
    guard !marks.isEmpty, let source = text.source, text.unit.isMarkedTranslated,
      text.value != source.value
    else { return [] }
    let places = Self.unspaced(text.value, marks: marks)
    guard let first = places.first else { return [] }
    let scalars = Array(text.value.unicodeScalars)
    let shown = Set(places.map { scalars[$0] }).sorted().map { "'\($0)'" }
    return [
      TextProblem(
        .noSpace(before: shown, canadian: marks.count == 1), quoting: .marking(first..<(first + 1)))
    ]
  }

  /// The scalar offsets of the marks of `marks` in `text` that follow a letter, digit,
  /// closing quote or bracket or a placeholder with no space between.
  static func unspaced(_ text: String, marks: Set<Unicode.Scalar>) -> [Int] {
    let scalars = Array(text.unicodeScalars)
    let links = TextMarks.links(in: text).map(\.range)
    var found: [Int] = []
    for index in scalars.indices.dropFirst() where marks.contains(scalars[index]) {
      let mark = scalars[index]
      let before = scalars[index - 1]
      let after: Unicode.Scalar = index + 1 < scalars.count ? scalars[index + 1] : " "
      guard !before.properties.isWhitespace, !marks.contains(before), before != "!",
        before != "?", !links.contains(where: { $0.contains(index) })
      else { continue }
      // "10:30", "C:\", "Pay!Now", "?=", "!=", "%@:%@": no French prose around the mark.
      if after.properties.isAlphabetic || TextMarks.isDigit(after)
        || "\\/=!?%".unicodeScalars.contains(after)
      {
        continue
      }
      // A drive letter: "Lecteur C:".
      if mark == ":", before.properties.isUppercase,
        index < 2 || !scalars[index - 2].properties.isAlphabetic
      {
        continue
      }
      guard
        before.properties.isAlphabetic || TextMarks.isDigit(before)
          || "»”’\")]@%".unicodeScalars.contains(before) || before.properties.isEmojiPresentation
      else { continue }
      found.append(index)
    }
    return found
  }

  /// The space French sets before `mark`.
  static func space(before mark: Unicode.Scalar) -> Unicode.Scalar {
    mark == ":" ? "\u{A0}" : "\u{202F}"
  }
}

extension FrenchPunctuationSpacingRule: CorrectingRule {
  package static let correctionStage = CorrectionStage.spacing

  package func corrected(
    _ value: String, unit: CatalogUnit, source: CatalogUnit, in language: LintedKey.Language,
    of key: LintedKey
  ) -> String {
    let marks = Self.spacedMarks(language.language)
    guard !marks.isEmpty, unit.isMarkedTranslated, value != source.value else { return value }
    return Self.fixed(value, marks: marks)
  }

  /// `value` with the space French sets before each mark that has none, as `--fix`
  /// writes it.
  static func fixed(_ value: String, marks: Set<Unicode.Scalar>) -> String {
    let places = Set(unspaced(value, marks: marks))
    guard !places.isEmpty else { return value }
    var text = String.UnicodeScalarView()
    for (index, scalar) in value.unicodeScalars.enumerated() {
      if places.contains(index) { text.append(space(before: scalar)) }
      text.append(scalar)
    }
    return String(text)
  }
}

extension Finding.Message {
  fileprivate static func noSpace(before marks: [String], canadian: Bool) -> Finding.Message {
    canadian
      ? "has no space before \(marks.joined(separator: ", ")); Canadian French sets a no-break space before ':'"
      : "has no space before \(marks.joined(separator: ", ")); French sets a no-break space before ':' and a narrow one before ';', '!' and '?'"
  }
}
