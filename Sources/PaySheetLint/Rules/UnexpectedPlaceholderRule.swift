import PaySheetKit

/// A placeholder in a translation whose source takes no arguments: the app shows it as
/// written.
public struct UnexpectedPlaceholderRule: TextRule {
  public static let description = RuleDescription(
    id: "unexpected-placeholder",
    defaultSeverity: .error,
    summary: "A translation has a placeholder (%@, %lld) where its source has none.",
    details: """
      A well-formed placeholder (`%@`, `%lld`, `%1$@`, `%#@name@`) in a translation whose
      source takes no arguments: the app passes no argument for it, and the text shows "%@"
      as written ("%@ Vergi" for "Tax"). So is a token that reads as a placeholder but is
      none, a `%` with a position or length modifier and no conversion (`%q`, `%1$`): it is
      shown as typed.

      Percent signs of prose are not placeholders: "50 % de réduction" (a space after the
      `%`), "70%dla" (a letter after a conversion without `@`, `$` or a length), "100%".
      A key that is itself a format string (`notifications.label.favorite %lld`) is passed
      its arguments by the app's code even where the source text leaves them out, so its
      translations are not reported. `format-specifier-mismatch` compares the placeholders
      of keys whose source has some, and blames the source, once, where most translations
      agree on placeholders it lacks ("Add For Game" where 21 of 22 languages write `%@`):
      those translations are not reported here.
      """,
    triggeringExamples: [
      .catalog(
        key: "Tax", [("en", RuleExample.unit("Tax")), ("tr", RuleExample.unit("↓%@ Vergi"))]),
      .catalog(
        key: "Subtotal",
        [("en", RuleExample.unit("Subtotal")), ("de", RuleExample.unit("↓Zwischensumme %@"))]),
      .catalog(
        key: "summary.items",
        [
          ("en", RuleExample.unit("Items")),
          ("ru", RuleExample.plural([("one", "↓%lld товар"), ("other", "↓%lld товара")])),
        ]),
      // Not a specifier at all, but shown as typed all the same.
      .catalog(
        key: "search",
        [("en", RuleExample.unit("Search")), ("de", RuleExample.unit("↓%q suchen"))]),
      .catalog(
        key: "orders",
        [("en", RuleExample.unit("Orders")), ("fr", RuleExample.unit("↓Commandes (%1$)"))]),
    ],
    nonTriggeringExamples: [
      .catalog(
        key: "Discount",
        [("en", RuleExample.unit("Discount")), ("fr", RuleExample.unit("50 % de réduction"))]),
      .catalog(
        key: "Natural",
        [("en", RuleExample.unit("100% natural")), ("pl", RuleExample.unit("w 100%dla"))]),
      .catalog(
        key: "Tax %@", [("en", RuleExample.unit("Tax %@")), ("tr", RuleExample.unit("%@ Vergi"))]),
      .catalog(
        key: "Discount",
        [("en", RuleExample.unit("10% off")), ("tr", RuleExample.unit("%10 indirim"))]),
      // Most translations agree on the argument the source lost: the source is blamed.
      .catalog(
        key: "cart.addFor",
        [
          ("en", RuleExample.unit("Add to Order")), ("de", RuleExample.unit("Zu %@ hinzufügen")),
          ("fr", RuleExample.unit("Ajouter à %@")), ("es", RuleExample.unit("Añadir a %@")),
        ]),
      .catalog(
        key: "notifications.label.favorite %lld",
        [("en", RuleExample.unit("starred")), ("de", RuleExample.unit("%lld× markiert"))]),
    ])

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.translations

  /// The walk, without the translations that agree against a source blamed by
  /// `format-specifier-mismatch`.
  package func finish(_ hits: [RuleHit], in catalog: LintedCatalog, context: LintContext)
    -> [RuleHit]
  {
    SourcePlaceholderBlame.withoutAgreeing(hits, SourcePlaceholderBlame.blames(in: catalog))
  }

  package func checks(_ key: LintedKey, in catalog: LintedCatalog, context: LintContext) -> Bool {
    !key.takesArguments && !Self.keyTakesArguments(key)
  }

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    guard text.value.containsByte(UInt8(ascii: "%")) else { return [] }
    var found = text.unit.hasArgumentSpecifier ? text.unit.argumentSpecifiers : []
    for token in Self.placeholderLikeTokens(in: text.value) where !found.contains(token) {
      found.append(token)
    }
    guard let first = found.first else { return [] }
    return [
      TextProblem(
        .placeholders(found, source: text.key.sourceUnits.first?.value),
        quoting: .markingPart(first))
    ]
  }

  /// The tokens of `value` that read as a placeholder but are none a format string takes:
  /// a `%` with a position or a length modifier and no conversion after it (`%q`, `%1$`,
  /// `%ll`), before a space, punctuation or the end. They are shown as typed. A `%` and
  /// digits alone is a percentage in Turkish ("%10 indirim"), and one before a letter is
  /// prose ("70%dla").
  static func placeholderLikeTokens(in value: String) -> [String] {
    let scalars = Array(value.unicodeScalars)
    var tokens: [String] = []
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "%" else {
        index += 1
        continue
      }
      var end = index + 1
      var digits = end
      while digits < scalars.count, ("0"..."9").contains(scalars[digits]) { digits += 1 }
      let positional = digits > end && digits < scalars.count && scalars[digits] == "$"
      if positional { end = digits + 1 }
      let modifiers = end
      while end < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[end]) { end += 1 }
      let hasModifier = end > modifiers
      let next = end < scalars.count ? scalars[end] : nil
      // An apostrophe goes on a word ("100%l’an" is "100 % l’an" written without spaces).
      let endsToken =
        next.map { !$0.properties.isAlphabetic && !"@%'’".unicodeScalars.contains($0) } ?? true
      if (positional || hasModifier) && endsToken {
        tokens.append(String(String.UnicodeScalarView(scalars[index..<end])))
      }
      index = max(end, index + 1)
    }
    return tokens
  }

  /// Whether the key is itself a format string (`notifications.label.favorite %lld`): the
  /// app's code passes its arguments, which a translation may show though the source text
  /// leaves them out ("starred").
  static func keyTakesArguments(_ key: LintedKey) -> Bool {
    guard key.hasSourceLocalization, key.key.containsByte(UInt8(ascii: "%")) else { return false }
    return CatalogUnit(
      key: key.key, language: "", unit: StringUnit(value: key.key), pluralCategory: nil,
      device: nil, substitution: nil, substitutions: [:]
    ).hasArgumentSpecifier
  }
}

extension Finding.Message {
  fileprivate static func placeholders(_ found: [String], source: String?) -> Finding.Message {
    let listed = found.map { "'\($0)'" }.joined(separator: ", ")
    let quoted = source.map { " " + Quote.text($0) } ?? ""
    return
      "has \(found.count == 1 ? "the placeholder" : "the placeholders") \(listed), which the source\(quoted) does not have: no argument is passed, and the text shows \(found.count == 1 ? "it" : "them") as written"
  }
}
