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
