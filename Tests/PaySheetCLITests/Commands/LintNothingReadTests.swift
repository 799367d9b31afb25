import Foundation
import PaySheetTestCorpus
import Testing

@testable import PaySheetCLI

/// A lint never passes having read nothing, and a file it cannot read is an error in every
/// report format.
struct LintNothingReadTests {
  func folder(_ files: [String: String]) throws -> URL {
    let folder = try TemporaryFolder.make("nothing")
    for (name, text) in files {
      let file = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    return folder
  }

  /// An empty folder, and one with only files the lint does not read (a configuration, a
  /// `.strings` file outside a `LANG.lproj` folder, a hidden catalog), exit 2 with an error
  /// naming the paths.
  @Test(arguments: [
    [:],
    [
      "config.json": #"{"rules": {}}"#, "Strings/Localizable.strings": #""a" = "b";"#,
      ".hidden/A.xcstrings": #"{"sourceLanguage": "en", "strings": {}}"#,
    ],
  ])
  func aLintThatReadNothingExits2NamingThePaths(files: [String: String]) throws {
    let first = try folder(files)
    let second = try folder([:])
    defer {
      try? FileManager.default.removeItem(at: first)
      try? FileManager.default.removeItem(at: second)
    }
    for format in ["text", "json", "sarif", "github"] {
      let result = runTool(["lint", first.path, second.path, "--format", format])
      #expect(result.exitCode == .usageOrInput)
      #expect(result.output.isEmpty)
      #expect(
        result.errors
          == "paysheet: error: nothing to lint in '\(first.path)', '\(second.path)': no String Catalog (.xcstrings), XLIFF (.xliff, .xcloc), sheet (.json), or .strings or .stringsdict in a LANG.lproj folder found\n"
      )
    }
  }

  /// One catalog beside the files the lint does not read is linted as before.
  @Test func oneCatalogIsEnough() throws {
    let folder = try folder([
      "config.json": "{}",
      "A.xcstrings": #"{"sourceLanguage": "en", "strings": {}, "version": "1.0"}"#,
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(runTool(["lint", folder.path]).exitCode == .success)
  }

  /// A file that cannot be read is an `unreadable-file` error in the report of every format,
  /// and the lint exits 2.
  @Test(arguments: ["text", "json", "sarif", "github"])
  func anUnreadableFileIsAnErrorInEveryFormat(format: String) throws {
    let folder = try folder(["A.xcstrings": "{"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runTool(["lint", folder.path, "--format", format])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.output.contains("unreadable-file"))
    #expect(result.output.contains("A.xcstrings"))
  }
}
