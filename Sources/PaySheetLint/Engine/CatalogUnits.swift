import PaySheetKit

/// One translatable text of a catalog: a string unit at some depth of variations.
package struct CatalogUnit: Sendable {
  package var key: String
  package var language: String
  package var unit: StringUnit
  /// The plural category, when the unit is one form of plural variations.
  package var pluralCategory: String?
  /// The device, when the unit is one form of device variations.
  package var device: String?
  /// The substitution the unit belongs to (`%#@name@`), when it is one of its variations.
  package var substitution: String?
  /// The localization's substitutions, which decide the arguments of `%#@name@`.
  package var substitutions: [String: SubstitutionSpec]

  package var value: String { unit.value }
  package var position: SourcePosition? { unit.valuePosition }
  package var formatContext: FormatString.Context {
    substitution == nil ? .value : .substitutionValue
  }

  /// Where the unit sits among the variations, such as "plural one" or "substitution days, plural few".
  package var variationPath: String {
    var parts: [String] = []
    if let substitution { parts.append("substitution \(substitution)") }
    if let device { parts.append("device \(device)") }
    if let pluralCategory { parts.append("plural \(pluralCategory)") }
    return parts.joined(separator: ", ")
  }

  /// The same place among the variations, for finding the source text of a translation.
  var slot: String { "\(substitution ?? "")|\(device ?? "")|\(pluralCategory ?? "")" }
}

extension StringCatalog {
  /// Every string unit of `language` under `key`, in file order.
  package func units(key: String, language: String) -> [CatalogUnit] {
    guard let localization = strings[key]?.localizations[language] else { return [] }
    var specs: [String: SubstitutionSpec] = [:]
    for (name, substitution) in localization.substitutions {
      specs[name] = SubstitutionSpec(
        argNum: substitution.argNum, formatSpecifier: substitution.formatSpecifier)
    }
    var result: [CatalogUnit] = []
    func walk(_ localization: Localization, plural: String?, device: String?, substitution: String?)
    {
      if let unit = localization.stringUnit {
        result.append(
          CatalogUnit(
            key: key, language: language, unit: unit, pluralCategory: plural, device: device,
            substitution: substitution, substitutions: specs))
      }
      if let variations = localization.variations {
        for (name, inner) in variations.device {
          walk(inner, plural: plural, device: name, substitution: substitution)
        }
        for (category, inner) in variations.plural {
          walk(inner, plural: category, device: device, substitution: substitution)
        }
      }
    }
    walk(localization, plural: nil, device: nil, substitution: nil)
    for (name, substitution) in localization.substitutions {
      if let variations = substitution.variations {
        walk(Localization(variations: variations), plural: nil, device: nil, substitution: name)
      }
    }
    return result
  }

  /// The source-language unit that corresponds to `unit`: same substitution, device and
  /// plural category, or the `other` form when the source has no such category.
  func sourceUnit(for unit: CatalogUnit, in sourceUnits: [CatalogUnit]) -> CatalogUnit? {
    if let exact = sourceUnits.first(where: { $0.slot == unit.slot }) { return exact }
    let candidates = sourceUnits.filter { $0.substitution == unit.substitution }
    return candidates.first {
      $0.pluralCategory == "other" && ($0.device ?? "other") == (unit.device ?? "other")
    }
      ?? candidates.first { $0.pluralCategory == "other" || $0.pluralCategory == nil }
  }
}

/// Message helpers: how text from a catalog is quoted in a one-line message.
package enum Quote {
  /// `text` in single quotes, with line breaks, tabs and invisible characters spelled out
  /// and long text shortened, so that a message stays on one line and shows what is there.
  package static func text(_ text: String, limit: Int = 60) -> String {
    var shown = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == limit {
        shown += "…"
        break
      }
      switch scalar {
      case "\n": shown += "\\n"
      case "\r": shown += "\\r"
      case "\t": shown += "\\t"
      default:
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator:
          shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        case .spaceSeparator where scalar != " ":
          shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
          shown.unicodeScalars.append(scalar)
        }
      }
      count += 1
    }
    return "'" + shown + "'"
  }

  /// U+XXXX notation with the character's Unicode name, such as "U+202E RIGHT-TO-LEFT OVERRIDE".
  static func scalar(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    return scalar.properties.name.map { "\(code) \($0)" } ?? code
  }
}

extension CatalogUnit {
  /// The arguments the text uses, by position.
  ///
  /// A substitution's variation text is a fragment of the whole string: it may use `%2$@`
  /// without argument 1, which the main text uses, so a skipped position is not an error
  /// there. A lone `%` at the very end of a text with no other `%` is literal text, as it
  /// is shown on Apple platforms when the string has no arguments.
  func argumentSlots() throws(FormatStringError) -> [Int: FormatArgumentSlot] {
    if isLiteralPercent { return [:] }
    do {
      let slots = try FormatString.arguments(
        value, context: formatContext, substitutions: substitutions)
      return Dictionary(uniqueKeysWithValues: slots.map { ($0.position, $0) })
    } catch  where error.kind == .missingArgument && (substitution != nil || pluralCategory != nil)
    {
      // A plural form may leave out the counted number ("Found a line ending other than %2$@").
      return try fragmentSlots()
    }
  }

  var isLiteralPercent: Bool {
    value.hasSuffix("%") && value.unicodeScalars.filter { $0 == "%" }.count == 1
  }

