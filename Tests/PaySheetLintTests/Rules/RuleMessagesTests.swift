import Foundation
import PaySheetKit
import PaySheetLintTestSupport
import Testing

@testable import PaySheetLint

/// What each rule says and where: positions, keys, languages and the facts in the message.
struct RuleMessagesTests {
  func lint(_ example: RuleExample, _ rule: any LintRule.Type) throws -> [RuleHit] {
    try hits(of: rule, in: example)
  }

  @Test func missingLanguageIsReportedAtTheKey() throws {
    let example = RuleExample.catalog(
      [("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("Trinkgeld"))], locales: ["fr-CA"])
    let found = try lint(example, MissingTranslationRule.self)
    #expect(found.count == 1)
    #expect(found.first?.language == "fr-CA")
    #expect(found.first?.key == "summary.tip")
    // The key's opening quote: line 4 of the example, after 4 spaces of indentation.
    #expect(found.first?.position?.line == 4)
    #expect(found.first?.position?.column == 1)
  }

  @Test(arguments: [
    ("new", "is marked new: it awaits review"),
    ("needs_review", "is marked needs_review: it awaits review"),
  ])
  func reviewStatesAreReportedAtTheValue(state: String, words: String) throws {
    let example = RuleExample.catalog([
      ("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("Trinkgeld", state: state)),
    ])
    let found = try lint(example, AwaitingReviewRule.self)
    #expect(found.count == 1)
    #expect(found[0].message.contains(words))
    #expect(try lint(example, MissingTranslationRule.self).isEmpty)
    #expect(found[0].language == "de")
  }

  @Test(arguments: [
    ("%1$@ (über)", "leaves out argument 2"),
    ("%1$@ (über %2$@) %3$@", "uses argument 3"),
    (
      "%1$@ (über %2$lld)",
      "uses '%2$lld' (a whole number) for argument 2, where the source has '%2$@' (text)"
    ),
  ])
  func specifierDifferencesAreNamed(translation: String, words: String) throws {
    let example = RuleExample.catalog(
      key: "total.via",
      [("en", RuleExample.unit("%1$@ (via %2$@)")), ("de", RuleExample.unit(translation))])
    let found = try lint(example, FormatSpecifierMismatchRule.self)
    #expect(found.count == 1)
    #expect(found.first?.message.contains(words) == true, "\(found)")
  }

  @Test func russianNeedsFewAndMany() throws {
    let example = RuleExample.catalog(
      key: "summary.items",
      [
        ("en", RuleExample.plural([("one", "%lld Item"), ("other", "%lld Items")])),
        ("ru", RuleExample.plural([("one", "%lld товар"), ("other", "%lld товара")])),
      ])
    let found = try lint(example, PluralCategoriesRule.self)
    #expect(found.count == 1)
    #expect(found.first?.language == "ru")
    #expect(
      found.first?.message.contains(
        "lack few and many: 2, 3, 4, … (few) and 0, 5, 6, … (many) show other's text '%lld товара', which cannot read right for few and many"
      ) == true, "\(found.map(\.message))")
    #expect(found.first?.severityLimit == nil)
  }

  @Test func unusedFormIsReportedAtItsText() throws {
    let example = RuleExample.catalog(
      key: "summary.items",
      [
        (
          "en",
          RuleExample.plural([("one", "%lld Item"), ("two", "%lld Items"), ("other", "%lld Items")])
        )
      ])
    let found = try lint(example, UnusedPluralCategoriesRule.self)
    #expect(found.map(\.message).contains { $0.contains("'two'") })
    #expect(found.count == 1)
  }

  @Test(arguments: [
    ("Reloads below US$%@", "'$'"), ("Reloads below %@ USD", "'USD'"),
    ("Reloads below 10%@", "'10'"),
  ])
  func currencyBesideAmountIsNamed(value: String, shown: String) throws {
    let example = RuleExample.catalog(
      key: "reload.threshold", comment: CurrencyInTranslationRule.comment,
      [("en", RuleExample.unit(value))])
    let found = try lint(example, CurrencyInTranslationRule.self)
    #expect(found.count == 1)
    #expect(found.first?.message.contains(shown) == true)
  }

  @Test func amountPlaceholdersComeFromTheComment() {
    #expect(
      CurrencyInTranslationRule.describesAmount("%@ = a formatted amount, e.g. \"$10.00\"", "%@"))
    #expect(
      !CurrencyInTranslationRule.describesAmount(
        "%1$@ = the end merchant, %2$@ = the amount", "%1$@"))
    #expect(
      CurrencyInTranslationRule.describesAmount(
        "%1$@ = the end merchant, %2$@ = the amount", "%2$@"))
  }

  @Test(arguments: [
    (3, 9), (10, 30), (11, 22), (20, 40), (21, 38), (30, 54), (31, 50), (50, 80), (51, 72),
    (70, 98), (71, 93),
  ])
  func expansionLimitsFollowTheIBMGuide(source: Int, limit: Int) {
    #expect(TranslationLengthRule.limit(forSourceLength: source) == limit)
  }

