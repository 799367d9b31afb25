import Foundation
import PaySheetKit
import Testing

@testable import PaySheetLint

/// The folder `scripts/fetch-strings-corpus.sh` fills: real `.strings` tables of public
/// projects, at the commits `Corpus/Strings/fetched.tsv` names.
private let stringsCorpus: URL = {
  if let path = ProcessInfo.processInfo.environment["PAYSHEET_STRINGS_CORPUS"] {
    return URL(fileURLWithPath: path)
  }
  return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../../fetched-strings").standardizedFileURL
}()

/// The files of the list, by their path in the fetched folder.
private let listed: [String] = {
  let list = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Strings/fetched.tsv")
  let text = (try? String(contentsOf: list, encoding: .utf8)) ?? ""
  return text.split(separator: "\n").dropFirst().compactMap {
    $0.split(separator: "\t").first.map(String.init)
  }
}()

@Suite(
  "Real .strings tables",
  .enabled(
    if: listed.allSatisfy {
      FileManager.default.fileExists(atPath: stringsCorpus.appendingPathComponent($0).path)
    },
    "the real .strings tables are not fetched: run scripts/fetch-strings-corpus.sh (needs network)"
  ))
struct StringsCorpusTests {
  @Test("every fetched table reads, and every finding on a text is at a line holding its key")
  func readAndPlace() throws {
    let inputs = LintInputs.read(paths: [stringsCorpus.path])
    #expect(inputs.unreadable.isEmpty, "\(inputs.unreadable)")
    #expect(!inputs.catalogs.isEmpty)
    for (_, catalog, _) in inputs.catalogs {
      #expect(catalog.keys.count > 50)
    }
    let report = try LintSession(profiles: []).lint(inputs)
    var lines: [String: [Substring]] = [:]
    for finding in report.findings {
      guard let key = finding.key, finding.file.hasSuffix(".strings") else { continue }
      let line = finding.location.line
      if lines[finding.file] == nil {
        lines[finding.file] = try String(contentsOfFile: finding.file, encoding: .utf8)
          .split(separator: "\n", omittingEmptySubsequences: false)
      }
      let text = try #require(lines[finding.file]?[line - 1])
      // The key as the file writes it: quotes and backslashes escaped.
      let written = key.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
      #expect(text.contains("\"\(written)\""), "\(finding)")
    }
  }
}
