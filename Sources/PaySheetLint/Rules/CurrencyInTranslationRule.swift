import PaySheetKit

/// A currency symbol, ISO code or digits written next to an amount placeholder.
public struct CurrencyInTranslationRule: TextRule {
  public static let description = RuleDescription(
    id: "currency-in-translation",
    defaultSeverity: .error,
    summary: "A currency symbol, code or digits are written beside an amount placeholder.",
    details: """
      A currency symbol, ISO code or digits written next to an amount placeholder: the
      placeholder already carries a formatted amount with its currency, so the sheet shows
      "USUS$5" or "5,00 € EUR".

      A placeholder is an amount when the key's comment says so next to it, as translators
      read it: `%@ = a formatted amount, e.g. "$10.00"` (the words "amount" or "price" before
      the next placeholder or `;`). Without such a comment, a translation that glues a
      currency symbol or code to a placeholder the source leaves bare is reported too
      ("Suscripción mensual US$%@" for "Monthly subscription %@"): the source shows the
      value as it comes, so the currency is the translator's addition.
      """,
    triggeringExamples: [
      .catalog(
        key: "reload.threshold", comment: comment,
        [("en", RuleExample.unit("↓Reloads below US$%@"))]),
      .catalog(
        key: "reload.threshold", comment: comment,
        [
          ("en", RuleExample.unit("Reloads below %@")),
          ("fr", RuleExample.unit("↓Recharge sous %@ EUR")),
        ]),
      .catalog(
        key: "reload.threshold", comment: comment,
        [
          ("en", RuleExample.unit("Reloads below %@")),
          ("de", RuleExample.unit("↓Aufladung unter %@ €")),
        ]),
      .catalog(
        key: "reload.threshold", comment: comment,
        [
          ("en", RuleExample.unit("Reloads below %@")),
          ("ja", RuleExample.unit("↓残高が¥%@未満で自動チャージ")),
        ]),
      .catalog(
        key: "plan.monthly",
        [
          ("en", RuleExample.unit("Monthly subscription %@")),
          ("es", RuleExample.unit("↓Suscripción mensual US$%@")),
        ]),
    ],
    nonTriggeringExamples: [
      .catalog(
        key: "reload.threshold", comment: comment,
        [
          ("en", RuleExample.unit("Reloads below %@")),
          ("de", RuleExample.unit("Aufladung unter %@")),
        ]),
      .catalog(
        key: "summary.promoCode", comment: "%@ = the code as entered, e.g. FRIDAY10.",
        [("en", RuleExample.unit("Promo Code %@ USD"))]),
      .catalog(
        key: "plan.monthly",
        [("en", RuleExample.unit("Price: $%@")), ("es", RuleExample.unit("Precio: US$%@"))]),
      .catalog(
        key: "plan.count",
        [("en", RuleExample.unit("%@ plans")), ("de", RuleExample.unit("%@ Tarife"))]),
    ])

  static let comment =
    "Reloads when the balance drops below %@ = a formatted amount, e.g. \"$10.00\"."

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.everyLanguage

