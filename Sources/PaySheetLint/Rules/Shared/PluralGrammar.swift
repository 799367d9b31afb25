/// What a language's grammar says of the word after a number: which plural categories
/// always take different forms of it, so that one `other` text cannot read right for both.
///
/// Only what holds for nearly every noun is listed. Russian "2 товара" and "5 товаров"
/// differ, as do Czech "2 produkty" and "5 produktů", Lithuanian "2 prekės" and "10 prekių"
/// and Arabic "3 منتجات" and "11 منتجًا"; Croatian few and other do not ("2 dana", "5 dana"),
/// Hebrew `two` reads right as "2 ימים", and a Celtic language puts the singular after every
/// number (what differs is a mutation that digits do not show), so none of those is listed.
struct PluralGrammar: Sendable {
  /// Pairs of categories whose counts take different forms of the word after the number.
  let differing: [Set<String>]
  /// The one pair whose forms merge after a preposition that governs an oblique case:
  /// Russian "из 2 товаров" and "из 5 товаров" are both genitive plural.
  let mergedAfterPreposition: Set<String>
  /// Prepositions that put a number and its word in such a case.
  let prepositions: Set<String>

  /// Whether the phrase at `place` merges the forms of `mergedAfterPreposition`: after one
  /// of `prepositions`, or, where adjectives share the genitive plural, when only such
  /// adjectives stand between the number and a foreign term.
  func merges(at place: CountPlace) -> Bool {
    if let before = place.wordBefore, prepositions.contains(before) { return true }
    guard adjectivesShareGenitivePlural, let words = place.cyrillicBeforeForeignWord else {
      return false
    }
    return words.allSatisfy { $0.hasSuffix("их") || $0.hasSuffix("ых") }
  }
  /// A phrase for each category, for messages: "2 товара".
  let examples: [String: String]
  /// Whether few and many share the genitive plural of an adjective ("2 новых", "5 новых";
  /// Ukrainian accepts "2 нових" beside "2 нові"), so that a phrase whose noun is a foreign,
  /// undeclined term ("%lld встановлених Cask", "%lld Formula") reads right for both.
  var adjectivesShareGenitivePlural = false

  private init(
    _ differing: [Set<String>], merged: Set<String> = [], prepositions: Set<String> = [],
    examples: [String: String] = [:], adjectivesShareGenitivePlural: Bool = false
  ) {
    self.adjectivesShareGenitivePlural = adjectivesShareGenitivePlural
    self.differing = differing
    self.mergedAfterPreposition = merged
    self.prepositions = prepositions
    self.examples = examples
  }

  /// The grammar of `language` (by its base subtag), or nil when nothing is known of it,
  /// so that a missing form is never more than a warning there.
  static func of(_ language: String) -> PluralGrammar? {
    let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map {
      $0.lowercased()
    }
    return base.flatMap { known[$0] }
  }

  /// The pairs of `categories` whose forms differ after a number bound to the word after
  /// it; the merged pair is left out where the phrase `merges` it.
  func wrongPairs(among categories: Set<String>, missing: Set<String>, merges: Bool)
    -> [Set<String>]
  {
    differing.filter { pair in
      pair.isSubset(of: categories) && !pair.isDisjoint(with: missing)
        && !(merges && pair == mergedAfterPreposition)
    }
  }

  /// "2 товара and 5 товаров", or "" without examples.
  func example(_ pair: Set<String>) -> String {
    let phrases = PluralForms.orderedList(pair).compactMap { examples[$0] }
    return phrases.count == pair.count ? PluralForms.join(phrases) : ""
  }

  private static let eastSlavicPrepositions: Set<String> = [
    // Russian: genitive, dative, instrumental and prepositional, never the accusative of
    // в, на, за, через, про, where 2 and 5 still differ.
    "из", "от", "до", "для", "без", "у", "около", "после", "кроме", "среди", "с", "со", "к",
    "ко", "о", "об", "обо", "при", "над", "под", "между", "перед",
    // Ukrainian and Belarusian.
    "з", "із", "зі", "від", "після", "біля", "серед", "крім", "понад", "між", "ад", "да",
    "пасля", "каля", "акрамя", "сярод", "са", "пры", "аб", "паміж", "перад",
  ]

