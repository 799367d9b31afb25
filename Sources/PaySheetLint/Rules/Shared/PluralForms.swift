import PaySheetKit
import Synchronization

/// The plural forms of localizations, and the forms each language needs.
enum PluralForms {
  /// Calls `body` with every set of plural variations in `catalog` whose language CLDR
  /// knows, and the categories that language uses.
  static func forEachGroup(
    in catalog: LintedCatalog,
    _ body: (_ key: LintedKey, _ language: String, _ needed: Set<String>, Group) -> Void
  ) {
    for key in catalog.keys {
      for (language, localization) in key.entry.localizations.pairs {
        let groups = groups(in: localization)
        guard !groups.isEmpty, let needed = catalog.plurals.categories(language) else {
          continue
        }
        for group in groups { body(key, language, needed, group) }
      }
    }
  }

  /// The source's plural categories at the same place as `group` (same substitution and
  /// device), or nil when the source has no plural variations there.
  static func sourceGroup(_ key: LintedKey, like group: Group, source: String) -> Set<String>? {
    guard let localization = key.entry.localizations[source] else { return nil }
    return groups(in: localization).first { $0.label == group.label }?.categories
  }

  /// Whether the `other` form of `group` is known to read right for `many`, the one
  /// category `missing`, to which the runtime falls back: no whole number selects `other`
  /// itself (Russian, Ukrainian, Belarusian, Polish), so it is the form written for counts,
  /// and a text that differs from every other form's is the form for 5 and more (a Russian
  /// `other` that repeats `few` is the decimal form, wrong for 5). A missing `few` is not
  /// passed so: `other`'s decimal form can read right for 2 to 4 ("1,5 дня", "2 дня") or not
  /// ("1,5 рабочего дня", "2 рабочих дня"), which the text does not tell.
  static func otherStandsFor(_ missing: Set<String>, in group: Group, reach: IntegerPlurals)
    -> Bool
  {
    guard missing == ["many"], !reach.categories.contains("other"),
      let other = group.texts["other"], !other.isEmpty
    else { return false }
    return !group.texts.contains { $0.key != "other" && $0.value == other }
  }

  /// What the runtime shows for the counts of the categories in `missing`: `other`'s
  /// text, and the pairs of categories that text then stands for whose forms the language's
  /// grammar says differ after a number, so that it cannot read right for both.
  ///
  /// `other`'s text stands for the missing categories, for `other`'s own counts where whole
  /// numbers reach it (Czech 5), and for every form whose words it repeats. A number with no
  /// word after it ("Товаров: %lld") takes no form, and a preposition that governs an oblique
  /// case merges the forms of some categories ("из %lld товаров").
  static func fallback(
    _ missing: Set<String>, in group: Group, language: String, reach: IntegerPlurals?
  ) -> Fallback {
    guard let other = group.texts["other"], !other.isEmpty else {
      return Fallback(other: nil, wrongPairs: [])
    }
    guard let grammar = PluralGrammar.of(language), let place = CountPlace(in: other) else {
      return Fallback(other: other, wrongPairs: [])
    }
    // No word after the number takes a form from it: "Товаров: %lld" reads right for all.
    guard place.isBound else { return Fallback(other: other, wrongPairs: [], readsRight: true) }
    var standsFor = missing
    if reach?.categories.contains("other") == true { standsFor.insert("other") }
    let words = CountPlace.words(other)
    for (category, text) in group.texts
    where category != "other" && CountPlace.words(text) == words {
      standsFor.insert(category)
    }
    let merges = grammar.merges(at: place)
    let wrong = grammar.wrongPairs(among: standsFor, missing: missing, merges: merges)
      // A pair of missing categories first: it names the counts that read wrong.
      .sorted { $0.isSubset(of: missing) && !$1.isSubset(of: missing) }
    // After such a preposition, or before a foreign term, the missing categories share one
    // form, the one `other` holds for them: Polish "od %arg uczestników" and Ukrainian
    // "%lld встановлених Cask" read right for 2 and for 5.
    let merged = grammar.mergedAfterPreposition
    let readsRight =
      merges && wrong.isEmpty && !merged.isEmpty && missing.isSubset(of: merged)
      && merged.isSubset(of: standsFor)
    return Fallback(other: other, wrongPairs: wrong, grammar: grammar, readsRight: readsRight)
  }

