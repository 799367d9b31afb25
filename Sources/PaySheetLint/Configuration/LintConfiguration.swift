import Foundation
import PaySheetKit

/// A merchant or app name declared in the configuration, with where it was declared.
public struct ConfiguredName: Sendable, Hashable {
  public enum Role: String, Sendable, Hashable {
    case merchant
    case app
  }

  public var text: String
  public var role: Role
  /// The configuration file, or nil when the name came from elsewhere (an example, a test).
  public var file: String?
  public var position: SourcePosition?

  public init(_ text: String, role: Role, file: String? = nil, position: SourcePosition? = nil) {
    self.text = text
    self.role = role
    self.file = file
    self.position = position
  }
}

/// Whether a rule runs, and at which severity.
public enum RuleSetting: Sendable, Hashable {
  case off
  /// On, at the rule's default severity.
  case on
  case severity(Severity)
}

/// A finding a reviewer has accepted: the rule, key and language it is for, and why.
///
/// It stops that one finding, not the rule: the same rule still reports every other key and
/// language, and the same key in any other language.
public struct AcceptedFinding: Sendable, Hashable {
  public var rule: String
  public var key: String
  public var language: String
  /// Why the finding stands, as the reviewer wrote it; required, so that no exception is silent.
  public var reason: String

  public init(rule: String, key: String, language: String, reason: String) {
    self.rule = rule
    self.key = key
    self.language = language
    self.reason = reason
  }

  public func matches(_ finding: Finding) -> Bool {
    finding.ruleID == rule && finding.key == key && finding.language == language
  }
}

/// What `.paysheet.json` says: which rules run at which severity, the device profiles and
/// locales lines are checked for, and the names a sheet will show.
///
/// ```json
/// {
///   "rules": { "translation-length": "off", "whitespace": "error" },
///   "profiles": ["iphone-se"],
///   "locales": ["de-CH"],
///   "merchantNames": ["ACME Coffee"],
///   "appNames": ["RideShare"],
///   "maximumSummaryItems": 8,
///   "accepted": [
///     { "rule": "translation-length", "key": "summary.tip", "language": "el",
///       "reason": "Greek has no shorter word for a tip" }
///   ]
/// }
/// ```
public struct LintConfiguration: Sendable {
  public var rules: [String: RuleSetting]
  public var profiles: [String]
  public var locales: [String]
  public var names: [ConfiguredName]
  /// More summary items than this make an itemized product list, not a summary.
  public var maximumSummaryItems: Int
  /// Warnings count as errors.
  public var strict: Bool
  /// Findings reviewers have accepted, each with its reason.
  public var accepted: [AcceptedFinding] = []

  public init(
    rules: [String: RuleSetting] = [:], profiles: [String] = [], locales: [String] = [],
    names: [ConfiguredName] = [], maximumSummaryItems: Int = 8, strict: Bool = false
  ) {
    self.rules = rules
    self.profiles = profiles
    self.locales = locales
    self.names = names
    self.maximumSummaryItems = maximumSummaryItems
    self.strict = strict
  }

  /// The severity `rule` reports at, or nil when it is off.
  public func severity(of rule: any LintRule.Type) -> Severity? {
    let base: Severity
    switch rules[rule.id] ?? .on {
    case .off: return nil
    case .on: base = rule.defaultSeverity
    case .severity(let chosen): base = chosen
    }
    return strict ? .error : base
  }

  /// The name of the file looked for in the current directory when no `--config` is given.
  public static let defaultFileName = ".paysheet.json"

