import PaySheetKit

/// Plural variations that lack a form the language needs under CLDR.
public struct PluralCategoriesRule: CatalogRule {
  public static let description = RuleDescription(
    id: "plural-categories",
    defaultSeverity: .error,
    summary: "Plural variations lack a form the language needs under CLDR.",
    details: """
      Plural variations that lack a form the language needs under CLDR's plural rules (from
      ICU): Russian needs `one`, `few`, `many` and `other`, and a number that falls in a
      missing category would show the wrong form or none.

      What is needed follows the argument: for a whole number (`%lld`, `%d`), only the
      categories whole numbers reach, so Czech and Slovak `many` (decimals only) is not needed.
      A category only a million reaches (the `many` of French, Spanish, Italian, Portuguese and
      Catalan, which Xcode does not offer) falls back to `other` without harm and is not
      required. Categories the source's own plural variations leave out are counts the key is
      never shown for (a text for several files has no `one`): the source is not reported for
      them, and a translation needs only the categories the source's counts select (Czech
      `few` for 2 to 4, not `one`; a count of 0 aside). Each message gives a number for each missing category, the first of CLDR's
      samples for it (`paysheet plural --locale LANG` lists them all).
      """,
    triggeringExamples: [
      .catalog(
        key: "summary.items",
        [
          ("en", RuleExample.plural([("one", "%lld Item"), ("other", "%lld Items")])),
          (
            "ru",
            RuleExample.plural([("one", "%lld товар"), ("other", "%lld товара")], marked: true)
          ),
        ]),
      .catalog(
        key: "trash.many",
        [
          ("en", RuleExample.plural([("other", "Move %lld items to the Trash?")])),
          (
            "ru",
            RuleExample.plural([("other", "Переместить объекты (%lld) в корзину?")], marked: true)
          ),
        ]),
      .catalog(
        key: "summary.days",
        [
          ("en", RuleExample.plural([("one", "%lld day"), ("other", "%lld days")])),
          (
            "ru",
            RuleExample.plural(
              [("one", "%lld день"), ("few", "%lld дня"), ("other", "%lld дня")], marked: true)
          ),
        ]),
      .catalog(
        key: "summary.weight",
        [
          ("en", RuleExample.plural([("one", "%.1f kg"), ("other", "%.1f kg")])),
          (
            "cs",
            RuleExample.plural(
              [("one", "%.1f kg"), ("few", "%.1f kg"), ("other", "%.1f kg")], marked: true)
          ),
        ]),
    ],
    nonTriggeringExamples: [
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
          (
            "pl",
            RuleExample.plural([
              ("one", "%lld post"), ("few", "%lld posty"), ("other", "%lld postów"),
            ])
          ),
          (
            "cs",
            RuleExample.plural([("one", "%lld kus"), ("few", "%lld kusy"), ("other", "%lld kusů")])
          ),
        ]),
      .catalog(
        key: "trash.many",
        [
          ("en", RuleExample.plural([("other", "Move %lld items to the Trash?")])),
          ("de", RuleExample.plural([("other", "%lld Objekte in den Papierkorb legen?")])),
          (
            "cs",
            RuleExample.plural([
              ("few", "Přesunout %lld položky do koše?"),
              ("other", "Přesunout %lld položek do koše?"),
            ])
          ),
        ]),
    ])

  public init(configuration: LintConfiguration) {}

  package func check(_ catalog: LintedCatalog, context: LintContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    let integers = catalog.plurals
    let source = catalog.sourceLanguage
    PluralForms.forEachGroup(in: catalog) { key, language, needed, group in
      var needed = needed
      let reach = integers.reach(language)
      let isInteger = PluralForms.isInteger(key: key, group: group, source: source)
      if isInteger == true, let reach {
        needed = needed.intersection(reach.categories)
      }
      // Categories the source leaves out are counts the key is never shown for (a key for
      // several files has no `one`): the source is not faulted, and a translation needs
      // only the categories of the counts the source's forms take.
      if isInteger != false,
        let sourceForms = PluralForms.sourceGroup(key, like: group, source: source),
        let sourceNeeded = integers.categories(source),
        !sourceNeeded.isSubset(of: sourceForms)
      {
        guard language != source else { return }
        if let reached = integers.categories(
          language, forCountsIn: sourceForms, of: source)
        {
          needed = needed.intersection(reached)
        }
      }
      // The runtime shows `other` for a category only a million reaches, which reads right.
      needed.subtract(reach?.millionsOnly ?? [])
      let missing = needed.subtracting(group.categories)
      guard !missing.isEmpty else { return }
      if isInteger == true, let reach,
        PluralForms.otherStandsFor(missing, in: group, reach: reach)
      {
        return
      }
      let examples = PluralForms.orderedList(missing).map { category in
        let sample = reach?.firstSample[category]
        return sample.map { "\(category) (such as \($0))" } ?? category
      }
      hits.append(
        RuleHit(
          at: group.position, key: key.key, language: language,
          .lack(examples, in: group, language: language, needed: needed)))
    }
    return hits
  }
}

extension Finding.Message {
  fileprivate static func lack(
    _ missing: [String], in group: PluralForms.Group, language: String, needed: Set<String>
  ) -> Finding.Message {
    "the \(language) plural forms\(group.label) lack \(PluralForms.join(missing)): \(language) needs \(PluralForms.list(needed)) under CLDR"
  }
}
