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
  /// Where the configuration declares the name, or nil when it came from elsewhere (a test).
  public var location: FilePlace?

  public init(_ text: String, role: Role, location: FilePlace? = nil) {
    self.text = text
    self.role = role
    self.location = location
  }

  /// The configuration file that declares the name.
  public var file: String? { location?.file }
  /// Where in the configuration file the name is declared.
  public var position: SourcePosition? { location?.position }
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
///   "maximumAmount": { "EUR": "2500.00", "JPY": "400000" },
///   "maximumCount": 99,
///   "excluded": ["Tests/Fixtures"],
///   "baseline": "paysheet-baseline.json",
///   "accepted": [
///     { "rule": "translation-length", "key": "summary.tip", "language": "el",
///       "reason": "Greek has no shorter word for a tip" }
///   ]
/// }
/// ```
public struct LintConfiguration: Sendable {
  public private(set) var rules: [String: RuleSetting]
  public private(set) var profiles: [String]
  public private(set) var locales: [String]
  public private(set) var names: [ConfiguredName]
  /// More summary items than this make an itemized product list, not a summary.
  public private(set) var maximumSummaryItems: Int
  /// Warnings count as errors.
  public var strict: Bool
  /// Findings reviewers have accepted, each with its reason.
  public private(set) var accepted: [AcceptedFinding]
  /// Names and words that stay the same in every language ("Homebrew", "Wi-Fi"): they do
  /// not count as words a translation left unchanged.
  public private(set) var unchangedAllowed: [String]
  /// The keys measured as sheet lines without a sample sheet, and the currencies they are
  /// measured with.
  public private(set) var sheetLines: SheetLines
  /// The glossary the `glossary` rule checks against; nil for the shipped one.
  public var glossary: Glossary?
  /// Files and folders a lint passes over when it searches a folder, as absolute paths
  /// (a file's entries are relative to the file's folder, others to the current one):
  /// test fixtures that hold defects on purpose. A file named on the command line is linted
  /// all the same.
  public private(set) var excluded: [String]
  /// The language of the source texts of `.strings` and `.stringsdict` tables: its
  /// `LANG.lproj` folder (or `Base.lproj`) holds them. A String Catalog names its own.
  public var developmentLanguage = "en"
  /// The baseline file a lint reports against (`--baseline`), as an absolute path (the
  /// file's entry is relative to the file's folder); nil for none.
  public private(set) var baseline: String?

  /// The defaults: every rule at its default severity, no names, the shipped sheet lines.
  public init() {
    rules = [:]
    profiles = []
    locales = []
    names = []
    maximumSummaryItems = 8
    strict = false
    accepted = []
    unchangedAllowed = []
    sheetLines = SheetLines()
    excluded = []
    baseline = nil
  }

  /// A configuration, checked as `.paysheet.json` is: rule ids that exist, locales ICU
  /// takes, 1 to 1,000 summary items, no empty words, patterns or paths, at least one currency,
  /// and accepted findings of known rules with every field given.
  ///
  /// - Throws: `InvalidConfigurationValue` naming the setting at fault (and which entry of
  ///   a list); the reader turns it into an error at that entry's place in the file.
  public init(
    rules: [String: RuleSetting] = [:], profiles: [String] = [], locales: [String] = [],
    names: [ConfiguredName] = [], maximumSummaryItems: Int = 8, strict: Bool = false,
    accepted: [AcceptedFinding] = [], unchangedAllowed: [String] = [],
    sheetLines: SheetLines = SheetLines(), excluded: [String] = [], baseline: String? = nil
  ) throws(InvalidConfigurationValue) {
    for id in rules.keys.sorted() where !Self.isRule(id) {
      throw InvalidConfigurationValue(.rule(id), Self.unknownRule(id))
    }
    for (index, profile) in profiles.enumerated() where profile.isEmpty {
      throw InvalidConfigurationValue(.profile(index), "a profile name, not an empty string")
    }
    for (index, locale) in locales.enumerated() {
      do {
        _ = try SheetLocale(locale)
      } catch {
        throw InvalidConfigurationValue(.locale(index), error.reason)
      }
    }
    guard Self.summaryItems.contains(maximumSummaryItems) else {
      throw InvalidConfigurationValue(
        .maximumSummaryItems,
        "a whole number from \(Self.summaryItems.lowerBound) to \(Self.summaryItems.upperBound)")
    }
    for (index, word) in unchangedAllowed.enumerated() where word.isEmpty {
      throw InvalidConfigurationValue(.unchangedAllowed(index), "a non-empty string")
    }
    for (index, path) in excluded.enumerated() where path.isEmpty {
      throw InvalidConfigurationValue(.excluded(index), "a non-empty path")
    }
    if baseline?.isEmpty == true {
      throw InvalidConfigurationValue(.baseline, "a non-empty path")
    }
    for (index, pattern) in sheetLines.configured.enumerated() where pattern.pattern.isEmpty {
      throw InvalidConfigurationValue(.sheetLine(index), "a non-empty key or pattern")
    }
    guard !sheetLines.currencies.isEmpty else {
      throw InvalidConfigurationValue(.currencies, "a non-empty array of ISO 4217 codes")
    }
    guard SheetLines.maximumCounts.contains(sheetLines.maximumCount) else {
      throw InvalidConfigurationValue(
        .maximumCount,
        "a whole number from \(SheetLines.maximumCounts.lowerBound) to \(SheetLines.maximumCounts.upperBound)"
      )
    }
    for (index, finding) in accepted.enumerated() {
      guard Self.isRule(finding.rule) else {
        throw InvalidConfigurationValue(.accepted(index, "rule"), Self.unknownRule(finding.rule))
      }
      for (member, value) in [
        ("key", finding.key), ("language", finding.language), ("reason", finding.reason),
      ]
      where value.isEmpty {
        throw InvalidConfigurationValue(.accepted(index, member), "a non-empty string")
      }
    }
    self.rules = rules
    self.profiles = profiles
    self.locales = locales
    self.names = names
    self.maximumSummaryItems = maximumSummaryItems
    self.strict = strict
    self.accepted = accepted
    self.unchangedAllowed = unchangedAllowed
    self.sheetLines = sheetLines
    self.excluded = excluded.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    self.baseline = baseline.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
  }

