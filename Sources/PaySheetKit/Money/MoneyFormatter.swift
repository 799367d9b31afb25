internal import PaySheetICU

/// Formats amounts of any currency for display in one locale and style.
///
/// Display follows CLDR's digits for the currency, as `currency/CODE` does ("¥1,000",
/// "KWD 1.234"), except that it never hides a digit of the amount: an IQD amount with
/// fils (ISO 3 digits, CLDR 0) is shown with them. ICU's bidi marks are kept.
/// For many amounts of one currency, ``CurrencyFormatter`` skips the cache lookup.
public struct MoneyFormatter: Sendable, Hashable {
  public let locale: SheetLocale
  public let style: AmountStyle

  public init(locale: SheetLocale, style: AmountStyle = .standard) {
    self.locale = locale
    self.style = style
  }

  /// The amount in this locale's currency format.
  public func string(for money: Money) throws(PaySheetError) -> String {
    let formatter = try formatter(
      for: money.currency, fractionDigits: Self.forcedFractionDigits(money))
    return try wrapICU { () throws(ICUError) in try formatter.format(integer: money.minorUnits) }
  }

  /// The shared ICU formatter for minor units of `currency` showing `fractionDigits`
  /// (nil: CLDR's display digits).
  func formatter(for currency: Currency, fractionDigits: Int?) throws(PaySheetError)
    -> ICUNumberFormatter
  {
    try wrapICU { () throws(ICUError) in
      try CurrencyFormatterCache.shared.formatter(
        locale: locale, currency: currency, style: style, fractionDigits: fractionDigits)
    }
  }

  /// The fraction digits to force, or nil when CLDR's display digits show the whole amount.
  static func forcedFractionDigits(_ money: Money) -> Int? {
    let scale = money.currency.minorUnitDigits
    guard scale > money.currency.displayDigits else { return nil }
    var significant = scale
    var units = money.minorUnits.magnitude
    while significant > 0 && units % 10 == 0 {
      units /= 10
      significant -= 1
    }
    guard significant > money.currency.displayDigits else { return nil }
    return significant
  }
}

/// Formats amounts of one currency in one locale and style, holding its ICU formatter.
///
/// The fast path for many amounts (a server's price list, a stream): no cache lookup,
/// one ICU call per amount.
public final class CurrencyFormatter: Sendable {
  public let currency: Currency
  private let general: MoneyFormatter
  fileprivate let standard: ICUNumberFormatter

  public init(locale: SheetLocale, currency: Currency, style: AmountStyle = .standard)
    throws(PaySheetError)
  {
    self.currency = currency
    self.general = MoneyFormatter(locale: locale, style: style)
    self.standard = try general.formatter(for: currency, fractionDigits: nil)
  }

  /// The amount in this locale's format; an amount of another currency is formatted
  /// correctly too, through the shared cache.
  public func string(for money: Money) throws(PaySheetError) -> String {
    guard money.currency == currency, currency.minorUnitDigits <= currency.displayDigits else {
      return try general.string(for: money)
    }
    return try wrapICU { () throws(ICUError) in try standard.format(integer: money.minorUnits) }
  }
}

extension CurrencyFormatter {
  /// Appends the UTF-8 of `string(for:)` to `output`, without a `String` for amounts of
  /// this formatter's currency.
  package func appendUTF8(for money: Money, to output: inout [UInt8]) throws(PaySheetError) {
    guard money.currency == currency, currency.minorUnitDigits <= currency.displayDigits else {
      output.append(contentsOf: try string(for: money).utf8)
      return
    }
    try wrapICU { () throws(ICUError) in
      try standard.appendUTF8(integer: money.minorUnits, to: &output)
    }
  }
}

extension Money {
  /// This amount in `locale`'s currency format.
  public func formatted(locale: SheetLocale, style: AmountStyle = .standard) throws(PaySheetError)
    -> String
  {
    try MoneyFormatter(locale: locale, style: style).string(for: self)
  }
}
