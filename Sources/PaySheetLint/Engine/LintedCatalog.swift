import PaySheetKit

/// A catalog as the rules read it, walked once per lint: the keys no rule passes over, each
/// with its source texts and every language's texts, each translation paired with its source.
///
/// Fourteen rules read every text of every key. When each walked the catalog itself, the
/// walks and their copies were about a third of a lint of a large catalog (Cork's: 753 keys
/// linted in 18 languages, some 14,000 texts built fourteen times over). Immutable once
/// built, hence `Sendable`.
package final class LintedCatalog: Sendable {
  /// The catalog without the keys every rule passes over (not to be translated); stale keys
  /// stay, each rule deciding whether it checks them (`LintedKey.isStale`).
  package let catalog: StringCatalog
  /// What reading the catalog's files found beside it: the members written twice, the file
  /// or trans-unit each text came from.
  package let notes: ReadingNotes
  /// The keys in file order.
  package let keys: [LintedKey]

  /// What ICU says of the catalog's languages' plurals, asked once and shared by the rules
  /// that read plural forms.
  package let plurals = PluralFacts()
  /// Every language some key has text in, sorted: the catalog's `languages`, found once
  /// (each time asked, they were found from every entry of the catalog again).
  package let languages: [String]
  /// What rules look up of each language of the catalog, looked up once.
  private let languageFacts: [String: LanguageFacts]

  package var sourceLanguage: String { catalog.sourceLanguage }

  package convenience init(_ catalog: StringCatalog, notes: ReadingNotes = ReadingNotes()) {
    let walk = Walk(catalog, notes: notes)
    self.init(walk, keys: walk.indices.parallelMap(minimumCount: 128) { walk.key(at: $0) })
  }

  /// The catalog of `walk` with its keys, each walked by `walk.key(at:)`, in order.
  package init(_ walk: Walk, keys: [LintedKey]) {
    catalog = walk.catalog
    notes = walk.notes
    self.keys = keys
    let sourceLanguage = walk.catalog.sourceLanguage
    // The languages found first, then each looked up once: asking the table for each text's
    // language copied its facts out 11,000 times for DuckDuckGo's catalog, 10 million
    // instructions on one core.
    var languages = Set<String>()
    for key in keys {
      for language in key.languages { languages.insert(language.language) }
    }
    self.languages = languages.sorted()
    languages.insert(sourceLanguage)
    languageFacts = Dictionary(uniqueKeysWithValues: languages.map { ($0, LanguageFacts($0)) })
  }

  /// A catalog about to be walked: its keys may be walked in any order and on any core, so
  /// that a run walks its catalogs' keys and does its other work before the rules in one
  /// parallel stage.
  package struct Walk: Sendable {
    /// The catalog without the keys every rule passes over.
    package let catalog: StringCatalog
    package let notes: ReadingNotes

    package init(_ catalog: StringCatalog, notes: ReadingNotes = ReadingNotes()) {
      self.catalog = catalog.linted
      self.notes = notes
    }

    /// The positions of the keys, in file order.
    package var indices: [Int] { Array(catalog.strings.indices) }

    /// The key at `index` (of `indices`), walked.
    package func key(at index: Int) -> LintedKey {
      let (key, entry) = catalog.strings[index]
      return LintedKey(
        key: key, entry: entry, sourceLanguage: catalog.sourceLanguage,
        keyStandsIn: catalog.keysWithoutSource[key]?.keyStandsIn ?? true)
    }
  }

  /// What rules look up of `language`: its locale and script.
  package func facts(of language: String) -> LanguageFacts {
    languageFacts[language] ?? LanguageFacts(language)
  }
}

/// What rules look up of one language of a catalog, once per lint rather than once per text.
package struct LanguageFacts: Sendable {
  /// The locale, or nil when ICU knows no such locale.
  package let locale: SheetLocale?
  /// CLDR's likely script of the language ("Cyrl" for `uk`, "Latn" for `sr-Latn`), or ""
  /// when it is unknown.
  package let script: String

  init(_ language: String) {
    locale = try? SheetLocale(language)
    script = locale?.script ?? ""
  }
}

/// One key of a linted catalog, with its texts.
///
/// A class, so that each text a rule reads refers to its key with one reference count
/// rather than copying the key's entry and arrays: as a struct, those copies were 28 of the
/// 2,104 million instructions of a lint of Anytype's catalog, with their retains and
/// releases several times that. Immutable, hence `Sendable`.
package final class LintedKey: Sendable {
  /// The texts of one language.
  package struct Language: Sendable {
    package let language: String
    /// Whether this is the catalog's source language.
    package let isSource: Bool
    /// Each text with the source text it is judged against: same substitution, device and
    /// plural category, or the `other` form when the source has no such category; nil for
    /// the source language's own texts and for a place the source lacks.
    package let units: [(unit: CatalogUnit, source: CatalogUnit?)]
  }

  package let key: String
  package let entry: CatalogEntry
  /// The source-language texts; the key itself when the source language has no entry, and
  /// none for an identifier key of `.strings` tables that give it no source text.
  package let sourceUnits: [CatalogUnit]
  /// Whether the source language has its own entry, rather than the key standing for it.
  package let hasSourceLocalization: Bool
  /// Whether the key's texts are format strings: the source takes arguments.
  ///
  /// A `%` in the prose of a string without arguments ("100%", "70% dla") is shown as
  /// written, so it is not a specifier. A source takes arguments when one of its texts has
  /// a substitution or a specifier that prose does not produce: one with `n$`, `@`, a length
  /// modifier, or a conversion letter not followed by another letter and without the space
  /// flag ("% d" is the "% d" of "70% dla").
  package let takesArguments: Bool
  /// Every language of the entry, the source language included, in file order.
  package let languages: [Language]

  init(key: String, entry: CatalogEntry, sourceLanguage source: String, keyStandsIn: Bool) {
    self.key = key
    self.entry = entry
    var languages: [Language] = []
    let sourceUnits = StringCatalog.sourceUnits(
      key: key, entry: entry, sourceLanguage: source, keyStandsIn: keyStandsIn)
    for (language, localization) in entry.localizations.pairs {
      let units: [(unit: CatalogUnit, source: CatalogUnit?)]
      if language == source {
        units = sourceUnits.map { ($0, nil) }
      } else {
        units = StringCatalog.units(of: localization, key: key, language: language).map {
          ($0, StringCatalog.sourceUnit(for: $0, in: sourceUnits))
        }
      }
      languages.append(Language(language: language, isSource: language == source, units: units))
    }
    self.sourceUnits = sourceUnits
    self.languages = languages
    hasSourceLocalization = entry.localizations.contains(key: source)
    takesArguments = sourceUnits.contains { $0.hasArgumentSpecifier }
  }

  /// Whether Xcode marked the key `stale` (the code no longer names it): checked for what
  /// its texts show, not for missing translations.
  package var isStale: Bool { entry.isStale }

  /// The languages other than the source.
  package var translations: LazyFilterSequence<[Language]> {
    languages.lazy.filter { !$0.isSource }
  }

  /// What the other translations write at `unit`'s place (same substitution, device and
  /// plural form), the empty ones left out: how the key's other translators treat the text
  /// `unit` holds.
  package func otherTexts(atPlaceOf unit: CatalogUnit) -> [(language: String, text: String)] {
    translations.compactMap { other in
      guard other.language != unit.language,
        let text = other.units.first(where: { $0.unit.isAtSamePlace(as: unit) })?.unit.value,
        !text.isEmpty
      else { return nil }
      return (other.language, text)
    }
  }
}
