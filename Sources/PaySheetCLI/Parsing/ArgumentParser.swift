/// A declared option or positional argument of a command.
///
/// A command declares its options once, in the order its usage line shows them; the parser
/// reads the command line against them and `--help` and the usage line are generated from
/// them, so that help cannot drift from what is parsed.
public struct OptionSpec: Sendable {
  public enum Kind: Sendable { case value, flag, positional }

  public let kind: Kind
  /// The option's name without dashes, or the positional argument's placeholder.
  public let name: String
  public let valueName: String?
  public let help: String
  public let choices: [String]
  public let isRequired: Bool
  public let isRepeatable: Bool
  /// The option only means something with this other option (`--profiles` with `--profile`).
  public let within: String?

  /// An option that takes a value: `--locale ID`.
  public static func value(
    _ name: String, _ valueName: String, _ help: String, choices: [String] = [],
    required: Bool = false, repeatable: Bool = false, within: String? = nil
  ) -> OptionSpec {
    OptionSpec(
      kind: .value, name: name, valueName: valueName, help: help, choices: choices,
      isRequired: required, isRepeatable: repeatable, within: within)
  }

  /// A flag without a value: `--keep-going`.
  public static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(
      kind: .flag, name: name, valueName: nil, help: help, choices: [], isRequired: false,
      isRepeatable: false, within: nil)
  }

  /// A positional argument: `SHEET.json`, `DECIMAL|-`, `[PATH ...]`.
  public static func positional(
    _ name: String, _ help: String, required: Bool = true, repeatable: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      kind: .positional, name: name, valueName: nil, help: help, choices: [],
      isRequired: required, isRepeatable: repeatable, within: nil)
  }

  /// How the usage line writes the option: `--locale ID`, `[--format text|json]`,
  /// `[--profile NAME ...]`, `[PATH ...]`.
  var usage: String {
    var core: String
    switch kind {
    case .flag:
      core = "--\(name)"
    case .value:
      let shown = choices.joined(separator: "|")
      core = "--\(name) " + (!choices.isEmpty && shown.count <= 24 ? shown : valueName ?? "VALUE")
    case .positional:
      core = name
    }
    if isRepeatable { core += " ..." }
    return isRequired ? core : "[\(core)]"
  }

  /// The usage line of `options` after the command's name.
  static func synopsis(_ options: [OptionSpec]) -> String {
    var parts: [String] = []
    for option in options where option.within == nil {
      var part = option.usage
      let nested = options.filter { $0.within == option.name }.map(\.usage)
      if !nested.isEmpty, part.hasSuffix("]") {
        part = String(part.dropLast()) + " " + nested.joined(separator: " ") + "]"
      }
      parts.append(part)
    }
    return parts.joined(separator: " ")
  }
}

/// The parsed command line of one command: options by name, then positional arguments.
public struct ParsedArguments: Sendable {
  public private(set) var values: [String: [String]] = [:]
  public private(set) var flags: Set<String> = []
  public private(set) var positionals: [String] = []

  /// Reads `arguments` against `options`.
  ///
  /// `--name value` and `--name=value` both work; `--` ends options; a lone `-` and
  /// negative numbers ("-2.50") are positional, so an amount can be negative.
  public init(_ arguments: [String], options: [OptionSpec]) throws(ValidationError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-"
        || Self.isNegativeNumber(argument)
      {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      guard argument.hasPrefix("--") else {
        throw ValidationError("unknown option '\(argument)'; options are spelled with two dashes")
      }
      let body = argument.dropFirst(2)
      let name: String
      var inlineValue: String?
      if let equals = body.firstIndex(of: "=") {
        name = String(body[..<equals])
        inlineValue = String(body[body.index(after: equals)...])
      } else {
        name = String(body)
      }
      guard let spec = options.first(where: { $0.kind != .positional && $0.name == name }) else {
        throw ValidationError("unknown option '--\(name)'")
      }
      guard let valueName = spec.valueName else {
        guard inlineValue == nil else { throw ValidationError("'--\(name)' takes no value") }
        flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else {
          throw ValidationError("'--\(name)' needs a value (\(valueName))")
        }
        value = arguments[index]
        index += 1
      }
      if !spec.choices.isEmpty && !spec.choices.contains(value) {
        throw ValidationError(
          "'--\(name)' must be one of \(spec.choices.joined(separator: ", ")), not '\(value)'")
      }
      values[name, default: []].append(value)
    }
  }

  private static func isNegativeNumber(_ text: String) -> Bool {
    let rest = text.utf8.dropFirst()
    guard let first = rest.first else { return false }
    return (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) || first == UInt8(ascii: ".")
  }

  /// The last value of an option, or nil.
  public func value(_ name: String) -> String? { values[name]?.last }

  /// The value of an option that must be given.
  public func required(_ name: String) throws(ValidationError) -> String {
    guard let value = value(name) else { throw ValidationError("missing '--\(name)'") }
    return value
  }

  public func flag(_ name: String) -> Bool { flags.contains(name) }

  /// Exactly one positional argument, named `valueName` in the message when it is missing.
  public func single(_ valueName: String) throws(ValidationError) -> String {
    guard positionals.count == 1 else {
      throw positionals.isEmpty
        ? ValidationError("missing \(valueName)")
        : ValidationError("expected one \(valueName), got \(positionals.count) arguments")
    }
    return positionals[0]
  }
}
