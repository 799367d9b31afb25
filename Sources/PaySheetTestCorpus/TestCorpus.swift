import Foundation
import Testing

/// The corpus of real String Catalogs that the corpus tests read, as `scripts/fetch-corpus.sh`
/// writes it: `real/` (18 catalogs of 10 apps) and `xcstrings/` (Ice Cubes' catalog and the
/// xcstrings-tool fixtures), each file of `scripts/corpus.tsv` at its commit.
///
/// Every corpus test finds it here, and skips with `TestCorpus.missing` when it is absent.
package enum TestCorpus {
  /// The folder holding `Package.swift`, found by walking up from this source file.
  package static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
      url = url.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  }()

  /// `PAYSHEET_CORPUS`, else the script's default: `paysheet-corpus` beside the package.
  package static let folder: URL = {
    if let set = ProcessInfo.processInfo.environment["PAYSHEET_CORPUS"], !set.isEmpty {
      return URL(fileURLWithPath: set).standardizedFileURL
    }
    return packageRoot.appendingPathComponent("../paysheet-corpus").standardizedFileURL
  }()

  /// The 18 catalogs of public apps.
  package static let real = folder.appendingPathComponent("real")
  /// Ice Cubes' catalog and the xcstrings-tool fixtures, three of them broken on purpose.
  package static let xcstrings = folder.appendingPathComponent("xcstrings")

  /// The files `scripts/corpus.tsv` lists, relative to `folder`.
  package static let listed: [String] = {
    let list = packageRoot.appendingPathComponent("scripts/corpus.tsv")
    guard let text = try? String(contentsOf: list, encoding: .utf8) else { return [] }
    return text.split(separator: "\n").dropFirst().compactMap {
      $0.split(separator: "\t").first.map(String.init)
    }
  }()

  /// Whether every listed file is there: a partial corpus would let a test that walks a
  /// folder pass on less than it claims.
  package static let isAvailable: Bool =
    !listed.isEmpty
    && listed.allSatisfy {
      FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
    }

  /// Why a corpus test is skipped, and the one line that makes it run.
  package static let missing = Comment(
    rawValue:
      "the corpus of real String Catalogs is not in \(folder.path): run scripts/fetch-corpus.sh (or set PAYSHEET_CORPUS to a copy)"
  )

  /// Every `.xcstrings` under `folder`, as paths, sorted.
  package static func catalogs(in folder: URL) -> [String] {
    let walker = FileManager.default.enumerator(atPath: folder.path)
    return (walker?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".xcstrings") }
      .sorted().map { folder.appendingPathComponent($0).path }
  }
}
