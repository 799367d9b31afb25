import PaySheetKit
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces the contents of a file the way a person expects an editor to: the file keeps
/// its name, mode, owner, group, ACLs, extended attributes and links, the old contents stay
/// whole until the new ones are, and no change another program made meanwhile is lost.
///
/// The new contents go to an unnamed file in the target's folder (Linux's `O_TMPFILE`),
/// readable by this process's user only, which is given the target's attributes, named
/// `.NAME.paysheet-tmp-PID` and at once renamed over the target. Where the file system has
/// no unnamed files the temporary file has that name from the start; either way SIGINT,
/// SIGTERM and SIGHUP remove it, and one left by SIGKILL (hidden, and not ending in
/// `.xcstrings`, so never read as a catalog) is removed by the next rewrite of that file.
///
/// While it writes, the rewrite holds an advisory lock (`flock`) on the target; a rewrite
/// given the bytes it read refuses when the file no longer holds them. A symbolic link is
/// followed and its target rewritten. A file whose write permission is off is refused unless
/// `force` is given. A file with more than one hard link is refused too, since a rename would
/// split the links; with `force` it is written in place, after the new contents are saved
/// beside it, which are kept (and named in the error) if writing in place fails.
struct FileRewrite {
  /// `write(2)`, replaceable so that tests can make it fail as a full or read-only disk does.
  typealias WriteCall = (Int32, UnsafeRawPointer, Int) -> Int

  /// How a rewrite treats the file, for the `--help` of the commands that rewrite one.
  static let help = """
    The file is replaced whole: the new text is written beside it, readable by you alone,
    given the file's mode, owner, group, ACLs and extended attributes, and renamed over it;
    a symbolic link is followed. The file is locked while it is written, and a file that
    another program changed since it was read is left as it is. A read-only file, or one
    with several hard links, is refused unless --force is given (a hard-linked file is then
    written in place, after the new text is saved beside it).
    """

  /// The part of a temporary file's name after the target's name; `.NAME` comes first.
  static let temporaryMarker = ".paysheet-tmp-"

  let force: Bool
  /// The option that sets `force`, for the advice in a refusal; nil for a command without one.
  let forceOption: String?
  /// How long to wait for another rewrite of the same file to finish before refusing.
  var lockWaitMilliseconds = 10_000
  var writeCall: WriteCall = { descriptor, bytes, count in systemWrite(descriptor, bytes, count) }
  /// Called once the temporary file is complete, before it replaces the target; tests use
  /// it to stand for another program writing the file at that moment.
  var beforeReplacing: () -> Void = {}
  /// Whether the temporary file may be unnamed while written; tests turn it off to see the
  /// named way that file systems without `O_TMPFILE` take.
  var unnamedTemporary = true

  init(force: Bool = false, forceOption: String? = "--force") {
    self.force = force
    self.forceOption = forceOption
  }

  /// The temporary file's name for a target in this process: `.NAME.paysheet-tmp-PID`.
  static func temporaryName(for fileName: String) -> String {
    "." + fileName + temporaryMarker + String(getpid())
  }

  /// Writes `bytes` as the new contents of `path`, creating it if it does not exist.
  ///
  /// With `original`, the bytes the caller read and computed `bytes` from, the rewrite
  /// refuses if the file holds anything else when it is about to be replaced.
  func replace(_ path: String, with bytes: [UInt8], readAs original: [UInt8]? = nil)
    throws(FileFailure)
  {
    // One rewrite at a time in this process: the signal handler knows one temporary name.
    try Self.inProcess.withLock { _ throws(FileFailure) in
      try replaceLocked(path, with: bytes, readAs: original)
    }
  }

  private static let inProcess = Mutex(())

