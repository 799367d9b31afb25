#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file operation made with system calls that failed, naming the file and, for a system
/// call, the system's reason: Foundation's errors on Linux say only "The operation could not
/// be completed" for a full disk (ENOSPC) or a read-only one (EROFS).
package struct FileFailure: Error, Sendable, CustomStringConvertible {
  package let path: String
  package let message: String

  package init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// A failed system call on `path`, in `strerror`'s words for `code` (an `errno`).
  package init(_ path: String, _ code: Int32) {
    self.init(path: path, message: Self.reason(code))
  }

  /// `strerror`'s words for `code`: "No space left on device".
  package static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

  package var description: String { "\(path): \(message)" }
}
