import Foundation

/// A type an option's or positional argument's text is read as.
///
/// A type with a fixed set of spellings lists them in `allValueStrings`: the parser refuses
/// any other, and usage and help show them. A `CaseIterable` enum of strings gets both
/// from its raw values.
package protocol ExpressibleByArgument: Sendable {
  /// The value `argument` spells; the error says why it spells none, and the parser puts
  /// the flag in front of it.
  init(argument: String) throws(ValidationError)

  /// Every spelling the type takes, or none for free text.
  static var allValueStrings: [String] { get }
}

extension ExpressibleByArgument {
  package static var allValueStrings: [String] { [] }
}

extension ExpressibleByArgument where Self: CaseIterable & RawRepresentable, RawValue == String {
  package init(argument: String) throws(ValidationError) {
    guard let value = Self(rawValue: argument) else {
      let names = Self.allCases.map(\.rawValue).joined(separator: ", ")
      throw ValidationError("'\(argument)' is not one of \(names)")
    }
    self = value
  }

  package static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension String: ExpressibleByArgument {
  package init(argument: String) { self = argument }
}

/// A comma-separated list, such as `--networks visa,masterCard`: each element read as
/// `Element`, spaces around it ignored, each once in the order first given.
package struct CommaSeparated<Element: ExpressibleByArgument & Equatable>: ExpressibleByArgument {
  package let elements: [Element]

  package init(_ elements: [Element]) {
    self.elements = elements
  }

  package init(argument: String) throws(ValidationError) {
    var elements: [Element] = []
    for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
      let element = try Element(argument: String(part.trimmingCharacters(in: .whitespaces)))
      if !elements.contains(element) { elements.append(element) }
    }
    self.elements = elements
  }
}

/// An option that takes a value: `@Option("locale", "ID", "Locale.") var locale: SheetLocale`.
///
/// A non-optional property without a default is required; an optional one or one with a
/// default may be left out; an array takes the option as often as it is given. Given twice,
/// a single option takes its last value. `$locale` is the declaration, for messages that
/// name the flag.
@propertyWrapper
package struct Option<Value: Sendable>: Sendable {
  package let spec: OptionSpec
  private let value: Value?

  package var wrappedValue: Value {
    guard let value else { preconditionFailure("\(spec.flag) is read before it is parsed") }
    return value
  }

  package var projectedValue: OptionSpec { spec }

  /// The option `spec`, with its value when `ParsableArguments.parse` builds it.
  private init(
    _ spec: OptionSpec, read: (_ values: [String]) throws(ValidationError) -> Value
  ) {
    self.spec = spec
    value = ArgumentScope.declare(spec) { (parsed) throws(ValidationError) in
      try read(parsed.values(of: spec))
    }
  }

  /// The value of `text`, or a usage error naming `spec`'s flag.
  fileprivate static func convert<Element: ExpressibleByArgument>(
    _ text: String, for spec: OptionSpec
  ) throws(ValidationError) -> Element {
    do {
      return try Element(argument: text)
    } catch {
      throw ValidationError("\(spec.flag): \(error.message)")
    }
  }
}

extension Option where Value: ExpressibleByArgument {
  /// An option that must be given: `--currency ISO`.
  package init(_ name: String, _ valueName: String, _ help: String) {
    let spec = OptionSpec.value(
      name, valueName, help, choices: Value.allValueStrings, required: true)
    self.init(spec) { (values) throws(ValidationError) in
      guard let text = values.last else { throw ValidationError("missing '\(spec.flag)'") }
      return try Self.convert(text, for: spec)
    }
  }

  /// An option with a default: `--format text|json`.
  package init(wrappedValue: Value, _ name: String, _ valueName: String, _ help: String) {
    let spec = OptionSpec.value(name, valueName, help, choices: Value.allValueStrings)
    self.init(spec) { (values) throws(ValidationError) in
      guard let text = values.last else { return wrappedValue }
      return try Self.convert(text, for: spec)
    }
  }
}

