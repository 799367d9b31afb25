import Foundation
import PaySheetICU
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
    // Fund codes ICU files as uncommon: Chile's Unidad de Fomento, Uruguay's wage index.
    ("CLF", 4, 4, 4), ("UYW", 4, 4, 4),
    // Current since 2024 and 2025, unknown to ICU 72: CLDR's default digits.
    ("ZWG", 2, 2, 2), ("XCG", 2, 2, 2),
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
    ("XCG", "1.25", "1.25"), ("ZWG", "10.5", "10.50"), ("BHD", "1.250", "1.250"),
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

/// ISO 4217 list one as the repository carries it (published 2026-01-01, amendment 180),
/// checked against what it says and against the running ICU, an independent source that
/// lags it: every code ICU calls current and common is either in the table or withdrawn
/// with a named replacement, and every code the table adds is one of the few issued since.
struct ISO4217Tests {
  @Test func theTableIsTheStandardsListOfItsDate() {
    #expect(ISO4217.published == "2026-01-01")
    #expect(ISO4217.amendment == 180)
    // 178 codes in list one, counted once each (the 2025-05-12 list without BGN).
    #expect(ISO4217.current.count == 178)
    #expect(ISO4217.current["XCG"]?.minorUnits == 2 && ISO4217.current["ZWG"]?.minorUnits == 2)
    #expect(ISO4217.current["BGN"] == nil && ISO4217.withdrawn["BGN"] == "EUR")
    for code in ["BOV", "CHE", "CHW", "CLF", "COU", "MXV", "USN", "UYI", "UYW"] {
      #expect(ISO4217.current[code]?.isFund == true, "\(code)")
    }
    for (code, _) in ISO4217.withdrawn {
      #expect(ISO4217.current[code] == nil, "\(code) is both current and withdrawn")
    }
    for (_, replacement) in ISO4217.withdrawn {
      #expect(ISO4217.current[replacement] != nil, "\(replacement) is not current")
    }
  }

  @Test func icusListDiffersOnlyByWhatTheStandardChangedSince() {
    let icu = ICUCurrencyData.knownCodes
    // Issued after ICU 72's data (XCG 2025, ZWG 2024, XAD 2025), or listed by ISO while CLDR
    // files them as not legal tender (SVC, El Salvador's colón) or uncommon (VED, SLE).
    let newer: Set<String> = ["XCG", "ZWG", "XAD", "VED", "SLE", "SVC"]
    for code in icu where ISO4217.current[code] == nil {
      #expect(ISO4217.withdrawn[code] != nil, "ICU's \(code) is neither current nor withdrawn")
    }
    for code in ISO4217.current.keys where !icu.contains(code) {
      let fund = ISO4217.current[code]?.isFund == true
      let noMinor = ISO4217.current[code]?.minorUnits == nil
      #expect(fund || noMinor || newer.contains(code), "\(code) is not in ICU's list")
    }
  }

  @Test(arguments: [
    ("HRK", "EUR"), ("CUC", "CUP"), ("ANG", "XCG"), ("ZWL", "ZWG"), ("BGN", "EUR"),
    ("SLL", "SLE"),
  ])
  func withdrawnCodesAreRefusedNamingTheReplacement(code: String, replacement: String) {
    #expect {
      try Currency(code)
    } throws: { error in
      "\(error)".contains("withdrawn") && "\(error)".contains("\(replacement) replaced it")
    }
  }

  @Test(arguments: ["BOV", "CHE", "CHW", "CLF", "COU", "MXV", "USN", "UYI", "UYW", "XAD"])
  func fundCodesFormatButAreRefusedForPayments(code: String) throws {
    #expect(try Currency(code).isFund)
    #expect {
      try sheet(
        #"{"currency": "\#(code)", "items": [{"type": "item", "label": "summary.subtotal", "amount": "1"}], "total": {"merchant": "A", "amount": "1"}}"#
      )
    } throws: { error in
      "\(error)".contains("1:2:") && "\(error)".contains("fund or unit of account")
    }
  }
}
