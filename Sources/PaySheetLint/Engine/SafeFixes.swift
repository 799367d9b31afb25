import PaySheetKit

/// One text `--fix` changed: where it is, which rule's finding it mends, before and after.
public struct SafeFix: Sendable, Hashable {
  public var key: String
  public var language: String
  /// Where the text sits among the variations ("plural one"), or "".
  public var place: String
  public var ruleID: String
  public var before: String
  public var after: String
  public var position: SourcePosition?
}

/// The fixes that cannot change what a translation says, made by the enabled rules that
/// fix (`CorrectingRule`): whitespace at the ends, doubled or as a tab that its source does
/// not have (`whitespace`), and `\n` or `\t` typed as text where the source has the
/// character, `\'` or `\"` where the source has no such escape (`escape-as-text`).
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
    var fixedValues: [String: [String: [Slot: String]]] = [:]
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
                key: key.key, language: language.language, place: unit.variationPath,
                ruleID: type(of: rule).description.id, before: value, after: after,
                position: unit.position))
            value = after
          }
          if value != unit.value {
            fixedValues[key.key, default: [:]][language.language, default: [:]][Slot(unit)] =
              value
          }
        }
      }
    }
    var fixed = catalog
    for (key, languages) in fixedValues {
      for (language, values) in languages {
        guard var localization = fixed.strings[key]?.localizations[language] else { continue }
        rewrite(&localization, at: Slot()) { unit, slot in
          if let value = values[slot] { unit.value = value }
        }
        fixed.strings[key]?.localizations[language] = localization
      }
    }
    return (fixed, fixes)
  }

  /// Which variation a string unit is.
  struct Slot: Hashable {
    var plural: String?
    var device: String?
    var substitution: String?

    init(plural: String? = nil, device: String? = nil, substitution: String? = nil) {
      self.plural = plural
      self.device = device
      self.substitution = substitution
    }

    init(_ unit: CatalogUnit) {
      self.init(plural: unit.pluralCategory, device: unit.device, substitution: unit.substitution)
    }
  }

  /// Calls `body` on every string unit of `localization`, in place, at any depth.
  private static func rewrite(
    _ localization: inout Localization, at slot: Slot, _ body: (inout StringUnit, Slot) -> Void
  ) {
    if var unit = localization.stringUnit {
      body(&unit, slot)
      if unit != localization.stringUnit { localization.stringUnit = unit }
    }
    if var variations = localization.variations {
      for name in variations.device.keys {
        guard var inner = variations.device[name] else { continue }
        var place = slot
        place.device = name
        rewrite(&inner, at: place, body)
        variations.device[name] = inner
      }
      for category in variations.plural.keys {
        guard var inner = variations.plural[category] else { continue }
        var place = slot
        place.plural = category
        rewrite(&inner, at: place, body)
        variations.plural[category] = inner
      }
      localization.variations = variations
    }
    guard slot.substitution == nil else { return }
    for name in localization.substitutions.keys {
      guard var entry = localization.substitutions[name], let variations = entry.variations
      else { continue }
      var wrapper = Localization(variations: variations)
      rewrite(&wrapper, at: Slot(substitution: name), body)
      entry.variations = wrapper.variations
      localization.substitutions[name] = entry
    }
  }
}
