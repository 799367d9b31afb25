/// The kind of value a printf-style specifier consumes.
package enum FormatArgumentType: String, Sendable, Equatable, CustomStringConvertible {
  /// `%@`: an object, in practice a string.
  case object
  /// `%d`, `%i`, with any length modifier (`%ld`, `%lld`).
  case int
  /// `%u`, `%o`, `%x`, `%X`, with any length modifier.
  case uint
  /// `%f`, `%e`, `%g`, `%a` and their uppercase forms.
  case double
  /// `%c`, `%C`.
  case char
  /// `%s`, `%S`.
  case cString
  /// `%p`.
  case pointer

  package var description: String { rawValue }

  /// Whether two specifiers of these types may refer to the same argument.
  ///
  /// Signed and unsigned integers are read from the same machine word, so `%1$lld` and
  /// `%1$llx` agree; everything else must match exactly.
  package func isCompatible(with other: FormatArgumentType) -> Bool {
    self == other || (self == .int && other == .uint) || (self == .uint && other == .int)
  }
}

/// One `%…` conversion in a format string, split into its printf parts.
package struct FormatSpecifier: Sendable, Equatable {
  /// The specifier exactly as written, e.g. `"%1$lld"`.
  package var text: String
  /// The `n$` argument number, or `nil` when the position is implied by order.
  package var position: Int?
  /// The argument the specifier takes: `position`, else the next implied one.
  ///
  /// Specifiers without `n$` take 1, 2, 3… in order, counted apart from explicit ones as
  /// Foundation does; the parser counts them once so that every reader agrees.
  package var argument: Int
  /// Any of `-+ #0'`, in source order.
  package var flags: String
  /// Digits or `*`, or `nil` when absent.
  package var width: String?
  /// The text after `.` (digits, `*` or empty), or `nil` when there is no `.`.
  package var precision: String?
  /// `""`, `"h"`, `"hh"`, `"l"`, `"ll"`, `"q"`, `"L"`, `"z"`, `"t"` or `"j"`.
  package var length: String
  /// The conversion character, e.g. `"@"`, `"d"`, `"f"`.
  package var conversion: Character
  package var type: FormatArgumentType
  /// Offset of the `%` in the format string, counted in Unicode scalars.
  package var offset: Int

  package init(
    text: String, position: Int?, argument: Int? = nil, flags: String, width: String?,
    precision: String?, length: String, conversion: Character, type: FormatArgumentType,
    offset: Int
  ) {
    self.text = text
    self.position = position
    self.argument = argument ?? position ?? 1
    self.flags = flags
    self.width = width
    self.precision = precision
    self.length = length
    self.conversion = conversion
    self.type = type
    self.offset = offset
  }
}

/// A `%#@name@` reference to a named substitution.
package struct SubstitutionReference: Sendable, Equatable {
  package var name: String
  /// The `n$` argument number if one was written (`%1$#@name@`).
  package var position: Int?
  /// The argument the reference takes when its substitution gives no `argNum`.
  package var argument: Int
  package var text: String
  package var offset: Int

  package init(name: String, position: Int?, argument: Int? = nil, text: String, offset: Int) {
    self.name = name
    self.position = position
    self.argument = argument ?? position ?? 1
    self.text = text
    self.offset = offset
  }
}

/// A value passed to `FormatString.substitute`.
///
/// Numbers that need locale formatting (grouping, native digits) are formatted by the
/// caller and passed as `.string`: integer specifiers accept a `.string` as
/// already-formatted text, so `%lld` with `.string("1,234")` gives `1,234`.
package enum FormatArgument: Sendable, Equatable, CustomStringConvertible {
  case string(String)
  case int(Int64)

  package var description: String {
    switch self {
    case .string(let text): ".string(\(text.debugDescription))"
    case .int(let value): ".int(\(value))"
    }
  }
}

/// What the substitution tells about its argument: the number and the conversion.
package struct SubstitutionSpec: Sendable, Equatable {
  package var argNum: Int?
  /// The conversion without `%`, e.g. `"lld"`.
  package var formatSpecifier: String?

  package init(argNum: Int?, formatSpecifier: String?) {
    self.argNum = argNum
    self.formatSpecifier = formatSpecifier
  }

  package init(_ substitution: Substitution) {
    self.init(argNum: substitution.argNum, formatSpecifier: substitution.formatSpecifier)
  }
}

/// An argument position used by a format string and the type its specifiers expect.
package struct FormatArgumentSlot: Sendable, Equatable {
  /// 1-based.
  package var position: Int
  /// `nil` when only substitution references without known specifiers use the position.
  package var type: FormatArgumentType?
  /// The specifiers that use this position, as written.
  package var specifiers: [String]

  package init(position: Int, type: FormatArgumentType?, specifiers: [String]) {
    self.position = position
    self.type = type
    self.specifiers = specifiers
  }
}

/// A problem in a format string or in the arguments given for it.
public struct FormatStringError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    /// An unknown conversion such as `%q`, or a malformed part such as `%0$@`.
    case invalidSpecifier
    /// `%` at the end of the text, or `%1$` with no conversion after it.
    case incompleteSpecifier
    /// A valid printf conversion that catalog arguments cannot carry (`%c`, `%s`, `%p`, `*`).
    case unsupportedSpecifier
    /// Two specifiers give the same argument different types (`%1$lld` and `%1$@`).
    case conflictingTypes
    /// A position below the highest one is never used (`%2$@` without argument 1).
    case missingArgument
    /// `%#@name@` names a substitution that does not exist.
    case unknownSubstitution
    /// The number of arguments given differs from the number the format uses.
    case argumentCount
    /// An argument's case does not fit its specifier.
    case argumentType
    /// `substitute` met `%#@name@` without a resolved text for it.
    case unresolvedSubstitution
  }

  public var kind: Kind
  /// The specifier at fault, as written.
  public var specifier: String?
  /// The 1-based argument position at fault.
  public var argumentPosition: Int?
  /// Offset in the format string, in Unicode scalars.
  public var offset: Int?
  public var message: String

  public init(
    _ kind: Kind, specifier: String? = nil, argumentPosition: Int? = nil, offset: Int? = nil,
    message: String
  ) {
    self.kind = kind
    self.specifier = specifier
    self.argumentPosition = argumentPosition
    self.offset = offset
    self.message = message
  }

  public var description: String { message }
}
