/// How an amount is displayed: ICU number-skeleton options for sign and currency unit.
public struct AmountStyle: Hashable, Sendable, Codable {
  /// When the sign shows (ICU `sign-*`).
  public enum SignDisplay: String, Hashable, Sendable, Codable, CaseIterable {
    /// A minus for negative amounts only (`sign-auto`).
    case auto
    /// Negative amounts in the locale's accounting form, often parentheses (`sign-accounting`).
    case accounting
    /// A sign on every amount (`sign-always`).
    case always
    /// A sign on every amount but zero (`sign-except-zero`).
    case exceptZero
    /// No sign (`sign-never`).
    case never

    var skeleton: String {
      switch self {
      case .auto: return "sign-auto"
      case .accounting: return "sign-accounting"
      case .always: return "sign-always"
      case .exceptZero: return "sign-except-zero"
      case .never: return "sign-never"
      }
    }
  }

  /// How the currency is named (ICU `unit-width-*`).
  public enum UnitWidth: String, Hashable, Sendable, Codable, CaseIterable {
    /// The locale's symbol, "$" or "US$" (`unit-width-short`).
    case symbol
    /// The shortest symbol, "$" everywhere (`unit-width-narrow`).
    case narrow
    /// The ISO code, "USD" (`unit-width-iso-code`).
    case isoCode
    /// The name, "US dollars" (`unit-width-full-name`).
    case name

    var skeleton: String {
      switch self {
      case .symbol: return "unit-width-short"
      case .narrow: return "unit-width-narrow"
      case .isoCode: return "unit-width-iso-code"
      case .name: return "unit-width-full-name"
      }
    }
  }

  public var sign: SignDisplay
  public var unitWidth: UnitWidth

  public init(sign: SignDisplay = .auto, unitWidth: UnitWidth = .symbol) {
    self.sign = sign
    self.unitWidth = unitWidth
  }

  /// The locale's standard currency format, as ICU's `currency/CODE` skeleton gives it.
  public static let standard = AmountStyle()

  /// The ICU skeleton that formats a count of `currency`'s minor units, showing
  /// `fractionDigits` digits when CLDR's display digits would hide part of the amount.
  ///
  /// `scale/0.01` makes ICU shift the integer by a power of ten, which it does exactly
  /// (it stores such a scale as a magnitude, not as a multiplication).
  func skeleton(currency: Currency, fractionDigits: Int?) -> String {
    var parts = ["currency/\(currency.code)"]
    if currency.minorUnitDigits > 0 {
      parts.append("scale/0." + String(repeating: "0", count: currency.minorUnitDigits - 1) + "1")
    }
    if sign != .auto { parts.append(sign.skeleton) }
    if unitWidth != .symbol { parts.append(unitWidth.skeleton) }
    if let fractionDigits { parts.append("." + String(repeating: "0", count: fractionDigits)) }
    return parts.joined(separator: " ")
  }
}
