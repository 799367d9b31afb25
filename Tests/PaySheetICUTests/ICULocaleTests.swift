import CPaySheetICU
import Testing

@testable import PaySheetICU

struct ICULocaleTests {
  @Test(arguments: [
    ("zh-Hant-TW", "zh_Hant_TW", "zh-Hant-TW"),
    ("zh_Hant_TW", "zh_Hant_TW", "zh-Hant-TW"),
    ("de-CH", "de_CH", "de-CH"),
    ("de_CH", "de_CH", "de-CH"),
    ("en-US", "en_US", "en-US"),
    ("es-419", "es_419", "es-419"),
    ("pt-BR", "pt_BR", "pt-BR"),
    ("EN-us", "en_US", "en-US"),
    ("ar", "ar", "ar"),
    ("iw", "he", "he"),  // deprecated ISO 639 codes become their replacements
    ("in-ID", "id_ID", "id-ID"),
    ("en-XA", "en_XA", "en-XA"),  // pseudo-locales use ISO 3166's private-use XA–XZ
    ("ar-XB", "ar_XB", "ar-XB"),
  ])
  func canonicalizes(input: String, icu: String, tag: String) throws {
    let locale = try ICULocale(parsing: input)
    #expect(locale.identifier == icu)
    #expect(locale.languageTag == tag)
  }

  @Test func splitsIntoParts() throws {
    let locale = try ICULocale(parsing: "zh-Hant-TW")
    #expect(locale.language == "zh")
    #expect(locale.script == "Hant")
    #expect(locale.region == "TW")
  }

  @Test(arguments: ["xx-YY", "xx", "qq-Latn", "en-QQ", "und", "root"])
  func refusesIdentifiersWithoutData(input: String) {
    #expect(throws: ICULocaleError.self) { try ICULocale(parsing: input) }
  }

  @Test(arguments: [
    "", "en US", "en@calendar=x", "de--CH", "-de", "ü", "en-US-",
    String(repeating: "a", count: 100),
  ])
  func refusesMalformedIdentifiers(input: String) {
    #expect {
      try ICULocale(parsing: input)
    } throws: { error in
      if case .malformed = error as? ICULocaleError { return true }
      return false
    }
  }

  @Test(arguments: [("ar", true), ("he", true), ("en", false), ("ja", false), ("zh-Hant", false)])
  func knowsDirection(input: String, rightToLeft: Bool) throws {
    #expect(try ICULocale(parsing: input).isRightToLeft == rightToLeft)
  }
}

/// Unicode extension keywords are refused up front when ICU has no data for their value.
struct ICULocaleKeywordTests {
  /// Whether ICU's own number formatter opens and formats for an ICU locale ID: an unknown
  /// numbering system fails there with U_UNSUPPORTED_ERROR.
  static func icuFormats(_ icuID: String) -> Bool {
    var status: Int32 = 0
    let skeleton = Array("currency/USD".utf16)
    guard let formatter = psicu_numfmt_open(icuID, skeleton, Int32(skeleton.count), &status)
    else { return false }
    defer { psicu_numfmt_close(formatter) }
    var buffer = [UInt16](repeating: 0, count: 64)
    _ = psicu_numfmt_format_int64(formatter, 1234, &buffer, 64, &status)
    return status <= 0
  }

  /// What ICU's currency formatter writes for 1234 in an ICU locale ID.
  static func icuFormatted(_ icuID: String) -> [UInt16] {
    var status: Int32 = 0
    let skeleton = Array("currency/USD".utf16)
    guard let formatter = psicu_numfmt_open(icuID, skeleton, Int32(skeleton.count), &status)
    else { return [] }
    defer { psicu_numfmt_close(formatter) }
    var buffer = [UInt16](repeating: 0, count: 64)
    let length = psicu_numfmt_format_int64(formatter, 1234, &buffer, 64, &status)
    return Array(buffer.prefix(Int(max(0, min(length, 64)))))
  }

  /// The systems that are Latin digits for English: CLDR's `native`, `traditional` and
  /// `finance` for `en` are all `latn`.
  static let latinForEnglish: Set<String> = ["latn", "native", "traditio", "finance"]

