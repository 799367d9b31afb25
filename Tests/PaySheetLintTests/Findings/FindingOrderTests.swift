import PaySheetKit
import Testing

@testable import PaySheetLint

/// `sortedByPlace()` gives the order `sorted()` gives, the stable sort by `Finding.<`: by
/// file, place, rule, language, key and message, findings equal in all of those (a severity
/// apart) kept in the order they came.
struct FindingOrderTests {
  /// Findings in two files, at places that share lines, columns or offsets, several at one
  /// place, and some equal but for their severity.
  static let findings: [Finding] = {
    var findings: [Finding] = []
    for file in ["b.xcstrings", "a.xcstrings", "a/b.xcstrings"] {
      for (line, column, offset) in [(3, 7, 40), (3, 7, 41), (1, 1, 0), (3, 2, 35), (12, 7, 200)] {
        for rule in ["whitespace", "awaiting-review"] {
          for severity in [Severity.warning, .error] {
            findings.append(
              Finding(
                at: FilePlace(
                  file: file, position: SourcePosition(line: line, column: column, offset: offset)),
                key: "k\(line)", language: line == 3 ? "de" : nil, ruleID: rule,
                severity: severity, message: "m"))
          }
        }
      }
    }
    return findings
  }()

  /// The findings in the order `index * step` (modulo their count) takes them: every one
  /// once, as `step` shares no factor with the 60 findings.
  @Test(arguments: [7, 11, 13, 59])
  func sortsAsTheStableSortDoes(_ step: Int) {
    let count = Self.findings.count
    let shuffled = (0..<count).map { Self.findings[$0 * step % count] }
    let sorted = shuffled.sortedByPlace()
    #expect(sorted == shuffled.sorted())
    #expect(sorted != shuffled)
  }

  @Test func sortedFindingsStayAsTheyAre() {
    let sorted = Self.findings.sorted()
    #expect(sorted.sortedByPlace() == sorted)
    #expect([Finding]().sortedByPlace().isEmpty)
  }
}
