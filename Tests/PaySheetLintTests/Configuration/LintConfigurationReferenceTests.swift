import Foundation
import Testing

@testable import PaySheetLint

/// The table of `.paysheet.json` members in docs/lint.md and the members the reader accepts are the
/// same list, in the same order.
struct LintConfigurationReferenceTests {
  static let reference: String = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("README.md").path) {
      folder = folder.deletingLastPathComponent()
    }
    return
      (try? String(
        contentsOf: folder.appendingPathComponent("docs/lint.md"), encoding: .utf8)) ?? ""
  }()

  @Test func theReferenceDocumentsEveryMemberInOrder() throws {
    let heading = try #require(Self.reference.range(of: "## `.paysheet.json`\n"))
    let rows = Self.reference[heading.upperBound...].split(separator: "\n")
      .drop { !$0.hasPrefix("| Member ") }.dropFirst(2).prefix { $0.hasPrefix("| `") }
    let documented = rows.map { row in
      String(row.dropFirst(3).prefix { $0 != "`" })
    }
    #expect(documented == LintConfiguration.settings)
  }

  @Test func theReferencesExampleReads() throws {
    let heading = try #require(Self.reference.range(of: "## `.paysheet.json`\n"))
    let start = try #require(Self.reference[heading.upperBound...].range(of: "```json\n"))
    let end = try #require(Self.reference[start.upperBound...].range(of: "```"))
    let example = Self.reference[start.upperBound..<end.lowerBound]
    let configuration = try LintConfiguration(
      jsonBytes: Array(example.utf8), file: "docs/lint.md")
    #expect(!configuration.accepted.isEmpty)
    #expect(configuration.profiles == ["iphone-se"])
  }
}
