/// A declared option or positional argument of a command.
///
/// A command declares its options once, in the order its usage line shows them; the parser
/// reads the command line against them and `--help` and the usage line are generated from
/// them, so that help cannot drift from what is parsed.
package struct OptionSpec: Sendable {
  package enum Kind: Sendable { case value, flag, positional }

  package let kind: Kind
  /// The option's name without dashes, or the positional argument's placeholder.
  package let name: String
  package let valueName: String?
  package let help: String
  package let choices: [String]
  package let isRequired: Bool
  package let isRepeatable: Bool
  /// The option only means something with this other option (`--profiles` with `--profile`).
  package let within: String?

  /// An option that takes a value: `--locale ID`.
  package static func value(
    _ name: String, _ valueName: String, _ help: String, choices: [String] = [],
    required: Bool = false, repeatable: Bool = false, within: String? = nil
  ) -> OptionSpec {
    OptionSpec(
      kind: .value, name: name, valueName: valueName, help: help, choices: choices,
      isRequired: required, isRepeatable: repeatable, within: within)
  }

  /// A flag without a value: `--keep-going`.
  package static func flag(_ name: String, _ help: String) -> OptionSpec {
    OptionSpec(
      kind: .flag, name: name, valueName: nil, help: help, choices: [], isRequired: false,
      isRepeatable: false, within: nil)
  }

  /// A positional argument: `SHEET.json`, `DECIMAL|-`, `[PATH ...]`.
  package static func positional(
    _ name: String, _ help: String, required: Bool = true, repeatable: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      kind: .positional, name: name, valueName: nil, help: help, choices: [],
      isRequired: required, isRepeatable: repeatable, within: nil)
  }

  /// The option as typed: `--locale`.
  package var flag: String { "--\(name)" }

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

/// The parsed command line of one command: the values given for each declared option,
/// then the positional arguments. Values are read through the declarations, never by name.
package struct ParsedArguments: Sendable {
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []
  private(set) var positionals: [String] = []
  /// The names of the options parsed against: a read through another command's declaration
  /// is a mistake in the command, which stops a debug build.
  private let declared: Set<String>

  /// Reads `arguments` against `options`.
  ///
  /// `--name value` and `--name=value` both work; `--` ends options; a lone `-` and
  /// negative numbers ("-2.50") are positional, so an amount can be negative.
  package init(_ arguments: [String], options: [OptionSpec]) throws(ValidationError) {
    declared = Set(options.lazy.filter { $0.kind != .positional }.map(\.name))
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

  /// The values given for `option`, in the order given.
  func values(of option: OptionSpec) -> [String] {
    assert(declared.contains(option.name), "\(option.flag) is not an option of this command")
    return values[option.name] ?? []
  }

  /// Whether the flag `option` was given.
  func isSet(_ option: OptionSpec) -> Bool {
    assert(declared.contains(option.name), "\(option.flag) is not an option of this command")
    return flags.contains(option.name)
  }
}
