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

      In `.strings` tables, a key only translations have (the development language's file
      lacks it) is one warning at its line in the first translation that has it, in the
      source language: add the key to the source file if the app uses it, or delete it from
      the translations; the other languages are asked for it once the source has it. Keys of a
      table with no development-language file and no source text in Xcode's comment are
      counted in one note.
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
    var unsourced: [LintedKey] = []
    for key in current {
      let entry = key.entry
      let missingSource = catalog.keysWithoutSource[key.key]
      if let missingSource, !missingSource.sourceFiles.isEmpty {
        // Only translations have the key: its translators have nothing to translate from,
        // so the one finding is the source file's, where a translation has the key.
        hits.append(
          RuleHit(
            at: entry.keyPosition, key: key.key, language: catalog.sourceLanguage,
            severityLimit: .warning,
            .notInSourceFiles(
              missingSource.sourceFiles, translations: key.translations.map(\.language))))
        continue
      }
      if missingSource?.keyStandsIn == false { unsourced.append(key) }
      // Without a source text, the translations tell whether there is anything to translate.
      let judged =
        key.sourceUnits.isEmpty
        ? key.translations.flatMap { $0.units.map(\.unit) } : key.sourceUnits
      guard Self.hasWords(judged) else { continue }
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
    if let first = unsourced.first {
      hits.append(
        RuleHit(
          at: first.entry.keyPosition, key: first.key, severityLimit: .note,
          .noSourceText(count: unsourced.count, language: catalog.sourceLanguage)))
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

  fileprivate static func notInSourceFiles(_ files: [String], translations: [String])
    -> Finding.Message
  {
    let languages = translations.joined(separator: ", ")
    return
      "only \(languages) \(translations.count == 1 ? "has" : "have") the key, not \(files.joined(separator: " or ")), the development language's file: add it there if the app uses it (until then the app shows the key itself), or delete it from \(languages)"
  }

  fileprivate static func noSourceText(count: Int, language: String) -> Finding.Message {
    let keys = count == 1 ? "1 key has" : "\(count) keys have"
    return
      "\(keys) no \(language) text: the table has no \(language).lproj or Base.lproj .strings file, and no comment Xcode wrote gives one; their translations are checked alone, not against a source"
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
