/// How an XLIFF's texts become a String Catalog's, and back, as Xcode exchanges them.
public enum XLIFFExchange {
  /// The note Xcode writes for a key without a comment; it is no comment.
  static let noComment = "No comment provided by engineer."

  /// The catalog state of an XLIFF `state`: `needs-review-*` and `needs-adaptation` are
  /// `needs_review`, `new` and `needs-translation` are `new`, every other state (`final`,
  /// `signed-off`, none) is `translated`, as Xcode imports them.
  public static func catalogState(_ state: String?) -> String {
    switch state {
    case "new", "needs-translation": return "new"
    case let state? where state.hasPrefix("needs-"): return "needs_review"
    default: return "translated"
    }
  }

  /// The XLIFF `state` Xcode exports for a catalog state.
  public static func xliffState(_ state: String?) -> String {
    switch state {
    case "new": return "new"
    case "needs_review", "stale": return "needs-review-translation"
    default: return "translated"
    }
  }

  /// The developer's comment among a unit's notes: Xcode's placeholder for none is none.
  static func comment(_ notes: [String]) -> String? {
    let kept = notes.filter { !$0.isEmpty && $0 != noComment }
    return kept.isEmpty ? nil : kept.joined(separator: "\n")
  }
}

extension StringCatalog {
  /// The catalog a `<file>` of an XLIFF stands for, as the lint reads it: source texts from
  /// `<source>`, the target language's from `<target>` with its state, the comment from
  /// the developer's `<note>`; each text placed at its `<source>` or `<target>`, each key
  /// at its first `<trans-unit>`. An empty or missing target is a text not yet translated
  /// (`new`, empty), at the `<target>` or else its `<trans-unit>`.
  ///
  /// The catalog keeps the trans-unit id of each text (`exchangeUnitIDs`), for findings to
  /// name. A later unit for the same text is read in the place of the first, as an import
  /// takes it; one with the same id is kept in `duplicateMembers`, at its `<trans-unit>`.
  package init(linting file: XLIFFFile) {
    var catalog = StringCatalog(sourceLanguage: file.sourceLanguage)
    var ids: [Int: String] = [:]
    var firstUnits: [XLIFFPlace: (id: String, position: SourcePosition?)] = [:]
    let target = file.targetLanguage.flatMap { $0 == file.sourceLanguage ? nil : $0 }
    for unit in file.units {
      let place = XLIFFPlace(unit: unit, language: target ?? file.sourceLanguage)
      // Only the same id twice: Crowdin numbers the texts of several `.strings` files in one
      // `<file>`, and two of them may name the same key (`CFBundleName` of an app and of
      // its extension), which is no unit written twice.
      if let first = firstUnits[place], first.id == unit.id {
        catalog.duplicateMembers.append(
          DuplicateMember(
            key: unit.id,
            path: FieldPath(
              [.member("strings"), .member(place.key)]
                + (target.map { [.member("localizations"), .member($0)] } ?? [])),
            position: unit.position, first: first.position, isTransUnit: true))
      } else if firstUnits[place] == nil {
        firstUnits[place] = (unit.id, unit.position)
      }
      var entry = catalog.strings[place.key] ?? CatalogEntry()
      if catalog.strings[place.key] == nil {
        entry.keyPosition = unit.position
        entry.position = unit.position
      }
      if entry.comment == nil { entry.comment = XLIFFExchange.comment(unit.notes) }
      if !unit.translate { entry.shouldTranslate = false }
      if place.isFormatSpecifier {
        catalog.strings[place.key] = entry
        continue
      }
      var source = entry.localizations[file.sourceLanguage] ?? Localization()
      var sourceUnit = StringUnit(state: "translated", value: unit.source)
      sourceUnit.valuePosition = unit.sourcePosition
      sourceUnit.position = unit.sourcePosition
      source.setUnit(sourceUnit, at: place)
      entry.localizations[file.sourceLanguage] = source
      if let offset = unit.sourcePosition?.offset { ids[offset] = unit.id }
      if let target {
        var localization = entry.localizations[target] ?? Localization()
        // No text yet is a text not yet translated, at the `<target>` or its unit.
        let text = unit.target ?? ""
        let state = text.isEmpty ? "new" : XLIFFExchange.catalogState(unit.state)
        var targetUnit = StringUnit(state: state, value: text)
        targetUnit.valuePosition = unit.targetPosition ?? unit.position
        targetUnit.position = targetUnit.valuePosition
        localization.setUnit(targetUnit, at: place)
        entry.localizations[target] = localization
        if let offset = unit.targetPosition?.offset { ids[offset] = unit.id }
      }
      if let offset = unit.position?.offset { ids[offset] = unit.id }
      catalog.strings[place.key] = entry
    }
    catalog.exchangeUnitIDs = ids
    self = catalog
  }
}
