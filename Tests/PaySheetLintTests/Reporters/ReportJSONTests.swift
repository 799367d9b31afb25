import Foundation
import PaySheetKit
import Testing

@testable import PaySheetLint

/// The JSON and SARIF reports, written by `ReportJSON`, against Foundation's `JSONEncoder`
/// encoding the same report as `Encodable` values (pretty-printed, sorted keys, slashes as
/// they are), with the terminal's controls escaped afterwards as the reports promise.
struct ReportJSONTests {
  /// Findings with what a writer can get wrong: quotes, backslashes, every C0 control, DEL,
  /// C1 and bidi controls, a slash, text in other scripts and emoji, a finding about a
  /// whole file, a finding with neither key nor language, a path with a space.
  static let findings: [Finding] = {
    let awkward =
      "\"quoted\" \\ back/slash "
      + String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
      + "\u{7F}\u{85}\u{9B}\u{202E}\u{2066}ok\u{2069} Zahlung für 💳 مرحبا 日本語"
    return [
      Finding(
        at: FilePlace(
          file: "Localizations/Payment Sheet.xcstrings",
          position: SourcePosition(line: 3, column: 7, offset: 0)), key: "total\n\u{1B}[2J",
        language: "ar", ruleID: "whitespace", severity: .warning, message: awkward),
      Finding(
        at: FilePlace(file: "a/b.xcstrings"), ruleID: "unreadable-file", severity: .error,
        message: "invalid UTF-8 at byte offset 12"),
      Finding(
        at: FilePlace(
          file: "sheet.json", position: SourcePosition(line: 1, column: 1, offset: 0)),
        key: "", language: nil, ruleID: "generic-total-label", severity: .note, message: ""),
    ]
  }()

  static let rules = [
    RuleDescriptor(
      id: "whitespace", summary: "Spaces at the ends \"of\" a text/", severity: .warning),
    RuleDescriptor(id: "generic-total-label", summary: "é", severity: .note),
  ]

  /// What Foundation's encoder writes for `value`, with the escapes the reports add.
  static func encoded(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return TerminalText.escapingJSON(String(decoding: try encoder.encode(value), as: UTF8.self))
      + "\n"
  }

  @Test(arguments: [0, 1, 3])
  func theJSONReportIsWhatJSONEncoderWrites(count: Int) throws {
    struct Item: Encodable {
      var file: String
      var line: Int?
      var column: Int?
      var key: String?
      var language: String?
      var rule: String
      var severity: String
      var message: String
    }
    struct Report: Encodable {
      var version = 1
      var errors: Int
      var warnings: Int
      var notes: Int
      var findings: [Item]
    }
    let findings = Array(Self.findings.prefix(count))
    let expected = try Self.encoded(
      Report(
        errors: findings.count { $0.severity == .error },
        warnings: findings.count { $0.severity == .warning },
        notes: findings.count { $0.severity == .note },
        findings: findings.map {
          Item(
            file: $0.file, line: $0.location.line, column: $0.location.column, key: $0.key,
            language: $0.language, rule: $0.ruleID, severity: $0.severity.rawValue,
            message: $0.message)
        }))
    #expect(JSONReporter().report(findings, rules: Self.rules) == expected)
  }

  @Test(arguments: [0, 1, 3])
  func theSARIFReportIsWhatJSONEncoderWrites(count: Int) throws {
    struct Text: Encodable { var text: String }
    struct Level: Encodable { var level: String }
    struct Rule: Encodable {
      var id: String
      var shortDescription: Text
      var defaultConfiguration: Level
    }
    struct Region: Encodable {
      var startLine: Int
      var startColumn: Int
    }
    struct URI: Encodable { var uri: String }
    struct Physical: Encodable {
      var artifactLocation: URI
      var region: Region?
    }
    struct Location: Encodable { var physicalLocation: Physical }
    struct Properties: Encodable {
      var key: String?
      var language: String?
    }
    struct Result: Encodable {
      var ruleId: String
      var ruleIndex: Int?
      var level: String
      var message: Text
      var locations: [Location]
      var properties: Properties?
    }
    struct Driver: Encodable {
      var name = "paysheet"
      var rules: [Rule]
    }
    struct Tool: Encodable { var driver: Driver }
    struct Run: Encodable {
      var tool: Tool
      var results: [Result]
    }
    struct Log: Encodable {
      var schema = "https://json.schemastore.org/sarif-2.1.0.json"
      var version = "2.1.0"
      var runs: [Run]
      enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
      }
    }
    let findings = Array(Self.findings.prefix(count))
    let results = findings.map { finding in
      Result(
        ruleId: finding.ruleID,
        ruleIndex: Self.rules.firstIndex { $0.id == finding.ruleID },
        level: finding.severity.rawValue, message: Text(text: finding.message),
        locations: [
          Location(
            physicalLocation: Physical(
              artifactLocation: URI(uri: SARIFReporter.uri(finding.file)),
              region: Region(
                startLine: finding.location.line, startColumn: finding.location.column)))
        ],
        properties: finding.key == nil && finding.language == nil
          ? nil : Properties(key: finding.key, language: finding.language))
    }
    let rules = Self.rules.map {
      Rule(
        id: $0.id, shortDescription: Text(text: $0.summary),
        defaultConfiguration: Level(level: $0.severity.rawValue))
    }
    let expected = try Self.encoded(
      Log(runs: [Run(tool: Tool(driver: Driver(rules: rules)), results: results)]))
    #expect(SARIFReporter().report(findings, rules: Self.rules) == expected)
  }

  /// No byte of the reports drives a terminal: the C1 CSI and the bidi override are escaped.
  @Test func noTerminalControlIsLeftInTheReports() {
    for report in [
      JSONReporter().report(Self.findings, rules: Self.rules),
      SARIFReporter().report(Self.findings, rules: Self.rules),
    ] {
      #expect(!report.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x202E })
      #expect(report.contains("\\u009B") && report.contains("\\u202E"))
    }
  }
}
