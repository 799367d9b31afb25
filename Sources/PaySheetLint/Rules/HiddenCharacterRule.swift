import PaySheetKit

/// A translation that holds a control, zero-width character or byte order mark.
public struct HiddenCharacterRule: TextRule {
  public static let description = RuleDescription(
    id: "hidden-character",
    defaultSeverity: .error,
    summary:
      "A translation holds a control character, a zero-width character or a byte order mark.",
    details: """
      A translation holds a control character (C0 other than a line break or a tab, DEL, C1),
      a zero-width character (U+200B ZERO WIDTH SPACE, U+2060 WORD JOINER, U+180E, a joiner
      outside the writing that needs it) or U+FEFF, the byte order mark.

      Such a character shows nothing, or a box, and splits a word where no one can see it:
      "Zwischen\u{200B}summe" is not the word a search or a screen reader finds, and an escape
      character can drive a terminal that prints the text. Names refuse them too. A joiner
      where the script needs one (Persian, Malayalam, emoji sequences) is not reported; a
      character the source has too is the source's. Bidirectional controls left open are
      bidi-control-open's.
      """,
    triggeringExamples: [
      .catalog([
        ("en", RuleExample.unit("Subtotal")), ("de", RuleExample.unit("↓Zwischen\u{200B}summe")),
      ]),
      .catalog([("en", RuleExample.unit("Total")), ("fr", RuleExample.unit("↓\u{FEFF}Total"))]),
      .catalog([("en", RuleExample.unit("Tax")), ("es", RuleExample.unit("↓Impuesto\u{1B}[2J"))]),
    ],
    nonTriggeringExamples: [
      .catalog([
        ("en", RuleExample.unit("Subtotal")), ("de", RuleExample.unit("Zwischensumme")),
        // ZERO WIDTH NON-JOINER between two letters that would otherwise join, as Persian writes.
        ("fa", RuleExample.unit("می\u{200C}شود")),
        ("en-GB", RuleExample.unit("Chef 👩\u{200D}🍳")),
      ]),
      .catalog([
        ("en", RuleExample.unit("Line one\nLine two")),
        ("de", RuleExample.unit("Zeile eins\nZeile zwei")),
      ]),
    ])

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.translations

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    guard let source = text.source else { return [] }
    let hidden = Self.hiddenCharacters(text.value)
    guard !hidden.isEmpty else { return [] }
    let fromSource = Set(Self.hiddenCharacters(source.value))
    let own = hidden.filter { !fromSource.contains($0) }
    guard !own.isEmpty else { return [] }
    var seen = Set<Unicode.Scalar>()
    return [TextProblem(.holds(own.filter { seen.insert($0).inserted }))]
  }

  /// The control, zero-width and byte order mark characters of `text`, in order.
  static func hiddenCharacters(_ text: String) -> [Unicode.Scalar] {
    guard mayHoldHidden(text) else { return [] }
    return hiddenCharacters(in: Array(text.unicodeScalars))
  }

  /// The control, zero-width and byte order mark characters of `scalars`, in order.
  static func hiddenCharacters(in scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
    scalars.indices.compactMap { index in
      let scalar = scalars[index]
      switch scalar.value {
      case 0x0A, 0x09: return nil
      case 0..<0x20, 0x7F...0x9F, 0x200B, 0x2060, 0x180E, 0xFEFF: return scalar
      case 0x200C, 0x200D:
        return HiddenCharacters.problem(in: scalars, at: index) == nil ? nil : scalar
      default: return nil
      }
    }
  }

  /// Whether `text` holds a scalar `hiddenCharacters(in:)` may report, read in its UTF-8: a
  /// C0 control but the tab and the line break, DEL, a C1 control (0xC2 0x80–0x9F), U+180E
  /// (0xE1 0xA0 0x8E), U+200B–U+200D (0xE2 0x80 0x8B–0x8D), U+2060 (0xE2 0x81 0xA0) or
  /// U+FEFF (0xEF 0xBB 0xBF). A look for their lead bytes alone found the 0xE2 of
  /// typographic quotes and dashes too, and took 15 of the 1,277 million instructions of a
  /// lint of DuckDuckGo's catalog.
  static func mayHoldHidden(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      for index in bytes.indices {
        switch bytes[index] {
        case 0x20..<0x7F, 0x0A, 0x09: continue
        case ..<0x20, 0x7F: return true
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] < 0xA0: return true
        case 0xE1 where TextMarks.continues(bytes, at: index, with: 0xA0, 0x8E...0x8E):
          return true
        case 0xE2
        where TextMarks.continues(bytes, at: index, with: 0x80, 0x8B...0x8D)
          || TextMarks.continues(bytes, at: index, with: 0x81, 0xA0...0xA0):
          return true
        case 0xEF where TextMarks.continues(bytes, at: index, with: 0xBB, 0xBF...0xBF):
          return true
        default: continue
        }
      }
      return false
    }
  }
}

extension Finding.Message {
  fileprivate static func holds(_ characters: [Unicode.Scalar]) -> Finding.Message {
    let names = characters.map(Quote.scalar)
    return
      "holds \(names.joined(separator: ", ")), which shows nothing on the sheet; remove \(names.count == 1 ? "it" : "them")"
  }
}
