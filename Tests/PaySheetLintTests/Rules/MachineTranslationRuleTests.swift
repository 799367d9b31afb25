import Foundation
import PaySheetKit
import PaySheetLintTestSupport
import Testing

@testable import PaySheetLint

/// `machine-translation`: what a machine translated, by key, text and `state-qualifier`.
struct MachineTranslationRuleTests {
  /// One German `<trans-unit>` and what the rule says of it: a warning, the note counting
  /// it, or nothing.
  struct Case: CustomStringConvertible, Sendable {
    let key: String
    let source: String
    let target: String
    let comment: String?
    let qualifier: String?
    let expected: Severity?
    /// What the warning says makes the text matter.
    let reason: String?

    init(
      _ key: String, _ source: String, _ target: String, comment: String? = nil,
      _ qualifier: String?, _ expected: Severity?, because reason: String? = nil
    ) {
      self.key = key
      self.source = source
      self.target = target
      self.comment = comment
      self.qualifier = qualifier
      self.expected = expected
      self.reason = reason
    }

    var description: String { "\(key) '\(target)' \(qualifier ?? "no qualifier")" }
  }

  static let amount =
    "Reloads when the balance drops below %@ = a formatted amount, e.g. \"$10.00\"."

  static let cases: [Case] = [
    // Payment-sheet keys: a warning whichever qualifier a machine wrote.
    Case("total.label", "Total", "Gesamt", "leveraged-mt", .warning, because: sheet),
    Case("total.label", "Total", "Gesamt", "mt-suggestion", .warning, because: sheet),
    Case("total.label", "Total", "Gesamt", nil, nil),
    Case("total.label", "Total", "Gesamt", "exact-match", nil),
    // An empty target is a missing translation, not a machine's text.
    Case("total.label", "Total", "", "leveraged-mt", nil),
    Case(
      "shipping.express", "Express Shipping", "Expressversand", "leveraged-mt", .warning,
      because: sheet),
    Case(
      "recurring.monthly", "Monthly Subscription", "Monatsabo", "mt-suggestion", .warning,
      because: sheet),
    Case("platform.pay", "Pay %@", "Zahlung: %@", "leveraged-mt", .warning, because: sheet),
    // Texts about money: an amount placeholder, a currency sign or code in either text.
    Case(
      "wallet.lowBalance", "Reloads below %@", "Aufladung unter %@", comment: amount,
      "leveraged-mt", .warning, because: "shows an amount"),
    Case(
      "wallet.lowBalance", "Reloads below %@", "Aufladung unter %@", comment: amount, nil, nil),
    Case(
      "plan.price", "Billed in USD", "Abrechnung in US-Dollar", "leveraged-mt", .warning,
      because: "the currency code 'USD'"),
    Case(
      "card.gift", "Gift card", "Geschenkkarte über 25 €", "mt-suggestion", .warning,
      because: "the currency symbol '€'"),
    Case("card.gift", "Gift card", "Geschenkkarte über 25 €", nil, nil),
    // Ordinary texts: counted in the note.
    Case("settings.title", "Settings", "Einstellungen", "leveraged-mt", .note),
    Case("settings.title", "Settings", "Einstellungen", "mt-suggestion", .note),
    Case("settings.title", "Settings", "Einstellungen", nil, nil),
    Case("settings.title", "Settings", "Einstellungen", "fuzzy-match", nil),
    Case("list.all", "SEE ALL", "ALLE ANZEIGEN", "leveraged-mt", .note),
    Case(
      "wallet.title", "Reloads", "Aufladungen", comment: "The screen's title.", "leveraged-mt",
      .note),
  ]

  static let sheet = "is a line of the payment sheet"

  /// The rule's findings on `xliff`, linted as `paysheet lint` lints it, the rule alone on.
  static func findings(_ example: RuleExample) throws -> [Finding] {
    try example.findings(of: MachineTranslationRule.self, fitChecker: nil)
  }

  @Test(arguments: cases)
  func reportsByKeyTextAndQualifier(_ test: Case) throws {
    let example = RuleExample.xliff(
      language: "de",
      [.init(test.key, test.source, test.target, qualifier: test.qualifier, note: test.comment)])
    let found = try Self.findings(example)
    #expect(found.map(\.severity) == (test.expected.map { [$0] } ?? []), "\(found)")
    guard let finding = found.first else { return }
    #expect(finding.ruleID == "machine-translation")
    #expect(finding.key == test.key && finding.language == "de")
    if let reason = test.reason {
      #expect(finding.message.contains(reason), "\(finding.message)")
    }
    // At the <target>: line 7 of the example, after its eight spaces.
    #expect(finding.location.description == "example.xliff:7:9")
  }

