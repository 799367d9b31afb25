internal import CPaySheetFiles
import PaySheetKit
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The new contents of a file being rewritten, in a file of the target's folder that has no
/// name until it replaces the target, where the system allows it (Linux's `O_TMPFILE`).
///
/// Its name, `.NAME.paysheet-tmp-PID`, exists only from just before the rename that replaces
/// the target (or all along, where the file system has no unnamed files); while it exists,
/// SIGINT, SIGTERM and SIGHUP remove it before the process ends. Only this process's user may
/// read it: it is created with mode 600, without the entries a folder's ACL would give it,
/// and given the target's mode and ACL once it is complete.
final class TemporaryFile {
  let descriptor: Int32
  /// `FOLDER/.NAME.paysheet-tmp-PID`.
  let namedPath: String
  private var isNamed = false
  private var isKept = false

  init(in folder: String, name: String, unnamed: Bool, reportingAs path: String)
    throws(FileFailure)
  {
    namedPath = folder + "/" + FileRewrite.temporaryName(for: name)
    let unnamedDescriptor = unnamed ? psfile_open_unnamed(folder, 0o600) : -1
    if unnamedDescriptor >= 0 {
      descriptor = unnamedDescriptor
      Self.restrict(unnamedDescriptor)
      return
    }
    SignalGuard.arm(removing: namedPath)
    // A file of this name is one this process id left in an earlier run that was killed.
    unlink(namedPath)
    let named = psfile_create_private(namedPath, 0o600)
    guard named >= 0 else {
      let code = errno
      SignalGuard.disarm()
      throw FileFailure(
        path: path, message: "cannot write file: \(FileFailure.reason(code))")
    }
    descriptor = named
    isNamed = true
    Self.restrict(named)
  }

  /// Mode 600 whatever the folder's default ACL gives a new file: with an ACL, the group
  /// bits are its mask, and a mask of none shuts out every named user and group.
  private static func restrict(_ descriptor: Int32) {
    fchmod(descriptor, 0o600)
  }

  /// Replaces `target` with this file (`replacing`), or creates `target` as this file when
  /// nothing has that name, refusing if something does.
  func link(over target: String, replacing: Bool, reportingAs path: String)
    throws(FileFailure)
  {
    // From the name to the rename, a signal removes the name before the process ends: the
    // new file is then either the target or gone, never a name left behind.
    SignalGuard.arm(removing: namedPath)
    defer { SignalGuard.disarm() }
    if !isNamed {
      if let code = giveName() {
        throw FileFailure(
          path: path, message: "cannot write file: \(FileFailure.reason(code))")
      }
    }
    if replacing {
      guard rename(namedPath, target) == 0 else {
        throw FileFailure(
          path: path, message: "cannot write file: \(FileFailure.reason(errno))")
      }
    } else {
      guard hardLink(namedPath, target) == 0 else {
        let code = errno
        let message =
          code == EEXIST
          ? "a file of this name appeared while the new one was written; nothing was written; run again"
          : "cannot write file: \(FileFailure.reason(code))"
        throw FileFailure(path: path, message: message)
      }
      unlink(namedPath)
    }
    isNamed = false
  }

  /// Gives the file its name and keeps it past `discard`; the name, or nil if it has none.
  func keep() -> String? {
    if !isNamed, giveName() != nil { return nil }
    isKept = true
    SignalGuard.disarm()
    return namedPath
  }

  /// Closes the file and removes its name unless it replaced the target or was kept.
  func discard() {
    close(descriptor)
    if isNamed, !isKept { unlink(namedPath) }
    SignalGuard.disarm()
  }

  /// Links the unnamed file at `namedPath`; the `errno` of a failure, or nil.
  private func giveName() -> Int32? {
    unlink(namedPath)
    guard psfile_link_unnamed(descriptor, namedPath) == 0 else { return errno }
    isNamed = true
    return nil
  }
}

