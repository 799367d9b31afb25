import PaySheetKit

/// Plural variations that lack a form the language needs under CLDR.
public struct PluralCategoriesRule: CatalogRule {
  public static let description = RuleDescription(
    id: "plural-categories",
    defaultSeverity: .error,
    summary: "Plural variations lack a form the language needs under CLDR.",
    details: """
      Plural variations that lack a form the language needs under CLDR's plural rules (from
      ICU): Russian needs `one`, `few`, `many` and `other`. The runtime shows `other`'s text
      for a count whose form is missing, and each message names those counts and that text
      ("2, 3, 4, … show other's text '%lld рабочего дня'").

      It is an error when the language's grammar says that text is wrong for some of them:
      with no `other` at all, or where one text stands for two categories whose word after
      the number always differs (Russian, Ukrainian, Belarusian and Polish few and many, "2
      товара", "5 товаров"; Czech and Slovak few and other; Lithuanian few and other; Arabic
      few against many and other; one and other in Germanic and Romance languages), counting
      a form whose words repeat `other`'s as `other`'s. Otherwise it is a warning: Hebrew
      `two` ("2 ימים" reads right), Croatian `few` (whose noun is often the form of 5), Celtic
      languages (the singular after every number), a Russian `few` whose `other` is the
      decimal form, and every language whose grammar the rule does not know. Nothing is
      reported where the grammar says `other` reads right for every count it stands for: no
      word after the number ("Товаров: %lld", "(%lld)"), or a preposition that puts the
      number in a case where the missing forms are one ("od %lld uczestników", "из %lld
      товаров").

      What is needed follows the argument: for a whole number (`%lld`, `%d`), only the
      categories whole numbers reach, so Czech and Slovak `many` (decimals only) is not needed.
      A category only a million reaches (the `many` of French, Spanish, Italian, Portuguese and
      Catalan, which Xcode does not offer) falls back to `other` without harm and is not
      required, as is a Russian, Ukrainian, Belarusian or Polish `many` whose `other` differs
      from every other form (no whole number selects that `other`, so it was written for 5
      and more). Categories the source's own plural variations leave out are counts the key
      is never shown for (a text for several files has no `one`): the source is not reported
      for them, and a translation needs only the categories the source's counts select (Czech
      `few` for 2 to 4, not `one`; a count of 0 aside). `paysheet plural --locale LANG` lists
      each category's numbers.
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
        key: "shipping.businessDays",
        [
          (
            "en",
            RuleExample.plural([("one", "%lld business day"), ("other", "%lld business days")])
          ),
          (
            "ru",
            RuleExample.plural(
              [
                ("one", "%lld рабочий день"), ("many", "%lld рабочих дней"),
                ("other", "%lld рабочего дня"),
              ], marked: true)
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
          ("ru", RuleExample.plural([("other", "Переместить объекты (%lld) в корзину?")])),
          (
            "pl",
            RuleExample.plural([("one", "z %lld obiektu"), ("other", "z %lld obiektów")])
          ),
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
      let fallback = PluralForms.fallback(missing, in: group, language: language, reach: reach)
      if fallback.readsRight { return }
      let counts = PluralForms.orderedList(missing).map { category in
        (
          category, reach?.samples[category].map { Array($0.prefix(3)) } ?? [],
          reach?.firstSample[category]
        )
      }
      hits.append(
        RuleHit(
          at: group.position, key: key.key, language: language,
          severityLimit: fallback.isWrong ? nil : .warning,
          .lack(counts, fallback, in: group, language: language, needed: needed)))
    }
    return hits
  }
}

extension Finding.Message {
  /// "the ru plural forms lack few: 2, 3, 4, … show other's text '…'", and why that is wrong
  /// or what to check.
  fileprivate static func lack(
    _ missing: [(category: String, samples: [Int], first: String?)],
    _ fallback: PluralForms.Fallback, in group: PluralForms.Group, language: String,
    needed: Set<String>
  ) -> Finding.Message {
    let names = PluralForms.join(missing.map(\.category))
    let counts = missing.map { item in
      let numbers =
        item.samples.isEmpty
        ? (item.first ?? item.category)
        : item.samples.map(String.init).joined(separator: ", ")
          + ", …"
      return missing.count == 1 ? numbers : "\(numbers) (\(item.category))"
    }
    let needs = "\(language) needs \(PluralForms.list(needed)) under CLDR"
    let lead = "the \(language) plural forms\(group.label) lack \(names)"
    guard let other = fallback.other else {
      return "\(lead), and there is no other form to show instead: \(needs)"
    }
    let shown = "\(PluralForms.join(counts)) show other's text \(Quote.text(other))"
    guard let pair = fallback.wrongPairs.first, let grammar = fallback.grammar else {
      let forms = missing.count == 1 ? "a \(names) form" : "the \(names) forms"
      return "\(lead): \(shown); add \(forms) unless it reads right for them (\(needs))"
    }
    let example = grammar.example(pair)
    let why =
      example.isEmpty
      ? "the word after a number takes different forms for \(PluralForms.list(pair)) in \(language)"
      : "\(language) says \(example) after a number"
    return
      "\(lead): \(shown), which cannot read right for \(PluralForms.list(pair)), as \(why); add the missing forms (\(needs))"
  }
}
