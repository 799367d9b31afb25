import Foundation
import Testing

@testable import PaySheetCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A scratch folder with one file, removed after use.
private struct Scratch {
  let directory: String
  let file: String

  init(contents: String = "old contents\n", mode: mode_t = 0o644) throws {
    directory =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "paysheet-rewrite-\(UUID().uuidString)"
      ).path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    file = directory + "/PaymentSheet.xcstrings"
    try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
    chmod(file, mode)
  }

  func remove() { try? FileManager.default.removeItem(atPath: directory) }

  func contents(_ path: String? = nil) throws -> String {
    try String(contentsOfFile: path ?? file, encoding: .utf8)
  }

  func info(_ path: String? = nil) -> stat {
    var info = stat()
    lstat(path ?? file, &info)
    return info
  }

  func entries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
  }
}

struct FileRewriteTests {
  private let new = Array("new contents\n".utf8)

  @Test(arguments: [0o600, 0o640, 0o644, 0o755] as [mode_t])
  func keepsTheMode(mode: mode_t) throws {
    let scratch = try Scratch(mode: mode)
    defer { scratch.remove() }
    let inode = scratch.info().st_ino
    try FileRewrite().replace(scratch.file, with: new)
    #expect(try scratch.contents() == "new contents\n")
    #expect(scratch.info().st_mode & 0o7777 == mode)
    // A new file took the old one's place: the old contents were whole until then.
    #expect(scratch.info().st_ino != inode)
    #expect(try scratch.entries() == ["PaymentSheet.xcstrings"])
  }

  @Test(.enabled(if: geteuid() == 0, "changing a file's owner needs root"))
  func keepsTheOwner() throws {
    let scratch = try Scratch(mode: 0o640)
    defer { scratch.remove() }
    #expect(chown(scratch.file, 1234, 5678) == 0)
    try FileRewrite().replace(scratch.file, with: new)
    #expect(scratch.info().st_uid == 1234)
    #expect(scratch.info().st_gid == 5678)
    #expect(scratch.info().st_mode & 0o7777 == 0o640)
  }

  @Test func refusesAReadOnlyFileUnlessForced() throws {
    let scratch = try Scratch(mode: 0o444)
    defer { scratch.remove() }
    #expect {
      try FileRewrite().replace(scratch.file, with: new)
    } throws: { error in
      "\(error)" == scratch.file
        + ": the file is read-only (mode 444); nothing was written; use --force to rewrite it"
    }
    #expect(try scratch.contents() == "old contents\n")
    #expect(try scratch.entries() == ["PaymentSheet.xcstrings"])
    try FileRewrite(force: true).replace(scratch.file, with: new)
    #expect(try scratch.contents() == "new contents\n")
    #expect(scratch.info().st_mode & 0o7777 == 0o444)
  }

  @Test func followsASymbolicLinkAndRewritesItsTarget() throws {
    let scratch = try Scratch(mode: 0o600)
    defer { scratch.remove() }
    let link = scratch.directory + "/link.xcstrings"
    #expect(symlink("PaymentSheet.xcstrings", link) == 0)
    try FileRewrite().replace(link, with: new)
    #expect(scratch.info(link).st_mode & S_IFMT == S_IFLNK)
    #expect(try scratch.contents() == "new contents\n")
    #expect(scratch.info().st_mode & 0o7777 == 0o600)
    #expect(try scratch.entries() == ["PaymentSheet.xcstrings", "link.xcstrings"])
  }

  @Test func refusesAHardLinkedFileUnlessForcedThenKeepsTheLinks() throws {
    let scratch = try Scratch(mode: 0o640)
    defer { scratch.remove() }
    let other = scratch.directory + "/other.xcstrings"
    #expect(link(scratch.file, other) == 0)
    #expect {
      try FileRewrite().replace(scratch.file, with: new)
    } throws: { error in
      "\(error)".contains("the file has 2 hard links and a new file would split them")
    }
    #expect(try scratch.contents(other) == "old contents\n")
    let inode = scratch.info().st_ino
    // Longer and then shorter than the old contents, so that the cut to length shows.
    try FileRewrite(force: true).replace(scratch.file, with: Array("much longer new text\n".utf8))
    try FileRewrite(force: true).replace(scratch.file, with: new)
    #expect(try scratch.contents(other) == "new contents\n")
    #expect(scratch.info().st_ino == inode)
    #expect(scratch.info().st_nlink == 2)
    #expect(scratch.info().st_mode & 0o7777 == 0o640)
    #expect(try scratch.entries() == ["PaymentSheet.xcstrings", "other.xcstrings"])
  }

  @Test(arguments: [ENOSPC, EROFS, EIO])
  func reportsAWriteFailureWithItsReasonAndLeavesTheFileWhole(code: Int32) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    var rewrite = FileRewrite()
    var calls = 0
    rewrite.writeCall = { descriptor, bytes, count in
      calls += 1
      // Half the text is written, then the disk fails, as a full disk does.
      if calls == 1 { return write(descriptor, bytes, count / 2) }
      errno = code
      return -1
    }
    #expect {
      try rewrite.replace(scratch.file, with: new)
    } throws: { error in
      "\(error)" == "\(scratch.file): cannot write file: \(String(cString: strerror(code)))"
    }
    #expect(try scratch.contents() == "old contents\n")
    #expect(try scratch.entries() == ["PaymentSheet.xcstrings"])
  }

  @Test func whileWritingOnlyARecognizableTemporaryFileIsBesideTheOriginal() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    var rewrite = FileRewrite()
    var seen: [String] = []
    var original = ""
    rewrite.writeCall = { descriptor, bytes, count in
      // What a SIGKILL at this moment would leave behind.
      seen = (try? scratch.entries()) ?? []
      original = (try? scratch.contents()) ?? ""
      return write(descriptor, bytes, count)
    }
    try rewrite.replace(scratch.file, with: new)
    #expect(seen == [".PaymentSheet.xcstrings.paysheet-tmp-\(getpid())", "PaymentSheet.xcstrings"])
    #expect(original == "old contents\n")
    #expect(try scratch.entries() == ["PaymentSheet.xcstrings"])
  }

  @Test func createsAMissingFileAndReplacesAStaleTemporaryFile() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let stale = scratch.directory + "/" + FileRewrite.temporaryName(for: "out.xcstrings")
    try Data("left by a killed run".utf8).write(to: URL(fileURLWithPath: stale))
    let out = scratch.directory + "/out.xcstrings"
    try FileRewrite().replace(out, with: new)
    #expect(try scratch.contents(out) == "new contents\n")
    #expect(try scratch.entries() == ["PaymentSheet.xcstrings", "out.xcstrings"])
  }

  @Test func refusesWhatIsNotARegularFile() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    #expect {
      try FileRewrite().replace(scratch.directory, with: new)
    } throws: { error in
      "\(error)".hasSuffix("not a regular file; nothing was written")
    }
  }
}

