import PaySheetKit

/// A translation that changes, drops or adds a number of its source, or does not keep its
/// link or e-mail address.
public struct NumberMismatchRule: TextRule {
  public static let description = RuleDescription(
    id: "number-mismatch",
    defaultSeverity: .error,
    summary: "A translation changes, drops or adds a number, or changes a link or e-mail address.",
    details: """
      The numbers of the source must be the translation's: "50" written "60" is a wrong
      price or wrong terms. Digits of every script are the same number (`٥٠` and `۵۰` are
      50), and so is a number grouped or pointed in the translation's own way ("1,000.50",
      "1.000,50", "1 000,50"). Placeholders (`%1$@`, `%.2f`, `%#@count@`) hold no number.
      Links and e-mail addresses are kept as they are; a link to the page of the
      translation's own language (`privacy-fr.html`) or an address of the translation's
      own example domain is a choice, not a slip.

      A number that a translation replaces by another is reported whatever its size. One
      that a translation leaves out, or adds, is reported only when it has three digits or
      more or a separator: "7 days" is often "sept jours" and "a minute" "1分", which is
      right. Numbers in a word ("W8", "2FA", "3rd"), next to a unit of measure or a currency
      sign ("6 inches" is "15 cm", "25€" is "999 ₽") and 0, 1 and 2 in plural forms are not
      compared.

      In the keys of a payment sheet (the shipped catalog's `summary.*`, `shipping.*`,
      `recurring.*` lines, their agreements and dates, and the keys `sheetLines` names), a
      changed, dropped or added number is an error: it is an amount or a count the customer
      agrees to. Elsewhere, and for links and addresses, it is a warning.
      """,
    triggeringExamples: [
      .catalog(
        key: "shipping.express",
        [
          ("en", RuleExample.unit("Express Shipping (2 Days)")),
          ("de", RuleExample.unit("↓Expressversand (3 Tage)")),
        ]),
      .catalog(
        key: "recurring.agreement",
        [
          ("en", RuleExample.unit("Renews at 9.99 a month, cancel within 14 days")),
          ("ar", RuleExample.unit("↓يتجدد بسعر ٩٫٩٩ شهريًا، ويمكن الإلغاء خلال ١٥ يومًا")),
        ]),
      .catalog(
        key: "help.support",
        [
          ("en", RuleExample.unit("Write to support@acme.com")),
          ("fr", RuleExample.unit("↓Écrivez à suport@acme.com")),
        ]),
      .catalog(
        key: "help.terms",
        [
          ("en", RuleExample.unit("Terms: https://acme.com/terms")),
          ("es", RuleExample.unit("↓Condiciones: https://acme.con/terms")),
        ]),
      .catalog(
        key: "limits.daily",
        [
          ("en", RuleExample.unit("Up to 1,000 transfers a day")),
          ("ru", RuleExample.unit("↓До 100 переводов в день")),
        ]),
    ],
    nonTriggeringExamples: [
      .catalog(
        key: "recurring.agreement",
        [
          ("en", RuleExample.unit("Renews at 1,299.50 a month, cancel within 14 days")),
          ("fa", RuleExample.unit("تمدید با ۱٬۲۹۹٫۵۰ در ماه، لغو تا ۱۴ روز")),
          ("fr", RuleExample.unit("Renouvelé à 1 299,50 par mois, résiliable sous 14 jours")),
          ("hi", RuleExample.unit("हर महीने १,२९९.५० पर नवीनीकरण, १४ दिनों में रद्द करें")),
        ]),
      .catalog(
        key: "summary.items",
        [
          (
            "en",
            RuleExample.plural([("one", "%lld Item"), ("other", "%lld Items")])
          ),
          ("fr", RuleExample.plural([("one", "1 article"), ("other", "%lld articles")])),
        ]),
      .catalog(
        key: "history.recent",
        [
          ("en", RuleExample.unit("Payments of the last 7 days")),
          ("fr", RuleExample.unit("Paiements des sept derniers jours")),
        ]),
      .catalog(
        key: "pairing.distance",
        [
          ("en", RuleExample.unit("Keep the reader about 6 inches away")),
          ("de", RuleExample.unit("Halte das Lesegerät etwa 15 cm entfernt")),
        ]),
      .catalog(
        key: "total.via",
        [("en", RuleExample.unit("%1$@ (via %2$@)")), ("ja", RuleExample.unit("%1$@（%2$@経由）"))]),
      .catalog(
        key: "help.privacy",
        [
          ("en", RuleExample.unit("[Privacy](https://acme.com/privacy-en.html)")),
          ("fr", RuleExample.unit("[Confidentialité](https://acme.com/privacy-fr.html)")),
        ]),
    ])

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.translations

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    guard let source = text.source, text.unit.isMarkedTranslated, !text.value.isEmpty else {
      return []
    }
    var problems: [TextProblem] = []
    // What a problem weighs, asked of the few texts that have one: the key's sheet-line
    // patterns were 103 of 3,246 million instructions of a lint of DuckDuckGo's catalog.
    var limit: Severity? {
      Self.isPaymentKey(text.key.key, configuration: context.configuration) ? nil : .warning
    }
    if TextMarks.hasDigit(text.value) || TextMarks.hasDigit(source.value) {
      let inPluralForm = text.unit.pluralCategory != nil
      let placeholders = text.key.takesArguments
      let change = Self.change(
        TextMarks.numbers(in: source.value, hasPlaceholders: placeholders),
        TextMarks.numbers(in: text.value, hasPlaceholders: placeholders),
        inPluralForm: inPluralForm)
      switch change {
      case .none: break
      case .changed(let from, let to):
        problems.append(
          TextProblem(.changed(from: from, to: to, source: source.value), severityLimit: limit))
      case .missing(let numbers):
        problems.append(
          TextProblem(.missing(numbers, source: source.value), severityLimit: limit))
      case .added(let numbers):
        problems.append(TextProblem(.added(numbers), severityLimit: limit))
      }
    }
    for link in Self.droppedLinks(
      source: source.value, translation: text.value, language: text.languageCode)
    {
      problems.append(
        TextProblem(.linkChanged(link), quoting: .whole, severityLimit: .warning))
    }
    return problems
  }

  /// Whether `key` is a payment sheet's: a line `sheetLines` or the shipped naming names,
  /// or a second line, agreement or date of the shipped catalog's naming.
  static func isPaymentKey(_ key: String, configuration: LintConfiguration) -> Bool {
    configuration.sheetLines.kind(of: key) != nil
      || configuration.sheetLines.configured.contains { $0.kind != nil && $0.matches(key) }
      || SheetLines.shippedNaming.contains { $0.matches(key) }
      || key.hasPrefix("total.") || key.hasPrefix("platform.")
  }

  /// How the numbers of a translation differ from its source's.
  enum Change: Equatable {
    case none
    /// Numbers of the source replaced by others.
    case changed(from: [String], to: [String])
    case missing([String])
    case added([String])
  }

  /// The difference between the numbers of a source and of its translation, as the rule
  /// reports it: a number written in either where the other has it in any form (in a
  /// word, next to a unit) is kept.
  static func change(
    _ source: [TextMarks.Number], _ translation: [TextMarks.Number], inPluralForm: Bool
  ) -> Change {
    let sourceAll = Set(source.map(\.digits))
    let translationAll = Set(translation.map(\.digits))
    func compared(_ numbers: [TextMarks.Number]) -> [TextMarks.Number] {
      numbers.filter {
        !$0.isInWord && !$0.isMeasure && !(inPluralForm && ["0", "1", "2"].contains($0.digits))
      }
    }
    var seen: Set<String> = []
    let missing = compared(source).filter {
      !translationAll.contains($0.digits) && seen.insert($0.digits).inserted
    }
    seen = []
    let added = compared(translation).filter {
      !sourceAll.contains($0.digits) && seen.insert($0.digits).inserted
    }
    if !missing.isEmpty, !added.isEmpty {
      return .changed(from: missing.map(\.written), to: added.map(\.written))
    }
    let largeMissing = missing.filter(\.isLarge)
    if !largeMissing.isEmpty { return .missing(largeMissing.map(\.written)) }
    let largeAdded = added.filter(\.isLarge)
    if !largeAdded.isEmpty { return .added(largeAdded.map(\.written)) }
    return .none
  }

  /// The links and addresses of `source` that `translation` does not have verbatim, but for
  /// a link the translation localized (one with its language's code: `privacy-fr.html`,
  /// `corkmac.ru`) and an address the translation replaced by one of another domain (an
  /// example address such as `usuario@servidor.com`).
  static func droppedLinks(source: String, translation: String, language: String) -> [String] {
    // Said first from the bytes: the `@` of "%@" let most of DuckDuckGo's texts through the
    // other look, each then scanned for links twice.
    guard TextMarks.mayHaveLink(source),
      source.containsByte(UInt8(ascii: "@"))
        || (source.containsBytes(of: "://") && source.contains("://"))
        || (source.containsBytes(of: "www.") && source.contains("www."))
    else { return [] }
    let theirs = TextMarks.links(in: translation)
    let code = UnchangedTranslationRule.base(language).lowercased()
    return TextMarks.links(in: source).filter { link in
      guard !translation.contains(link.text) else { return false }
      if link.isEmail {
        return !theirs.contains { $0.isEmail && $0.domain != link.domain }
      }
      return !theirs.contains { !$0.isEmail && Self.names(code, in: $0.text) }
    }.map(\.text)
  }

  /// Whether `link` has the language code `code` as a part of its own ("-fr.", "/fr/",
  /// ".ru", "hl=fr").
  static func names(_ code: String, in link: String) -> Bool {
    link.lowercased().split(whereSeparator: { !$0.isLetter }).contains { $0 == code }
  }
}

extension Finding.Message {
  fileprivate static func changed(from: [String], to: [String], source: String)
    -> Finding.Message
  {
    "has \(to.joined(separator: ", ")) where the source \(Quote.text(source)) has \(from.joined(separator: ", ")); a number must stay as the source states it"
  }

  fileprivate static func missing(_ numbers: [String], source: String) -> Finding.Message {
    "leaves out \(numbers.joined(separator: ", ")) of the source \(Quote.text(source)); write the number in the translation"
  }

  fileprivate static func added(_ numbers: [String]) -> Finding.Message {
    "has \(numbers.joined(separator: ", ")), which the source does not state; take it out or ask whether the source lacks it"
  }

  fileprivate static func linkChanged(_ link: String) -> Finding.Message {
    "does not keep \(Quote.text(link)) of the source as it is; copy it unchanged"
  }
}
