import PaySheetKit

/// A machine's translation (an XLIFF `<target>` with `state-qualifier="leveraged-mt"` or
/// `"mt-suggestion"`) on a payment-sheet line or of a text about money; the others counted.
public struct MachineTranslationRule: CatalogRule {
  public static let description = RuleDescription(
    id: "machine-translation",
    defaultSeverity: .warning,
    summary:
      "A machine translated a payment-sheet line or a text about money; no person has read it.",
    details: """
      Xcode 27's translation agents, and translation tools, mark the text a machine wrote
      with `state-qualifier="leveraged-mt"` (or `"mt-suggestion"`) on the XLIFF's `<target>`.
      On a payment sheet such a text states what a customer agrees to pay: a machine that
      reads "Total" as "Subtotal", "per month" as "per year" or drops "estimated" changes
      the terms, and a catalog keeps no mark of it after the import.

      A warning at the `<target>` of each machine-translated text of a payment sheet's key
      (the keys `number-mismatch` treats as the sheet's: the shipped catalog's lines,
      agreements and dates, `total.*`, `platform.*` and the keys `sheetLines` names) or of a
      text about
      money: one whose comment says a placeholder is an amount (as `currency-in-translation`
      reads it), or whose source or translation writes a currency symbol or ISO code. The
      message says what to do: have a person review the text before it ships, and the state
      an import gives it (`translated` for `state="translated"`, which nothing later asks to
      review, unless the target's state says `needs-review-translation`).

      The other machine-translated texts are counted in one note per file, at the first of
      them, so that a report says how much of the file no person has read. String Catalogs
      have no such mark: machine-translated texts are known from an XLIFF, linted alone or
      drawn over a catalog by `catalog import` and `preview --with`.
      """,
    triggeringExamples: [
      .xliff(
        language: "de",
        [
          .init("total.label", "Total", "↓Zwischensumme", qualifier: "leveraged-mt"),
          .init("settings.title", "Settings", "Einstellungen"),
        ]),
      .xliff(
        language: "fr",
        [
          .init(
            "wallet.lowBalance", "Reloads below %@", "↓Recharge sous %@",
            qualifier: "leveraged-mt",
            note: "Reloads when the balance drops below %@ = a formatted amount, e.g. \"$10.00\"."
          )
        ]),
      .xliff(
        language: "ja",
        [.init("plan.price", "Billed in USD", "↓USDで請求", qualifier: "mt-suggestion")]),
      .xliff(
        language: "fr",
        [
          .init(
            "summary.tax", "Tax", "↓Taxe", qualifier: "leveraged-mt",
            state: "needs-review-translation")
        ]),
      .xliff(
        language: "es",
        [
          .init("onboarding.welcome", "Welcome", "↓Bienvenido", qualifier: "leveraged-mt"),
          .init("onboarding.next", "Next", "Siguiente", qualifier: "leveraged-mt"),
          .init("onboarding.all", "SEE ALL", "VER TODO", qualifier: "leveraged-mt"),
        ]),
    ],
    nonTriggeringExamples: [
      .xliff(
        language: "de",
        [.init("total.label", "Total", "Gesamtbetrag", qualifier: "exact-match")]),
      .xliff(
        language: "de",
        [.init("shipping.standard", "Standard Shipping", "Standardversand")]),
      .xliff(
        language: "ja",
        [.init("plan.price", "Billed in USD", "USDで請求")]),
    ])

  public init(configuration: LintConfiguration) {}

  package func check(_ catalog: LintedCatalog, context: LintContext) -> [RuleHit] {
    // Only a catalog read from or drawn with an XLIFF has machine-translated texts.
    guard !catalog.notes.machineTranslatedTexts.isEmpty else { return [] }
    var hits: [RuleHit] = []
    var others: [CatalogUnit] = []
    for key in catalog.keys {
      for language in key.translations {
        // An empty target holds nothing a machine wrote: missing-translation reports it.
        for (unit, source) in language.units
        where !unit.value.isEmpty
          && catalog.notes.isMachineTranslated(
            key: key.key, language: language.language, at: unit.position)
        {
          if let reason = Self.reason(unit, source: source, of: key, context: context) {
            hits.append(
              RuleHit(
                on: unit, TextProblem(Self.message(reason, state: unit.unit.state))))
          } else {
            others.append(unit)
          }
        }
      }
    }
    if let first = others.first {
      let languages = Set(others.map(\.language))
      hits.append(
        RuleHit(
          at: first.position, key: first.key,
          language: languages.count == 1 ? first.language : nil, severityLimit: .note,
          .others(others.count)))
    }
    return hits
  }

  /// Why a machine's text needs a person: it is on a payment sheet, or about money; nil
  /// for a text that is neither.
  static func reason(
    _ unit: CatalogUnit, source: CatalogUnit?, of key: LintedKey, context: LintContext
  ) -> String? {
    if NumberMismatchRule.isPaymentKey(key.key, configuration: context.configuration) {
      return "is a line of the payment sheet"
    }
    if let comment = key.entry.comment,
      !CurrencyInTranslationRule.amountPositions(comment: comment, sourceUnits: key.sourceUnits)
        .isEmpty
    {
      return "shows an amount (the comment says a placeholder is one)"
    }
    for text in [source?.value, unit.value].compactMap({ $0 }) {
      if let currency = CurrencyInTranslationRule.writtenCurrency(in: text) {
        return "is about money (\(currency))"
      }
    }
    return nil
  }

  /// The warning for a text that `reason` says needs a person, imported with `state`.
  static func message(_ reason: String, state: String?) -> Finding.Message {
    let imported = state ?? "translated"
    return imported == "translated"
      ? .machineTranslated(reason: reason, state: imported)
      : .machineTranslatedAwaitingReview(reason: reason, state: imported)
  }
}

extension Finding.Message {
  fileprivate static func machineTranslated(reason: String, state: String) -> Finding.Message {
    "was machine translated and \(reason): have a person who reads the language review it before it ships; an import marks it '\(state)', so nothing asks for that review later (give its <target> state=\"needs-review-translation\" to keep it asked)"
  }

  fileprivate static func machineTranslatedAwaitingReview(reason: String, state: String)
    -> Finding.Message
  {
    "was machine translated and \(reason): have a person who reads the language review it before it ships; an import marks it '\(state)' until then"
  }

  fileprivate static func others(_ count: Int) -> Finding.Message {
    let texts = count == 1 ? "1 text was" : "\(count) texts were"
    return
      "\(texts) machine translated (state-qualifier 'leveraged-mt' or 'mt-suggestion'), none on a payment-sheet line or about money: have them reviewed as any translation"
  }
}
