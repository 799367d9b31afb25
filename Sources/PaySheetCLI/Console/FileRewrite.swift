#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces the contents of a file the way a person expects an editor to: the file keeps
/// its name, mode, owner and links, and the old contents stay whole until the new ones are.
///
/// The new contents go to a temporary file beside the target, named
/// `.NAME.paysheet-tmp-PID` so that one left by a killed process is recognized, which is
/// then renamed over the target. A symbolic link is followed and its target rewritten. A
/// file whose write permission is off is refused unless `force` is given. A file with more
/// than one hard link is refused too, since a rename would split the links; with `force`
/// it is written in place, after the new contents are saved in the temporary file, which is
/// kept (and named in the error) if writing in place fails.
struct FileRewrite {
  /// Why a file was not rewritten, naming the file and, for system calls, the system's reason.
  struct Failure: Error, CustomStringConvertible {
    let path: String
    let message: String

    var description: String { "\(path): \(message)" }
  }

  /// `write(2)`, replaceable so that tests can make it fail as a full or read-only disk does.
  typealias WriteCall = (Int32, UnsafeRawPointer, Int) -> Int

  /// How a rewrite treats the file, for the `--help` of the commands that rewrite one.
  static let help = """
    The file is replaced whole: the new text goes to .NAME.paysheet-tmp-PID beside it and
    is renamed over it, keeping its mode and owner; a symbolic link is followed. A read-only
    file, or one with several hard links, is refused unless --force is given (a hard-linked
    file is then written in place, after the new text is saved beside it).
    """

  /// The part of a temporary file's name after the target's name; `.NAME` comes first.
  static let temporaryMarker = ".paysheet-tmp-"

  let force: Bool
  var writeCall: WriteCall = { descriptor, bytes, count in write(descriptor, bytes, count) }

  init(force: Bool = false) {
    self.force = force
  }

  /// The temporary file's name for a target in this process: `.NAME.paysheet-tmp-PID`.
  static func temporaryName(for fileName: String) -> String {
    "." + fileName + temporaryMarker + String(getpid())
  }

  /// Writes `bytes` as the new contents of `path`, creating it if it does not exist.
  func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
    let target = try resolve(path)
    var info = stat()
    let exists: Bool
    if stat(target, &info) == 0 {
      exists = true
      guard info.st_mode & S_IFMT == S_IFREG else {
        throw Failure(path: path, message: "not a regular file; nothing was written")
      }
      if !force, Self.isReadOnly(target, info) {
        let mode = String(info.st_mode & 0o7777, radix: 8)
        throw Failure(
          path: path,
          message:
            "the file is read-only (mode \(mode)); nothing was written; use --force to rewrite it")
      }
      if info.st_nlink > 1, !force {
        throw Failure(
          path: path,
          message:
            "the file has \(info.st_nlink) hard links and a new file would split them; nothing was written; use --force to write it in place"
        )
      }
    } else if errno == ENOENT {
      exists = false
    } else {
      throw Failure(path: path, message: "cannot read file: \(Self.reason(errno))")
    }

    let (directory, name) = Self.split(target)
    let temporary = (directory.isEmpty ? "" : directory + "/") + Self.temporaryName(for: name)
    try writeTemporary(temporary, bytes, like: exists ? info : nil, reportingAs: path)
    if exists, info.st_nlink > 1 {
      try writeInPlace(target, bytes, savedIn: temporary, reportingAs: path)
      unlink(temporary)
      return
    }
    guard rename(temporary, target) == 0 else {
      let code = errno
      unlink(temporary)
      throw Failure(path: path, message: "cannot write file: \(Self.reason(code))")
    }
    Self.syncDirectory(directory.isEmpty ? "." : directory)
  }

  /// The file a path names, through any symbolic links; a missing file's own path.
  private func resolve(_ path: String) throws(Failure) -> String {
    var link = stat()
    guard lstat(path, &link) == 0 else {
      if errno == ENOENT { return path }
      throw Failure(path: path, message: "cannot read file: \(Self.reason(errno))")
    }
    guard link.st_mode & S_IFMT == S_IFLNK else { return path }
    guard let resolved = realpath(path, nil) else {
      throw Failure(
        path: path,
        message:
          "the symbolic link points to a missing file (\(Self.reason(errno))); nothing was written")
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Writes the whole of `bytes` to a new file at `temporary`, with the mode and owner of
  /// `original` when there is one; removes it on any failure.
  private func writeTemporary(
    _ temporary: String, _ bytes: [UInt8], like original: stat?, reportingAs path: String
  ) throws(Failure) {
    // A file of this name is one this process id left in an earlier run that was killed.
    unlink(temporary)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw Failure(path: path, message: "cannot write file: \(Self.reason(errno))")
    }
    func fail(_ code: Int32, _ what: String) -> Failure {
      close(descriptor)
      unlink(temporary)
      return Failure(path: path, message: "\(what): \(Self.reason(code))")
    }
    if let code = writeAll(descriptor, bytes) { throw fail(code, "cannot write file") }
    if let original {
      // Owner first: changing the owner clears set-user-ID bits, which fchmod then restores.
      if fchown(descriptor, original.st_uid, original.st_gid) != 0 {
        throw fail(errno, "cannot keep the file's owner \(original.st_uid):\(original.st_gid)")
      }
      if fchmod(descriptor, original.st_mode & 0o7777) != 0 {
        throw fail(errno, "cannot keep the file's mode")
      }
    }
    if fsync(descriptor) != 0 { throw fail(errno, "cannot write file") }
    if close(descriptor) != 0 {
      let code = errno
      unlink(temporary)
      throw Failure(path: path, message: "cannot write file: \(Self.reason(code))")
    }
  }

  /// Overwrites a hard-linked file in place, so that every link sees the new contents.
  private func writeInPlace(
    _ target: String, _ bytes: [UInt8], savedIn temporary: String, reportingAs path: String
  ) throws(Failure) {
    func fail(_ code: Int32) -> Failure {
      Failure(
        path: path,
        message:
          "cannot write file in place: \(Self.reason(code)); the new contents are in \(temporary)")
    }
    let descriptor = open(target, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw fail(errno) }
    defer { close(descriptor) }
    // Written over from the start and cut to length after, so that the file is never
    // shorter than the old contents before the new ones are complete.
    if let code = writeAll(descriptor, bytes) { throw fail(code) }
    if ftruncate(descriptor, off_t(bytes.count)) != 0 { throw fail(errno) }
    if fsync(descriptor) != 0 { throw fail(errno) }
  }

  /// Writes every byte, retrying after signals; the `errno` of a failure, or nil.
  private func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
    bytes.withUnsafeBytes { buffer -> Int32? in
      var offset = 0
      while offset < buffer.count {
        let written = writeCall(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        // A write of nothing to a regular file means no room is left.
        if written == 0 { return ENOSPC }
        offset += written
      }
      return nil
    }
  }

  /// Whether the file is read-only for this process: its owner's write permission is off
  /// when this process owns it or is root (who could write it anyway), else `access(2)` says.
  private static func isReadOnly(_ path: String, _ info: stat) -> Bool {
    let user = geteuid()
    if user == 0 || user == info.st_uid { return info.st_mode & S_IWUSR == 0 }
    return access(path, W_OK) != 0
  }

  private static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }

  /// Makes the rename durable; a failure here loses nothing, so it is not reported.
  private static func syncDirectory(_ directory: String) {
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    fsync(descriptor)
    close(descriptor)
  }

  /// The system's words for an `errno`, such as "No space left on device".
  static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
