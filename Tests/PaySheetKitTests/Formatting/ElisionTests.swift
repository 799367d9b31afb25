import Foundation
import Testing

@testable import PaySheetKit

/// Articles and prepositions before a number, as Italian, Catalan and French write them: the
/// grammar pages show every date line on the 1st, 8th and 11th and every count and threshold
/// of 1, 8 and 11, and none may read "il 8 mar" (l'8), "el 1 de maig" (l'1) or "de 11 dies"
/// (d'11).
///
/// The rules are the languages' own, written down here, not taken from the program:
/// - Italian elides *il* (and *al*, *del*, *dal*, *nel*, *sul*) before a number read with a
///   vowel: *otto*, *ottanta*, *ottocento*, *ottomila* (a first digit 8) and *undici*,
///   *undicimila* (11, 11,000): "l'8 marzo", "dell'11". The 1st is *il primo*: "il 1 mag".
/// - Catalan elides *el* and *de* (and *del*, *al*, *pel*) before *un* and *onze* (1, 11,
///   11,000, and 1,000,000 *un milió*): "l'1 de maig", "d'11 dies". *Vuit* (8) starts with a
///   consonant.
/// - French elides *le*, *la* and *de* before a word that starts with a vowel, but never
///   before *huit* and *onze* ("le 8", "le 11", "de 11 jours"); before *un* it may write
///   either ("de 1 jour"), as the Office québécois de la langue française allows.
struct ElisionTests {
  /// One language's rule: the words that elide, their elided forms, and which numbers are
  /// read with a vowel.
  struct Rule: Sendable {
    let full: Set<String>
    let elided: Set<String>
    let readsWithVowel: @Sendable (Int) -> Bool
    /// Whether an elided form before a number read without a vowel is wrong ("l'3").
    let elidedNeedsVowel: Bool
    /// Whether a full form before a word starting with a vowel letter is wrong (French "de
    /// août").
    let checksWords: Bool
  }

  static let rules: [String: Rule] = [
    "it": Rule(
      full: ["il", "al", "del", "dal", "nel", "sul"],
      elided: ["l", "all", "dell", "dall", "nell", "sull"],
      readsWithVowel: { number in
        let digits = String(number)
        return digits.hasPrefix("8") || (digits.hasPrefix("11") && digits.count % 3 == 2)
      }, elidedNeedsVowel: true, checksWords: false),
    "ca": Rule(
      full: ["el", "de", "del", "al", "pel"], elided: ["l", "d"],
      readsWithVowel: { number in
        number == 1 || number == 11 || (11_000...11_999).contains(number)
          || (1_000_000...1_999_999).contains(number)
      }, elidedNeedsVowel: true, checksWords: false),
    "fr": Rule(
      full: ["le", "la", "de"], elided: ["l", "d"],
      readsWithVowel: { _ in false }, elidedNeedsVowel: true, checksWords: true),
  ]

  /// Number words a French article or preposition stays whole before: *huit* and *onze*
  /// always, *un* and *une* when they count.
  static let numberWords: Set<String> = ["un", "une", "huit", "onze"]

  static let apostrophes: Set<Character> = ["'", "\u{2019}"]
  static let spaces: Set<Character> = [" ", "\u{A0}", "\u{202F}"]

  /// Every place in `text` where `rule` is broken, quoted.
  static func problems(in text: String, rule: Rule) -> [String] {
    let characters = Array(text)
    var found: [String] = []
    func nextWord(_ start: Int) -> String {
      var end = start
      while end < characters.count, characters[end].isLetter { end += 1 }
      return String(characters[start..<end]).lowercased()
    }
    var index = 0
    while index < characters.count {
      // A word starts here when the character before is no letter.
      guard characters[index].isLetter, index == 0 || !characters[index - 1].isLetter else {
        index += 1
        continue
      }
      var end = index
      while end < characters.count, characters[end].isLetter { end += 1 }
      let word = String(characters[index..<end]).lowercased()
      defer { index = end }
      var next = end
      let isElided = next < characters.count && apostrophes.contains(characters[next])
      if isElided {
        next += 1
      } else {
        guard next < characters.count, spaces.contains(characters[next]) else { continue }
        while next < characters.count, spaces.contains(characters[next]) { next += 1 }
      }
      guard next < characters.count else { continue }
      let quote = String(characters[index..<min(characters.count, next + 6)])
      if let number = leadingNumber(characters[next...]) {
        let vowel = rule.readsWithVowel(number)
        if !isElided, rule.full.contains(word), vowel {
          found.append("'\(quote)': '\(word)' must elide before \(number)")
        } else if isElided, rule.elided.contains(word), !vowel, rule.elidedNeedsVowel {
          found.append("'\(quote)': '\(word)’' does not elide before \(number)")
        }
      } else if rule.checksWords, !isElided, rule.full.contains(word),
        let first = characters[next].lowercased().first,
        "aeiouàâäéèêëîïôöùûü".contains(first), !Self.numberWords.contains(nextWord(next))
      {
        found.append("'\(quote)': '\(word)' must elide before a vowel")
      }
    }
    return found
  }