  private static let westSlavicPrepositions: Set<String> = [
    "z", "ze", "zo", "od", "do", "dla", "bez", "u", "około", "wśród", "spośród", "przy",
    "s", "se", "so", "k", "ke", "ku", "při", "pri", "kromě", "okrem",
  ]

  private static let oneAndOther = PluralGrammar([["one", "other"]])

  private static let known: [String: PluralGrammar] = [
    "ru": PluralGrammar(
      [["one", "few"], ["few", "many"]], merged: ["few", "many"],
      prepositions: eastSlavicPrepositions,
      examples: ["one": "1 товар", "few": "2 товара", "many": "5 товаров"],
      adjectivesShareGenitivePlural: true),
    "uk": PluralGrammar(
      [["one", "few"], ["few", "many"]], merged: ["few", "many"],
      prepositions: eastSlavicPrepositions,
      examples: ["one": "1 товар", "few": "2 товари", "many": "5 товарів"],
      adjectivesShareGenitivePlural: true),
    "be": PluralGrammar(
      [["one", "few"], ["few", "many"]], merged: ["few", "many"],
      prepositions: eastSlavicPrepositions,
      examples: ["one": "1 тавар", "few": "2 тавары", "many": "5 тавараў"]),
    "pl": PluralGrammar(
      [["one", "few"], ["few", "many"]], merged: ["few", "many"],
      prepositions: westSlavicPrepositions,
      examples: ["one": "1 produkt", "few": "2 produkty", "many": "5 produktów"]),
    "cs": PluralGrammar(
      [["one", "few"], ["few", "other"], ["one", "other"]], merged: ["few", "other"],
      prepositions: westSlavicPrepositions,
      examples: ["one": "1 produkt", "few": "2 produkty", "other": "5 produktů"]),
    "sk": PluralGrammar(
      [["one", "few"], ["few", "other"], ["one", "other"]], merged: ["few", "other"],
      prepositions: westSlavicPrepositions,
      examples: ["one": "1 produkt", "few": "2 produkty", "other": "5 produktov"]),
    "hr": PluralGrammar(
      [["one", "few"], ["one", "other"]],
      examples: ["one": "1 stavka", "few": "2 stavke", "other": "5 stavki"]),
    "bs": PluralGrammar(
      [["one", "few"], ["one", "other"]],
      examples: ["one": "1 stavka", "few": "2 stavke", "other": "5 stavki"]),
    "sr": PluralGrammar(
      [["one", "few"], ["one", "other"]],
      examples: ["one": "1 ставка", "few": "2 ставке", "other": "5 ставки"]),
    "sl": PluralGrammar(
      [
        ["one", "two"], ["one", "few"], ["one", "other"], ["two", "few"], ["two", "other"],
        ["few", "other"],
      ],
      examples: ["one": "1 izdelek", "two": "2 izdelka", "few": "3 izdelki", "other": "5 izdelkov"]
    ),
    "lt": PluralGrammar(
      [["one", "few"], ["few", "other"], ["one", "other"]], merged: ["few", "other"],
      prepositions: ["iš", "nuo", "iki", "be", "dėl", "prie"],
      examples: ["one": "1 prekė", "few": "2 prekės", "other": "10 prekių"]),
    "lv": PluralGrammar([["one", "other"]], examples: ["one": "1 prece", "other": "2 preces"]),
    "ar": PluralGrammar(
      [["few", "many"], ["few", "other"]],
      examples: ["few": "3 منتجات", "many": "11 منتجًا", "other": "100 منتج"]),
    "he": PluralGrammar([["one", "other"]]),
    "ro": PluralGrammar(
      [["one", "few"], ["few", "other"], ["one", "other"]],
      examples: ["one": "1 produs", "few": "2 produse", "other": "20 de produse"]),
    "en": oneAndOther, "de": oneAndOther, "nl": oneAndOther, "sv": oneAndOther,
    "da": oneAndOther, "nb": oneAndOther, "nn": oneAndOther, "no": oneAndOther,
    "is": oneAndOther, "af": oneAndOther, "fr": oneAndOther, "es": oneAndOther,
    "it": oneAndOther, "pt": oneAndOther, "ca": oneAndOther, "gl": oneAndOther,
    "el": oneAndOther, "fi": oneAndOther, "et": oneAndOther,
  ]
}

