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
      as written ("%@ Vergi" for "Tax").

      Percent signs of prose are not placeholders: "50 % de réduction" (a space after the
      `%`), "70%dla" (a letter after a conversion without `@`, `$` or a length), "100%".
      A key that is itself a format string (`notifications.label.favorite %lld`) is passed
      its arguments by the app's code even where the source text leaves them out, so its
      translations are not reported. `format-specifier-mismatch` compares the placeholders
      of keys whose source has some.
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
        key: "notifications.label.favorite %lld",
        [("en", RuleExample.unit("starred")), ("de", RuleExample.unit("%lld× markiert"))]),
    ])

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.translations

  package func checks(_ key: LintedKey, in catalog: LintedCatalog, context: LintContext) -> Bool {
    !key.takesArguments && !Self.keyTakesArguments(key)
  }

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    guard text.value.containsByte(UInt8(ascii: "%")), text.unit.hasArgumentSpecifier else {
      return []
    }
    let found = text.unit.argumentSpecifiers
    guard let first = found.first else { return [] }
    return [
      TextProblem(
        .placeholders(found, source: text.key.sourceUnits.first?.value),
        quoting: .markingPart(first))
    ]
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
