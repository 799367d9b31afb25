import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads input files whole, once, with a size limit, and counts the reads and parses.
///
/// Only regular files are read, and symbolic links to them: a named pipe would wait for a
/// writer for ever and a device could be endless, so either is an error before any read.
/// The counts let tests prove that a run reads and parses each file once: `paysheet lint`
/// over a folder once read each sheet four times and parsed it five times.
package enum InputFile {
  /// Reads the file at `url`; a file over `limit` bytes is refused before it is loaded.
  package static func read(_ url: URL, displayPath: String? = nil, limit: Int) throws(InputError)
    -> [UInt8]
  {
    let path = displayPath ?? url.path
    func failure(_ message: String) -> InputError {
      InputError(kind: .io, file: path, position: nil, message: message)
    }
    // Non-blocking, so that opening a named pipe does not wait for a writer.
    let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard descriptor >= 0 else { throw failure(openFailure(url.path, errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw failure("cannot read the file: \(FileFailure.reason(errno))")
    }
    if let kind = nonRegularKind(info.st_mode) { throw failure(kind) }
    guard Int(info.st_size) <= limit else {
      throw failure("the file is larger than \(limit) bytes, the most this reader takes")
    }
    // One byte past the limit tells a file at the limit from one that grew past it.
    var bytes = [UInt8](repeating: 0, count: min(Int(info.st_size), limit) + 1)
    var count = 0
    while true {
      if count == bytes.count {
        guard count <= limit else {
          throw failure("the file is larger than \(limit) bytes, the most this reader takes")
        }
        // The file grew since fstat: read on, in steps that double, up to the limit.
        bytes += [UInt8](repeating: 0, count: min(max(count, 4096), limit + 1 - count))
      }
      let read = bytes.withUnsafeMutableBytes {
        systemRead(descriptor, $0.baseAddress! + count, $0.count - count)
      }
      if read < 0, errno == EINTR { continue }
      if read < 0 { throw failure("cannot read the file: \(FileFailure.reason(errno))") }
      if read == 0 { break }
      count += read
    }
    bytes.removeSubrange(count...)
    counts.withLock { $0.reads[path, default: 0] += 1 }
    return bytes
  }

  /// Why `path` names nothing to read, for a path that `stat` does not find: a symbolic link
  /// to a missing file, a loop of links, or nothing at all.
  package static func missingReason(_ path: String, nothing: String = "no such file") -> String {
    var info = stat()
    if stat(path, &info) != 0, errno == ELOOP {
      return "a loop of symbolic links (\(FileFailure.reason(ELOOP))); nothing was read"
    }
    if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
      return "a symbolic link to '\(target)', which does not exist"
    }
    return nothing
  }

  /// What a file that is not regular is, as an error message; nil for a regular file.
  static func nonRegularKind(_ mode: mode_t) -> String? {
    let kind: String
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: kind = "a folder"
    case S_IFIFO: kind = "a named pipe (FIFO)"
    case S_IFSOCK: kind = "a socket"
    case S_IFCHR: kind = "a character device"
    case S_IFBLK: kind = "a block device"
    default: kind = "not a regular file"
    }
    return "\(kind), not a regular file; only regular files (or symbolic links to them) are read"
  }

  private static func openFailure(_ path: String, _ code: Int32) -> String {
    switch code {
    case ENOENT, ENOTDIR, ELOOP: return missingReason(path)
    // A socket cannot be opened at all; its kind is told by stat.
    case ENXIO, EOPNOTSUPP:
      var info = stat()
      if stat(path, &info) == 0, let kind = nonRegularKind(info.st_mode) { return kind }
      return "cannot read the file: \(FileFailure.reason(code))"
    case EACCES, EPERM:
      return "cannot read the file: permission denied (\(FileFailure.reason(code)))"
    default: return "cannot read the file: \(FileFailure.reason(code))"
    }
  }

  package struct Counts: Sendable {
    package var reads: [String: Int] = [:]
    package var parses: [String: Int] = [:]
  }

  private static let counts = Mutex(Counts())

  /// How many times each file was read and parsed in this process.
  package static var counted: Counts { counts.withLock { $0 } }

  package static func countParse(_ file: String?) {
    guard let file else { return }
    counts.withLock { $0.parses[file, default: 0] += 1 }
  }
}

/// read(2), which `InputFile.read` hides by name.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int
{
  read(descriptor, buffer, count)
}
