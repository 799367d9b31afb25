import Foundation
import PaySheetTestCorpus
import Testing

/// The corpus's `xcstrings/` folder of real `.xcstrings` files (`TestCorpus`).
enum Corpus {
  static let directory: URL = TestCorpus.xcstrings

  static let fileNames: [String] = {
    guard TestCorpus.isAvailable,
      let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".xcstrings") }.sorted()
  }()

  static var isAvailable: Bool { TestCorpus.isAvailable }

  /// Why a corpus test is skipped, and how to run it.
  static let missing: Comment = TestCorpus.missing

  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
  }

  static let iceCubes = "IceCubesApp-Localizable.xcstrings"
  static var hasIceCubes: Bool { fileNames.contains(iceCubes) }
}
