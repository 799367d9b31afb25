import Foundation
import PaySheetKit

/// One translatable text of a catalog: a string unit at some depth of variations.
///
/// A class, so that the rules pass a text around with one reference count rather than the
/// eight of its strings and dictionary: a lint of a large catalog hands some 14,000 texts to
/// fourteen rules. Immutable, hence `Sendable`.
package final class CatalogUnit: Sendable {
  /// The key, and the substitution, device and plural form of the variation the unit is.
  package let place: CatalogPlace
  package let language: String
  package let unit: StringUnit
  /// The localization's substitutions, which decide the arguments of `%#@name@`.
  package let substitutions: [String: SubstitutionSpec]
  /// The text parsed as a format string, once, as several rules read it.
  package let segments: Result<[FormatString.Segment], FormatStringError>
  /// The arguments the text uses, by position (`argumentSlots()`).
  private let slots: Result<[Int: FormatArgumentSlot], FormatStringError>

  package init(
    key: String, language: String, unit: StringUnit, pluralCategory: String?, device: String?,
    substitution: String?, substitutions: [String: SubstitutionSpec]
  ) {
    place = CatalogPlace(
      key: key, substitution: substitution, device: device, plural: pluralCategory)
    self.language = language
    self.unit = unit
    self.substitutions = substitutions
    let context = Self.formatContext(substitution: substitution)
    let segments = Result { () throws(FormatStringError) in
      try FormatString.parse(unit.value, context: context)
    }
    self.segments = segments
    // Most texts have no `%`, and so no arguments.
    guard unit.value.containsByte(UInt8(ascii: "%")) else {
      slots = .success([:])
      return
    }
    slots = Self.slots(
      of: unit.value, segments, context: context, substitutions: substitutions,
      isFragment: substitution != nil || pluralCategory != nil)
  }

  /// The segments of the text, or nil when it is no valid format string.
  package var parsed: [FormatString.Segment]? { try? segments.get() }

  package var key: String { place.key }
  /// The plural category, when the unit is one form of plural variations.
  package var pluralCategory: String? { place.plural }
  /// The device, when the unit is one form of device variations.
  package var device: String? { place.device }
  /// The substitution the unit belongs to (`%#@name@`), when it is one of its variations.
  package var substitution: String? { place.substitution }

  package var value: String { unit.value }
  package var position: SourcePosition? { unit.valuePosition }
  package var formatContext: FormatString.Context { Self.formatContext(substitution: substitution) }

  /// A substitution's variation texts take `%arg`, which other texts do not.
  private static func formatContext(substitution: String?) -> FormatString.Context {
    substitution == nil ? .value : .substitutionValue
  }

  /// Whether `other` sits at the same place among the variations.
  func isAtSamePlace(as other: CatalogUnit) -> Bool { place.isSameVariation(as: other.place) }
}

extension StringCatalog {
  /// Every string unit of `language` under `key`, in file order.
  package func units(key: String, language: String) -> [CatalogUnit] {
    guard let localization = strings[key]?.localizations[language] else { return [] }
    return Self.units(of: localization, key: key, language: language)
  }

