internal import PaySheetICU
import Synchronization

/// The shared ICU currency formatters, keyed by what they format: locale, currency, style
/// and forced fraction digits.
///
/// The key is the configuration itself, so two styles that differ cannot share a
/// formatter. The cache is concrete and lives beside its one caller: a generic cache
/// called across modules runs unspecialized, and on the formatting path that cost as much
/// as ICU's own work. Creators run outside the lock; a second thread creating the same
/// formatter costs a little work once and never blocks other keys.
final class CurrencyFormatterCache: Sendable {
  struct Key: Hashable, Sendable {
    let locale: String
    let currency: String
    let style: AmountStyle
    /// Fraction digits forced beyond CLDR's display digits, or nil.
    let fractionDigits: Int?
  }

  static let shared = CurrencyFormatterCache()

  private let storage = Mutex<[Key: ICUNumberFormatter]>([:])
  /// Entries kept before the cache is emptied, so that a server fed arbitrary locales cannot
  /// grow it without bound; 512 is far more than any sheet or stream uses at once.
  private let limit = 512

  func formatter(
    locale: SheetLocale, currency: Currency, style: AmountStyle, fractionDigits: Int?
  ) throws(ICUError) -> ICUNumberFormatter {
    let key = Key(
      locale: locale.icu.identifier, currency: currency.code, style: style,
      fractionDigits: fractionDigits)
    if let cached = storage.withLock({ $0[key] }) { return cached }
    let created = try ICUNumberFormatter(
      locale: locale.icu,
      skeleton: style.skeleton(currency: currency, fractionDigits: fractionDigits))
    return storage.withLock { entries in
      if let existing = entries[key] { return existing }
      if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
      entries[key] = created
      return created
    }
  }
}