  /// `other`'s text, shown for missing categories, and why it cannot read right.
  struct Fallback {
    /// `other`'s text; nil when there is none to fall back to.
    var other: String?
    /// Pairs of categories `other` stands for whose forms differ.
    var wrongPairs: [Set<String>]
    var grammar: PluralGrammar? = nil
    /// Whether the grammar says `other`'s text reads right for every count it stands for.
    var readsRight = false

    /// Whether the grammar says the text shown is wrong for some count, or nothing is shown.
    var isWrong: Bool { other == nil || !wrongPairs.isEmpty }
  }

  /// One set of plural variations and where it is.
  struct Group {
    var categories: Set<String>
    var position: SourcePosition?
    /// Where the group sits, for messages: "" or " of substitution days".
    var label: String
    /// The position of each form's text.
    var formPositions: [String: SourcePosition]
    /// The substitution the variations belong to, if any.
    var substitution: String? = nil
    /// The text of each form that has one.
    var texts: [String: String] = [:]
  }

  /// Whether the number a group is chosen by is a whole number, a decimal (false), or
  /// unknown (nil): from the substitution's `formatSpecifier`, else the specifiers of the
  /// source's `other` form.
  static func isInteger(key: LintedKey, group: Group, source language: String) -> Bool? {
    func kind(_ conversion: Character?) -> Bool? {
      guard let conversion else { return nil }
      if "diouxXDOU".contains(conversion) { return true }
      if "fFeEgGaA".contains(conversion) { return false }
      return nil
    }
    let source = key.entry.localizations[language]
    if let name = group.substitution {
      if let specifier = source?.substitutions[name]?.formatSpecifier
        ?? key.entry.localizations.values.lazy.compactMap({
          $0.substitutions[name]?.formatSpecifier
        }).first
      {
        return kind(specifier.last)
      }
    }
    let other = key.sourceUnits.first {
      $0.substitution == group.substitution
        && ($0.pluralCategory == "other" || $0.pluralCategory == nil)
    }
    guard let other,
      let segments = other.parsed
    else { return nil }
    var kinds: [Bool] = []
    for case .specifier(let specifier) in segments {
      if let found = kind(specifier.conversion) { kinds.append(found) }
    }
    if kinds.isEmpty { return nil }
    return kinds.allSatisfy { $0 }
  }

  /// The CLDR categories of `language` from ICU, or nil when ICU has no such locale.
  static func categories(_ language: String) -> Set<String>? {
    guard let locale = try? SheetLocale(language), let categories = try? locale.pluralCategories
    else { return nil }
    return Set(categories.map(\.rawValue))
  }

  static func groups(in localization: Localization) -> [Group] {
    var result: [Group] = []
    func collect(_ variations: Variations?, label: String, substitution: String? = nil) {
      guard let variations else { return }
      if !variations.plural.isEmpty {
        var positions: [String: SourcePosition] = [:]
        var texts: [String: String] = [:]
        for (category, form) in variations.plural.pairs {
          positions[category] = form.stringUnit?.valuePosition ?? form.position
          texts[category] = form.stringUnit?.value
        }
        result.append(
          Group(
            categories: Set(variations.plural.keys),
            position: variations.position, label: label, formPositions: positions,
            substitution: substitution, texts: texts))
      }
      for (device, inner) in variations.device.pairs {
        collect(inner.variations, label: label + " for \(device)", substitution: substitution)
      }
    }
    collect(localization.variations, label: "")
    for (name, substitution) in localization.substitutions.pairs {
      collect(substitution.variations, label: " of substitution \(name)", substitution: name)
    }
    return result
  }

  /// Categories in CLDR order, as "one, few and other".
  static func list(_ categories: Set<String>) -> String {
    join(orderedList(categories))
  }

  /// Categories in CLDR order.
  static func orderedList(_ categories: Set<String>) -> [String] {
    let order = PluralCategory.allCases.map(\.rawValue)
    return categories.sorted {
      (order.firstIndex(of: $0) ?? 99, $0) < (order.firstIndex(of: $1) ?? 99, $1)
    }
  }

  /// Words as "a, b and c".
  static func join(_ words: [String]) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " and " + words.last!
  }
}

/// The plural categories whole numbers reach in a language, from CLDR's sample numbers in
/// ICU's data: a category whose rule lists `@integer` samples is one a count can select.
struct IntegerPlurals: Sendable {
  /// The number behind the `many` of French, Spanish, Italian, Portuguese and Catalan
  /// ("1 000 000 de …"): a category only it and its multiples reach is rare, and "other"
  /// reads right for it.
  static let million = 1_000_000

