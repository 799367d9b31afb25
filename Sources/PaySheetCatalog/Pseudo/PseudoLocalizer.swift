import PaySheetReading

/// A pseudo-language: text made from the source language to check layouts before translation.
public enum PseudoLanguage: String, Sendable, Hashable, CaseIterable, Codable {
  /// Latin letters with accents, in brackets: shows untranslated strings (no accents),
  /// clipped accents and truncation (a missing bracket).
  case accented = "en-XA"
  /// Longer by IBM's expansion guide for translated text, in brackets.
  case expanded = "en-XL"
  /// Every word forced right to left with bidi controls, as Android's `ar-XB`: shows layouts
  /// that do not mirror.
  case rightToLeft = "ar-XB"
}

/// Writes pseudo-languages into a String Catalog, keeping every format specifier intact.
///
/// Only literal text changes: `%@`, `%lld`, `%1$@`, `%#@name@` and `%arg` are copied as
/// written, and `%%` stays `%%`. Plural and device variations and substitutions are
/// transformed one by one, so each category keeps its own text.
public enum PseudoLocalizer {
  /// The catalog with a localization for each of `languages` added to every key that is
  /// translated, made from the source language's text (or the key when it has none).
  ///
  /// - Throws: `InputError` at the value's position when a source text is not a valid
  ///   format string.
  public static func pseudolocalize(
    _ catalog: StringCatalog, languages: [PseudoLanguage] = PseudoLanguage.allCases,
    file: String? = nil
  ) throws(InputError) -> StringCatalog {
    var result = catalog
    for index in catalog.strings.indices {
      let (key, entry) = catalog.strings[index]
      guard entry.shouldTranslate != false else { continue }
      let source =
        entry.localizations[catalog.sourceLanguage]
        ?? Localization(stringUnit: StringUnit(value: key))
      var updated = entry
      for language in languages {
        do {
          updated.localizations[language.rawValue] = try transform(source, language)
        } catch {
          let position = source.stringUnit?.valuePosition ?? entry.keyPosition
          throw InputError(
            kind: .schema, file: file, position: position,
            message: "key '\(key)': cannot make \(language.rawValue): \(error.message)")
        }
      }
      result.strings[key] = updated
    }
    return result.sortedForXcode()
  }

  private static func transform(
    _ localization: Localization, _ language: PseudoLanguage, context: FormatString.Context = .value
  )
    throws(FormatStringError) -> Localization
  {
    var copy = Localization()
    if let unit = localization.stringUnit {
      copy.stringUnit = StringUnit(
        state: "translated", value: try text(unit.value, language, context: context))
    }
    if let variations = localization.variations {
      var result = Variations()
      for (category, value) in variations.plural {
        result.plural[category] = try transform(value, language, context: context)
      }
      for (device, value) in variations.device {
        result.device[device] = try transform(value, language, context: context)
      }
      result.extraMembers = variations.extraMembers
      copy.variations = result
    }
    for (name, substitution) in localization.substitutions {
      var result = substitution
      result.position = nil
      if let variations = substitution.variations {
        result.variations = try transform(
          Localization(variations: variations), language, context: .substitutionValue
        )
        .variations
      }
      copy.substitutions[name] = result
    }
    return copy
  }

  /// One format string in a pseudo-language.
  package static func text(
    _ format: String, _ language: PseudoLanguage, context: FormatString.Context = .value
  )
    throws(FormatStringError) -> String
  {
    let segments = try FormatString.parse(format, context: context)
    var output = ""
    var literalLength = 0
    for segment in segments {
      switch segment {
      case .literal(let literal):
        literalLength += literal.count
        let changed: String
        switch language {
        case .accented: changed = String(literal.map { accents[$0] ?? $0 })
        case .expanded: changed = literal
        case .rightToLeft: changed = forcedRightToLeft(literal)
        }
        output += changed.replacingPercentSigns()
      case .specifier(let specifier):
        output += specifier.text
      case .substitution(let reference):
        output += reference.text
      case .substitutionArgument:
        output += "%arg"
      }
    }
    switch language {
    case .accented:
      return "[" + output + "]"
    case .expanded:
      return "[" + output + padding(count: expansion(forLength: literalLength)) + "]"
    case .rightToLeft:
      return output
    }
  }

  /// How many characters IBM's guide says a translation of `length` characters may add,
  /// taking the upper end of each band: up to 10 characters +200%, 11–20 +100%, 21–30 +80%,
  /// 31–50 +60%, 51–70 +40%, over 70 +30%.
  public static func expansion(forLength length: Int) -> Int {
    let percent: Int
    switch length {
    case ...0: return 0
    case 1...10: percent = 200
    case 11...20: percent = 100
    case 21...30: percent = 80
    case 31...50: percent = 60
    case 51...70: percent = 40
    default: percent = 30
    }
    return (length * percent + 99) / 100
  }

  /// Filler words, so that the added text breaks and measures like text rather than one
  /// long run of a single letter.
  private static let filler = Array(
    " lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod")

  private static func padding(count: Int) -> String {
    var text = String((0..<count).map { filler[$0 % filler.count] })
    // A space just before the closing bracket could be trimmed by a layout and hide the bracket.
    if text.last == " " { text = text.dropLast() + "~" }
    return text
  }

  /// RIGHT-TO-LEFT MARK and OVERRIDE around each word, so Latin letters are laid out right
  /// to left too; the marks keep spaces and punctuation between words in right-to-left order.
  private static func forcedRightToLeft(_ text: String) -> String {
    var output = ""
    var word = ""
    func flush() {
      if !word.isEmpty { output += "\u{200F}\u{202E}" + word + "\u{202C}\u{200F}" }
      word = ""
    }
    for character in text {
      if character.isWhitespace {
        flush()
        output.append(character)
      } else {
        word.append(character)
      }
    }
    flush()
    return output
  }

  private static let accents: [Character: Character] = {
    let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let accented = Array("åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
    return Dictionary(uniqueKeysWithValues: zip(plain, accented))
  }()
}

extension String {
  /// A literal's `%` written back as `%%`, so it is not read as a specifier.
  fileprivate func replacingPercentSigns() -> String {
    contains("%")
      ? split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%") : self
  }
}
