import Foundation
internal import PaySheetICU

/// How an amount with too many digits is brought to the digits allowed.
public enum RoundingRule: String, Sendable, Hashable, Codable, CaseIterable {
  /// To the nearest; a tie goes to the even digit (banker's rounding).
  case halfEven
  /// To the nearest; a tie goes away from zero.
  case halfUp
  /// Toward zero.
  case down
  /// Away from zero.
  case up
}

/// An exact amount of a currency, held as an integer count of its ISO 4217 minor units.
///
/// A `Money` cannot hold an amount the currency cannot carry: 0.001 USD or 1.5 JPY is
/// refused unless rounding is asked for, and the count fits an `Int64`. Written amounts are
/// held to the currency's minor units with their zeros: "4800.00" JPY is refused too, because
/// it claims a precision JPY does not carry and is more often 480000 JPY or another
/// currency's amount mistyped than 4800 JPY.
public struct Money: Hashable, Sendable, CustomStringConvertible {
  public let currency: Currency
  /// The amount in minor units: 1999 for 19.99 USD, 1999 for 1999 JPY, 1234 for 1.234 KWD.
  public let minorUnits: Int64

  public init(minorUnits: Int64, currency: Currency) {
    self.minorUnits = minorUnits
    self.currency = currency
  }

  /// An amount written as a plain decimal ("19.99", "-2", "1.234"), locale-independent.
  ///
  /// - Parameter rounding: how to round when `text` has more fraction digits than the
  ///   currency's minor units, zeros included; nil makes any such digit an error, as a
  ///   payment sheet's amounts are.
  public init(_ text: String, currency: Currency, rounding: RoundingRule? = nil)
    throws(PaySheetError)
  {
    let number: DecimalText
    do {
      number = try DecimalText(parsing: text)
    } catch {
      throw .invalidAmount(text, reason: DecimalText.reason(error))
    }
    try self.init(number, text: text, currency: currency, rounding: rounding)
  }

  /// The amount `bytes` write when they are plain ASCII `-?[0-9]+(\.[0-9]+)?` with no more
  /// fraction digits than the currency carries and at most 18 digits with them, so that the
  /// count fits an `Int64` whatever the digits; nil for anything else, which
  /// `init(_:currency:rounding:)` then reads (or refuses) the general way.
  ///
  /// The path of streamed input: no `String`, no allocation; both paths give the same
  /// amount for every text this one accepts.
  package static func plain(_ bytes: ArraySlice<UInt8>, currency: Currency) -> Money? {
    let scale = currency.minorUnitDigits
    var index = bytes.startIndex
    let end = bytes.endIndex
    let negative = index < end && bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var units: Int64 = 0
    var integerDigits = 0
    while index < end, bytes[index] &- UInt8(ascii: "0") < 10 {
      units = units &* 10 &+ Int64(bytes[index] &- UInt8(ascii: "0"))
      integerDigits += 1
      index += 1
    }
    guard integerDigits > 0, integerDigits + scale <= 18 else { return nil }
    var fractionDigits = 0
    if index < end {
      guard bytes[index] == UInt8(ascii: "."), scale > 0 else { return nil }
      index += 1
      while index < end, bytes[index] &- UInt8(ascii: "0") < 10 {
        guard fractionDigits < scale else { return nil }
        units = units &* 10 &+ Int64(bytes[index] &- UInt8(ascii: "0"))
        fractionDigits += 1
        index += 1
      }
      guard index == end, fractionDigits > 0 else { return nil }
    }
    for _ in fractionDigits..<scale { units &*= 10 }
    return Money(minorUnits: negative ? -units : units, currency: currency)
  }

  /// An amount given as a `Decimal`.
  public init(_ amount: Decimal, currency: Currency, rounding: RoundingRule? = nil)
    throws(PaySheetError)
  {
    guard !amount.isNaN else { throw .invalidAmount("NaN", reason: "not a number") }
    // `Decimal.description` writes plain ASCII digits with '.', whatever the locale.
    try self.init(amount.description, currency: currency, rounding: rounding)
  }

