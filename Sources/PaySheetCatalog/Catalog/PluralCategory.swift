internal import PaySheetICU
import Synchronization

/// A CLDR plural category.
public enum PluralCategory: String, Sendable, CaseIterable, Comparable, Codable {
  case zero, one, two, few, many, other

  public static func < (lhs: Self, rhs: Self) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

extension PluralCategory {
  /// The categories the cardinal rules of `locale` use, in CLDR order: English one and
  /// other, Russian one, few, many and other.
  ///
  /// - Parameter locale: an identifier in BCP 47 (`zh-Hant-TW`) or ICU (`zh_Hant_TW`) spelling.
  /// - Returns: nil when `locale` is malformed or ICU has no data for it.
  /// - Throws: what ICU reported when it could not open the rules of a locale it knows.
  package static func cardinal(in locale: String) throws(ICUFailure) -> [PluralCategory]? {
    if let known = known.withLock({ $0[locale] }) { return known }
    guard let parsed = try? ICULocale(parsing: locale) else { return nil }
    let categories: [PluralCategory]
    do {
      categories = try ICUPluralRules.cached(locale: parsed).keywords
        .compactMap(PluralCategory.init(rawValue:)).sorted()
    } catch {
      throw ICUFailure(operation: error.operation, status: error.status, name: error.name)
    }
    Self.known.withLock { cache in
      if cache.count < Self.knownLimit { cache[locale] = categories }
    }
    return categories
  }

  /// The categories of each identifier asked for: a lint asks for each catalog language once
  /// per key. Bounded, as identifiers come from files.
  private static let known = Mutex<[String: [PluralCategory]]>([:])
  private static let knownLimit = 4096
}
