import Foundation
import Testing

@testable import PaySheetKit

struct MoneyTests {
  @Test(arguments: [
    ("19.99", "USD", Int64(1999), "19.99"),
    ("5", "USD", 500, "5.00"),
    ("-2.5", "EUR", -250, "-2.50"),
    ("1000", "JPY", 1000, "1000"),
    ("1.234", "KWD", 1234, "1.234"),
    ("0.5", "BHD", 500, "0.500"),
    ("12.345", "JOD", 12345, "12.345"),
    ("7.001", "OMR", 7001, "7.001"),
    ("3.5", "TND", 3500, "3.500"),
    ("1500", "KRW", 1500, "1500"),
  ])
  func holdsMinorUnitsAndWireValue(text: String, code: String, units: Int64, wire: String) throws {
    let money = try Money(text, currency: Currency(code))
    #expect(money.minorUnits == units)
    #expect(money.wireValue == wire)
  }

  @Test(arguments: [
    ("1.5", "JPY", 0), ("1.234", "USD", 2), ("1.2345", "KWD", 3), ("0.001", "EUR", 2),
  ])
  func refusesDigitsTheCurrencyCannotCarry(text: String, code: String, allowed: Int) throws {
    let currency = try Currency(code)
    #expect(throws: PaySheetError.tooManyFractionDigits(text, currency: code, allowed: allowed)) {
      try Money(text, currency: currency)
    }
  }

  @Test func acceptsTrailingZerosBeyondTheMinorUnitsOnlyWhenRoundingIsAsked() throws {
    let yen = try Currency("JPY")
    #expect(throws: PaySheetError.tooManyFractionDigits("1000.00", currency: "JPY", allowed: 0)) {
      try Money("1000.00", currency: yen)
    }
    #expect(try Money("1000.00", currency: yen, rounding: .down).minorUnits == 1000)
    #expect(try Money("19.9900", currency: Currency("USD"), rounding: .up).minorUnits == 1999)
  }

  @Test(arguments: [
    ("2.5", "JPY", RoundingRule.halfEven, Int64(2)),
    ("3.5", "JPY", .halfEven, 4),
    ("2.5", "JPY", .halfUp, 3),
    ("-2.5", "JPY", .halfUp, -3),
    ("2.51", "JPY", .halfEven, 3),
    ("2.9", "JPY", .down, 2),
    ("-2.9", "JPY", .down, -2),
    ("2.1", "JPY", .up, 3),
    ("1.2345", "KWD", .halfEven, 1234),
    ("1.2355", "KWD", .halfEven, 1236),
    ("1.23450001", "KWD", .halfEven, 1235),
    ("9.999", "USD", .halfEven, 1000),
    ("0.004", "USD", .halfEven, 0),
  ])
  func roundsWhenAsked(text: String, code: String, rule: RoundingRule, units: Int64) throws {
    #expect(try Money(text, currency: Currency(code), rounding: rule).minorUnits == units)
  }

  @Test func defaultRoundingOfDecimalIsExact() throws {
    let money = try Money(Decimal(string: "19.99")!, currency: Currency("USD"))
    #expect(money.minorUnits == 1999)
    #expect(money.amount == Decimal(string: "19.99")!)
    #expect(
      try Money(Decimal(string: "1.234")!, currency: Currency("KWD")).amount == Decimal(
        string: "1.234")!)
  }

  @Test func refusesNaNAndHugeDecimals() throws {
    let usd = try Currency("USD")
    #expect(throws: PaySheetError.self) { try Money(Decimal.nan, currency: usd) }
    #expect(throws: PaySheetError.self) {
      try Money(Decimal.greatestFiniteMagnitude, currency: usd)
    }
    #expect(throws: PaySheetError.self) { try Money("99999999999999999", currency: usd) }
    #expect(throws: Never.self) { try Money("9999999999999999", currency: usd) }
  }

  @Test(arguments: ["", "NaN", "1e400", "12abc", "1,00", " 1"])
  func refusesText(text: String) throws {
    let usd = try Currency("USD")
    #expect {
      try Money(text, currency: usd)
    } throws: { error in
      guard case .invalidAmount(let value, _) = error as? PaySheetError else { return false }
      return value == text
    }
  }

  @Test(arguments: [
    ("1.02", "1.00"), ("1.03", "1.05"), ("1.07", "1.05"), ("1.08", "1.10"), ("-1.08", "-1.10"),
    ("2.00", "2.00"),
  ])
  func roundsSwissFrancsToCashIncrement(text: String, cash: String) throws {
    let money = try Money(text, currency: Currency("CHF"))
    #expect(money.roundedToCash().wireValue == cash)
  }

  @Test func leavesCurrenciesWithoutCashIncrementAlone() throws {
    let money = try Money("1.02", currency: Currency("EUR"))
    #expect(money.roundedToCash() == money)
  }

  @Test func negatingEveryCountIsExactOrAnError() throws {
    let usd = try Currency("USD")
    #expect(try Money(minorUnits: 250, currency: usd).negated().minorUnits == -250)
    #expect(try Money(minorUnits: .max, currency: usd).negated().minorUnits == -.max)
    #expect(throws: PaySheetError.self) { try Money(minorUnits: .min, currency: usd).negated() }
  }

  @Test func encodesAsStringsSoNoFloatingPointIsInvolved() throws {
    let money = try Money("0.10", currency: Currency("USD"))
    let json = String(decoding: try JSONEncoder().encode(money), as: UTF8.self)
    #expect(json.contains(#""amount":"0.10""#))
  }
}