  /// The integer a text starts with, grouping separators ("1.000", "1 000") skipped, or nil.
  static func leadingNumber(_ text: ArraySlice<Character>) -> Int? {
    var digits = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if let digit = character.wholeNumberValue, character.isASCII {
        digits.append(String(digit))
      } else if [".", "\u{A0}", "\u{202F}"].contains(character), !digits.isEmpty,
        text[(index + 1)...].prefix(3).allSatisfy({ $0.isASCII && $0.isNumber }),
        text[(index + 1)...].count >= 3
      {
        // A grouping separator is followed by three digits.
      } else {
        break
      }
      index += 1
    }
    return digits.isEmpty ? nil : Int(digits.prefix(12))
  }

  static func rule(for language: String) -> Rule? {
    rules[String(language.split(separator: "-")[0])]
  }

  /// The cells of a page's rows after the tag (the tag is English: "1 day").
  static func shownText(_ page: String) -> [String] {
    page.split(separator: "\n").filter { $0.contains("|") && !$0.hasPrefix("#") }.map {
      String($0.split(separator: "|", maxSplits: 1)[1])
    }
  }

  @Test(arguments: ["it", "ca", "fr", "fr-CA"])
  func aPageElidesBeforeNumbersReadWithAVowel(language: String) throws {
    let rule = try #require(Self.rule(for: language))
    let page = try GrammarPageTests.page(language)
    // The page holds the numbers the rule is about.
    for day in ["1", "8", "11"] {
      #expect(page.contains(" \(day) ") || page.contains(" \(day)\u{A0}"))
    }
    for line in Self.shownText(page) {
      #expect(Self.problems(in: line, rule: rule) == [], "\(language): \(line)")
    }
  }

  /// The wordings the shipped catalog had before its date lines took a label and colon: the
  /// same check of the pages finds them.
  @Test func theCheckFailsOnTheOlderWordings() throws {
    let older = try catalog(
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "deferred.billedOn": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Billed %@"}},
          "it": {"stringUnit": {"state": "translated", "value": "Addebito il %@"}},
          "ca": {"stringUnit": {"state": "translated", "value": "Es cobra el %@"}},
          "fr": {"stringUnit": {"state": "translated", "value": "Facturé l’%@"}}}},
        "recurring.startsOn": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Starts %@"}},
          "it": {"stringUnit": {"state": "translated", "value": "Inizia il %@"}},
          "ca": {"stringUnit": {"state": "translated", "value": "Comença el %@"}}}},
        "platform.trial.free": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "%1$@ free trial"}},
          "ca": {"stringUnit": {"state": "translated", "value": "Prova gratuïta de %1$@"}}}},
        "reload.threshold": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Reloads below %@"}},
          "ca": {"stringUnit": {"state": "translated", "value": "Recàrrega per sota de %@"}}}}
      }}
      """)
    func problems(_ language: String) throws -> [String] {
      let rule = try #require(Self.rule(for: language))
      return try Self.shownText(GrammarPageTests.page(language, catalog: older)).flatMap {
        Self.problems(in: $0, rule: rule)
      }
    }
    let italian = try problems("it")
    #expect(italian.contains { $0.hasPrefix("'il 8 mar'") })
    #expect(italian.contains { $0.hasPrefix("'il 11 ago'") })
    #expect(!italian.contains { $0.contains("before 1") && !$0.contains("before 11") })
    let catalan = try problems("ca")
    #expect(catalan.contains { $0.hasPrefix("'el 1 de ") })
    #expect(catalan.contains { $0.hasPrefix("'el 11 d") })
    #expect(catalan.contains { $0.hasPrefix("'de 1 mes'") })
    #expect(catalan.contains { $0.hasPrefix("'de 11 any") })
    #expect(catalan.contains { $0.hasPrefix("'de 1,00") })
    #expect(catalan.contains { $0.hasPrefix("'de 11,00") })
    #expect(!catalan.contains { $0.contains("before 8") })
    let french = try problems("fr")
    #expect(french.contains { $0.hasPrefix("'l’8 mars'") })
    #expect(french.contains { $0.hasPrefix("'l’11 ao") })
  }

  /// The rule on its own, on lines a native reader judged.
  @Test(arguments: [
    ("it", "Addebito il 8 mar", 1), ("it", "Addebito l’8 mar", 0), ("it", "Inizio: 11 ago", 0),
    ("it", "Inizia il 1 mag", 0), ("it", "Inizia l’1 mag", 1), ("it", "dall’80 al 89", 1),
    ("it", "Prova gratuita di 8 giorni", 0), ("it", "Ricarica sotto 1.000,00 €", 0),
    ("ca", "Es cobra el 1 de maig", 1), ("ca", "Es cobra l’1 de maig", 0),
    ("ca", "Comença el 8 de març", 0), ("ca", "Prova gratuïta de 11 dies", 1),
    ("ca", "Prova gratuïta d’11 dies", 0), ("ca", "per sota de 1.000.000,00 €", 1),
    ("ca", "per sota de 1.000,00 €", 0), ("ca", "d’8 dies", 1),
    ("fr", "Facturé le 8 déc.", 0), ("fr", "Facturé le 11 déc.", 0), ("fr", "Facturé l’11 déc.", 1),
    ("fr", "Essai gratuit de 1 mois", 0), ("fr", "Essai gratuit de un mois", 0),
    ("fr", "Prix de août", 1), ("fr", "Prix d’août", 0), ("fr", "le huit", 0),
  ])
  func theRuleJudgesALine(language: String, line: String, count: Int) throws {
    let rule = try #require(Self.rule(for: language))
    #expect(Self.problems(in: line, rule: rule).count == count, "\(line)")
  }
}
