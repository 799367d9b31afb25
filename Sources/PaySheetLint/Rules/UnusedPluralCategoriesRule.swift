import PaySheetKit

/// A plural form the language never selects under CLDR.
public struct UnusedPluralCategoriesRule: CatalogRule {
  public static let description = RuleDescription(
    id: "plural-categories-unused",
    defaultSeverity: .warning,
    summary: "Plural variations have a form the language never uses under CLDR.",
    details: """
      A plural form the language never selects under CLDR, such as `few` in English or `one`
      in Japanese: text nobody will see, often a sign that forms were copied from another
      language.

      `zero` is exempt: Foundation shows it for the number 0 in every language, whatever CLDR
      says, so a catalog may offer "No Items" anywhere.
      """,
    triggeringExamples: [
      .catalog(
        key: "summary.items",
        [
          (
            "en",
            RuleExample.plural([
              ("one", "%lld Item"), ("few", "↓%lld Items"), ("other", "%lld Items"),
            ])
          )
        ]),
      .catalog(
        key: "summary.items",
        [
          ("en", RuleExample.plural([("one", "%lld Item"), ("other", "%lld Items")])),
          ("ja", RuleExample.plural([("one", "↓%lld点"), ("other", "%lld点")])),
        ]),
    ],
    nonTriggeringExamples: [
      .catalog(
        key: "summary.items",
        [
          (
            "en",
            RuleExample.plural([
              ("zero", "No Items"), ("one", "%lld Item"), ("other", "%lld Items"),
            ])
          ),
          ("ja", RuleExample.plural([("other", "%lld点")])),
        ])
    ])

  public init(configuration: LintConfiguration) {}

  package func check(_ catalog: LintedCatalog, context: LintContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    PluralForms.forEachGroup(in: catalog) { key, language, needed, group in
      let unused = group.categories.subtracting(needed).subtracting(["zero"])
      for category in unused.sorted() {
        hits.append(
          RuleHit(
            at: group.formPositions[category] ?? group.position, key: key.key, language: language,
            .neverUsed(category, in: group, language: language, needed: needed)))
      }
    }
    return hits
  }
}

extension Finding.Message {
  fileprivate static func neverUsed(
    _ category: String, in group: PluralForms.Group, language: String, needed: Set<String>
  ) -> Finding.Message {
    "the \(language) plural form '\(category)'\(group.label) is never used: \(language) has only \(PluralForms.list(needed)) under CLDR"
  }
}
