internal import PaySheetICU
import PaySheetKit

/// A translation written mostly in a script its language does not use: Chinese in the
/// Arabic slot, Russian in the Greek one.
public struct ForeignScriptRule: TextRule {
  public static let description = RuleDescription(
    id: "foreign-script",
    defaultSeverity: .error,
    summary: "A translation is written mostly in a script its language does not use.",
    details: """
      A translation whose letters are mostly of a script its language is not written in:
      Chinese characters in the Arabic slot, Cyrillic in the Greek one. It is another
      language's text pasted in the wrong place, and the user reads a language they may not
      know.

      The scripts of a language are ICU's (`uscript_getCode`: Japanese is Han, Hiragana and
      Katakana; Korean is Hangul and Han), with CLDR's likely script for the language. Latin
      letters are never foreign, as names, brands and codes are written in them in every
      language; so are digits, punctuation and marks. A text is reported when at least two
      of its letters are of one foreign script and they are more than half of its letters.
      A source that has letters of that script itself (a list of language names, "日本語"),
      or a key that most of its other translations write in that script too (a name kept in
      its own script), is not reported.
      """,
    triggeringExamples: [
      .catalog(
        key: "checkout.pay",
        [
          ("en", RuleExample.unit("Pay now")), ("ar", RuleExample.unit("↓立即付款")),
          ("zh-Hans", RuleExample.unit("立即付款")),
        ]),
      .catalog(
        key: "checkout.total",
        [
          ("en", RuleExample.unit("Total")), ("el", RuleExample.unit("↓Итого")),
          ("ru", RuleExample.unit("Итого")),
        ]),
      .catalog(
        key: "checkout.done",
        [("en", RuleExample.unit("Done")), ("zh-Hans", RuleExample.unit("↓完了しました"))]),
    ],
    nonTriggeringExamples: [
      .catalog(
        key: "checkout.applePay",
        [
          ("en", RuleExample.unit("Pay with Apple Pay")),
          ("ar", RuleExample.unit("ادفع بـ Apple Pay")),
        ]),
      .catalog(
        key: "language.japanese",
        [("en", RuleExample.unit("Japanese (日本語)")), ("de", RuleExample.unit("日本語"))]),
      .catalog(
        key: "checkout.done",
        [("en", RuleExample.unit("Done")), ("ja", RuleExample.unit("完了"))]),
      .catalog(
        key: "merchant.name",
        [
          ("en", RuleExample.unit("Shop")), ("de", RuleExample.unit("東京堂")),
          ("fr", RuleExample.unit("東京堂")), ("ja", RuleExample.unit("東京堂")),
        ]),
      .catalog(
        key: "checkout.total",
        [("en", RuleExample.unit("Total")), ("sr", RuleExample.unit("Ukupno"))]),
    ])

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.translations

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    let facts = text.facts
    guard let source = text.source, let locale = facts.locale, !facts.script.isEmpty,
      let foreign = Self.foreignScript(of: text.value, own: facts.script),
      !Self.hasLetters(of: foreign, in: source.value)
    else { return [] }
    // ICU's scripts of the language, read only for the few texts with foreign letters.
    let own = (try? NameCheck.scripts(of: locale)) ?? []
    guard !own.contains(foreign),
      !Self.othersWrite(foreign, at: text.unit, in: text.key, of: text.catalog)
    else { return [] }
    return [TextProblem(.foreignScript(foreign, language: facts.script))]
  }

  /// The scripts a language's likely script stands for: Japanese is written in Han,
  /// Hiragana and Katakana, Korean in Hangul and Han, Chinese in Han (and Bopomofo).
  static func scripts(standingFor script: String) -> [String] {
    switch script {
    case "Jpan": ["Hani", "Hira", "Kana"]
    case "Kore": ["Hang", "Hani"]
    case "Hans", "Hant": ["Hani", "Bopo"]
    default: [script]
    }
  }

  /// The script, neither Latin nor one of `own`'s, whose letters are at least two and more
  /// than half of the text's letters; nil when there is none.
  static func foreignScript(of text: String, own: String) -> String? {
    // The letters counted by ICU's script number, in the order first met, and named once
    // the text is read: the scripts' names made for every scalar were 22 of the 77 million
    // instructions the rule took in a lint of Cork's catalog. Arrays rather than a set and
    // a dictionary, whose building and hashing for every text were 37 of the 154 million
    // instructions the rule took in a lint of Anytype's catalog.
    var letters = 0
    var counts: [(script: Int32, count: Int)] = []
    var text = text
    text.withUTF8 { bytes in
      // A text all ASCII has no letter of another script than Latin: most texts of a
      // catalog in Latin-script languages, passed over eight bytes at a time.
      guard let first = Self.firstNonASCII(in: bytes) else { return }
      letters = bytes[..<first].count { (0x61...0x7A).contains($0 | 0x20) }
      var index = first
      while index < bytes.count {
        let byte = bytes[index]
        // ASCII's letters are Latin and its other characters no letters: most of the texts
        // of a catalog in Latin-script languages, looked at byte by byte without asking ICU
        // (the rule was 324 of 2,219 million instructions of a lint of Anytype's catalog).
        if byte < 0x80 {
          // A to Z with the case bit set are a to z; no other ASCII byte lands there.
          if (0x61...0x7A).contains(byte | 0x20) { letters += 1 }
          index += 1
          continue
        }
        let (scalar, length) = Self.scalar(in: bytes, at: index)
        index += length
        guard let script = Self.letterScript(scalar) else { continue }
        letters += 1
        if let place = counts.firstIndex(where: { $0.script == script }) {
          counts[place].count += 1
        } else {
          counts.append((script, 1))
        }
      }
    }
    guard !counts.isEmpty else { return nil }
    let allowed = scripts(standingFor: own)
    var named: [(script: String, count: Int)] = []
    for (number, count) in counts {
      let script = ICUCharacterProperties.scriptName(number)
      guard script != "Latn", !allowed.contains(script) else { continue }
      // Two numbers with one name (none a script) count as one script.
      if let place = named.firstIndex(where: { $0.script == script }) {
        named[place].count += count
      } else {
        named.append((script, count))
      }
    }
    guard let (script, count) = named.max(by: { $0.count < $1.count }), count >= 2,
      count * 2 > letters
    else { return nil }
    return script
  }

  /// ICU's number of the script of `scalar` when the scalar is a letter of a script
  /// (Alphabetic, and neither Common nor Inherited); nil for any other scalar.
  ///
  /// The script is asked first, as Common's and Inherited's scalars (punctuation, spaces,
  /// marks) need no more; then the general category answers for the letters, leaving the
  /// standard library's `isAlphabetic` to the marks and signs Unicode counts Alphabetic too
  /// (`ByteLevelLooksTests` compares it with both properties over every scalar).
  static func letterScript(_ scalar: Unicode.Scalar) -> Int32? {
    let script = ICUCharacterProperties.scriptNumber(scalar)
    guard script != ICUCharacterProperties.commonScript,
      script != ICUCharacterProperties.inheritedScript,
      ICUCharacterProperties.isLetterOrLetterNumber(scalar) || scalar.properties.isAlphabetic
    else { return nil }
    return script
  }

  /// Where the first byte of `bytes` that is not ASCII is; nil when all are ASCII.
  private static func firstNonASCII(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while index + 8 <= bytes.count {
        if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
          break
        }
        index += 8
      }
    }
    while index < bytes.count {
      if bytes[index] >= 0x80 { return index }
      index += 1
    }
    return nil
  }

  /// The scalar whose UTF-8 starts at `index` of `bytes`, a Swift string's valid UTF-8,
  /// and its length in bytes.
  private static func scalar(
    in bytes: UnsafeBufferPointer<UInt8>, at index: Int
  ) -> (Unicode.Scalar, Int) {
    let lead = UInt32(bytes[index])
    let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    var value = lead & (0xFF >> (length + 1))
    for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }

  static func hasLetters(of script: String, in text: String) -> Bool {
    // ASCII's letters are all Latin.
    text.unicodeScalars.contains {
      (!$0.isASCII || script == "Latn") && $0.properties.isAlphabetic
        && SheetLocale.script(of: $0) == script
    }
  }

  /// Whether most of the key's other translations at the same place, in languages not
  /// written in `script`, write letters of it too: a name kept in its own script everywhere.
  static func othersWrite(
    _ script: String, at unit: CatalogUnit, in key: LintedKey, of catalog: LintedCatalog
  ) -> Bool {
    let others = key.otherTexts(atPlaceOf: unit).filter {
      !scripts(standingFor: catalog.facts(of: $0.language).script).contains(script)
    }
    let writing = others.count { hasLetters(of: script, in: $0.text) }
    return writing * 2 > others.count
  }
}

extension Finding.Message {
  fileprivate static func foreignScript(_ script: String, language: String) -> Finding.Message {
    "is written in \(SheetLocale.scriptName(script)), which the language does not use (it is written in \(SheetLocale.scriptName(language))): likely another language's text in the wrong place"
  }
}
