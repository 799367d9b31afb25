import PaySheetKit

/// `**` emphasis with a space inside it, which Markdown does not read as emphasis.
public struct MarkdownEmphasisSpaceRule: TextRule {
  public static let description = RuleDescription(
    id: "markdown-emphasis-space",
    defaultSeverity: .warning,
    summary: "A translation's ** emphasis has a space inside it, so the asterisks are shown.",
    details: """
      `**` emphasis with a space just inside it (`** Einstellungen**`, `**Einstellungen **`)
      in a translation whose source has none.

      Markdown, as SwiftUI renders catalog text, opens emphasis only at a `**` not followed by
      a space and closes it only at one not preceded by a space: the text shows its
      asterisks instead of bold words. Unbalanced `**` are `markdown-mismatch`'s; a source
      with the same spacing ("5 ** 2") writes asterisks on purpose.
      """,
    triggeringExamples: [
      .catalog([
        ("en", RuleExample.unit("Tap **Settings** to continue")),
        ("de", RuleExample.unit("↓Tippe auf ** Einstellungen**, um fortzufahren")),
      ]),
      .catalog([
        ("en", RuleExample.unit("**Note:** the total includes tax")),
        ("fr", RuleExample.unit("↓**Remarque **: le total comprend les taxes")),
      ]),
    ],
    nonTriggeringExamples: [
      .catalog([
        ("en", RuleExample.unit("Tap **Settings** to continue")),
        ("de", RuleExample.unit("Tippe auf **Einstellungen**, um fortzufahren")),
      ]),
      .catalog([("en", RuleExample.unit("2 ** 8 ** 2")), ("de", RuleExample.unit("2 ** 8 ** 2"))]),
      .catalog([
        ("en", RuleExample.unit("Tap **Settings** to continue")),
        ("de", RuleExample.unit("Tippe auf **Einstellungen, um fortzufahren")),
      ]),
    ])

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.translations

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    guard let source = text.source, text.value.containsByte(UInt8(ascii: "*")),
      let defect = Self.spacedMark(text.value), Self.spacedMark(source.value) == nil
    else { return [] }
    return [
      TextProblem(.spaceInside(isOpening: defect.isOpening), quoting: .marking(defect.range))
    ]
  }

  /// The first `**` of a balanced text that Markdown cannot read as emphasis because of the
  /// space inside it: its scalar range, with the space, and whether it opens.
  static func spacedMark(_ text: String) -> (range: Range<Int>, isOpening: Bool)? {
    guard text.containsByte(UInt8(ascii: "*")) else { return nil }
    let scalars = Array(text.unicodeScalars)
    var runs: [Range<Int>] = []
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "*" else {
        index += 1
        continue
      }
      let start = index
      while index < scalars.count, scalars[index] == "*" { index += 1 }
      if index - start >= 2 { runs.append(start..<index) }
    }
    // An odd count is an unbalanced mark, markdown-mismatch's finding.
    guard !runs.isEmpty, runs.count % 2 == 0 else { return nil }
    for (number, run) in runs.enumerated() {
      if number % 2 == 0 {
        if run.upperBound < scalars.count, scalars[run.upperBound].properties.isWhitespace {
          return (run.lowerBound..<(run.upperBound + 1), true)
        }
      } else if run.lowerBound > 0, scalars[run.lowerBound - 1].properties.isWhitespace {
        return ((run.lowerBound - 1)..<run.upperBound, false)
      }
    }
    return nil
  }
}

extension Finding.Message {
  fileprivate static func spaceInside(isOpening: Bool) -> Finding.Message {
    let side = isOpening ? "after the opening '**'" : "before the closing '**'"
    return "has a space \(side), so Markdown shows the asterisks instead of emphasis"
  }
}
