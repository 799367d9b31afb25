import PaySheetKit

/// Leading, trailing or doubled spaces, tabs, or line breaks in a one-line string.
public struct WhitespaceRule: TextRule {
  public static let description = RuleDescription(
    id: "whitespace",
    defaultSeverity: .warning,
    summary: "A one-line string has leading, trailing or doubled spaces, tabs or line breaks.",
    details: """
      Leading, trailing or doubled spaces, tabs, or line breaks in a one-line string.

      Every line of a payment sheet is one line: a stray space shifts the label, a line break
      pushes the amount out of its row. A key whose source text has a line break is taken to
      be multi-line on purpose, and its line breaks are not reported. A translation is held to
      its source: spacing the source has too (a storyboard's leading tab, a space before a
      token) is not the translator's doing, and the source's own is reported once, on the
      source.

      A space a reader needs is not reported, and `--fix` keeps it: at an end of a text where
      the source has full-width punctuation (a Chinese `，` is `", "` in English), in a text
      whose source is a separator alone (`・` written `" · "`), and at an end of a
      substitution's text that runs into the text around it (`%#@posts@%#@people@` with
      posts `"%arg posts from "`). Nor is a space of the source's own text that most
      translations keep and that joins it to the text beside it: a leading one, one at both
      ends (" and %lld others "), or one after a colon or a word such as "to" ("Updated: ").
      Nor is one whose source's words show the join whatever the translations do: after a
      colon or such a word, or before a parenthesis, a separator or a lowercase letter
      (" and %lld more"); `missing-joining-space` reports the translations that drop it.
      """,
    triggeringExamples: [
      .catalog([("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("↓Trinkgeld "))]),
      .catalog([("en", RuleExample.unit("↓ Tip"))]),
      .catalog(
        key: "summary.giftWrap",
        [("en", RuleExample.unit("Gift Wrap")), ("fr", RuleExample.unit("↓Emballage  cadeau"))]),
      .catalog(
        key: "summary.giftWrap",
        [("en", RuleExample.unit("Gift Wrap")), ("fr", RuleExample.unit("↓Emballage\ncadeau"))]),
      .catalog(key: "summary.giftWrap", [("en", RuleExample.unit("↓Gift\tWrap"))]),
      .catalog([("en", RuleExample.unit("↓ Tip")), ("de", RuleExample.unit("↓ Trinkgeld "))]),
    ],
    nonTriggeringExamples: [
      // The source's own words show the join, though its translations drop the space: theirs
      // is the fault, which missing-joining-space reports.
      .catalog(
        key: "items.more",
        [
          ("en", RuleExample.unit(" and %lld more")), ("de", RuleExample.unit("und %lld weitere")),
          ("fr", RuleExample.unit("et %lld de plus")),
        ]),
      // The source's leading space, kept by its translations, joins it to an image before it.
      .catalog(
        key: "supporter.title",
        [
          ("en", RuleExample.unit(" Become a supporter!")),
          ("de", RuleExample.unit(" Werde Unterstützer!")),
          ("fr", RuleExample.unit(" Devenez un supporter !")),
        ]),
      .catalog(
        key: "summary.giftWrap",
        [("en", RuleExample.unit("Gift Wrap")), ("fr", RuleExample.unit("Emballage cadeau"))]),
      .catalog(
        key: "total.estimated",
        [("en", RuleExample.unit("%@ (Estimated)")), ("fr", RuleExample.unit("%@ (estimation)"))]),
      .catalog(
        key: "terms",
        [
          ("en", RuleExample.unit("Line one\nLine two")),
          ("de", RuleExample.unit("Zeile eins\nZeile zwei")),
        ]),
      .catalog(
        key: "\tLeft to Right",
        [
          ("de", RuleExample.unit("\tLinks nach rechts")),
          ("fr", RuleExample.unit("\tDe gauche à droite")),
        ]),
      // The source's full-width comma holds the space an English comma needs.
      RuleExample(
        .catalog(
          """
          { "sourceLanguage" : "zh-Hant", "version" : "1.0", "strings" : { "COMMA_SEP" : {
          "localizations" : {
            "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "，" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : ", " } },
            "ko" : { "stringUnit" : { "state" : "translated", "value" : ", " } } } },
            "DOT_SEP" : { "localizations" : {
            "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "・" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : " · " } } } } } }
          """)),
      // The trailing space of the first substitution separates it from the second.
      .catalog(
        key: "posts %lld %lld",
        [
          (
            "en",
            #"{ "stringUnit" : { "state" : "translated", "value" : "%#@posts@%#@people@" }, "substitutions" : { "posts" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg posts from " } } } } }, "people" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg people" } } } } } } }"#
          ),
          (
            "uk",
            #"{ "stringUnit" : { "state" : "translated", "value" : "%#@posts@%#@people@" }, "substitutions" : { "posts" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg дописів від " } } } } }, "people" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg учасників" } } } } } } }"#
          ),
        ]),
      .catalog(
        key: "BgM-ve-c93.title",
        comment: #"Class = "NSMenuItem"; title = "\tLeft to Right"; ObjectID = "BgM-ve-c93";"#,
        [("de", RuleExample.unit("\tLinks nach rechts"))]),
    ],
    corrections: [
      RuleCorrection(
        .catalog(
          key: "summary.giftWrap",
          [("en", RuleExample.unit("Gift Wrap")), ("fr", RuleExample.unit("↓ Emballage  cadeau "))]),
        .catalog(
          key: "summary.giftWrap",
          [("en", RuleExample.unit("Gift Wrap")), ("fr", RuleExample.unit("Emballage cadeau"))])),
      RuleCorrection(
        .catalog(
          key: "summary.giftWrap",
          [("en", RuleExample.unit("Gift Wrap")), ("fr", RuleExample.unit("↓Emballage\tcadeau"))]),
        .catalog(
          key: "summary.giftWrap",
          [("en", RuleExample.unit("Gift Wrap")), ("fr", RuleExample.unit("Emballage cadeau"))])),
      // Held to its source: the leading space the source has stays.
      RuleCorrection(
        .catalog([("en", RuleExample.unit(" Tip")), ("de", RuleExample.unit("↓ Trinkgeld "))]),
        .catalog([("en", RuleExample.unit(" Tip")), ("de", RuleExample.unit(" Trinkgeld"))])),
    ])

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.everyLanguage

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    // Most texts have no spacing problem at all: the key's sources are read only for the
    // few that have one.
    guard !Self.problems(in: text.value, multiLine: false).isEmpty else { return [] }
    var problems = Self.reported(
      text.unit, source: text.source, in: text.language,
      multiLine: Self.isMultiLine(text.key.sourceUnits))
    if text.isSource {
      problems.removeAll {
        Self.keptByTranslations(
          $0.kind, of: text.unit, in: text.key, sourceLanguage: text.catalog.sourceLanguage)
          || Self.joinsByItsWords($0.kind, text.value, sourceLanguage: text.catalog.sourceLanguage)
      }
    }
    return problems.map { TextProblem(.spacing($0.phrase), quoting: .marking($0.at)) }
  }

  /// The problems of `value`, the text of `unit` (or an earlier fix of it), that the rule
  /// reports: those its source does not share, and not a space that the reader sees as
  /// needed, at an end of a text where the source has full-width punctuation (`，` written
  /// `", "` in English) or that is the separator the source is (`・`, or none, written
  /// `" · "` or `" "`), or at an end of a substitution's text that joins the text around it
  /// ("%arg дописів від " before `%#@participants@`).
  static func reported(
    _ unit: CatalogUnit, value: String? = nil, source: CatalogUnit?,
    in language: LintedKey.Language, multiLine: Bool
  ) -> [(kind: Problem, phrase: String, at: Range<Int>)] {
    let value = value ?? unit.value
    var found = problems(in: value, multiLine: multiLine)
    guard !found.isEmpty else { return [] }
    if let source {
      let shared = Set(problems(in: source.value, multiLine: multiLine).map(\.kind))
      found.removeAll { shared.contains($0.kind) }
    }
    guard found.contains(where: { $0.kind == .leading || $0.kind == .trailing }) else {
      return found
    }
    // A source that is a space alone is a separator (Chinendar's `SPACE_SEP`).
    var needed = Self.spacedBySource(source?.value ?? value)
    if let substitution = unit.substitution {
      needed.formUnion(Self.joinedEdges(of: substitution, among: language.units.map(\.unit)))
    }
    found.removeAll {
      ($0.kind == .leading && needed.contains(.leading))
        || ($0.kind == .trailing && needed.contains(.trailing))
    }
    return found
  }

  /// Whether a source text's space at an end joins it to what the app puts beside it, and
  /// is not stray: most of the key's translations at the same place keep it, two at least
  /// (one copy of the source is no sign), and it is a leading space (Ice Cubes' " Become a
  /// supporter!" after a checkmark), the text has a space at both ends (" and %lld
  /// others " between names), or its words show the join as `missing-joining-space` reads
  /// them ("Updated: "). A trailing space after a word
  /// that translators copied ("… in DirectX 12 titles ", Whisky) is still reported.
  static func keptByTranslations(
    _ kind: Problem, of unit: CatalogUnit, in key: LintedKey, sourceLanguage: String
  ) -> Bool {
    guard kind == .leading || kind == .trailing else { return false }
    let others = key.otherTexts(atPlaceOf: unit)
    guard !others.isEmpty else { return false }
    let kept = others.count { other in
      let scalar =
        kind == .leading ? other.text.unicodeScalars.first : other.text.unicodeScalars.last
      return scalar.map { isSpace($0) } ?? false
    }
    guard kept >= 2, kept * 2 > others.count else { return false }
    let scalars = unit.value.unicodeScalars
    let bothEnds = scalars.first.map(isSpace) == true && scalars.last.map(isSpace) == true
    return kind == .leading || bothEnds
      || MissingJoiningSpaceRule.sourceShowsJoin(.end, unit.value, language: sourceLanguage)
  }

  /// Whether a source's space at an end joins it to the text beside it by the source's own
  /// words (" and %lld more", "Replying to "), as `missing-joining-space` reads them: the
  /// translations that drop it are at fault there, not the source.
  static func joinsByItsWords(_ kind: Problem, _ source: String, sourceLanguage: String) -> Bool {
    switch kind {
    case .leading: MissingJoiningSpaceRule.sourceShowsJoin(.start, source, language: sourceLanguage)
    case .trailing: MissingJoiningSpaceRule.sourceShowsJoin(.end, source, language: sourceLanguage)
    default: false
    }
  }

  /// The ends of a text where a space is part of what the reader sees.
  struct Edges: OptionSet {
    let rawValue: UInt8
    static let leading = Edges(rawValue: 1)
    static let trailing = Edges(rawValue: 2)
  }

  /// The ends where a translation may have a space its source lacks: next to the source's
  /// full-width punctuation, whose width holds the space a Latin comma needs, and both ends
  /// when the source is a separator alone (punctuation, or nothing).
  static func spacedBySource(_ source: String) -> Edges {
    let scalars = source.unicodeScalars.filter { !isSpace($0) }
    if scalars.allSatisfy({ isPunctuation($0) }) { return [.leading, .trailing] }
    var edges: Edges = []
    if let first = scalars.first, isFullWidthPunctuation(first) { edges.insert(.leading) }
    if let last = scalars.last, isFullWidthPunctuation(last) { edges.insert(.trailing) }
    return edges
  }

  /// Punctuation set in the full width of an ideograph (CJK symbols and punctuation,
  /// full-width and vertical forms, the katakana middle dot).
  static func isFullWidthPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3001...0x303F, 0x30FB, 0xFE10...0xFE19, 0xFE30...0xFE6B, 0xFF01...0xFF0F,
      0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF65:
      return isPunctuation(scalar)
    default: return false
    }
  }

