import PaySheetKit

/// One source text translated in two ways across the keys of one language.
public struct InconsistentTranslationRule: CatalogRule {
  public static let description = RuleDescription(
    id: "inconsistent-translation",
    defaultSeverity: .warning,
    summary: "One source text is translated differently in two keys of the same language.",
    details: """
      Two keys with the same source text whose translations in a language differ: "This
      action cannot be undone" as "Questa azione è irreversibile" in one key and "Questa
      azione non può essere annullata" in another, or translated in one and left in English
      in the other. The customer reads two wordings of one thing; one of them is usually a
      slip or an older term. The first key that translates the text sets the wording: each
      other key that words it differently, or leaves it in the source language, is
      reported once, naming that key and its translation.

      Only source texts of three words or more are compared: a single word or two ("Open",
      "All", "Sent") often stands for a verb in one key and a noun or another gender in the
      other, which the comment alone rarely shows. Plural, device and substitution forms
      are not compared, as a form's wording depends on the text around it.
      """,
    triggeringExamples: [
      undoKeys("↓Non può essere annullato"),
      // Left in English in one key: that key is reported, naming the translated one.
      undoKeys("L’operazione è irreversibile", after: "↓This cannot be undone"),
    ],
    nonTriggeringExamples: [
      undoKeys("L’operazione è irreversibile"),
      undoKeys("L’operazione\u{A0}è irreversibile"),
      .catalog(keys: [
        (
          "action.open", nil,
          [("en", RuleExample.unit("Open")), ("de", RuleExample.unit("Öffnen"))]
        ),
        (
          "state.open", nil,
          [("en", RuleExample.unit("Open")), ("de", RuleExample.unit("Geöffnet"))]
        ),
      ]),
    ])

  public init(configuration: LintConfiguration) {}

  /// Two keys whose source is "This cannot be undone": the Italian text `first`, then
  /// `second`.
  private static func undoKeys(
    _ second: String, after first: String = "L’operazione è irreversibile", line: UInt = #line
  ) -> RuleExample {
    let source = RuleExample.unit("This cannot be undone")
    return .catalog(
      keys: [
        ("alert.undo", nil, [("en", source), ("it", RuleExample.unit(first))]),
        ("refund.warning", nil, [("en", source), ("it", RuleExample.unit(second))]),
      ], line: line)
  }

  /// A source of fewer words is too short to say which sense it has.
  static let minimumWords = 3

  package func check(_ catalog: LintedCatalog, context: LintContext) -> [RuleHit] {
    // The texts of each language and source text, in file order. A key's source texts are
    // numbered once, not hashed again for each of its languages: hashing each text's source
    // (three lookups a text) took 26 of the 1,501 million instructions of a lint of
    // DuckDuckGo's catalog.
    var sourceNumbers: [String: Int] = [:]
    var languageNumbers: [String: Int] = [:]
    var groupNumbers: [Int: Int] = [:]
    var groups: [(language: String, source: String, units: [CatalogUnit])] = []
    for key in catalog.keys {
      /// The key's comparable source texts, each with its number.
      var numbered: [(source: CatalogUnit, number: Int)] = []
      for language in key.translations {
        var languageNumber: Int?
        for case (let unit, let source?) in language.units
        where unit.pluralCategory == nil && unit.device == nil && unit.substitution == nil
          && source.pluralCategory == nil && unit.isMarkedTranslated
          && Self.hasNonSpace(unit.value) && Self.isComparable(source.value)
        {
          let sourceNumber: Int
          if let known = numbered.first(where: { $0.source === source }) {
            sourceNumber = known.number
          } else {
            sourceNumber = sourceNumbers[source.value] ?? sourceNumbers.count
            sourceNumbers[source.value] = sourceNumber
            numbered.append((source, sourceNumber))
          }
          if languageNumber == nil {
            languageNumber = languageNumbers[language.language] ?? languageNumbers.count
            languageNumbers[language.language] = languageNumber
          }
          let group = (languageNumber ?? 0) << 32 | sourceNumber
          if let index = groupNumbers[group] {
            groups[index].units.append(unit)
          } else {
            groupNumbers[group] = groups.count
            groups.append((language.language, source.value, [unit]))
          }
        }
      }
    }
    var hits: [RuleHit] = []
    for (_, source, units) in groups where units.count > 1 {
      // The wording the others are held to: the first translated one, so that a key left
      // in the source language is the one reported, not the translated key beside it.
      let reference = units.first { !Self.sameWording($0.value, source) } ?? units[0]
      for unit in units
      where unit !== reference && unit.key != reference.key
        && !Self.sameWording(unit.value, reference.value)
      {
        hits.append(
          RuleHit(
            on: unit,
            TextProblem(.differs(source: source, key: reference.key, text: reference.value))))
      }
    }
    return hits.sorted { ($0.position?.offset ?? 0) < ($1.position?.offset ?? 0) }
  }

