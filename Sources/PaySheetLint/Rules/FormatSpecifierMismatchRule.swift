import PaySheetKit

/// A translation whose placeholders differ from the source text's.
public struct FormatSpecifierMismatchRule: CatalogRule {
  public static let description = RuleDescription(
    id: "format-specifier-mismatch",
    defaultSeverity: .error,
    summary: "A translation's placeholders differ from the source's in count, type or position.",
    details: """
      A translation whose placeholders differ from the source text's: an argument left out,
      an argument the source does not have, or an argument of another type.

      Order does not matter (`%2$@ … %1$@` is how a translation reorders), positions and
      types do. One exception: a plural form chosen for one number only (English `one`, the
      `zero` Foundation shows for 0) may leave the counted number out ("One item"), as Xcode
      allows; a form that also covers 21, 31, … (Russian `one`) must show it. A plural form is
      held to the source's `other` form, which has every argument: the source's `one` may say
      "Every Day" while the Russian `one` shows the number. A source with a malformed `%`
      (`%@% (%@ minimum)`, reported by `invalid-specifier`) is read with that `%` as text, so
      its translations are still held to the arguments around it. Keys whose source takes no
      arguments are prose and not compared, and an empty text is one finding of
      `empty-translation` or `missing-translation`, not one here per argument.
      """,
    triggeringExamples: [
      .catalog(
        key: "total.via",
        [("en", RuleExample.unit("%1$@ (via %2$@)")), ("de", RuleExample.unit("↓%1$@ (über)"))]),
      .catalog(
        key: "summary.items",
        [("en", RuleExample.unit("%lld Items")), ("de", RuleExample.unit("↓%@ Artikel"))]),
      .catalog(
        key: "summary.promoCode",
        [("en", RuleExample.unit("Promo Code %@")), ("fr", RuleExample.unit("↓Code %@ %@"))]),
      .catalog(
        key: "summary.items",
        [
          ("en", RuleExample.plural([("one", "%lld Item"), ("other", "%lld Items")])),
          (
            "ru",
            RuleExample.plural([
              ("one", "%lld товар"), ("few", "%lld товара"), ("many", "↓%@ товаров"),
              ("other", "%lld товара"),
            ])
          ),
        ]),
      ruOneWithoutNumber,
      .catalog(
        key: "summary.minimum",
        [
          ("en", RuleExample.unit("%@% (%@ minimum)")),
          ("de", RuleExample.unit("↓%@% (%@ Minimum) %@")),
        ]),
    ],
    nonTriggeringExamples: [
      .catalog(
        key: "total.via",
        [("en", RuleExample.unit("%1$@ (via %2$@)")), ("de", RuleExample.unit(""))]),
      .catalog(
        key: "total.via",
        [("en", RuleExample.unit("%1$@ (via %2$@)")), ("ja", RuleExample.unit("%2$@経由で%1$@"))]),
      .catalog(
        key: "total.via",
        [("en", RuleExample.unit("%@ (via %@)")), ("de", RuleExample.unit("%1$@ (über %2$@)"))]),
      .catalog(
        key: "summary.items",
        [
          ("en", RuleExample.plural([("one", "One Item"), ("other", "%lld Items")])),
          ("de", RuleExample.plural([("one", "Ein Artikel"), ("other", "%lld Artikel")])),
        ]),
      .catalog(
        key: "recurring.everyDays",
        [
          ("en", RuleExample.plural([("one", "Every Day"), ("other", "Every %lld Days")])),
          (
            "ru",
            RuleExample.plural([
              ("one", "Каждый %lld день"), ("few", "Каждые %lld дня"), ("many", "Каждые %lld дней"),
              ("other", "Каждые %lld дня"),
            ])
          ),
        ]),
    ])

