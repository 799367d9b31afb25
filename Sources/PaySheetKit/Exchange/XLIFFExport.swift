extension XLIFFFile {
  /// What Xcode's export writes for `catalog` in `language`: one unit per text, with ids of
  /// Xcode 15's form (`key|==|plural.one`), the source text, the translation with its
  /// state when there is one, and the comment as the note.
  ///
  /// The forms a language needs are exported even when it lacks them (Russian `few` and
  /// `many` for an English `one` and `other`), each with the source's form of that category
  /// or else its `other`, and without a target, as Xcode does. Keys not to be translated
  /// are left out, and so is a text XML cannot hold (`omitted` names each).
  public init(exporting catalog: StringCatalog, original: String, language: String) {
    var units: [XLIFFUnit] = []
    var omitted: [String] = []
    let needed = (try? SheetLocale(language).pluralCategories.map(\.rawValue)) ?? []
    for (key, entry) in catalog.strings.pairs where entry.shouldTranslate != false {
      let sourcePlaces =
        entry.localizations[catalog.sourceLanguage]?.places(key: key)
        ?? [(XLIFFPlace(key: key), StringUnit(value: key))]
      let target = entry.localizations[language]
      var places: [(XLIFFPlace, String)] = []
      var seen = Set<XLIFFPlace>()
      func add(_ place: XLIFFPlace, _ source: String) {
        if seen.insert(place).inserted { places.append((place, source)) }
      }
      var exportedSets = Set<XLIFFPlace>()
      for (place, unit) in sourcePlaces {
        guard place.plural != nil else {
          add(place, unit.value)
          continue
        }
        // A plural set's forms at once, in CLDR order, where the source's first form is.
        var set = place
        set.plural = nil
        guard exportedSets.insert(set).inserted else { continue }
        var forms: [String: String] = [:]
        for (other, form) in sourcePlaces where other.plural != nil {
          var otherSet = other
          otherSet.plural = nil
          if otherSet == set { forms[other.plural!] = form.value }
        }
        var categories = Set(forms.keys)
        if language != catalog.sourceLanguage, !needed.isEmpty {
          categories = Set(needed).union(
            forms.keys.filter { name in
              var form = set
              form.plural = name
              return target?.unit(at: form) != nil
            })
        }
        for name in PluralCategory.allCases.map(\.rawValue) where categories.contains(name) {
          var form = set
          form.plural = name
          add(form, forms[name] ?? forms["other"] ?? unit.value)
        }
      }
      // A translation's own forms the source lacks.
      for (place, _) in target?.places(key: key) ?? [] where !seen.contains(place) {
        var group = place
        group.plural = nil
        let source = sourcePlaces.first { $0.place == group }?.unit.value ?? key
        add(place, source)
      }
      let comment = entry.comment ?? ""
      for (place, source) in places {
        if let scalar = XLIFFExchange.unwritable(place.catalogID + source + comment) {
          omitted.append(
            "key '\(PaySheetError.clip(key))': its id, source or comment holds \(XLIFFExchange.name(scalar)), which XML cannot hold; the unit \(Quote.id(place.catalogID)) was left out"
          )
          continue
        }
        var unit = XLIFFUnit(
          id: place.catalogID, source: source, notes: comment.isEmpty ? [] : [comment])
        if let translated = target?.unit(at: place) {
          if let scalar = XLIFFExchange.unwritable(translated.value) {
            omitted.append(
              "key '\(PaySheetError.clip(key))': the \(language) text holds \(XLIFFExchange.name(scalar)), which XML cannot hold; the unit \(Quote.id(place.catalogID)) went without its target"
            )
          } else {
            unit.target = translated.value
            unit.state = XLIFFExchange.xliffState(translated.state)
          }
        }
        units.append(unit)
      }
    }
    self.init(
      original: original, sourceLanguage: catalog.sourceLanguage, targetLanguage: language,
      toolID: XLIFFExchange.toolID, units: units)
    self.omitted = omitted
  }
}