  /// The words of `text`, whatever spaces separate them: a no-break space where the other
  /// key has a plain one is typography (`french-punctuation-spacing`), not another wording.
  static func wording(_ text: String) -> [Substring] {
    text.split(whereSeparator: \.isWhitespace)
  }

  /// Whether `first` and `second` have the same wording (`wording(_:)`): two ASCII texts
  /// are compared in their bytes, where whitespace is the tab, the line breaks and the
  /// space ("\r\n", one character, is whitespace as each of its bytes is). Splitting the
  /// texts into characters took 400 instructions a character, 21 of the 1,277 million
  /// instructions of a lint of DuckDuckGo's catalog.
  static func sameWording(_ first: String, _ second: String) -> Bool {
    var first = first
    var second = second
    let ascii = first.withUTF8 { one in
      second.withUTF8 { other -> Bool? in
        guard one.allSatisfy({ $0 < 0x80 }), other.allSatisfy({ $0 < 0x80 }) else { return nil }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var index = (one: 0, other: 0)
        while true {
          // To the next word of each, which must be the same bytes up to a space or the end.
          while index.one < one.count, isSpace(one[index.one]) { index.one += 1 }
          while index.other < other.count, isSpace(other[index.other]) { index.other += 1 }
          guard index.one < one.count, index.other < other.count else {
            return index.one == one.count && index.other == other.count
          }
          while index.one < one.count, index.other < other.count, !isSpace(one[index.one]),
            one[index.one] == other[index.other]
          {
            index.one += 1
            index.other += 1
          }
          let oneEnds = index.one == one.count || isSpace(one[index.one])
          let otherEnds = index.other == other.count || isSpace(other[index.other])
          guard oneEnds, otherEnds else { return false }
        }
      }
    }
    return ascii ?? (wording(first) == wording(second))
  }

  /// The words of an ASCII text as `isComparable(_:)` counts them, up to `minimumWords`;
  /// nil for any other text.
  private static func asciiWords(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var words = 0
    var inWord = false
    var previous: UInt8 = 0
    for byte in bytes {
      guard byte < 0x80 else { return nil }
      // "\r\n" is one character, neither " " nor "\n".
      if byte == UInt8(ascii: " ") || (byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r"))
      {
        inWord = false
      } else if !inWord {
        inWord = true
        words += 1
        // Every byte before this one is ASCII, and so a character of its own.
        if words >= minimumWords { return words }
      }
      previous = byte
    }
    return words
  }

  /// Whether `text` has a character that is not whitespace; most texts start with one in
  /// visible ASCII, answered from their first byte.
  static func hasNonSpace(_ text: String) -> Bool {
    if let first = text.utf8.first, (0x21...0x7E).contains(first) { return true }
    // A character is whitespace when its first scalar is; beyond ASCII, these are all the
    // scalars that are (Unicode's White_Space), so a text starting with another has one.
    if let first = text.unicodeScalars.first, first.value >= 0x80 {
      switch first.value {
      case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: break
      default: return true
      }
    }
    return text.contains { !$0.isWhitespace }
  }

  /// Whether `source` has enough words to mean one thing wherever it stands.
  static func isComparable(_ source: String) -> Bool {
    // Counted up to `minimumWords`, not split whole: the rule asks it of every text, and
    // splitting them was 580 of 3,246 million instructions of a lint of DuckDuckGo's catalog.
    // An ASCII text is counted in its bytes, each a character but for "\r\n": as characters,
    // the count took 35 of the 1,836 million instructions of a lint of DuckDuckGo's catalog.
    var source = source
    if let ascii = source.withUTF8({ asciiWords(in: $0) }) { return ascii >= minimumWords }
    var words = 0
    var inWord = false
    for character in source {
      if character == " " || character == "\n" {
        inWord = false
      } else if !inWord {
        inWord = true
        words += 1
        if words >= minimumWords { return true }
      }
    }
    return false
  }
}

extension Finding.Message {
  fileprivate static func differs(source: String, key: String, text: String) -> Finding.Message {
    "translates \(Quote.text(source)) differently from key \(Quote.text(key)), which has \(Quote.text(text)); use one wording for both"
  }
}
