import Foundation
import PaySheetTestCorpus
import Testing

@testable import PaySheetCLI
@testable import PaySheetKit

struct PseudoCommandTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "total" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Total %@" } } } }
      },
      "version" : "1.0"
    }
    """

  static func temporaryFolder() throws -> URL {
    try TemporaryFolder.make("pseudo")
  }

  @Test func writesACopyAndLeavesTheInputAlone() throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.xcstrings")
    let output = folder.appendingPathComponent("out.xcstrings")
    try Data(Self.catalog.utf8).write(to: input)
    let result = runTool(["pseudo", input.path, "--out", output.path, "--languages", "en-XA,ar-XB"])
    #expect(result.exitCode == .success)
    #expect(try String(contentsOf: input, encoding: .utf8) == Self.catalog)
    let written = try StringCatalog(jsonBytes: [UInt8](Data(contentsOf: output)))
    let localizations = try #require(written.strings["total"]?.localizations)
    #expect(localizations.map(\.key) == ["ar-XB", "en", "en-XA"])
    #expect(localizations["en-XA"]?.stringUnit?.value == "[Ţöţåļ %@]")
    // The output is in Xcode's layout already.
    #expect(runTool(["catalog", "fmt", "--check", output.path]).exitCode == .success)
  }

  @Test(arguments: [
    (["CATALOG"], "missing '--out'"),
    (
      ["CATALOG", "--out", "x", "--languages", "en-XA,fr-XX"],
      "unknown pseudo-language 'fr-XX'; expected en-XA, en-XL, ar-XB"
    ),
    (
      ["/nonexistent/in.xcstrings", "--out", "x"], "/nonexistent/in.xcstrings:1:1: no such file"
    ),
  ])
  func refusesBadUsage(arguments: [String], message: String) throws {
    let folder = try Self.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.xcstrings")
    try Data(Self.catalog.utf8).write(to: input)
    let result = runTool(["pseudo"] + arguments.map { $0 == "CATALOG" ? input.path : $0 })
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains(message), "\(result.errors)")
    #expect(!FileManager.default.fileExists(atPath: "x"))
  }
}
