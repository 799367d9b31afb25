import Foundation
import PaySheetKit
import PaySheetTestCorpus
import Testing

@testable import PaySheetLint

/// The corpus's real catalogs (`TestCorpus`): the broken fixtures are reported, the valid
/// ones are not reported for their placeholders.
enum LintCorpus {
  static let directory: URL = TestCorpus.xcstrings

  static let names: [String] =
    TestCorpus.isAvailable
    ? ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".xcstrings") }.sorted() : []

  static var isAvailable: Bool { TestCorpus.isAvailable }

  static let broken = [
    "xcstrings-tool-MismatchingArgumentType.xcstrings", "xcstrings-tool-MissingArgument.xcstrings",
    "xcstrings-tool-UnsupportedFormatSpecifiers.xcstrings",
  ]

  static func findings(_ name: String) throws -> [Finding] {
    let inputs = LintInputs.read(paths: [directory.appendingPathComponent(name).path])
    if let problem = inputs.unreadable.first { throw problem }
    return try LintSession(profiles: []).lint(inputs).findings
  }
}

@Suite(.enabled(if: LintCorpus.isAvailable, TestCorpus.missing))
struct CorpusLintTests {
  /// The placeholder rules: what makes a fixture "broken".
  static let specifierRules: Set<String> = [
    InvalidSpecifierRule.description.id, FormatSpecifierMismatchRule.description.id,
  ]

  @Test(arguments: LintCorpus.broken)
  func brokenFixturesAreReportedAtTheirValue(name: String) throws {
    let found = try LintCorpus.findings(name).filter {
      $0.ruleID == InvalidSpecifierRule.description.id
    }
    #expect(found.count == 1)
    // Each fixture has its one value on line 11, after 10 spaces and `"value" : `.
    #expect(found.first?.location.line == 11)
    #expect(found.first?.location.column == 23)
    // The one value is the source's own: a defect of the source is at most a warning.
    #expect(found.first?.severity == .warning)
    #expect(found.first?.key == "Key")
  }

  @Test func validFixturesHaveNoPlaceholderErrors() throws {
    let valid = LintCorpus.names.filter {
      $0.hasPrefix("xcstrings-tool-") && !LintCorpus.broken.contains($0)
    }
    #expect(valid.count == 7)
    for name in valid {
      let found = try LintCorpus.findings(name).filter { Self.specifierRules.contains($0.ruleID) }
      #expect(found.isEmpty, "\(name): \(found.map(\.message))")
    }
  }

  /// IceCubes is a real app's catalog with real mistakes; these were read in the file.
  @Test(
    .enabled(
      if: LintCorpus.names.contains("IceCubesApp-Localizable.xcstrings"),
      "IceCubesApp-Localizable.xcstrings is not in the corpus beside the package"))
  func realMistakesInIceCubesAreFound() throws {
    let found = try LintCorpus.findings("IceCubesApp-Localizable.xcstrings")
    // Polish drops the account name: "już istnieje" for "%@ already exists".
    #expect(
      found.contains {
        $0.ruleID == FormatSpecifierMismatchRule.description.id && $0.language == "pl"
          && $0.location.line == 581
      })
    // Catalan "% publicacions" lost its "lld": printf reads "% p" as a pointer.
    #expect(
      found.contains {
        $0.ruleID == InvalidSpecifierRule.description.id && $0.language == "ca"
          && $0.location.line == 33857
      })
    // Substitution texts that use "%2$@" without argument 1 are fragments, not errors.
    #expect(
      !found.contains {
        $0.ruleID == InvalidSpecifierRule.description.id
          && $0.key == "account.label.followers %lld %@"
          && $0.language != "ko"
      })
  }
}
