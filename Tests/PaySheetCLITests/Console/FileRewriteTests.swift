import Foundation
import PaySheetTestCorpus
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
    directory = try TemporaryFolder.make("rewrite").path
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

/// Runs a program found on PATH and returns its exit status and output.
func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [tool] + arguments
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
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

  @Test(arguments: [0o600, 0o640, 0o604] as [mode_t])
  func whileWritingNothingButTheOriginalHasAName(mode: mode_t) throws {
    let scratch = try Scratch(mode: mode)
    defer { scratch.remove() }
    var rewrite = FileRewrite()
    var seen: [String] = []
    var original = ""
    var modeWhileWriting: mode_t = 0
    rewrite.writeCall = { descriptor, bytes, count in
      // What a SIGKILL at this moment would leave behind, and who could read the new text.
      seen = (try? scratch.entries()) ?? []
      original = (try? scratch.contents()) ?? ""
      var info = stat()
      fstat(descriptor, &info)
      modeWhileWriting = info.st_mode & 0o7777
      return write(descriptor, bytes, count)
    }
    try rewrite.replace(scratch.file, with: new)
    #expect(seen == ["PaymentSheet.xcstrings"])
    #expect(modeWhileWriting == 0o600)
    #expect(original == "old contents\n")
    #expect(try scratch.entries() == ["PaymentSheet.xcstrings"])
    #expect(scratch.info().st_mode & 0o7777 == mode)
  }

  @Test func withoutUnnamedFilesTheTemporaryFileIsHiddenAndOnlyTheUsersWhileWritten() throws {
    let scratch = try Scratch(mode: 0o644)
    defer { scratch.remove() }
    var rewrite = FileRewrite()
    rewrite.unnamedTemporary = false
    var seen: [String] = []
    var modeWhileWriting: mode_t = 0
    rewrite.writeCall = { descriptor, bytes, count in
      seen = (try? scratch.entries()) ?? []
      var info = stat()
      fstat(descriptor, &info)
      modeWhileWriting = info.st_mode & 0o7777
      return write(descriptor, bytes, count)
    }
    try rewrite.replace(scratch.file, with: new)
    #expect(seen == [".PaymentSheet.xcstrings.paysheet-tmp-\(getpid())", "PaymentSheet.xcstrings"])
    #expect(modeWhileWriting == 0o600)
    #expect(try scratch.entries() == ["PaymentSheet.xcstrings"])
    #expect(scratch.info().st_mode & 0o7777 == 0o644)
  }

  @Test func removesTemporaryFilesThatKilledRewritesLeft() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    // Process 1 runs, 2^22+1 cannot (Linux's pid_max is at most 2^22): under the file's lock
    // neither can be writing it, so both are left-overs.
    let names = [
      ".PaymentSheet.xcstrings.paysheet-tmp-1", ".PaymentSheet.xcstrings.paysheet-tmp-4194305",
    ]
    for name in names {
      try Data("left by a killed run".utf8).write(
        to: URL(fileURLWithPath: scratch.directory + "/" + name))
    }
    // Another file's temporary file is not this rewrite's to remove.
    let other = ".Other.xcstrings.paysheet-tmp-4194305"
    try Data("left".utf8).write(to: URL(fileURLWithPath: scratch.directory + "/" + other))
    try FileRewrite().replace(scratch.file, with: new)
    #expect(try scratch.entries() == [other, "PaymentSheet.xcstrings"])

    // A new file has no lock to hold: only an ended process's temporary file is removed.
    let out = "out.xcstrings"
    for name in [".out.xcstrings.paysheet-tmp-1", ".out.xcstrings.paysheet-tmp-4194305"] {
      try Data("left".utf8).write(to: URL(fileURLWithPath: scratch.directory + "/" + name))
    }
    try FileRewrite().replace(scratch.directory + "/" + out, with: new)
    #expect(
      try scratch.entries() == [
        other, ".out.xcstrings.paysheet-tmp-1", "PaymentSheet.xcstrings", out,
      ])
  }

  #if canImport(Glibc)
    @Test func keepsACLsAndExtendedAttributesExactly() throws {
      let scratch = try Scratch(mode: 0o640)
      defer { scratch.remove() }
      // Installed by scripts/setup.sh (Debian's acl and attr).
      try #require(
        try run("setfacl", ["-m", "u:65534:rw", scratch.file]).status == 0,
        "setfacl is missing or the file system has no ACLs: run scripts/setup.sh")
      #expect(
        try run("setfattr", ["-n", "user.origin", "-v", "translators", scratch.file]).status == 0)
      if geteuid() == 0 { #expect(chown(scratch.file, 1234, 4242) == 0) }
      let acl = try run("getfacl", ["-n", scratch.file]).output
      let attributes = try run("getfattr", ["-d", "-m", "-", scratch.file]).output
      #expect(acl.contains("user:65534:rw-"))
      #expect(attributes.contains("user.origin=\"translators\""))
      let before = scratch.info()

      try FileRewrite().replace(scratch.file, with: new)
      #expect(try scratch.contents() == "new contents\n")
      #expect(try run("getfacl", ["-n", scratch.file]).output == acl)
      #expect(try run("getfattr", ["-d", "-m", "-", scratch.file]).output == attributes)
      let after = scratch.info()
      #expect(after.st_mode == before.st_mode)
      #expect(after.st_uid == before.st_uid)
      #expect(after.st_gid == before.st_gid)
    }

    @Test func leavesOutAnACLTheFolderWouldGiveTheNewFile() throws {
      let scratch = try Scratch(mode: 0o600)
      defer { scratch.remove() }
      // A default ACL on the folder, set after the file was made: a new file would inherit it.
      try #require(
        try run("setfacl", ["-d", "-m", "u:65534:rw", scratch.directory]).status == 0,
        "setfacl is missing or the file system has no ACLs: run scripts/setup.sh")
      let acl = try run("getfacl", ["-n", scratch.file]).output
      try FileRewrite().replace(scratch.file, with: new)
      #expect(try run("getfacl", ["-n", scratch.file]).output == acl)
      #expect(scratch.info().st_mode & 0o7777 == 0o600)
    }

  #else
    // Apple's systems keep ACLs apart from extended attributes: `chmod +a` sets one and
    // `ls -le` lists its entries after the file's line; `xattr` reads and writes attributes.
    private func accessControl(_ path: String) throws -> [Substring] {
      Array(try run("ls", ["-led", path]).output.split(separator: "\n").dropFirst())
    }

    @Test func keepsACLsAndExtendedAttributesExactly() throws {
      let scratch = try Scratch(mode: 0o640)
      defer { scratch.remove() }
      #expect(try run("chmod", ["+a", "group:everyone allow read", scratch.file]).status == 0)
      #expect(try run("xattr", ["-w", "user.origin", "translators", scratch.file]).status == 0)
      let acl = try accessControl(scratch.file)
      let attributes = try run("xattr", ["-l", scratch.file]).output
      #expect(acl.count == 1 && acl[0].contains("group:everyone allow read"))
      #expect(attributes.contains("user.origin: translators"))
      let before = scratch.info()

      try FileRewrite().replace(scratch.file, with: new)
      #expect(try scratch.contents() == "new contents\n")
      #expect(try accessControl(scratch.file) == acl)
      #expect(try run("xattr", ["-l", scratch.file]).output == attributes)
      let after = scratch.info()
      #expect(after.st_mode == before.st_mode)
      #expect(after.st_uid == before.st_uid)
      #expect(after.st_gid == before.st_gid)
    }

    @Test func leavesOutAnACLTheFolderWouldGiveTheNewFile() throws {
      let scratch = try Scratch(mode: 0o600)
      defer { scratch.remove() }
      // An inheritable entry on the folder, set after the file was made: a new file would
      // get it whatever its mode, and with it the whole group of everyone could read.
      #expect(
        try run("chmod", ["+a", "group:everyone allow read,file_inherit", scratch.directory])
          .status == 0)
      let acl = try accessControl(scratch.file)
      var rewrite = FileRewrite()
      rewrite.unnamedTemporary = false
      var aclWhileWriting: [Substring]? = nil
      rewrite.writeCall = { descriptor, bytes, count in
        aclWhileWriting = try? accessControl(
          scratch.directory + "/" + FileRewrite.temporaryName(for: "PaymentSheet.xcstrings"))
        return write(descriptor, bytes, count)
      }
      try rewrite.replace(scratch.file, with: new)
      #expect(aclWhileWriting == [])
      #expect(try accessControl(scratch.file) == acl)
      #expect(scratch.info().st_mode & 0o7777 == 0o600)
    }
  #endif

  @Test func refusesWhileAnotherRewriteHoldsTheLock() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let holder = open(scratch.file, O_RDONLY)
    defer { close(holder) }
    #expect(flock(holder, LOCK_EX) == 0)
    var rewrite = FileRewrite()
    rewrite.lockWaitMilliseconds = 100
    #expect {
      try rewrite.replace(scratch.file, with: new)
    } throws: { error in
      "\(error)".contains("another program holds the file's lock")
        && "\(error)".contains("nothing was written")
    }
    #expect(try scratch.contents() == "old contents\n")
    #expect(try scratch.entries() == ["PaymentSheet.xcstrings"])
  }

  @Test(arguments: ["in place", "renamed over"])
  func refusesAFileThatChangedSinceItWasRead(how: String) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    var rewrite = FileRewrite()
    rewrite.beforeReplacing = {
      if how == "in place" {
        try? Data("another program's edit\n".utf8).write(to: URL(fileURLWithPath: scratch.file))
      } else {
        try? Data("another program's edit\n".utf8).write(
          to: URL(fileURLWithPath: scratch.file), options: .atomic)
      }
    }
    #expect {
      try rewrite.replace(scratch.file, with: new, readAs: Array("old contents\n".utf8))
    } throws: { error in
      "\(error)" == scratch.file
        + ": the file changed since it was read (another program wrote it); nothing was written; run again to work on its new contents"
    }
    #expect(try scratch.contents() == "another program's edit\n")
    #expect(try scratch.entries() == ["PaymentSheet.xcstrings"])
    // Unchanged, it is rewritten.
    try FileRewrite().replace(
      scratch.file, with: new, readAs: Array("another program's edit\n".utf8))
    #expect(try scratch.contents() == "new contents\n")
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

