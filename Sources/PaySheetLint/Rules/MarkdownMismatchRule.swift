import PaySheetKit

/// Markdown emphasis or link targets a translation does not carry as its source does.
public struct MarkdownMismatchRule: TextRule {
  public static let description = RuleDescription(
    id: "markdown-mismatch",
    defaultSeverity: .warning,
    summary:
      "A translation's ** emphasis is unbalanced or its link targets differ from the source's.",
    details: """
      Markdown a translation does not carry as its source does: `**` emphasis left unbalanced
      where the source's is balanced, or link targets (`](…)`) that differ from the source's.

      SwiftUI renders catalog text as Markdown: an odd `**` shows the asterisks, and a changed
      target opens another page. Targets are compared by site (scheme and host), as a
      translation may link to its own language's page there (`privacy-fr.html`).
      """,
    triggeringExamples: [
      .catalog([
        ("en", RuleExample.unit("Tap **Settings** to continue")),
        ("de", RuleExample.unit("↓Tippe auf **Einstellungen, um fortzufahren")),
      ]),
      .catalog([
        ("en", RuleExample.unit("Read the [terms](https://example.com/terms)")),
        ("fr", RuleExample.unit("↓Lisez les [conditions](https://exemple.com/terms)")),
      ]),
    ],
    nonTriggeringExamples: [
      .catalog([
        ("en", RuleExample.unit("Tap **Settings** to continue")),
        ("de", RuleExample.unit("Tippe auf **Einstellungen**, um fortzufahren")),
      ]),
      .catalog([
        ("en", RuleExample.unit("Read the [terms](https://example.com/terms)")),
        ("fr", RuleExample.unit("Lisez les [conditions](https://example.com/terms-fr)")),
      ]),
      .catalog([("en", RuleExample.unit("5 ** 2")), ("de", RuleExample.unit("5 ** 2"))]),
    ])

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.translations

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    guard let source = text.source, text.unit.isMarkedTranslated, !text.value.isEmpty else {
      return []
    }
    var problems: [TextProblem] = []
    let sourceMarks = Self.count("**", in: source.value)
    let marks = Self.count("**", in: text.value)
    if sourceMarks % 2 == 0, marks % 2 == 1 {
      problems.append(TextProblem(.unbalancedEmphasis(marks, source: sourceMarks)))
    }
    let targets = Self.linkTargets(text.value).map(Self.site)
    let sourceTargets = Self.linkTargets(source.value).map(Self.site)
    if targets.sorted() != sourceTargets.sorted() {
      let extra = targets.filter { !sourceTargets.contains($0) }
      let lost = sourceTargets.filter { !targets.contains($0) }
      if !extra.isEmpty || !lost.isEmpty {
        problems.append(TextProblem(.otherLinks(extra: extra, lost: lost)))
      }
    }
    return problems
  }

  static func count(_ mark: String, in text: String) -> Int {
    guard let lead = mark.utf8.first, text.containsByte(lead) else { return 0 }
    let mark = Array(mark.utf8)
    let bytes = Array(text.utf8)
    guard !mark.isEmpty, bytes.count >= mark.count else { return 0 }
    var count = 0
    var index = 0
    while index <= bytes.count - mark.count {
      if bytes[index..<(index + mark.count)].elementsEqual(mark) {
        count += 1
        index += mark.count
      } else {
        index += 1
      }
    }
    return count
  }

  /// The scheme and host of a link target ("https://example.com"), or the whole target
  /// when it has none (a placeholder, a relative path).
  static func site(_ target: String) -> String {
    guard let scheme = target.range(of: "://") else { return target }
    let rest = target[scheme.upperBound...]
    let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    return target[..<scheme.upperBound].lowercased() + host.lowercased()
  }

  /// The targets of Markdown links `[text](target)`, in order.
  static func linkTargets(_ text: String) -> [String] {
    guard text.containsByte(UInt8(ascii: "]")) else { return [] }
    var targets: [String] = []
    // Compared as bytes, as Foundation's search was a tenth of a lint; "](" and ")" are
    // ASCII, so they never fall inside another character's bytes.
    let bytes = Array(text.utf8)
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "(") else {
        index += 1
        continue
      }
      let start = index + 2
      guard let close = bytes[start...].firstIndex(of: UInt8(ascii: ")")) else { break }
      targets.append(String(decoding: bytes[start..<close], as: UTF8.self))
      index = close
    }
    return targets
  }
}

extension Finding.Message {
  fileprivate static func unbalancedEmphasis(_ marks: Int, source: Int) -> Finding.Message {
    "has an unbalanced '**' (\(marks) in the text, \(source) in the source)"
  }

  fileprivate static func otherLinks(extra: [String], lost: [String]) -> Finding.Message {
    var parts: [String] = []
    if !extra.isEmpty {
      parts.append("links to \(extra.map { "'\($0)'" }.joined(separator: ", "))")
    }
    if !lost.isEmpty {
      parts.append("lacks the link to \(lost.map { "'\($0)'" }.joined(separator: ", "))")
    }
    return "\(parts.joined(separator: " and ")) of the source"
  }
}
