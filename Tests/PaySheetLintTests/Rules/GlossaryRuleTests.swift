import Foundation
import PaySheetKit
import Testing

@testable import PaySheetLint

/// The shipped glossary against the shipped catalog, and the glossary file's errors.
struct GlossaryRuleTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func shippedCatalog() throws -> StringCatalog {
    let url = root.appendingPathComponent("Localizations/PaymentSheet.xcstrings")
    return try StringCatalog(
      jsonBytes: [UInt8](Data(contentsOf: url)), file: "Localizations/PaymentSheet.xcstrings")
  }

  static func shippedGlossary() throws -> Glossary {
    try Glossary.shipped.get()
  }

  /// The built-in copy is the file in `Localizations/`, byte for byte in meaning.
  @Test func theBuiltInGlossaryIsTheFileInLocalizations() throws {
    let url = Self.root.appendingPathComponent("Localizations/Glossary.json")
    let file = try Glossary(
      jsonBytes: [UInt8](Data(contentsOf: url)), file: "Localizations/Glossary.json")
    #expect(try Self.shippedGlossary() == file)
  }

  @Test func theShippedCatalogUsesTheGlossarysTermsThroughout() throws {
    let hits = GlossaryRule(configuration: LintConfiguration()).check(
      .catalog(try Self.shippedCatalog()), context: LintContext())
    #expect(hits.isEmpty, "\(hits.map(\.message))")
  }

  /// Every catalog language has a term for every concept, so no line goes unchecked.
  @Test func everyCatalogLanguageHasATermForEveryConcept() throws {
    let glossary = try Self.shippedGlossary()
    let catalog = try Self.shippedCatalog()
    #expect(catalog.languages.count == 50)
    for language in catalog.languages {
      for concept in glossary.concepts {
        #expect(
          glossary.term(for: concept.name, language: language)?.language == language,
          "no \(language) term for \(concept.name)")
      }
    }
    let named = Set(glossary.concepts.map(\.name))
    for concept in [
      "shipping", "delivery", "pickup", "fee", "fare", "tax", "tip", "pay", "total", "pending",
      "topUp",
    ] {
      #expect(named.contains(concept))
    }
    for key in glossary.concepts.flatMap(\.keys) {
      #expect(catalog.strings[key] != nil, "the glossary names \(key), which the catalog lacks")
    }
  }

  /// A wording planted into the shipped catalog that breaks one concept's word is found,
  /// at its key and language, and nothing else is.
  @Test(arguments: [
    ("summary.tip", "de", "Tips"),
    ("summary.serviceFee.short", "tr", "Ücret"),
    ("shipping.free", "fr", "Livraison gratuite"),
    ("pending.explanation", "zh-Hans", "最终费用取决于时间和距离"),
    ("reload.autoReload", "zh-Hant", "自動儲值"),
    ("platform.pay", "zh-Hans", "支付给 %@"),
    ("summary.rideFare.short", "ta", "வாடகை"),
    ("platform.amountPending", "ko", "금액 대기 중"),
  ])
  func aPlantedWordIsFound(key: String, language: String, planted: String) throws {
    var catalog = try Self.shippedCatalog()
    var entry = try #require(catalog.strings[key])
    var localization = try #require(entry.localizations[language])
    var unit = try #require(localization.stringUnit)
    unit.value = planted
    localization.stringUnit = unit
    entry.localizations[language] = localization
    catalog.strings[key] = entry
    let hits = GlossaryRule(configuration: LintConfiguration()).check(
      .catalog(catalog), context: LintContext())
    #expect(hits.count == 1)
    #expect(hits.first?.key == key && hits.first?.language == language)
  }

  @Test func aPluralFormWithoutTheTermIsFound() throws {
    var catalog = try Self.shippedCatalog()
    var entry = try #require(catalog.strings["recurring.monthly"])
    let text = try #require(entry.localizations["ru"]?.stringUnit?.value)
    entry.localizations["ru"] = Localization(
      variations: Variations(
        plural: [
          "one": Localization(stringUnit: StringUnit(value: text)),
          "other": Localization(stringUnit: StringUnit(value: "Ежемесячный абонемент")),
        ]))
    catalog.strings["recurring.monthly"] = entry
    let hits = GlossaryRule(configuration: LintConfiguration()).check(
      .catalog(catalog), context: LintContext())
    #expect(hits.map(\.message).count == 1)
    #expect(hits.first?.message.contains("(plural other)") == true)
  }

  @Test func anUnrelatedCatalogIsNotChecked() throws {
    let catalog = try StringCatalog(
      jsonBytes: Array(
        #"{"sourceLanguage": "en", "version": "1.0", "strings": {"welcome": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Tips"}}}}}}"#
          .utf8), file: "app.xcstrings")
    #expect(
      GlossaryRule(configuration: LintConfiguration()).check(
        .catalog(catalog), context: LintContext()
      ).isEmpty)
  }

  /// A glossary set in the configuration replaces the shipped one for the lint.
  @Test func aConfiguredGlossaryIsTheOneTheLintChecksAgainst() throws {
    let glossary = try Glossary(
      jsonBytes: Array(
        #"{"concepts": {"tip": {"keys": ["summary.tip"]}}, "terms": {"de": {"tip": "Bedienung"}}}"#
          .utf8), file: "glossary.json")
    let example = RuleExample.catalog([
      ("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("Trinkgeld")),
    ])
    let catalog = try StringCatalog(jsonBytes: Array((example.text ?? "").utf8), file: "c")
    func glossaryFindings(_ configuration: LintConfiguration) -> [Finding] {
      try! LintSession(configuration: configuration, profiles: [])
        .lint(LintInputs(catalogs: [("c", catalog)])).findings
        .filter { $0.ruleID == "glossary" }
    }
    #expect(glossaryFindings(LintConfiguration()).isEmpty)
    var configuration = LintConfiguration()
    configuration.glossary = glossary
    let found = glossaryFindings(configuration)
    #expect(found.count == 1)
    #expect(found.first?.message.contains("'Bedienung'") == true)
  }

  @Test func theRuleIsRegisteredAndOnByDefault() {
    #expect(RuleRegistry.all.contains { $0.description.id == "glossary" })
    #expect(LintConfiguration().severity(of: GlossaryRule.self) == .warning)
  }

  /// Each broken glossary names the line and column of the member at fault.
  @Test(arguments: [
    (#"{"concepts": {}, "terms": {}, "extra": 1}"#, 1, 31, "unknown member 'extra'"),
    (#"{"terms": {}}"#, 1, 1, "has no 'concepts'; it is required"),
    (
      #"{"concepts": {"fare": {"keys": "summary.rideFare"}}, "terms": {}}"#, 1, 24,
      "expected an array"
    ),
    (#"{"concepts": {"fare": {"keys": ["a", "a"]}}, "terms": {}}"#, 1, 38, "'a' is listed twice"),
    (#"{"concepts": {"fare": {"keys": [""]}}, "terms": {}}"#, 1, 33, "is an empty key"),
    (
      #"{"concepts": {"fare": {"keys": []}}, "terms": {"de": {"fair": "Preis"}}}"#, 1, 55,
      "'fair' in terms.de is not a concept of the glossary; the concepts are fare"
    ),
    (#"{"concepts": {"fare": {"keys": []}}, "terms": {"de": {"fare": " "}}}"#, 1, 55, "is empty"),
    (#"{"concepts": {"fare": {"keys": []}}, "terms": {"xx-YY-ZZ-1": {}}}"#, 1, 48, "terms"),
    (
      #"{"concepts": {"fare": {"keys": []}}, "terms": {"de": {"fare": 3}}}"#, 1, 55,
      "expected a string"
    ),
    (#"{"concepts": "#, 1, 14, "unexpected end of input"),
  ])
  func reportsWhereAGlossaryIsWrong(text: String, line: Int, column: Int, message: String) {
    #expect {
      try Glossary(jsonBytes: Array(text.utf8), file: "g.json")
    } throws: { error in
      guard let error = error as? InputError else { return false }
      let matches =
        error.file == "g.json" && error.position.line == line && error.position.column == column
        && error.message.contains(message)
      if !matches { print("glossary error: \(error)") }
      return matches
    }
  }

  @Test func readsConceptsInFileOrderAndRegionalTermsFallBackToTheLanguage() throws {
    let glossary = try Glossary(
      jsonBytes: Array(
        #"{"description": "d", "concepts": {"tip": {"description": "a gratuity", "keys": ["summary.tip"]}, "tax": {"keys": ["summary.tax"]}}, "terms": {"de": {"tip": "Trinkgeld"}, "de-CH": {"tax": "MWST"}}}"#
          .utf8), file: "g.json")
    #expect(glossary.concepts.map(\.name) == ["tip", "tax"])
    #expect(glossary.concepts[0].description == "a gratuity")
    let tip = try #require(glossary.term(for: "tip", language: "de-CH"))
    #expect(tip.term == "Trinkgeld" && tip.language == "de")
    let tax = try #require(glossary.term(for: "tax", language: "de-CH"))
    #expect(tax.term == "MWST" && tax.language == "de-CH")
    #expect(glossary.term(for: "tax", language: "de") == nil)
  }
}

/// The glossary's test for a term left blank, against Foundation's trimming it stands for.
struct GlossaryBlankTermTests {
  @Test(arguments: [
    "", " ", "\t", "\u{00A0}", "\u{2009}\u{202F}", "\u{3000}", "\u{200B}", "\n", "\u{2028}",
    "\u{0085}", "\u{000B}", " a ", "Preis", "\u{00A0}Steuer", "税", "\u{FEFF}", "\u{180E}",
  ])
  func aTermIsBlankExactlyWhenFoundationTrimsItToNothing(_ term: String) {
    #expect(Glossary.isBlank(term) == term.trimmingCharacters(in: .whitespaces).isEmpty)
  }

  @Test func everyScalarIsJudgedAsFoundationJudgesIt() {
    for value in 0...0x3100 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(Character(scalar))
      #expect(
        Glossary.isBlank(text) == text.trimmingCharacters(in: .whitespaces).isEmpty,
        "U+\(String(value, radix: 16))")
    }
  }
}
