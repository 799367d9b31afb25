import PaySheetKit

/// A language without a text for a key.
public struct MissingTranslationRule: CatalogRule {
  public static let description = RuleDescription(
    id: "missing-translation",
    defaultSeverity: .error,
    summary: "A language has no text for a key.",
    details: """
      A language without a text for a key: no entry, or an empty text not yet marked
      translated. Keys Xcode marked `stale` (no longer named in the code) are not asked for
      translations, and a language only they have is not expected of the others: `stale-key`
      counts them, and the rules on what a text shows check them. A text that exists but is still marked `new` or `needs_review` awaits a
      reviewer, not a translator: `awaiting-review` reports it, as a warning.

      The languages expected are every language the catalog has anywhere, plus the configured
      locales; a configured locale such as `de-CH` is satisfied by `de`, as the app's runtime
      falls back to it, and so is a language of the catalog such as `en-GB` when its parent
      (`en`, the source language included) has a text. The source language needs no entry
      (the key's own text stands in for it) and its states are the developer's, not a
      translator's; keys with nothing to translate (no letters outside placeholders: `""`,
      `"%@"`, `"%@ → %@"`) are never missing. Nor is a width fallback (`summary.tip.short`)
      in a language that has its full key: a language with no shorter wording leaves the
      fallback out, and the sheet shows its full label.
      """,
    triggeringExamples: [
      .catalog(
        key: "↓summary.tip",
        [("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("Trinkgeld"))],
        locales: ["fr"]),
      .catalog([
        ("en", RuleExample.unit("Tip")), ("fr", RuleExample.unit("↓", state: "new")),
      ]),
      .catalog([
        ("en", RuleExample.plural([("one", "%lld Item"), ("other", "%lld Items")])),
        ("de", RuleExample.plural([("one", "%lld Artikel"), ("other", "%lld Artikel")])),
        (
          "fr",
          "{ \"variations\" : { \"plural\" : { \"one\" : \(RuleExample.unit("%lld article", state: "new")), \"other\" : \(RuleExample.unit("↓", state: "new")) } } }"
        ),
      ]),
    ],
    nonTriggeringExamples: [
      .catalog([("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("Trinkgeld"))]),
      .catalog([
        ("en", RuleExample.unit("Tip")),
        ("de", RuleExample.unit("Trinkgeld", state: "needs_review")),
      ]),
      .catalog(
        key: "platform.pay",
        [
          ("en", RuleExample.unit("Pay %@")),
          ("de", RuleExample.unit("Zahlen: %@", state: "needs_review")),
        ]),
      .catalog(
        [("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("Trinkgeld"))], locales: ["de-CH"]
      ),
      .catalog([("de", RuleExample.unit("Trinkgeld"))]),
      .catalog([
        ("en", RuleExample.unit("Tip", state: "new")), ("de", RuleExample.unit("Trinkgeld")),
      ]
      ),
      .catalog(
        key: "%@ → %@",
        [("en", RuleExample.unit("%@ → %@")), ("de", RuleExample.unit("Trinkgeld"))],
        locales: ["fr"]),
      .catalog(
        [
          ("en", RuleExample.unit("Color")), ("en-GB", RuleExample.unit("Colour")),
          ("de", RuleExample.unit("Farbe")),
        ]),
      // A stale key (the code no longer names it) needs no translation, and a language only
      // stale keys have is not asked of the others.
      .catalog(
        keys: [
          (
            "summary.tip", nil,
            [("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("Trinkgeld"))]
          ),
          (
            "status.pending", nil,
            [("en", RuleExample.unit("Pending")), ("fr", RuleExample.unit("En attente"))]
          ),
        ], stale: ["status.pending"]),
      // 服务费 has no shorter wording: zh-Hans has the full key and no fallback.
      .catalog(keys: [
        (
          "summary.serviceFee", nil,
          [("en", RuleExample.unit("Service Fee")), ("zh-Hans", RuleExample.unit("服务费"))]
        ),
        ("summary.serviceFee.short", nil, [("en", RuleExample.unit("Fee"))]),
      ]),
    ])

  public init(configuration: LintConfiguration) {}

  package func check(_ linted: LintedCatalog, context: LintContext) -> [RuleHit] {
    let catalog = linted.catalog
    // A stale key's translation is not due (the code no longer names it), and a language
    // only stale keys have is not one the app is translated into.
    let current = linted.keys.filter { !$0.isStale }
    let present = Set(current.flatMap { $0.entry.localizations.keys }).sorted()
    var expected = Set(present)
    for locale in context.configuration.locales where !Self.isCovered(locale, by: Set(present)) {
      expected.insert(locale)
    }
    expected.remove(catalog.sourceLanguage)
    let languages = expected.sorted()
    var hits: [RuleHit] = []
    for key in current where Self.hasWords(key.sourceUnits) {
      let entry = key.entry
      // The full label a width fallback stands in for: a language that has it needs no fallback.
      let full =
        key.key.hasSuffix(SheetFormatter.shortSuffix)
        ? catalog.strings[String(key.key.dropLast(SheetFormatter.shortSuffix.count))] : nil
      var covering: Set<String>?
      for language in languages where !entry.localizations.contains(key: language) {
        if full?.localizations.contains(key: language) == true { continue }
        if covering == nil {
          covering = Set(entry.localizations.keys + [catalog.sourceLanguage])
        }
        if Self.isCovered(language, by: covering ?? []) { continue }
        hits.append(
          RuleHit(at: entry.keyPosition, key: key.key, language: language, .noTranslation(language))
        )
      }
      for language in key.translations {
        for (unit, source) in language.units
        where !unit.isMarkedTranslated && unit.value.isEmpty && !(source?.value.isEmpty ?? true) {
          hits.append(
            RuleHit(
              on: unit, TextProblem(.notTranslatedYet(state: unit.unit.state), quoting: .none)))
        }
      }
    }
    return hits
  }

  /// Whether the source texts have anything to translate: a letter outside placeholders.
  static func hasWords(_ units: [CatalogUnit]) -> Bool {
    units.contains { unit in
      let segments =
        unit.parsed ?? [
          .literal(unit.value)
        ]
      return segments.contains { segment in
        guard case .literal(let text) = segment else { return false }
        return text.unicodeScalars.contains { $0.properties.isAlphabetic }
      }
    }
  }

  /// Whether `locale` or a parent of it (`de-CH` → `de`) is among `languages`.
  static func isCovered(_ locale: String, by languages: Set<String>) -> Bool {
    var parts = locale.replacingUnderscores().split(separator: "-").map(String.init)
    while !parts.isEmpty {
      if languages.contains(parts.joined(separator: "-")) { return true }
      parts.removeLast()
    }
    return false
  }
}

extension Finding.Message {
  fileprivate static func noTranslation(_ language: String) -> Finding.Message {
    "no \(language) translation"
  }

  fileprivate static func notTranslatedYet(state: String?) -> Finding.Message {
    "is empty and marked \(state ?? "new"): not translated yet"
  }
}

extension String {
  func replacingUnderscores() -> String {
    String(map { $0 == "_" ? "-" : $0 })
  }
}