/// `catalog fmt` and `pseudo --out` go through the rewrite.
struct RewritingCommandsTests {
  private static let unformatted = """
    {"sourceLanguage":"en","strings":{"b":{},"a":{}},"version":"1.0"}
    """

  @Test func catalogFmtKeepsModeAndRefusesReadOnly() throws {
    let scratch = try Scratch(contents: Self.unformatted, mode: 0o600)
    defer { scratch.remove() }
    let link = scratch.directory + "/link.xcstrings"
    #expect(symlink(scratch.file, link) == 0)
    let result = runTool(["catalog", "fmt", link])
    #expect(result.exitCode == .success)
    #expect(scratch.info().st_mode & 0o7777 == 0o600)
    #expect(scratch.info(link).st_mode & S_IFMT == S_IFLNK)
    #expect(runTool(["catalog", "fmt", "--check", scratch.file]).exitCode == .success)

    chmod(scratch.file, 0o444)
    try Data(Self.unformatted.utf8).write(to: URL(fileURLWithPath: scratch.file))
    let refused = runTool(["catalog", "fmt", scratch.file])
    #expect(refused.exitCode == .usageOrInput)
    #expect(refused.errors.contains("read-only (mode 444)"))
    #expect(try scratch.contents() == Self.unformatted)
    #expect(runTool(["catalog", "fmt", "--force", scratch.file]).exitCode == .success)
    #expect(scratch.info().st_mode & 0o7777 == 0o444)
    #expect(try scratch.contents() != Self.unformatted)
  }

  @Test func pseudoOutKeepsTheModeOfTheFileItReplaces() throws {
    let scratch = try Scratch(contents: Self.unformatted)
    defer { scratch.remove() }
    let out = scratch.directory + "/pseudo.xcstrings"
    try Data("{}".utf8).write(to: URL(fileURLWithPath: out))
    chmod(out, 0o640)
    let result = runTool(["pseudo", scratch.file, "--out", out])
    #expect(result.exitCode == .success, "\(result.errors)")
    #expect(scratch.info(out).st_mode & 0o7777 == 0o640)
    #expect(try scratch.contents(out).contains("\"en-XA\""))
  }
}
