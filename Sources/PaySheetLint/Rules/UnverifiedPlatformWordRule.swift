import PaySheetKit

/// A platform word whose text no device confirmed.
public struct UnverifiedPlatformWordRule: LintRule {
  public static let description = RuleDescription(
    id: "unverified-platform-word",
    defaultSeverity: .note,
    summary:
      "A platform word's text in a language was not taken from a device (marked needs_review).",
    details: """
      A platform word (a `platform.*` key) whose text no device confirmed: the catalog marks
      it `needs_review`, and the report says so rather than passing a guess off as what the
      system shows.

      A note, never an error, even under `--strict`: the words are the system's, so there is
      nothing a translator can fix, only something a reader must not take as fact. A text an
      app's catalog gives for a platform word, marked translated, is the app's own and is not
      reported.
      """,
    triggeringExamples: [
      .catalog(
        key: "platform.pay",
        [
          ("en", RuleExample.unit("Pay %@")),
          ("de", RuleExample.unit("↓Zahlung: %@", state: "needs_review")),
        ]),
      .catalog(
        key: "platform.amountPendingMark",
        [("en", RuleExample.unit("…")), ("ja", RuleExample.unit("↓…", state: "needs_review"))]),
    ],
    nonTriggeringExamples: [
      .catalog(
        key: "platform.pay",
        [("en", RuleExample.unit("Pay %@")), ("de", RuleExample.unit("Zahlen: %@"))]),
      .catalog(
        key: "summary.tip",
        [("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("Trinkgeld", state: "new"))]),
    ])

  public init(configuration: LintConfiguration) {}

  public func check(_ subject: LintSubject, context: LintContext) -> [RuleHit] {
    guard case .catalog(let catalog) = subject else { return [] }
    var hits: [RuleHit] = []
    for (key, entry) in catalog.strings where StringCatalog.isPlatformKey(key) {
      for language in entry.localizations.keys {
        for unit in catalog.units(key: key, language: language)
        where unit.unit.state == StringCatalog.unverifiedState {
          hits.append(
            RuleHit(
              at: unit.position, key: key, language: language,
              "unverified: the \(language) platform word\(unit.placeLabel) \(Quote.text(unit.value)) was not taken from a device; reports show it as unverified"
            ))
        }
      }
    }
    return hits
  }
}
