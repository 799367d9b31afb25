import Testing

@testable import PaySheetICU

struct DecimalTextTests {
  @Test(arguments: [
    ("0", "0", 0), ("19.99", "19.99", 2), ("-2.50", "-2.50", 2), ("007.10", "7.10", 2),
    ("1.0", "1.0", 1), ("-0", "0", 0), ("0.001", "0.001", 3),
  ])
  func keepsDigitsAsWritten(input: String, text: String, fractionDigits: Int) throws {
    let number = try DecimalText(parsing: input)
    #expect(number.description == text)
    #expect(number.fractionDigits == fractionDigits)
  }

  @Test(arguments: [
    "", "NaN", "nan", "inf", "-Infinity", "1e400", "1E3", "1,000", "1.", ".5", "--1", "+1", "1 ",
    " 1", "12abc", "1.2.3", "١٢", "\u{0}",
  ])
  func refusesWhatIsNotAPlainDecimal(input: String) {
    #expect(throws: DecimalText.ParseError.self) { try DecimalText(parsing: input) }
  }

  @Test func refusesMoreSignificantDigitsThanAnInt64Holds() {
    #expect(throws: DecimalText.ParseError.tooManyDigits(limit: 19)) {
      try DecimalText(parsing: String(repeating: "9", count: 20))
    }
    #expect(throws: DecimalText.ParseError.tooManyDigits(limit: 19)) {
      try DecimalText(parsing: "0.00" + String(repeating: "1", count: 20))
    }
    #expect(throws: Never.self) { try DecimalText(parsing: String(repeating: "9", count: 19)) }
  }

  @Test(arguments: [
    ("1000000000000000.000", "1000000000000000.000"),
    ("1.0000000000000000000", "1.0000000000000000000"),
    ("-0.000000000000000001", "-0.000000000000000001"),
    ("0000000000000000000001.10", "1.10"),
    ("9223372036854775.807", "9223372036854775.807"),
    ("1000000000000000000", "1000000000000000000"),
  ])
  func countsSignificantDigitsNotDigitsAsWritten(input: String, written: String) throws {
    // Kept as written apart from leading zeros: zeros after the point matter to plural rules.
    #expect(try DecimalText(parsing: input).description == written)
  }

  @Test(arguments: [
    (Int64(1999), 2, "19.99"), (5, 2, "0.05"), (-5, 2, "-0.05"), (1000, 0, "1000"),
    (1234, 3, "1.234"),
    (0, 2, "0.00"), (Int64.min, 2, "-92233720368547758.08"), (Int64.max, 0, "9223372036854775807"),
  ])
  func buildsFromMinorUnits(units: Int64, scale: Int, text: String) {
    #expect(DecimalText(units: units, scale: scale).description == text)
    let bytes = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
      let length = ICUNumberFormatter.writeDecimal(units: units, scale: scale, into: buffer)
      return Array(buffer[..<length])
    }
    #expect(String(decoding: bytes, as: UTF8.self) == text)
  }
}
