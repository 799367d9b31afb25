import PaySheetICU

/// Formats amounts for display in one locale and style, with ICU formatters opened once.
///
/// Display follows CLDR's digits for the currency, as `currency/CODE` does ("¥1,000",
/// "1.234 د.ك.‏"), except that it never hides a digit of the amount: an IQD amount with
/// fils (ISO 3 digits, CLDR 0) is shown with them. ICU's bidi marks are kept.
public struct MoneyFormatter: Sendable, Hashable {
  public let locale: SheetLocale
  public let style: AmountStyle

  public init(locale: SheetLocale, style: AmountStyle = .standard) {
    self.locale = locale
    self.style = style
  }

  /// The cache key: what decides the skeleton, in small values that hash quickly.
  private struct Signature: Hashable, Sendable {
    let locale: String
    let currency: String
    let style: AmountStyle
    let extraDigits: Int
  }

  private static let formatters = ICUCache<Signature, ICUNumberFormatter>()

  /// The amount in this locale's currency format.
  public func string(for money: Money) throws(PaySheetError) -> String {
    let scale = money.currency.minorUnitDigits
    let shown = visibleFractionDigits(money)
    let formatter = try formatter(for: money.currency, fractionDigits: shown)
    return try wrapICU { () throws(ICUError) in try formatter.format(units: money.minorUnits, scale: scale) }
  }

  /// The number formatter for `currency` showing `fractionDigits` (nil: CLDR's).
  package func formatter(for currency: Currency, fractionDigits: Int?) throws(PaySheetError)
    -> ICUNumberFormatter
  {
    let key = Signature(locale: locale.icuIdentifier, currency: currency.code, style: style, extraDigits: fractionDigits ?? -1)
    return try wrapICU { () throws(ICUError) in
      try Self.formatters.value(for: key) { () throws(ICUError) in
        try ICUNumberFormatter(
          locale: locale.icu, skeleton: style.skeleton(currency: currency, fractionDigits: fractionDigits))
      }
    }
  }

  /// The fraction digits to force, or nil when CLDR's display digits show the whole amount.
  private func visibleFractionDigits(_ money: Money) -> Int? {
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

extension Money {
  /// This amount in `locale`'s currency format.
  public func formatted(locale: SheetLocale, style: AmountStyle = .standard) throws(PaySheetError) -> String {
    try MoneyFormatter(locale: locale, style: style).string(for: self)
  }
}
