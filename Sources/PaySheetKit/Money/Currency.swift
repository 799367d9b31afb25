import Foundation
internal import PaySheetICU

/// A current ISO 4217 currency (list one, ``ISO4217``) that has minor units.
///
/// Three digit tables exist, and each property names the one it reads:
/// ``minorUnitDigits`` (ISO 4217, what a payment carries), ``displayDigits`` (CLDR, what a
/// price tag shows) and ``cashDigits`` with ``cashRoundingIncrement`` (CLDR cash: CHF 0.05).
public struct Currency: Hashable, Sendable, CustomStringConvertible, Encodable {
  /// The three-letter ISO 4217 code, such as "EUR".
  public let code: String
  /// ISO 4217 minor units: JPY 0, USD 2, KWD 3.
  public let minorUnitDigits: Int

  public init(_ code: String) throws(PaySheetError) {
    guard code.utf8.count == 3,
      code.utf8.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") })
    else {
      throw .unknownCurrency(code, reason: "a currency code is three capital letters, such as USD")
    }
    if let replacement = ISO4217.withdrawn[code] {
      throw .unknownCurrency(
        code,
        reason:
          "withdrawn from ISO 4217; \(replacement) replaced it (list one of \(ISO4217.published))")
    }
    guard let entry = ISO4217.current[code] else {
      throw .unknownCurrency(
        code, reason: "not a current ISO 4217 code (list one of \(ISO4217.published))")
    }
    guard let digits = entry.minorUnits else {
      throw .unknownCurrency(
        code, reason: "ISO 4217 gives it no minor unit; it is not a payment currency")
    }
    self.code = code
    self.minorUnitDigits = digits
    // Read once: ICU looks these up in its resource bundles on every call.
    self.displayDigits = (try? ICUCurrencyData.fractionDigits(code, cash: false)) ?? digits
    self.cashDigits = (try? ICUCurrencyData.fractionDigits(code, cash: true)) ?? displayDigits
  }

  /// Whether ISO 4217 marks the code a fund or unit of account (CLF, USN, BOV): it formats,
  /// but a payment sheet refuses it, since no customer pays in it.
  public var isFund: Bool { ISO4217.current[code]?.isFund ?? false }

  /// CLDR's digits for display, which ICU's `currency/CODE` skeleton shows (IQD 0, HUF 2).
  public let displayDigits: Int
  /// CLDR's digits for cash payments (HUF 0, CHF 2).
  public let cashDigits: Int

  /// CLDR's cash rounding increment, such as 0.05 for CHF; nil where cash is not rounded
  /// beyond its digits.
  public var cashRoundingIncrement: Decimal? {
    guard let text = try? ICUCurrencyData.roundingIncrement(code, cash: true) else { return nil }
    return Decimal(string: text.description)
  }

  public var description: String { code }

  public static func == (lhs: Currency, rhs: Currency) -> Bool { lhs.code == rhs.code }

  public func hash(into hasher: inout Hasher) { hasher.combine(code) }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(code)
  }
}
