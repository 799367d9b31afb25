import Testing

@testable import PaySheetICU
@testable import PaySheetKit

/// Expected widths are UAX #11 and UTS #51 values checked by hand against the Unicode data
/// files (EastAsianWidth.txt, emoji-data.txt), not taken from this code.
struct ColumnWidthTests {
  static let narrow = ColumnWidth(ambiguousIsWide: false)
  static let wide = ColumnWidth(ambiguousIsWide: true)

  @Test(arguments: [
    ("Gift Wrap", 9),
    ("日本語", 6),  // CJK ideographs are W
    ("支払い", 6),
    ("결제", 4),  // precomposed Hangul syllables are W
    ("\u{1100}\u{1161}\u{11A8}", 2),  // conjoining jamo L V T: one cluster, as wide as its L
    ("e\u{301}", 1),  // combining acute rides on its base
    ("\u{301}", 0),  // a lone combining mark
    ("👨‍👩‍👧", 2),  // ZWJ family: one cluster
    ("🇯🇵", 2),  // a flag: two regional indicators, one cluster
    ("❤️", 2),  // U+2764 with VS16: emoji presentation
    ("❤", 1),  // U+2764 alone has text presentation
    ("1️⃣", 2),  // keycap sequence
    ("👍🏽", 2),  // skin tone modifier
    ("Ａ", 2),  // FULLWIDTH LATIN CAPITAL A is F
    ("ｱ", 1),  // HALFWIDTH KATAKANA is H
    ("\u{200B}", 0),  // ZERO WIDTH SPACE
    ("a\u{200D}b", 2),  // ZWJ between letters takes nothing
    ("ที่", 1),  // Thai consonant with two marks: one cluster
    ("नमस्ते", 3),  // Devanagari: न, म, स्ते as ICU's extended clusters
    ("שלום", 4),
    ("", 0),
  ])
  func measuresClusters(text: String, columns: Int) throws {
    #expect(try Self.narrow.width(of: text) == columns)
  }

  /// U+00E9 is Ambiguous in EastAsianWidth.txt, like most of Latin-1; U+0065 is Narrow.
  @Test(arguments: [("±", 1, 2), ("§", 1, 2), ("•", 1, 2), ("Ω", 1, 2), ("é", 1, 2), ("e", 1, 1)])
  func ambiguousCharactersAreWideInEastAsianLocales(text: String, narrow: Int, wide: Int) throws {
    #expect(try Self.narrow.width(of: text) == narrow)
    #expect(try Self.wide.width(of: text) == wide)
  }

  @Test(arguments: [("ja", true), ("zh-Hant", true), ("ko", true), ("en", false), ("ru", false)])
  func localeDecidesAmbiguousWidth(locale: String, wide: Bool) throws {
    #expect(ColumnWidth(locale: try ICULocale(parsing: locale)).ambiguousIsWide == wide)
  }

  @Test func measuresLongTextWithoutTruncation() throws {
    let text = String(repeating: "日a", count: 50_000)
    #expect(try Self.narrow.width(of: text) == 150_000)
  }
}
