import Foundation
import PaySheetKit
import PaySheetTestCorpus
import Testing

@testable import PaySheetLint

struct LinterTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "summary.tip" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Trinkgeld " } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Tip" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  func lint(_ configuration: LintConfiguration) throws -> [Finding] {
    let catalog = try StringCatalog(jsonBytes: Array(Self.catalog.utf8))
    return try LintSession(configuration: configuration, profiles: [])
      .lint(LintInputs(catalogs: [("a.xcstrings", catalog)])).findings
  }

  @Test func findingsCarryFilePlaceKeyLanguageRuleAndSeverity() throws {
    let found = try lint(LintConfiguration())
    #expect(found.count == 1)
    let finding = try #require(found.first)
    #expect(finding.file == "a.xcstrings")
    #expect(finding.location.line == 6)
    #expect(finding.location.column == 69)
    #expect(finding.key == "summary.tip")
    #expect(finding.language == "de")
    #expect(finding.ruleID == "whitespace")
    #expect(finding.severity == .warning)
  }

  @Test func configurationTurnsRulesOffAndRaisesSeverity() throws {
    #expect(try lint(try LintConfiguration(rules: ["whitespace": .off])).isEmpty)
    #expect(
      try lint(try LintConfiguration(rules: ["whitespace": .severity(.error)])).first?.severity
        == .error)
    #expect(try lint(try LintConfiguration(strict: true)).first?.severity == .error)
  }

  /// A platform word no device confirmed is a note, and stays one under `--strict`: it is
  /// reported, never failed on; missing-translation leaves its `needs_review` alone.
  @Test func unverifiedPlatformWordsAreNotesEvenWhenStrict() throws {
    let catalog = try StringCatalog(
      jsonBytes: Array(
        """
        { "sourceLanguage" : "en", "strings" : { "platform.pay" : { "localizations" : {
          "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Zahlung: %@" } },
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Pay %@" } } } } },
          "version" : "1.0" }
        """.utf8))
    for strict in [false, true] {
      let found = try LintSession(
        configuration: try LintConfiguration(strict: strict), profiles: []
      )
      .lint(LintInputs(catalogs: [("a.xcstrings", catalog)])).findings
      #expect(found.map(\.ruleID) == ["unverified-platform-word"])
      #expect(found.map(\.severity) == [.note])
      #expect(found.first?.message.hasPrefix("unverified: the de platform word") == true)
    }
  }

  @Test func foldersAreSearchedForCatalogsAndSheetsOnly() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try Data(Self.catalog.utf8).write(to: folder.appendingPathComponent("sub/A.xcstrings"))
    try Data(SheetExamples.sheet().utf8).write(to: folder.appendingPathComponent("sheet.json"))
    try Data("{ \"rules\" : {} }".utf8).write(to: folder.appendingPathComponent("other.json"))
    try Data("{ broken".utf8).write(to: folder.appendingPathComponent("broken.json"))
    try Data("not json".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    let inputs = LintInputs.read(paths: [folder.path])
    #expect(inputs.sheets.map { relative($0.path, folder) } == ["sheet.json"])
    #expect(inputs.catalogs.map { relative($0.path, folder) } == ["sub/A.xcstrings"])
    #expect(inputs.unreadable.isEmpty)
  }

  @Test func everyFileIsReadAndParsedOnce() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let files = ["a.json", "b.json", "c.json"].map { folder.appendingPathComponent($0).path }
    for file in files { try Data(SheetExamples.sheet().utf8).write(to: URL(fileURLWithPath: file)) }
    let catalog = folder.appendingPathComponent("Shop.xcstrings").path
    try Data(Self.catalog.utf8).write(to: URL(fileURLWithPath: catalog))
    let inputs = LintInputs.read(paths: [folder.path])
    _ = try LintSession().lint(inputs)
    let counts = InputFile.counted
    for file in files + [catalog] {
      #expect(counts.reads[file] == 1, "\(file) read \(counts.reads[file] ?? 0) times")
      #expect(counts.parses[file] == 1, "\(file) parsed \(counts.parses[file] ?? 0) times")
    }
  }

  @Test func anUnreadableSheetIsReportedAndTheOthersAreStillRead() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = SheetExamples.sheet().replacingOccurrences(of: "\"item\"", with: "\"tax\"")
    try Data(bad.utf8).write(to: folder.appendingPathComponent("a-bad.json"))
    try Data(SheetExamples.sheet().utf8).write(to: folder.appendingPathComponent("b-good.json"))
    let inputs = LintInputs.read(paths: [folder.path, "/no/such/file.xcstrings"])
    #expect(inputs.sheets.map { relative($0.path, folder) } == ["b-good.json"])
    #expect(inputs.unreadable.count == 2)
    let message = try #require(inputs.unreadable.first { $0.file.hasSuffix("a-bad.json") })
    #expect(message.message.contains("is 'tax'; expected one of item, pending, discount"))
    #expect(message.position.line > 1)
    #expect(inputs.unreadable.contains { $0.file == "/no/such/file.xcstrings" })
  }

  private func temporaryFolder() throws -> URL {
    try TemporaryFolder.make("lint")
  }

  private func relative(_ path: String, _ folder: URL) -> String {
    path.replacingOccurrences(of: folder.path + "/", with: "")
  }
}

