import PaySheetKit

/// A space at the start or end of the source, joining it to the text beside it, that a
/// translation dropped.
public struct MissingJoiningSpaceRule: TextRule {
  public static let description = RuleDescription(
    id: "missing-joining-space",
    defaultSeverity: .warning,
    summary: "A translation drops the space its source has at its start or end to join text.",
    details: """
      A space the source text has at its start or end, and the translation does not:
      " (not available)" written "(non disponible)", "Replying to " written "Respondiendo
      a". Such a text is joined to another by the app's code, and without the space the two
      run together ("Option(non disponible)").

      An edge space is taken to join text when most of the key's other translations keep it
      (or the key has no other), or when the source's own words show a join: an English
      source that ends in a word that needs what follows ("Replying to ", "%lld posts from ")
      or a colon ("Updated: "), or any source that starts with a parenthesis, a separator or
      a lowercase letter (" (not available)", " · %@", " and %lld more"): the translations
      that drop it are reported, and `whitespace` does not report the source's space. Phoenix's " (not available)" is kept by 2 of its 6
      translations and Nostur's "Replying to " by none of 3. Where most drop it
      and the source shows no join, it is more likely a stray space of the source
      ("Cancel "), which `whitespace` reports on the source. Languages written without spaces
      between words (Chinese, Japanese, Thai, Lao, Khmer, Burmese, Tibetan) are passed over,
      and so are a Korean text's start (its particles attach to the word before), a tab (a
      storyboard's indent, not a join) and a substitution's texts, whose spaces the text
      around them may hold.

      The same holds inside a text: a placeholder the source follows with a space and a word
      ("%@ SOL", "%lld items") that the translation writes right before a letter ("%@SOL",
      "%@cena") shows the value run into the word ("0.5SOL"). Languages written without
      spaces between words and Korean, whose particles attach to the value ("%@에서"), are
      passed over.
      """,
    triggeringExamples: [
      .catalog(
        key: "option.unavailable",
        [
          ("en", RuleExample.unit(" (not available)")),
          ("fr", RuleExample.unit("↓(non disponible)")),
          ("de", RuleExample.unit(" (nicht verfügbar)")),
        ]),
      .catalog(
        key: "reply.prefix",
        [("en", RuleExample.unit("Replying to ")), ("es", RuleExample.unit("↓Respondiendo a"))]),
      // Most translations drop it, but the source's parenthesis follows the text it joins.
      .catalog(
        key: "option.unavailable",
        [
          ("en", RuleExample.unit(" (not available)")),
          ("fr", RuleExample.unit("↓(non disponible)")),
          ("es", RuleExample.unit("↓(no disponible)")),
          ("de", RuleExample.unit(" (nicht verfügbar)")),
        ]),
      .catalog(
        key: "reply.prefix",
        [
          ("en", RuleExample.unit("Replying to ")), ("es", RuleExample.unit("↓Respondiendo a")),
          ("nl", RuleExample.unit("↓Antwoord op")),
        ]),
      // Most drop it, but the source starts in lowercase: it goes on from the text before.
      .catalog(
        key: "items.more",
        [
          ("en", RuleExample.unit(" and %lld more")), ("de", RuleExample.unit("↓und %lld weitere")),
          ("fr", RuleExample.unit("↓et %lld de plus")), ("es", RuleExample.unit("↓y %lld más")),
        ]),
      .catalog(
        key: "fee.network",
        [
          ("en", RuleExample.unit("%@ SOL network fee")),
          ("de", RuleExample.unit("↓%@SOL Netzwerkgebühr")),
          ("pl", RuleExample.unit("↓%@opłata sieciowa")),
        ]),
    ],
    nonTriggeringExamples: [
      .catalog(
        key: "others.count",
        [("en", RuleExample.unit(" and others ")), ("ko", RuleExample.unit("님 외 여러 명이 "))]),
      .catalog(
        key: "option.unavailable",
        [
          ("en", RuleExample.unit(" (not available)")),
          ("fr", RuleExample.unit(" (non disponible)")),
          ("ja", RuleExample.unit("（利用不可）")),
        ]),
      .catalog(
        key: "cancel",
        [
          ("en", RuleExample.unit("Cancel ")), ("fr", RuleExample.unit("Annuler")),
          ("de", RuleExample.unit("Abbrechen")), ("es", RuleExample.unit("Cancelar")),
        ]),
      .catalog(
        key: "reply.prefix",
        [
          ("en", RuleExample.unit("Replying to ")),
          ("es", RuleExample.unit("Respondiendo a\u{A0}")),
        ]),
      .catalog(
        key: "fee.network",
        [
          ("en", RuleExample.unit("%@ SOL network fee")),
          ("ja", RuleExample.unit("%@SOLのネットワーク手数料")),
          ("ko", RuleExample.unit("%@SOL 네트워크 수수료")),
          ("tr", RuleExample.unit("%@ SOL ağ ücreti")),
        ]),
    ])

  /// Scripts written without spaces between words, whose texts join without one.
  static let unspacedScripts: Set<String> = [
    "Hani", "Hans", "Hant", "Jpan", "Hira", "Kana", "Thai", "Laoo", "Khmr", "Mymr", "Tibt",
  ]

  public init(configuration: LintConfiguration) {}

  /// Whether the language's particles attach to the word before them: a Korean text after a
  /// name starts without a space ("님 외 %lld명이" after a name).
  static func attachesToPrecedingWord(_ language: String) -> Bool {
    UnchangedTranslationRule.base(language) == "ko"
  }

