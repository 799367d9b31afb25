import PaySheetKit

/// A text of four or more words marked translated that is the source text unchanged.
public struct UnchangedTranslationRule: TextRule {
  public static let description = RuleDescription(
    id: "unchanged-translation",
    defaultSeverity: .warning,
    summary: "A text of four or more words is the source text, untranslated.",
    details: """
      A text of four or more words marked translated that is the source text unchanged:
      English copied into another language.

      Short texts are passed over, as names, brands and technical words often stay the same
      ("OK", "Wi-Fi", "Homebrew"); so are variants of the source language (`en-GB` for `en`).
      Words and names listed in `unchangedAllowed` in `.paysheet.json` do not count as words.
      """,
    triggeringExamples: [
      .catalog([
        ("en", RuleExample.unit("Could not load the package list")),
        ("fr", RuleExample.unit("↓Could not load the package list")),
      ])
    ],
    nonTriggeringExamples: [
      .catalog([
        ("en", RuleExample.unit("Open in Finder")), ("de", RuleExample.unit("Open in Finder")),
      ]),
      .catalog([
        ("en", RuleExample.unit("Could not load the package list")),
        ("en-GB", RuleExample.unit("Could not load the package list")),
      ]),
      .catalog([
        ("en", RuleExample.unit("Could not load the package list")),
        ("fr", RuleExample.unit("Impossible de charger la liste des paquets")),
      ]),
    ])

  /// Fewer words than this are often the same in every language.
  public static let minimumWords = 4

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.translations

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    // A variant of the source language (`en-GB` for `en`) may write the same.
    guard let source = text.source, text.unit.isMarkedTranslated,
      Self.showsSourceText(text.unit, source: source),
      text.languageBase != text.sourceLanguageBase,
      Self.words(in: source, allowed: context.configuration.unchangedAllowed).count
        >= Self.minimumWords
    else { return [] }
    return [TextProblem(.notTranslated)]
  }

  static func base(_ language: String) -> Substring {
    // Up to the first `-` or `_`, found in the UTF-8 of an ASCII code: splitting the code
    // into Characters took 1,270 instructions, and rules ask it of every text (50,000
    // times in a lint of DuckDuckGo's catalog).
    var code = language
    let bounds = code.withUTF8 { bytes -> Range<Int>? in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
      }
      var start = 0
      while start < bytes.count, isSeparator(bytes[start]) { start += 1 }
      var end = start
      while end < bytes.count, !isSeparator(bytes[end]) { end += 1 }
      return start..<end
    }
    guard let bounds else {
      return language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first
        ?? Substring(language)
    }
    guard !bounds.isEmpty else { return Substring(language) }
    let utf8 = language.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: bounds.lowerBound)
    return language[start..<utf8.index(start, offsetBy: bounds.count)]
  }

  /// Whether the translation shows the source's text: the same text, or the same once each
  /// escape typed as text is the character `--fix` makes it (`\\tLeft to Right` for a tab
  /// and "Left to Right"), so that the fix brings out no finding a first lint did not give.
  static func showsSourceText(_ unit: CatalogUnit, source: CatalogUnit) -> Bool {
    if unit.value == source.value { return true }
    // Nearly no text has a backslash; the rest are told apart without building a string.
    guard unit.value.containsByte(UInt8(ascii: "\\")) else { return false }
    return EscapeAsTextRule.fixed(unit.value, source: source.value) == source.value
  }

  /// The words of the text outside placeholders and allowed terms.
  static func words(in unit: CatalogUnit, allowed: [String]) -> [Substring] {
    var text = ""
    if let segments = unit.parsed {
      for segment in segments {
        if case .literal(let literal) = segment { text += literal } else { text += " " }
      }
    } else {
      text = unit.value
    }
    for term in allowed where !term.isEmpty { text = text.replacingAll(term, with: " ") }
    return asciiWords(in: text) ?? characterWords(in: text)
  }

  /// The runs of characters between whitespace that have a letter.
  static func characterWords(in text: String) -> [Substring] {
    text.split(whereSeparator: { $0.isWhitespace }).filter {
      $0.unicodeScalars.contains { $0.properties.isAlphabetic }
    }
  }

  /// `characterWords(in:)` of an ASCII text, read in its bytes; nil when the text is not
  /// ASCII. An ASCII text's characters are its bytes, but for "\r\n", which is whitespace
  /// as its two bytes are; its letters are A to Z and a to z. Splitting texts into
  /// characters and asking each whether it is whitespace took 77 of the 95 million
  /// instructions of finding the words of texts in a lint of Cork's catalog.
  static func asciiWords(in text: String) -> [Substring]? {
    var text = text
    let bounds = text.withUTF8 { bytes -> [Range<Int>]? in
      var bounds: [Range<Int>] = []
      var start: Int?
      var hasLetter = false
      for (index, byte) in bytes.enumerated() {
        guard byte < 0x80 else { return nil }
        // Space, and tab, line feed, vertical tab, form feed and carriage return.
        if byte == 0x20 || (0x09...0x0D).contains(byte) {
          if let start, hasLetter { bounds.append(start..<index) }
          start = nil
          hasLetter = false
        } else {
          if start == nil { start = index }
          if (0x61...0x7A).contains(byte | 0x20) { hasLetter = true }
        }
      }
      if let start, hasLetter { bounds.append(start..<bytes.count) }
      return bounds
    }
    guard let bounds else { return nil }
    let utf8 = text.utf8
    return bounds.map { range in
      let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
      return text[start..<utf8.index(start, offsetBy: range.count)]
    }
  }
}

extension Finding.Message {
  fileprivate static let notTranslated: Finding.Message = "is the source text, not translated"
}

extension String {
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty else { return self }
    // A text without the bytes of an ASCII target cannot hold it as characters either
    // (but for `;`, `` ` `` and `K`, which have canonical twins elsewhere): Foundation's
    // search of every term in every short text took 30 of the 1,996 million instructions
    // of a lint of Cork's catalog.
    if target.utf8.allSatisfy({
      $0 < 0x80 && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") && $0 != UInt8(ascii: "K")
    }), !containsBytes(of: target) {
      return self
    }
    var result = ""
    var rest = Substring(self)
    while let range = rest.range(of: target) {
      result += rest[..<range.lowerBound]
      result += replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
