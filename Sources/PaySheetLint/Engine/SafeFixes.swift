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

/// The fixes that cannot change what a translation says: whitespace at the ends, doubled
/// or as a tab that its source does not have (`whitespace`), and `\n` or `\t` typed as
/// text where the source has the character (`escape-as-text`).
///
/// Source texts, keys passed over (stale, not to be translated) and everything else in
/// the file are left as they are, so that the catalog written back differs from the read
/// one only in the fixed values.
public enum SafeFixes {
  /// `catalog` with the safe fixes applied, and the fixes, in file order.
  public static func apply(to catalog: StringCatalog) -> (catalog: StringCatalog, fixes: [SafeFix])
  {
    var fixed = catalog
    var fixes: [SafeFix] = []
    let linted = catalog.linted
    for (key, entry) in linted.strings {
      let sourceUnits = linted.sourceUnits(key: key)
      let multiLine = WhitespaceRule.isMultiLine(sourceUnits)
      for language in entry.localizations.keys where language != linted.sourceLanguage {
        guard var localization = fixed.strings[key]?.localizations[language] else { continue }
        var changed = false
        rewrite(&localization, plural: nil, device: nil, substitution: nil) { unit, slot in
          let probe = CatalogUnit(
            key: key, language: language, unit: unit, pluralCategory: slot.plural,
            device: slot.device, substitution: slot.substitution, substitutions: [:])
          guard let source = StringCatalog.sourceUnit(for: probe, in: sourceUnits) else { return }
          var value = unit.value
          for (rule, fix) in [
            (EscapeAsTextRule.id, { EscapeAsTextRule.fixed($0, source: source.value) }),
            (
              WhitespaceRule.id,
              { WhitespaceRule.fixed($0, source: source.value, multiLine: multiLine) }
            ),
          ] as [(String, (String) -> String)] {
            let after = fix(value)
            guard after != value else { continue }
            fixes.append(
              SafeFix(
                key: key, language: language, place: probe.variationPath, ruleID: rule,
                before: value, after: after, position: unit.valuePosition))
            value = after
          }
          if value != unit.value {
            unit.value = value
            changed = true
          }
        }
        if changed { fixed.strings[key]?.localizations[language] = localization }
      }
    }
    return (fixed, fixes)
  }

  /// Which variation a string unit is.
  typealias Slot = (plural: String?, device: String?, substitution: String?)

  /// Calls `body` on every string unit of `localization`, in place, at any depth.
  private static func rewrite(
    _ localization: inout Localization, plural: String?, device: String?, substitution: String?,
    _ body: (inout StringUnit, Slot) -> Void
  ) {
    if var unit = localization.stringUnit {
      body(&unit, (plural, device, substitution))
      if unit != localization.stringUnit { localization.stringUnit = unit }
    }
    if var variations = localization.variations {
      for name in variations.device.keys {
        guard var inner = variations.device[name] else { continue }
        rewrite(&inner, plural: plural, device: name, substitution: substitution, body)
        variations.device[name] = inner
      }
      for category in variations.plural.keys {
        guard var inner = variations.plural[category] else { continue }
        rewrite(&inner, plural: category, device: device, substitution: substitution, body)
        variations.plural[category] = inner
      }
      localization.variations = variations
    }
    guard substitution == nil else { return }
    for name in localization.substitutions.keys {
      guard var entry = localization.substitutions[name], let variations = entry.variations
      else { continue }
      var wrapper = Localization(variations: variations)
      rewrite(&wrapper, plural: nil, device: nil, substitution: name, body)
      entry.variations = wrapper.variations
      localization.substitutions[name] = entry
    }
  }
}

extension WhitespaceRule {
  /// The text without the whitespace problems its source does not share, as `--fix`
  /// writes it: spaces and tabs at either end dropped, a run of spaces made one, a tab
  /// inside made a space. A line break where a line must stay one is left for a person.
  static func fixed(_ value: String, source: String, multiLine: Bool) -> String {
    let shared = Set(problems(in: source, multiLine: multiLine).map(\.kind))
    let found = Set(problems(in: value, multiLine: multiLine).map(\.kind)).subtracting(shared)
    guard !found.subtracting([.lineBreak]).isEmpty else { return value }
    var scalars = Array(value.unicodeScalars)
    if found.contains(.leading) {
      while let first = scalars.first, isSpace(first) { scalars.removeFirst() }
    }
    if found.contains(.trailing) {
      while scalars.count > 1, let last = scalars.last, isSpace(last) { scalars.removeLast() }
    }
    if found.contains(.tab) {
      for index in scalars.indices.dropFirst().dropLast() where scalars[index] == "\t" {
        scalars[index] = " "
      }
    }
    if found.contains(.doubled) {
      var kept: [Unicode.Scalar] = []
      for scalar in scalars {
        if isSpace(scalar), scalar != "\t", let last = kept.last, isSpace(last), last != "\t" {
          continue
        }
        kept.append(scalar)
      }
      scalars = kept
    }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars)
    return String(text)
  }
}
