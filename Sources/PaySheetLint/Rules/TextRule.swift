import PaySheetKit

/// A rule that judges a catalog's texts one at a time.
///
/// The engine walks the catalog (key, then language, then each text with the source text it
/// is judged against) and writes the opening every finding on a text shares, "the de text
/// (plural one) 'Trinkgeld '"; the rule says which texts it reads and what is wrong with one:
///
/// ```swift
/// public struct SomeRule: TextRule {
///   package static let texts = CheckedTexts.translations
///
///   package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
///     guard let source = text.source, text.value.hasSuffix(" ") else { return [] }
///     return [TextProblem(.endsWithSpace)]
///   }
/// }
///
/// extension Finding.Message {
///   fileprivate static let endsWithSpace: Finding.Message = "ends with a space"
/// }
/// ```
///
/// A rule that needs the whole catalog at once (a key written twice, the plural forms of a
/// language, a language a key lacks) conforms to `CatalogRule` and walks it itself.
package protocol TextRule: CatalogRule {
  /// Which texts the walk gives the rule.
  static var texts: CheckedTexts { get }

  /// How findings name the text: "the de text" for most rules.
  static var opening: TextOpening { get }

  /// Whether the rule reads the texts of `key` at all; every key by default.
  func checks(_ key: LintedKey, in catalog: LintedCatalog, context: LintContext) -> Bool

  /// What is wrong with one text, each problem one finding at the text.
  func check(_ text: CheckedText, context: LintContext) -> [TextProblem]
}

/// The texts a `TextRule` is given.
package enum CheckedTexts: Sendable {
  /// The texts of every language but the source's, each with its source text where the
  /// source has one at the same place.
  case translations
  /// The texts of every language, the source's included (with no source text of its own).
  case everyLanguage
}

/// How a finding on a text starts: `lead` + "the de " + `noun` + " (plural one) 'text'".
package struct TextOpening: Sendable {
  package var lead: String
  package var noun: String

  package init(lead: String = "", noun: String = "text") {
    self.lead = lead
    self.noun = noun
  }

  package static let text = TextOpening()
}

/// One text as a `TextRule` reads it, with what it is judged against.
///
/// Each rule's walk makes one for each text, so it holds four references and finds the
/// rest through them: one that held its language's texts and the catalog as well was
/// retained and released field by field: 29 million instructions of retains and releases
/// more in a lint of DuckDuckGo's catalog, 43 million more in one of Cork's.
package struct CheckedText {
  /// The text.
  package let unit: CatalogUnit
  /// The source text at the same place (same substitution, device and plural form, or the
  /// source's `other` form); nil for the source language's own texts and where the source
  /// has no text at that place.
  package let source: CatalogUnit?
  /// The key, with its source texts and every language's texts.
  package let key: LintedKey
  /// The place of the text's language among the key's languages.
  private let place: Int
  /// What the catalog knows of the text's language, shared by the walk's texts of it.
  private let known: KnownFacts

  /// What the catalog knows of the text's language: its locale and script.
  package var facts: LanguageFacts { known.facts }

  fileprivate init(
    unit: CatalogUnit, source: CatalogUnit?, key: LintedKey, place: Int, known: KnownFacts
  ) {
    self.unit = unit
    self.source = source
    self.key = key
    self.place = place
    self.known = known
  }

  /// The texts of the language `unit` is in.
  package var language: LintedKey.Language { key.languages[place] }
  /// The catalog being linted.
  package var catalog: LintedCatalog { known.catalog }
  /// The text's value.
  package var value: String { unit.value }
  /// The language code, as the catalog spells it.
  package var languageCode: String { known.language }
  /// Whether the text is of the catalog's source language.
  package var isSource: Bool { known.isSource }
  /// The language code without its script and region (`UnchangedTranslationRule.base(_:)`).
  package var languageBase: Substring { known.base }
  /// The base of the catalog's source language.
  package var sourceLanguageBase: Substring { known.sourceBase }
}

/// What a `TextRule` finds wrong with one text: the part of the message after the opening
/// the engine writes, and how the text is quoted there.
package struct TextProblem {
  package var message: Finding.Message
  package var quoting: Quoting
  /// The most the finding may weigh (`RuleHit.severityLimit`).
  package var severityLimit: Severity?

  package init(
    _ message: Finding.Message, quoting: Quoting = .whole, severityLimit: Severity? = nil
  ) {
    self.message = message
    self.quoting = quoting
    self.severityLimit = severityLimit
  }

  /// How the opening quotes the text.
  package enum Quoting: Sendable {
    /// Whole, or shortened when long (`Quote.text(_:)`).
    case whole
    /// With the scalars at fault marked when the text is long (`Quote.text(_:marking:)`).
    case marking(Range<Int>)
    /// With the first `part` marked when the text is long.
    case markingPart(String)
    /// Not at all: the message says what the text is ("is empty").
    case none
  }
}

extension TextRule {
  package static var opening: TextOpening { .text }

  package func checks(_ key: LintedKey, in catalog: LintedCatalog, context: LintContext) -> Bool {
    true
  }

  /// Each text is judged with its own key's texts alone.
  package var judgesKeysApart: Bool { true }

  package func check(_ catalog: LintedCatalog, context: LintContext) -> [RuleHit] {
    finish(walk(catalog, context: context), in: catalog, context: context)
  }

  package func check(_ catalog: LintedCatalog, keys: Range<Int>, context: LintContext)
    -> [RuleHit]
  { walk(catalog, keys: keys, context: context) }

