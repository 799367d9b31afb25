import Foundation
import PaySheetKit
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
    return Linter(configuration: configuration).lint(.catalog(catalog), file: "a.xcstrings")
  }

  @Test func findingsCarryFilePlaceKeyLanguageRuleAndSeverity() throws {
    let found = try lint(LintConfiguration())
    #expect(found.count == 1)
    let finding = try #require(found.first)
    #expect(finding.file == "a.xcstrings")
    #expect(finding.line == 6)
    #expect(finding.column == 69)
    #expect(finding.key == "summary.tip")
    #expect(finding.language == "de")
    #expect(finding.ruleID == "whitespace")
    #expect(finding.severity == .warning)
  }

  @Test func configurationTurnsRulesOffAndRaisesSeverity() throws {
    #expect(try lint(LintConfiguration(rules: ["whitespace": .off])).isEmpty)
    #expect(
      try lint(LintConfiguration(rules: ["whitespace": .severity(.error)])).first?.severity
        == .error)
    #expect(try lint(LintConfiguration(strict: true)).first?.severity == .error)
  }

  @Test func foldersAreSearchedForCatalogsAndSheetsOnly() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(Self.catalog.utf8).write(to: folder.appendingPathComponent("sub/A.xcstrings"))
    try Data(SheetExamples.sheet().utf8).write(to: folder.appendingPathComponent("sheet.json"))
    try Data("{ \"rules\" : {} }".utf8).write(to: folder.appendingPathComponent("other.json"))
    try Data("not json".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    let files = try Linter.inputFiles([folder.path])
    #expect(
      files.map { $0.path.replacingOccurrences(of: folder.path + "/", with: "") } == [
        "sheet.json", "sub/A.xcstrings",
      ])
    #expect(files.map(\.isSheet) == [true, false])
  }

  @Test func unreadableInputIsAnErrorWithItsPlace() {
    #expect(throws: LintInputError.self) { try Linter.inputFiles(["/no/such/file.xcstrings"]) }
    #expect {
      try Linter.readSheet(Array("{ \"currency\" : ".utf8), file: "s.json")
    } throws: { error in
      (error as? LintInputError)?.description.hasPrefix("s.json:1:16: ") == true
    }
  }
}
