import Foundation
import PaySheetKit
import PaySheetTestCorpus
import Testing

@testable import PaySheetLint

struct SheetLinesTests {
  @Test(arguments: [
    ("checkout.fee", "checkout.fee", true), ("checkout.*", "checkout.fee", true),
    ("checkout.*", "checkout.", true), ("checkout.*", "checkoutfee", false),
    ("*.fee", "checkout.fee", true), ("*.fee", "checkout.fees", false),
    ("a*b*c", "axxbyyc", true), ("a*b*c", "acb", false), ("ab*ba", "aba", false),
  ])
  func patternsMatchWithStarsForAnyRun(pattern: String, key: String, matches: Bool) {
    #expect(SheetLines.Pattern(pattern, .summary).matches(key) == matches)
  }

  @Test func theShippedNamingNamesFirstLinesAndLeavesSecondLinesOut() {
    let lines = SheetLines()
    #expect(lines.kind(of: "summary.giftWrap") == .summary)
    #expect(lines.kind(of: "recurring.monthly") == .summary)
    #expect(lines.kind(of: "shipping.express") == .shipping)
    #expect(lines.kind(of: "pickup.store") == .shipping)
    #expect(lines.kind(of: "platform.pay") == .total)
    #expect(lines.kind(of: "shipping.arrives") == nil)
    #expect(lines.kind(of: "recurring.agreement") == nil)
    #expect(lines.kind(of: "summary.giftWrap.short") == nil)
    #expect(lines.kind(of: "Welcome back!") == nil)
    #expect(lines.kind(of: "reload.page") == nil)
    #expect(lines.kind(of: "reload.autoReload") == .summary)
  }

  @Test func configuredPatternsComeFirstInFileOrder() throws {
    let text = """
      {
        "sheetLines" : { "checkout.note" : "none", "checkout.*" : "shipping", "summary.tip" : "detail" },
        "currencies" : ["JPY", "KWD"]
      }
      """
    let configuration = try LintConfiguration(jsonBytes: Array(text.utf8), file: ".paysheet.json")
    let lines = configuration.sheetLines
    #expect(lines.kind(of: "checkout.note") == nil)
    #expect(lines.kind(of: "checkout.express") == .shipping)
    #expect(lines.kind(of: "summary.tip") == .detail)
    #expect(lines.kind(of: "summary.tax") == .summary)
    #expect(lines.currencies.map(\.code) == ["JPY", "KWD"])
    #expect(LintConfiguration().sheetLines.currencies.map(\.code) == ["USD", "EUR"])
  }

