import Foundation

/// SARIF 2.1.0, for code-scanning services: one run whose driver lists the rules with their
/// descriptions, and one result per finding with its physical location.
public struct SARIFReporter: LintReporter {
  public static let id = "sarif"

  public init() {}

  struct Log: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }

  struct Run: Encodable {
    var tool: Tool
    var results: [Result]
  }

  struct Tool: Encodable { var driver: Driver }

  struct Driver: Encodable {
    var name = "paysheet"
    var rules: [Rule]
  }

  struct Text: Encodable { var text: String }

  struct Rule: Encodable {
    struct Configuration: Encodable { var level: String }
    var id: String
    var shortDescription: Text
    var defaultConfiguration: Configuration
  }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int?
    var level: String
    var message: Text
    var locations: [Location]
    var properties: Properties?
  }

  struct Properties: Encodable {
    var key: String?
    var language: String?
  }

  struct Location: Encodable {
    struct Physical: Encodable {
      struct Artifact: Encodable { var uri: String }
      struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
      }
      var artifactLocation: Artifact
      /// Absent for the file as a whole: SARIF's region is optional for that case.
      var region: Region?
    }
    var physicalLocation: Physical
  }

  public func report(_ findings: [Finding], rules: [RuleDescriptor]) -> String {
    let index = Dictionary(
      uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
    let results = findings.map { finding in
      Result(
        ruleId: finding.ruleID, ruleIndex: index[finding.ruleID], level: finding.severity.rawValue,
        message: Text(text: finding.message),
        locations: [
          Location(
            physicalLocation: .init(
              artifactLocation: .init(uri: Self.uri(finding.file)),
              region: finding.location.position.map {
                .init(startLine: $0.line, startColumn: $0.column)
              }))
        ],
        properties: finding.key == nil && finding.language == nil
          ? nil : Properties(key: finding.key, language: finding.language))
    }
    let driver = Driver(
      rules: rules.map {
        Rule(
          id: $0.id, shortDescription: Text(text: $0.summary),
          defaultConfiguration: .init(level: $0.severity.rawValue))
      })
    return JSONEncoder.report.text(Log(runs: [Run(tool: Tool(driver: driver), results: results)]))
  }

  /// A relative URI reference for a path: spaces and other reserved characters escaped.
  static func uri(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":")
    return path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
  }
}
