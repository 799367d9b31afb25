import PaySheetKit

/// A bidirectional embedding, override or isolate left open.
public struct BidiControlRule: TextRule {
  public static let description = RuleDescription(
    id: "bidi-control-open",
    defaultSeverity: .error,
    summary: "A bidirectional embedding, override or isolate is not closed (U+202C, U+2069).",
    details: """
      A bidirectional control left open: an embedding or override (U+202A–U+202E) without a
      closing U+202C, or an isolate (U+2066–U+2068) without a closing U+2069.

      An open control reorders everything after it on the line: the amount or the next word
      runs the wrong way. A control the source leaves open too is the source's, reported once.
      """,
    triggeringExamples: [
      .catalog([
        ("en", RuleExample.unit("Paid to %@")), ("ar", RuleExample.unit("↓دفع إلى \u{202D}%@")),
      ]),
      .catalog([
        ("en", RuleExample.unit("↓From \u{2068}%@")), ("he", RuleExample.unit("מאת \u{2068}%@")),
      ]),
    ],
    nonTriggeringExamples: [
      .catalog([
        ("en", RuleExample.unit("Paid to %@")),
        ("ar", RuleExample.unit("دفع إلى \u{202D}%@\u{202C}")),
        ("he", RuleExample.unit("שולם ל-\u{2068}%@\u{2069}")),
      ])
    ])

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.everyLanguage

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    let open = Self.unclosed(text.value)
    guard !open.isEmpty else { return [] }
    if let source = text.source, Self.unclosed(source.value) == open { return [] }
    return [TextProblem(.leavesOpen(open))]
  }

  /// The controls still open at the end of `text`, in the order they were opened.
  static func unclosed(_ text: String) -> [Unicode.Scalar] {
    // Every control is U+202A…U+2069, whose UTF-8 starts with 0xE2; most texts have none.
    guard text.containsByte(0xE2) else { return [] }
    var stack: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x202A, 0x202B, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068:
        stack.append(scalar)
      case 0x202C:
        if let index = stack.lastIndex(where: { $0.value < 0x2066 }) { stack.remove(at: index) }
      case 0x2069:
        // A closing isolate also closes embeddings opened inside it (UAX #9, rule X6a).
        if let index = stack.lastIndex(where: { $0.value >= 0x2066 }) {
          stack.removeSubrange(index...)
        }
      default:
        continue
      }
    }
    return stack
  }
}

extension Finding.Message {
  fileprivate static func leavesOpen(_ open: [Unicode.Scalar]) -> Finding.Message {
    let names = open.map(Quote.scalar).joined(separator: ", ")
    let closing =
      open.contains { $0.value >= 0x2066 }
      ? "U+2069 POP DIRECTIONAL ISOLATE" : "U+202C POP DIRECTIONAL FORMATTING"
    return "leaves \(names) open; close it with \(closing)"
  }
}
