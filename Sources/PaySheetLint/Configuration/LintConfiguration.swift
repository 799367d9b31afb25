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
///   "unchangedAllowed": ["Homebrew", "Wi-Fi"],
///   "sheetLines": { "checkout.fee.*": "summary", "checkout.note": "none" },
///   "currencies": ["EUR", "JPY"],
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
  /// Names and words that stay the same in every language ("Homebrew", "Wi-Fi"): they do
  /// not count as words a translation left unchanged.
  public var unchangedAllowed: [String] = []
  /// The keys measured as sheet lines without a sample sheet, and the currencies they are
  /// measured with.
  public var sheetLines = SheetLines()
  /// The glossary the `glossary` rule checks against; nil for the shipped one.
  public var glossary: Glossary?

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
    let description = rule.description
    switch rules[description.id] ?? (description.isEnabledByDefault ? .on : .off) {
    case .off: return nil
    case .on: base = description.defaultSeverity
    case .severity(let chosen): base = chosen
    }
    return strict ? base.strict : base
  }

  /// The name of the file looked for in the current directory when no `--config` is given.
  public static let defaultFileName = ".paysheet.json"

  /// The settings a configuration file may hold, in the order the README documents them.
  public static let settings = [
    "rules", "profiles", "locales", "merchantNames", "appNames", "maximumSummaryItems",
    "accepted", "unchangedAllowed", "sheetLines", "currencies",
  ]

  /// The largest configuration file read; a configuration is a few hundred bytes.
  public static let maximumFileSize = 1 << 20

  /// Reads a configuration file; errors name the file, line and column.
  public init(contentsOf url: URL, displayPath: String? = nil) throws(InputError) {
    let path = displayPath ?? url.path
    let bytes = try InputFile.read(url, displayPath: path, limit: Self.maximumFileSize)
    try self.init(jsonBytes: bytes, file: path)
  }

  /// Reads a configuration from the bytes of a `.paysheet.json` file.
  public init(jsonBytes: [UInt8], file: String) throws(InputError) {
    let document = try JSONReader.document(jsonBytes, file: file)
    var object = try document.object("a configuration object")
    var configuration = LintConfiguration()
    if var rules = try object.optional("rules")?.object("an object of rule identifiers") {
      for (id, value) in rules.takeAll() {
        configuration.rules[id] = try Self.setting(id, value)
      }
    }
    configuration.profiles = try Self.strings(object.optional("profiles"))
    for item in try object.optional("locales")?.array() ?? [] {
      let text = try item.string()
      _ = try item.checked { () throws(PaySheetError) in try SheetLocale(text) }
      configuration.locales.append(text)
    }
    for (key, role) in [("merchantNames", ConfiguredName.Role.merchant), ("appNames", .app)] {
      for item in try object.optional(key)?.array() ?? [] {
        let text = try item.string()
        configuration.names.append(
          ConfiguredName(text, role: role, file: file, position: item.position))
      }
    }
    if let count = object.optional("maximumSummaryItems") {
      configuration.maximumSummaryItems = try count.integer(in: 1...1000)
    }
    for item in try object.optional("unchangedAllowed")?.array() ?? [] {
      let text = try item.string()
      guard !text.isEmpty else { throw item.mismatch("a non-empty string") }
      configuration.unchangedAllowed.append(text)
    }
    if var lines = try object.optional("sheetLines")?.object(
      "an object of catalog keys or patterns to line kinds")
    {
      for (pattern, value) in lines.takeAll() {
        let word = try value.string()
        guard !pattern.isEmpty, SheetLines.words.contains(word) else {
          throw value.mismatch(
            pattern.isEmpty
              ? "a non-empty key or pattern"
              : SheetLines.words.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        configuration.sheetLines.configured.append(
          SheetLines.Pattern(pattern, SheetLineKind(rawValue: word)))
      }
    }
    if let member = object.optional("currencies") {
      let list = try member.array()
      guard !list.isEmpty else { throw member.mismatch("a non-empty array of ISO 4217 codes") }
      configuration.sheetLines.currencies = try list.map { (item) throws(InputError) in
        let code = try item.string()
        return try item.checked { () throws(PaySheetError) in try Currency(code) }
      }
    }
    for item in try object.optional("accepted")?.array() ?? [] {
      var fields = try item.object("an accepted finding {rule, key, language, reason}")
      func text(_ name: String) throws(InputError) -> String {
        let member = try fields.required(name)
        let value = try member.string()
        guard !value.isEmpty else { throw member.mismatch("a non-empty string") }
        return value
      }
      let ruleMember = try fields.required("rule")
      let rule = try ruleMember.string()
      guard Linter.allRules.contains(where: { $0.description.id == rule }) else {
        throw ruleMember.error(Self.unknownRule(rule))
      }
      let accepted = AcceptedFinding(
        rule: rule, key: try text("key"), language: try text("language"),
        reason: try text("reason"))
      try fields.finish(known: ["rule", "key", "language", "reason"])
      configuration.accepted.append(accepted)
    }
    try object.finish(known: Self.settings)
    self = configuration
  }

  /// The error for a rule id no rule has, with the closest id or else the list.
  package static func unknownRule(_ id: String) -> String {
    let ids = Linter.allRules.map { $0.description.id }
    let hint =
      Spelling.suggestion(for: id, among: ids).map { "did you mean '\($0)'?" }
      ?? "the rules are " + ids.sorted().joined(separator: ", ")
    return "unknown rule '\(PaySheetError.clip(id))'; \(hint)"
  }

  private static func setting(_ id: String, _ value: JSONReader) throws(InputError) -> RuleSetting {
    guard Linter.allRules.contains(where: { $0.description.id == id }) else {
      throw value.error(unknownRule(id))
    }
    let word: String
    switch value.node.value {
    case .string(let text): word = text
    case .bool(let flag): word = flag ? "on" : "off"
    default: word = ""
    }
    switch word {
    case "off": return .off
    case "on": return .on
    case "warning": return .severity(.warning)
    case "error": return .severity(.error)
    default: throw value.mismatch("\"off\", \"on\", \"warning\" or \"error\"")
    }
  }

  private static func strings(_ list: JSONReader?) throws(InputError) -> [String] {
    try list?.array().map { (item) throws(InputError) in try item.string() } ?? []
  }
}