  private init(_ number: DecimalText, text: String, currency: Currency, rounding: RoundingRule?)
    throws(PaySheetError)
  {
    let scale = currency.minorUnitDigits
    var digits = number.digits
    if number.fractionDigits > scale {
      guard let rounding else {
        throw .tooManyFractionDigits(text, currency: currency.code, allowed: scale)
      }
      let dropped = Array(digits.suffix(number.fractionDigits - scale))
      digits.removeLast(dropped.count)
      if dropped.contains(where: { $0 != 0 }) {
        let lastKept = digits.last ?? 0
        if Self.roundsAway(dropped: dropped, lastKept: lastKept, rule: rounding) {
          digits = Self.increment(digits)
        }
      }
    } else {
      digits += repeatElement(0, count: scale - number.fractionDigits)
    }
    // The magnitude is collected unsigned so that Int64.min, one more than Int64.max in
    // magnitude, reads back as well as Int64.max.
    let largest = number.isNegative ? Int64.min.magnitude : Int64.max.magnitude
    var magnitude: UInt64 = 0
    for digit in digits {
      let (shifted, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
      let (added, overflow2) = shifted.addingReportingOverflow(UInt64(digit))
      guard !overflow1, !overflow2, added <= largest else {
        throw .invalidAmount(text, reason: Self.tooLarge(currency))
      }
      magnitude = added
    }
    let units = number.isNegative ? Int64(truncatingIfNeeded: 0 &- magnitude) : Int64(magnitude)
    self.init(minorUnits: units, currency: currency)
  }

  /// Why an amount beyond the `Int64` range of minor units is refused, with the bound.
  private static func tooLarge(_ currency: Currency) -> String {
    let bound = DecimalText(units: .max, scale: currency.minorUnitDigits)
    return "too large for \(currency.code); the largest amount is \(bound)"
  }

  static func roundsAway(dropped: [UInt8], lastKept: UInt8, rule: RoundingRule) -> Bool {
    let first = dropped.first ?? 0
    let restNonZero = dropped.dropFirst().contains { $0 != 0 }
    switch rule {
    case .down: return false
    case .up: return first != 0 || restNonZero
    case .halfUp: return first >= 5
    case .halfEven:
      if first != 5 { return first > 5 }
      return restNonZero || lastKept % 2 == 1
    }
  }

  private static func increment(_ digits: [UInt8]) -> [UInt8] {
    var result = digits
    var index = result.count - 1
    while index >= 0 {
      if result[index] < 9 {
        result[index] += 1
        return result
      }
      result[index] = 0
      index -= 1
    }
    return [1] + result
  }

  /// The amount as a `Decimal`.
  public var amount: Decimal {
    Decimal(
      sign: minorUnits < 0 ? .minus : .plus, exponent: -currency.minorUnitDigits,
      significand: Decimal(minorUnits.magnitude))
  }

  /// The locale-independent form for Apple Pay, Google Pay and servers: ASCII digits, '.',
  /// exactly the currency's minor units ("19.99", "1000" for JPY, "1.234" for KWD).
  public var wireValue: String {
    DecimalText(units: minorUnits, scale: currency.minorUnitDigits).description
  }

  public var description: String { "\(wireValue) \(currency.code)" }

  /// The same amount with the opposite sign, for discounts.
  ///
  /// - Throws: for the one count whose opposite an `Int64` cannot hold (`Int64.min`).
  public func negated() throws(PaySheetError) -> Money {
    guard minorUnits != .min else {
      throw .invalidAmount(
        wireValue, reason: "its opposite is past the largest amount a Money holds")
    }
    return Money(minorUnits: -minorUnits, currency: currency)
  }

  /// This amount rounded to the currency's cash increment (CHF to 0.05), or unchanged
  /// where the currency has none.
  public func roundedToCash(_ rule: RoundingRule = .halfEven) -> Money {
    guard let increment = try? ICUCurrencyData.roundingIncrement(currency.code, cash: true) else {
      return self
    }
    let cashScale = increment.fractionDigits
    var step: Int64 = 0
    for digit in increment.digits { step = step * 10 + Int64(digit) }
    // Bring the increment to minor units: 0.05 (scale 2) is 5 for CHF, 50 for a 3-digit currency.
    for _ in 0..<max(0, currency.minorUnitDigits - cashScale) { step *= 10 }
    guard step > 1 else { return self }
    let remainder = minorUnits.magnitude % UInt64(step)
    guard remainder != 0 else { return self }
    let down = Int64(minorUnits.magnitude - remainder)
    let twice = remainder * 2
    let away: Bool
    switch rule {
    case .down: away = false
    case .up: away = true
    case .halfUp: away = twice >= UInt64(step)
    case .halfEven: away = twice > UInt64(step) || (twice == UInt64(step) && (down / step) % 2 == 1)
    }
    let magnitude = away ? down + step : down
    return Money(minorUnits: minorUnits < 0 ? -magnitude : magnitude, currency: currency)
  }
}

extension Money: Encodable {
  private enum CodingKeys: String, CodingKey { case amount, currency }

  /// `{"amount": "19.99", "currency": "USD"}`: the amount as a string, so that no JSON
  /// number reader turns it into a binary floating-point value.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(wireValue, forKey: .amount)
    try container.encode(currency, forKey: .currency)
  }
}