  package func checks(_ key: LintedKey, in catalog: LintedCatalog, context: LintContext) -> Bool {
    key.takesArguments
  }

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    let amounts =
      text.key.entry.comment.map {
        Self.amountPositions(comment: $0, sourceUnits: text.key.sourceUnits)
      } ?? []
    var found: String?
    if !amounts.isEmpty {
      found = Self.problem(in: text.unit, amounts: amounts)
    } else if let source = text.source {
      let glued = Set(Self.gluedCurrencies(source).map(\.argument))
      found = Self.gluedCurrency(in: text.unit, sourceGlued: glued)
    }
    return found.map { [TextProblem(.besideAmount($0))] } ?? []
  }

  /// The argument positions the comment describes as amounts.
  static func amountPositions(comment: String, sourceUnits: [CatalogUnit]) -> Set<Int> {
    var positions = Set<Int>()
    for unit in sourceUnits {
      for (specifier, position) in placeholders(unit) where describesAmount(comment, specifier) {
        positions.insert(position)
      }
    }
    return positions
  }

  static func describesAmount(_ comment: String, _ specifier: String) -> Bool {
    // Most comments do not name the specifier; Foundation's search took 23,000 instructions
    // to say so, a tenth of a lint of DuckDuckGo's catalog.
    guard comment.containsBytes(of: specifier) else { return false }
    var comment = comment
    var specifier = specifier
    // Searched as bytes where they read the same as characters; Foundation's search bridged
    // every comment to an NSString and took 104 of the 2,040 million instructions of a lint of
    // DuckDuckGo's catalog.
    let bytes = specifier.withUTF8 { needle in
      comment.withUTF8 { describesAmount(bytes: $0, needle) }
    }
    return bytes ?? describesAmount(characters: comment, specifier)
  }

  /// `describesAmount(_:_:)` as Foundation's search of the comment's characters answers it.
  static func describesAmount(characters comment: String, _ specifier: String) -> Bool {
    var rest = Substring(comment)
    while let range = rest.range(of: specifier) {
      let after = rest[range.upperBound...]
      let clause = after.prefix { $0 != ";" && $0 != "%" }.lowercased()
      if clause.contains("amount") || clause.contains("price") { return true }
      rest = after
    }
    return false
  }

  /// `describesAmount(_:_:)` from the UTF-8 of an ASCII specifier and a comment, or nil where
  /// bytes and characters may differ: a non-ASCII scalar (which may join a character) next to
  /// a match, a clause's end or a word, or a Greek question mark, which is a `;`.
  private static func describesAmount(
    bytes comment: UnsafeBufferPointer<UInt8>, _ specifier: UnsafeBufferPointer<UInt8>
  ) -> Bool? {
    // `;`, `` ` `` and `K` have canonical twins among other scalars; a specifier has none.
    guard !specifier.isEmpty,
      specifier.allSatisfy({
        $0 < 0x80 && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`") && $0 != UInt8(ascii: "K")
      })
    else { return nil }
    func isPlain(_ index: Int) -> Bool { index >= comment.count || comment[index] < 0x80 }
    func lowered(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }
    /// Whether the clause has `word`, nil when a match is followed by a non-ASCII scalar.
    func clauseHas(_ word: StaticString, in clause: Range<Int>) -> Bool? {
      let word = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
      guard clause.count >= word.count else { return false }
      for start in clause.lowerBound...(clause.upperBound - word.count)
      where word.indices.allSatisfy({ lowered(comment[start + $0]) == word[$0] }) {
        return isPlain(start + word.count) ? true : nil
      }
      return false
    }
    var start = 0
    while start + specifier.count <= comment.count {
      guard comment[start..<(start + specifier.count)].elementsEqual(specifier) else {
        start += 1
        continue
      }
      let after = start + specifier.count
      guard start == 0 || isPlain(start - 1), isPlain(after) else { return nil }
      var end = after
      while end < comment.count, comment[end] != UInt8(ascii: ";"),
        comment[end] != UInt8(ascii: "%")
      {
        // U+037E, the Greek question mark, is a `;` to characters.
        guard comment[end] != 0xCD else { return nil }
        end += 1
      }
      // A scalar before a `;` or `%` may join it into another character, as may one after.
      guard isPlain(end - 1), isPlain(end + 1) else { return nil }
      switch (clauseHas("amount", in: after..<end), clauseHas("price", in: after..<end)) {
      case (true, _), (_, true): return true
      case (false, false): break
      default: return nil
      }
      start = after
    }
    return false
  }

  /// The specifiers of a text with the argument position each takes.
  static func placeholders(_ unit: CatalogUnit) -> [(String, Int)] {
    guard let segments = unit.parsed else {
      return []
    }
    var result: [(String, Int)] = []
    for case .specifier(let specifier) in segments {
      result.append((specifier.text, specifier.argument))
    }
    return result
  }

  /// What is written beside an amount placeholder, such as "the symbol '$'", or nil.
  static func problem(in unit: CatalogUnit, amounts: Set<Int>) -> String? {
    guard let segments = unit.parsed else {
      return nil
    }
    for (index, segment) in segments.enumerated() {
      guard case .specifier(let specifier) = segment, amounts.contains(specifier.argument) else {
        continue
      }
      var words: [Substring] = []
      if index > 0, case .literal(let before) = segments[index - 1] {
        words.append(lastWord(before))
      }
      if index + 1 < segments.count, case .literal(let after) = segments[index + 1] {
        words.append(firstWord(after))
      }
      for word in words {
        if let symbol = word.unicodeScalars.first(where: {
          $0.properties.generalCategory == .currencySymbol
        }) {
          return "the currency symbol '\(symbol)'"
        }
        let letters = word.filter(\.isLetter)
        if letters.count == 3, (try? Currency(String(letters))) != nil {
          return "the currency code '\(letters)'"
        }
        if word.contains(where: \.isNumber) {
          return "the digits '\(word)'"
        }
      }
    }
    return nil
  }

  static func isSpace(_ character: Character) -> Bool { character.isWhitespace }

  /// A currency symbol or code glued to a placeholder of the translation whose argument
  /// stands bare in the source, such as "the currency code 'US$'", or nil.
  static func gluedCurrency(in unit: CatalogUnit, sourceGlued: Set<Int>) -> String? {
    for (argument, text) in gluedCurrencies(unit) where !sourceGlued.contains(argument) {
      return text
    }
    return nil
  }

  /// Each placeholder's argument with the currency glued to it.
  static func gluedCurrencies(_ unit: CatalogUnit) -> [(argument: Int, text: String)] {
    guard mayHaveCurrency(unit.value), let segments = unit.parsed else {
      return []
    }
    var result: [(argument: Int, text: String)] = []
    for (index, segment) in segments.enumerated() {
      guard case .specifier(let specifier) = segment else { continue }
      var neighbours: [Substring] = []
      if index > 0, case .literal(let before) = segments[index - 1] {
        neighbours.append(gluedWord(before: before))
      }
      if index + 1 < segments.count, case .literal(let after) = segments[index + 1] {
        neighbours.append(gluedWord(after: after))
      }
      for word in neighbours {
        if let currency = currency(in: word) {
          result.append((specifier.argument, currency))
          break
        }
      }
    }
    return result
  }

  /// Whether `text` may have a currency as `currency(in:)` finds one in its words: a
  /// currency symbol, or three ASCII capitals in a row. Read in its UTF-8, decoding only the
  /// scalars whose first bytes a currency symbol may start with: the characters around each
  /// placeholder of every text took 43 of the 1,166 million instructions of a lint of
  /// DuckDuckGo's catalog, 51 of Cork's 1,473.
  static func mayHaveCurrency(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var capitals = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        guard byte >= 0x80 else {
          if byte == UInt8(ascii: "$") { return true }
          capitals = (0x41...0x5A).contains(byte) ? capitals + 1 : 0
          if capitals == 3 { return true }
          index += 1
          continue
        }
        capitals = 0
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        switch byte {
        // Typographic quotes and dashes start with 0xE2 too; its currency symbols are
        // U+20A0–U+20CF.
        case 0xE2
        where index + 1 < bytes.count && bytes[index + 1] != 0x82 && bytes[index + 1] != 0x83:
          break
        case 0xC2, 0xD6, 0xD8, 0xDF, 0xE0, 0xE1, 0xE2, 0xEA, 0xEF, 0xF0:
          if TextMarks.scalar(in: bytes, at: index).0.properties.generalCategory == .currencySymbol
          {
            return true
          }
        default: break
        }
        index += length
      }
      return false
    }
  }

  /// The characters next to a placeholder: those up to a space, or after one space the
  /// next word when it is a currency symbol alone ("5 €", "€ 5").
  private static func gluedWord(after text: String) -> Substring {
    // Only as many characters as can count are read: the whole next word, or the whole
    // text before a placeholder, read as characters took 9,000 instructions a placeholder.
    if let first = text.first, isSpace(first) {
      // The word after the space counts only when it is one character.
      let rest = text.dropFirst()
      guard let symbol = rest.first, !isSpace(symbol) else { return "" }
      let end = rest.index(after: rest.startIndex)
      guard end == rest.endIndex || isSpace(rest[end]) else { return "" }
      let word = rest[..<end]
      return isCurrencySymbol(word) ? word : ""
    }
    return prefix(of: text[...], upTo: 4) { !isSpace($0) && !$0.isPunctuation }
  }

  /// The characters before a placeholder that `text` ends with, as `gluedWord(after:)` reads
  /// them the other way. Slices of `text`: strings rebuilt from reversed views of it took
  /// 20,000 instructions a text.
  private static func gluedWord(before text: String) -> Substring {
    if let last = text.last, isSpace(last) {
      // The word before the space counts only when it is one character.
      let beforeSpace = text.dropLast()
      guard !beforeSpace.isEmpty else { return "" }
      let start = beforeSpace.index(before: beforeSpace.endIndex)
      guard !isSpace(beforeSpace[start]),
        start == beforeSpace.startIndex || isSpace(beforeSpace[beforeSpace.index(before: start)])
      else { return "" }
      let word = beforeSpace[start...]
      return isCurrencySymbol(word) ? word : ""
    }
    return suffix(of: text[...], upTo: 4) { !isSpace($0) && !$0.isPunctuation }
  }

  /// Whether `word` is one character that is a currency symbol.
  private static func isCurrencySymbol(_ word: Substring) -> Bool {
    word.count == 1 && word.unicodeScalars.first?.properties.generalCategory == .currencySymbol
  }

  /// The longest start of `text`, of at most `limit` characters, whose every character is
  /// `kept`.
  private static func prefix(
    of text: Substring, upTo limit: Int, where kept: (Character) -> Bool
  ) -> Substring {
    var end = text.startIndex
    for _ in 0..<limit {
      guard end < text.endIndex, kept(text[end]) else { break }
      end = text.index(after: end)
    }
    return text[..<end]
  }

  /// The longest end of `text`, of at most `limit` characters, whose every character is
  /// `kept`.
  private static func suffix(
    of text: Substring, upTo limit: Int, where kept: (Character) -> Bool
  ) -> Substring {
    var start = text.endIndex
    for _ in 0..<limit {
      guard start > text.startIndex else { break }
      let before = text.index(before: start)
      guard kept(text[before]) else { break }
      start = before
    }
    return text[start...]
  }

  /// A currency symbol or ISO code in `word`, described for a message.
  private static func currency(in word: Substring) -> String? {
    if let symbol = word.unicodeScalars.first(where: {
      $0.properties.generalCategory == .currencySymbol
    }) {
      return word.count > 1 ? "the currency '\(word)'" : "the currency symbol '\(symbol)'"
    }
    let letters = word.filter(\.isLetter)
    if letters == word, isCurrencyCode(word) {
      return "the currency code '\(letters)'"
    }
    return nil
  }

  /// Whether `word` is an ISO 4217 code as a text writes one: three capitals ICU knows.
  static func isCurrencyCode(_ word: Substring) -> Bool {
    word.count == 3 && word.allSatisfy { $0.isASCII && $0.isUppercase }
      && (try? Currency(String(word))) != nil
  }

  /// The first currency symbol, or else ISO code, written anywhere in `text`, described for
  /// a message ("the currency symbol '€'", "the currency code 'EUR'"), or nil. A code in a
  /// text written all in capitals ("SEE ALL", "TOP UP") is a word, not Albania's or Tonga's
  /// currency.
  static func writtenCurrency(in text: String) -> String? {
    if let symbol = text.unicodeScalars.first(where: {
      $0.properties.generalCategory == .currencySymbol
    }) {
      return "the currency symbol '\(symbol)'"
    }
    guard text.contains(where: \.isLowercase) else { return nil }
    for word in text.split(whereSeparator: { !$0.isLetter }) where isCurrencyCode(word) {
      return "the currency code '\(word)'"
    }
    return nil
  }

  /// The characters that end `text` up to a space, skipping spaces at its end: at most
  /// four, so that in languages written without spaces only the placeholder's neighbours count.
  static func lastWord(_ text: String) -> Substring {
    let trimmed = text[
      ..<(text.lastIndex { !isSpace($0) }.map(text.index(after:)) ?? text.startIndex)]
    return suffix(of: trimmed, upTo: 4) { !isSpace($0) }
  }

  /// The characters that start `text` up to a space, skipping spaces at its start: at most four.
  static func firstWord(_ text: String) -> Substring {
    prefix(of: text.drop(while: isSpace), upTo: 4) { !isSpace($0) }
  }
}

extension Finding.Message {
  fileprivate static func besideAmount(_ problem: String) -> Finding.Message {
    "writes \(problem) beside the amount placeholder, which already shows the currency; remove it"
  }
}