  static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation, .mathSymbol, .otherSymbol:
      return true
    default: return false
    }
  }

  /// The ends of substitution `name`'s texts that join the text they are composed into: a
  /// reference `%#@name@` (or `%1$#@name@`) with no space right before it makes a leading
  /// space of the substitution the separator, and none right after a trailing one.
  static func joinedEdges(of name: String, among units: [CatalogUnit]) -> Edges {
    var edges: Edges = []
    let reference = Array("#@\(name)@".unicodeScalars)
    for unit in units where unit.substitution != name {
      let text = Array(unit.value.unicodeScalars)
      guard text.count >= reference.count else { continue }
      var index = 0
      while index + reference.count <= text.count {
        guard text[index] == "#", Array(text[index..<index + reference.count]) == reference
        else {
          index += 1
          continue
        }
        // Back over `1$` to the `%`.
        var start = index - 1
        while start >= 0, text[start] == "$" || ("0"..."9").contains(text[start]) { start -= 1 }
        let end = index + reference.count
        index = end
        guard start >= 0, text[start] == "%" else { continue }
        if start > 0, !isSpace(text[start - 1]) { edges.insert(.leading) }
        if end < text.count, !isSpace(text[end]) { edges.insert(.trailing) }
      }
    }
    return edges
  }

  /// A source this long is body text rather than a one-line label.
  static let bodyTextLength = 50

  /// Whether a key's texts may run over several lines: body text (a source of 50
  /// characters or more, or one with a line break) may be broken into lines by a
  /// translator; a label may not.
  static func isMultiLine(_ sourceUnits: [CatalogUnit]) -> Bool {
    sourceUnits.contains {
      $0.value.unicodeScalars.contains(where: isLineBreak) || $0.value.count >= bodyTextLength
    }
  }

  static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": return true
    default: return false
    }
  }

  static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    // Unicode's space separators (Zs), listed rather than looked up, as the rule asks it of
    // every character of every text.
    case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: return true
    default: return false
    }
  }

  static func describe(_ scalar: Unicode.Scalar) -> String {
    isLineBreak(scalar) ? "a line break" : scalar == "\t" ? "a tab" : "a space"
  }

  /// A kind of spacing problem; a translation that shares a kind with its source is not at fault.
  enum Problem: Hashable {
    case leading, trailing, doubled, tab, lineBreak
  }

  /// What is wrong with the spacing of `text`, one phrase per kind of problem, with the
  /// scalars at fault (the first place, for a problem found more than once).
  ///
  /// Read in the text's UTF-8, without copying its characters: most texts are passed over
  /// by `mayHaveProblem(_:)`, a few instructions a byte; the others are read scalar by
  /// scalar, decoding only those that may be a space or a line break. A pass over every
  /// text's scalars took 2,400 instructions a text, 27 of the 1,277 million of a lint of
  /// DuckDuckGo's catalog.
  static func problems(in text: String, multiLine: Bool) -> [(
    kind: Problem, phrase: String, at: Range<Int>
  )] {
    var text = text
    return text.withUTF8 { bytes in
      mayHaveProblem(bytes) ? problems(inUTF8: bytes, multiLine: multiLine) : []
    }
  }

  /// Whether the UTF-8 `bytes` may have a spacing problem: they start or end with a space,
  /// have two in a row, a tab or a line break, or a space or line break beyond ASCII (U+0085
  /// and U+00A0 after 0xC2, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F, U+205F,
  /// U+3000). A text of words with single ASCII spaces between them has none.
  private static func mayHaveProblem(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = bytes.first, let last = bytes.last else { return false }
    if first == 0x20 || last == 0x20 { return true }
    var previousIsSpace = false
    for index in bytes.indices {
      let byte = bytes[index]
      if byte == 0x20 {
        if previousIsSpace { return true }
        previousIsSpace = true
        continue
      }
      previousIsSpace = false
      switch byte {
      case 0x21..<0x80: continue
      case 0x09...0x0D: return true
      case 0xC2
      where index + 1 < bytes.count && (bytes[index + 1] == 0x85 || bytes[index + 1] == 0xA0):
        return true
      case 0xE1 where TextMarks.continues(bytes, at: index, with: 0x9A, 0x80...0x80):
        return true
      case 0xE2
      where TextMarks.continues(bytes, at: index, with: 0x80, 0x80...0x8A)
        || TextMarks.continues(bytes, at: index, with: 0x80, 0xA8...0xA9)
        || TextMarks.continues(bytes, at: index, with: 0x80, 0xAF...0xAF)
        || TextMarks.continues(bytes, at: index, with: 0x81, 0x9F...0x9F):
        return true
      case 0xE3 where TextMarks.continues(bytes, at: index, with: 0x80, 0x80...0x80):
        return true
      default: continue
      }
    }
    return false
  }

  private static func problems(
    inUTF8 bytes: UnsafeBufferPointer<UInt8>, multiLine: Bool
  ) -> [(kind: Problem, phrase: String, at: Range<Int>)] {
    var first: Unicode.Scalar?
    var last: Unicode.Scalar?
    var count = 0
    var previousIsSpace = false
    var leadingRun = 0
    var spaceRunStart = 0
    var doubled: Range<Int>?
    var firstInnerTab: Int?
    var sawContent = false
    var breakAfterContent: Int?
    var innerBreak: Int?
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let scalar: Unicode.Scalar
      switch lead {
      case ..<0x80:
        scalar = Unicode.Scalar(lead)
        index += 1
      case 0xC2, 0xE1, 0xE2, 0xE3:
        let length: Int
        (scalar, length) = TextMarks.scalar(in: bytes, at: index)
        index += length
      default:
        // No other scalar is a space or a line break: a letter stands in for it.
        scalar = "x"
        index += lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
      }
      if first == nil { first = scalar }
      let space = isSpace(scalar)
      if space, !previousIsSpace { spaceRunStart = count }
      if space, leadingRun == count { leadingRun += 1 }
      if space, previousIsSpace, scalar != "\t", last != "\t", doubled == nil {
        doubled = (count - 1)..<(count + 1)
      }
      if scalar == "\t", count > 0, firstInnerTab == nil { firstInnerTab = count }
      if isLineBreak(scalar) {
        if sawContent, breakAfterContent == nil { breakAfterContent = count }
      } else if !space {
        if let breakAfterContent, innerBreak == nil { innerBreak = breakAfterContent }
        sawContent = true
      }
      previousIsSpace = space
      last = scalar
      count += 1
    }
    var problems: [(kind: Problem, phrase: String, at: Range<Int>)] = []
    // Line breaks at either end are edge-line-breaks' to report, against the source's.
    if let first, isSpace(first) {
      problems.append(
        (.leading, "starts with \(describe(first)) (\(Quote.scalar(first)))", 0..<leadingRun))
    }
    if count > 1, let last, isSpace(last) {
      problems.append(
        (.trailing, "ends with \(describe(last)) (\(Quote.scalar(last)))", spaceRunStart..<count))
    }
    if let doubled { problems.append((.doubled, "has two spaces in a row", doubled)) }
    // A tab at either end is already reported as the start or end.
    if let firstInnerTab, firstInnerTab < count - 1 {
      problems.append((.tab, "has a tab; use a space", firstInnerTab..<(firstInnerTab + 1)))
    }
    if !multiLine, let innerBreak {
      problems.append(
        (
          .lineBreak, "has a line break, but the line must stay on one line",
          innerBreak..<(innerBreak + 1)
        ))
    }
    return problems
  }
}