  /// On a row of 30 columns, the label's 31 columns, the gap and the widest amount a summary
  /// item of the default currencies shows in German (9,999,999 with every minor digit, its
  /// width taken from the columns model) overflow it.
  @Test func overflowNamesWidthLimitAndExcess() throws {
    let example = RuleExample.catalog(
      key: "summary.giftWrap",
      [
        ("en", RuleExample.unit("Gift Wrap")),
        ("de", RuleExample.unit("Geschenkverpackung mit Schleife")),
      ])
    let row = try DeviceProfile(
      name: "test-row", rowWidth: 30, gap: 1, font: DeviceProfile.Font(family: "f", role: "r"),
      fontSize: 16, model: .columns)
    let checker = SheetFitChecker(sheets: [], profiles: [row])
    let found = try example.hits(of: LineOverflowRule.self, fitChecker: checker)
    #expect(found.count == 1)
    let german = try SheetLocale("de")
    let widest =
      try SheetLines.defaultCurrencies.map { currency in
        var units: Int64 = 9_999_999
        for _ in 0..<currency.minorUnitDigits { units = units * 10 + 9 }
        return try german.columnWidth(
          of: Money(minorUnits: units, currency: currency).formatted(locale: german))
      }.max() ?? 0
    let width = 31 + 1 + widest
    #expect(
      found.first?.message.contains(
        "is too wide on test-row (\(width - 30) columns): on test-row the label is 31 columns, and with the amount '"
      ) == true, "\(found.map(\.message))")
    #expect(
      found.first?.message.contains(
        "' beside it the line is \(width) columns where the row has 30 columns; use a shorter wording"
      ) == true, "\(found.map(\.message))")
  }

  @Test func overflowIsSilentWithoutAChecker() throws {
    let text = try #require(LineOverflowRule.description.triggeringExamples[0].catalogText)
    let catalog = try StringCatalog(jsonBytes: Array(text.utf8))
    #expect(
      LineOverflowRule(configuration: LintConfiguration()).check(
        .catalog(catalog), context: LintContext()
      ).isEmpty)
  }

  @Test(arguments: [
    ("ACME\u{202E}txt", "bidi control U+202E RIGHT-TO-LEFT OVERRIDE"),
    ("AC\u{200B}ME", "invisible character U+200B ZERO WIDTH SPACE"),
    ("\u{0410}pple", "mixes the scripts Cyrillic and Latin"),
  ])
  func suspiciousNamesSayWhy(name: String, words: String) throws {
    let found = try lint(RuleExample(.merchantNames([name])), SuspiciousNameRule.self)
    #expect(found.contains { $0.message.contains(words) }, "\(found.map(\.message))")
  }

  @Test func lookAlikeNamesAreReportedAtTheSecond() throws {
    let names = [
      ConfiguredName(
        "Acme", role: .merchant,
        location: .init(file: "c.json", position: SourcePosition(line: 2, column: 3, offset: 0))),
      ConfiguredName(
        "\u{0410}\u{0441}me", role: .app,
        location: .init(file: "c.json", position: SourcePosition(line: 3, column: 3, offset: 0))),
    ]
    let found = SuspiciousNameRule(configuration: LintConfiguration()).check(
      .names(names), context: LintContext())
    #expect(
      found.contains {
        $0.message.contains("looks like the merchant name 'Acme'") && $0.position?.line == 3
      })
  }

  @Test func genericMerchantIsReportedAtTheName() throws {
    let found = try lint(
      RuleExample(.sheet(SheetExamples.sheet(merchant: "Your Order"))), GenericTotalLabelRule.self)
    #expect(found.count == 1)
    #expect(found.first?.message.contains("PAY YOUR ORDER") == true)
    #expect(found.first?.position?.line == 8)
  }

  @Test func tooManyItemsPointsAtTheFirstItemTooMany() throws {
    let items = (1...10).map { _ in SheetExamples.item("summary.giftWrap", "1.00") }
    let found = try lint(
      RuleExample(.sheet(SheetExamples.sheet(items: items))), TooManyItemsRule.self)
    #expect(found.count == 1)
    #expect(found.first?.message.contains("10 summary items, more than 8") == true)
  }

  @Test(arguments: [
    ("Tip ", ["ends with a space"]), ("\tTip", ["starts with a tab"]),
    ("Gift  Wrap", ["two spaces in a row"]), ("Gift\nWrap", ["line break"]), ("Gift\u{A0}Wrap", []),
  ])
  func whitespaceProblems(value: String, phrases: [String]) {
    let problems = WhitespaceRule.problems(in: value, multiLine: false)
    #expect(problems.count == phrases.count, "\(problems)")
    for phrase in phrases {
      #expect(problems.contains { $0.phrase.contains(phrase) }, "\(problems)")
    }
  }
}
