import Foundation
import Testing

@testable import PaySheetLint

/// The README's table of `.paysheet.json` members and the members the reader accepts are the
/// same list, in the same order.
struct LintConfigurationReadmeTests {
  static let readme: String = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("README.md").path) {
      folder = folder.deletingLastPathComponent()
    }
    return (try? String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8))
      ?? ""
  }()

  @Test func theReadmeDocumentsEveryMemberInOrder() throws {
    let heading = try #require(Self.readme.range(of: "### `.paysheet.json`\n"))
    let rows = Self.readme[heading.upperBound...].split(separator: "\n")
      .drop { !$0.hasPrefix("| Member ") }.dropFirst(2).prefix { $0.hasPrefix("| `") }
    let documented = rows.map { row in
      String(row.dropFirst(3).prefix { $0 != "`" })
    }
    #expect(documented == LintConfiguration.settings)
  }

  @Test func theReadmesExampleReads() throws {
    let heading = try #require(Self.readme.range(of: "### `.paysheet.json`\n"))
    let start = try #require(Self.readme[heading.upperBound...].range(of: "```json\n"))
    let end = try #require(Self.readme[start.upperBound...].range(of: "```"))
    let example = Self.readme[start.upperBound..<end.lowerBound]
    let configuration = try LintConfiguration(
      jsonBytes: Array(example.utf8), file: "README.md")
    #expect(!configuration.accepted.isEmpty)
    #expect(configuration.profiles == ["iphone-se"])
  }
}
