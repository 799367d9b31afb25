import PaySheetKit

/// A translation whose placeholders differ from the source text's.
public struct FormatSpecifierMismatchRule: TextRule {
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

      When the source alone differs, the source is blamed: where at least 3 translations
      agree with one another on other arguments than the source's, and they are at least 3 in
      4 of the translations compared ("Add For Game" where 21 of 22 languages write `%@`, or a
      `%@` that 19 of 20 leave out), the rule reports one finding on the source text, naming
      those translations, and none on them. Translators rarely make one change to the
      placeholders independently; the source was more likely edited after they translated
      it, or the code passes arguments the source does not show. Compared are a source of
      one plain text and translations of one plain text (no plural, device or substitution
      variations) that are marked translated and are not the source text copied. A finding
      on the source is a warning, as every finding on the source language is.
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
      sourceWithoutArgument,
      sourceWithUnusedArgument,
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

  /// A source that lost its placeholder: the translations that agree on one are not
  /// reported, the one that follows the source still is not (it matches the source).
  static let sourceWithoutArgument = RuleExample.catalog(
    key: "cart.addFor",
    [
      ("en", RuleExample.unit("↓Add to Order")),
      ("de", RuleExample.unit("Zu %@ hinzufügen")),
      ("fr", RuleExample.unit("Ajouter à %@")),
      ("es", RuleExample.unit("Añadir a %@")),
      ("it", RuleExample.unit("Aggiungi a %@")),
      ("ja", RuleExample.unit("注文に追加")),
    ])

  /// A source with a placeholder the code never fills, which its translations leave out.
  static let sourceWithUnusedArgument = RuleExample.catalog(
    key: "receipt.sent",
    [
      ("en", RuleExample.unit("↓Receipt sent %@")),
      ("de", RuleExample.unit("Beleg gesendet")),
      ("fr", RuleExample.unit("Reçu envoyé")),
      ("pl", RuleExample.unit("Potwierdzenie wysłane")),
      ("ru", RuleExample.unit("Чек отправлен")),
    ])

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.translations

  /// The walk, with the source blamed once where it alone differs, and the translations
  /// that agree against it not reported.
  package func finish(_ hits: [RuleHit], in catalog: LintedCatalog, context: LintContext)
    -> [RuleHit]
  {
    let blames = SourcePlaceholderBlame.blames(in: catalog)
    let onSources = blames.values.map { blame in
      RuleHit(on: blame.source, TextProblem(.sourceStandsAlone(blame)))
    }
    return onSources + SourcePlaceholderBlame.withoutAgreeing(hits, blames)
  }

  package func checks(_ key: LintedKey, in catalog: LintedCatalog, context: LintContext) -> Bool {
    key.takesArguments
  }

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    let unit = text.unit
    // An empty text is empty-translation's or missing-translation's one finding.
    guard !unit.value.isEmpty,
      let source = Self.reference(for: unit, paired: text.source, in: text.key.sourceUnits),
      let expected = source.readableArgumentSlots(), let found = Self.slots(unit, source)
    else { return [] }
    let mayOmit =
      unit.pluralCategory.map { category in
        guard category != "zero", let reach = text.catalog.plurals.reach(text.languageCode)
        else { return true }
        // A form no whole number selects (Japanese `one`) is never shown for a count.
        return reach.coversOneNumber(category) || !reach.categories.contains(category)
      } ?? false
    return Self.differences(expected: expected, found: found, mayOmit: mayOmit).map {
      TextProblem(.differs($0, source: source.value))
    }
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

extension Finding.Message {
  fileprivate static func differs(_ problem: String, source: String) -> Finding.Message {
    "\(problem); the source is \(Quote.text(source))"
  }
}