  private func replaceLocked(_ path: String, with bytes: [UInt8], readAs original: [UInt8]?)
    throws(FileFailure)
  {
    let target = try resolve(path)
    let (directory, name) = Self.split(target)
    let folder = directory.isEmpty ? "." : directory
    guard let locked = try lockTarget(target, reportingAs: path, expecting: original) else {
      // A new file: no other rewrite can be holding it, so a temporary file of a process
      // that no longer runs is one a SIGKILL left.
      Self.removeStaleTemporaries(in: folder, for: name, onlyOfEndedProcesses: true)
      let temporary = try TemporaryFile(
        in: folder, name: name, unnamed: unnamedTemporary, reportingAs: path)
      defer { temporary.discard() }
      try write(bytes, to: temporary, like: nil, reportingAs: path)
      // A new file gets the rights any new file gets here (666 less the umask), not the
      // temporary file's 600: a baseline or an export is read by other users and by CI.
      if fchmod(temporary.descriptor, 0o666 & ~Self.umaskValue()) != 0 {
        throw FileFailure(
          path: path,
          message: "cannot set the file's mode: \(FileFailure.reason(errno)); nothing was written")
      }
      beforeReplacing()
      try temporary.link(over: target, replacing: false, reportingAs: path)
      Self.syncDirectory(folder)
      return
    }
    defer { close(locked.descriptor) }
    // The lock is held: any temporary file of this target is one a killed rewrite left.
    Self.removeStaleTemporaries(in: folder, for: name, onlyOfEndedProcesses: false)
    let attributes = try ExtendedAttributes(of: locked.descriptor, reportingAs: path)
    let temporary = try TemporaryFile(
      in: folder, name: name, unnamed: unnamedTemporary, reportingAs: path)
    defer { temporary.discard() }
    try write(bytes, to: temporary, like: (locked.info, attributes), reportingAs: path)
    beforeReplacing()
    if let original {
      try Self.expect(original, in: locked.descriptor, at: target, locked.info, reportingAs: path)
    }
    if locked.info.st_nlink > 1 {
      try writeInPlace(target, bytes, saving: temporary, reportingAs: path)
      return
    }
    try temporary.link(over: target, replacing: true, reportingAs: path)
    Self.syncDirectory(folder)
  }

  /// The target open and locked, with its status; nil when there is no file to lock.
  private struct Locked {
    let descriptor: Int32
    let info: stat
  }

  /// Opens the target, checks that it may be rewritten and takes its lock, waiting up to
  /// `lockWaitMilliseconds` for another rewrite; nil when the file does not exist.
  private func lockTarget(_ target: String, reportingAs path: String, expecting original: [UInt8]?)
    throws(FileFailure) -> Locked?
  {
    // A rewrite without the bytes it read follows the file through another's rename;
    // three tries, as each needs another program to replace the file in between.
    for _ in 0..<3 {
      let descriptor = open(target, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
      guard descriptor >= 0 else {
        if errno == ENOENT, original == nil { return nil }
        if errno == ENOENT { throw Self.changed(path) }
        throw FileFailure(path: path, message: "cannot read file: \(FileFailure.reason(errno))")
      }
      var info = stat()
      guard fstat(descriptor, &info) == 0 else {
        let code = errno
        close(descriptor)
        throw FileFailure(path: path, message: "cannot read file: \(FileFailure.reason(code))")
      }
      do throws(FileFailure) {
        try checkRewritable(target, info, reportingAs: path)
        try waitForLock(descriptor, reportingAs: path)
      } catch {
        close(descriptor)
        throw error
      }
      // Another rewrite may have renamed a new file over the one this lock is on.
      var now = stat()
      if stat(target, &now) == 0, now.st_dev == info.st_dev, now.st_ino == info.st_ino {
        fstat(descriptor, &info)
        return Locked(descriptor: descriptor, info: info)
      }
      close(descriptor)
      if original != nil { throw Self.changed(path) }
    }
    throw FileFailure(
      path: path, message: "the file is being replaced again and again; nothing was written")
  }

  private func checkRewritable(_ target: String, _ info: stat, reportingAs path: String)
    throws(FileFailure)
  {
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw FileFailure(path: path, message: "not a regular file; nothing was written")
    }
    if !force, Self.isReadOnly(target, info) {
      let mode = String(info.st_mode & 0o7777, radix: 8)
      let advice =
        forceOption.map { "use \($0) to rewrite it" }
        ?? "make it writable (chmod u+w '\(path)') and run again"
      throw FileFailure(
        path: path,
        message: "the file is read-only (mode \(mode)); nothing was written; \(advice)")
    }
    if info.st_nlink > 1, !force {
      let advice =
        forceOption.map { "use \($0) to write it in place" }
        ?? "give it a link of its own (cp '\(path)' copy && mv copy '\(path)') and run again"
      throw FileFailure(
        path: path,
        message:
          "the file has \(info.st_nlink) hard links and a new file would split them; nothing was written; \(advice)"
      )
    }
  }

