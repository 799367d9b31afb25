import PaySheetKit

/// A translation whose brackets or quotation marks do not balance as its source's do.
public struct UnbalancedBracketsRule: TextRule {
  public static let description = RuleDescription(
    id: "unbalanced-brackets",
    defaultSeverity: .warning,
    summary: "A translation's brackets or quotation marks do not balance as its source's do.",
    details: """
      A bracket or a quotation mark the translation opens and never closes, or closes
      without opening: "Tip (optional)" written "Trinkgeld (optional", "Tap “Pay”" written
      "Tippe auf „Bezahlen". The app shows the text as it is.

      Round, square and curly brackets are counted with their full-width and other script
      forms (`（）` `［］` `【】` `〔〕` `｛｝`), each kind on its own: the translation must
      open and close as many as the source leaves open or closed. A bracket that closes an
      enumerator of one or two characters ("1)", "a)", "例)") opens nothing and is not
      counted. Quotation marks differ between languages (“ ” « » „ “ 「 」
      『 』 ‹ ›), so only their count is compared: a translation may quote in its own style
      and add quotes, but its marks must pair up when the source's do. An apostrophe is no
      quotation mark.
      """,
    triggeringExamples: [
      .catalog(
        key: "summary.tip",
        [
          ("en", RuleExample.unit("Tip (optional)")),
          ("de", RuleExample.unit("↓Trinkgeld (optional")),
          ("ja", RuleExample.unit("↓チップ（任意")),
        ]),
      .catalog(
        key: "pay.hint",
        [
          ("en", RuleExample.unit("Tap “Pay” to continue")),
          ("de", RuleExample.unit("↓Tippe auf „Bezahlen, um fortzufahren")),
        ]),
    ],
    nonTriggeringExamples: [
      .catalog(
        key: "summary.tip",
        [
          ("en", RuleExample.unit("Tip (optional)")),
          ("ja", RuleExample.unit("チップ（任意）")),
          ("ar", RuleExample.unit("إكرامية (اختياري)")),
        ]),
      .catalog(
        key: "pay.hint",
        [
          ("en", RuleExample.unit("Tap “Pay” to continue")),
          ("de", RuleExample.unit("Tippe auf „Bezahlen“, um fortzufahren")),
          ("fr", RuleExample.unit("Touchez « Payer » pour continuer")),
          ("ja", RuleExample.unit("「支払う」をタップして続行")),
          ("ru", RuleExample.unit("Нажмите «Оплатить», чтобы продолжить")),
        ]),
      .catalog(
        key: "pay.hint",
        [
          ("en", RuleExample.unit("Tap Pay to continue")),
          ("de", RuleExample.unit("Tippe auf „Bezahlen“, um fortzufahren")),
        ]),
      .catalog(
        key: "steps.first",
        [
          ("en", RuleExample.unit("1) Add a card, e.g. Visa")),
          ("fr", RuleExample.unit("1) Ajoutez une carte, p. ex. Visa")),
          ("ja", RuleExample.unit("1) カードを追加します。例) Visa")),
        ]),
    ])

  public init(configuration: LintConfiguration) {}

  /// The kinds of bracket, each an opening and a closing set.
  static let brackets: [(name: String, open: Set<Unicode.Scalar>, close: Set<Unicode.Scalar>)] = [
    ("round brackets", ["(", "\u{FF08}", "\u{FD3E}"], [")", "\u{FF09}", "\u{FD3F}"]),
    (
      "square brackets", ["[", "\u{FF3B}", "\u{3010}", "\u{3014}", "\u{3016}"],
      ["]", "\u{FF3D}", "\u{3011}", "\u{3015}", "\u{3017}"]
    ),
    ("curly brackets", ["{", "\u{FF5B}"], ["}", "\u{FF5D}"]),
  ]

  /// Quotation marks of every style; which of them opens depends on the language (`“`
  /// opens in English and closes in German), so they are counted, not matched.
  static let quotes: Set<Unicode.Scalar> = [
    "\"", "\u{201C}", "\u{201D}", "\u{201E}", "\u{00AB}", "\u{00BB}", "\u{2039}", "\u{203A}",
    "\u{300C}", "\u{300D}", "\u{300E}", "\u{300F}", "\u{FF02}",
  ]

  package static let texts = CheckedTexts.translations

