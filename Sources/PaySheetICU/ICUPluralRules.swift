internal import CPaySheetICU

/// Open ICU cardinal plural rules (`UPluralRules`) for one locale.
///
/// `Sendable`: selecting a keyword does not change the rules object (ICU's `select` is
/// `const` and documented as thread-safe), and the rules are never changed after opening.
package final class ICUPluralRules: Sendable {
  package let locale: ICULocale
  nonisolated(unsafe) private let handle: OpaquePointer
  /// The keywords of the categories this locale uses ("one", "few", "other"), in ICU's order.
  package let keywords: [String]
  /// Each keyword's rule as CLDR writes it in ICU's data, with its sample numbers:
  /// "v = 0 and i % 10 = 1 and i % 100 != 11 @integer 1, 21, 31, … @decimal …".
  package let ruleTexts: [String: String]

  package init(locale: ICULocale) throws(ICUError) {
    var status: Int32 = 0
    let handle = psicu_plural_open(locale.identifier, &status)
    try ICUError.check(status, "open plural rules for \(locale)")
    guard let handle else {
      throw ICUError(status: 1, operation: "open plural rules for \(locale)")
    }
    self.locale = locale
    self.handle = handle
    let keywords = try icuASCIIString("list plural keywords for \(locale)") {
      buffer, capacity, status in
      psicu_plural_keywords(handle, buffer, capacity, &status)
    }
    self.keywords = keywords.split(separator: " ").map(String.init)
    var texts: [String: String] = [:]
    for keyword in self.keywords {
      texts[keyword] = try icuUTF16String("read the plural rule of \(keyword) for \(locale)") {
        buffer, capacity, status in
        psicu_plural_rule_text(locale.identifier, keyword, buffer, capacity, &status)
      }
    }
    ruleTexts = texts
  }

  deinit { psicu_plural_close(handle) }

  private static let cache = ICUCache<String, ICUPluralRules>()

  package static func cached(locale: ICULocale) throws(ICUError) -> ICUPluralRules {
    try cache.value(for: locale.identifier) { () throws(ICUError) in
      try ICUPluralRules(locale: locale)
    }
  }

  /// The category keyword of `number` as `formatter` displays it.
  ///
  /// The formatter decides the visible fraction digits, which the rules depend on: in
  /// English "1" is one and "1.00" is other.
  package func category(of number: DecimalText, displayedBy formatter: ICUNumberFormatter)
    throws(ICUError) -> String
  {
    let text = Array(number.description.utf8)
    return try text.withUnsafeBufferPointer { bytes throws(ICUError) in
      try bytes.withMemoryRebound(to: CChar.self) { chars throws(ICUError) in
        try icuASCIIString("select a plural category in \(locale)", capacity: 16) {
          buffer, capacity, status in
          psicu_plural_select_formatted(
            handle, formatter.handle, chars.baseAddress, Int32(chars.count), buffer, capacity,
            &status)
        }
      }
    }
  }

  /// The category keyword of `number` exactly as written: its fraction digits are all visible.
  package func category(ofWritten number: DecimalText) throws(ICUError) -> String {
    let precision =
      number.fractionDigits == 0
      ? "precision-integer" : "." + String(repeating: "0", count: number.fractionDigits)
    let formatter = try ICUNumberFormatter.cached(
      locale: locale, skeleton: "\(precision) group-off")
    return try category(of: number, displayedBy: formatter)
  }
}
