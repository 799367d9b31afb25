import PaySheetKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The gallery's file operations, made with system calls so that a failure keeps the
/// system's reason: Foundation's errors on Linux say only "The operation could not be
/// completed" for a full disk (ENOSPC) or a read-only one (EROFS).
enum GalleryFiles {
  /// Creates `path` and the folders above it that are missing.
  static func makeDirectory(_ path: String) throws(FileFailure) {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += component
      if mkdir(prefix, 0o777) != 0 {
        let code = errno
        var info = stat()
        guard code == EEXIST, stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
          throw FileFailure(prefix, code == EEXIST ? ENOTDIR : code)
        }
      }
      prefix += "/"
    }
  }

  /// Writes `bytes` as a new file at `path`; a file left part written is removed.
  static func write(_ bytes: [UInt8], to path: String) throws(FileFailure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw FileFailure(path, errno) }
    let code = bytes.withUnsafeBytes { buffer -> Int32? in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        if written < 0 { return errno }
        if written == 0 { return ENOSPC }
        offset += written
      }
      return nil
    }
    if let code {
      close(descriptor)
      unlink(path)
      throw FileFailure(path, code)
    }
    if close(descriptor) != 0 {
      let code = errno
      unlink(path)
      throw FileFailure(path, code)
    }
  }

  /// Writes `bytes` beside `path` and renames the copy over it, so that `path` is whole or old.
  static func replace(_ path: String, with bytes: [UInt8]) throws(FileFailure) {
    let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    let temporary =
      String(path[..<slash]) + "." + String(path[slash...]) + ".paysheet-tmp-\(getpid())"
    try write(bytes, to: temporary)
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw FileFailure(path, code)
    }
  }
}

/// `write(2)`, named apart from `GalleryFiles.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
