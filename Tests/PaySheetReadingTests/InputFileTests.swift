import Foundation
import PaySheetTestCorpus
import Testing

@testable import PaySheetReading

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Only regular files, and symbolic links to them, are read; anything else is an error at
/// once that says what the path is.
struct InputFileTests {
  let folder: String

  init() throws {
    folder = try TemporaryFolder.make("input").path
  }

  func message(_ path: String) -> String? {
    do {
      _ = try InputFile.read(URL(fileURLWithPath: path), limit: 1 << 20)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func readsARegularFileAndALinkToIt() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/a.xcstrings"
    try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
    #expect(symlink(file, folder + "/link.xcstrings") == 0)
    #expect(try InputFile.read(URL(fileURLWithPath: file), limit: 2) == Array("{}".utf8))
    #expect(
      try InputFile.read(URL(fileURLWithPath: folder + "/link.xcstrings"), limit: 2)
        == Array("{}".utf8))
    #expect(message(file).map { _ in "read" } == nil)
    #expect {
      try InputFile.read(URL(fileURLWithPath: file), limit: 1)
    } throws: { error in
      (error as? InputError)?.message
        == "the file is larger than 1 bytes, the most this reader takes"
    }
  }

  @Test func aNamedPipeIsAnErrorAtOnce() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let pipe = folder + "/p.xcstrings"
    #expect(mkfifo(pipe, 0o644) == 0)
    let started = Date()
    #expect(
      message(pipe)
        == "a named pipe (FIFO), not a regular file; only regular files (or symbolic links to them) are read"
    )
    #expect(Date().timeIntervalSince(started) < 5)
  }

  @Test func aSocketAFolderAndADeviceAreErrorsThatSayWhatTheyAre() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let socketPath = folder + "/s.xcstrings"
    let socketDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socketDescriptor) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (index, byte) in socketPath.utf8.enumerated() { raw[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(bound == 0)
    let suffix = ", not a regular file; only regular files (or symbolic links to them) are read"
    #expect(message(socketPath) == "a socket" + suffix)
    let catalogFolder = folder + "/x.xcstrings"
    try FileManager.default.createDirectory(
      atPath: catalogFolder, withIntermediateDirectories: true)
    #expect(message(catalogFolder) == "a folder" + suffix)
    #expect(message("/dev/zero") == "a character device" + suffix)
  }

  @Test func aLoopOfLinksAndADanglingLinkAreNotMissingFiles() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(symlink(folder + "/b", folder + "/a") == 0)
    #expect(symlink(folder + "/a", folder + "/b") == 0)
    #expect(message(folder + "/a")?.hasPrefix("a loop of symbolic links (") == true)
    #expect(symlink(folder + "/gone.xcstrings", folder + "/dangling") == 0)
    #expect(
      message(folder + "/dangling")
        == "a symbolic link to '\(folder)/gone.xcstrings', which does not exist")
    #expect(message(folder + "/none.xcstrings") == "no such file")
  }
}