/// Where the number sits in a plural form's text: whether a word follows it (the counted
/// word, whose form the category decides) and the word before it.
struct CountPlace: Sendable, Equatable {
  /// A letter follows the number, after spaces: "%lld товаров", not "Товаров: %lld".
  var isBound: Bool
  /// The word right before the number, lowercased: "из" in "из %lld товаров".
  var wordBefore: String?
  /// The words after the number up to the first that is not in the Cyrillic script, when
  /// there is one and the text has Cyrillic words: "встановлених" in "Ви маєте %lld
  /// встановлених Cask"; nil otherwise.
  var cyrillicBeforeForeignWord: [String]?

  /// The place of the count in `text`: `%arg` in a substitution's form, else the first
  /// whole-number specifier, else the only specifier; nil when the text shows no number.
  init?(in text: String) {
    let specifiers = Self.specifiers(in: text)
    let chosen =
      specifiers.first { $0.kind == .argument } ?? specifiers.first { $0.kind == .integer }
      ?? (specifiers.count == 1 ? specifiers.first : nil)
    guard let chosen else { return nil }
    let after = text[chosen.range.upperBound...].drop { Self.isSpace($0) }
    isBound = after.first?.isLetter == true
    let isCyrillic = { (word: Substring) in
      word.unicodeScalars.allSatisfy { (0x400...0x52F).contains($0.value) }
    }
    let phrase = after.prefix { $0.isLetter || Self.isSpace($0) }.split { Self.isSpace($0) }
    if text.split(whereSeparator: { !$0.isLetter }).contains(where: isCyrillic),
      let foreign = phrase.firstIndex(where: { !isCyrillic($0) })
    {
      cyrillicBeforeForeignWord = phrase[..<foreign].map { $0.lowercased() }
    }
    var before = text[..<chosen.range.lowerBound]
    while let last = before.last, Self.isSpace(last) { before.removeLast() }
    let word = before.reversed().prefix { $0.isLetter }
    wordBefore = word.isEmpty ? nil : String(word.reversed()).lowercased()
  }

  fileprivate static func isSpace(_ character: Character) -> Bool {
    character.isWhitespace || character == "\u{2068}" || character == "\u{2069}"
  }

  fileprivate enum Kind { case argument, integer, other }

  /// The printf specifiers of `text` with their kinds; `%%` and `%#@name@` are none.
  fileprivate static func specifiers(in text: String) -> [(range: Range<String.Index>, kind: Kind)]
  {
    var found: [(Range<String.Index>, Kind)] = []
    var index = text.startIndex
    while let percent = text[index...].firstIndex(of: "%") {
      var cursor = text.index(after: percent)
      if text[cursor...].hasPrefix("arg") {
        let end = text.index(cursor, offsetBy: 3)
        found.append((percent..<end, .argument))
        index = end
        continue
      }
      while cursor < text.endIndex, "0123456789$#-+ .'lhqztjL".contains(text[cursor]) {
        if text[cursor] == "#", text[cursor...].dropFirst().contains("@") { break }
        cursor = text.index(after: cursor)
      }
      guard cursor < text.endIndex else { break }
      let conversion = text[cursor]
      let end = text.index(after: cursor)
      if conversion == "%" {
        index = end
        continue
      }
      if conversion == "#" {
        // `%#@name@`: a substitution, whose own forms hold its number.
        index = text[end...].firstIndex(of: "@").map { text.index(after: $0) } ?? end
        continue
      }
      let kind: Kind = "diouxXDOU".contains(conversion) ? .integer : .other
      found.append((percent..<end, kind))
      index = end
    }
    return found
  }
}

extension CountPlace {
  /// The words of `text` without its specifiers, lowercased, one space apart: two forms
  /// with the same words show the same form of the counted word.
  static func words(_ text: String) -> String {
    var kept = ""
    var last = text.startIndex
    for (range, _) in specifiers(in: text) {
      kept += text[last..<range.lowerBound]
      last = range.upperBound
    }
    kept += text[last...]
    return kept.lowercased().split(whereSeparator: { isSpace($0) }).joined(separator: " ")
  }
}