/// A line that overflows at a larger text size is a warning, even with `strict`, since the
/// platform wraps it there; the same line on a profile at the default size is an error.
@Suite struct LargerTextSizeTests {
  static let sheet = """
    {
      "currency": "EUR",
      "items": [{ "type": "item", "label": "summary.giftWrap", "amount": "5.00" }],
      "total": { "merchant": "ACME", "amount": "5.00" }
    }
    """

  @Test(arguments: [false, true])
  func anOverflowAtALargerTextSizeIsAWarning(strict: Bool) throws {
    let example = RuleExample.catalog(
      key: "summary.giftWrap",
      [
        ("en", RuleExample.unit("Gift Wrap")),
        ("de", RuleExample.unit("Geschenkverpackung mit Schleife, Karte und Band")),
      ])
    let text = try #require(example.catalogText)
    let catalog = try StringCatalog(jsonBytes: Array(text.utf8), file: "app.xcstrings")
    let profiles = try DeviceProfile.shipped().filter {
      $0.name == "iphone-se" || $0.name == "iphone-15-xxlarge"
    }
    #expect(profiles.count == 2)
    #expect(profiles.filter(\.isLargerText).map(\.name) == ["iphone-15-xxlarge"])
    let checker = SheetFitChecker(
      sheets: [try PaymentSheet(json: Data(Self.sheet.utf8))], profiles: profiles)
    var configuration = LintConfiguration()
    configuration.strict = strict
    let findings = try LintSession(configuration: configuration, profiles: [], fitChecker: checker)
      .lint(LintInputs(catalogs: [("app.xcstrings", catalog)])).findings.filter {
        $0.ruleID == LineOverflowRule.description.id
      }
    // One finding names both profiles, at the severity of the one whose row cuts it.
    #expect(findings.map(\.severity) == [.error])
    let message = findings.first?.message ?? ""
    #expect(message.contains("is too wide on iphone-se ("), "\(message)")
    #expect(
      message.hasSuffix(
        "; on iphone-15-xxlarge, a larger text size, the sheet wraps it onto a second line"),
      "\(message)")
  }

  @Test(arguments: [false, true])
  func anOverflowOnlyAtALargerTextSizeIsAWarning(strict: Bool) throws {
    let example = RuleExample.catalog(
      key: "summary.giftWrap",
      [("en", RuleExample.unit("Gift Wrap")), ("de", RuleExample.unit("Geschenkverpackung"))])
    let text = try #require(example.catalogText)
    let catalog = try StringCatalog(jsonBytes: Array(text.utf8), file: "app.xcstrings")
    let larger = try DeviceProfile.shipped().filter(\.isLargerText)
    let narrower = try larger.map { profile in
      try DeviceProfile(
        name: profile.name, rowWidth: 300, gap: profile.gap, font: profile.font,
        fontSize: profile.fontSize, model: profile.model, fonts: profile.fonts,
        layout: profile.layout, system: profile.system, textSize: profile.textSize)
    }
    let checker = SheetFitChecker(sheets: [], profiles: narrower)
    var configuration = LintConfiguration()
    configuration.strict = strict
    let findings = try LintSession(configuration: configuration, profiles: [], fitChecker: checker)
      .lint(LintInputs(catalogs: [("app.xcstrings", catalog)])).findings.filter {
        $0.ruleID == LineOverflowRule.description.id
      }
    #expect(findings.map(\.severity) == [.warning], "\(findings.map(\.message))")
    #expect(
      findings.first?.message.hasSuffix(
        "; at this larger text size the sheet wraps it onto a second line") == true)
  }
}

/// One defect, one finding: a German text missing its placeholder is reported once, at its
/// key, by its rule, and the German overflow of another line of the same sheet still is.
@Suite struct UnformattableLineTests {
  static let sheet = """
    {
      "currency": "EUR",
      "items": [
        { "type": "item", "label": { "key": "summary.promoCode", "arguments": ["FRIDAY10"] }, "amount": "5.00" },
        { "type": "item", "label": "summary.giftWrap", "amount": "5.00" }
      ],
      "total": { "merchant": "ACME", "amount": "10.00" }
    }
    """

  @Test func aMissingPlaceholderHidesNoOverflow() throws {
    let example = RuleExample.catalog(keys: [
      (
        "summary.promoCode", nil,
        [("en", RuleExample.unit("Promo Code %@")), ("de", RuleExample.unit("Aktionscode"))]
      ),
      (
        "summary.giftWrap", nil,
        [
          ("en", RuleExample.unit("Gift Wrap")),
          ("de", RuleExample.unit("Geschenkverpackung mit Schleife, Karte und Seidenpapier")),
        ]
      ),
    ])
    let text = try #require(example.catalogText)
    let catalog = try StringCatalog(jsonBytes: Array(text.utf8), file: "app.xcstrings")
    let profiles = try DeviceProfile.shipped().filter { !$0.isLargerText }
    let checker = SheetFitChecker(
      sheets: [try PaymentSheet(json: Data(Self.sheet.utf8))], profiles: profiles)
    let findings = try LintSession(profiles: [], fitChecker: checker)
      .lint(LintInputs(catalogs: [("app.xcstrings", catalog)])).findings
      .filter { $0.severity == .error }
    #expect(
      findings.map { "\($0.ruleID) \($0.key ?? "")" }.sorted() == [
        "format-specifier-mismatch summary.promoCode", "line-overflow summary.giftWrap",
      ], "\(findings.map(\.message))")
    let overflow = try #require(findings.first { $0.ruleID == "line-overflow" })
    #expect(overflow.message.contains("is too wide on \(profiles[0].name) ("))
    #expect(overflow.message.contains("the label is "))
  }
}
