/// ISO 4217 minor units: the digits a payment in the currency carries (the standard's
/// "minor unit" column), which is what Apple Pay, card networks and servers exchange.
///
/// CLDR's display digits (from ICU) are a different table and disagree for some codes
/// (IQD: ISO 3, CLDR 0; LAK: ISO 2, CLDR 0), so this one is kept here, apart.
enum ISO4217 {
  /// Codes whose minor unit is not 2. Source: ISO 4217 list one (current currencies).
  private static let exceptions: [String: Int] = [
    "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0,
    "RWF": 0, "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
    "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
    "CLF": 4, "UYW": 4,
  ]

  /// Codes ISO 4217 lists with no minor unit ("N.A."): precious metals, funds and test codes,
  /// which are not payment currencies.
  private static let withoutMinorUnit: Set<String> = [
    "XAG", "XAU", "XBA", "XBB", "XBC", "XBD", "XDR", "XPD", "XPT", "XSU", "XTS", "XUA", "XXX",
  ]

  /// Current codes of ISO 4217 list one that ICU files as uncommon rather than common (funds
  /// and units of account such as CLF, Chile's Unidad de Fomento, and UYW), so that its
  /// common list alone misses them; codes ICU also files as uncommon but ISO 4217 does not
  /// list (CNH, USS, XFO, XFU) are not here.
  static let currentUncommon: Set<String> = [
    "BOV", "CHE", "CHW", "CLF", "COU", "MXV", "USN", "UYI", "UYW", "VED",
  ]

  /// The minor units of `code`, or nil when ISO 4217 gives it none.
  static func minorUnits(_ code: String) -> Int? {
    if withoutMinorUnit.contains(code) { return nil }
    return exceptions[code] ?? 2
  }
}