  /// Reads a configuration file; errors name the file, line and column.
  public init(contentsOf url: URL, displayPath: String? = nil) throws(CatalogError) {
    let path = displayPath ?? url.path
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw CatalogError(
        kind: .io, file: path, line: 1, column: 1, message: "cannot read configuration file")
    }
    try self.init(jsonBytes: [UInt8](data), file: path)
  }

  /// Reads a configuration from the bytes of a `.paysheet.json` file.
  public init(jsonBytes: [UInt8], file: String) throws(CatalogError) {
    let root = try JSONNode.parse(jsonBytes, file: file)
    guard case .object(let members) = root.value else {
      throw Self.error(root, file, "the configuration must be a JSON object")
    }
    var configuration = LintConfiguration()
    for member in members {
      try configuration.apply(member, file: file)
    }
    self = configuration
  }

  private mutating func apply(_ member: JSONMember, file: String) throws(CatalogError) {
    let node = member.value
    switch member.key {
    case "rules":
      guard case .object(let ruleMembers) = node.value else {
        throw Self.error(node, file, "'rules' must be an object of rule identifiers")
      }
      for rule in ruleMembers {
        rules[rule.key] = try Self.setting(rule, file: file)
      }
    case "profiles":
      profiles = try Self.strings(node, "profiles", file).map(\.text)
    case "locales":
      for (text, item) in try Self.strings(node, "locales", file) {
        do {
          _ = try SheetLocale(text)
        } catch {
          throw Self.error(item, file, error.description)
        }
        locales.append(text)
      }
    case "merchantNames", "appNames":
      let role: ConfiguredName.Role = member.key == "appNames" ? .app : .merchant
      for (text, item) in try Self.strings(node, member.key, file) {
        names.append(ConfiguredName(text, role: role, file: file, position: item.position))
      }
    case "maximumSummaryItems":
      guard case .number(let literal) = node.value, let count = Int(literal), count > 0 else {
        throw Self.error(node, file, "'maximumSummaryItems' must be a whole number above 0")
      }
      maximumSummaryItems = count
    case "accepted":
      guard case .array(let items) = node.value else {
        throw Self.error(node, file, "'accepted' must be an array of {rule, key, language, reason}")
      }
      for item in items {
        guard case .object(let fields) = item.value else {
          throw Self.error(
            item, file, "each accepted finding is an object {rule, key, language, reason}")
        }
        var values: [String: String] = [:]
        for field in fields {
          guard case .string(let text) = field.value.value, !text.isEmpty else {
            throw Self.error(field.value, file, "'\(field.key)' must be a non-empty string")
          }
          values[field.key] = text
        }
        for required in ["rule", "key", "language", "reason"] where values[required] == nil {
          throw Self.error(item, file, "an accepted finding needs '\(required)'")
        }
        if let unknown = Set(values.keys).subtracting(["rule", "key", "language", "reason"])
          .sorted().first
        {
          throw Self.error(item, file, "unknown field '\(unknown)' in an accepted finding")
        }
        guard Linter.allRules.contains(where: { $0.id == values["rule"] }) else {
          throw Self.error(item, file, "unknown rule '\(values["rule"]!)'")
        }
        accepted.append(
          AcceptedFinding(
            rule: values["rule"]!, key: values["key"]!, language: values["language"]!,
            reason: values["reason"]!))
      }
    default:
      throw Self.error(
        node, file,
        "unknown setting '\(member.key)'; the settings are rules, profiles, locales, merchantNames, appNames, maximumSummaryItems, accepted"
      )
    }
  }

  private static func setting(_ rule: JSONMember, file: String) throws(CatalogError) -> RuleSetting
  {
    guard Linter.allRules.contains(where: { $0.id == rule.key }) else {
      let known = Linter.allRules.map { $0.id }.sorted().joined(separator: ", ")
      throw error(
        JSONNode(rule.value.value, position: rule.keyPosition ?? rule.value.position), file,
        "unknown rule '\(rule.key)'; the rules are \(known)")
    }
    let word: String
    switch rule.value.value {
    case .string(let text): word = text
    case .bool(let flag): word = flag ? "on" : "off"
    default: word = ""
    }
    switch word {
    case "off": return .off
    case "on": return .on
    case "warning": return .severity(.warning)
    case "error": return .severity(.error)
    default:
      throw error(
        rule.value, file, "rule '\(rule.key)' must be \"off\", \"on\", \"warning\" or \"error\"")
    }
  }

  private static func strings(_ node: JSONNode, _ name: String, _ file: String) throws(CatalogError)
    -> [(text: String, node: JSONNode)]
  {
    guard case .array(let items) = node.value else {
      throw error(node, file, "'\(name)' must be an array of strings")
    }
    var result: [(text: String, node: JSONNode)] = []
    for item in items {
      guard case .string(let text) = item.value else {
        throw error(item, file, "'\(name)' must hold only strings")
      }
      result.append((text, item))
    }
    return result
  }

  private static func error(_ node: JSONNode, _ file: String, _ message: String) -> CatalogError {
    CatalogError(
      kind: .schema, file: file, line: node.position?.line ?? 1, column: node.position?.column ?? 1,
      message: message)
  }
}
