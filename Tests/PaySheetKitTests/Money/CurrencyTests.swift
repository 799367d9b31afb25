import Foundation
import Testing

@testable import PaySheetKit

/// Digit tables checked by hand: ISO 4217 list one for minor units, CLDR's supplemental
/// currencyData for display and cash digits.
struct CurrencyTests {
  @Test(arguments: [
    ("USD", 2, 2, 2), ("EUR", 2, 2, 2), ("JPY", 0, 0, 0), ("KWD", 3, 3, 3), ("BHD", 3, 3, 3),
    ("IQD", 3, 0, 0),  // ISO 3, CLDR shows none
    ("LAK", 2, 0, 0),
    ("HUF", 2, 2, 0),  // cash in whole forints
    ("TWD", 2, 2, 0),
    ("CHF", 2, 2, 2),
    ("CLP", 0, 0, 0),
    ("ISK", 0, 0, 0),
    // Current codes ICU files as uncommon: Chile's Unidad de Fomento, Uruguay's wage index.
    ("CLF", 4, 4, 4), ("UYW", 4, 4, 4),
    ("JOD", 3, 3, 3), ("LYD", 3, 3, 3), ("OMR", 3, 3, 3), ("TND", 3, 3, 3),
  ])
  func namesEachDigitTable(code: String, iso: Int, display: Int, cash: Int) throws {
    let currency = try Currency(code)
    #expect(currency.minorUnitDigits == iso)
    #expect(currency.displayDigits == display)
    #expect(currency.cashDigits == cash)
  }

  @Test func swissFrancCashIsRoundedToFiveRappen() throws {
    #expect(try Currency("CHF").cashRoundingIncrement == Decimal(string: "0.05"))
    #expect(try Currency("USD").cashRoundingIncrement == nil)
  }

  /// CNH (offshore yuan), USS, XFO and XFU are in ICU's uncommon list but not in ISO 4217's
  /// current one; DEM was withdrawn.
  @Test(arguments: [
    "ABC", "usd", "US", "USDX", "", "XAU", "XXX", "ÜSD", "CNH", "USS", "XFO", "XFU", "DEM",
  ])
  func refusesCodesThatAreNotPaymentCurrencies(code: String) {
    #expect {
      try Currency(code)
    } throws: { error in
      guard case .unknownCurrency(let value, _) = error as? PaySheetError else { return false }
      return value == code
    }
  }
}

/// A sheet's amounts have at most the currency's minor units of fraction digits, zeros
/// counted, and an error quotes the amount as written.
struct SheetAmountDigitTests {
  @Test(arguments: [
    ("CLF", "1.2345", "1.2345"), ("UYW", "10.5", "10.5000"), ("BHD", "1.250", "1.250"),
    ("IQD", "1000.500", "1000.500"), ("JOD", "0.001", "0.001"), ("LYD", "2", "2.000"),
    ("OMR", "1.234", "1.234"), ("TND", "7.5", "7.500"), ("JPY", "100", "100"),
  ])
  func amountsWithinTheMinorUnitsAreRead(currency: String, text: String, wire: String) throws {
    let read = try sheet(
      #"{"currency": "\#(currency)", "items": [{"type": "item", "label": "summary.subtotal", "amount": "\#(text)"}], "total": {"merchant": "A", "amount": "\#(text)"}}"#
    )
    #expect(read.total.amount.wireValue == wire)
  }

  @Test(arguments: [
    (
      "JPY", "100.0", "more than 0 fraction digits, the ISO 4217 minor units of JPY",
      "write \"100\""
    ),
    (
      "USD", "10.010", "more than 2 fraction digits, the ISO 4217 minor units of USD",
      "write \"10.01\""
    ),
    (
      "KWD", "1.2500", "more than 3 fraction digits, the ISO 4217 minor units of KWD",
      "write \"1.250\""
    ),
  ])
  func zerosPastTheMinorUnitsAreRefused(
    currency: String, text: String, reason: String, hint: String
  ) {
    let json =
      #"{"currency": "\#(currency)", "items": [], "total": {"merchant": "A", "amount": "\#(text)"}}"#
    let error = #expect(throws: InputError.self) { try sheet(json) }
    let message = error?.message ?? ""
    #expect(
      message.contains("'\(text)'") && message.contains(reason) && message.contains(hint),
      "\(message)")
  }
}
