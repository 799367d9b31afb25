import Foundation

/// A new, empty folder under the system's temporary folder, for one test's files: every test
/// that writes files makes its folder here.
package enum TemporaryFolder {
  /// Creates `paysheet-NAME-UUID` under the system's temporary folder, for the test to
  /// remove (`defer { try? FileManager.default.removeItem(at: folder) }`).
  package static func make(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "paysheet-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Runs `body` with a new folder, then removes the folder whatever `body` did.
  package static func with<T>(_ name: String, _ body: (URL) throws -> T) throws -> T {
    let folder = try make(name)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }
}
