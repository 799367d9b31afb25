import Testing

@testable import PaySheetICU

/// The wrappers read ICU's data as Unicode and CLDR publish it.
struct ICUNamesTests {
  @Test func skeletonsOfLookAlikesAgree() throws {
    let checker = try ICUSpoofChecker()
    #expect(
      try checker.skeleton("\u{0455}\u{0441}\u{043E}\u{0440}\u{0435}") == checker.skeleton("scope"))
    #expect(try checker.skeleton("Acme") != checker.skeleton("Acne"))
    // A skeleton longer than the first buffer is retried, not cut.
    let long = String(repeating: "\u{0430}", count: 300)
    #expect(try checker.skeleton(long) == String(repeating: "a", count: 300))
  }

  @Test func normalizationForms() throws {
    #expect(try ICUNames.normalized("\u{2115}", .nfkc) == "N")
    #expect(try ICUNames.normalized("\u{2115}", .nfc) == "\u{2115}")
    #expect(try ICUNames.normalized("e\u{301}", .nfc) == "\u{E9}")
    #expect(try ICUNames.normalized("\u{FF33}", .nfkc) == "S")
    let long = String(repeating: "\u{FB01}", count: 200)
    #expect(try ICUNames.normalized(long, .nfkc) == String(repeating: "fi", count: 200))
  }

  @Test(arguments: [
    (Unicode.Scalar(0x2115)!, "DOUBLE-STRUCK CAPITAL N"), (Unicode.Scalar(0x00AD)!, "SOFT HYPHEN"),
    (Unicode.Scalar(0x0628)!, "ARABIC LETTER BEH"),
  ])
  func characterNamesMatchTheStandardLibrary(_ scalar: Unicode.Scalar, _ name: String) throws {
    #expect(try ICUNames.name(of: scalar) == name)
    #expect(scalar.properties.name == name)
  }

  @Test func propertiesForJoinersAndMarks() throws {
    #expect(ICUNames.joiningType("\u{0628}") == .dual)  // BEH
    #expect(ICUNames.joiningType("\u{0627}") == .right)  // ALEF
    #expect(ICUNames.joiningType("\u{064E}") == .transparent)  // FATHA
    #expect(ICUNames.joiningType("A") == .nonJoining)
    #expect(ICUNames.combiningClass("\u{094D}") == 9)  // DEVANAGARI SIGN VIRAMA
    #expect(ICUNames.combiningClass("\u{0335}") == 1)  // SHORT STROKE OVERLAY
    #expect(try ICUNames.scriptExtensions("\u{064E}").contains("Arab"))
    #expect(try ICUNames.scriptExtensions("\u{0301}") == ["Zinh"])
  }

  @Test func theGeneralSecurityProfile() throws {
    #expect(try ICUNames.identifierStatus("a") == .recommended)
    #expect(try ICUNames.identifierStatus("\u{2019}") == .inclusion)
    #expect(try ICUNames.identifierStatus("\u{13AA}") == .restricted)  // CHEROKEE LETTER GO
  }

  @Test func scriptsOfLocalesAndTheirNames() throws {
    #expect(try ICUNames.scripts(of: ICULocale(parsing: "ru")) == ["Cyrl"])
    #expect(try Set(ICUNames.scripts(of: ICULocale(parsing: "ja"))) == ["Kana", "Hira", "Hani"])
    #expect(try ICUNames.scripts(of: ICULocale(parsing: "sr-Latn")) == ["Latn"])
    #expect(ICUNames.scriptName("Cyrl") == "Cyrillic")
    #expect(ICUNames.scriptName("Hani") == "Han")
    #expect(try ICUNames.likelyLanguage(ofScript: "Thai") == "th")
  }

  @Test func exemplarsHoldTheLettersOfEverydayWriting() throws {
    let thai = try ICUExemplarSet.cached(locale: "th")
    #expect(thai.contains("\u{0E33}"))  // SARA AM, which NFKC rewrites
    #expect(!thai.contains("a"))
    #expect(try ICUExemplarSet(locale: "en").contains("e"))
  }
}
