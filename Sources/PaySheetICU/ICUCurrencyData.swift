internal import CPaySheetICU

/// Currency facts from CLDR, as ICU carries them.
///
/// These are CLDR's display and cash digits, which are not ISO 4217's minor units (ISO says
/// 2 for HUF, CLDR shows 2 and pays cash in 0; ISO says 3 for IQD, CLDR shows 0). Callers
/// name which table they mean.
package enum ICUCurrencyData {
  /// ISO 4217 codes ICU knows as common and current.
  package static let knownCodes: Set<String> = {
    let text =
      (try? icuASCIIString("list currency codes", capacity: 4096) { buffer, capacity, status in
        psicu_currency_codes(buffer, capacity, &status)
      }) ?? ""
    return Set(text.split(separator: " ").map(String.init))
  }()

  /// CLDR's fraction digits for display (`cash: false`) or for cash payments (`cash: true`).
  package static func fractionDigits(_ code: String, cash: Bool) throws(ICUError) -> Int {
    var status: Int32 = 0
    let digits = psicu_currency_fraction_digits(Array(code.utf16) + [0], cash ? 1 : 0, &status)
    try ICUError.check(status, "read fraction digits of \(code)")
    return Int(digits)
  }

  /// CLDR's rounding increment, such as 0.05 for CHF cash; nil when there is none.
  ///
  /// ICU reports it as a `double`; the value is rebuilt as a decimal of `digits` places so
  /// that 0.05 stays exactly five hundredths.
  package static func roundingIncrement(_ code: String, cash: Bool) throws(ICUError) -> DecimalText?
  {
    var status: Int32 = 0
    let increment = psicu_currency_rounding_increment(
      Array(code.utf16) + [0], cash ? 1 : 0, &status)
    try ICUError.check(status, "read rounding increment of \(code)")
    guard increment > 0 else { return nil }
    let digits = try fractionDigits(code, cash: cash)
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    return DecimalText(units: Int64((increment * scale).rounded()), scale: digits)
  }
}
