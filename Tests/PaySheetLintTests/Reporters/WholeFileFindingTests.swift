import Foundation
import PaySheetKit
import Testing

@testable import PaySheetLint

/// A finding about a file as a whole (a glossary that cannot be read) names the file and no
/// line, in every format, where it once pointed at 1:1, a line that holds nothing at fault.
struct WholeFileFindingTests {
  static let finding = Finding(
    at: FilePlace(file: "a.xcstrings"), ruleID: "glossary",
    severity: .error, message: "the glossary cannot be read")
  static let rules = [RuleDescriptor(id: "glossary", summary: "s", severity: .error)]

  @Test func textNamesTheFileAlone() {
    let output = TextReporter().report([Self.finding], rules: Self.rules)
    #expect(output.hasPrefix("a.xcstrings: error: the glossary cannot be read [glossary]\n"))
  }

  @Test func gitHubAnnotatesTheFile() {
    let output = GitHubReporter().report([Self.finding], rules: Self.rules)
    #expect(output == "::error file=a.xcstrings,title=glossary::the glossary cannot be read\n")
  }

  @Test func jsonAndSARIFLeaveThePlaceOut() throws {
    let json = try #require(
      try JSONSerialization.jsonObject(
        with: Data(JSONReporter().report([Self.finding], rules: Self.rules).utf8))
        as? [String: Any])
    let item = try #require((json["findings"] as? [[String: Any]])?.first)
    #expect(item["file"] as? String == "a.xcstrings")
    #expect(item["line"] == nil && item["column"] == nil)
    let sarif = SARIFReporter().report([Self.finding], rules: Self.rules)
    #expect(sarif.contains("\"uri\" : \"a.xcstrings\""))
    #expect(!sarif.contains("region"))
  }
}
