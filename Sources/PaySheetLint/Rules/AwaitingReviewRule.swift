import PaySheetKit

/// A translation that has text but is still marked `new` or `needs_review`.
public struct AwaitingReviewRule: TextRule {
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
      language's states are the developer's, not a translator's. Keys Xcode marked `stale`
      are not asked for reviews (`stale-key` counts them).
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
      .catalog(
        keys: [
          (
            "status.pending", nil,
            [
              ("en", RuleExample.unit("Pending")),
              ("de", RuleExample.unit("Ausstehend", state: "new")),
            ]
          )
        ], stale: ["status.pending"]),
    ])

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.translations

  package func checks(_ key: LintedKey, in catalog: LintedCatalog, context: LintContext) -> Bool {
    // A stale key's review is not due: the code no longer names it (`stale-key` counts them).
    !key.isStale && MissingTranslationRule.hasWords(key.sourceUnits)
  }

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    guard !text.value.isEmpty, let state = text.unit.unit.state,
      state == "new" || state == "needs_review"
    else { return [] }
    // A platform word's unverified text is unverified-platform-word's to report.
    if StringCatalog.isPlatformKey(text.key.key), state == StringCatalog.unverifiedState {
      return []
    }
    return [TextProblem(.awaitsReview(state))]
  }
}

extension Finding.Message {
  fileprivate static func awaitsReview(_ state: String) -> Finding.Message {
    "is marked \(state): it awaits review"
  }
}
