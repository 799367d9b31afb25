import PaySheetKit

/// A text marked translated whose value is empty while its source has text.
public struct EmptyTranslationRule: CatalogRule {
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

  package func check(_ catalog: LintedCatalog, context: LintContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    catalog.forEachTranslation { unit, source in
      guard unit.isMarkedTranslated, unit.value.isEmpty, !source.value.isEmpty else { return }
      hits.append(
        RuleHit(
          at: unit.position, key: unit.key, language: unit.language,
          "the \(unit.language) text\(unit.placeLabel) is empty but marked translated; the source is \(Quote.text(source.value))"
        ))
    }
    return hits
  }
}