/// The extended attributes of a file and its ACL, to give a file that replaces it: on Linux
/// the ACL is an attribute (`system.posix_acl_access`); Apple's systems keep it apart.
struct ExtendedAttributes {
  private(set) var entries: [String: [UInt8]] = [:]
  /// The ACL as text where the system keeps it apart from the attributes; "" for none, and
  /// always on Linux.
  private(set) var accessControl = ""

  /// The attributes of the open file; none where the file system has none.
  init(of descriptor: Int32, reportingAs path: String) throws(FileFailure) {
    guard let acl = Self.accessControl(descriptor) else {
      throw failure(path, "cannot read the file's ACL", errno)
    }
    accessControl = acl
    guard let names = Self.names(descriptor) else {
      if errno == ENOTSUP { return }
      throw failure(path, "cannot read the file's extended attributes", errno)
    }
    for name in names {
      guard let value = Self.value(descriptor, name) else {
        // Removed since it was listed: it is not there to keep.
        if errno == noAttribute { continue }
        throw failure(path, "cannot read the file's \(Self.describe(name))", errno)
      }
      entries[name] = value
    }
  }

  /// Gives the file exactly these attributes, removing any it has of its own (an ACL its
  /// folder's default ACL gave it, say).
  func copy(to descriptor: Int32, reportingAs path: String) throws(FileFailure) {
    for name in Self.names(descriptor) ?? [] where entries[name] == nil {
      if removeAttribute(descriptor, name) != 0, errno != noAttribute {
        throw failure(path, "cannot leave out the \(Self.describe(name)) the file lacks", errno)
      }
    }
    // One the new file already has (an SELinux label its folder gave it) is left alone:
    // setting it may need a permission that keeping it does not.
    for (name, value) in entries.sorted(by: { $0.key < $1.key })
    where Self.value(descriptor, name) != value {
      let result = value.withUnsafeBytes {
        setAttribute(descriptor, name, $0.baseAddress, $0.count)
      }
      if result != 0 { throw failure(path, "cannot keep the file's \(Self.describe(name))", errno) }
    }
    if Self.accessControl(descriptor) != accessControl,
      psfile_set_acl(descriptor, accessControl) != 0
    {
      throw failure(path, "cannot keep the file's ACL", errno)
    }
  }

  /// Refuses unless the file has exactly these attributes: a mode change after them must
  /// not have moved an ACL's mask.
  func verify(on descriptor: Int32, reportingAs path: String) throws(FileFailure) {
    let names = Self.names(descriptor) ?? []
    for name in Set(names).union(entries.keys).sorted()
    where Self.value(descriptor, name) != entries[name] {
      throw FileFailure(
        path: path,
        message: "cannot keep the file's \(Self.describe(name)) as it was; nothing was written")
    }
    guard Self.accessControl(descriptor) == accessControl else {
      throw FileFailure(
        path: path, message: "cannot keep the file's ACL as it was; nothing was written")
    }
  }

