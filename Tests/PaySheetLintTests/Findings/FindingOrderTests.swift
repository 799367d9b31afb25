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

  @Test(arguments: [1, 7, 31, 64])
  func sortsAsTheStableSortDoes(_ seed: UInt64) {
    var generator = SplitMix(seed)
    let shuffled = Self.findings.shuffled(using: &generator)
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

/// A seeded generator, so that a failing order can be found again.
private struct SplitMix: RandomNumberGenerator {
  private var state: UInt64

  init(_ seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