/// What the library writes as a wire value, it reads back.
struct MoneyRoundTripTests {
  /// Every code `Currency` accepts, found by trying every three capital letters.
  static let currencies: [Currency] = {
    let letters = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { Character(Unicode.Scalar($0)) }
    var found: [Currency] = []
    for a in letters {
      for b in letters {
        for c in letters {
          if let currency = try? Currency(String([a, b, c])) { found.append(currency) }
        }
      }
    }
    return found
  }()

  @Test func findsTheCurrenciesOfEveryMinorUnit() {
    #expect(Self.currencies.count > 100)
    #expect(Set(Self.currencies.map(\.minorUnitDigits)).isSuperset(of: [0, 2, 3]))
  }

  @Test func everyCurrencysLargestAndSmallestAmountsReadBack() throws {
    for currency in Self.currencies {
      for units in [Int64.max, Int64.min, Int64.max - 1, Int64.min + 1, 0, -1] {
        let money = Money(minorUnits: units, currency: currency)
        let read = try Money(money.wireValue, currency: currency)
        #expect(read == money, "\(money.wireValue) \(currency.code)")
      }
    }
  }

  @Test func oneMinorUnitPastTheLargestIsRefusedWithTheBound() {
    let kwd = try! Currency("KWD")
    #expect(throws: PaySheetError.self) { try Money("9223372036854775.808", currency: kwd) }
    #expect(throws: PaySheetError.self) { try Money("-9223372036854775.809", currency: kwd) }
    do {
      _ = try Money("9223372036854775.808", currency: kwd)
    } catch {
      #expect("\(error)".contains("too large for KWD; the largest amount is 9223372036854775.807"))
    }
  }

  @Test(arguments: [
    ("1000000000000000.000", "KWD", Int64(1_000_000_000_000_000_000)),
    ("1.0000000000000000000", "USD", 100),
    ("0.0100000000000000000000", "USD", 1),
    ("-92233720368547758.08", "USD", Int64.min),
  ])
  func readsZerosThatDoNotChangeTheValueWhenRoundingIsAsked(
    text: String, code: String, units: Int64
  ) throws {
    let currency = try Currency(code)
    for rule in RoundingRule.allCases {
      #expect(try Money(text, currency: currency, rounding: rule).minorUnits == units)
    }
  }

