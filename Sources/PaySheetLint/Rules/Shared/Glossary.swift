import Foundation
import PaySheetKit

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
    try self.init(jsonBytes: bytes, file: file, checkingLanguages: true)
  }

  /// Reads a glossary file, and with `checkingLanguages` refuses a language ICU has no data
  /// for. The built-in glossary's languages are checked by its tests, which read the file
  /// it is built from with this check: asking ICU about its 50 languages took 3 of the 9
  /// million instructions reading it took at the start of every lint.
  init(jsonBytes bytes: [UInt8], file: String, checkingLanguages: Bool) throws(InputError) {
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
          throw key.error("\(key.path): '\(Quote.value(text))' is listed twice")
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
      if checkingLanguages {
        _ = try value.checked { () throws(PaySheetError) in try SheetLocale(language) }
      }
      var object = try value.object("an object of concept names and terms")
      let members = object.takeAll()
      var words: [String: String] = [:]
      // One table, not one per growth: the shipped glossary's 50 languages grew theirs 4
      // times each, two thirds of the 0.9 million instructions its 700 terms took to insert.
      words.reserveCapacity(members.count)
      for (name, term) in members {
        guard names.contains(name) else {
          let hint =
            Spelling.suggestion(for: name, among: names).map { "did you mean '\($0)'?" }
            ?? "the concepts are " + names.joined(separator: ", ")
          throw term.error(
            "'\(Quote.value(name))' in \(value.path) is not a concept of the glossary; \(hint)"
          )
        }
        let text = try term.string()
        guard !Self.isBlank(text) else {
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

  /// Whether `text` trims to nothing with `CharacterSet.whitespaces`. A scalar outside
  /// Unicode's White_Space (and not U+200B, which some Foundations count) settles it without
  /// Foundation, whose trimming goes through NSString: 10,000 instructions a term, 7 of the
  /// 18 million that reading the shipped glossary's 700 terms took.
  static func isBlank(_ text: String) -> Bool {
    if text.unicodeScalars.contains(where: { !$0.properties.isWhitespace && $0 != "\u{200B}" }) {
      return false
    }
    return text.trimmingCharacters(in: .whitespaces).isEmpty
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
      return try Glossary(
        jsonBytes: file.bytes, file: file.name, checkingLanguages: !file.isBuiltIn)
    }
  }()

}