extension WhitespaceRule: CorrectingRule {
  package static let correctionStage = CorrectionStage.spacing

  package func corrected(
    _ value: String, unit: CatalogUnit, source: CatalogUnit, in language: LintedKey.Language,
    of key: LintedKey
  ) -> String {
    let multiLine = Self.isMultiLine(key.sourceUnits)
    let found = Set(
      Self.reported(unit, value: value, source: source, in: language, multiLine: multiLine).map(
        \.kind))
    return Self.fixed(value, found: found)
  }

  /// `value` without the whitespace problems `found`, which the rule reports, as `--fix`
  /// writes it: spaces and tabs at either end dropped, a run of spaces made one, a tab
  /// inside made a space. A line break where a line must stay one is left for a person.
  static func fixed(_ value: String, found: Set<Problem>) -> String {
    guard !found.subtracting([.lineBreak]).isEmpty else { return value }
    var scalars = Array(value.unicodeScalars)
    if found.contains(.leading) {
      while let first = scalars.first, isSpace(first) { scalars.removeFirst() }
    }
    if found.contains(.trailing) {
      while scalars.count > 1, let last = scalars.last, isSpace(last) { scalars.removeLast() }
    }
    if found.contains(.tab) {
      for index in scalars.indices.dropFirst().dropLast() where scalars[index] == "\t" {
        scalars[index] = " "
      }
    }
    if found.contains(.doubled) {
      var kept: [Unicode.Scalar] = []
      for scalar in scalars {
        if isSpace(scalar), scalar != "\t", let last = kept.last, isSpace(last), last != "\t" {
          continue
        }
        kept.append(scalar)
      }
      scalars = kept
    }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars)
    return String(text)
  }
}

extension Finding.Message {
  /// A phrase of `WhitespaceRule.problems(in:multiLine:)`: "starts with a space (U+0020 SPACE)".
  fileprivate static func spacing(_ phrase: String) -> Finding.Message { "\(phrase)" }
}