  private func waitForLock(_ descriptor: Int32, reportingAs path: String) throws(FileFailure) {
    var waited = 0
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR else {
        throw FileFailure(path: path, message: "cannot lock the file: \(FileFailure.reason(errno))")
      }
      guard waited < lockWaitMilliseconds else {
        throw FileFailure(
          path: path,
          message:
            "another program holds the file's lock (another paysheet rewriting it?); nothing was written; run again when it has finished"
        )
      }
      // 20 ms: short beside a rewrite of a large catalog (seconds), few wake-ups meanwhile.
      usleep(20_000)
      waited += 20
    }
  }

  private static func changed(_ path: String) -> FileFailure {
    FileFailure(
      path: path,
      message:
        "the file changed since it was read (another program wrote it); nothing was written; run again to work on its new contents"
    )
  }

  /// Refuses unless the locked file is still at `target` and holds exactly `original`.
  private static func expect(
    _ original: [UInt8], in descriptor: Int32, at target: String, _ info: stat,
    reportingAs path: String
  ) throws(FileFailure) {
    var now = stat()
    let failure = changed(path)
    guard stat(target, &now) == 0, now.st_dev == info.st_dev, now.st_ino == info.st_ino,
      fstat(descriptor, &now) == 0, Int(now.st_size) == original.count
    else { throw failure }
    var current = [UInt8](repeating: 0, count: original.count + 1)
    var offset = 0
    while offset < current.count {
      let count = current.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + offset, $0.count - offset, off_t(offset))
      }
      if count < 0, errno == EINTR { continue }
      if count < 0 {
        throw FileFailure(path: path, message: "cannot read file: \(FileFailure.reason(errno))")
      }
      if count == 0 { break }
      offset += count
    }
    guard offset == original.count, current.prefix(offset).elementsEqual(original) else {
      throw failure
    }
  }

  /// Writes the whole of `bytes` to the temporary file and gives it the owner, group, mode,
  /// ACLs and extended attributes of `original` when there is one.
  private func write(
    _ bytes: [UInt8], to temporary: TemporaryFile, like original: (stat, ExtendedAttributes)?,
    reportingAs path: String
  ) throws(FileFailure) {
    let descriptor = temporary.descriptor
    func fail(_ code: Int32, _ what: String) -> FileFailure {
      FileFailure(path: path, message: "\(what): \(FileFailure.reason(code)); nothing was written")
    }
    if let code = writeAll(descriptor, bytes) {
      throw FileFailure(path: path, message: "cannot write file: \(FileFailure.reason(code))")
    }
    if let (info, attributes) = original {
      // Owner and group first, so that an ACL's group entry is the target's group's. Only
      // root can give the file to another user, and root may then set any attribute; anyone
      // else stays the owner of a mode 600 file, as setting a user.* attribute needs.
      if fchown(descriptor, info.st_uid, info.st_gid) != 0 {
        throw fail(errno, "cannot keep the file's owner and group \(info.st_uid):\(info.st_gid)")
      }
      try attributes.copy(to: descriptor, reportingAs: path)
      // Mode last: changing the owner cleared set-user-ID bits, which fchmod restores.
      // With an ACL, the group bits are its mask: the target's, so the ACL stays as it was.
      if fchmod(descriptor, info.st_mode & 0o7777) != 0 {
        throw fail(errno, "cannot keep the file's mode")
      }
      var now = stat()
      guard fstat(descriptor, &now) == 0, now.st_mode == info.st_mode, now.st_uid == info.st_uid,
        now.st_gid == info.st_gid
      else {
        let mode = String(info.st_mode & 0o7777, radix: 8)
        throw FileFailure(
          path: path,
          message: "cannot keep the file's mode \(mode) with its owner; nothing was written")
      }
      try attributes.verify(on: descriptor, reportingAs: path)
    }
    if fsync(descriptor) != 0 {
      throw FileFailure(path: path, message: "cannot write file: \(FileFailure.reason(errno))")
    }
  }

  /// Overwrites a hard-linked file in place, so that every link sees the new contents; the
  /// new contents are kept in the named temporary file until they are all in place.
  private func writeInPlace(
    _ target: String, _ bytes: [UInt8], saving temporary: TemporaryFile,
    reportingAs path: String
  ) throws(FileFailure) {
    let saved = temporary.keep()
    func fail(_ code: Int32) -> FileFailure {
      let kept = saved.map { "the new contents are in \($0)" } ?? "the new contents are lost"
      return FileFailure(
        path: path, message: "cannot write file in place: \(FileFailure.reason(code)); \(kept)")
    }
    let descriptor = open(target, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw fail(errno) }
    defer { close(descriptor) }
    // Written over from the start and cut to length after, so that the file is never
    // shorter than the old contents before the new ones are complete.
    if let code = writeAll(descriptor, bytes) { throw fail(code) }
    if ftruncate(descriptor, off_t(bytes.count)) != 0 { throw fail(errno) }
    if fsync(descriptor) != 0 { throw fail(errno) }
    if let saved { unlink(saved) }
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

  /// The file a path names, through any symbolic links; a missing file's own path.
  private func resolve(_ path: String) throws(FileFailure) -> String {
    var link = stat()
    guard lstat(path, &link) == 0 else {
      if errno == ENOENT { return path }
      throw FileFailure(path: path, message: "cannot read file: \(FileFailure.reason(errno))")
    }
    guard link.st_mode & S_IFMT == S_IFLNK else { return path }
    guard let resolved = realpath(path, nil) else {
      let code = errno
      let what =
        code == ELOOP
        ? "the symbolic link leads to a loop of links"
        : "the symbolic link points to a missing file"
      throw FileFailure(
        path: path, message: "\(what) (\(FileFailure.reason(code))); nothing was written")
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Removes the temporary files that rewrites of `name` left when they were killed.
  private static func removeStaleTemporaries(
    in folder: String, for name: String, onlyOfEndedProcesses: Bool
  ) {
    let prefix = "." + name + temporaryMarker
    guard let stream = opendir(folder) else { return }
    defer { closedir(stream) }
    var stale: [String] = []
    while let entry = readdir(stream) {
      let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
      }
      guard entryName.hasPrefix(prefix), let process = Int32(entryName.dropFirst(prefix.count))
      else { continue }
      if onlyOfEndedProcesses, process == getpid() || kill(process, 0) == 0 || errno != ESRCH {
        continue
      }
      stale.append(entryName)
    }
    for entryName in stale { unlink(folder + "/" + entryName) }
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

  /// The process's umask, which can only be read by setting it: set back at once, under
  /// the lock that keeps rewrites of this process one at a time.
  private static func umaskValue() -> mode_t {
    let mask = umask(0o022)
    umask(mask)
    return mask
  }

  /// The system's words for an `errno`, such as "No space left on device".
}

/// write(2), which `FileRewrite.write(_:to:like:reportingAs:)` hides by name.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
