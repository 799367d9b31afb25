import Foundation
import PaySheetTestCorpus
import Testing

@testable import PaySheetCLI

struct LintCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  func temporaryFolder() throws -> URL {
    try TemporaryFolder.make("lintcmd")
  }

  func catalog(de value: String) -> String {
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "total.via" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "\(value)" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%1$@ (via %2$@)" } }
          }
        }
      },
      "version" : "1.0"
    }
    """
  }

  @Test func errorsExitWith1InCompilerFormat() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("A.xcstrings")
    try Data(catalog(de: "%1$@ (über)").utf8).write(to: file)
    let result = runTool(["lint", file.path])
    #expect(result.exitCode == .findings)
    #expect(
      result.output.hasPrefix(
        "\(file.path):6:69: error: the de text '%1$@ (über)' leaves out argument 2"))
    #expect(result.output.contains("(key 'total.via') [format-specifier-mismatch]\n"))
    // No key is a sheet line and no configuration names one: nothing is said of sheets.
    #expect(result.output.hasSuffix("\n1 error: de 1 error\n"))
  }

  /// A folder's fixtures with defects on purpose are passed over as `excluded` says, and
  /// linted when named.
  @Test func excludedFilesArePassedOverInAFolderButNotWhenNamed() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fixtures = folder.appendingPathComponent("Tests/Fixtures")
    try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
    try Data(catalog(de: "%1$@ (über %2$@)").utf8).write(
      to: folder.appendingPathComponent("A.xcstrings"))
    let broken = fixtures.appendingPathComponent("Broken.xcstrings")
    try Data(catalog(de: "%1$@ (über)").utf8).write(to: broken)
    let configuration = folder.appendingPathComponent("paysheet.json")
    try Data(#"{ "excluded" : ["Tests/Fixtures"] }"#.utf8).write(to: configuration)

    let all = runTool(["lint", folder.path])
    #expect(all.exitCode == .findings)
    let passed = runTool(["lint", folder.path, "--config", configuration.path])
    #expect(passed.exitCode == .success, "\(passed.output)")
    #expect(!passed.output.contains("Broken"))
    let named = runTool(["lint", broken.path, "--config", configuration.path])
    #expect(named.exitCode == .findings)
    #expect(named.output.contains("Broken.xcstrings:6:69: error: "))
  }

  @Test func theTextReportSaysHowManyKeysTheFitCheckMeasured() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("A.xcstrings")
    try Data(catalog(de: "%1$@ (über %2$@)").utf8).write(to: file)
    #expect(runTool(["lint", file.path, "--profile", "iphone-se"]).output.isEmpty)
    let configuration = folder.appendingPathComponent("paysheet.json")
    try Data(#"{ "sheetLines" : { "checkout.*" : "summary" } }"#.utf8).write(to: configuration)
    let result = runTool([
      "lint", file.path, "--profile", "iphone-se", "--config", configuration.path,
    ])
    #expect(result.exitCode == .success)
    #expect(
      result.output
        == "\(file.path): line fit measured 0 of 1 keys on iphone-se; 1 not, as no sample sheet uses them and sheetLines in .paysheet.json does not name them\n"
    )
    let json = runTool(["lint", file.path, "--format", "json"])
    #expect(!json.output.contains("line fit measured"))
  }

  @Test func anUnknownProfileIsOneUsageError() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("A.xcstrings")
    try Data(catalog(de: "%1$@ (über %2$@)").utf8).write(to: file)
    let result = runTool(["lint", file.path, "--profile", "nope"])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.output.isEmpty)
    #expect(result.errors.components(separatedBy: "unknown device profile 'nope'").count == 2)
  }

  /// `--language de-AT` is the catalog's de, as a customer's de-AT device would show it; a
  /// language no catalog has yet is reported as missing, with a warning naming a close one.
  @Test func languageShowsOneLanguageAsTheCatalogSpellsItOrAsMissing() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("A.xcstrings")
    try Data(catalog(de: "%1$@ (über)").utf8).write(to: file)
    let other = runTool(["lint", file.path, "--language", "en"])
    #expect(other.exitCode == .success)
    let german = runTool(["lint", file.path, "--language", "de"])
    #expect(german.exitCode == .findings)
    let variant = runTool(["lint", file.path, "--language", "de-AT"])
    #expect(variant.exitCode == .findings)
    #expect(variant.output == german.output)
    #expect(variant.errors.isEmpty, "\(variant.errors)")
    let new = runTool(["lint", file.path, "--language", "it"])
    #expect(new.exitCode == .findings)
    #expect(new.errors.contains("warning: no catalog has language 'it' yet"), "\(new.errors)")
    #expect(new.output.contains("no it translation"), "\(new.output)")
    #expect(!new.output.contains(" de "), "\(new.output)")
    let invalid = runTool(["lint", file.path, "--language", "no such"])
    #expect(invalid.exitCode == .usageOrInput)
    #expect(invalid.errors.contains("'no such' is not a language tag"), "\(invalid.errors)")
  }

  /// A package that builds for iOS alone is not judged on the watch unless it asks, and is
  /// told so; one that builds for watchOS, or a configuration naming profiles, is.
  @Test func theWatchIsJudgedByDefaultOnlyForWatchOS() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // 28 characters, past the watch's 20 columns.
    let catalog = """
      {"sourceLanguage": "en", "strings": {"summary.subtotal": {"localizations": {
        "de": {"stringUnit": {"state": "translated", "value": "Zwischensumme der Bestellung"}},
        "en": {"stringUnit": {"state": "translated", "value": "Subtotal"}}}}}, "version": "1.0"}
      """
    try Data(catalog.utf8).write(to: folder.appendingPathComponent("A.xcstrings"))
    let sheet = """
      {"currency": "EUR", "items": [{"type": "item", "label": "summary.subtotal", "amount": "1.00"}],
       "total": {"merchant": "A", "amount": "1.00"}}
      """
    try Data(sheet.utf8).write(to: folder.appendingPathComponent("sheet.json"))
    let phone = runTool(["lint", folder.path, "--targets", "iOS"])
    #expect(
      phone.errors.contains(
        "warning: watch-41mm not judged: the package builds for iOS, not watchOS"),
      "\(phone.errors)")
    #expect(!phone.output.contains("watch-41mm"), "\(phone.output)")
    let watch = runTool(["lint", folder.path, "--targets", "iOS,watchOS"])
    #expect(!watch.errors.contains("not judged"), "\(watch.errors)")
    #expect(watch.output.contains(" watch-41mm ("), "\(watch.output)")
    let named = runTool(["lint", folder.path, "--targets", "iOS", "--profile", "watch-41mm"])
    #expect(!named.errors.contains("not judged"), "\(named.errors)")
    #expect(named.output.contains(" watch-41mm ("), "\(named.output)")
  }

  @Test func warningsPassUnlessStrict() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("A.xcstrings")
    try Data(catalog(de: "%1$@ (über %2$@) ").utf8).write(to: file)
    #expect(runTool(["lint", file.path]).exitCode == .success)
    let strict = runTool(["lint", "--strict", "--format", "github", file.path])
    #expect(strict.exitCode == .findings)
    #expect(strict.output.hasPrefix("::error file=\(file.path),line=6,col=69,title=whitespace::"))
  }

  @Test func configurationFileTurnsRulesOff() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("A.xcstrings")
    try Data(catalog(de: "%1$@ (über)").utf8).write(to: file)
    let config = folder.appendingPathComponent("lint.json")
    try Data("{ \"rules\" : { \"format-specifier-mismatch\" : \"off\" } }".utf8).write(to: config)
    let result = runTool(["lint", "--config", config.path, file.path])
    #expect(result.exitCode == .success)
    #expect(Self.onlyFitCoverage(result.output), "\(result.output)")
  }

  @Test(arguments: [
    (
      ["lint", "/no/such.xcstrings"],
      "/no/such.xcstrings:1:1: error: no such file or folder [unreadable-file]"
    ),
    (["lint", "--format", "xml"], "'--format' must be one of text, json, sarif, github"),
    (["lint", "--locale", "xx-YY"], "invalid locale 'xx-YY'"),
  ])
  func badUsageExitsWith2(arguments: [String], message: String) {
    let result = runTool(arguments)
    #expect(result.exitCode == .usageOrInput)
    // An unreadable input is in the report; a usage error is on standard error.
    #expect((result.errors + result.output).contains(message), "\(result.errors)")
  }

  @Test func malformedCatalogNamesFileLineAndColumn() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Broken.xcstrings")
    try Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [\n".utf8).write(to: file)
    let result = runTool(["lint", file.path])
    #expect(result.exitCode == .usageOrInput)
    #expect(
      result.output.hasPrefix(
        "\(file.path):4:1: error: unexpected end of input, expected a value [unreadable-file]"),
      "\(result.output)")
    // A report for machines has it too, and standard error tells the person running it.
    for format in ["json", "sarif", "github"] {
      let machine = runTool(["lint", "--format", format, file.path])
      #expect(machine.exitCode == .usageOrInput)
      #expect(machine.output.contains("unreadable-file"), "\(format): \(machine.output)")
      #expect(machine.errors.hasPrefix("paysheet: error: \(file.path):4:1: unexpected end"))
    }
  }

  @Test func shippedCatalogAndExampleSheetsHaveNoErrors() {
    let catalog = Self.root.appendingPathComponent("Localizations/PaymentSheet.xcstrings").path
    let sheets = Self.root.appendingPathComponent("Examples/sheets").path
    let config = Self.root.appendingPathComponent(".paysheet.json").path
    let result = runTool(["lint", "--strict", "--config", config, catalog, sheets])
    #expect(result.exitCode == .success, "\(result.output)")
    // Only notes, the platform words no device confirmed, and warnings on lines that wrap at
    // the larger text size, which stay warnings even here; then the summary and fit lines.
    let findings = result.output.split(separator: "\n").filter {
      !$0.contains(": line fit measured ")
    }.dropLast()
    #expect(!findings.isEmpty)
    #expect(!result.output.contains(": error: "))
    #expect(
      findings.allSatisfy {
        $0.contains(": note: unverified: ")
          || ($0.contains(": warning: ") && $0.contains(" too wide on iphone-15-xxlarge ("))
      }, "\(findings.filter { !$0.contains(": note: ") && !$0.contains("iphone-15-xxlarge") })")
    #expect(result.output.contains("(key 'platform.pay') [unverified-platform-word]"))
    #expect(result.output.contains("PaymentSheet.xcstrings: line fit measured "))
  }

  /// Whether a text report has no findings: only the lines on how much the fit check measured.
  static func onlyFitCoverage(_ output: String) -> Bool {
    output.split(separator: "\n").allSatisfy { $0.contains(": line fit measured ") }
  }
}
