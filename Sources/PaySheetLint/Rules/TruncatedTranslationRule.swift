import PaySheetKit

/// A translation far shorter than its source: cut off, or a fragment of it.
public struct TruncatedTranslationRule: TextRule {
  public static let description = RuleDescription(
    id: "truncated-translation",
    defaultSeverity: .warning,
    summary: "A translation is far shorter than its source, as if cut off.",
    details: """
      A translation far shorter than its source: under a third of its length, for a source
      of at least 30 columns. Such a text is most often cut off, a fragment, or the
      translation of an older, shorter source ("Impossible de" for "Could not connect to
      the server. Check your connection.").

      Lengths are display columns with placeholders left out, as `translation-length`
      measures them: a Chinese, Japanese or Korean character is two columns, drawn about
      twice as wide as a Latin letter. Those languages still say in fewer columns what
      English says (in the real corpus their sound translations run down to a third of the
      source), so they are reported under a fifth. A text with a substitution (its
      variations hold the words), one abbreviation in capitals ("CSS" for "Cascading Style
      Sheet") and platform text (`platform.*` keys) are skipped.
      """,
    triggeringExamples: [
      .catalog(
        key: "error.connection",
        [
          ("en", RuleExample.unit("Could not connect to the server. Check your connection.")),
          ("fr", RuleExample.unit("↓Impossible de")),
        ])
    ],
    nonTriggeringExamples: [
      .catalog(
        key: "error.connection",
        [
          ("en", RuleExample.unit("Could not connect to the server. Check your connection.")),
          ("ja", RuleExample.unit("サーバーに接続できません。接続を確認してください。")),
        ]),
      .catalog(
        key: "error.connection",
        [
          ("en", RuleExample.unit("Could not connect to the server. Check your connection.")),
          ("zh-Hans", RuleExample.unit("无法连接服务器，请检查网络")),
        ]),
      .catalog(
        key: "summary.tip",
        [("en", RuleExample.unit("Tip for the driver")), ("de", RuleExample.unit("Trinkgeld"))]),
      .catalog(
        key: "format.css",
        [
          ("en", RuleExample.unit("Cascading Style Sheet Document")),
          ("de", RuleExample.unit("CSS")),
        ]),
    ])

  /// Sources shorter than this many columns vary too much in translation.
  public static let minimumSourceColumns = 30
  /// A translation under this share of its source's columns is reported, in percent.
  public static let minimumPercent = 33
  /// The share for a language written in Chinese characters, kana or hangul, in percent:
  /// counted as two columns each, its texts still take about half the columns of English
  /// in the real corpus ("非常感谢你的捐赠！" is 31% of "Thank you so much for your tip!
  /// It's greatly appreciated!").
  public static let minimumPercentDense = 20
  /// Scripts whose characters carry a word or a syllable each.
  static let denseScripts: Set<String> = ["Hans", "Hant", "Jpan", "Kore", "Hani"]

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.translations

  package func checks(_ key: LintedKey, in catalog: LintedCatalog, context: LintContext) -> Bool {
    !StringCatalog.isPlatformKey(key.key)
  }

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    let unit = text.unit
    guard let source = text.source, unit.isMarkedTranslated, !unit.value.isEmpty else {
      return []
    }
    // A character is at most two columns: short sources, and translations longer than the
    // limit for the longest the source could be, are passed over unmeasured, before the
    // language's facts are looked up.
    let sourceMost = TextMarks.scalarCount(source.value) * 2
    let least = Self.leastColumns(unit.value)
    guard sourceMost >= Self.minimumSourceColumns,
      least * 100 < sourceMost * max(Self.minimumPercent, Self.minimumPercentDense),
      !Self.hasSubstitution(unit), !Self.hasSubstitution(source),
      let sourceLocale = text.catalog.facts(of: text.catalog.sourceLanguage).locale,
      let locale = text.facts.locale
    else { return [] }
    let percent =
      Self.denseScripts.contains(text.facts.script) ? Self.minimumPercentDense : Self.minimumPercent
    guard least * 100 < sourceMost * percent,
      let sourceLength = TranslationLengthRule.length(source, locale: sourceLocale),
      sourceLength >= Self.minimumSourceColumns, least * 100 < sourceLength * percent,
      let length = TranslationLengthRule.length(unit, locale: locale), length > 0,
      length * 100 < sourceLength * percent, !Self.isAcronym(unit.value)
    else { return [] }
    return [TextProblem(.mayBeCutOff(length, source: source.value, of: sourceLength))]
  }

  /// Fewer columns than the text surely takes without its placeholders, from its bytes
  /// alone, so that most translations, well over the limit, are not measured: a visible
  /// ASCII character, a Greek or Cyrillic letter (UTF-8 leads 0xCE–0xD4, U+0380–U+052F),
  /// and a character of U+3000–U+DFFF (leads 0xE3–0xED: kana, Han, hangul) each take at
  /// least one column; a `%` takes off the longest a placeholder spells (`%10$lld`).
  static func leastColumns(_ text: String) -> Int {
    var visible = 0
    var percents = 0
    var text = text
    text.withUTF8 { bytes in
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "%"): percents += 1
        case 0x21..<0x7F, 0xCE...0xD4, 0xE3...0xED: visible += 1
        default: break
        }
      }
    }
    return visible - percents * 8
  }

  /// Whether the text has a substitution (`%#@posts@`), whose own texts hold most of what
  /// it shows.
  static func hasSubstitution(_ unit: CatalogUnit) -> Bool {
    unit.parsed?.contains {
      if case .substitution = $0 { return true } else { return false }
    } ?? false
  }

  /// Whether the text is one abbreviation in capitals ("CSS" for "Cascading Style Sheet").
  static func isAcronym(_ text: String) -> Bool {
    let letters = text.unicodeScalars.filter { $0.properties.isAlphabetic }
    return !text.contains(" ") && letters.count >= 2
      && letters.allSatisfy { $0.properties.isUppercase }
  }
}

extension Finding.Message {
  fileprivate static func mayBeCutOff(_ length: Int, source: String, of sourceLength: Int)
    -> Finding.Message
  {
    "is \(length) columns long, \(length * 100 / sourceLength)% of its source's \(sourceLength) (\(Quote.text(source))): it may be cut off"
  }
}
