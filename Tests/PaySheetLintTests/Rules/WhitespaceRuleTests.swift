import PaySheetReading
import Testing

@testable import PaySheetLint

@Suite("Whitespace rule")
struct WhitespaceRuleTests {
  typealias Problem = WhitespaceRule.Problem

  /// The problems of `text` found the plain way, with the Unicode properties of the
  /// standard library, against which the rule's one pass over the text is checked.
  static func reference(_ text: String, multiLine: Bool) -> [Problem] {
    let scalars = Array(text.unicodeScalars)
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    let isBreak = WhitespaceRule.isLineBreak
    var problems: [Problem] = []
    if let first = scalars.first, isSpace(first) { problems.append(.leading) }
    if scalars.count > 1, let last = scalars.last, isSpace(last) { problems.append(.trailing) }
    if zip(scalars, scalars.dropFirst()).contains(where: {
      isSpace($0) && isSpace($1) && $0 != "\t" && $1 != "\t"
    }) {
      problems.append(.doubled)
    }
    if scalars.dropFirst().dropLast().contains("\t") { problems.append(.tab) }
    let inner = scalars.drop { isSpace($0) || isBreak($0) }.reversed()
      .drop { isSpace($0) || isBreak($0) }
    if !multiLine, inner.contains(where: isBreak) { problems.append(.lineBreak) }
    return problems
  }

  /// Spaces of several kinds, line breaks, characters that look like spaces but are not
  /// (zero width space, the Mongolian vowel separator, no longer a space since Unicode 6.3),
  /// and letters.
  static let alphabet: [Unicode.Scalar] = [
    " ", "\t", "\n", "\r", "\u{0B}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2009}", "\u{202F}",
    "\u{3000}", "\u{2028}", "\u{200B}", "\u{180E}", "a", "é", "日",
  ]

  static func text(_ scalars: [Unicode.Scalar]) -> String {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
  }

  @Test(arguments: [false, true])
  func everyTextOfUpToThreeCharactersAgreesWithTheReference(multiLine: Bool) {
    var texts: [[Unicode.Scalar]] = [[]]
    var frontier: [[Unicode.Scalar]] = [[]]
    for _ in 1...3 {
      frontier = frontier.flatMap { text in Self.alphabet.map { text + [$0] } }
      texts += frontier
    }
    var disagreements: [String] = []
    for scalars in texts {
      let text = Self.text(scalars)
      let found = WhitespaceRule.problems(in: text, multiLine: multiLine).map(\.kind)
      if found != Self.reference(text, multiLine: multiLine) { disagreements.append(text) }
    }
    #expect(texts.count == 1 + 17 + 17 * 17 + 17 * 17 * 17)
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5).map { Quote.text($0) })")
  }

  @Test(arguments: [false, true])
  func longerTextsAgreeWithTheReference(multiLine: Bool) {
    // A fixed linear congruential sequence, so that a failure repeats.
    var state: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var disagreements: [String] = []
    for _ in 0..<5000 {
      let scalars = (0..<(4 + next(9))).map { _ in Self.alphabet[next(Self.alphabet.count)] }
      let text = Self.text(scalars)
      let found = WhitespaceRule.problems(in: text, multiLine: multiLine).map(\.kind)
      if found != Self.reference(text, multiLine: multiLine) { disagreements.append(text) }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5).map { Quote.text($0) })")
  }

  @Test(arguments: [
    ("\u{3000}チップ", [Problem.leading]), ("Tip\u{A0}", [.trailing]),
    ("a\u{2009}\u{2009}b", [.doubled]), ("a \tb", [.tab]), ("a\t", [.trailing]),
    ("\n\nText\n", []), ("a \n b", [.lineBreak]), ("  ", [.leading, .trailing, .doubled]),
    ("a\u{200B}b", []),
  ])
  func problemsOfTypicalTexts(text: String, kinds: [Problem]) {
    #expect(WhitespaceRule.problems(in: text, multiLine: false).map(\.kind) == kinds)
  }

  /// The rule reads a text's UTF-8 and decodes only the lead bytes a space or a line break
  /// may start with: every scalar, alone between letters and at either end of a text with
  /// a space inside, and every pair of ASCII characters, agree with the reference.
  @Test func everyScalarAndEveryPairOfASCIICharactersAgreeWithTheReference() {
    var texts: [String] = []
    // The Basic Multilingual Plane and the first supplementary one: every length in UTF-8.
    for value in UInt32(0)..<0x2_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let one = String(scalar)
      texts += ["a" + one + "b", one + " " + one + "a" + one]
    }
    let ascii = (0..<0x80).map { String(Unicode.Scalar(UInt8($0))) }
    for first in ascii {
      for second in ascii { texts += [first + second, "a" + first + second + "b"] }
    }
    var disagreements: [String] = []
    for text in texts {
      for multiLine in [false, true] {
        let found = WhitespaceRule.problems(in: text, multiLine: multiLine).map(\.kind)
        if found != Self.reference(text, multiLine: multiLine) { disagreements.append(text) }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(5).map { Quote.text($0) })")
  }

  /// The places of the problems count scalars, whatever their length in UTF-8.
  @Test(arguments: [
    ("é  ü", Problem.doubled, 1..<3), ("日本\u{3000}", .trailing, 2..<3),
    ("\u{1F4B3}\t\u{1F4B3}", .tab, 1..<2), ("\u{3000}\u{A0}お", .leading, 0..<2),
    ("Ж\u{2028}Ж", .lineBreak, 1..<2), ("\u{1F4B3}é\u{202F} ", .trailing, 2..<4),
  ])
  func problemsArePlacedByScalars(text: String, kind: Problem, at: Range<Int>) {
    let found = WhitespaceRule.problems(in: text, multiLine: false)
    #expect(found.first { $0.kind == kind }?.at == at)
  }
}
