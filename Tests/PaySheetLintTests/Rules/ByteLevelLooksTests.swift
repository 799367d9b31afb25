import PaySheetICU
import PaySheetKit
import Testing

@testable import PaySheetLint

/// The rules' looks at a text's bytes answer as their looks at its scalars and characters
/// would: each is checked against the scalar-level definition it stands in for.
@Suite("Byte-level looks")
struct ByteLevelLooksTests {
  /// Every scalar of the Basic Multilingual Plane and the first supplementary ones.
  static let scalars: [Unicode.Scalar] = (0..<0x2_0000).compactMap(Unicode.Scalar.init)

  @Test func aDigitIsFoundInTheBytesWhereTheScalarsHaveOne() {
    for scalar in Self.scalars {
      let text = "a" + String(scalar) + "b"
      #expect(TextMarks.hasDigit(text) == TextMarks.isDigit(scalar), "U+\(scalar.value)")
    }
  }

  @Test func aTextHasANonSpaceWhereItsCharactersSaySo() {
    for scalar in Self.scalars {
      let text = String(scalar) + " "
      #expect(
        InconsistentTranslationRule.hasNonSpace(text) == text.contains { !$0.isWhitespace },
        "U+\(scalar.value)")
    }
  }

  @Test func theScalarsAreCountedInTheBytes() {
    for text in ["", "Pay", "Zahlen Sie jetzt", "お支払い", "💳 ×2", "e\u{301}", "\u{10FFFF}"] {
      #expect(TextMarks.scalarCount(text) == text.unicodeScalars.count)
    }
  }

  @Test func theLettersAnsweredWithoutTheirPropertiesAreLetters() {
    for scalar in Self.scalars where (0xC0...0x52F).contains(scalar.value) {
      let properties = scalar.properties
      let byProperties =
        properties.isAlphabetic || properties.generalCategory == .nonspacingMark
        || properties.generalCategory == .spacingMark
      #expect(DoubledWordRule.isWordScalar(scalar) == byProperties, "U+\(scalar.value)")
    }
  }

  @Test func theLettersOfAScriptAreTheAlphabeticScalarsOfNeitherCommonNorInherited() {
    for value in UInt32(0x80)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let script = SheetLocale.script(of: scalar)
      let byProperties =
        scalar.properties.isAlphabetic && script != "Zinh" && script != "Zyyy" ? script : nil
      #expect(
        ForeignScriptRule.letterScript(scalar).map(ICUCharacterProperties.scriptName)
          == byProperties, "U+\(value)")
    }
  }

  @Test(arguments: [
    ("Привет", "Latn", String?.some("Cyrl")), ("Pay 立即付款", "Arab", "Hani"),
    ("Оплата ok", "Cyrl", nil), ("é ü Ελ", "Latn", nil), ("ελληνικά", "Latn", "Grek"),
    ("完了しました", "Hans", "Hira"), ("完了", "Jpan", nil), ("a\u{301}\u{10400}\u{10401}", "Latn", "Dsrt"),
  ])
  func aForeignScriptIsFoundByteByByte(text: String, own: String, foreign: String?) {
    #expect(ForeignScriptRule.foreignScript(of: text, own: own) == foreign)
  }

  @Test func anASCIITextHasTheWordsItsCharactersHave() {
    let bytes = (0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) }
    // Every pair of ASCII characters between letters, and texts of them drawn at random.
    var texts = bytes.flatMap { first in bytes.map { "ab" + String(first) + String($0) + "c" } }
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...24, using: &generator)
      texts.append(String((0..<count).map { _ in bytes.randomElement(using: &generator)! }))
    }
    texts += ["", "Pay\r\nnow", " \t\u{0B}\u{0C}x\u{1C}y\u{1F} 1 2,3 ok"]
    for text in texts {
      #expect(
        UnchangedTranslationRule.asciiWords(in: text)
          == UnchangedTranslationRule.characterWords(in: text), "\(Array(text.utf8))")
    }
    #expect(UnchangedTranslationRule.asciiWords(in: "Payé maintenant") == nil)
  }

  @Test(arguments: [
    ("Pay now now", ["now"]), ("Zahlen Sie Sie jetzt", ["sie"]), ("Payer payer", ["payer"]),
    ("Café café ok", ["café"]), ("Оплатить оплатить", ["оплатить"]), ("a\u{A0}a", ["a"]),
    ("no doubled word", []), ("x1 x1", []), ("Réglez  réglez", ["réglez"]),
  ])
  func doubledWordsAreFoundInEveryText(text: String, words: [String]) {
    #expect(DoubledWordRule.doubledWords(in: text).map(\.word) == words)
  }

  @Test(arguments: [
    ("en", "Loading...", TextMarks.Ending?.some(.ellipsis)), ("en", "Wait . . .", .ellipsis),
    ("en", "Done.)", .fullStop), ("en", "Done. ", .fullStop), ("en", "Why?\"", .question),
    ("en", "Go!", .exclamation), ("en", "Note:", .colon), ("en", "x. .", .fullStop),
    ("el", "Τι θέλετε;", .question), ("en", "a;", nil), ("en", "Pay", nil), ("en", "", nil),
    ("en", " ) ", nil), ("hy", "Ի՞նչ.", .question), ("ja", "ですか.", .question),
  ])
  func textsEndingInASCIIEndAsTheirScalarsSay(
    language: String, text: String, ending: TextMarks.Ending?
  ) {
    #expect(TextMarks.ending(of: text, language: language) == ending)
  }

  @Test(arguments: [
    ("%@ is the amount", "%@", true), ("The total; %@ is the PRICE", "%@", true),
    ("“%@” is the amount to pay", "%@", true), ("%@ is the name; amount follows", "%@", false),
    ("%lld items, %@ the amount", "%lld", false), ("Le montant : %@ (amount)", "%@", true),
    ("%@ has no such word", "%@", false), ("%1$@ — “price” of %2$@", "%1$@", true),
  ])
  func commentsDescribeAmountsAsTheirCharactersSay(
    comment: String, specifier: String, describes: Bool
  ) {
    #expect(CurrencyInTranslationRule.describesAmount(comment, specifier) == describes)
    #expect(CurrencyInTranslationRule.describesAmount(characters: comment, specifier) == describes)
  }

  /// Where a scalar next to a match may join a character, the bytes leave the answer to
  /// the characters.
  @Test(arguments: [
    "%@\u{301} is the amount", "%@ is the amount\u{37E} more", "%@ is the amount\u{301}",
    "x\u{301}%@ price", "%@ price;\u{301} amount", "%@ no\u{37E} price",
  ])
  func commentsWithJoiningScalarsAreReadAsCharacters(comment: String) {
    #expect(
      CurrencyInTranslationRule.describesAmount(comment, "%@")
        == CurrencyInTranslationRule.describesAmount(characters: comment, "%@"))
  }

  @Test(arguments: [
    ("%@ of %@", false), ("mail@example.com", true), ("https://acme.com", true),
    ("www.acme.com", true), ("at @ home", false), ("@x", true), ("http", true),
  ])
  func aLinkOrAddressIsLookedForWhereTheBytesMayHoldOne(text: String, may: Bool) {
    #expect(TextMarks.mayHaveLink(text) == may)
    if !may { #expect(TextMarks.links(in: text).isEmpty) }
  }

  /// A text that may have a currency by its bytes: every scalar that is a currency symbol,
  /// between letters, and every text of three ASCII characters with capitals in a row.
  @Test func aCurrencyIsFoundInTheBytesWhereTheScalarsHaveOne() {
    for value in UInt32(0)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "a" + String(scalar) + "b"
      let isSymbol = scalar.properties.generalCategory == .currencySymbol
      #expect(CurrencyInTranslationRule.mayHaveCurrency(text) == isSymbol, "U+\(value)")
    }
    let ascii = (0..<0x80).map { String(Unicode.Scalar(UInt8($0))) }
    for first in ascii {
      for second in ascii {
        for text in ["a" + first + second + "b", first + second + "C", "A" + first + second] {
          let capitals = text.utf8.map { (0x41...0x5A).contains($0) }
          let hasCode = zip(zip(capitals, capitals.dropFirst()), capitals.dropFirst(2)).contains {
            $0.0 && $0.1 && $1
          }
          #expect(
            CurrencyInTranslationRule.mayHaveCurrency(text) == (hasCode || text.contains("$")),
            "\(Array(text.utf8))")
        }
      }
    }
  }

  /// Two ASCII texts compared in their bytes have the same wording as their characters say:
  /// every pair of ASCII characters between letters, and random texts of words and spaces.
  @Test func asciiTextsHaveTheWordingTheirCharactersHave() {
    func agree(_ first: String, _ second: String) -> Bool {
      InconsistentTranslationRule.sameWording(first, second)
        == (InconsistentTranslationRule.wording(first)
          == InconsistentTranslationRule.wording(second))
    }
    let ascii = (0..<0x80).map { String(Unicode.Scalar(UInt8($0))) }
    var disagreements: [[String]] = []
    for first in ascii {
      for second in ascii where !agree("a" + first + "b", "a" + second + "b") {
        disagreements.append([first, second])
      }
    }
    let pieces = [
      "a", "b", "ab", " ", "  ", "\t", "\r", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{1C}", ".",
      "é", "\u{A0}",
    ]
    var generator = SystemRandomNumberGenerator()
    func text() -> String {
      (0..<Int.random(in: 0...6, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
    }
    for _ in 0..<20_000 {
      let first = text()
      // A second text of the same words half the time, with its own spaces.
      let second =
        Bool.random(using: &generator)
        ? InconsistentTranslationRule.wording(first).joined(
          separator: ["\t", " \r\n", "  "][Int.random(in: 0...2, using: &generator)])
        : text()
      if !agree(first, second) { disagreements.append([first, second]) }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
  }
}
