import Testing

@testable import PaySheetReading

/// The one way a message quotes what it names: texts, refused values and scalars.
struct QuoteTests {
  /// The blocks whose category is not looked up hold no scalar that `spell` spells out, by
  /// the categories of this Swift's own Unicode tables.
  @Test func theBlocksShownWithoutALookUpHoldNoInvisibleScalar() {
    let invisible: Set<Unicode.GeneralCategory> = [
      .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator,
    ]
    var checked = 0
    for value in UInt32(0x80)...0xFFFF {
      guard let scalar = Unicode.Scalar(value), Quote.isInVisibleBlock(scalar)
      else { continue }
      #expect(!invisible.contains(scalar.properties.generalCategory), "\(Quote.code(value))")
      checked += 1
    }
    #expect(checked > 40_000)
    #expect(Quote.text("Trinkgeld\u{AD}\u{3000}\u{A0}") == "'Trinkgeld\\u{AD}\\u{3000}\\u{A0}'")
  }

  /// A code point is written as Unicode writes it, with at least four hex digits.
  @Test(
    arguments: [
      ("a", "U+0061"), ("\u{A0}", "U+00A0"), ("\u{202E}", "U+202E"), ("\u{1F600}", "U+1F600"),
    ] as [(Unicode.Scalar, String)])
  func aCodePointHasFourDigitsAtLeast(scalar: Unicode.Scalar, code: String) {
    #expect(Quote.code(scalar) == code)
    #expect(Quote.code(scalar.value) == code)
  }

  @Test func aScalarIsNamedAndEscapedOneWay() {
    #expect(Quote.scalar("\u{202E}") == "U+202E RIGHT-TO-LEFT OVERRIDE")
    #expect(Quote.escaped("\u{7}") == "\\u{7}")
    #expect(Quote.escaped("\u{200B}") == "\\u{200B}")
  }

  /// An error's value is cut at 40 scalars with its size, and its controls escaped: a
  /// value's line break is `\u{A}` where a catalog text's is `\n`.
  @Test func aRefusedValueIsCutAtFortyScalarsWithItsSize() {
    let long = String(repeating: "x", count: 100_000)
    #expect(Quote.value(long) == String(repeating: "x", count: 40) + "… (100000 bytes)")
    #expect(Quote.value("a\nb\u{202E}c") == "a\\u{A}b\\u{202E}c")
    #expect(Quote.text("a\nb\u{202E}c") == "'a\\nb\\u{202E}c'")
    #expect(Quote.value("Größe") == "Größe")
  }
}
