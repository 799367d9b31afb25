import Testing

@testable import PaySheetKit

/// A name and a coupon code refuse the same characters, for the same reason: they share one
/// definition of what hides or reorders text. Coupon codes took the default-ignorable
/// letters and marks (HANGUL FILLER, COMBINING GRAPHEME JOINER) that names refused, and
/// refused every joiner, where names take those a script needs.
struct ShownTextTests {
  /// Each put between letters, where no script needs it.
  static let hidden: [Unicode.Scalar] = [
    "\u{07}",  // BELL, a control character
    "\u{85}",  // NEXT LINE, a C1 control
    "\u{AD}",  // SOFT HYPHEN, a format character
    "\u{200B}",  // ZERO WIDTH SPACE
    "\u{200D}",  // ZERO WIDTH JOINER between Latin letters
    "\u{200F}",  // RIGHT-TO-LEFT MARK, a bidi control
    "\u{202E}",  // RIGHT-TO-LEFT OVERRIDE
    "\u{2066}",  // LEFT-TO-RIGHT ISOLATE
    "\u{2028}",  // LINE SEPARATOR
    "\u{034F}",  // COMBINING GRAPHEME JOINER, a default-ignorable mark
    "\u{3164}",  // HANGUL FILLER, a default-ignorable letter
    "\u{FE0F}",  // VARIATION SELECTOR-16 after a Latin letter
    "\u{E0041}",  // TAG LATIN CAPITAL LETTER A outside a flag
    "\u{FEFF}",  // ZERO WIDTH NO-BREAK SPACE
  ]

  @Test(arguments: hidden)
  func aNameAndACodeRefuseTheSameHiddenCharacter(scalar: Unicode.Scalar) throws {
    let text = "SAVE\(scalar)10"
    let name = try #require(DisplayName.refusal(of: text))
    #expect(name.contains(NamedCharacter.of(scalar).code))
    #expect(throws: PaySheetError.invalidSheet("couponCode", reason: name)) {
      try CouponCode(text)
    }
    #expect(throws: PaySheetError.invalidSheet("name", reason: name)) { try DisplayName(text) }
  }

  /// Joiners and selectors where the writing needs them: an emoji ZWJ sequence, ZWNJ between
  /// Persian letters that would join, ZWJ after a Devanagari virama, a variation selector on
  /// an emoji.
  @Test(arguments: ["👩\u{200D}🍳", "می\u{200C}خواهم", "क्\u{200D}ष", "☕\u{FE0F}"])
  func aNameAndACodeTakeTheJoinersAScriptNeeds(text: String) throws {
    #expect(DisplayName.refusal(of: text) == nil)
    #expect(try CouponCode("GIFT" + text).text == "GIFT" + text)
  }

  @Test func eachSaysWhatIsEmpty() {
    #expect(DisplayName.refusal(of: " ") == "the name is empty")
    #expect(throws: PaySheetError.invalidSheet("couponCode", reason: "the code is empty")) {
      try CouponCode(" ")
    }
  }
}
