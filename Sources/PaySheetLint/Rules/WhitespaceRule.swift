import PaySheetKit

/// Leading, trailing or doubled spaces, tabs, or line breaks in a one-line string.
public struct WhitespaceRule: LintRule {
  public static let id = "whitespace"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "A one-line string has leading, trailing or doubled spaces, tabs or line breaks."
  /// What the rule checks and why, as `paysheet rules` prints it.
  public static let details = """
    Leading, trailing or doubled spaces, tabs, or line breaks in a one-line string.

    Every line of a payment sheet is one line: a stray space shifts the label, a line break
    pushes the amount out of its row. A key whose source text has a line break is taken to
    be multi-line on purpose, and its line breaks are not reported. A translation is held to
    its source: spacing the source has too (a storyboard's leading tab, a space before a
    token) is not the translator's doing, and the source's own is reported once, on the
    source.
    """

  public static let triggeringExamples: [RuleExample] = [
    .catalog([("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("Trinkgeld "))]),
    .catalog([("en", RuleExample.unit(" Tip"))]),
    .catalog(
      key: "summary.giftWrap",
      [("en", RuleExample.unit("Gift Wrap")), ("fr", RuleExample.unit("Emballage  cadeau"))]),
    .catalog(
      key: "summary.giftWrap",
      [("en", RuleExample.unit("Gift Wrap")), ("fr", RuleExample.unit("Emballage\ncadeau"))]),
    .catalog(key: "summary.giftWrap", [("en", RuleExample.unit("Gift\tWrap"))]),
    .catalog([("en", RuleExample.unit(" Tip")), ("de", RuleExample.unit(" Trinkgeld "))]),
  ]

  public static let nonTriggeringExamples: [RuleExample] = [
    .catalog(
      key: "summary.giftWrap",
      [("en", RuleExample.unit("Gift Wrap")), ("fr", RuleExample.unit("Emballage cadeau"))]),
    .catalog(
      key: "total.estimated",
      [("en", RuleExample.unit("%@ (Estimated)")), ("fr", RuleExample.unit("%@ (estimation)"))]),
    .catalog(
      key: "terms",
      [
        ("en", RuleExample.unit("Line one\nLine two")),
        ("de", RuleExample.unit("Zeile eins\nZeile zwei")),
      ]),
    .catalog(
      key: "\tLeft to Right",
      [
        ("de", RuleExample.unit("\tLinks nach rechts")),
        ("fr", RuleExample.unit("\tDe gauche à droite")),
      ]),
    .catalog(
      key: "BgM-ve-c93.title",
      comment: #"Class = "NSMenuItem"; title = "\tLeft to Right"; ObjectID = "BgM-ve-c93";"#,
      [("de", RuleExample.unit("\tLinks nach rechts"))]),
  ]

  public init() {}

  public func check(_ subject: LintSubject, context: LintContext) -> [RuleHit] {
    guard case .catalog(let catalog) = subject else { return [] }
    var hits: [RuleHit] = []
    for (key, entry) in catalog.strings {
      let sourceUnits = catalog.sourceUnits(key: key)
      let multiLine = Self.isMultiLine(sourceUnits)
      for language in entry.localizations.keys {
        let isSource = language == catalog.sourceLanguage
        for unit in catalog.units(key: key, language: language) {
          var shared = Set<Problem>()
          if !isSource, let source = catalog.sourceUnit(for: unit, in: sourceUnits) {
            shared = Set(Self.problems(in: source.value, multiLine: multiLine).map(\.kind))
          }
          for problem in Self.problems(in: unit.value, multiLine: multiLine)
          where !shared.contains(problem.kind) {
            let problem = problem.phrase
            let place = unit.variationPath.isEmpty ? "" : " (\(unit.variationPath))"
            hits.append(
              RuleHit(
                at: unit.position, key: key, language: language,
                "the \(language) text\(place) \(Quote.text(unit.value)) \(problem)"))
          }
        }
      }
    }
    return hits
  }

  /// A source this long is body text rather than a one-line label.
  static let bodyTextLength = 50

  /// Whether a key's texts may run over several lines: body text (a source of 50
  /// characters or more, or one with a line break) may be broken into lines by a
  /// translator; a label may not.
  static func isMultiLine(_ sourceUnits: [CatalogUnit]) -> Bool {
    sourceUnits.contains {
      $0.value.unicodeScalars.contains(where: isLineBreak) || $0.value.count >= bodyTextLength
    }
  }

  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": return true
    default: return false
    }
  }

  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar == " " || scalar == "\t" }
    return scalar.value == 0xA0 || scalar.properties.generalCategory == .spaceSeparator
  }

  static func describe(_ scalar: Unicode.Scalar) -> String {
    isLineBreak(scalar) ? "a line break" : scalar == "\t" ? "a tab" : "a space"
  }

  /// A kind of spacing problem; a translation that shares a kind with its source is not at fault.
  enum Problem: Hashable {
    case leading, trailing, doubled, tab, lineBreak
  }

  /// What is wrong with the spacing of `text`, one phrase per kind of problem.
  static func problems(in text: String, multiLine: Bool) -> [(kind: Problem, phrase: String)] {
    let scalars = Array(text.unicodeScalars)
    var problems: [(kind: Problem, phrase: String)] = []
    // Line breaks at either end are edge-line-breaks' to report, against the source's.
    if let first = scalars.first, isSpace(first) {
      problems.append((.leading, "starts with \(describe(first)) (\(Quote.scalar(first)))"))
    }
    if scalars.count > 1, let last = scalars.last, isSpace(last) {
      problems.append((.trailing, "ends with \(describe(last)) (\(Quote.scalar(last)))"))
    }
    if zip(scalars, scalars.dropFirst()).contains(where: {
      isSpace($0) && isSpace($1) && $0 != "\t" && $1 != "\t"
    }) {
      problems.append((.doubled, "has two spaces in a row"))
    }
    // A tab at either end is already reported as the start or end.
    if scalars.dropFirst().dropLast().contains("\t") {
      problems.append((.tab, "has a tab; use a space"))
    }
    let inner = scalars.drop { isSpace($0) || isLineBreak($0) }.reversed()
      .drop { isSpace($0) || isLineBreak($0) }
    if !multiLine, inner.contains(where: isLineBreak) {
      problems.append((.lineBreak, "has a line break, but the line must stay on one line"))
    }
    return problems
  }
}
