internal import CPaySheetICU

/// ISO 3166 regions as ICU carries them.
package enum ICURegions {
  /// The ISO 3166-1 alpha-2 codes ICU lists as current: the list Safari checks a payment
  /// request's country against (WebKit's `PaymentRequestValidator` calls
  /// `uloc_getISOCountries`).
  package static let countryCodes: Set<String> = {
    // 253 codes of 2 letters and a space each: 1024 bytes leave room for the list to grow.
    let text =
      (try? icuASCIIString("list country codes", capacity: 1024) { buffer, capacity, status in
        psicu_country_codes(buffer, capacity, &status)
      }) ?? ""
    return Set(text.split(separator: " ").map(String.init))
  }()
}
