import Testing

@testable import PaySheetKit

struct DisplayNameTests {
  /// Joiners where a script needs them (IDNA's CONTEXTJ rules, emoji ZWJ sequences),
  /// variation selectors on emoji and ideographs, subdivision flags.
  @Test(arguments: [
    "ایزی\u{200C}پیسہ",  // ZWNJ between dual-joining Arabic-script letters
    "क्\u{200C}ष",  // ZWNJ after a virama
    "മില്\u{200D}മ",  // ZWJ after a virama: the older Malayalam chillu
    "Café 👩\u{200D}🍳",  // ZWJ in an emoji sequence
    "Family 👩🏽\u{200D}👧",  // ZWJ after a skin-tone modifier
  ])
  func joinersWhereAScriptNeedsThem(_ name: String) {
    #expect(throws: Never.self) { try DisplayName(name) }
  }

  @Test(arguments: [
    "Tea ☕\u{FE0F}", "葛\u{E0100}城", "Club 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
  ])
  func variationSelectorsAndTagsOnWhatTheyBelongTo(_ name: String) {
    #expect(throws: Never.self) { try DisplayName(name) }
  }

  @Test(arguments: [
    ("Net\u{200C}flix", "U+200C ZERO WIDTH NON-JOINER, a joiner where no script needs one"),
    ("Str\u{200D}ipe", "U+200D ZERO WIDTH JOINER, a joiner"),
    ("شركة\u{200C} أكمي", "U+200C ZERO WIDTH NON-JOINER"),
    ("Bakery 👍\u{200D}", "U+200D ZERO WIDTH JOINER"),
    ("Pay\u{AD}Pal", "U+00AD SOFT HYPHEN, a character that shows nothing"),
    ("Uber\u{3164}", "U+3164 HANGUL FILLER"),
    ("Li\u{FE0F}dl", "U+FE0F VARIATION SELECTOR-16"),
    ("Flag\u{E0067}", "U+E0067 TAG LATIN SMALL LETTER G"),
    ("ACME\u{202E}txt", "U+202E RIGHT-TO-LEFT OVERRIDE, a bidi control"),
    ("A\u{0007}B", "U+0007, a control character"),
  ])
  func hiddenCharactersAreRefusedByName(_ name: String, _ reason: String) {
    #expect {
      try DisplayName(name, field: "total.merchant")
    } throws: { error in
      guard case .invalidSheet(let field, let text) = error as? PaySheetError else { return false }
      return field == "total.merchant" && text.contains(reason)
    }
  }
}
