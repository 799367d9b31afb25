import Testing

@testable import PaySheetICU

struct UTF16TranscodingTests {
  @Test(arguments: [
    "", "abc", "CHF\u{A0}1’234.50", "؜-‏١٫٢٣٤ د.ك.‏", "￥1,000", "👨‍👩‍👧🇯🇵", "é\u{301}ß",
    "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
  ])
  func matchesTheStandardLibrary(text: String) {
    let units = Array(text.utf16)
    let made = units.withUnsafeBufferPointer { makeString(utf16: $0) }
    #expect(made == text)
    #expect(Array(made.utf8) == Array(text.utf8))
  }

  @Test(arguments: [[UInt16(0xD800)], [0xDC00, 0x41], [0x41, 0xD83D], [0xD83D, 0xD83D, 0xDE00]])
  func replacesLoneSurrogatesAsTheStandardLibraryDoes(units: [UInt16]) {
    let made = units.withUnsafeBufferPointer { makeString(utf16: $0) }
    #expect(made == String(decoding: units, as: UTF16.self))
  }
}
