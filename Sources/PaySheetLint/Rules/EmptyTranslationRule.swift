import PaySheetKit

/// A text marked translated whose value is empty while its source has text.
public struct EmptyTranslationRule: TextRule {
  public static let description = RuleDescription(
    id: "empty-translation",
    defaultSeverity: .error,
    summary: "A text marked translated is empty where its source is not.",
    details: """
      A text marked translated whose value is empty while its source has text: the app shows
      nothing where the source shows words.
      """,
    triggeringExamples: [
      .catalog([("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("↓"))]),
      .catalog([
        ("en", RuleExample.plural([("one", "%lld Item"), ("other", "%lld Items")])),
        ("tr", RuleExample.plural([("one", "%lld öğe"), ("other", "↓")])),
      ]),
    ],
    nonTriggeringExamples: [
      .catalog([("en", RuleExample.unit("")), ("de", RuleExample.unit(""))]),
      .catalog([("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("Trinkgeld"))]),
    ])

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.translations

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    guard let source = text.source, text.unit.isMarkedTranslated, text.value.isEmpty,
      !source.value.isEmpty
    else { return [] }
    return [TextProblem(.emptyButTranslated(source: source.value), quoting: .none)]
  }
}

extension Finding.Message {
  fileprivate static func emptyButTranslated(source: String) -> Finding.Message {
    "is empty but marked translated; the source is \(Quote.text(source))"
  }
}
