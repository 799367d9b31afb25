import Foundation
import Testing

/// Locates the shared corpus of real `.xcstrings` files next to the package.
enum Corpus {
  /// The folder holding `Package.swift`, found by walking up from this source file.
  static let packageRoot: URL? = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
      url = url.deletingLastPathComponent()
    }
    return nil
  }()

  static let directory: URL? = packageRoot?
    .appendingPathComponent("../shared/corpus/xcstrings").standardizedFileURL

  static let fileNames: [String] = {
    guard let directory,
      let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".xcstrings") }.sorted()
  }()

  static var isAvailable: Bool { !fileNames.isEmpty }

  /// Why a corpus test is skipped, and how to run it.
  static let missing: Comment =
    "the corpus of real String Catalogs is not beside the package (../shared/corpus/xcstrings); put or link that folder there to run this"

  static func bytes(_ name: String) throws -> [UInt8] {
    guard let directory else { throw CocoaError(.fileNoSuchFile) }
    return [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
  }

  static let iceCubes = "IceCubesApp-Localizable.xcstrings"
  static var hasIceCubes: Bool { fileNames.contains(iceCubes) }
}