  /// Whether the scalar may be one of `brackets`: ASCII's six, or one from U+3010 on (the
  /// CJK and full-width ones), answered before the sets are hashed into for every scalar.
  static func mayBeBracket(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x3010...: true
    default: false
    }
  }

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    guard let source = text.source, text.unit.isMarkedTranslated, !text.value.isEmpty else {
      return []
    }
    return Self.unbalanced(text.value, source: source.value).map { TextProblem(.unbalanced($0)) }
  }

  /// What does not balance in `value` as in `source`: the kinds of bracket, and the
  /// quotation marks.
  static func unbalanced(_ value: String, source: String) -> [String] {
    // Most texts have no bracket or quotation mark at all.
    guard hasMarks(value) || hasMarks(source) else { return [] }
    // Each text's scalars copied once, not once for each kind of bracket.
    let mine = Array(TextMarks.prose(of: value).unicodeScalars)
    let theirs = Array(TextMarks.prose(of: source).unicodeScalars)
    var found: [String] = []
    for kind in brackets {
      func balance(_ scalars: [Unicode.Scalar]) -> Int {
        var balance = 0
        for (index, scalar) in scalars.enumerated() where mayBeBracket(scalar) {
          if kind.open.contains(scalar) {
            balance += 1
          } else if kind.close.contains(scalar), !isEnumerator(scalars, closedAt: index) {
            balance -= 1
          }
        }
        return balance
      }
      if balance(mine) != balance(theirs) { found.append(kind.name) }
    }
    // Every quotation mark is `"` or from U+00AB on.
    let quoteCount = mine.count { ($0 == "\"" || $0.value >= 0xAB) && quotes.contains($0) }
    let sourceQuotes = theirs.count { ($0 == "\"" || $0.value >= 0xAB) && quotes.contains($0) }
    if quoteCount % 2 == 1, sourceQuotes % 2 == 0 { found.append("quotation marks") }
    return found
  }
}

extension UnbalancedBracketsRule {
  /// Every bracket and quotation mark the rule counts.
  static let marks: Set<Unicode.Scalar> = quotes.union(
    brackets.flatMap { $0.open.union($0.close) })

  /// Whether `text` has a bracket or quotation mark, ASCII answered without hashing.
  static func hasMarks(_ text: String) -> Bool {
    // Said from the UTF-8 first: an ASCII mark is its byte, and every other mark starts
    // with 0xC2 (`«`), 0xE2 (`“`), 0xE3 (`「`) or 0xEF (`（`); as scalars, the look at every
    // text and its source took 9,000 instructions a text of DuckDuckGo's catalog.
    var text = text
    let bytes = text.withUTF8 { bytes -> Bool? in
      var mayHaveOther = false
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
          UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""):
          return true
        case 0xC2, 0xE2, 0xE3, 0xEF: mayHaveOther = true
        default: break
        }
      }
      return mayHaveOther ? nil : false
    }
    if let bytes { return bytes }
    return text.unicodeScalars.contains { scalar in
      switch scalar {
      case "(", ")", "[", "]", "{", "}", "\"": return true
      case "\u{0}"..."\u{7F}": return false
      default: return marks.contains(scalar)
      }
    }
  }

  /// Whether the closing bracket at `index` ends an enumerator: one or two letters or
  /// digits at the start of the text or of a line, or after a sentence's end ("1)", "a)",
  /// "。例)"), not a word of a sentence ("sent to)").
  static func isEnumerator(_ scalars: [Unicode.Scalar], closedAt index: Int) -> Bool {
    let sentenceEnds = "\n.。:：!?！？".unicodeScalars
    var start = index
    while start > 0, index - start < 3 {
      let previous = scalars[start - 1]
      if previous.properties.isWhitespace || sentenceEnds.contains(previous) { break }
      start -= 1
    }
    guard (1...2).contains(index - start),
      scalars[start..<index].allSatisfy({
        $0.properties.isAlphabetic || TextMarks.isDigit($0)
      })
    else { return false }
    var before = start - 1
    while before >= 0, scalars[before] == " " || scalars[before] == "\u{A0}" { before -= 1 }
    return before < 0 || sentenceEnds.contains(scalars[before])
  }
}

extension Finding.Message {
  fileprivate static func unbalanced(_ kind: String) -> Finding.Message {
    "has \(kind) that do not pair up as in the source; open and close each one"
  }
}
