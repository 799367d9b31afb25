internal import PaySheetICU

/// Fills catalog texts for one language: layers, language fallback, plural forms,
/// placeholders.
///
/// Catalogs are layered: a key is looked up in the app's catalog first and then in the ones
/// under it (the shipped catalog with the platform's words), so an app's catalog holds only
/// its own keys and may override any platform word. Every fallback to a source language is
/// recorded as a warning, never taken silently.
struct SheetText {
  let layers: [StringCatalog]
  let catalogName: String
  /// Dates, numbers and digits of counts.
  let locale: SheetLocale
  let candidates: [String]
  private(set) var warnings: [String] = []
  /// Platform words taken since the last `takeUnverified()` whose text is marked unverified.
  private var unverified: [String] = []
  /// Every key whose text was filled since the last `takeKeysRead()`, in order.
  private var keysRead: [String] = []

  init(layers: [StringCatalog], catalogName: String, language: LanguageChoice) {
    self.layers = layers
    self.catalogName = catalogName
    self.locale = language.formattingLocale
    var candidates = [language.language]
    for candidate in (try? SheetLocale(language.language))?.catalogLanguageCandidates ?? []
    where !candidates.contains(candidate) {
      candidates.append(candidate)
    }
    self.candidates = candidates
  }

  /// The keys whose text was filled since the last call, each once, and forgets them.
  mutating func takeKeysRead() -> [String] {
    defer { keysRead = [] }
    return keysRead.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
  }

  /// The unverified platform words used since the last call, and forgets them.
  mutating func takeUnverified() -> [String] {
    defer { unverified = [] }
    return unverified
  }

  func contains(_ key: String) -> Bool { layers.contains { $0.strings.contains(key: key) } }

  /// Whether `variant` (a `.short` sibling) comes from the catalog that gives `key`, in the
  /// language `key` is shown in: an app that words a line its own way is never shortened to
  /// the shipped catalog's wording, and a language with no shorter wording (Chinese 服务费)
  /// keeps its full label rather than taking another language's short one.
  func hasVariant(_ variant: String, of key: String) -> Bool {
    guard let owner = layers.first(where: { $0.strings.contains(key: key) }),
      let full = owner.strings[key], let short = owner.strings[variant]
    else { return false }
    guard let shown = candidates.first(where: { full.localizations[$0] != nil }) else {
      // The full label falls back to the source language; so does the variant.
      return true
    }
    return short.localizations[shown] != nil
  }

  /// The entry's localization for this language and the language it came from.
  mutating func localization(_ key: String) throws(PaySheetError) -> (Localization, String) {
    let owners = layers.filter { $0.strings.contains(key: key) }
    guard let first = owners.first, let entry = first.strings[key] else {
      throw .unknownKey(key, catalog: catalogName)
    }
    for catalog in owners {
      guard let entry = catalog.strings[key] else { continue }
      for language in candidates {
        if let localization = entry.localizations[language] { return (localization, language) }
      }
    }
    let source = first.sourceLanguage
    guard let localization = entry.localizations[source] else {
      throw .catalogText(key: key, language: source, reason: "the source language has no text")
    }
    let warning =
      "\(catalogName): key '\(key)' has no translation for \(locale.identifier) "
      + "(tried \(candidates.joined(separator: ", "))); using the source language '\(source)'"
    if !warnings.contains(warning) { warnings.append(warning) }
    return (localization, source)
  }

  /// The text of `label` in this locale, with placeholders filled.
  ///
  /// Integer placeholders (`%lld`, `%d`) take the label's count, formatted in the locale's
  /// digits; object placeholders (`%@`) take the label's arguments in order, isolated
  /// with FSI…PDI in right-to-left locales so that a Latin name keeps its order, and in any
  /// locale when the name holds right-to-left letters.
  /// Extra `values` (a formatted date or amount) fill `%@` placeholders after the arguments.
  mutating func text(_ label: SheetLabel, values: [String] = []) throws(PaySheetError) -> String {
    let isolate = locale.isRightToLeft
    let names = label.arguments.map { $0.inserted(rightToLeft: isolate) }
    return try text(key: label.key, count: label.count, strings: names + values)
  }