  package static let texts = CheckedTexts.translations

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    let unit = text.unit
    guard let source = text.source, unit.substitution == nil, source.substitution == nil,
      !unit.value.isEmpty, unit.isMarkedTranslated,
      !Self.unspacedScripts.contains(text.facts.script)
    else { return [] }
    let ends = Self.droppedEnds(unit.value, source: source.value).filter { end in
      !(end == .start && Self.attachesToPrecedingWord(text.languageCode))
        && (Self.othersKeep(end, at: unit, in: text.key)
          || Self.sourceShowsJoin(end, source.value, language: text.catalog.sourceLanguage))
    }.map { TextProblem(.noSpace(at: $0, source: source.value)) }
    guard !Self.attachesToPrecedingWord(text.languageCode) else { return ends }
    return ends
      + Self.gluedPlaceholders(unit, source: source).map {
        TextProblem(.glued($0, source: source.value), quoting: .markingPart($0))
      }
  }

  /// The placeholders of `unit` written right before a letter ("%@SOL") where the source
  /// has a space between the same argument and the word after it ("%@ SOL"): the value runs
  /// into the word ("0.5SOL"). Each as written, with the letters glued to it.
  static func gluedPlaceholders(_ unit: CatalogUnit, source: CatalogUnit) -> [String] {
    guard unit.value.containsByte(UInt8(ascii: "%")),
      let spaced = spacedArguments(source), !spaced.isEmpty,
      let segments = try? unit.segments.get()
    else { return [] }
    var glued: [String] = []
    for (index, segment) in segments.enumerated().dropLast() {
      // A specifier with the space flag ("% p" in "% publicacions") is a broken one, not
      // a placeholder glued to a word.
      guard case .specifier(let specifier) = segment, spaced.contains(specifier.argument),
        !specifier.text.contains(" "), case .literal(let after) = segments[index + 1],
        let first = after.unicodeScalars.first, first.properties.isAlphabetic
      else { continue }
      let word = after.unicodeScalars.prefix { $0.properties.isAlphabetic }
      glued.append(specifier.text + String(String.UnicodeScalarView(word)))
    }
    return glued
  }

  /// The arguments that the source's text follows with a space and then a letter ("%@ SOL").
  private static func spacedArguments(_ source: CatalogUnit) -> Set<Int>? {
    guard let segments = try? source.segments.get() else { return nil }
    var spaced: Set<Int> = []
    for (index, segment) in segments.enumerated().dropLast() {
      guard case .specifier(let specifier) = segment,
        case .literal(let after) = segments[index + 1]
      else { continue }
      let scalars = Array(after.unicodeScalars.prefix(2))
      if scalars.count == 2, scalars[0] == " ", scalars[1].properties.isAlphabetic {
        spaced.insert(specifier.argument)
      }
    }
    return spaced
  }

  enum End {
    case start, end

    var name: String { self == .start ? "start" : "end" }

    /// Whether `text` has a space (U+0020) at this end: the joining space of a source; a
    /// tab there is a storyboard's indent.
    func hasJoiningSpace(_ text: String) -> Bool {
      (self == .start ? text.unicodeScalars.first : text.unicodeScalars.last) == " "
    }

    /// Whether `text` has any space at this end, a no-break one (U+00A0) included.
    func hasSpace(_ text: String) -> Bool {
      guard let scalar = self == .start ? text.unicodeScalars.first : text.unicodeScalars.last
      else { return false }
      return scalar.properties.isWhitespace && scalar != "\n" && scalar != "\r"
    }
  }

  /// The ends where `source` has a space and `value` has none.
  static func droppedEnds(_ value: String, source: String) -> [End] {
    guard source.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else {
      return []
    }
    return [End.start, .end].filter { $0.hasJoiningSpace(source) && !$0.hasSpace(value) }
  }

  /// English words that do not end a text: a text ending in one ("Replying to ") is
  /// followed by the text the app joins to it.
  static let joiningWords: Set<String> = [
    "a", "an", "and", "as", "at", "by", "for", "from", "in", "into", "of", "on", "or", "than",
    "the", "to", "via", "with",
  ]

  /// Whether the source's own words show that its space at `end` joins text: an English
  /// text ending in a word of `joiningWords` or a colon, or any text starting with an opening
  /// parenthesis or bracket, or a separator (`-`, `–`, `—`, `·`, `•`, `|`, `/`).
  static func sourceShowsJoin(_ end: End, _ source: String, language: String) -> Bool {
    var text = Substring(source)
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    switch end {
    case .start:
      guard let first = text.first else { return false }
      // A text that starts in lowercase (" and %lld more") goes on from the text before.
      return "([{-–—·•|/".contains(first) || first.isLowercase
    case .end:
      guard UnchangedTranslationRule.base(language) == "en" else { return false }
      if text.hasSuffix(":") { return true }
      let last = text.split(whereSeparator: { $0 == " " }).last.map { $0.lowercased() } ?? ""
      return joiningWords.contains(last)
    }
  }

  /// Whether most other translations of the key at the same place keep the source's space
  /// at `end`, or there are none.
  static func othersKeep(_ end: End, at unit: CatalogUnit, in key: LintedKey) -> Bool {
    let others = key.otherTexts(atPlaceOf: unit)
    let kept = others.count { end.hasSpace($0.text) }
    return kept >= others.count - kept
  }
}

extension Finding.Message {
  fileprivate static func glued(_ written: String, source: String) -> Finding.Message {
    "has no space in '\(written)', where the source \(Quote.text(source)) has one after the placeholder: the value runs into the word"
  }

  fileprivate static func noSpace(at end: MissingJoiningSpaceRule.End, source: String)
    -> Finding.Message
  {
    "has no space at its \(end.name), where the source \(Quote.text(source)) has one that joins it to the text \(end == .start ? "before" : "after") it"
  }
}
