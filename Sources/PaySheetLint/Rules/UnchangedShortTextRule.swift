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
      "⌘ (Command)"), the words and names listed in `unchangedAllowed` in `.paysheet.json`,
      and a text the glossary gives as the language's term for the key's concept.

      Kept by most languages is no exemption for ordinary words, which a catalog filled
      with English copies keeps everywhere: a text is still reported when the key's
      Latin-script translations (two at least) mostly translate it ("Create shortcut" in
      German and French), or, where they do not, when it is two or three words in sentence
      case ("No image"), as a name capitalizes each of its words, and neither the key nor its
      comment speaks of a name (CotEditor's spoken name "Cot editor").
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
      // Most languages kept it, but the Latin-script ones translate it: ordinary words.
      .catalog(
        key: "shortcut.create",
        [
          ("en", RuleExample.unit("Create shortcut")),
          ("de", RuleExample.unit("Verknüpfung erstellen")),
          ("fr", RuleExample.unit("Créer un raccourci")),
          ("ja", RuleExample.unit("↓Create shortcut")),
          ("ko", RuleExample.unit("↓Create shortcut")),
          ("ru", RuleExample.unit("↓Create shortcut")),
          ("uk", RuleExample.unit("↓Create shortcut")),
          ("zh-Hans", RuleExample.unit("↓Create shortcut")),
        ]),
      // Kept everywhere, Latin languages too, but in sentence case: words, not a name.
      .catalog(
        key: "image.none",
        [
          ("en", RuleExample.unit("No image")), ("de", RuleExample.unit("No image")),
          ("ja", RuleExample.unit("↓No image")), ("ru", RuleExample.unit("↓No image")),
        ]),
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
        key: "missionControl",
        [
          ("en", RuleExample.unit("Mission Control")), ("de", RuleExample.unit("Mission Control")),
          ("fr", RuleExample.unit("Mission Control")), ("ja", RuleExample.unit("Mission Control")),
          ("ru", RuleExample.unit("Mission Control")),
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

  /// The glossary whose terms pass: the configuration's, or else the shipped one.
  let glossary: Glossary?

  public init(configuration: LintConfiguration) {
    glossary = configuration.glossary ?? (try? Glossary.shipped.get())
  }

  package static let texts = CheckedTexts.translations

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    let unit = text.unit
    let script = text.facts.script
    // The languages' bases last, as few texts are the source's: finding them for every
    // text took 12 of the 82 million instructions of the rule on Cork's catalog.
    guard let source = text.source, !script.isEmpty, script != "Latn", unit.isMarkedTranslated,
      UnchangedTranslationRule.showsSourceText(unit, source: source)
    else { return [] }
    let sourceBase = text.sourceLanguageBase
    guard text.languageBase != sourceBase else { return [] }
    let words = UnchangedTranslationRule.words(
      in: source, allowed: context.configuration.unchangedAllowed)
    guard !words.isEmpty, words.count <= Self.maximumWords,
      words.allSatisfy(Self.isPlainWord), Self.isLatin(words),
      Self.isTranslatedElsewhere(unit, source: source, in: text.key, sourceBase: sourceBase)
        || Self.isOrdinary(
          words, at: unit, in: text.key, of: text.catalog, sourceBase: sourceBase),
      !Self.isGlossaryTerm(unit, in: text.key.key, glossary: glossary)
    else { return [] }
    return [TextProblem(.latinLeftIn(script: script))]
  }

  /// Whether a text most languages keep is ordinary words all the same, not a name or a
  /// term: the key's Latin-script translations (two at least) mostly translate it ("Create
  /// shortcut" written "Verknüpfung erstellen", "Créer un raccourci"), as they would not a
  /// name; or, where they do not tell, it is two or more words in sentence case ("No
  /// image"), where a name capitalizes each word ("Mission Control"), and the key and its
  /// comment do not speak of a name.
  static func isOrdinary(
    _ words: [Substring], at unit: CatalogUnit, in key: LintedKey, of catalog: LintedCatalog,
    sourceBase: Substring
  ) -> Bool {
    let latin = key.otherTexts(atPlaceOf: unit).filter {
      UnchangedTranslationRule.base($0.language) != sourceBase
        && catalog.facts(of: $0.language).script == "Latn"
    }
    let kept = latin.count { $0.text == unit.value }
    if latin.count >= 2, latin.count - kept > kept { return true }
    // A key or comment that speaks of a name holds one, whatever its case ("Cot editor",
    // CotEditor's `CFBundleSpokenName`).
    let about = key.key + " " + (key.entry.comment ?? "")
    guard !about.lowercased().contains("name") else { return false }
    return words.count >= 2
      && words.dropFirst().allSatisfy { word in
        word.unicodeScalars.first { $0.properties.isAlphabetic }?.properties.isLowercase ?? false
      }
  }

  /// Whether the glossary makes the text the language's term for the key's concept.
  static func isGlossaryTerm(_ unit: CatalogUnit, in key: String, glossary: Glossary?) -> Bool {
    guard let glossary, let terms = glossary.terms[unit.language] else { return false }
    return glossary.concepts.contains { concept in
      concept.keys.contains(key) && terms[concept.name] == unit.value
    }
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
