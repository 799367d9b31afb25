import Foundation
import PaySheetTestCorpus
import Testing

@testable import PaySheetCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the commands say of inputs that are not regular files, and of what a killed rewrite
/// leaves.
struct InputFileCommandTests {
  let folder: String

  init() throws {
    folder = try TemporaryFolder.make("inputs").path
  }

  static let catalog = """
    {"sourceLanguage":"en","strings":{},"version":"1.0"}
    """

  @Test func aNamedPipeInAFolderIsAnErrorNotAWait() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(mkfifo(folder + "/p.xcstrings", 0o644) == 0)
    let started = Date()
    let lint = runTool(["lint", folder])
    #expect(lint.exitCode == .usageOrInput)
    // lint reports an unreadable file in its report, here the text one.
    #expect(
      lint.output.contains(
        "\(folder)/p.xcstrings:1:1: error: a named pipe (FIFO), not a regular file"))
    let fmt = runTool(["catalog", "fmt", folder + "/p.xcstrings"])
    #expect(fmt.exitCode == .usageOrInput)
    #expect(fmt.errors.contains("a named pipe (FIFO), not a regular file"))
    #expect(Date().timeIntervalSince(started) < 10)
  }

  @Test func aFolderNamedLikeACatalogAndALoopOfLinksSayWhatTheyAre() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/x.xcstrings", withIntermediateDirectories: true)
    let fmt = runTool(["catalog", "fmt", folder + "/x.xcstrings"])
    #expect(fmt.errors.contains("x.xcstrings:1:1: a folder, not a regular file"), "\(fmt.errors)")
    #expect(!fmt.errors.contains("NSCocoaErrorDomain"))
    #expect(symlink(folder + "/b.xcstrings", folder + "/a.xcstrings") == 0)
    #expect(symlink(folder + "/a.xcstrings", folder + "/b.xcstrings") == 0)
    for arguments in [
      ["lint", folder + "/a.xcstrings"], ["catalog", "fmt", folder + "/a.xcstrings"],
    ] {
      let result = runTool(arguments)
      #expect(result.exitCode == .usageOrInput)
      #expect(
        (result.errors + result.output).contains("a loop of symbolic links"), "\(result.errors)")
    }
  }

  @Test func aTemporaryFileAKilledRewriteLeftIsNotLintedAsACatalog() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data(Self.catalog.utf8).write(to: URL(fileURLWithPath: folder + "/A.xcstrings"))
    // Half a catalog, as a SIGKILL during a rewrite of A.xcstrings would leave it.
    try Data(Self.catalog.prefix(20).utf8).write(
      to: URL(fileURLWithPath: folder + "/.A.xcstrings.paysheet-tmp-4194305"))
    let lint = runTool(["lint", folder])
    #expect(lint.exitCode == .success, "\(lint.errors)")
    #expect(!lint.errors.contains("paysheet-tmp"))
  }
}