  /// The finding as `paysheet lint` prints it, whole: the <target>'s line and column, the
  /// language, the text, what to do and the state an import gives it, then the key.
  @Test func textReportOfAMachineTranslatedTotal() throws {
    let example = RuleExample.xliff(
      language: "de",
      [
        .init("settings.title", "Settings", "Einstellungen", qualifier: "leveraged-mt"),
        .init("total.label", "Total", "Zwischensumme", qualifier: "leveraged-mt"),
        .init(
          "summary.tax", "Tax", "Steuer", qualifier: "mt-suggestion",
          state: "needs-review-translation"),
      ])
    let found = try Self.findings(example).sorted()
    let text = TextReporter().report(found, rules: [])
    #expect(
      text == """
        example.xliff:7:9: note: 1 text was machine translated (state-qualifier 'leveraged-mt' or 'mt-suggestion'), none on a payment-sheet line or about money: have them reviewed as any translation (key 'settings.title') [machine-translation]
        example.xliff:12:9: warning: the de text 'Zwischensumme' was machine translated and is a line of the payment sheet: have a person who reads the language review it before it ships; an import marks it 'translated', so nothing asks for that review later (give its <target> state="needs-review-translation" to keep it asked) (key 'total.label') [machine-translation]
        example.xliff:17:9: warning: the de text 'Steuer' was machine translated and is a line of the payment sheet: have a person who reads the language review it before it ships; an import marks it 'needs_review' until then (key 'summary.tax') [machine-translation]
        2 warnings and 1 note: de 2 warnings and 1 note

        """, "\(text)")
  }

  /// The note counts every other machine text of a file, once, at the first of them.
  @Test func oneNotePerFileCountsTheRest() throws {
    let example = RuleExample.xliff(
      language: "fr",
      [
        .init("onboarding.welcome", "Welcome", "Bienvenue", qualifier: "leveraged-mt"),
        .init("shipping.free", "Free Shipping", "Livraison gratuite", qualifier: "leveraged-mt"),
        .init("onboarding.next", "Next", "Suivant", qualifier: "mt-suggestion"),
        .init("onboarding.skip", "Skip", "Passer"),
      ])
    let found = try Self.findings(example)
    let notes = found.filter { $0.severity == .note }
    #expect(notes.count == 1)
    #expect(notes.first?.message.hasPrefix("2 texts were machine translated") == true)
    #expect(notes.first?.key == "onboarding.welcome")
    #expect(found.filter { $0.severity == .warning }.map(\.key) == ["shipping.free"])
  }

  /// A catalog alone has no machine mark: nothing to report, whatever its keys say.
  @Test func aCatalogAloneHasNoMachineTexts() throws {
    let example = RuleExample.catalog(
      key: "total.label", [("en", RuleExample.unit("Total")), ("de", RuleExample.unit("Gesamt"))])
    #expect(try example.findings(of: MachineTranslationRule.self, fitChecker: nil).isEmpty)
  }

  /// A translator's XLIFF drawn over a catalog (as `catalog import` and `preview --with`
  /// lint it): the warning names the XLIFF and its <target>, not the catalog.
  @Test func overlaidXLIFFIsReportedAtItsTarget() throws {
    let catalog = try StringCatalog(
      jsonBytes: Array(
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "total.label" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Gesamt" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Total" } }
              }
            }
          },
          "version" : "1.0"
        }
        """.utf8), file: "App.xcstrings")
    let example = RuleExample.xliff(
      language: "de",
      [.init("total.label", "Total", "Zwischensumme", qualifier: "leveraged-mt")])
    let document = try XLIFFDocument(bytes: Array((example.text ?? "").utf8), file: "de.xliff")
    let file = try #require(document.files.first)
    let overlay = catalog.overlaying(file, from: "de.xliff")
    var settings: [String: RuleSetting] = [:]
    for rule in RuleRegistry.all { settings[rule.description.id] = .off }
    settings["machine-translation"] = .on
    let session = try LintSession(configuration: LintConfiguration(rules: settings))
    var inputs = LintInputs()
    inputs.catalogs = [("App.xcstrings", overlay.catalog, overlay.notes)]
    let found = session.lint(inputs).findings
    #expect(found.map(\.location.description) == ["de.xliff:7:9"], "\(found)")
    #expect(found.first?.severity == .warning)
  }
}
