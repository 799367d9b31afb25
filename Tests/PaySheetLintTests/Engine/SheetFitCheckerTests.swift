import Foundation
import PaySheetKit
import Testing

@testable import PaySheetLint

/// Lines measured without a sheet: with the amount a sheet reaches, and their `%@` as the
/// key's comment describes it, or not at all.
struct SheetFitCheckerTests {
  /// "Monthly Subscription %@" in 20 languages, with `comment` on the key.
  static func subscription(comment: String?) throws -> StringCatalog {
    let texts = [
      ("en", "Monthly Subscription %@"), ("de", "Monatsabo %@"), ("fr", "Abonnement mensuel %@"),
      ("es", "Suscripción mensual %@"), ("it", "Abbonamento mensile %@"),
      ("pt-BR", "Assinatura mensal %@"), ("nl", "Maandabonnement %@"),
      ("sv", "Månadsabonnemang %@"), ("da", "Månedsabonnement %@"),
      ("nb", "Månedsabonnement %@"), ("fi", "Kuukausitilaus %@"),
      ("pl", "Subskrypcja miesięczna %@"), ("ru", "Ежемесячная подписка %@"),
      ("uk", "Щомісячна підписка %@"), ("tr", "Aylık abonelik %@"), ("ja", "月額プラン %@"),
      ("ko", "월간 구독 %@"), ("zh-Hans", "月度订阅 %@"), ("cs", "Měsíční předplatné %@"),
      ("ar", "اشتراك شهري %@"),
    ]
    let units = texts.map { language, text in
      "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(text)\" } }"
    }
    let note = comment.map { "\"comment\" : \"\($0)\", " } ?? ""
    let json = """
      { "sourceLanguage" : "en", "strings" : { "summary.subscription" : { \(note)"localizations" : {
      \(units.joined(separator: ",\n")) } } }, "version" : "1.0" }
      """
    return try StringCatalog(jsonBytes: Array(json.utf8), file: "S.xcstrings")
  }

  func lint(_ catalog: StringCatalog, _ configuration: LintConfiguration = LintConfiguration())
    throws -> LintReport
  {
    try LintSession(configuration: configuration)
      .lint(LintInputs(catalogs: [("S.xcstrings", catalog)]))
  }

  func overflows(_ report: LintReport) -> [Finding] {
    report.findings.filter { $0.ruleID == LineOverflowRule.description.id }
  }

  @Test func aPlaceholderNothingDescribesIsNotMeasuredAndSaysSo() throws {
    let report = try lint(try Self.subscription(comment: nil))
    #expect(overflows(report).isEmpty, "\(overflows(report).map(\.message))")
    let summary = try #require(report.coverage.first?.summary)
    #expect(summary.contains("measured 0 of 1 keys"))
    #expect(
      summary.contains(
        "1 not, as neither a sample sheet nor the key's comment says what their %@ holds"))
    #expect(summary.hasSuffix(": summary.subscription"))
  }

  @Test func aPlaceholderTheCommentDescribesIsMeasuredWithItsExample() throws {
    let catalog = try Self.subscription(comment: "%@ = the plan name, e.g. Premium.")
    let report = try lint(catalog)
    #expect(report.coverage.first?.summary.contains("measured 1 of 1 keys") == true)
    let found = overflows(report)
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.message.contains("PREMIUM") || $0.message.contains("Premium") })
    #expect(
      found.allSatisfy {
        $0.message.contains("'%@' as 'Premium', the example in the key's comment")
      })
    // The amount a sheet reaches, not 9,999,999.99: as many findings as with that amount
    // would be at most, and fewer here.
    let widest = try LintConfiguration(
      jsonBytes: Array(#"{"maximumAmount": {"USD": "9999999.99", "EUR": "9999999.99"}}"#.utf8),
      file: "c.json")
    let before = overflows(try lint(catalog, widest))
    #expect(found.count < before.count, "\(found.count) against \(before.count)")
    #expect(before.allSatisfy { !$0.message.contains("maximumAmount (by default") })
  }

  @Test func aLineThatOverflowsAtTheDefaultAmountIsStillFound() throws {
    let json = """
      { "sourceLanguage" : "en", "strings" : { "summary.giftWrap" : { "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Geschenkverpackung mit Schleife und Karte" } },
        "en" : { "stringUnit" : { "state" : "translated", "value" : "Gift Wrap" } } } } },
        "version" : "1.0" }
      """
    let catalog = try StringCatalog(jsonBytes: Array(json.utf8), file: "S.xcstrings")
    let found = overflows(try lint(catalog))
    #expect(found.map(\.language) == ["de"])
    let message = try #require(found.first?.message)
    #expect(message.contains("9.999,99"), "\(message)")
    #expect(message.contains("measured without a sheet, with maximumAmount (by default"))
  }

  @Test(
    arguments: [
      ("Discount row. %@ = the code as entered, e.g. FRIDAY10 (never translated).", "FRIDAY10"),
      ("%@ is the plan name, such as \"Premium Plus\".", "Premium Plus"),
      ("%@ = a formatted date, e.g. “Dec 3 – 5”. Keep it short.", "Dec 3 – 5"),
      ("%@ = the plan name, for example: Gold.", "Gold"),
      ("The plan's name, e.g. Premium, goes in %@.", nil),
      ("%@ is the plan name.", nil),
      ("No placeholder here, e.g. none.", nil),
    ] as [(String, String?)])
  func theCommentsExampleOfAPlaceholderIsRead(comment: String, example: String?) {
    #expect(SheetFitChecker.example(ofPlaceholderIn: comment) == example)
  }
}