extension Option {
  /// An option that may be left out: `--country CC`. `within` names the option this one
  /// only means something with, which usage shows it inside.
  package init<Wrapped: ExpressibleByArgument>(
    _ name: String, _ valueName: String, _ help: String, within: String? = nil
  ) where Value == Wrapped? {
    let spec = OptionSpec.value(
      name, valueName, help, choices: Wrapped.allValueStrings, within: within)
    self.init(spec) { (values) throws(ValidationError) in
      guard let text = values.last else { return nil }
      return try Self.convert(text, for: spec) as Wrapped
    }
  }

  /// An option given any number of times: `--profile NAME ...`.
  package init<Element: ExpressibleByArgument>(
    _ name: String, _ valueName: String, _ help: String
  ) where Value == [Element] {
    let spec = OptionSpec.value(
      name, valueName, help, choices: Element.allValueStrings, repeatable: true)
    self.init(spec) { (values) throws(ValidationError) in
      var elements: [Element] = []
      for text in values { elements.append(try Self.convert(text, for: spec)) }
      return elements
    }
  }
}

/// A flag without a value: `@Flag("keep-going", "Go on.") var keepGoing: Bool`.
@propertyWrapper
package struct Flag: Sendable {
  package let spec: OptionSpec
  private let isSet: Bool?

  package var wrappedValue: Bool {
    guard let isSet else { preconditionFailure("\(spec.flag) is read before it is parsed") }
    return isSet
  }

  package var projectedValue: OptionSpec { spec }

  package init(_ name: String, _ help: String) {
    let spec = OptionSpec.flag(name, help)
    self.spec = spec
    isSet = ArgumentScope.declare(spec) { $0.isSet(spec) }
  }
}

/// The positional arguments: `@Argument("SHEET.json", "The sheet.") var sheet: String`.
///
/// A single value must be given exactly once; an optional one at most once; an array takes
/// every positional argument. A command declares one at most.
@propertyWrapper
package struct Argument<Value: Sendable>: Sendable {
  package let spec: OptionSpec
  private let value: Value?

  package var wrappedValue: Value {
    guard let value else { preconditionFailure("\(spec.name) is read before it is parsed") }
    return value
  }

  /// The argument `spec`, with its value when `ParsableArguments.parse` builds it.
  private init(
    _ spec: OptionSpec, read: (_ values: [String]) throws(ValidationError) -> Value
  ) {
    self.spec = spec
    value = ArgumentScope.declare(spec) { (parsed) throws(ValidationError) in
      try read(parsed.positionals)
    }
  }

  /// At most one argument, or an error naming what was expected.
  fileprivate static func single(_ values: [String], _ spec: OptionSpec) throws(ValidationError)
    -> String?
  {
    guard values.count <= 1 else {
      throw ValidationError("expected one \(spec.name), got \(values.count) arguments")
    }
    return values.first
  }
}

extension Argument where Value == String {
  /// One argument that must be given.
  package init(_ name: String, _ help: String) {
    let spec = OptionSpec.positional(name, help)
    self.init(spec) { (values) throws(ValidationError) in
      guard let value = try Self.single(values, spec) else {
        throw ValidationError("missing \(spec.name)")
      }
      return value
    }
  }
}

extension Argument where Value == String? {
  /// One argument that may be left out.
  package init(_ name: String, _ help: String) {
    let spec = OptionSpec.positional(name, help, required: false)
    self.init(spec) { (values) throws(ValidationError) in try Self.single(values, spec) }
  }
}

extension Argument where Value == [String] {
  /// Any number of arguments, none included.
  package init(_ name: String, _ help: String) {
    self.init(.positional(name, help, required: false, repeatable: true)) { $0 }
  }
}

/// The options of another type, declared among this one's: shared groups such as
/// `CatalogOption`. Its `validate()` runs when it is parsed, after its own options.
@propertyWrapper
package struct OptionGroup<Value: ParsableArguments>: Sendable {
  package var wrappedValue: Value

  /// The group's declarations, made by `Value()`, take their place among this type's.
  package init() {
    var value = Value()
    ArgumentScope.validate(&value)
    wrappedValue = value
  }
}
