import PaySheetKit
import Testing

@testable import PaySheetLint

struct HiddenCharacterRuleTests {
  func messages(_ translation: String, source: String = "Subtotal") throws -> [String] {
    let example = RuleExample.catalog([
      ("en", RuleExample.unit(source)), ("de", RuleExample.unit(translation)),
    ])
    return try hits(of: HiddenCharacterRule.self, in: example).map(\.message)
  }

  @Test(arguments: [
    ("Zwischen\u{200B}summe", "U+200B ZERO WIDTH SPACE"),
    ("\u{FEFF}Zwischensumme", "U+FEFF ZERO WIDTH NO-BREAK SPACE"),
    ("Zwischen\u{2060}summe", "U+2060 WORD JOINER"),
    ("Summe\u{1B}]0;pwned\u{07}", "U+001B, U+0007"),
    ("Summe\u{9B}2J", "U+009B"),
    ("Zwischen\u{200D}summe", "U+200D ZERO WIDTH JOINER"),
    ("Summe\r", "U+000D"),
  ])
  func reportsEachHiddenCharacterByName(text: String, names: String) throws {
    let found = try messages(text)
    #expect(found.count == 1)
    #expect(found.first?.contains("holds \(names)") == true, "\(found)")
    #expect(
      found.first?.hasSuffix(
        "which shows nothing on the sheet; remove \(names.contains(",") ? "them" : "it")") == true)
  }

  @Test func aCharacterTheSourceHasTooIsTheSources() throws {
    #expect(try messages("Zwischen\u{200B}summe", source: "Sub\u{200B}total").isEmpty)
    #expect(try messages("Zwischen\u{200B}summe\u{FEFF}", source: "Sub\u{200B}total").count == 1)
  }

  @Test func lineBreaksTabsAndJoinersTheWritingNeedsPass() throws {
    #expect(try messages("Zwischen-\nsumme\t").isEmpty)
    #expect(try messages("می\u{200C}شود").isEmpty)
    #expect(try messages("👩\u{200D}🍳").isEmpty)
    #expect(try messages("Zwischensumme · 1 234,56 €").isEmpty)
  }

  /// The look at a text's bytes passes over only texts whose scalars hold nothing to
  /// report: every scalar between letters, between two joiners and after an emoji, and
  /// every pair of ASCII characters.
  @Test func theBytesPassOverOnlyTextsWithNothingHidden() {
    var texts: [String] = []
    for value in UInt32(0)..<0x2_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let one = String(scalar)
      texts += ["a" + one + "b", "\u{1F469}" + one + "x", "\u{200D}" + one + "\u{200C}"]
    }
    let ascii = (0..<0x80).map { String(Unicode.Scalar(UInt8($0))) }
    for first in ascii {
      for second in ascii { texts.append(first + second) }
    }
    var disagreements: [String] = []
    for text in texts
    where HiddenCharacterRule.hiddenCharacters(text)
      != HiddenCharacterRule.hiddenCharacters(in: Array(text.unicodeScalars))
    {
      disagreements.append(text)
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5).map { Array($0.unicodeScalars) })")
    // Typographic quotes and dashes share the lead byte 0xE2 with the zero-width characters.
    #expect(!HiddenCharacterRule.mayHoldHidden("\u{201C}Pay\u{201D} \u{2014} now\u{2026}"))
  }
}
