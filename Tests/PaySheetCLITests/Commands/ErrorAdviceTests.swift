import Foundation
import PaySheetTestCorpus
import Testing

@testable import PaySheetCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Errors that say what happened and what to do, rather than sending the user the wrong way.
struct ErrorAdviceTests {
  let folder: String

  init() throws {
    folder = try TemporaryFolder.make("advice").path
  }

  /// A catalog in Xcode's layout with one text `lint --fix` mends (a space the source lacks).
  func fixableCatalog() throws -> String {
    let file = folder + "/c.xcstrings"
    try Data(
      #"{"sourceLanguage":"en","strings":{"summary.total":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Gesamt "}},"en":{"stringUnit":{"state":"translated","value":"Total"}}}}},"version":"1.0"}"#
        .utf8
    ).write(to: URL(fileURLWithPath: file))
    #expect(runTool(["catalog", "fmt", file]).exitCode == .success)
    return file
  }

  @Test func lintFixOnAReadOnlyFileSaysHowToMakeItWritable() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = try fixableCatalog()
    chmod(file, 0o444)
    let result = runTool(["lint", "--fix", file])
    #expect(result.exitCode == .usageOrInput)
    #expect(
      result.errors.contains(
        "the file is read-only (mode 444); nothing was written; make it writable (chmod u+w '\(file)') and run again"
      ), "\(result.errors)")
    #expect(!result.errors.contains("--force"))
  }

  @Test func lintFixOnAHardLinkedFileSaysHowToGiveItItsOwnLink() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = try fixableCatalog()
    #expect(link(file, folder + "/other.xcstrings") == 0)
    let result = runTool(["lint", "--fix", file])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains("give it a link of its own"), "\(result.errors)")
    #expect(!result.errors.contains("--force"))
  }

  @Test func aLanguageFilterOverAnUnreadableCatalogShowsWhyItIsUnreadable() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/bad.xcstrings"
    try Data(
      #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\ud800"}}}}},"version":"1.0"}"#
        .utf8
    ).write(to: URL(fileURLWithPath: file))
    let result = runTool(["lint", "--language", "en", file])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains("unpaired high surrogate"), "\(result.errors)")
    #expect(!result.errors.contains("the languages are"))
  }

  @Test func anEmptyProfilesFileSaysItIsEmpty() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let profiles = folder + "/profiles.json"
    try Data(#"{"profiles": []}"#.utf8).write(to: URL(fileURLWithPath: profiles))
    let result = runTool([
      "render", path("Examples/sheets/yen-order.json"), "--locale", "ja", "--profiles", profiles,
      "--profile", "iphone-se",
    ])
    #expect(result.exitCode == .usageOrInput)
    #expect(
      result.errors.contains("profiles is empty; give at least one profile"), "\(result.errors)")
  }
}