  @Test(arguments: [
    "latn", "arab", "arabext", "thai", "hanidec", "deva", "fullwide", "native", "traditio",
    "finance", "xxxxxx", "abcdefgh", "latnx", "roman", "jpan", "hebr", "hans", "taml", "grek",
    "tamldec",
  ])
  func aNumberingSystemIsAcceptedExactlyWhenICUFormatsInItsDigits(system: String) {
    let accepted = (try? ICULocale(parsing: "en-u-nu-\(system)")) != nil
    // The ICU ID ICU itself reads the tag as ("traditio" becomes "traditional").
    var parsed: Int32 = 0
    var status: Int32 = 0
    var id = [CChar](repeating: 0, count: 128)
    _ = psicu_locale_for_language_tag("en-u-nu-\(system)", &id, 128, &parsed, &status)
    let icuID = String(decoding: id.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #expect(icuID.hasPrefix("en@numbers="))
    // ICU formats, and with other digits than Latin ones unless the system is Latin.
    let formats = Self.icuFormats(icuID)
    let silentlyLatin =
      !Self.latinForEnglish.contains(system)
      && Self.icuFormatted(icuID) == Self.icuFormatted("en@numbers=latn")
    #expect(accepted == (formats && !silentlyLatin), "nu-\(system) as \(icuID)")
  }

  @Test(arguments: [
    ("en-u-nu-roman", "roman"), ("ja-u-nu-jpan", "jpan"), ("ta-u-nu-taml", "taml"),
    ("en-u-nu-hebr", "hebr"), ("zh-u-nu-hans", "hans"),
  ])
  func refusesANumberingSystemWithoutDigitsByName(tag: String, system: String) {
    #expect(
      throws: ICULocaleError.noData(
        tag,
        reason:
          "the numbering system '\(system)' (the '-u-nu-' keyword) has no digits of its own, and ICU formats amounts in it with Latin digits; name one with digits, such as arab, deva or thai"
      )
    ) { try ICULocale(parsing: tag) }
  }

  @Test(arguments: ["ar-u-nu-arab", "hi-u-nu-deva", "th-u-nu-thai", "ta-u-nu-tamldec"])
  func aNumberingSystemWithDigitsKeepsWorking(tag: String) throws {
    #expect(try ICULocale(parsing: tag).identifier.contains("@numbers="))
  }

  @Test(arguments: [
    ("en-u-nu-arab-nu-latn", "the '-u-nu-' keyword is given twice; give it once"),
    ("en-u-ca-gregory-nu-arab-ca-buddhist", "the '-u-ca-' keyword is given twice; give it once"),
    ("en-u-nu-arab-u-ca-gregory", "the extension '-u-' is given twice; give it once"),
  ])
  func refusesARepeatedExtensionKey(tag: String, reason: String) {
    #expect(throws: ICULocaleError.malformed(tag, reason: reason)) {
      try ICULocale(parsing: tag)
    }
  }

  @Test func privateUseMayRepeatWhatItLikes() throws {
    _ = try ICULocale(parsing: "en-x-nu-nu")
  }

  @Test func refusesAnUnknownNumberingSystemByName() {
    #expect(
      throws: ICULocaleError.noData(
        "en-u-nu-xxxxxx", reason: "ICU has no numbering system 'xxxxxx' (the '-u-nu-' keyword)")
    ) { try ICULocale(parsing: "en-u-nu-xxxxxx") }
  }

  @Test(arguments: [
    ("en-u-ca-gregory", true), ("th-u-ca-buddhist", true), ("ja-u-ca-japanese", true),
    ("ar-u-ca-islamic-civil", true), ("en-u-ca-iso8601", true), ("he-u-ca-hebrew", true),
    ("en-u-ca-xxxxxx", false), ("en-u-ca-gregoria", false),
    ("en-u-cu-usd", true), ("de-u-cu-chf", true), ("en-u-cu-dem", true), ("en-u-cu-xyz", false),
    ("en-u-cu-abc", false),
  ])
  func refusesAnUnknownCalendarOrCurrency(tag: String, accepted: Bool) {
    #expect(((try? ICULocale(parsing: tag)) != nil) == accepted, "\(tag)")
  }

  @Test func aKnownCalendarIsTheCalendarICUOpens() throws {
    // Cross-check with ICU's calendar through the date formatter: a Buddhist year is 543
    // years ahead of the Gregorian one.
    let locale = try ICULocale(parsing: "th-u-ca-buddhist")
    let formatter = try ICUDateIntervalFormatter(locale: locale, skeleton: "y")
    #expect(try formatter.format(fromMilliseconds: 0, toMilliseconds: 0).contains("2513"))
  }
}

/// Dates are formatted in the proleptic Gregorian calendar, with no switch to Julian in 1582.
struct ICUDateIntervalProlepticTests {
  /// Milliseconds of noon UTC on the day `days` after 1970-01-01.
  static func noon(_ days: Int) -> Double { (Double(days) * 86_400 + 43_200) * 1000 }

  @Test(arguments: [
    // 1582-10-15 is Julian Day 2299161 and 1970-01-01 Julian Day 2440588.
    (-141_427, "Oct 15, 1582"), (-141_428, "Oct 14, 1582"), (-141_432, "Oct 10, 1582"),
    (-141_437, "Oct 5, 1582"), (-141_438, "Oct 4, 1582"), (0, "Jan 1, 1970"),
  ])
  func formatsTheGregorianDateBeforeTheJulianSwitch(days: Int, text: String) throws {
    let formatter = try ICUDateIntervalFormatter(
      locale: try ICULocale(parsing: "en"), skeleton: "yMMMd")
    #expect(
      try formatter.format(fromMilliseconds: Self.noon(days), toMilliseconds: Self.noon(days))
        == text)
  }
}
