import PaySheetKit

/// Line breaks at the start or end of a translation that differ from its source's.
public struct EdgeLineBreaksRule: TextRule {
  public static let description = RuleDescription(
    id: "edge-line-breaks",
    defaultSeverity: .warning,
    summary: "A translation starts or ends with other line breaks than its source.",
    details: """
      Line breaks at the start or end of a translation that differ from its source's: the
      source's leading `\\n\\n` dropped, or a trailing line break added.

      Such breaks lay text out (a gap above a paragraph, text appended to another); a
      translation that drops or adds them changes the layout.
      """,
    triggeringExamples: [
      .catalog([
        ("en", RuleExample.unit("\n\nAlerts: %@")), ("de", RuleExample.unit("↓Warnungen: %@")),
      ]),
      .catalog([
        ("en", RuleExample.unit("Could not create the file")),
        ("es", RuleExample.unit("↓No se pudo crear el archivo\n")),
      ]),
    ],
    nonTriggeringExamples: [
      .catalog([
        ("en", RuleExample.unit("\n\nAlerts: %@")), ("de", RuleExample.unit("\n\nWarnungen: %@")),
      ])
    ])

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.translations

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    guard let source = text.source, text.unit.isMarkedTranslated, !text.value.isEmpty else {
      return []
    }
    let scalars = text.value.unicodeScalars
    let sourceScalars = source.value.unicodeScalars
    return [
      ("start", Self.breaks(scalars), Self.breaks(sourceScalars)),
      ("end", Self.breaks(scalars.reversed()), Self.breaks(sourceScalars.reversed())),
    ].filter { $0.1 != $0.2 }.map { edge, found, expected in
      TextProblem(.breaks(found, at: edge, source: expected))
    }
  }

  static func breaks(_ scalars: some Sequence<Unicode.Scalar>) -> Int {
    var count = 0
    for scalar in scalars {
      if WhitespaceRule.isLineBreak(scalar) {
        count += 1
      } else if scalar != " " && scalar != "\t" {
        break
      }
    }
    return count
  }

  static func describe(_ count: Int) -> String {
    switch count {
    case 0: return "no line break"
    case 1: return "1 line break"
    default: return "\(count) line breaks"
    }
  }
}

extension Finding.Message {
  fileprivate static func breaks(_ found: Int, at edge: String, source expected: Int)
    -> Finding.Message
  {
    "has \(EdgeLineBreaksRule.describe(found)) at its \(edge), the source \(EdgeLineBreaksRule.describe(expected))"
  }
}