  static let ruOneWithoutNumber = RuleExample.catalog(
    key: "summary.items",
    [
      ("en", RuleExample.plural([("one", "One Item"), ("other", "%lld Items")])),
      (
        "ru",
        RuleExample.plural([
          ("one", "↓Один товар"), ("few", "%lld товара"), ("many", "%lld товаров"),
          ("other", "%lld товара"),
        ])
      ),
    ])

  public init(configuration: LintConfiguration) {}

  package func check(_ catalog: LintedCatalog, context: LintContext) -> [RuleHit] {
    var hits: [RuleHit] = []
    let integers = IntegerPluralCache()
    for key in catalog.keys where key.takesArguments {
      for translation in key.translations {
        let language = translation.language
        // An empty text is empty-translation's or missing-translation's one finding.
        for (unit, paired) in translation.units where !unit.value.isEmpty {
          guard let source = Self.reference(for: unit, paired: paired, in: key.sourceUnits),
            let expected = source.readableArgumentSlots(), let found = Self.slots(unit, source)
          else { continue }
          let mayOmit =
            unit.pluralCategory.map { category in
              guard category != "zero", let reach = integers.reach(language) else { return true }
              // A form no whole number selects (Japanese `one`) is never shown for a count.
              return reach.coversOneNumber(category) || !reach.categories.contains(category)
            } ?? false
          for problem in Self.differences(expected: expected, found: found, mayOmit: mayOmit) {
            hits.append(
              RuleHit(
                at: unit.position, key: key.key, language: language,
                "the \(language) text\(unit.placeLabel) \(Quote.text(unit.value)) \(problem); the source is \(Quote.text(source.value))"
              ))
          }
        }
      }
    }
    return hits
  }

  /// The source unit a translation's arguments are compared with: for a plural form, the
  /// source's `other` form at the same place, else `paired`, the source at the same place.
  static func reference(for unit: CatalogUnit, paired: CatalogUnit?, in sourceUnits: [CatalogUnit])
    -> CatalogUnit?
  {
    if unit.pluralCategory != nil,
      let other = sourceUnits.first(where: {
        $0.pluralCategory == "other" && $0.substitution == unit.substitution
          && $0.device == unit.device
      })
    {
      return other
    }
    return paired
  }

  /// The arguments of `unit`: as far as they can be read when it has its source's defect
  /// (`%@% (%@ minimum)`, reported once on the source by `invalid-specifier`), nil when it
  /// has a defect of its own, which `invalid-specifier` reports.
  static func slots(_ unit: CatalogUnit, _ source: CatalogUnit) -> [Int: FormatArgumentSlot]? {
    do {
      return try unit.argumentSlots()
    } catch {
      guard InvalidSpecifierRule.sameDefect(error, in: source) else { return nil }
      return unit.readableArgumentSlots()
    }
  }

  static func differences(
    expected: [Int: FormatArgumentSlot], found: [Int: FormatArgumentSlot], mayOmit: Bool
  )
    -> [String]
  {
    var problems: [String] = []
    for position in Set(expected.keys).union(found.keys).sorted() {
      switch (expected[position], found[position]) {
      case (let want?, nil) where !mayOmit:
        problems.append("leaves out argument \(position) ('\(want.specifiers[0])' in the source)")
      case (nil, let have?):
        problems.append(
          "uses argument \(position) ('\(have.specifiers[0])'), which the source does not have")
      case (let want?, let have?):
        if let a = want.type, let b = have.type, !a.isCompatible(with: b) {
          problems.append(
            "uses '\(have.specifiers[0])' (\(Self.describe(b))) for argument \(position), where the source has '\(want.specifiers[0])' (\(Self.describe(a)))"
          )
        }
      default:
        break
      }
    }
    return problems
  }

  static func describe(_ type: FormatArgumentType) -> String {
    switch type {
    case .object: return "text"
    case .int, .uint: return "a whole number"
    case .double: return "a decimal number"
    case .char: return "a character"
    case .cString: return "a C string"
    case .pointer: return "a pointer"
    }
  }
}