  /// The ACL kept apart from the attributes, as text; "" for none; nil with errno.
  private static func accessControl(_ descriptor: Int32) -> String? {
    // The ACL can change between the two calls: the second is retried while it grows.
    while true {
      let size = psfile_get_acl(descriptor, nil, 0)
      guard size >= 0 else { return nil }
      if size == 0 { return "" }
      var buffer = [CChar](repeating: 0, count: size + 1)
      let count = buffer.withUnsafeMutableBufferPointer {
        psfile_get_acl(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == ERANGE { continue }
      guard count >= 0 else { return nil }
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
  }

  private func failure(_ path: String, _ what: String, _ code: Int32) -> FileFailure {
    FileFailure(
      path: path, message: "\(what): \(FileFailure.reason(code)); nothing was written")
  }

  static func describe(_ name: String) -> String {
    switch name {
    case "system.posix_acl_access": "ACL (system.posix_acl_access)"
    default: "extended attribute '\(name)'"
    }
  }

  private static func names(_ descriptor: Int32) -> [String]? {
    // The list can grow between the two calls: the second is retried while it does.
    while true {
      let size = listAttributes(descriptor, nil, 0)
      guard size >= 0 else { return nil }
      if size == 0 { return [] }
      var buffer = [CChar](repeating: 0, count: size)
      let count = buffer.withUnsafeMutableBufferPointer {
        listAttributes(descriptor, $0.baseAddress, size)
      }
      if count < 0, errno == ERANGE { continue }
      guard count >= 0 else { return nil }
      return buffer[..<count].split(separator: 0).map {
        String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    }
  }

  private static func value(_ descriptor: Int32, _ name: String) -> [UInt8]? {
    while true {
      let size = getAttribute(descriptor, name, nil, 0)
      guard size >= 0 else { return nil }
      var buffer = [UInt8](repeating: 0, count: size)
      let count = buffer.withUnsafeMutableBytes {
        getAttribute(descriptor, name, $0.baseAddress, size)
      }
      if count < 0, errno == ERANGE { continue }
      guard count >= 0 else { return nil }
      return Array(buffer[..<count])
    }
  }
}

private func listAttributes(_ descriptor: Int32, _ list: UnsafeMutablePointer<CChar>?, _ size: Int)
  -> Int
{ psfile_list_attributes(descriptor, list, size) }
private func getAttribute(
  _ descriptor: Int32, _ name: String, _ value: UnsafeMutableRawPointer?, _ size: Int
) -> Int { psfile_get_attribute(descriptor, name, value, size) }
private func setAttribute(
  _ descriptor: Int32, _ name: String, _ value: UnsafeRawPointer?, _ size: Int
) -> Int32 { psfile_set_attribute(descriptor, name, value, size) }
private func removeAttribute(_ descriptor: Int32, _ name: String) -> Int32 {
  psfile_remove_attribute(descriptor, name)
}
private let noAttribute = psfile_no_attribute_error()

#if canImport(Glibc)
  typealias SignalHandler = sighandler_t
#else
  typealias SignalHandler = sig_t
#endif

/// link(2), which `TemporaryFile.link(over:)` hides by name.
private func hardLink(_ existing: String, _ new: String) -> Int32 { link(existing, new) }

/// What SIGINT, SIGTERM and SIGHUP do while a rewrite has a temporary file's name: remove
/// that name, then end the process as the signal would have.
enum SignalGuard {
  private static let signals = [SIGINT, SIGTERM, SIGHUP]
  /// The handlers in place before `arm`; a signal the process ignores stays ignored.
  private static let previous = Mutex<[Int32: SignalHandler?]>([:])

  static func arm(removing path: String) {
    let bytes = Array(path.utf8)
    // A longer path cannot be opened anyway (PATH_MAX, 4096 on Linux).
    guard bytes.count < guardedPathCapacity else { return }
    guardArmed.store(false, ordering: .sequentiallyConsistent)
    for (index, byte) in bytes.enumerated() { guardedPath[index] = CChar(bitPattern: byte) }
    guardedPath[bytes.count] = 0
    guardArmed.store(true, ordering: .sequentiallyConsistent)
    previous.withLock { saved in
      guard saved.isEmpty else { return }
      for number in signals {
        let old = signal(number, removeTemporaryAndEnd)
        saved[number] = old
        if isIgnore(old) { signal(number, old) }
      }
    }
  }

  static func disarm() {
    guardArmed.store(false, ordering: .sequentiallyConsistent)
    previous.withLock { saved in
      for (number, old) in saved { signal(number, old) }
      saved.removeAll()
    }
  }

  private static func isIgnore(_ handler: SignalHandler?) -> Bool {
    guard let handler else { return false }
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}

private let guardedPathCapacity = 4096
/// Written only while `guardArmed` is false, read by the signal handler only while it is true.
nonisolated(unsafe) private let guardedPath = UnsafeMutablePointer<CChar>.allocate(
  capacity: guardedPathCapacity)
private let guardArmed = Atomic<Bool>(false)

/// The signal handler: unlink(2), signal(2) and raise(2) are async-signal-safe.
private func removeTemporaryAndEnd(_ number: Int32) {
  if guardArmed.load(ordering: .sequentiallyConsistent) { unlink(guardedPath) }
  signal(number, SIG_DFL)
  raise(number)
}