  /// The whole numbers CLDR lists for each category, ranges expanded, in its order.
  var samples: [String: [Int]] = [:]
  /// Categories only a million and its multiples reach.
  var millionsOnly: Set<String> = []
  /// A number to show for each category: its first whole number, else its first decimal.
  var firstSample: [String: String] = [:]

  init?(language: String) {
    guard let locale = try? SheetLocale(language), let all = try? locale.pluralSamples else {
      return nil
    }
    for sample in all {
      let category = sample.category.rawValue
      firstSample[category] = sample.firstSample
      let numbers = sample.wholeNumbers
      guard !numbers.isEmpty else { continue }
      samples[category] = numbers
      if numbers.allSatisfy({ $0 >= Self.million }) { millionsOnly.insert(category) }
    }
  }

  /// The categories a whole number can select.
  var categories: Set<String> { Set(samples.keys) }

  /// Whether a form of `category` may leave the number out: it is chosen for 1 alone
  /// (English `one`) or for 0 and 1 (French, Hindi, Brazilian Portuguese `one`, where a
  /// count of 0 is rare and the wording for one reads as "none"), but not Russian `one`
  /// (1, 21, 31, …).
  func coversOneNumber(_ category: String) -> Bool {
    guard let numbers = samples[category], !millionsOnly.contains(category) else { return false }
    return numbers.count == 1 || numbers.allSatisfy { $0 <= 1 }
  }
}

/// What ICU says of each language's plurals (its categories, and which whole numbers reach
/// them), asked once per lint of a catalog and shared by the rules that read plural forms.
///
/// The rules run side by side, so the answers are kept behind a lock; a catalog has a few
/// dozen languages, each asked once.
package final class PluralFacts: Sendable {
  private let categoriesOfLanguage = Mutex<[String: Set<String>?]>([:])
  private let reaches = Mutex<[String: IntegerPlurals?]>([:])
  private let categoryOfCount = Mutex<[String: [String]?]>([:])

  package init() {}

  /// The CLDR categories of `language` (`PluralForms.categories`).
  func categories(_ language: String) -> Set<String>? {
    Self.cached(language, in: categoriesOfLanguage) { PluralForms.categories($0) }
  }

  /// The categories whole numbers reach in `language`.
  func reach(_ language: String) -> IntegerPlurals? {
    Self.cached(language, in: reaches) { IntegerPlurals(language: $0) }
  }

  /// Counts tried one by one: 0 to 200 covers every CLDR rule on the last two digits, the
  /// powers of ten the rules on thousands and millions.
  static let counts: [Int] = Array(0...200) + [1000, 10000, 100_000, 1_000_000]

  /// The category of each of `counts` in `language`, from ICU.
  private func categoriesOfCounts(_ language: String) -> [String]? {
    Self.cached(language, in: categoryOfCount) { language in
      let locale = try? SheetLocale(language)
      return locale.flatMap { locale in
        try? Self.counts.map { try locale.pluralCategory(of: String($0)).rawValue }
      }
    }
  }

  /// The value for `language` in `cache`, computed outside the lock the first time: two
  /// rules that ask at once both compute it, and get the same answer.
  private static func cached<Value: Sendable>(
    _ language: String, in cache: borrowing Mutex<[String: Value?]>, _ compute: (String) -> Value?
  ) -> Value? {
    if let known = cache.withLock({ $0[language] }) { return known }
    let computed = compute(language)
    cache.withLock { $0[language] = computed }
    return computed
  }

  /// The categories of `language` that the counts in `categories` of `source` select.
  ///
  /// A count of 0 is left out, as for a form chosen for 0 and 1: a text whose source has
  /// no `one` is for several things, and French or Portuguese `one` (0 and 1) is not needed
  /// for the "0" it would never show.
  func categories(_ language: String, forCountsIn categories: Set<String>, of source: String)
    -> Set<String>?
  {
    guard let theirs = categoriesOfCounts(source), let ours = categoriesOfCounts(language) else {
      return nil
    }
    return Set(
      zip(Self.counts, zip(theirs, ours)).filter { $0.0 != 0 && categories.contains($0.1.0) }
        .map(\.1.1))
  }
}
