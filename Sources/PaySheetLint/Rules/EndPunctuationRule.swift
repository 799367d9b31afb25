import PaySheetKit

/// A translation that does not end as its source does: a full stop, question mark, colon
/// or ellipsis dropped or changed, in any script's form.
public struct EndPunctuationRule: TextRule {
  public static let description = RuleDescription(
    id: "end-punctuation",
    defaultSeverity: .warning,
    summary:
      "A translation drops or changes the full stop, question mark, colon or ellipsis its source ends with.",
    details: """
      A source that ends in a full stop, a question mark, a colon or an ellipsis is held
      to it: "Status:" written "Estado" loses the colon that introduces the value beside
      it, "Export…" written "Exporter" no longer says that a dialog follows, "Loading…"
      written "Chargement.." shows two dots.

      Each script's own form counts as the same mark: `。` `।` `۔` `։` are full stops, `？`
      `؟` question marks (Greek writes `;`, Japanese may end a question with `か。`,
      Armenian puts `՞` on the stressed word), `：` a colon, `…` `...` `⋯` an ellipsis;
      closing quotes and brackets after the mark do not matter. Spanish `¿…?` ends in `?`.

      What is a matter of style is not reported: a translation that adds a mark its source
      lacks (a Korean sentence ending in `.`, a French question for "How it works"), an
      exclamation mark softened to a full stop or dropped, or the other way round. Thai
      writes no full stop, and Chinese, Japanese and Korean labels often leave out `。`,
      so a missing full stop in those languages is not reported either.
      """,
    triggeringExamples: [
      .catalog(
        key: "field.status",
        [("en", RuleExample.unit("Status:")), ("es", RuleExample.unit("↓Estado"))]),
      .catalog(
        key: "action.export",
        [("en", RuleExample.unit("Export…")), ("fr", RuleExample.unit("↓Exporter"))]),
      .catalog(
        key: "state.loading",
        [("en", RuleExample.unit("Loading…")), ("de", RuleExample.unit("↓Wird geladen.."))]),
      .catalog(
        key: "pay.confirm",
        [
          ("en", RuleExample.unit("Pay now?")),
          ("ar", RuleExample.unit("↓ادفع الآن.")),
          ("zh-Hans", RuleExample.unit("↓立即付款。")),
        ]),
      .catalog(
        key: "pay.note",
        [
          ("en", RuleExample.unit("The card is charged today.")),
          ("nl", RuleExample.unit("↓De kaart wordt vandaag belast")),
        ]),
    ],
    nonTriggeringExamples: [
      .catalog(
        key: "pay.confirm",
        [
          ("en", RuleExample.unit("Pay now?")), ("ar", RuleExample.unit("ادفع الآن؟")),
          ("el", RuleExample.unit("Πληρωμή τώρα;")), ("es", RuleExample.unit("¿Pagar ahora?")),
          ("ja", RuleExample.unit("今すぐ支払いますか。")), ("hy", RuleExample.unit("Վճարե՞լ հիմա։")),
          ("zh-Hans", RuleExample.unit("立即付款？")),
        ]),
      .catalog(
        key: "pay.note",
        [
          ("en", RuleExample.unit("The card is charged today.")),
          ("hi", RuleExample.unit("कार्ड से आज शुल्क लिया जाएगा।")),
          ("th", RuleExample.unit("บัตรจะถูกเรียกเก็บเงินวันนี้")),
          ("ja", RuleExample.unit("本日カードに請求されます")),
          ("ur", RuleExample.unit("کارڈ سے آج رقم لی جائے گی۔")),
          ("hy", RuleExample.unit("Քարտից գումարը կգանձվի այսօր։")),
        ]),
      .catalog(
        key: "field.status",
        [
          ("en", RuleExample.unit("Status:")), ("fr", RuleExample.unit("Statut :")),
          ("zh-Hans", RuleExample.unit("状态：")),
        ]),
      .catalog(
        key: "action.export",
        [
          ("en", RuleExample.unit("Export…")), ("de", RuleExample.unit("Exportieren ...")),
          ("zh-Hans", RuleExample.unit("导出⋯")),
        ]),
      .catalog(
        key: "done.added",
        [("en", RuleExample.unit("Card added!")), ("de", RuleExample.unit("Karte hinzugefügt."))]),
      .catalog(
        key: "welcome",
        [("en", RuleExample.unit("Welcome")), ("ru", RuleExample.unit("Добро пожаловать!"))]),
      .catalog(
        key: "quote.tap",
        [
          ("en", RuleExample.unit("Tap “Pay.”")),
          ("de", RuleExample.unit("Tippe auf „Bezahlen“.")),
        ]),
    ])

  public init(configuration: LintConfiguration) {}

  /// Languages in whose labels a missing full stop is no defect: Thai has none, and
  /// Chinese, Japanese and Korean user interfaces often leave it out of a sentence.
  static let fullStopOptional: Set<Substring> = ["th", "lo", "km", "my", "zh", "ja", "ko", "yue"]

  package static let texts = CheckedTexts.translations

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    guard let source = text.source, text.unit.isMarkedTranslated,
      !text.value.isEmpty,
      let expected = TextMarks.ending(of: source.value, language: text.catalog.sourceLanguage)
    else { return [] }
    let found = TextMarks.ending(of: text.value, language: text.languageCode)
    guard Self.isDefect(expected: expected, found: found, language: text.languageCode) else {
      return []
    }
    return [TextProblem(.ending(expected: expected, found: found))]
  }

  /// Whether a translation in `language` that ends in `found` where its source ends in
  /// `expected` is reported.
  static func isDefect(
    expected: TextMarks.Ending, found: TextMarks.Ending?, language: String
  ) -> Bool {
    guard expected != found else { return false }
    switch (expected, found) {
    // Tone: an exclamation mark softened, dropped or added.
    case (.exclamation, _), (.fullStop, .exclamation): return false
    case (.fullStop, nil):
      return !fullStopOptional.contains(UnchangedTranslationRule.base(language))
    default: return true
    }
  }
}

extension Finding.Message {
  fileprivate static func ending(expected: TextMarks.Ending, found: TextMarks.Ending?)
    -> Finding.Message
  {
    "ends \(found.map { "with \($0.rawValue)" } ?? "without punctuation") where the source ends with \(expected.rawValue); end it with \(expected.rawValue) in the language's own form"
  }
}
