/// ISO 4217 as its maintenance agency publishes it: the current codes with their minor units
/// (what Apple Pay, card networks and servers exchange), the fund codes among them, and the
/// codes withdrawn with the code that replaced each.
///
/// The table is list one ("Current currency & funds") as SIX published it on 2026-01-01,
/// amendment 180 (Bulgaria's lev replaced by the euro): the list of 2025-05-12 (amendment 179,
/// which added XAD) without BGN. It is kept here, not read from the running ICU, because ICU
/// lags the standard (ICU 72 still lists HRK, CUC and ANG and knows neither XCG nor ZWG).
/// CLDR's display digits (from ICU) are a different table and disagree for some codes (IQD:
/// ISO 3, CLDR 0; LAK: ISO 2, CLDR 0), so they are not read here.
package enum ISO4217 {
  /// The publication date of the list below.
  package static let published = "2026-01-01"
  /// The amendment the list includes.
  package static let amendment = 180

  /// What list one says of a code.
  package struct Entry: Hashable, Sendable {
    /// The minor unit, or nil where the list says "N.A." (precious metals, units of account,
    /// test and no-currency codes).
    package let minorUnits: Int?
    /// Marked `IsFund="true"`: a fund or unit of account (Chile's Unidad de Fomento CLF, the
    /// US next-day dollar USN), never a currency a customer pays in.
    package let isFund: Bool
  }

  /// Every code of list one, with its minor unit; the default minor unit is 2.
  package static let current: [String: Entry] = {
    var table: [String: Entry] = [:]
    let twoDigits = """
      AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BMD BND BOB BRL BSD BTN BWP BYN BZD CAD \
      CDF CHF CNY COP CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD \
      GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR LRD LSL \
      MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN \
      PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP \
      SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD UYU UZS VED VES WST XCD XCG YER ZAR ZMW ZWG
      """
    for code in twoDigits.split(separator: " ") {
      table[String(code)] = Entry(minorUnits: 2, isFund: false)
    }
    for code in [
      "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "VND", "VUV",
      "XAF", "XOF", "XPF",
    ] {
      table[code] = Entry(minorUnits: 0, isFund: false)
    }
    for code in ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"] {
      table[code] = Entry(minorUnits: 3, isFund: false)
    }
    // Funds and units of account: list one marks these IsFund, or (XAD, the Arab Monetary
    // Fund's accounting dinar, amendment 179) names no country that pays in it.
    let funds: [(String, Int)] = [
      ("BOV", 2), ("CHE", 2), ("CHW", 2), ("CLF", 4), ("COU", 2), ("MXV", 2), ("USN", 2),
      ("UYI", 0), ("UYW", 4), ("XAD", 2),
    ]
    for (code, digits) in funds { table[code] = Entry(minorUnits: digits, isFund: true) }
    for code in [
      "XAG", "XAU", "XBA", "XBB", "XBC", "XBD", "XDR", "XPD", "XPT", "XSU", "XTS", "XUA", "XXX",
    ] {
      table[code] = Entry(minorUnits: nil, isFund: false)
    }
    return table
  }()

  /// Codes list three ("historic denominations") records as withdrawn, with the current code
  /// that replaced each: the ones withdrawn since 2005, which a merchant may still hold.
  package static let withdrawn: [String: String] = [
    "BGN": "EUR", "ANG": "XCG", "ZWL": "ZWG", "HRK": "EUR",
    "SLL": "SLE", "CUC": "CUP", "VEF": "VES", "MRO": "MRU",
    "STD": "STN", "BYR": "BYN", "LTL": "EUR", "LVL": "EUR",
    "ZMK": "ZMW", "EEK": "EUR", "SKK": "EUR", "TMM": "TMT",
    "CYP": "EUR", "MTL": "EUR", "GHC": "GHS", "SDD": "SDG",
    "CSD": "RSD", "MZM": "MZN", "AZM": "AZN", "SIT": "EUR",
    "ROL": "RON", "TRL": "TRY", "MGF": "MGA",
  ]

  /// The minor units of `code`, or nil when list one gives it none or does not list it.
  static func minorUnits(_ code: String) -> Int? { current[code]?.minorUnits }
}