  /// The walk: every text of the keys the rule checks, in file order, of the keys at
  /// `keys` among the catalog's, or of all.
  package func walk(_ catalog: LintedCatalog, keys: Range<Int>? = nil, context: LintContext)
    -> [RuleHit]
  {
    var hits: [RuleHit] = []
    let sources = Self.texts == .everyLanguage
    // Each language's facts, by its place among the key's languages: keys list their
    // languages in much the same order, so one comparison of codes finds them, where the
    // catalog's table took 550 instructions a look (several a text, 90 of the 2,164
    // million instructions of a lint of Cork's catalog).
    var known: [KnownFacts?] = []
    for key in catalog.keys[keys ?? catalog.keys.indices]
    where checks(key, in: catalog, context: context) {
      for (place, language) in key.languages.enumerated() where sources || !language.isSource {
        while known.count <= place { known.append(nil) }
        let facts: KnownFacts
        if let cached = known[place], cached.language == language.language {
          facts = cached
        } else {
          facts = KnownFacts(language, in: catalog)
          known[place] = facts
        }
        for (unit, source) in language.units {
          let text = CheckedText(unit: unit, source: source, key: key, place: place, known: facts)
          for problem in check(text, context: context) {
            hits.append(RuleHit(on: unit, problem, opening: Self.opening))
          }
        }
      }
    }
    return hits
  }
}

/// One language's facts, as the walk hands them to each text of the language: by one
/// reference, as `LanguageFacts` holds a locale of six strings, whose copy for each text
/// of each rule took more than the table look it saves.
///
/// The bases of the language and of the source language are found once here: rules asked
/// them of every text, 27 of the 1,473 million instructions of a lint of Cork's catalog.
private final class KnownFacts {
  let language: String
  let isSource: Bool
  let facts: LanguageFacts
  let catalog: LintedCatalog
  let base: Substring
  let sourceBase: Substring

  init(_ language: LintedKey.Language, in catalog: LintedCatalog) {
    self.language = language.language
    isSource = language.isSource
    facts = catalog.facts(of: language.language)
    self.catalog = catalog
    base = UnchangedTranslationRule.base(language.language)
    sourceBase = UnchangedTranslationRule.base(catalog.sourceLanguage)
  }
}

extension RuleHit {
  /// A hit at `position` that says `message`.
  package init(
    at position: SourcePosition?, key: String? = nil, language: String? = nil,
    severityLimit: Severity? = nil, isAdvisory: Bool = false, _ message: Finding.Message
  ) {
    self.init(
      at: position, key: key, language: language, severityLimit: severityLimit,
      isAdvisory: isAdvisory, message.text)
  }

  /// A hit on the text `unit`, whose message is the opening every finding on a text shares,
  /// "the de text (plural one) 'Trinkgeld '", then the problem's own words.
  package init(on unit: CatalogUnit, _ problem: TextProblem, opening: TextOpening = .text) {
    // A text shown whole as it is goes between its quotes as it is, with no quoted copy
    // made first (two appends, 15 of the 98 million instructions of the 18,088 messages of
    // a lint of Anytype's 2.9 MB catalog).
    let quoted: (open: String, text: String, close: String)
    switch problem.quoting {
    case .whole where Quote.isShownWhole(unit.value): quoted = ("'", unit.value, "'")
    case .whole: quoted = ("", Quote.text(unit.value), "")
    case .marking(let range): quoted = ("", Quote.text(unit.value, marking: range), "")
    case .markingPart(let part): quoted = ("", Quote.text(unit.value, marking: part), "")
    case .none: quoted = ("", "", "")
    }
    // Most texts are no variation: their label, built from its parts, is empty (its
    // building took 12 of the 1,853 million instructions of a lint of Anytype's catalog).
    let place = unit.place
    let label =
      place.substitution == nil && place.device == nil && place.plural == nil
      ? "" : unit.placeLabel
    let lead = opening.lead
    let noun = opening.noun
    let words = problem.message.text
    let quotedSize = quoted.open.utf8.count + quoted.text.utf8.count + quoted.close.utf8.count
    let size =
      lead.utf8.count + 4 + unit.language.utf8.count + 1 + noun.utf8.count + label.utf8.count
      + (quotedSize == 0 ? 0 : 1 + quotedSize) + 1 + words.utf8.count
    // One string of the right size, its bytes copied in once and checked once: twelve
    // `String.append`s into a reserved string took 56 of the 166 million instructions of
    // the 18,088 messages of a lint of Anytype's 2.9 MB catalog.
    let message = String(unsafeUninitializedCapacity: size) { buffer in
      var out = UTF8Writer(buffer)
      out.put(lead)
      out.put("the ")
      out.put(unit.language)
      out.put(UInt8(ascii: " "))
      out.put(noun)
      out.put(label)
      if quotedSize > 0 {
        out.put(UInt8(ascii: " "))
        out.put(quoted.open)
        out.put(quoted.text)
        out.put(quoted.close)
      }
      out.put(UInt8(ascii: " "))
      out.put(words)
      return out.written
    }
    self.init(
      at: unit.position, key: unit.key, language: unit.language,
      severityLimit: problem.severityLimit, message)
  }
}

extension Finding {
  /// What a finding says, declared by its rule as a named constant, as swift-format's rules
  /// declare theirs:
  ///
  /// ```swift
  /// extension Finding.Message {
  ///   fileprivate static func awaitsReview(_ state: String) -> Finding.Message {
  ///     "is marked \(state): it awaits review"
  ///   }
  /// }
  /// ```
  package struct Message: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    package var text: String

    package init(stringLiteral text: String) { self.text = text }

    package init(stringInterpolation: DefaultStringInterpolation) {
      text = String(describing: stringInterpolation)
    }

    package var description: String { text }
  }
}
