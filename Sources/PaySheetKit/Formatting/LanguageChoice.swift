import Foundation

/// Which of a catalog's languages a customer sees, and how it was chosen.
///
/// The text is in `language`; dates and numbers follow `formattingLocale`, which is that
/// language with the customer's region and keywords, so a Mexican customer reads the
/// es-419 text with Mexican numbers, and a Filipino customer shown English reads "Dec 3",
/// not English words around a Filipino month.
public struct LanguageChoice: Sendable, Hashable, CustomStringConvertible {
  /// How the language matched the customer's preferences.
  public enum Match: Sendable, Hashable {
    /// The catalog has the customer's own language tag.
    case exact
    /// A variant of the customer's language, as CLDR and Apple's fallbacks relate them:
    /// pt → pt-BR, no → nb, zh-TW → zh-Hant, es-MX → es-419, en-AU → en-GB.
    case related
    /// Nothing matched the first preferences; the customer's preference at this index
    /// (0-based) did.
    case laterPreference(Int)
    /// None of the customer's languages is in the catalog: its source language is shown.
    case sourceLanguage
  }

  /// The preference the choice was made for.
  public let requested: SheetLocale
  /// The catalog language whose text is shown, such as `pt-BR`.
  public let language: String
  /// The locale dates and numbers are formatted in, such as `pt-BR` or `en-PH`.
  public let formattingLocale: SheetLocale
  public let match: Match

  public var description: String {
    switch match {
    case .exact: return language
    case .related: return "\(language) for \(requested)"
    case .laterPreference(let index): return "\(language) (preference \(index + 1))"
    case .sourceLanguage: return "\(language), the source language (no text for \(requested))"
    }
  }
}

extension StringCatalog {
  /// Every language some key has text in, sorted.
  public var languages: [String] {
    var seen = Set<String>()
    for entry in strings.values { seen.formUnion(entry.localizations.keys) }
    return seen.sorted()
  }

  /// The best of this catalog's languages for a customer's preferences, most preferred
  /// first, as Apple's and CLDR's matching would choose it.
  ///
  /// Each preference is tried with its related variants (see
  /// `SheetLocale.catalogLanguageCandidates`) before the next preference; when none
  /// matches, the source language is shown and `match` says so.
  public func bestLanguage(for preferences: [SheetLocale]) -> LanguageChoice {
    let available = Set(languages).union([sourceLanguage])
    for (index, preference) in preferences.enumerated() {
      for candidate in preference.catalogLanguageCandidates where available.contains(candidate) {
        let match: LanguageChoice.Match =
          index > 0
          ? .laterPreference(index)
          : candidate.lowercased() == preference.identifier.lowercased() ? .exact : .related
        return LanguageChoice(
          requested: preference, language: candidate,
          formattingLocale: preference.formattingLocale(forText: candidate), match: match)
      }
    }
    let requested = preferences.first ?? (try? SheetLocale(sourceLanguage))
    let fallback = requested ?? preferences[0]
    return LanguageChoice(
      requested: fallback, language: sourceLanguage,
      formattingLocale: fallback.formattingLocale(forText: sourceLanguage), match: .sourceLanguage
    )
  }
}

extension SheetLocale {
  /// The locale for dates and numbers when the text is in `language`: that language with
  /// this locale's region and Unicode keywords (`en` text for `fil-PH` is `en-PH`).
  func formattingLocale(forText language: String) -> SheetLocale {
    guard let text = try? SheetLocale(language) else { return self }
    if text.language == self.language && text.icu.region == icu.region { return self }
    let region = icu.region.isEmpty ? icu.maximized.region : icu.region
    var tag = text.language
    let script = text.icu.script
    if !script.isEmpty { tag += "-" + script }
    if !region.isEmpty { tag += "-" + region }
    if let keywords = identifier.range(of: "-u-") { tag += identifier[keywords.lowerBound...] }
    return (try? SheetLocale(tag)) ?? text
  }

  /// The customer's languages from an HTTP `Accept-Language` header, most preferred first.
  ///
  /// Ranges are ordered by their `q` weight (ties keep the header's order); `*`, ranges
  /// with `q=0` and tags ICU has no data for are left out, so a header of only unknown
  /// languages gives an empty list and the catalog's source language is shown.
  public static func preferences(acceptLanguage header: String) -> [SheetLocale] {
    var weighted: [(weight: Double, order: Int, locale: SheetLocale)] = []
    // A header is at most a few hundred bytes; 8 KiB and 64 ranges keep a hostile one cheap.
    for (order, range) in header.utf8.prefix(8192).split(separator: UInt8(ascii: ","))
      .prefix(64).enumerated()
    {
      let parts = String(decoding: range, as: UTF8.self).split(separator: ";")
      guard let tag = parts.first?.trimmingCharacters(in: .whitespaces), !tag.isEmpty, tag != "*"
      else { continue }
      var weight = 1.0
      for parameter in parts.dropFirst() {
        let pair = parameter.trimmingCharacters(in: .whitespaces)
        if pair.hasPrefix("q="), let value = Double(pair.dropFirst(2)), value.isFinite {
          weight = value
        }
      }
      guard weight > 0, let locale = try? SheetLocale(tag) else { continue }
      weighted.append((weight, order, locale))
    }
    return weighted.sorted { ($0.weight, -$0.order) > ($1.weight, -$1.order) }.map(\.locale)
  }
}