/// The rewriting commands as separate processes: signals, and another rewrite of the file.
struct RewriteProcessTests {
  /// A catalog of `keys` keys on one line, so that `catalog fmt` rewrites it whole.
  static func unformatted(keys: Int) -> String {
    let entries = (0..<keys).map { index in
      "\"key.\(index)\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Zwischensumme \(index)\"}}}}"
    }
    return
      "{\"sourceLanguage\":\"en\",\"strings\":{\(entries.joined(separator: ","))},\"version\":\"1.0\"}"
  }

  static func executable() throws -> URL {
    guard let executable = paysheetExecutable() else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "paysheet executable"])
    }
    return executable
  }

  static func start(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = try Self.executable()
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Starts the tool with no signal blocked: a test runs on a thread that blocks signals,
  /// and a child started from it (as Foundation's Process starts one) would inherit that.
  static func spawn(_ arguments: [String]) throws -> pid_t {
    let program = try executable().path
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var handled = sigset_t()
    sigemptyset(&handled)
    sigaddset(&handled, SIGINT)
    sigaddset(&handled, SIGTERM)
    posix_spawnattr_setsigdefault(&attributes, &handled)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    var process: pid_t = 0
    let result = posix_spawn(&process, program, &actions, &attributes, argv, environ)
    guard result == 0 else { throw CocoaError(.executableLoad) }
    return process
  }

  /// The signal that ended the process, or 0 if it exited.
  static func waitForSignal(_ process: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(process, &status, 0) < 0, errno == EINTR {}
    let signal = status & 0x7F
    return signal == 0 || signal == 0x7F ? 0 : signal
  }

  @Test func aSignalDuringARewriteLeavesTheFileWholeAndNothingBesideIt() throws {
    let original = Self.unformatted(keys: 10_000)
    let scratch = try Scratch(contents: original, mode: 0o600)
    defer { scratch.remove() }
    let started = Date()
    #expect(Self.waitForSignal(try Self.spawn(["catalog", "fmt", scratch.file])) == 0)
    let whole = Date().timeIntervalSince(started)
    let formatted = try scratch.contents()
    #expect(formatted != original)
    var interrupted = 0
    // Signals from half the run to its end, where the new text is written.
    for trial in 0..<8 {
      try Data(original.utf8).write(to: URL(fileURLWithPath: scratch.file))
      let process = try Self.spawn(["catalog", "fmt", scratch.file])
      usleep(useconds_t(whole * (0.5 + 0.07 * Double(trial)) * 1_000_000))
      kill(process, trial % 2 == 0 ? SIGINT : SIGTERM)
      if Self.waitForSignal(process) != 0 { interrupted += 1 }
      let contents = try scratch.contents()
      #expect(contents == original || contents == formatted, "trial \(trial)")
      #expect(try scratch.entries() == ["PaymentSheet.xcstrings"], "trial \(trial)")
      #expect(scratch.info().st_mode & 0o7777 == 0o600)
    }
    #expect(interrupted > 0)
  }

  @Test func aSecondRewriteWaitsForTheFirstAndRefusesWhatChangedMeanwhile() throws {
    let scratch = try Scratch(contents: Self.unformatted(keys: 3))
    defer { scratch.remove() }
    // This test holds the lock as a first rewrite would.
    var holder = open(scratch.file, O_RDONLY)
    #expect(flock(holder, LOCK_EX) == 0)
    let waiting = try Self.start(["catalog", "fmt", scratch.file])
    sleep(1)
    #expect(waiting.isRunning)
    close(holder)
    #expect(waiting.waitAndStatus() == 0)
    #expect(runTool(["catalog", "fmt", "--check", scratch.file]).exitCode == .success)

    // Now the first rewrite replaces the file while the second waits: the second refuses.
    let edited = Self.unformatted(keys: 4)
    try Data(Self.unformatted(keys: 3).utf8).write(to: URL(fileURLWithPath: scratch.file))
    holder = open(scratch.file, O_RDONLY)
    #expect(flock(holder, LOCK_EX) == 0)
    let refused = Process()
    refused.executableURL = try Self.executable()
    refused.arguments = ["catalog", "fmt", scratch.file]
    let errors = Pipe()
    refused.standardError = errors
    try refused.run()
    sleep(1)
    try Data(edited.utf8).write(to: URL(fileURLWithPath: scratch.file), options: .atomic)
    close(holder)
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    refused.waitUntilExit()
    #expect(refused.terminationStatus == 2)
    #expect(message.contains("the file changed since it was read"), "\(message)")
    #expect(try scratch.contents() == edited)
  }
}

extension Process {
  fileprivate func waitAndStatus() -> Int32 {
    waitUntilExit()
    return terminationStatus
  }
}
