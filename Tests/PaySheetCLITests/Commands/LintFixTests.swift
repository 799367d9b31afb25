import Foundation
import PaySheetTestCorpus
import Testing

@testable import PaySheetCLI

/// `paysheet lint --fix` on copies of real catalogs: the fixed catalog lints clean for the
/// fixed rules, and its bytes differ from the original only in the fixed values.
@Suite(.enabled(if: TestCorpus.isAvailable, TestCorpus.missing))
struct LintFixTests {
  static let corpus = TestCorpus.real
  static let config = path("Tests/PaySheetLintTests/Corpus/Precision/config.json")

  /// Catalogs with both kinds of fix: a storyboard's "\tLeft to Right" typed as text, and
  /// spaces at the ends and doubled that the sources do not have.
  static let catalogs = [
    "rxhanson+Rectangle/Main.xcstrings", "Artificial-Pancreas+OmniKit/Localizable.xcstrings",
  ]

  func copy(_ name: String) throws -> (URL, URL) {
    let folder = try TemporaryFolder.make("lintfix")
    let file = folder.appendingPathComponent("Catalog.xcstrings")
    try Data(contentsOf: Self.corpus.appendingPathComponent(name)).write(to: file)
    return (folder, file)
  }

  @Test(arguments: catalogs)
  func fixesOnlyTheFixedValuesAndRelintsClean(name: String) throws {
    let (folder, file) = try copy(name)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
    let original = try String(contentsOf: file, encoding: .utf8)
    let result = runTool(["lint", "--fix", file.path, "--config", Self.config])
    let fixedLines = result.output.split(separator: "\n").filter { $0.contains(": fixed: ") }
    #expect(!fixedLines.isEmpty)
    #expect(fixedLines.contains { $0.hasSuffix("[whitespace]") })
    #expect(result.output.contains("fixed \(fixedLines.count) text"))

    let fixed = try String(contentsOf: file, encoding: .utf8)
    let before = original.split(separator: "\n", omittingEmptySubsequences: false)
    let after = fixed.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(before.count == after.count)
    let changed = zip(before, after).enumerated().filter { $0.element.0 != $0.element.1 }
    #expect(!changed.isEmpty)
    // Each changed line is the value line a fix names, and only such lines change.
    let places = Set(fixedLines.compactMap { $0.split(separator: ":").dropFirst().first })
    for (index, lines) in changed {
      #expect(lines.0.contains("\"value\" : ") && lines.1.contains("\"value\" : "))
      #expect(places.contains(Substring(String(index + 1))), "line \(index + 1) changed unasked")
    }
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o640)

    // Linted again, the fixed rules find nothing a fix could have mended.
    let again = runTool(["lint", "--fix", file.path, "--config", Self.config])
    #expect(!again.output.contains(": fixed: "))
    #expect(try String(contentsOf: file, encoding: .utf8) == fixed)
    for line in again.output.split(separator: "\n")
    where line.hasSuffix("[escape-as-text]") || line.hasSuffix("[whitespace]") {
      #expect(line.contains(": the en text ") || line.contains("has a line break"), "\(line)")
    }
  }

  /// A file Xcode did not write (its layout differs from Xcode's) would change throughout.
  @Test func aCatalogOutOfXcodesLayoutIsRefusedAndLeftAlone() throws {
    let (folder, file) = try copy("buresdv+Cork/Localizable.xcstrings")
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try Data(contentsOf: file)
    let result = runTool(["lint", "--fix", file.path, "--config", Self.config])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains("is not in Xcode's layout"), "\(result.errors)")
    #expect(try Data(contentsOf: file) == original)
  }

  @Test func aReadOnlyCatalogIsRefusedAndLeftAlone() throws {
    let (folder, file) = try copy(Self.catalogs[0])
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
    let original = try Data(contentsOf: file)
    let result = runTool(["lint", "--fix", file.path, "--config", Self.config])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains("read-only"), "\(result.errors)")
    #expect(try Data(contentsOf: file) == original)
  }
}
