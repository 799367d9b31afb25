import PaySheetKit

/// A translation that writes the same word twice in a row ("the the").
public struct DoubledWordRule: TextRule {
  public static let description = RuleDescription(
    id: "doubled-word",
    defaultSeverity: .warning,
    summary: "A translation writes the same word twice in a row.",
    details: """
      The same word twice, separated only by spaces ("Los correos electrónicos
      electrónicos", "Karte Karte"), compared without case, in any alphabet: a slip of an
      edit. Only words of letters (and their combining marks) separated by spaces count, so
      a hyphenated reduplication ("orang-orang") and numbers are no doubled words.

      Not reported: languages written without spaces between words (Chinese, Japanese, Thai
      and others); languages whose grammar repeats words to mean more or to intensify
      (Indonesian, Malay, Tagalog, Vietnamese, Hindi, Urdu, Bengali, Marathi, Punjabi,
      Gujarati, Persian, Korean); pronouns that stand twice in correct sentences (Dutch "je je",
      French "vous vous" and "nous nous", German "die die", "Sie sie", Spanish "solo solo");
      a text that is the pair alone, a name or a title ("Cuarto cuarto", the fourth
      quarter); and a pair the source has too.
      """,
    triggeringExamples: [
      .catalog(
        key: "pay.hint",
        [
          ("en", RuleExample.unit("Pay with the card on file")),
          ("de", RuleExample.unit("↓Mit der hinterlegten Karte Karte bezahlen")),
          ("es", RuleExample.unit("↓Paga con la tarjeta Tarjeta guardada")),
          ("ru", RuleExample.unit("↓Оплатить сохранённой сохранённой картой")),
        ])
    ],
    nonTriggeringExamples: [
      .catalog(
        key: "pay.hint",
        [
          ("en", RuleExample.unit("Pay with the card on file")),
          ("id", RuleExample.unit("Bayar dengan kartu kartu tersimpan")),
          ("ms", RuleExample.unit("Bayar dengan kad-kad tersimpan")),
          ("ja", RuleExample.unit("登録済みのカードカードで支払う")),
          ("nl", RuleExample.unit("Betaal met de kaart die je je hebt bewaard")),
          ("fr", RuleExample.unit("Payez avec la carte que vous vous êtes enregistrée")),
        ]),
      .catalog(
        key: "about.song",
        [
          ("en", RuleExample.unit("Listen to “Bye Bye Love”")),
          ("de", RuleExample.unit("Hör dir „Bye Bye Love“ an")),
        ]),
      .catalog(
        key: "code.example",
        [("en", RuleExample.unit("Code 12 12")), ("de", RuleExample.unit("Code 12 12"))]),
    ])

  public init(configuration: LintConfiguration) {}

  /// Languages whose grammar repeats a word: plurals and intensifiers by reduplication
  /// (Indonesian, Malay, Tagalog, Vietnamese, the Indic languages listed, Korean's "하나
  /// 하나"), and Persian's unwritten ezafe ("دوستان دوستان", friends of friends).
  static let reduplicating: Set<Substring> = [
    "id", "ms", "tl", "fil", "vi", "hi", "ur", "bn", "mr", "pa", "gu", "fa", "ko",
  ]

  /// Words that stand twice in correct sentences of a language, lowercased.
  static let grammaticalPairs: [Substring: Set<String>] = [
    "nl": ["je", "u", "ze", "we"],
    "fr": ["vous", "nous"],
    "de": ["die", "der", "das", "den", "dem", "des", "sie"],
    // "por sí solo solo admite": alone, then only.
    "es": ["solo"],
  ]

  package static let texts = CheckedTexts.translations

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    guard let source = text.source, text.unit.isMarkedTranslated,
      !MissingJoiningSpaceRule.unspacedScripts.contains(text.facts.script)
    else { return [] }
    let base = text.languageBase
    guard !Self.reduplicating.contains(base) else { return [] }
    // The source is read only for a text with a word written twice, which few have.
    let found = Self.doubledWords(in: text.value)
    guard !found.isEmpty else { return [] }
    let allowed = Self.grammaticalPairs[base] ?? []
    let inSource = Set(Self.doubledWords(in: source.value).map(\.word))
    guard
      let doubled = found.first(where: {
        !allowed.contains($0.word) && !inSource.contains($0.word)
          // The pair alone is a name or a title ("Cuarto cuarto", the fourth quarter).
          && !($0.range.lowerBound == 0 && $0.range.upperBound == text.value.unicodeScalars.count)
      })
    else { return [] }
    return [TextProblem(.doubled(doubled.word), quoting: .marking(doubled.range))]
  }

  /// The words of `text` written twice in a row, lowercased, with the scalars of the pair.
  ///
  /// Words are runs between spaces; a run with anything but letters and marks is no word
  /// and breaks a pair. Two runs are lowercased and compared only when they are as long:
  /// the rule reads every text of a catalog, and most neighbours differ in length.
  static func doubledWords(in text: String) -> [(word: String, range: Range<Int>)] {
    // One pass over the text's UTF-8, each run's bounds kept as byte and scalar offsets:
    // splitting the text into runs and counting each was 300 of 3,246 million instructions
    // of a lint of DuckDuckGo's catalog, and a copy of its scalars 14 of the 50 million the
    // look then took.
    var text = text
    return text.withUTF8 { bytes in
      var found: [(word: String, range: Range<Int>)] = []
      func word(_ run: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[run]), as: UTF8.self).lowercased()
      }
      /// The previous word's bytes and scalar offsets.
      var previous: (bytes: Range<Int>, scalars: Range<Int>)?
      var start = 0
      var scalarStart = 0
      while start <= bytes.count {
        var end = start
        var scalarEnd = scalarStart
        var isWord = true
        while end < bytes.count {
          let (scalar, length) = TextMarks.scalar(in: bytes, at: end)
          if scalar == " " || scalar == "\u{A0}" { break }
          if isWord, !isWordScalar(scalar) { isWord = false }
          end += length
          scalarEnd += 1
        }
        defer {
          // Past the space, one scalar of one byte or of two (U+00A0).
          start = end + (end < bytes.count && bytes[end] == 0xC2 ? 2 : 1)
          scalarStart = scalarEnd + 1
        }
        guard end > start else { continue }
        guard isWord else {
          previous = nil
          continue
        }
        if let previous, previous.scalars.count == scalarEnd - scalarStart {
          let current = word(start..<end)
          if word(previous.bytes) == current {
            found.append((current, previous.scalars.lowerBound..<scalarEnd))
          }
        }
        previous = (start..<end, scalarStart..<scalarEnd)
      }
      return found
    }
  }

  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
    // Latin's accented letters and Cyrillic's letters, without the property lookup (330
    // instructions a scalar): every scalar of these blocks is a letter.
    switch scalar.value {
    case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x400...0x481, 0x48A...0x52F: return true
    default: break
    }
    let properties = scalar.properties
    return properties.isAlphabetic || properties.generalCategory == .nonspacingMark
      || properties.generalCategory == .spacingMark
  }
}

extension Finding.Message {
  fileprivate static func doubled(_ word: String) -> Finding.Message {
    "writes '\(word)' twice in a row; take one out"
  }
}
