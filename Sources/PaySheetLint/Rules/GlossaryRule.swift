import PaySheetKit

/// A translation that does not use the glossary's word for its key's concept.
public struct GlossaryRule: TextRule {
  public static let description = RuleDescription(
    id: "glossary",
    defaultSeverity: .warning,
    summary: "A translation does not use the glossary's word for the concept its key expresses.",
    details: """
      A translation that does not use its language's word for the concept its key expresses,
      as the glossary shipped beside the catalog (`Localizations/Glossary.json`) names it.

      One concept, one word: a sheet that says "Versand" on one line and "Lieferung" on the
      next, or the same word for a ride's fare and a service fee, reads as two things or as
      one. The glossary lists, per concept, the catalog keys that express it and, per
      language, the term; every translation of those keys (each plural form too) must contain
      the term, compared without case by the language's own case rules. The rule checks only
      catalogs that have keys the glossary names, so it is silent on an app's own catalogs,
      and only languages the glossary has terms for (`de-CH` takes `de`'s).
      """,
    triggeringExamples: [
      // "Tips" is not the German word the glossary chose for a gratuity.
      .catalog(
        key: "summary.tip", [("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("↓Tips"))]),
      // A fee in the words of a fare.
      .catalog(
        key: "summary.serviceFee.short",
        [("en", RuleExample.unit("Fee")), ("ca", RuleExample.unit("↓Tarifa"))]),
      // Every plural form counts.
      .catalog(
        key: "recurring.monthly",
        [
          ("en", RuleExample.unit("Monthly Subscription")),
          ("ru", RuleExample.plural([("one", "Подписка"), ("other", "↓Абонемент")])),
        ]),
    ],
    nonTriggeringExamples: [
      .catalog(
        key: "summary.tip",
        [("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("Trinkgeld"))]),
      // Compared by the language's case rules: Turkish İ is the capital of i.
      .catalog(
        key: "summary.discount",
        [("en", RuleExample.unit("Discount")), ("tr", RuleExample.unit("İNDİRİM"))]),
      // A regional language takes its language's terms.
      .catalog(
        key: "summary.tax",
        [("en", RuleExample.unit("Tax")), ("de-CH", RuleExample.unit("Steuer"))]
      ),
      // Keys the glossary does not name, and languages it has no terms for, are not checked.
      .catalog(key: "app.greeting", [("de", RuleExample.unit("Tips für heute"))]),
      .catalog(key: "summary.tip", [("sw", RuleExample.unit("Bakshishi"))]),
    ])

  /// The glossary the rule checks against, or why it could not be read.
  let glossary: Result<Glossary, InputError>
  /// The concepts each key the glossary names expresses.
  private let conceptsOfKey: [String: [Glossary.Concept]]

  /// Checks against the configuration's glossary, or else the shipped one (built in, or
  /// from `PAYSHEET_RESOURCES`).
  public init(configuration: LintConfiguration) {
    self.init(configuration.glossary.map { .success($0) } ?? Glossary.shipped)
  }

  /// Checks against `glossary`.
  public init(glossary: Glossary) {
    self.init(.success(glossary))
  }

  private init(_ glossary: Result<Glossary, InputError>) {
    self.glossary = glossary
    var concepts: [String: [Glossary.Concept]] = [:]
    for concept in (try? glossary.get())?.concepts ?? [] {
      for key in concept.keys { concepts[key, default: []].append(concept) }
    }
    conceptsOfKey = concepts
  }

  package static let texts = CheckedTexts.everyLanguage

  /// The texts of the keys the glossary names, or one finding on the file when the glossary
  /// cannot be read.
  package func finish(_ hits: [RuleHit], in catalog: LintedCatalog, context: LintContext)
    -> [RuleHit]
  {
    if case .failure(let error) = glossary { return [RuleHit(at: nil, .unreadable(error))] }
    return hits
  }

  package func checks(_ key: LintedKey, in catalog: LintedCatalog, context: LintContext) -> Bool {
    conceptsOfKey[key.key] != nil
  }

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    guard case .success(let glossary) = glossary, let locale = text.facts.locale else {
      return []
    }
    var problems: [TextProblem] = []
    for concept in conceptsOfKey[text.key.key] ?? [] {
      guard
        let (term, termLanguage) = glossary.term(for: concept.name, language: text.languageCode),
        !Glossary.contains(text.value, term, locale: locale)
      else { continue }
      problems.append(
        TextProblem(
          .doesNotUse(
            term, of: concept, from: termLanguage == text.languageCode ? nil : termLanguage,
            key: text.key.key)))
    }
    return problems
  }
}

extension Finding.Message {
  fileprivate static func doesNotUse(
    _ term: String, of concept: Glossary.Concept, from termLanguage: String?, key: String
  ) -> Finding.Message {
    let from = termLanguage.map { " (\($0)'s)" } ?? ""
    return
      "of \(key) does not use the glossary's word for \(concept.name), '\(Quote.value(term))'\(from); use it, or change the glossary if the word has changed"
  }

  fileprivate static func unreadable(_ error: InputError) -> Finding.Message {
    "the glossary cannot be read: \(error.placeAndMessage)"
  }
}