  private func fragmentSlots() throws(FormatStringError) -> [Int: FormatArgumentSlot] {
    var slots: [Int: FormatArgumentSlot] = [:]
    for case .specifier(let specifier) in try FormatString.parse(value, context: formatContext) {
      let position = specifier.argument
      // The specifier without its position passes the full check exactly when it is
      // supported; positions are what a fragment may skip.
      var alone = specifier.text
      if let dollar = alone.firstIndex(of: "$") {
        alone = "%" + alone[alone.index(after: dollar)...]
      }
      _ = try FormatString.arguments(alone)
      if var slot = slots[position] {
        slot.specifiers.append(specifier.text)
        slots[position] = slot
      } else {
        slots[position] = FormatArgumentSlot(
          position: position, type: specifier.type, specifiers: [specifier.text])
      }
    }
    return slots
  }
}

extension CatalogEntry {
  /// Whether every rule passes the key over: Xcode marked it `stale` (the code no longer
  /// uses it) or the developer marked it not to be translated.
  var isPassedOver: Bool { shouldTranslate == false || extractionState == "stale" }
}

extension StringCatalog {
  /// The catalog as rules see it: without the keys every rule passes over.
  package var linted: StringCatalog {
    var copy = self
    copy.strings = OrderedMap(strings.filter { !$0.value.isPassedOver }.map { ($0.key, $0.value) })
    return copy
  }

  /// The source-language units of `key`; when the source language has no entry, the key
  /// itself, which is the text Xcode shows in the source language.
  package func sourceUnits(key: String) -> [CatalogUnit] {
    let units = units(key: key, language: sourceLanguage)
    if !units.isEmpty || strings[key]?.localizations[sourceLanguage] != nil { return units }
    let text = strings[key]?.comment.flatMap { Self.interfaceBuilderText(key: key, comment: $0) }
    return [
      CatalogUnit(
        key: key, language: sourceLanguage, unit: StringUnit(value: text ?? key),
        pluralCategory: nil, device: nil, substitution: nil, substitutions: [:])
    ]
  }

  /// The source text of a storyboard or XIB key, which Xcode keeps only in the comment:
  /// key `BgM-ve-c93.title`, comment `Class = "NSMenuItem"; title = "\tLeft to Right";
  /// ObjectID = "BgM-ve-c93";`.
  static func interfaceBuilderText(key: String, comment: String) -> String? {
    guard let dot = key.lastIndex(of: "."), comment.contains("ObjectID = ") else { return nil }
    let property = key[key.index(after: dot)...]
    guard !property.isEmpty, let start = comment.range(of: "; \(property) = \"") else {
      return nil
    }
    var text = ""
    var escaped = false
    for character in comment[start.upperBound...] {
      if escaped {
        switch character {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "r": text.append("\r")
        default: text.append(character)
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        return text
      } else {
        text.append(character)
      }
    }
    return nil
  }

  /// Whether the texts of `key` are format strings: the source takes arguments.
  ///
  /// A `%` in the prose of a string without arguments ("100%", "70% dla") is shown as
  /// written, so it is not a specifier. A source takes arguments when one of its texts has
  /// a substitution or a specifier that prose does not produce: one with `n$`, `@`, a length
  /// modifier, or a conversion letter not followed by another letter and without the space
  /// flag ("% d" is the "% d" of "70% dla").
  package func takesArguments(key: String) -> Bool {
    sourceUnits(key: key).contains { $0.hasArgumentSpecifier }
  }
}

extension CatalogUnit {
  /// Whether the text has a substitution or a specifier that prose would not produce.
  var hasArgumentSpecifier: Bool {
    if isLiteralPercent { return false }
    let scalars = Array(value.unicodeScalars)
    func strong(_ text: String, offset: Int) -> Bool {
      if text.contains(" ") { return false }
      if text.contains("$") || text.hasSuffix("@") { return true }
      if text.dropFirst().contains(where: { "hlqLztj".contains($0) }) { return true }
      let next = offset + text.unicodeScalars.count
      return next >= scalars.count || !scalars[next].properties.isAlphabetic
    }
    do {
      for segment in try FormatString.parse(value, context: formatContext) {
        switch segment {
        case .substitution, .substitutionArgument: return true
        case .specifier(let specifier):
          if strong(specifier.text, offset: specifier.offset) { return true }
        case .literal: continue
        }
      }
      return false
    } catch {
      guard let text = error.specifier, let offset = error.offset else { return false }
      return strong(text, offset: offset)
    }
  }
}

extension StringCatalog {
  /// Calls `body` with every translated unit (every language but the source) and the
  /// source unit at the same place.
  func forEachTranslation(_ body: (_ unit: CatalogUnit, _ source: CatalogUnit) -> Void) {
    for (key, entry) in strings {
      let sourceUnits = sourceUnits(key: key)
      for language in entry.localizations.keys where language != sourceLanguage {
        for unit in units(key: key, language: language) {
          guard let source = sourceUnit(for: unit, in: sourceUnits) else { continue }
          body(unit, source)
        }
      }
    }
  }
}

extension CatalogUnit {
  /// " (plural one)" or "", for messages.
  var placeLabel: String { variationPath.isEmpty ? "" : " (\(variationPath))" }

  /// Whether the text counts as translated: not `new`, `needs_review` or `stale`, which
  /// missing-translation reports.
  var isMarkedTranslated: Bool { unit.state == nil || unit.state == "translated" }
}
