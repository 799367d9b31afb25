import PaySheetKit

/// A platform word whose text no device confirmed.
public struct UnverifiedPlatformWordRule: TextRule {
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

  package static let texts = CheckedTexts.everyLanguage
  package static let opening = TextOpening(lead: "unverified: ", noun: "platform word")

  package func checks(_ key: LintedKey, in catalog: LintedCatalog, context: LintContext) -> Bool {
    StringCatalog.isPlatformKey(key.key)
  }

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    guard text.unit.unit.state == StringCatalog.unverifiedState else { return [] }
    return [TextProblem(.notFromADevice)]
  }
}

extension Finding.Message {
  fileprivate static let notFromADevice: Finding.Message =
    "was not taken from a device; reports show it as unverified"
}