  /// This configuration with more profiles and locales (the command line's `--profile`
  /// and `--locale`), checked as the initializer checks its own.
  public func adding(profiles moreProfiles: [String] = [], locales moreLocales: [String] = [])
    throws(InvalidConfigurationValue) -> LintConfiguration
  {
    var more = try LintConfiguration(
      rules: rules, profiles: profiles + moreProfiles, locales: locales + moreLocales,
      names: names, maximumSummaryItems: maximumSummaryItems, strict: strict,
      accepted: accepted, unchangedAllowed: unchangedAllowed, sheetLines: sheetLines,
      excluded: excluded, baseline: baseline)
    // Settings the initializer does not take: `paysheet lint` adds its options to every
    // configuration, and a `developmentLanguage` read from the file was lost there.
    more.developmentLanguage = developmentLanguage
    more.glossary = glossary
    return more
  }

  /// How many summary items a configuration may allow.
  package static let summaryItems = 1...1000

  private static func isRule(_ id: String) -> Bool {
    RuleRegistry.all.contains { $0.description.id == id }
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

  /// The settings a configuration file may hold, in the order docs/lint.md documents them.
  public static let settings = [
    "rules", "profiles", "locales", "merchantNames", "appNames", "maximumSummaryItems",
    "accepted", "unchangedAllowed", "sheetLines", "currencies", "maximumAmount", "maximumCount",
    "excluded", "developmentLanguage", "baseline",
  ]

  /// The largest configuration file read; a configuration is a few hundred bytes.
  public static let maximumFileSize = 1 << 20

  /// Reads a configuration file; errors name the file, line and column.
  public init(contentsOf url: URL, displayPath: String? = nil) throws(InputError) {
    let path = displayPath ?? url.path
    let bytes = try InputFile.read(url, displayPath: path, limit: Self.maximumFileSize)
    try self.init(jsonBytes: bytes, file: path, folder: url.deletingLastPathComponent())
  }

  /// Reads a configuration from the bytes of a `.paysheet.json` file; `excluded` paths are
  /// taken relative to `folder`, by default the folder of `file`.
  public init(jsonBytes: [UInt8], file: String, folder: URL? = nil) throws(InputError) {
    let base = folder ?? URL(fileURLWithPath: file).deletingLastPathComponent()
    let document = try JSONReader.document(jsonBytes, file: file)
    var object = try document.object("a configuration object")
    // Where each setting and entry is written, for the initializer's errors.
    var places: [InvalidConfigurationValue.Setting: JSONReader] = [:]
    var rules: [String: RuleSetting] = [:]
    if var members = try object.optional("rules")?.object("an object of rule identifiers") {
      for (id, value) in members.takeAll() {
        places[.rule(id)] = value
        guard Self.isRule(id) else { throw value.error(Self.unknownRule(id)) }
        rules[id] = try Self.setting(value)
      }
    }
    var profiles: [String] = []
    for item in try object.optional("profiles")?.array() ?? [] {
      places[.profile(profiles.count)] = item
      profiles.append(try item.string())
    }
    var locales: [String] = []
    for item in try object.optional("locales")?.array() ?? [] {
      places[.locale(locales.count)] = item
      locales.append(try item.string())
    }
    var names: [ConfiguredName] = []
    for (key, role) in [("merchantNames", ConfiguredName.Role.merchant), ("appNames", .app)] {
      for item in try object.optional(key)?.array() ?? [] {
        let location = FilePlace(file: file, position: item.position)
        names.append(ConfiguredName(try item.string(), role: role, location: location))
      }
    }
    var maximumSummaryItems = 8
    if let count = object.optional("maximumSummaryItems") {
      places[.maximumSummaryItems] = count
      maximumSummaryItems = try count.integer(in: Self.summaryItems)
    }
    var unchangedAllowed: [String] = []
    for item in try object.optional("unchangedAllowed")?.array() ?? [] {
      places[.unchangedAllowed(unchangedAllowed.count)] = item
      unchangedAllowed.append(try item.string())
    }
    var sheetLines = SheetLines()
    if var lines = try object.optional("sheetLines")?.object(
      "an object of catalog keys or patterns to line kinds")
    {
      for (pattern, value) in lines.takeAll() {
        places[.sheetLine(sheetLines.configured.count)] = value
        let word = try value.string()
        guard SheetLines.words.contains(word) else {
          throw value.mismatch(SheetLines.words.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        sheetLines.configured.append(SheetLines.Pattern(pattern, SheetLineKind(rawValue: word)))
      }
    }
    if let member = object.optional("currencies") {
      places[.currencies] = member
      sheetLines.currencies = try member.array().map { (item) throws(InputError) in
        let code = try item.string()
        return try item.checked { () throws(PaySheetError) in try Currency(code) }
      }
    }
    if var amounts = try object.optional("maximumAmount")?.object(
      "an object of ISO 4217 codes to decimal amounts, such as { \"EUR\": \"2500.00\" }")
    {
      for (code, value) in amounts.takeAll() {
        let currency = try value.checked { () throws(PaySheetError) in try Currency(code) }
        let text = try value.string()
        let amount = try value.checked { () throws(PaySheetError) in
          try Money(text, currency: currency)
        }
        guard amount.minorUnits > 0 else {
          throw value.mismatch("an amount above zero, such as \"2500.00\"")
        }
        sheetLines.maximumAmounts[currency] = amount
      }
    }
    if let member = object.optional("maximumCount") {
      places[.maximumCount] = member
      sheetLines.maximumCount = try member.integer(in: SheetLines.maximumCounts)
    }
    var excluded: [String] = []
    for item in try object.optional("excluded")?.array() ?? [] {
      places[.excluded(excluded.count)] = item
      let path = try item.string()
      excluded.append(path.isEmpty ? path : URL(fileURLWithPath: path, relativeTo: base).path)
    }
    var baseline: String?
    if let member = object.optional("baseline") {
      places[.baseline] = member
      let path = try member.string()
      baseline = path.isEmpty ? path : URL(fileURLWithPath: path, relativeTo: base).path
    }
    var accepted: [AcceptedFinding] = []
    for item in try object.optional("accepted")?.array() ?? [] {
      var fields = try item.object("an accepted finding {rule, key, language, reason}")
      func text(_ name: String) throws(InputError) -> String {
        let member = try fields.required(name)
        places[.accepted(accepted.count, name)] = member
        return try member.string()
      }
      let finding = AcceptedFinding(
        rule: try text("rule"), key: try text("key"), language: try text("language"),
        reason: try text("reason"))
      try fields.finish(known: ["rule", "key", "language", "reason"])
      accepted.append(finding)
    }
    var developmentLanguage: String?
    if let member = object.optional("developmentLanguage") {
      let code = try member.string()
      guard !code.isEmpty, !code.contains("/") else {
        throw member.error("a language code such as en or de, the folder name of LANG.lproj")
      }
      developmentLanguage = code
    }
    try object.finish(known: Self.settings)
    do {
      self = try LintConfiguration(
        rules: rules, profiles: profiles, locales: locales, names: names,
        maximumSummaryItems: maximumSummaryItems, accepted: accepted,
        unchangedAllowed: unchangedAllowed, sheetLines: sheetLines, excluded: excluded,
        baseline: baseline)
    } catch {
      // Every setting the initializer checks was read above, so its place is known.
      let place = places[error.setting] ?? document
      switch error.setting {
      case .rule, .accepted(_, "rule"): throw place.error(error.expected)
      case .locale: throw place.error("\(place.path): \(error.expected)")
      default: throw place.mismatch(error.expected)
      }
    }
    if let developmentLanguage { self.developmentLanguage = developmentLanguage }
  }

  /// The error for a rule id no rule has, with the closest id or else the list.
  package static func unknownRule(_ id: String) -> String {
    let ids = RuleRegistry.all.map { $0.description.id }
    let hint =
      Spelling.suggestion(for: id, among: ids).map { "did you mean '\($0)'?" }
      ?? "the rules are " + ids.sorted().joined(separator: ", ")
    return "unknown rule '\(Quote.value(id))'; \(hint)"
  }

  private static func setting(_ value: JSONReader) throws(InputError) -> RuleSetting {
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

}

/// A value a configuration cannot hold, with the setting it is for.
public struct InvalidConfigurationValue: Error, Sendable, Hashable, CustomStringConvertible {
  /// A setting of `.paysheet.json`, down to the entry of a list.
  public enum Setting: Sendable, Hashable {
    case rule(String)
    case profile(Int)
    case locale(Int)
    case maximumSummaryItems
    case unchangedAllowed(Int)
    case excluded(Int)
    case baseline
    case sheetLine(Int)
    case currencies
    case maximumCount
    /// An accepted finding and its member: rule, key, language or reason.
    case accepted(Int, String)
  }

  public let setting: Setting
  /// What the setting must be, or what is wrong with it.
  public let expected: String

  public init(_ setting: Setting, _ expected: String) {
    self.setting = setting
    self.expected = expected
  }

  public var description: String { "\(setting): \(expected)" }
}