extension XLIFFExchange {
  /// The `tool-id` of what this package writes.
  public static let toolID = "paysheet"

  /// The first character of `text` that XML 1.0 cannot hold, not even as a reference: the
  /// C0 controls but tab and line breaks, U+FFFE and U+FFFF.
  static func unwritable(_ text: String) -> Unicode.Scalar? {
    text.unicodeScalars.first {
      ($0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r") || $0.value == 0xFFFE
        || $0.value == 0xFFFF
    }
  }

  static func name(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

private enum Quote {
  static func id(_ id: String) -> String { "'\(PaySheetError.clip(id))'" }
}

extension XLIFFDocument {
  /// The file as XML in Xcode's layout: two spaces a level, a unit's `<note/>` even when
  /// empty, `xml:space="preserve"` on every unit.
  ///
  /// Text escapes `&`, `<` and `>`, and a carriage return as `&#13;`, which XML would
  /// otherwise read back as a line feed; attributes escape `"` and line breaks and tabs too,
  /// which XML would read back as spaces.
  public func xmlBytes(toolVersion: String) -> [UInt8] {
    var out =
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" version=\"1.2\" xsi:schemaLocation=\"urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd\">\n"
    for file in files {
      out += "  <file"
      if let original = file.original { out += " original=\"\(Self.attribute(original))\"" }
      out += " source-language=\"\(Self.attribute(file.sourceLanguage))\""
      if let target = file.targetLanguage {
        out += " target-language=\"\(Self.attribute(target))\""
      }
      out += " datatype=\"plaintext\">\n    <header>\n"
      let tool = Self.attribute(file.toolID ?? XLIFFExchange.toolID)
      out +=
        "      <tool tool-id=\"\(tool)\" tool-name=\"\(tool)\" tool-version=\"\(Self.attribute(toolVersion))\"/>\n"
      out += "    </header>\n    <body>\n"
      for unit in file.units {
        out += "      <trans-unit id=\"\(Self.attribute(unit.id))\""
        if let resname = unit.resname { out += " resname=\"\(Self.attribute(resname))\"" }
        if !unit.translate { out += " translate=\"no\"" }
        out += " xml:space=\"preserve\">\n"
        out += "        " + Self.element("source", unit.source) + "\n"
        if let target = unit.target {
          let state = unit.state.map { " state=\"\(Self.attribute($0))\"" } ?? ""
          out += "        " + Self.element("target", target, attributes: state) + "\n"
        }
        let note = unit.notes.joined(separator: "\n")
        out += "        " + Self.element("note", note) + "\n"
        out += "      </trans-unit>\n"
      }
      out += "    </body>\n  </file>\n"
    }
    out += "</xliff>\n"
    return Array(out.utf8)
  }

  private static func element(_ name: String, _ text: String, attributes: String = "") -> String {
    text.isEmpty
      ? "<\(name)\(attributes)/>" : "<\(name)\(attributes)>\(Self.text(text))</\(name)>"
  }

  private static func text(_ text: String) -> String { MarkupEscaper.xmlText.escape(text) }

  private static func attribute(_ value: String) -> String {
    MarkupEscaper.xmlAttribute.escape(value)
  }
}

/// What merging an XLIFF into a catalog changed, and what it passed over.
public struct XLIFFMerge: Sendable {
  /// The catalog with the XLIFF's translations.
  public var catalog: StringCatalog
  /// The texts that changed: a new translation, or a new value or state.
  public var changed: [(key: String, place: XLIFFPlace, value: String)]
  /// Units whose key the catalog does not have, which Xcode's import passes over too.
  public var unknownKeys: [String]
}

extension StringCatalog {
  /// Merges the translations of `file` into the catalog, as Xcode's import does: each
  /// unit's target becomes the text at its place (plural, device or substitution form) in
  /// the file's target language, with the catalog state of its `state`; a unit without a
  /// target, or with an empty one, leaves the text untranslated.
  ///
  /// A text whose value and state (as the export writes them) are unchanged is left as it
  /// is, member for member, so that importing an unchanged export changes no byte.
  public func merging(_ file: XLIFFFile) -> XLIFFMerge {
    merging(file, drawnFrom: nil)
  }

  /// The catalog with the translations of `file` drawn over it, as `merging(_:)` merges
  /// them, without writing anything: a translator's text not yet imported, for a preview.
  ///
  /// Every text the XLIFF gives, changed or not, is placed at its `<target>`, and a finding
  /// on it names `path` and the unit (`overlaidTexts`), since that is the file the
  /// translator has open; the catalog's other texts keep their places in the catalog.
  public func overlaying(_ file: XLIFFFile, from path: String) -> XLIFFMerge {
    merging(file, drawnFrom: path)
  }

  private func merging(_ file: XLIFFFile, drawnFrom path: String?) -> XLIFFMerge {
    var catalog = self
    var changed: [(String, XLIFFPlace, String)] = []
    var unknown: [String] = []
    guard let language = file.targetLanguage else {
      return XLIFFMerge(catalog: self, changed: [], unknownKeys: [])
    }
    for unit in file.units {
      let place = XLIFFPlace(unit: unit, language: language)
      guard !place.isFormatSpecifier, let text = unit.target, !text.isEmpty else { continue }
      guard var entry = catalog.strings[place.key] else {
        if !unknown.contains(place.key) { unknown.append(place.key) }
        continue
      }
      let state = XLIFFExchange.catalogState(unit.state)
      var localization = entry.localizations[language] ?? Localization()
      let existing = localization.unit(at: place)
      let unchanged =
        existing.map {
          $0.value == text
            && XLIFFExchange.catalogState(XLIFFExchange.xliffState($0.state)) == state
        } ?? false
      if unchanged, path == nil { continue }
      var updated = existing ?? StringUnit(state: state, value: text)
      updated.value = text
      updated.state = state
      if let path, let at = unit.targetPosition {
        updated.valuePosition = at
        updated.position = at
        catalog.overlaidTexts[OverlaidText(key: place.key, language: language, position: at)] =
          ExchangeOrigin(file: path, unitID: unit.id)
      }
      let template = place.substitution.flatMap {
        entry.localizations[sourceLanguage]?.substitutions[$0]
      }
      localization.setUnit(updated, at: place, template: template)
      entry.localizations[language] = localization
      catalog.strings[place.key] = entry
      if !unchanged { changed.append((place.key, place, text)) }
    }
    return XLIFFMerge(catalog: catalog, changed: changed, unknownKeys: unknown)
  }
}

/// A text of a catalog by its key, language and place.
struct OverlaidText: Sendable, Hashable {
  var key: String
  var language: String
  var position: SourcePosition
}

/// The XLIFF a text was read from and the id of its `<trans-unit>`.
package struct ExchangeOrigin: Sendable, Hashable {
  package var file: String
  package var unitID: String
}

extension StringCatalog {
  /// The XLIFF drawn over the catalog that gave the text of `key` in `language` at
  /// `position`, if one did, or the `.strings` or `.stringsdict` file it is in.
  package func exchangeOrigin(key: String, language: String?, position: SourcePosition)
    -> ExchangeOrigin?
  {
    if let language,
      let origin = overlaidTexts[OverlaidText(key: key, language: language, position: position)]
    {
      return origin
    }
    // A key read from a `.stringsdict` beside the `.strings` the catalog is named by.
    guard let file = keyFiles[key], strings[key]?.keyPosition == position else { return nil }
    return ExchangeOrigin(file: file, unitID: key)
  }

  /// The XLIFFs drawn over the catalog.
  package var overlaidFiles: Set<String> { Set(overlaidTexts.values.map(\.file)) }
}
