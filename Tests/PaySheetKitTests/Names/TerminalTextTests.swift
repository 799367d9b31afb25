import Testing

@testable import PaySheetKit

struct TerminalTextTests {
  /// The blocks `visible` passes over without asking for properties hold no scalar that the
  /// full look would spell out: every one is assigned, shown and not default-ignorable.
  @Test func theShownBlocksHoldNothingHidden() {
    var shortcut = 0
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), TerminalText.isShownWherever(scalar) else {
        continue
      }
      shortcut += 1
      let problem = HiddenCharacters.problem(of: scalar)
      #expect(
        problem == nil,
        "\(Quote.code(value)): \(String(describing: problem))")
    }
    // Latin, Greek, Cyrillic, Hebrew, Arabic, Devanagari, Thai, CJK, Hangul, emoji.
    #expect(shortcut > 30_000)
  }

  @Test(arguments: [
    ("Gesamtbetrag inkl. MwSt.", "Gesamtbetrag inkl. MwSt."),
    ("Итого\u{00AD}к оплате", "Итого\\u{AD}к оплате"),
    ("合計\u{200B}金額", "合計\\u{200B}金額"),
    ("المجموع\u{202E}", "المجموع\\u{202E}"),
    ("a\u{034F}b", "a\\u{34F}b"),
    ("ﾍﾟｲ\u{FFA0}", "ﾍﾟｲ\\u{FFA0}"),
  ])
  func hiddenCharactersBesideShownBlocksAreSpelledOut(_ text: String, _ shown: String) {
    #expect(TerminalText.visible(text) == shown)
  }
}
