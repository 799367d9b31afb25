import PaySheetKit

/// A translation far longer than its source, beyond IBM's guide to text expansion.
public struct TranslationLengthRule: TextRule {
  public static let description = RuleDescription(
    id: "translation-length",
    defaultSeverity: .warning,
    isEnabledByDefault: false,
    summary: "A translation is far longer than its source (beyond IBM's expansion guide).",
    details: """
      A translation far longer than its source, beyond IBM's guide to text expansion: a short
      source may triple, a long one grow by a third.

      Lengths are display columns with placeholders left out (their values are the same in
      every language): a Latin, Cyrillic or Arabic letter is one column, a Chinese, Japanese
      or Korean character two, as it is drawn about twice as wide. So a CJK translation is
      held to the same room as a Latin one rather than being let through by its few
      characters. The limits use the upper bound of each band of the guide:

      | source length | allowed growth |
      |---|---|
      | up to 10 | 200% |
      | 11–20 | 100% |
      | 21–30 | 80% |
      | 31–50 | 60% |
      | 51–70 | 40% |
      | over 70 | 30% |

      Platform text (`platform.*` keys) is skipped: those are the system's own words,
      reproduced for previews, and no translator can shorten them.

      Off unless the configuration turns it on (`"translation-length": "on"`): on the apps'
      catalogs of the real corpus most of its findings were sound translations of body text
      or standard words, which is too many to be worth a warning by default.
      """,
    triggeringExamples: [
      .catalog([
        ("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("↓Trinkgeld für den Fahrer")),
      ]),
      .catalog(
        key: "summary.subtotal",
        [("en", RuleExample.unit("Subtotal")), ("ja", RuleExample.unit("↓小計（税抜き、送料別、割引前の金額）"))]),
    ],
    nonTriggeringExamples: [
      .catalog([("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("Trinkgeld"))]),
      .catalog(
        key: "platform.pay",
        [("en", RuleExample.unit("Pay %@")), ("vi", RuleExample.unit("Thanh toán cho %@"))]),
      .catalog(
        key: "summary.giftWrap",
        [("en", RuleExample.unit("Gift Wrap %@")), ("fr", RuleExample.unit("Emballage cadeau %@"))]),
    ])

  public init(configuration: LintConfiguration) {}

  /// The longest a translation may be, in columns, for a source of `length` columns.
  public static func limit(forSourceLength length: Int) -> Int {
    let percent: Int
    switch length {
    case ...10: percent = 200
    case 11...20: percent = 100
    case 21...30: percent = 80
    case 31...50: percent = 60
    case 51...70: percent = 40
    default: percent = 30
    }
    return length + (length * percent + 99) / 100
  }

  package static let texts = CheckedTexts.translations

  package func checks(_ key: LintedKey, in catalog: LintedCatalog, context: LintContext) -> Bool {
    !StringCatalog.isPlatformKey(key.key) && key.hasSourceLocalization
  }

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    guard let source = text.source,
      let sourceLocale = text.catalog.facts(of: text.catalog.sourceLanguage).locale,
      let locale = text.facts.locale,
      let sourceLength = Self.length(source, locale: sourceLocale), sourceLength > 0,
      let length = Self.length(text.unit, locale: locale)
    else { return [] }
    let limit = Self.limit(forSourceLength: sourceLength)
    guard length > limit else { return [] }
    return [TextProblem(.tooLong(length, limit: limit, source: source.value, of: sourceLength))]
  }

  /// The width of the text without its placeholders, or nil when it cannot be parsed.
  static func length(_ unit: CatalogUnit, locale: SheetLocale) -> Int? {
    guard let segments = unit.parsed else {
      return nil
    }
    var text = ""
    for case .literal(let literal) in segments { text += literal }
    return try? locale.columnWidth(of: text.trimmingSpaces())
  }
}

extension Finding.Message {
  fileprivate static func tooLong(_ length: Int, limit: Int, source: String, of sourceLength: Int)
    -> Finding.Message
  {
    "is \(length) columns long, more than \(limit) for a source of \(sourceLength) (\(Quote.text(source))); find a shorter wording"
  }
}

extension String {
  /// The text without the whitespace at its two ends. A slice of it rather than a string
  /// rebuilt character by character from a twice-reversed view, which cost 140,000
  /// instructions a text (a fifth of a lint of Cork's catalog).
  func trimmingSpaces() -> String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