  @Test(arguments: [
    (#"{ "sheetLines" : { "a.*" : "row" } }"#, "1:20", "\"summary\", \"shipping\""),
    (#"{ "sheetLines" : [ "a.*" ] }"#, "1:3", "an object of catalog keys"),
    (#"{ "currencies" : [ "EURO" ] }"#, "1:20", "EURO"),
    (#"{ "currencies" : [ ] }"#, "1:3", "a non-empty array of ISO 4217 codes"),
    (#"{ "maximumCount" : 0 }"#, "1:3", "from 1 to 1000000000"),
  ])
  func badSheetLinesAreErrorsAtTheirPlace(text: String, place: String, message: String) {
    #expect {
      try LintConfiguration(jsonBytes: Array(text.utf8), file: "c.json")
    } throws: { error in
      let text = (error as? InputError)?.placeAndMessage ?? ""
      return text.hasPrefix("c.json:\(place):") && text.contains(message)
    }
  }
}

/// Fit without sheets: keys named as sheet lines are measured with the real profiles.
struct FitWithoutSheetsTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "checkout.fee" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Servicegebühr für die Bearbeitung Ihrer Bestellung" } },
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Service Fee" } } } },
        "summary.giftWrap" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Geschenkverpackung mit Schleife und Karte" } },
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Gift Wrap" } } } },
        "welcome" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Willkommen zurück bei Ihrem Konto und Ihren Bestellungen" } },
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome back" } } } }
      },
      "version" : "1.0"
    }
    """

  func overflowing(_ configuration: LintConfiguration) throws -> (Set<String>, (Int, Int)) {
    let catalog = try StringCatalog(jsonBytes: Array(Self.catalog.utf8), file: "A.xcstrings")
    let checker = SheetFitChecker(
      sheets: [], profiles: try DeviceProfile.shipped(), sheetLines: configuration.sheetLines)
    let findings = try LintSession(configuration: configuration, profiles: [], fitChecker: checker)
      .lint(LintInputs(catalogs: [("A.xcstrings", catalog)])).findings
    let keys = Set(
      findings.filter { $0.ruleID == LineOverflowRule.description.id }.compactMap(\.key))
    return (keys, checker.coverage(of: catalog))
  }

  /// With the fonts hidden (a locator of an empty folder), no line of the points profiles
  /// passes for fitting: each missing font is one warning naming its package and the lines.
  @Test(arguments: [false, true])
  func withTheFontsHiddenTheLinesAreNamedUnjudged(withSheet: Bool) throws {
    let empty = try TemporaryFolder.make("no-fonts").path
    let catalog = try StringCatalog(jsonBytes: Array(Self.catalog.utf8), file: "A.xcstrings")
    let sheet = try PaymentSheet(
      json: Data(
        """
        {"currency": "EUR", "merchantCountry": "DE", "timeZone": "Europe/Berlin",
         "items": [{"type": "item", "label": "summary.giftWrap", "amount": "5.00"}],
         "total": {"merchant": "Papier", "amount": "5.00"}}
        """.utf8))
    let profiles = try DeviceProfile.shipped().filter { $0.name == "iphone-se" }
    let checker = SheetFitChecker(
      sheets: withSheet ? [sheet] : [], profiles: profiles, fonts: .only([empty]))
    let findings = try LintSession(
      configuration: LintConfiguration(), profiles: [], fitChecker: checker
    )
    .lint(LintInputs(catalogs: [("A.xcstrings", catalog)])).findings.filter {
      $0.ruleID == LineOverflowRule.description.id
    }
    #expect(findings.count == 1, "\(findings.map(\.message))")
    let finding = try #require(findings.first)
    #expect(finding.severity == .warning)
    #expect(finding.message.contains("not judged on iphone-se"))
    #expect(finding.message.contains("Inter-Regular.otf was not found"))
    #expect(finding.message.contains("apt-get install fonts-inter"))
    #expect(finding.message.contains("de summary.giftWrap"))
    #expect(finding.message.contains("en summary.giftWrap"))
    #expect(checker.coverage(of: catalog) == (0, 3))
  }

  @Test func keysOfTheShippedNamingAreMeasuredByDefault() throws {
    let (keys, coverage) = try overflowing(LintConfiguration())
    #expect(keys == ["summary.giftWrap"])
    #expect(coverage == (1, 3))
  }

  @Test func sheetLinesNameAnAppsOwnKeys() throws {
    let configuration = try LintConfiguration(
      sheetLines: SheetLines(configured: [SheetLines.Pattern("checkout.*", .summary)]))
    let (keys, coverage) = try overflowing(configuration)
    #expect(keys == ["summary.giftWrap", "checkout.fee"])
    #expect(coverage == (2, 3))
  }

  /// A 7-day trial in Spanish: CLDR's `many` starts at 1,000,000, which no trial reaches.
  static let trial = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "recurring.monthly" : { "localizations" : {
          "en" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Month" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Months" } } } } },
          "es" : { "variations" : { "plural" : {
            "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld mes" } },
            "many" : { "stringUnit" : { "state" : "translated", "value" : "%lld de meses de suscripción mensual" } },
            "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld meses" } } } } } } },
        "shipping.free" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Free Shipping" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Kostenloser Versand mit DHL innerhalb Deutschlands" } } } }
      },
      "version" : "1.0"
    }
    """

  func measured(_ maximumCount: Int, language: String) throws -> [String: MeasuredLine] {
    let catalog = try StringCatalog(jsonBytes: Array(Self.trial.utf8), file: "T.xcstrings")
    let checker = SheetFitChecker(
      sheets: [], profiles: try DeviceProfile.shipped(),
      sheetLines: SheetLines(maximumCount: maximumCount))
    return try checker.fits(catalog: catalog, language: language, profile: "iphone-se")
  }

  @Test func formsBeyondTheMaximumCountAreSkippedAndNamed() throws {
    let bounded = try #require(
      try measured(SheetLines.defaultMaximumCount, language: "es")["recurring.monthly"])
    #expect(!bounded.text.contains("suscripción"))
    let unbounded = try #require(try measured(1_000_000, language: "es")["recurring.monthly"])
    #expect(unbounded.text.contains("suscripción"))
    let checker = SheetFitChecker(sheets: [], profiles: try DeviceProfile.shipped())
    #expect(checker.skippedForms(language: "es").map(\.category) == [.many])
    #expect(checker.skippedForms(language: "es").map(\.first) == [1_000_000])
    #expect(checker.skippedForms(language: "de").isEmpty)
  }

  @Test func aFreeLineIsMeasuredWithZero() throws {
    let line = try #require(
      try measured(SheetLines.defaultMaximumCount, language: "de")["shipping.free"])
    let catalog = try StringCatalog(jsonBytes: Array(Self.trial.utf8), file: "T.xcstrings")
    let formatter = SheetFormatter(catalog: catalog, locale: try SheetLocale("de"))
    let profile = try DeviceProfile.named("iphone-se", in: try DeviceProfile.shipped())
    let widest = try formatter.measure(
      key: "shipping.free", as: .shipping, arguments: [], count: nil,
      currency: try Currency("EUR"), fit: FitBudget(profile: profile))
    #expect(line.fit.width < widest.fit?.width ?? 0)
    #expect(SheetLines.showsZeroAmount("recurring.freeTrial"))
    #expect(!SheetLines.showsZeroAmount("summary.freight"))
  }

  @Test func aDetailIsMeasuredAloneAndNoneTakesAKeyOut() throws {
    let configuration = try LintConfiguration(
      sheetLines: SheetLines(configured: [
        SheetLines.Pattern("welcome", .detail), SheetLines.Pattern("summary.*", nil),
      ]))
    let (keys, _) = try overflowing(configuration)
    #expect(keys == ["welcome"])
  }
}