  @Test(arguments: [
    ("4800.00", "JPY", "write \"4800\""), ("100.0", "JPY", "write \"100\""),
    ("19.990", "USD", "write \"19.99\""), ("1.0000000000000000000", "USD", "write \"1.00\""),
    ("1.2340", "KWD", "write \"1.234\""), ("-7.50", "JPY", "ask for rounding to round it"),
    ("0.001", "USD", "ask for rounding to round it"),
  ])
  func refusesFractionDigitsPastTheMinorUnitsZerosIncluded(
    text: String, code: String, remedy: String
  ) throws {
    let currency = try Currency(code)
    let error = #expect(throws: PaySheetError.self) { try Money(text, currency: currency) }
    guard case .tooManyFractionDigits(text, code, currency.minorUnitDigits) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect("\(error!)".hasSuffix(remedy), "\(error!)")
  }

  /// What the remedy says to write is read back as the same amount rounding gives.
  @Test(arguments: ["4800.00", "100.0", "0.000"])
  func theWrittenRemedyReadsAsTheRoundedAmount(text: String) throws {
    let yen = try Currency("JPY")
    let written = try #require(PaySheetError.withoutExtraZeros(text, allowed: 0))
    #expect(try Money(written, currency: yen) == Money(text, currency: yen, rounding: .halfEven))
  }
}

/// The allocation-free reading of streamed amounts agrees with the general one.
struct MoneyPlainTests {
  @Test(arguments: [
    ("19.99", "USD"), ("-2.5", "EUR"), ("0", "USD"), ("-0", "USD"), ("007.10", "USD"),
    ("1000", "JPY"), ("1.234", "KWD"), ("1.2", "KWD"), ("9999999999999999.99", "USD"),
    ("99999999999999999.99", "USD"), ("1.", "USD"), (".5", "USD"), ("-", "USD"), ("", "USD"),
    ("1.234", "USD"), ("1.5", "JPY"), ("12a", "USD"), ("1e3", "USD"), ("+1", "USD"),
    ("1.0000", "USD"), ("999999999999999999", "JPY"), ("9999999999999999999", "JPY"),
    ("--1", "USD"), ("1.2.3", "USD"), ("1,00", "EUR"),
  ])
  func agreesWithTheGeneralReading(text: String, code: String) throws {
    let currency = try Currency(code)
    let plain = Money.plain(Array(text.utf8)[...], currency: currency)
    let general = try? Money(text, currency: currency)
    // Where the fast path answers, the general path gives the same amount.
    if let plain { #expect(plain == general, "\(text) \(code)") }
  }

  @Test func answersForTheStreamsUsualAmounts() throws {
    let usd = try Currency("USD")
    #expect(Money.plain(Array("4989682.82".utf8)[...], currency: usd)?.minorUnits == 498_968_282)
    #expect(Money.plain(Array("-0.5".utf8)[...], currency: usd)?.minorUnits == -50)
    #expect(Money.plain(Array("1.234".utf8)[...], currency: usd) == nil)
  }

  @Test func agreesOnEveryShortText() throws {
    // Every text of up to four characters from digits, '-' and '.'.
    let alphabet: [UInt8] = Array("0159-.".utf8)
    var texts: [[UInt8]] = []
    var layer: [[UInt8]] = [[]]
    for _ in 0..<4 {
      layer = layer.flatMap { text in alphabet.map { text + [$0] } }
      texts += layer
    }
    var answered = 0
    for code in ["USD", "JPY", "KWD"] {
      let currency = try Currency(code)
      for text in texts {
        guard let plain = Money.plain(text[...], currency: currency) else { continue }
        answered += 1
        #expect(plain == (try? Money(String(decoding: text, as: UTF8.self), currency: currency)))
      }
    }
    #expect(answered > 500)
  }
}
