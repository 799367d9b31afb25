/// A decimal number exactly as written: sign, digits and the number of fraction digits.
///
/// `Decimal` drops trailing zeros ("1.50" becomes 1.5) and `Decimal(string:)` accepts
/// "12abc" as 12, but plural rules depend on the visible digits ("1" is one, "1.0" is other
/// in English) and a bad amount must be refused, not guessed at. So amounts are read here.
package struct DecimalText: Hashable, Sendable, CustomStringConvertible {
  package let isNegative: Bool
  /// The digits without sign or point, leading zeros removed (at least one digit).
  package let digits: [UInt8]
  /// How many of `digits` are after the decimal point, as written.
  package let fractionDigits: Int

  /// Why a text is not a decimal number.
  package enum ParseError: Error, Sendable, Equatable {
    case empty
    case notANumber(reason: String)
    case tooManyDigits(limit: Int)
  }

  /// The most significant digits accepted: as many as `Int64.max` has, so that every
  /// `Int64` count of minor units can be read back from the text the library writes.
  ///
  /// Digits that do not change the value are not counted: leading zeros, and zeros at the
  /// end of the fraction, so that "1.0000000000000000000" (20 digits as written, 1
  /// significant) and KWD's "1000000000000000.000" (19 as written, 16 significant) are read.
  package static let digitLimit = 19

  /// Reads `-?[0-9]+(\.[0-9]+)?`; nothing else (no exponent, grouping, spaces or NaN).
  package init(parsing text: some StringProtocol) throws(ParseError) {
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty else { throw .empty }
    if Self.nonFiniteSpellings.contains(String(decoding: bytes, as: UTF8.self).lowercased()) {
      throw .notANumber(reason: "not a finite number")
    }
    var index = 0
    var negative = false
    if bytes[0] == UInt8(ascii: "-") {
      negative = true
      index = 1
    }
    var digits: [UInt8] = []
    digits.reserveCapacity(bytes.count)
    var fraction = -1
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
        digits.append(byte - UInt8(ascii: "0"))
        if fraction >= 0 { fraction += 1 }
      } else if byte == UInt8(ascii: ".") && fraction < 0 {
        guard !digits.isEmpty else { throw .notANumber(reason: "a digit must come before '.'") }
        fraction = 0
      } else {
        throw .notANumber(reason: Self.describe(byte, at: index, in: bytes))
      }
      index += 1
    }
    guard !digits.isEmpty else { throw .notANumber(reason: "it has no digits") }
    guard fraction != 0 else { throw .notANumber(reason: "a digit must follow '.'") }
    let fractionDigits = max(fraction, 0)
    let leadingZeros = digits.prefix(digits.count - fractionDigits - 1).prefix { $0 == 0 }.count
    digits.removeFirst(leadingZeros)
    guard Self.significantCount(digits, fractionDigits: fractionDigits) <= Self.digitLimit else {
      throw .tooManyDigits(limit: Self.digitLimit)
    }
    self.isNegative = negative && digits.contains { $0 != 0 }
    self.digits = digits
    self.fractionDigits = fractionDigits
  }

  /// Builds the text of `units` × 10^-`scale`.
  package init(units: Int64, scale: Int) {
    var magnitude = units.magnitude
    var reversed: [UInt8] = []
    repeat {
      reversed.append(UInt8(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    while reversed.count <= scale { reversed.append(0) }
    self.isNegative = units < 0
    self.digits = reversed.reversed()
    self.fractionDigits = scale
  }

  /// The digits that carry the value: from the first nonzero digit to the last digit that
  /// is either in the integer part or a nonzero fraction digit.
  private static func significantCount(_ digits: [UInt8], fractionDigits: Int) -> Int {
    let integerCount = digits.count - fractionDigits
    var end = digits.count
    while end > integerCount, digits[end - 1] == 0 { end -= 1 }
    guard let first = digits[..<end].firstIndex(where: { $0 != 0 }) else { return 0 }
    return end - first
  }

  private static let nonFiniteSpellings: Set<String> = [
    "nan", "-nan", "+nan", "inf", "-inf", "+inf", "infinity", "-infinity", "+infinity",
  ]

  private static func describe(_ byte: UInt8, at index: Int, in bytes: [UInt8]) -> String {
    if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
      return "exponent notation is not accepted (character \(index + 1))"
    }
    if byte == UInt8(ascii: ",") {
      return "',' is not accepted; write the amount with '.' and no grouping"
    }
    if byte < 0x20 || byte == 0x7F { return "control character at character \(index + 1)" }
    if byte >= 0x80 { return "non-ASCII character at byte \(index + 1)" }
    return "unexpected '\(Character(Unicode.Scalar(byte)))' at character \(index + 1)"
  }

  /// The number as ICU's decimal-number syntax and the wire format both write it.
  package var description: String {
    var text = isNegative ? "-" : ""
    let integerCount = digits.count - fractionDigits
    for (offset, digit) in digits.enumerated() {
      if offset == integerCount { text += "." }
      text.unicodeScalars.append(Unicode.Scalar(digit + UInt8(ascii: "0")))
    }
    return text
  }
}
