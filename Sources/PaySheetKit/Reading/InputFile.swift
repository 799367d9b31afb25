import Foundation
import Synchronization

/// Reads input files whole, once, with a size limit, and counts the reads and parses.
///
/// The counts let tests prove that a run reads and parses each file once: `paysheet lint`
/// over a folder once read each sheet four times and parsed it five times.
package enum InputFile {
  /// Reads the file at `url`; a file over `limit` bytes is refused before it is loaded.
  package static func read(_ url: URL, displayPath: String? = nil, limit: Int) throws(InputError)
    -> [UInt8]
  {
    let path = displayPath ?? url.path
    func failure(_ message: String) -> InputError {
      InputError(kind: .io, file: path, line: 0, column: 0, message: message)
    }
    let handle: FileHandle
    do {
      handle = try FileHandle(forReadingFrom: url)
    } catch {
      let exists = FileManager.default.fileExists(atPath: url.path)
      throw failure(
        exists ? "cannot read the file: permission denied or not a file" : "no such file")
    }
    defer { try? handle.close() }
    let data: Data
    do {
      // One byte past the limit tells a file at the limit from one over it.
      data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      throw failure("cannot read the file: \(error.localizedDescription)")
    }
    guard data.count <= limit else {
      throw failure("the file is larger than \(limit) bytes, the most this reader takes")
    }
    counts.withLock { $0.reads[path, default: 0] += 1 }
    return [UInt8](data)
  }

  package struct Counts: Sendable {
    package var reads: [String: Int] = [:]
    package var parses: [String: Int] = [:]
  }

  private static let counts = Mutex(Counts())

  /// How many times each file was read and parsed in this process.
  package static var counted: Counts { counts.withLock { $0 } }

  static func countParse(_ file: String?) {
    guard let file else { return }
    counts.withLock { $0.parses[file, default: 0] += 1 }
  }
}
