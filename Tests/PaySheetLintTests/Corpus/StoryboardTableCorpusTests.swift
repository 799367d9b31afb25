import Foundation
import PaySheetKit
import PaySheetTestCorpus
import Testing

@testable import PaySheetLint

/// A real storyboard table in Xcode's layout (`scripts/corpus.tsv`): Rectangle's
/// `Base.lproj/Main.storyboard` and `de.lproj/Main.strings`, with no English `Main.strings`,
/// its keys object IDs and its English texts in Xcode's comments.
@Suite(.enabled(if: TestCorpus.isAvailable, TestCorpus.missing))
struct StoryboardTableCorpusTests {
  static let folder = TestCorpus.folder.appendingPathComponent("strings/rxhanson+Rectangle")

  @Test("each source text comes from Xcode's comment, and no text is held to an object ID")
  func rectangle() throws {
    let inputs = LintInputs.read(paths: [Self.folder.path])
    #expect(inputs.unreadable.isEmpty)
    let (_, catalog, _) = try #require(inputs.catalogs.first)
    let keys = catalog.keys
    let fromComments = keys.filter { catalog[$0]?.localization("en") != nil }
    // 236 object IDs (one written twice) with their text in the comment, and 29 keys the
    // developers added by hand ("Halves", "Move to Edge"), which are their own text.
    #expect(keys.count == 265)
    #expect(fromComments.count == 236)
    #expect(catalog.keysWithoutSource.values.allSatisfy { $0.keyStandsIn })
    let menu = try #require(catalog["BgM-ve-c93.title"]?.localization("en")?.stringUnit)
    #expect(menu.value == "\tLeft to Right")
    #expect(menu.position?.line == 113)

    let report = try LintSession(profiles: []).lint(inputs)
    var byRule: [String: Int] = [:]
    for finding in report.findings { byRule[finding.ruleID, default: 0] += 1 }
    // Compared with their keys, the texts had 9 findings: a number-mismatch ('Nach rechts
    // bewegen' "leaves out 702" of 'rzr-Qq-702.title'), 7 whitespace warnings (6 German texts
    // whose leading tab the English has too, one line break the English has too) and the
    // key written twice. Held to the comments' texts, the number and the German tabs are
    // gone; the English texts' own leading tabs are reported (one language alone keeps them,
    // too few to show the tab is meant), and the key written twice stays.
    #expect(byRule == ["whitespace": 6, "duplicate-key": 1])
    #expect(
      report.findings.filter { $0.ruleID == "whitespace" }.allSatisfy {
        $0.language == "en" && $0.file.hasSuffix("de.lproj/Main.strings")
      })
  }
}
