import PaySheetKit

/// Leading, trailing or doubled spaces, tabs, or line breaks in a one-line string.
///
/// Every line of a payment sheet is one line: a stray space shifts the label, a line break
/// pushes the amount out of its row. A key whose source text has a line break is taken to
/// be multi-line on purpose, and its line breaks are not reported.
public struct WhitespaceRule: LintRule {
  public static let id = "whitespace"
  public static let defaultSeverity = Severity.warning
  public static let summary =
    "A one-line string has leading, trailing or doubled spaces, tabs or line breaks."

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
  ]

  public init() {}

  public func check(_ subject: LintSubject, context: LintContext) -> [RuleHit] {
    guard case .catalog(let catalog) = subject else { return [] }
    var hits: [RuleHit] = []
    for (key, entry) in catalog.strings {
      let sourceUnits = catalog.units(key: key, language: catalog.sourceLanguage)
      let multiLine = sourceUnits.contains {
        $0.value.unicodeScalars.contains(where: Self.isLineBreak)
      }
      for language in entry.localizations.keys {
        for unit in catalog.units(key: key, language: language) {
          for problem in Self.problems(in: unit.value, multiLine: multiLine) {
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

  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": return true
    default: return false
    }
  }

  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
  }

  static func describe(_ scalar: Unicode.Scalar) -> String {
    isLineBreak(scalar) ? "a line break" : scalar == "\t" ? "a tab" : "a space"
  }

  /// What is wrong with the spacing of `text`, one phrase per kind of problem.
  static func problems(in text: String, multiLine: Bool) -> [String] {
    let scalars = Array(text.unicodeScalars)
    var problems: [String] = []
    if let first = scalars.first, isSpace(first) || (!multiLine && isLineBreak(first)) {
      problems.append("starts with \(describe(first)) (\(Quote.scalar(first)))")
    }
    if scalars.count > 1, let last = scalars.last,
      isSpace(last) || (!multiLine && isLineBreak(last))
    {
      problems.append("ends with \(describe(last)) (\(Quote.scalar(last)))")
    }
    if zip(scalars, scalars.dropFirst()).contains(where: {
      isSpace($0) && isSpace($1) && $0 != "\t" && $1 != "\t"
    }) {
      problems.append("has two spaces in a row")
    }
    if scalars.contains("\t") {
      problems.append("has a tab; use a space")
    }
    if !multiLine, scalars.dropFirst().dropLast().contains(where: isLineBreak) {
      problems.append("has a line break, but the line must stay on one line")
    }
    return problems
  }
}
