import PaySheetKit

/// A short text left in the source's Latin script in a language written in another script.
public struct UnchangedShortTextRule: TextRule {
  public static let description = RuleDescription(
    id: "unchanged-short-text",
    defaultSeverity: .warning,
    summary:
      "A text of 1 to 3 words is the source's Latin text in a language written in another script.",
    details: """
      A text of one to three words marked translated that is the source text unchanged, in
      Latin letters, in a language whose script is not Latin ("Settings" in Ukrainian,
      "Switch to Tab" in Traditional Chinese): English left in place.

      The language's script is CLDR's likely script for it, from ICU (`uk` is Cyrillic,
      `zh-Hant` Han, `ja` Japanese, `sr-Latn` Latin). Latin-script languages are
      `unchanged-translation`'s, and only from four words, as a short Latin text is often
      the same in both. Words that look like names or codes are passed over: with a capital
      or a digit inside (`iCloud`, `macOS`, `H264`), in capitals (`OK`, `PDF`), or with `.`,
      `@`, `/`, `_`, `:` (addresses, file names); so is a text that most other languages of
      its key keep unchanged too, as a name or a term ("Homebrew", "Mission Control",
      "⌘ (Command)"), and the words and names listed in `unchangedAllowed` in
      `.paysheet.json`.
      """,
    triggeringExamples: [
      .catalog(
        key: "settings",
        [
          ("en", RuleExample.unit("Settings")), ("de", RuleExample.unit("Einstellungen")),
          ("uk", RuleExample.unit("↓Settings")),
        ]),
      .catalog(
        key: "switchToTab",
        [
          ("en", RuleExample.unit("Switch to Tab")), ("fr", RuleExample.unit("Passer à l’onglet")),
          ("zh-Hant", RuleExample.unit("↓Switch to Tab")),
        ]),
      // A tab typed as `\t` hides no English from this rule: `--fix` would bring it out.
      .catalog(
        key: "leftToRight",
        [
          ("en", RuleExample.unit("\tLeft to Right")), ("ru", RuleExample.unit("\tСлева направо")),
          ("zh-Hans", RuleExample.unit("↓\\tLeft to Right")),
        ]),
    ],
    nonTriggeringExamples: [
      .catalog(
        key: "settings",
        [
          ("en", RuleExample.unit("Settings")), ("de", RuleExample.unit("Settings")),
          ("sr-Latn", RuleExample.unit("Settings")), ("uk", RuleExample.unit("Налаштування")),
        ]),
      .catalog(
        key: "icloud",
        [
          ("en", RuleExample.unit("iCloud Drive")), ("de", RuleExample.unit("iCloud Drive")),
          ("ja", RuleExample.unit("iCloud Drive")), ("ru", RuleExample.unit("iCloud Drive")),
        ]),
      .catalog(
        key: "ok",
        [
          ("en", RuleExample.unit("OK")), ("fr", RuleExample.unit("D’accord")),
          ("ko", RuleExample.unit("OK")),
        ]),
      .catalog(
        key: "brew",
        [
          ("en", RuleExample.unit("Homebrew")), ("de", RuleExample.unit("Homebrew")),
          ("uk", RuleExample.unit("Homebrew")),
        ]),
      .catalog(
        key: "settings",
        [
          ("en", RuleExample.unit("Settings")), ("de", RuleExample.unit("Einstellungen")),
          ("uk", RuleExample.unit("Settings", state: "needs_review")),
        ]),
    ])

  /// From this many words, `unchanged-translation` reports an unchanged text in any script.
  static let maximumWords = UnchangedTranslationRule.minimumWords - 1

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.translations

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    let unit = text.unit
    let sourceBase = UnchangedTranslationRule.base(text.catalog.sourceLanguage)
    let script = text.facts.script
    guard let source = text.source, !script.isEmpty, script != "Latn",
      UnchangedTranslationRule.base(text.languageCode) != sourceBase, unit.isMarkedTranslated,
      UnchangedTranslationRule.showsSourceText(unit, source: source)
    else { return [] }
    let words = UnchangedTranslationRule.words(
      in: source, allowed: context.configuration.unchangedAllowed)
    guard !words.isEmpty, words.count <= Self.maximumWords,
      words.allSatisfy(Self.isPlainWord), Self.isLatin(words),
      Self.isTranslatedElsewhere(unit, source: source, in: text.key, sourceBase: sourceBase)
    else { return [] }
    return [TextProblem(.latinLeftIn(script: script))]
  }

  /// Whether a word reads as a word of prose rather than a name or code: letters (with
  /// an apostrophe or hyphen, and punctuation around it), no capital after its first letter.
  static func isPlainWord(_ word: Substring) -> Bool {
    // Punctuation around the word goes; a digit stays, as it makes a code ("v2").
    func isAround(_ scalar: Unicode.Scalar) -> Bool {
      !scalar.properties.isAlphabetic && scalar.properties.numericType == nil
    }
    let core = word.unicodeScalars.drop(while: isAround).reversed().drop(while: isAround)
      .reversed()
    guard let first = core.first else { return false }
    var previousIsLetter = false
    for (index, scalar) in core.enumerated() {
      if scalar.properties.isAlphabetic {
        if index > 0, previousIsLetter, scalar.properties.isUppercase { return false }
        previousIsLetter = true
      } else if scalar == "'" || scalar == "’" || scalar == "-" {
        previousIsLetter = false
      } else {
        return false
      }
    }
    // A one-letter word ("X") or an initial is no evidence of prose.
    return core.count > 1 || !first.properties.isUppercase
  }

  /// Whether every letter of the words is Latin.
  static func isLatin(_ words: [Substring]) -> Bool {
    words.allSatisfy { word in
      word.unicodeScalars.allSatisfy {
        !$0.properties.isAlphabetic || SheetLocale.script(of: $0) == "Latn"
      }
    }
  }

  /// Whether most of the key's other languages (but the source's variants) write this text
  /// otherwise: a text most languages keep is a name or a term there too ("Mission
  /// Control", "⌘ (Command)"), where one that most translate was left untranslated.
  static func isTranslatedElsewhere(
    _ unit: CatalogUnit, source: CatalogUnit, in key: LintedKey, sourceBase: Substring
  ) -> Bool {
    let others = key.otherTexts(atPlaceOf: unit).filter {
      UnchangedTranslationRule.base($0.language) != sourceBase
    }
    let kept = others.count { $0.text == source.value }
    return others.count - kept > kept
  }

}

extension Finding.Message {
  fileprivate static func latinLeftIn(script: String) -> Finding.Message {
    "is the source's Latin text, not translated into a language written in \(SheetLocale.scriptName(script))"
  }
}
