import Foundation
import PaySheetKit
import Testing

@testable import PaySheetLint

/// Real catalogs are read as Xcode reads them, so a lint reports on them instead of
/// refusing them whole: excerpts in `Real/` (see its README for their sources).
struct RealCatalogReadingTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Real")

  static func lint(_ name: String) -> LintReport {
    // The fit check measures nothing here: no sample sheet uses these keys.
    let session = try! LintSession(profiles: [])
    return try! session.run(LintRequest(paths: [folder.appendingPathComponent(name).path]))
  }

  @Test func mammothsNullCommentsAreNoComments() throws {
    let report = Self.lint("Mammoth-Localizable-excerpt.xcstrings")
    #expect(report.unreadable.isEmpty, "\(report.unreadable)")
    let path = Self.folder.appendingPathComponent("Mammoth-Localizable-excerpt.xcstrings").path
    let catalog = try StringCatalog(contentsOf: URL(fileURLWithPath: path))
    #expect(catalog.strings["activity.all"]?.comment == nil)
    #expect(catalog.strings["activity.all"]?.localizations["en"]?.stringUnit?.value == "All")
    // Its texts are linted: the empty ones awaiting review are reported.
    #expect(report.findings.contains { $0.key == "activity.all" && $0.language == "af" })
  }

  @Test func mlemsRepeatedKeyIsOneErrorAndTheRestIsLinted() throws {
    let report = Self.lint("Mlem-Localizable-excerpt.xcstrings")
    #expect(report.unreadable.isEmpty, "\(report.unreadable)")
    let repeated = report.findings.filter { $0.ruleID == DuplicateKeyRule.description.id }
    #expect(repeated.count == 1)
    let finding = try #require(repeated.first)
    #expect(finding.severity == .error)
    #expect(finding.key == "Toggle Notifications")
    // At the second one, naming the first.
    #expect(finding.location.line == 24 && finding.location.column == 5)
    #expect(finding.message.contains("(the first is at 14:5)"))
    // The last one wins, as in JSONSerialization: the empty entry, so French has no text.
    #expect(
      report.findings.contains {
        $0.ruleID == MissingTranslationRule.description.id && $0.key == "Toggle Notifications"
      })
    let bytes = try Data(
      contentsOf: Self.folder.appendingPathComponent("Mlem-Localizable-excerpt.xcstrings"))
    let foundation = try #require(
      try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
    let entry = (foundation["strings"] as? [String: Any])?["Toggle Notifications"] as? [String: Any]
    #expect(entry?.isEmpty == true)
  }
}
