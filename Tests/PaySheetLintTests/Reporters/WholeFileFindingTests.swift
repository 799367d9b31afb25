import Foundation
import PaySheetKit
import Testing

@testable import PaySheetLint

/// A finding about a file as a whole (a glossary that cannot be read) is at the file's start,
/// line 1, column 1, in every format: every finding has a line and a column of at least 1.
struct WholeFileFindingTests {
  static let finding = Finding(
    at: FilePlace(file: "a.xcstrings"), ruleID: "glossary",
    severity: .error, message: "the glossary cannot be read")
  static let rules = [RuleDescriptor(id: "glossary", summary: "s", severity: .error)]

  @Test func textNamesTheFileStart() {
    let output = TextReporter().report([Self.finding], rules: Self.rules)
    #expect(output.hasPrefix("a.xcstrings:1:1: error: the glossary cannot be read [glossary]\n"))
  }

  @Test func gitHubAnnotatesTheFileStart() {
    let output = GitHubReporter().report([Self.finding], rules: Self.rules)
    #expect(
      output
        == "::error file=a.xcstrings,line=1,col=1,title=glossary::the glossary cannot be read\n")
  }

  @Test func jsonAndSARIFGiveTheFileStart() throws {
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(JSONReporter().report([Self.finding], rules: Self.rules).utf8))
        as? [String: Any])
    let item = try #require((json["findings"] as? [[String: Any]])?.first)
    #expect(item["file"] as? String == "a.xcstrings")
    #expect(item["line"] as? Int == 1 && item["column"] as? Int == 1)
    let sarif = SARIFReporter().report([Self.finding], rules: Self.rules)
    #expect(sarif.contains("\"uri\" : \"a.xcstrings\""))
    #expect(sarif.contains("\"startLine\" : 1") && sarif.contains("\"startColumn\" : 1"))
  }
}
