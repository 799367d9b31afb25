import PaySheetKit

/// One text `--fix` changed: where it is, which rule's finding it mends, before and after.
public struct SafeFix: Sendable, Hashable {
  /// The key and the variation of the text.
  public var place: CatalogPlace
  public var language: String
  public var ruleID: String
  public var before: String
  public var after: String
  public var position: SourcePosition?

  public var key: String { place.key }
}

/// The fixes that cannot change what a translation says, made by the enabled rules that
/// fix (`CorrectingRule`): whitespace at the ends, doubled or as a tab that its source does
/// not have (`whitespace`), and `\n` or `\t` typed as text where the source has the
/// character, `\'` or `\"` where the source has no such escape (`escape-as-text`), and the
/// no-break space French sets before `:` `;` `!` `?` where a French text has no space
/// (`french-punctuation-spacing`).
///
/// Source texts, keys passed over (not to be translated) and everything else in
/// the file are left as they are, so that the catalog written back differs from the read
/// one only in the fixed values.
public enum SafeFixes {
  /// `catalog` with the safe fixes of the rules `registry` enables applied, and the fixes,
  /// in file order. `LintSession.run(_:)` applies them for a request that asks to fix.
  public static func apply(
    to catalog: StringCatalog, registry: RuleRegistry = RuleRegistry()
  ) -> (catalog: StringCatalog, fixes: [SafeFix]) {
    let rules = registry.correcting
    guard !rules.isEmpty else { return (catalog, []) }
    var fixes: [SafeFix] = []
    /// Key to language to place to the fixed text.
    var fixedValues: [String: [String: [CatalogPlace: String]]] = [:]
    for key in LintedCatalog(catalog).keys {
      for language in key.translations {
        for case (let unit, let source?) in language.units {
          var value = unit.value
          for rule in rules {
            let after = rule.corrected(
              value, unit: unit, source: source, in: language, of: key)
            guard after != value else { continue }
            fixes.append(
              SafeFix(
                place: unit.place, language: language.language,
                ruleID: type(of: rule).description.id, before: value, after: after,
                position: unit.position))
            value = after
          }
          if value != unit.value {
            fixedValues[key.key, default: [:]][language.language, default: [:]][unit.place] =
              value
          }
        }
      }
    }
    var fixed = catalog
    for (key, languages) in fixedValues {
      for (language, values) in languages {
        guard var localization = fixed.strings[key]?.localizations[language] else { continue }
        for (place, unit) in localization.places(key: key) {
          guard let value = values[place], value != unit.value else { continue }
          var fixedUnit = unit
          fixedUnit.value = value
          localization.setUnit(fixedUnit, at: place)
        }
        fixed.strings[key]?.localizations[language] = localization
      }
    }
    return (fixed, fixes)
  }
}