  /// Every string unit of `localization`, the text of `key` in `language`, in file order.
  static func units(of localization: Localization, key: String, language: String)
    -> [CatalogUnit]
  {
    // Most localizations are one string unit: walking their empty maps generically took a
    // fifth of walking DuckDuckGo's 11,000 localizations.
    if localization.variations == nil, localization.substitutions.keys.isEmpty,
      let unit = localization.stringUnit
    {
      return [
        CatalogUnit(
          key: key, language: language, unit: unit, pluralCategory: nil, device: nil,
          substitution: nil, substitutions: [:])
      ]
    }
    var specs: [String: SubstitutionSpec] = [:]
    for (name, substitution) in localization.substitutions.pairs {
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
        for (name, inner) in variations.device.pairs {
          walk(inner, plural: plural, device: name, substitution: substitution)
        }
        for (category, inner) in variations.plural.pairs {
          walk(inner, plural: category, device: device, substitution: substitution)
        }
      }
    }
    walk(localization, plural: nil, device: nil, substitution: nil)
    for (name, substitution) in localization.substitutions.pairs {
      if let variations = substitution.variations {
        walk(Localization(variations: variations), plural: nil, device: nil, substitution: name)
      }
    }
    return result
  }

  /// The source-language unit that corresponds to `unit`: same substitution, device and
  /// plural category, or the `other` form when the source has no such category.
  static func sourceUnit(for unit: CatalogUnit, in sourceUnits: [CatalogUnit]) -> CatalogUnit? {
    if let exact = sourceUnits.first(where: { $0.isAtSamePlace(as: unit) }) { return exact }
    let candidates = sourceUnits.filter { $0.substitution == unit.substitution }
    return candidates.first {
      $0.pluralCategory == "other" && ($0.device ?? "other") == (unit.device ?? "other")
    }
      ?? candidates.first { $0.pluralCategory == "other" || $0.pluralCategory == nil }
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
    try slots.get()
  }

  private static func slots(
    of value: String, _ segments: Result<[FormatString.Segment], FormatStringError>,
    context: FormatString.Context, substitutions: [String: SubstitutionSpec], isFragment: Bool
  ) -> Result<[Int: FormatArgumentSlot], FormatStringError> {
    Result { () throws(FormatStringError) in
      if isLiteralPercent(value) { return [:] }
      do throws(FormatStringError) {
        let slots = try FormatString.arguments(of: segments.get(), substitutions: substitutions)
        return Dictionary(uniqueKeysWithValues: slots.map { ($0.position, $0) })
      } catch  where error.kind == .missingArgument && isFragment {
        // A plural form may leave out the counted number ("Found a line ending other than %2$@").
        return try fragmentSlots(segments.get())
      }
    }
  }

  var isLiteralPercent: Bool { Self.isLiteralPercent(value) }

  /// The text with each `%` that starts no specifier (`% (` in `%@% (%@ minimum)`) read as
  /// the percent sign it shows, and the segments of that reading; the text and its segments
  /// when it parses, nil when a defect is not of one `%` (two types for one argument).
  ///
  /// A malformed source still has arguments a translation must carry: read this way, the
  /// translations of `%@% (%@ minimum)` are held to its two arguments.
  var readableSegments: (text: String, segments: [FormatString.Segment])? {
    if let parsed { return (value, parsed) }
    var scalars = Array(value.unicodeScalars)
    // Each round mends one `%`; a text has few.
    for _ in 0..<16 {
      let text = String(String.UnicodeScalarView(scalars))
      let error: FormatStringError
      do {
        return (text, try FormatString.parse(text, context: formatContext))
      } catch let caught {
        error = caught
      }
      guard error.kind == .invalidSpecifier || error.kind == .incompleteSpecifier,
        let offset = error.offset, offset < scalars.count, scalars[offset] == "%"
      else { return nil }
      scalars.insert("%", at: offset)
    }
    return nil
  }

  /// The arguments of the text as far as it can be read (`readableSegments`), by position;
  /// nil when even that reading uses one argument as two types or skips one.
  func readableArgumentSlots() -> [Int: FormatArgumentSlot]? {
    if let slots = try? slots.get() { return slots }
    guard let (text, segments) = readableSegments else { return nil }
    return try? Self.slots(
      of: text, .success(segments), context: formatContext, substitutions: substitutions,
      isFragment: substitution != nil || pluralCategory != nil
    ).get()
  }

  private static func isLiteralPercent(_ value: String) -> Bool {
    value.hasSuffix("%") && value.unicodeScalars.filter { $0 == "%" }.count == 1
  }

  private static func fragmentSlots(_ segments: [FormatString.Segment]) throws(FormatStringError)
    -> [Int: FormatArgumentSlot]
  {
    var slots: [Int: FormatArgumentSlot] = [:]
    for case .specifier(let specifier) in segments {
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
  /// Whether every rule passes the key over: the developer marked it not to be translated.
  var isPassedOver: Bool { shouldTranslate == false }

  /// Whether Xcode marked the key `stale`: the code no longer names it as a literal.
  ///
  /// Apps that build keys at run time still show such keys, so every rule that judges what
  /// a text shows checks them; the rules that ask for a translation or a review
  /// (`missing-translation`, `awaiting-review`) pass them over, and `stale-key` counts them.
  package var isStale: Bool { extractionState == "stale" }
}

extension StringCatalog {
  /// The catalog as rules see it: without the keys every rule passes over.
  package var linted: StringCatalog {
    guard strings.values.contains(where: \.isPassedOver) else { return self }
    var copy = self
    copy.strings = OrderedMap(strings.filter { !$0.value.isPassedOver }.map { ($0.key, $0.value) })
    return copy
  }

  /// The source-language units of `key`; when the source language has no entry, the key
  /// itself, which is the text Xcode shows in the source language, unless the key of a
  /// `.strings` table is an identifier (`MissingSource.keyStandsIn`): none then.
  package func sourceUnits(key: String) -> [CatalogUnit] {
    Self.sourceUnits(
      key: key, entry: strings[key], sourceLanguage: sourceLanguage,
      keyStandsIn: keysWithoutSource[key]?.keyStandsIn ?? true)
  }

  /// `sourceUnits(key:)` of `entry`, the entry of `key`.
  static func sourceUnits(
    key: String, entry: CatalogEntry?, sourceLanguage: String, keyStandsIn: Bool
  ) -> [CatalogUnit] {
    if let localization = entry?.localizations[sourceLanguage] {
      return units(of: localization, key: key, language: sourceLanguage)
    }
    // An identifier key of a `.strings` table without a source text (an object ID,
    // `summary.tip`) is no text: a translation compared with it would be misjudged.
    guard keyStandsIn else { return [] }
    // The key itself, or the text a storyboard key's comment holds.
    let text = entry?.comment.flatMap {
      InterfaceBuilderComment.sourceText(key: key, comment: $0)?.text
    }
    return [
      CatalogUnit(
        key: key, language: sourceLanguage, unit: StringUnit(value: text ?? key),
        pluralCategory: nil, device: nil, substitution: nil, substitutions: [:])
    ]
  }
}

extension CatalogUnit {
  /// Whether the text has a substitution or a specifier that prose would not produce.
  var hasArgumentSpecifier: Bool {
    if isLiteralPercent { return false }
    do {
      return Self.hasStrongSpecifier(try segments.get(), in: Array(value.unicodeScalars))
    } catch {
      if let text = error.specifier, let offset = error.offset,
        Self.isStrong(text, offset: offset, in: Array(value.unicodeScalars))
      {
        return true
      }
      // A malformed `%` beside well-formed specifiers (`%@% (%@ minimum)`) leaves them
      // arguments: the text takes those.
      guard let (text, readable) = readableSegments else { return false }
      return Self.hasStrongSpecifier(readable, in: Array(text.unicodeScalars))
    }
  }

  private static func hasStrongSpecifier(
    _ segments: [FormatString.Segment], in scalars: [Unicode.Scalar]
  ) -> Bool {
    for segment in segments {
      switch segment {
      case .substitution, .substitutionArgument: return true
      case .specifier(let specifier):
        if isStrong(specifier.text, offset: specifier.offset, in: scalars) { return true }
      case .literal: continue
      }
    }
    return false
  }

  /// Whether a specifier is one prose does not produce: with `n$`, `@` or a length
  /// modifier, or not followed by a letter, and without the space flag.
  private static func isStrong(_ text: String, offset: Int, in scalars: [Unicode.Scalar]) -> Bool {
    if text.contains(" ") { return false }
    if text.contains("$") || text.hasSuffix("@") { return true }
    if text.dropFirst().contains(where: { "hlqLztj".contains($0) }) { return true }
    let next = offset + text.unicodeScalars.count
    return next >= scalars.count || !scalars[next].properties.isAlphabetic
  }

  /// The specifiers of the text that prose does not produce, as written, in order.
  var argumentSpecifiers: [String] {
    guard !isLiteralPercent, let (text, readable) = readableSegments else { return [] }
    let scalars = Array(text.unicodeScalars)
    var found: [String] = []
    for segment in readable {
      switch segment {
      case .substitution(let reference): found.append(reference.text)
      case .specifier(let specifier)
      where Self.isStrong(specifier.text, offset: specifier.offset, in: scalars):
        found.append(specifier.text)
      default: continue
      }
    }
    return found
  }
}

extension CatalogUnit {
  /// " (plural one)" or "", for messages.
  var placeLabel: String { place.variationLabel.isEmpty ? "" : " (\(place.variationLabel))" }

  /// Whether the text counts as translated: not `new`, `needs_review` or `stale`, which
  /// missing-translation reports.
  var isMarkedTranslated: Bool { unit.state == nil || unit.state == "translated" }
}

extension String {
  /// Whether the text's UTF-8 holds `byte`, in one pass over its bytes: rules ask it of
  /// every text to pass over the many that cannot have what they look for.
  ///
  /// C's `memchr`, which compares many bytes an instruction, where a Swift loop compared
  /// one: 100,000 looks took 24 of the 1,277 million instructions of a lint of DuckDuckGo's
  /// catalog.
  func containsByte(_ byte: UInt8) -> Bool {
    utf8.withContiguousStorageIfAvailable { bytes in
      guard let start = bytes.baseAddress else { return false }
      return memchr(start, Int32(byte), bytes.count) != nil
    } ?? utf8.contains(byte)
  }

  /// Whether the text's UTF-8 holds all of `part`'s in a row: a text that does not cannot
  /// hold an ASCII `part` (a format specifier) as characters either, and Foundation's
  /// `range(of:)` need not look.
  func containsBytes(of part: String) -> Bool {
    // Both read in place: an array of `part`'s bytes was a heap allocation per text asked.
    var text = self
    var part = part
    return part.withUTF8 { needle in
      guard let first = needle.first else { return true }
      return text.withUTF8 { bytes in
        var start = 0
        while start + needle.count <= bytes.count {
          if bytes[start] == first,
            bytes[start..<(start + needle.count)].elementsEqual(needle)
          {
            return true
          }
          start += 1
        }
        return false
      }
    }
  }
}
