import PaySheetKit

/// A translation that has text but is still marked `new` or `needs_review`.
public struct AwaitingReviewRule: CatalogRule {
  public static let description = RuleDescription(
    id: "awaiting-review",
    defaultSeverity: .warning,
    summary: "A translation has text but is still marked new or needs review.",
    details: """
      A translation that has text but is still marked `new` or `needs_review`: the app shows
      it, and a reviewer has yet to confirm it. A language with no text at all is
      `missing-translation`'s, an error; this is a warning, so that a team can gate merges on
      missing texts and still see what awaits review. Anytype's catalog has some 12,000 texts
      awaiting review, each of which the app shows.

      A platform word (`platform.*`) marked `needs_review` is a text no device confirmed, not
      an unfinished translation: `unverified-platform-word` reports it, as a note. The source
      language's states are the developer's, not a translator's.
      """,
    triggeringExamples: [
      .catalog([
        ("en", RuleExample.unit("Tip")),
        ("de", RuleExample.unit("↓Trinkgeld", state: "needs_review")),
      ]),
      .catalog([
        ("en", RuleExample.unit("Tip")), ("fr", RuleExample.unit("↓Pourboire", state: "new")),
      ]),
      .catalog([
        ("en", RuleExample.plural([("one", "%lld Item"), ("other", "%lld Items")])),
        (
          "fr",
          "{ \"variations\" : { \"plural\" : { \"one\" : \(RuleExample.unit("↓%lld article", state: "new")), \"other\" : \(RuleExample.unit("%lld articles")) } } }"
        ),
      ]),
    ],
    nonTriggeringExamples: [
      .catalog([("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("Trinkgeld"))]),
      .catalog([("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("", state: "new"))]),
      .catalog(
        key: "platform.pay",
        [
          ("en", RuleExample.unit("Pay %@")),
          ("de", RuleExample.unit("Zahlen: %@", state: "needs_review")),
        ]),
      .catalog([
        ("en", RuleExample.unit("Tip", state: "new")), ("de", RuleExample.unit("Trinkgeld")),
      ]),
    ])

  public init(configuration: LintConfiguration) {}

  package func check(_ catalog: LintedCatalog, context: LintContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    for key in catalog.keys where MissingTranslationRule.hasWords(key.sourceUnits) {
      for language in key.translations {
        for (unit, _) in language.units where !unit.value.isEmpty {
          guard let state = unit.unit.state, state == "new" || state == "needs_review" else {
            continue
          }
          // A platform word's unverified text is unverified-platform-word's to report.
          if StringCatalog.isPlatformKey(key.key), state == StringCatalog.unverifiedState {
            continue
          }
          hits.append(
            RuleHit(
              at: unit.position, key: key.key, language: language.language,
              "the \(language.language) text\(unit.placeLabel) \(Quote.text(unit.value)) is marked \(state): it awaits review"
            ))
        }
      }
    }
    return hits
  }
}
