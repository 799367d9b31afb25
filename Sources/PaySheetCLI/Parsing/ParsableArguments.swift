import Synchronization

/// A command's options as typed stored properties, each declared once with `@Option`,
/// `@Flag`, `@Argument` or `@OptionGroup`: the declaration is what the parser reads, what
/// `--help` and the usage line show, and the property the command uses.
///
/// As in swift-argument-parser, `init()` holds the declarations; `validate()` then checks
/// what no single option can. `init()` runs twice in a parse: once to collect the
/// declarations, in the order the properties are written, which the parser reads the
/// command line against; then again with the parsed command line, each wrapper taking the
/// values given for its own declaration. A `Mirror` and `Decodable` did the same by
/// looking each property's type up at run time: 9 of the 10 million instructions that
/// reading a lint's command line took.
package protocol ParsableArguments: Sendable {
  /// The declarations, with the values of the command line being parsed, if one is.
  init()

  /// Checks what concerns several options, or one option and the others' absence.
  mutating func validate() throws(ValidationError)
}

extension ParsableArguments {
  package mutating func validate() throws(ValidationError) {}

  /// The options, flags and positional arguments, in the order the properties declare them
  /// (an option group's where the group is declared).
  package static var declarations: [OptionSpec] {
    let scope = ArgumentScope(parsed: nil)
    _ = ArgumentScope.$current.withValue(scope) { Self() }
    return scope.declarations
  }

  /// The values `arguments` (the words after the command's name) give, read and
  /// validated.
  package static func parse(_ arguments: [String]) throws(ValidationError) -> Self {
    let scope = ArgumentScope(parsed: try ParsedArguments(arguments, options: declarations))
    var value = ArgumentScope.$current.withValue(scope) { Self() }
    if let error = scope.error { throw error }
    try value.validate()
    return value
  }
}

/// What the wrappers of an `init()` that `ParsableArguments` runs report to and read from:
/// the declarations they make, in order, and the parsed command line, if there is one yet.
/// Outside that, a wrapper is a declaration alone.
final class ArgumentScope: Sendable {
  @TaskLocal static var current: ArgumentScope?

  /// The command line read against the declarations; nil while they are collected.
  let parsed: ParsedArguments?
  private let state = Mutex<(declarations: [OptionSpec], error: ValidationError?)>(([], nil))

  init(parsed: ParsedArguments?) {
    self.parsed = parsed
  }

  var declarations: [OptionSpec] { state.withLock { $0.declarations } }
  /// The first error of the wrappers, in the order they were made.
  var error: ValidationError? { state.withLock { $0.error } }

  /// Declares `spec` and returns its value `read` from the command line being parsed; nil
  /// when none is, or when an earlier declaration's value was wrong, which is the error.
  static func declare<Value>(
    _ spec: OptionSpec, read: (ParsedArguments) throws(ValidationError) -> Value
  ) -> Value? {
    guard let scope = current else { return nil }
    scope.state.withLock { $0.declarations.append(spec) }
    guard let parsed = scope.parsed, scope.error == nil else { return nil }
    do {
      return try read(parsed)
    } catch {
      scope.state.withLock { $0.error = error }
      return nil
    }
  }

  /// Validates an option group parsed from the command line, unless an earlier value was
  /// wrong.
  static func validate<Group: ParsableArguments>(_ group: inout Group) {
    guard let scope = current, scope.parsed != nil, scope.error == nil else { return }
    do {
      try group.validate()
    } catch {
      scope.state.withLock { $0.error = error }
    }
  }
}
