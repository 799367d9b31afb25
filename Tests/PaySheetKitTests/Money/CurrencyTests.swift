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

  @Test(arguments: ["ABC", "usd", "US", "USDX", "", "XAU", "XXX", "ÜSD"])
  func refusesCodesThatAreNotPaymentCurrencies(code: String) {
    #expect {
      try Currency(code)
    } throws: { error in
      guard case .unknownCurrency(let value, _) = error as? PaySheetError else { return false }
      return value == code
    }
  }
}
