/// A declared option of a command.
public struct OptionSpec: Sendable {
  public let name: String
  public let valueName: String?
  public let help: String
  public let choices: [String]

  /// An option that takes a value: `--locale ID`.
  public static func value(
    _ name: String, _ valueName: String, _ help: String, choices: [String] = []
  )
    -> OptionSpec
  {
    OptionSpec(name: name, valueName: valueName, help: help, choices: choices)
  }

  /// A flag without a value: `--keep-going`.
  public static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, help: help, choices: [])
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
      guard let spec = options.first(where: { $0.name == name }) else {
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