  mutating func text(key: String, count: Int? = nil, strings: [String]) throws(PaySheetError)
    -> String
  {
    keysRead.append(key)
    let (localization, language) = try localization(key)
    let countText = try count.map { (count) throws(PaySheetError) in try formattedCount(count) }
    // The plural rules are those of the language whose text is shown.
    let category = try count.map { (count) throws(PaySheetError) in
      try pluralCategory(count, language: language)
    }
    let chosen = try choose(localization, category: category, key: key, language: language)
    guard let unit = chosen.stringUnit else {
      throw .catalogText(key: key, language: language, reason: "no string unit to show")
    }
    let template = unit.value
    if StringCatalog.isPlatformKey(key), unit.state == StringCatalog.unverifiedState,
      !unverified.contains(key)
    {
      unverified.append(key)
    }
    do {
      var specs: [String: SubstitutionSpec] = [:]
      for (name, substitution) in chosen.substitutions {
        specs[name] = SubstitutionSpec(substitution)
      }
      let slots = try FormatString.arguments(template, substitutions: specs)
      var remaining = strings[...]
      var arguments: [FormatArgument] = []
      for slot in slots.sorted(by: { $0.position < $1.position }) {
        switch slot.type {
        case .int?, .uint?:
          guard let countText else {
            throw PaySheetError.catalogText(
              key: key, language: language,
              reason: "'\(template)' needs a count and the sheet gives none")
          }
          arguments.append(.string(countText))
        default:
          guard let next = remaining.popFirst() else {
            throw PaySheetError.catalogText(
              key: key, language: language,
              reason:
                "'\(template)' needs \(slots.count) values and the sheet gives \(strings.count)")
          }
          arguments.append(.string(next))
        }
      }
      guard remaining.isEmpty else {
        throw PaySheetError.catalogText(
          key: key, language: language,
          reason:
            "'\(template)' has \(slots.count) placeholders and the sheet gives \(strings.count) values"
        )
      }
      var substitutions: [String: String] = [:]
      for (name, substitution) in chosen.substitutions {
        guard let category else {
          throw PaySheetError.catalogText(
            key: key, language: language, reason: "substitution '\(name)' needs a count")
        }
        let variation = try choose(
          Localization(variations: substitution.variations), category: category, key: key,
          language: language)
        substitutions[name] = try FormatString.substitute(
          variationValue: variation.stringUnit?.value ?? "",
          substitution: SubstitutionSpec(substitution),
          arguments: arguments)
      }
      return try FormatString.substitute(
        template, arguments: arguments, substitutions: substitutions)
    } catch let error as PaySheetError {
      throw error
    } catch {
      throw .catalogText(key: key, language: language, reason: "\(error)")
    }
  }

  /// Picks the plural (or device) variation, down to a string unit.
  private func choose(
    _ localization: Localization, category: PluralCategory?, key: String, language: String
  ) throws(PaySheetError) -> Localization {
    guard let variations = localization.variations else { return localization }
    if let device = variations.device["iphone"] ?? variations.device["other"] {
      return try choose(device, category: category, key: key, language: language)
    }
    if !variations.plural.isEmpty {
      guard let category else {
        throw .catalogText(
          key: key, language: language,
          reason: "the text has plural forms and the sheet gives no count")
      }
      guard let form = variations.plural[category.rawValue] ?? variations.plural["other"] else {
        throw .catalogText(
          key: key, language: language, reason: "no '\(category.rawValue)' or 'other' plural form")
      }
      return try choose(form, category: category, key: key, language: language)
    }
    return localization
  }

  /// A count in the locale's digits ("٣" in Arabic), as the plural rules see it displayed.
  private func formattedCount(_ count: Int) throws(PaySheetError) -> String {
    try wrapICU { () throws(ICUError) in
      try Self.countFormatter(locale).format(integer: Int64(count))
    }
  }

  private func pluralCategory(_ count: Int, language: String) throws(PaySheetError)
    -> PluralCategory
  {
    // The formatting locale is the shown language with the customer's region, so its
    // rules are that language's; only a key that fell back to a source language needs
    // that language parsed, once per count instead of on every line.
    let rules =
      language == candidates[0] ? locale.icu : (try? SheetLocale(language))?.icu ?? locale.icu
    let keyword = try wrapICU { () throws(ICUError) in
      try ICUPluralRules.cached(locale: rules).category(
        of: DecimalText(units: Int64(count), scale: 0), displayedBy: Self.countFormatter(locale))
    }
    return PluralCategory(rawValue: keyword) ?? .other
  }

  private static func countFormatter(_ locale: SheetLocale) throws(ICUError) -> ICUNumberFormatter {
    try ICUNumberFormatter.cached(locale: locale.icu, skeleton: "precision-integer")
  }
}
