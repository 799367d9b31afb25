import PaySheetKit

/// Plural variations that lack a form the language needs under CLDR's plural rules (from
/// ICU): Russian needs `one`, `few`, `many` and `other`, and a number that falls in a
/// missing category would show the wrong form or none.
public struct PluralCategoriesRule: LintRule {
  public static let id = "plural-categories"
  public static let defaultSeverity = Severity.error
  public static let summary = "Plural variations lack a form the language needs under CLDR."

  public static let triggeringExamples: [RuleExample] = [
    .catalog(
      key: "summary.items",
      [
        ("en", RuleExample.plural([("one", "%lld Item"), ("other", "%lld Items")])),
        ("ru", RuleExample.plural([("one", "%lld товар"), ("other", "%lld товара")])),
      ]),
    .catalog(key: "summary.items", [("en", RuleExample.plural([("other", "%lld Items")]))]),
  ]

  public static let nonTriggeringExamples: [RuleExample] = [
    .catalog(
      key: "summary.items",
      [
        ("en", RuleExample.plural([("one", "%lld Item"), ("other", "%lld Items")])),
        (
          "ru",
          RuleExample.plural([
            ("one", "%lld товар"), ("few", "%lld товара"), ("many", "%lld товаров"),
            ("other", "%lld товара"),
          ])
        ),
        ("ja", RuleExample.plural([("other", "%lld点")])),
      ])
  ]

  public init() {}

  public func check(_ subject: LintSubject, context: LintContext) -> [RuleHit] {
    guard case .catalog(let catalog) = subject else { return [] }
    var hits: [RuleHit] = []
    PluralForms.forEachGroup(in: catalog) { key, language, needed, group in
      let missing = needed.subtracting(group.categories)
      guard !missing.isEmpty else { return }
      let names = PluralForms.list(missing)
      hits.append(
        RuleHit(
          at: group.position, key: key, language: language,
          "the \(language) plural forms\(group.label) lack \(names): \(language) needs \(PluralForms.list(needed)) under CLDR"
        ))
    }
    return hits
  }
}

/// The plural forms of localizations, and the forms each language needs.
enum PluralForms {
  /// Calls `body` with every set of plural variations in `catalog` whose language CLDR
  /// knows, and the categories that language uses.
  static func forEachGroup(
    in catalog: StringCatalog,
    _ body: (_ key: String, _ language: String, _ needed: Set<String>, Group) -> Void
  ) {
    for (key, entry) in catalog.strings {
      for (language, localization) in entry.localizations {
        guard let needed = categories(language) else { continue }
        for group in groups(in: localization) { body(key, language, needed, group) }
      }
    }
  }

  /// One set of plural variations and where it is.
  struct Group {
    var categories: Set<String>
    var position: SourcePosition?
    /// Where the group sits, for messages: "" or " of substitution days".
    var label: String
    /// The position of each form's text.
    var formPositions: [String: SourcePosition]
  }

  /// The CLDR categories of `language` from ICU, or nil when ICU has no such locale.
  static func categories(_ language: String) -> Set<String>? {
    guard let locale = try? SheetLocale(language), let categories = try? locale.pluralCategories
    else { return nil }
    return Set(categories.map(\.rawValue))
  }

  static func groups(in localization: Localization) -> [Group] {
    var result: [Group] = []
    func collect(_ variations: Variations?, label: String) {
      guard let variations else { return }
      if !variations.plural.isEmpty {
        var positions: [String: SourcePosition] = [:]
        for (category, form) in variations.plural {
          positions[category] = form.stringUnit?.valuePosition ?? form.position
        }
        result.append(
          Group(
            categories: Set(variations.plural.keys),
            position: variations.position, label: label, formPositions: positions))
      }
      for (device, inner) in variations.device {
        collect(inner.variations, label: label + " for \(device)")
      }
    }
    collect(localization.variations, label: "")
    for (name, substitution) in localization.substitutions {
      collect(substitution.variations, label: " of substitution \(name)")
    }
    return result
  }

  /// Categories in CLDR order, as "one, few and other".
  static func list(_ categories: Set<String>) -> String {
    let order = PluralCategory.allCases.map(\.rawValue)
    let sorted = categories.sorted {
      (order.firstIndex(of: $0) ?? 99, $0) < (order.firstIndex(of: $1) ?? 99, $1)
    }
    guard sorted.count > 1 else { return sorted.first ?? "" }
    return sorted.dropLast().joined(separator: ", ") + " and " + sorted.last!
  }
}
