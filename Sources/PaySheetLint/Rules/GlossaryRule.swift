import Foundation
import PaySheetKit

/// A translation that does not use the glossary's word for its key's concept.
public struct GlossaryRule: LintRule {
  public static let description = RuleDescription(
    id: "glossary",
    defaultSeverity: .warning,
    summary: "A translation does not use the glossary's word for the concept its key expresses.",
    details: """
      A translation that does not use its language's word for the concept its key expresses,
      as the glossary shipped beside the catalog (`Localizations/Glossary.json`) names it.

      One concept, one word: a sheet that says "Versand" on one line and "Lieferung" on the
      next, or the same word for a ride's fare and a service fee, reads as two things or as
      one. The glossary lists, per concept, the catalog keys that express it and, per
      language, the term; every translation of those keys (each plural form too) must contain
      the term, compared without case by the language's own case rules. The rule checks only
      catalogs that have keys the glossary names, so it is silent on an app's own catalogs,
      and only languages the glossary has terms for (`de-CH` takes `de`'s).
      """,
    triggeringExamples: [
      // "Tips" is not the German word the glossary chose for a gratuity.
      .catalog(
        key: "summary.tip", [("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("↓Tips"))]),
      // A fee in the words of a fare.
      .catalog(
        key: "summary.serviceFee.short",
        [("en", RuleExample.unit("Fee")), ("ca", RuleExample.unit("↓Tarifa"))]),
      // Every plural form counts.
      .catalog(
        key: "recurring.monthly",
        [
          ("en", RuleExample.unit("Monthly Subscription")),
          ("ru", RuleExample.plural([("one", "Подписка"), ("other", "↓Абонемент")])),
        ]),
    ],
    nonTriggeringExamples: [
      .catalog(
        key: "summary.tip",
        [("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("Trinkgeld"))]),
      // Compared by the language's case rules: Turkish İ is the capital of i.
      .catalog(
        key: "summary.discount",
        [("en", RuleExample.unit("Discount")), ("tr", RuleExample.unit("İNDİRİM"))]),
      // A regional language takes its language's terms.
      .catalog(
        key: "summary.tax",
        [("en", RuleExample.unit("Tax")), ("de-CH", RuleExample.unit("Steuer"))]
      ),
      // Keys the glossary does not name, and languages it has no terms for, are not checked.
      .catalog(key: "app.greeting", [("de", RuleExample.unit("Tips für heute"))]),
      .catalog(key: "summary.tip", [("sw", RuleExample.unit("Bakshishi"))]),
    ])

  /// The glossary the rule checks against, or why it could not be read.
  let glossary: Result<Glossary, InputError>

  /// Checks against the configuration's glossary, or else the shipped one (built in, or
  /// from `PAYSHEET_RESOURCES`).
  public init(configuration: LintConfiguration) {
    glossary = configuration.glossary.map { .success($0) } ?? Glossary.shipped
  }

  /// Checks against `glossary`.
  public init(glossary: Glossary) {
    self.glossary = .success(glossary)
  }

  public func check(_ subject: LintSubject, context: LintContext) -> [RuleHit] {
    guard case .catalog(let catalog) = subject else { return [] }
    let glossary: Glossary
    switch self.glossary {
    case .success(let read):
      glossary = read
    case .failure(let error):
      return [RuleHit(at: nil, "the glossary cannot be read: \(error.placeAndMessage)")]
    }
    var hits: [RuleHit] = []
    var locales: [String: SheetLocale?] = [:]
    for concept in glossary.concepts {
      for key in concept.keys {
        guard let entry = catalog.strings[key] else { continue }
        for language in entry.localizations.keys {
          guard let (term, termLanguage) = glossary.term(for: concept.name, language: language)
          else { continue }
          if locales[language] == nil { locales[language] = try? SheetLocale(language) }
          guard let locale = locales[language] ?? nil else { continue }
          for unit in catalog.units(key: key, language: language)
          where !Glossary.contains(unit.value, term, locale: locale) {
            let place = unit.variationPath.isEmpty ? "" : " (\(unit.variationPath))"
            let from = termLanguage == language ? "" : " (\(termLanguage)'s)"
            hits.append(
              RuleHit(
                at: unit.position, key: key, language: language,
                "the \(language) text\(place) \(Quote.text(unit.value)) of \(key) does not use the glossary's word for \(concept.name), '\(PaySheetError.clip(term))'\(from); use it, or change the glossary if the word has changed"
              ))
          }
        }
      }
    }
    return hits
  }
}

/// One word per concept and language: which catalog keys express each concept, and the
/// term each language uses for it.
///
/// The file is JSON:
///
/// ```json
/// { "description": "…",
///   "concepts": { "fare": { "description": "…", "keys": ["summary.rideFare", …] } },
///   "terms": { "de": { "fare": "Preis" }, … } }
/// ```
///
/// A concept without keys documents a word no key holds. Terms are matched inside the
/// text, so an inflecting language gives the part its forms share.
public struct Glossary: Sendable, Equatable {
  public struct Concept: Sendable, Equatable {
    public var name: String
    public var description: String
    public var keys: [String]
  }

  /// In file order.
  public private(set) var concepts: [Concept]
  /// Language (as the catalog spells it) to concept name to term.
  public private(set) var terms: [String: [String: String]]

  /// The name of the shipped glossary in `Localizations/`.
  public static let shippedFileName = "Glossary.json"

  /// Reads a glossary file; every error names the file, line and column of the member.
  public init(jsonBytes bytes: [UInt8], file: String) throws(InputError) {
    var document = try JSONReader.document(bytes, file: file).object(
      "a glossary {\"description\", \"concepts\", \"terms\"}")
    _ = try document.optional("description")?.string()
    var concepts: [Concept] = []
    var conceptsObject = try document.required("concepts").object(
      "an object of concepts, each {\"description\", \"keys\"}")
    for (name, value) in conceptsObject.takeAll() {
      guard !name.isEmpty else { throw value.error("a concept's name is empty") }
      var concept = try value.object("a concept {\"description\", \"keys\"}")
      let description = try concept.optional("description")?.string() ?? ""
      var keys: [String] = []
      for key in try concept.required("keys").array() {
        let text = try key.string()
        guard !text.isEmpty else { throw key.error("\(key.path) is an empty key") }
        guard !keys.contains(text) else {
          throw key.error("\(key.path): '\(PaySheetError.clip(text))' is listed twice")
        }
        keys.append(text)
      }
      try concept.finish(known: ["description", "keys"])
      concepts.append(Concept(name: name, description: description, keys: keys))
    }
    let names = concepts.map(\.name)
    var terms: [String: [String: String]] = [:]
    var termsObject = try document.required("terms").object(
      "an object of languages, each mapping concepts to terms")
    for (language, value) in termsObject.takeAll() {
      _ = try value.checked { () throws(PaySheetError) in try SheetLocale(language) }
      var words: [String: String] = [:]
      var object = try value.object("an object of concept names and terms")
      for (name, term) in object.takeAll() {
        guard names.contains(name) else {
          let hint =
            Spelling.suggestion(for: name, among: names).map { "did you mean '\($0)'?" }
            ?? "the concepts are " + names.joined(separator: ", ")
          throw term.error(
            "'\(PaySheetError.clip(name))' in \(value.path) is not a concept of the glossary; \(hint)"
          )
        }
        let text = try term.string()
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
          throw term.error("\(term.path) is empty; give the word the language uses")
        }
        words[name] = text
      }
      terms[language] = words
    }
    try document.finish(known: ["description", "concepts", "terms"])
    self.concepts = concepts
    self.terms = terms
  }

  /// The term for a concept in a catalog language, and the glossary language it came from:
  /// the language itself, else its language subtag (`de` for `de-CH`).
  public func term(for concept: String, language: String) -> (term: String, language: String)? {
    if let term = terms[language]?[concept] { return (term, language) }
    let base = String(language.prefix { $0 != "-" && $0 != "_" })
    guard base != language, let term = terms[base]?[concept] else { return nil }
    return (term, base)
  }

  /// Whether `text` contains `term`, compared in Unicode scalars after canonical composition
  /// and the locale's uppercasing (Turkish maps i to İ, German ß to SS, on both sides alike).
  static func contains(_ text: String, _ term: String, locale: SheetLocale) -> Bool {
    func folded(_ string: String) -> [Unicode.Scalar] {
      let composed = string.precomposedStringWithCanonicalMapping
      return Array(((try? locale.uppercased(composed)) ?? composed.uppercased()).unicodeScalars)
    }
    let haystack = folded(text)
    let needle = folded(term)
    guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
    // Scalars, not characters: an Indic conjunct joins a term's last consonant to the next
    // word's first into one grapheme cluster, which a character search would not split.
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }

  /// The shipped glossary, read once per process.
  public static let shipped: Result<Glossary, InputError> = {
    Result { () throws(InputError) in
      let file = try ShippedResources.file(shippedFileName)
      return try Glossary(jsonBytes: file.bytes, file: file.name)
    }
  }()

}
