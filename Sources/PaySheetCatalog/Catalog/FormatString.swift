import Foundation
import PaySheetReading

/// Printf-style format strings as Xcode writes them in String Catalogs.
///
/// The package parses specifiers itself instead of handing catalog text to
/// `String(format:)`, so a translator's typo is reported as an error instead of reading a
/// wrong argument or crashing. Parsing follows printf: `"50% off"` is `% o` (the space flag
/// and an octal conversion), which is what Foundation would do with the text too.
package enum FormatString {
  /// Where a format string comes from; `%arg` only means something inside a substitution.
  package enum Context: Sendable, Equatable {
    /// A string unit's value or a plain format.
    case value
    /// The text of a substitution's variation, where `%arg` stands for the substitution's
    /// own argument.
    case substitutionValue
  }

  /// A piece of a parsed format string.
  package enum Segment: Sendable, Equatable {
    /// Plain text; `%%` is already turned into `%`.
    case literal(String)
    case specifier(FormatSpecifier)
    /// `%#@name@`.
    case substitution(SubstitutionReference)
    /// `%arg` inside a substitution's variation text; `offset` is in Unicode scalars.
    case substitutionArgument(offset: Int)
  }

  /// The largest width or precision a specifier may have: two digits, so no text pads past
  /// 99 characters.
  package static let maximumWidth = 99

  // MARK: Parsing

  /// Splits a format string into literal text, specifiers and substitution references.
  package static func parse(_ format: String, context: Context = .value) throws(FormatStringError)
    -> [Segment]
  {
    // Most texts have no `%` at all; linting a large catalog parses some 14,000 of them.
    let percent = UInt8(ascii: "%")
    let hasPercent =
      format.utf8.withContiguousStorageIfAvailable { $0.contains(percent) }
      ?? format.utf8.contains(percent)
    guard hasPercent else {
      return format.isEmpty ? [] : [.literal(format)]
    }
    let view = format.unicodeScalars
    let scalars = Array(view)
    var segments: [Segment] = []
    // Literal text is cut from `format` in runs rather than built scalar by scalar, which
    // was a quarter of the parse: `cursor` is the index of `scalars[i]` in `view`, and the run
    // not yet cut starts at `runStart`.
    var literal = ""
    var runStart = view.startIndex
    var cursor = view.startIndex
    func cut(to end: String.Index) {
      if runStart < end { literal += String(view[runStart..<end]) }
    }
    func flushLiteral() {
      cut(to: cursor)
      if !literal.isEmpty {
        segments.append(.literal(literal))
        literal = ""
      }
    }
    var i = 0
    var nextImplied = 1
    while i < scalars.count {
      guard scalars[i] == "%" else {
        i += 1
        view.formIndex(after: &cursor)
        continue
      }
      if i + 1 < scalars.count && scalars[i + 1] == "%" {
        // `%%` is one `%` of text: the run keeps the first and skips the second.
        let second = view.index(after: cursor)
        cut(to: second)
        cursor = view.index(after: second)
        runStart = cursor
        i += 2
        continue
      }
      if context == .substitutionValue, i + 4 <= scalars.count, scalars[i + 1] == "a",
        scalars[i + 2] == "r", scalars[i + 3] == "g"
      {
        flushLiteral()
        segments.append(.substitutionArgument(offset: i))
        i += 4
        cursor = view.index(cursor, offsetBy: 4)
        runStart = cursor
        continue
      }
      flushLiteral()
      var (segment, end) = try parseSpecifier(scalars, at: i)
      switch segment {
      case .specifier(var specifier) where specifier.position == nil:
        specifier.argument = nextImplied
        nextImplied += 1
        segment = .specifier(specifier)
      case .substitution(var reference) where reference.position == nil:
        reference.argument = nextImplied
        nextImplied += 1
        segment = .substitution(reference)
      default:
        break
      }
      segments.append(segment)
      cursor = view.index(cursor, offsetBy: end - i)
      runStart = cursor
      i = end
    }
    flushLiteral()
    return segments
  }

  private static func parseSpecifier(_ s: [Unicode.Scalar], at start: Int) throws(FormatStringError)
    -> (Segment, Int)
  {
    var j = start + 1
    func text(_ end: Int) -> String { string(s[start..<min(end, s.count)]) }
    func isDigit(_ k: Int) -> Bool { k < s.count && ("0"..."9").contains(s[k]) }
    func incomplete() -> FormatStringError {
      let written = text(j)
      let message =
        written == "%"
        ? "'%' at the end of the text is not a format specifier; write '%%' for a percent sign"
        : "incomplete format specifier '\(written)': missing the conversion character"
      return FormatStringError(
        .incompleteSpecifier, specifier: written, offset: start, message: message)
    }

    var position: Int?
    var k = j
    while isDigit(k) { k += 1 }
    if k > j, k < s.count, s[k] == "$" {
      let digits = string(s[j..<k])
      guard let number = Int(digits), number > 0 else {
        throw FormatStringError(
          .invalidSpecifier, specifier: text(k + 1), offset: start,
          message: "invalid argument number in '\(text(k + 1))': positions start at 1")
      }
      position = number
      j = k + 1
    }

    var flags = String.UnicodeScalarView()
    while j < s.count, isFlag(s[j]) {
      flags.append(s[j])
      j += 1
    }

    if flags.contains("#"), j < s.count, s[j] == "@" {
      guard let close = s[(j + 1)...].firstIndex(of: "@") else {
        throw FormatStringError(
          .invalidSpecifier, specifier: text(s.count), offset: start,
          message: "substitution reference '\(text(s.count))' has no closing '@'")
      }
      let name = string(s[(j + 1)..<close])
      guard !name.isEmpty else {
        throw FormatStringError(
          .invalidSpecifier, specifier: text(close + 1), offset: start,
          message: "substitution reference '\(text(close + 1))' has an empty name")
      }
      let reference = SubstitutionReference(
        name: name, position: position, text: text(close + 1), offset: start)
      return (.substitution(reference), close + 1)
    }

    func tooLarge(_ what: String, end: Int) -> FormatStringError {
      var close = end
      while close < s.count, !"@dDiuUoOxXfFeEgGaAcCsSp".unicodeScalars.contains(s[close]),
        close - start < 40
      {
        close += 1
      }
      let written = text(close + 1)
      return FormatStringError(
        .invalidSpecifier, specifier: written, offset: start,
        message:
          "the \(what) in '\(Quote.value(written))' is over \(maximumWidth), wider than any text is padded"
      )
    }

    var width: String?
    if j < s.count, s[j] == "*" {
      width = "*"
      j += 1
    } else if isDigit(j) {
      let begin = j
      while isDigit(j) { j += 1 }
      width = string(s[begin..<j])
      // Checked before the digits become a number: `%99999999999999@` would pad to
      // 100 TB, and a count of digits cannot overflow.
      if j - begin > 2 { throw tooLarge("width", end: j) }
    }

    var precision: String?
    if j < s.count, s[j] == "." {
      j += 1
      if j < s.count, s[j] == "*" {
        precision = "*"
        j += 1
      } else {
        let begin = j
        while isDigit(j) { j += 1 }
        precision = string(s[begin..<j])
        if j - begin > 2 { throw tooLarge("precision", end: j) }
      }
    }

    // The length modifier (`hh`, `ll`, `h`, `l`, `q`, `L`, `z`, `t`, `j`) is matched scalar
    // by scalar: with two arrays made for each of the nine candidates, matching it was
    // nine tenths of parsing a specifier (19,000 instructions each; DuckDuckGo's catalog
    // has 2,667 specifiers).
    var length = ""
    if j < s.count {
      let first = s[j]
      if first == "h" || first == "l", j + 1 < s.count, s[j + 1] == first {
        length = first == "h" ? "hh" : "ll"
        j += 2
      } else if "hlqLztj".unicodeScalars.contains(first) {
        length = String(first)
        j += 1
      }
    }

    guard j < s.count else { throw incomplete() }
    let conversion = s[j]
    j += 1
    let type: FormatArgumentType
    switch conversion {
    case "@": type = .object
    case "d", "i", "D": type = .int
    case "u", "o", "x", "X", "U", "O": type = .uint
    case "f", "F", "e", "E", "g", "G", "a", "A": type = .double
    case "c", "C": type = .char
    case "s", "S": type = .cString
    case "p": type = .pointer
    case "n":
      throw FormatStringError(
        .invalidSpecifier, specifier: text(j), offset: start,
        message: "'\(text(j))' writes to memory and is not allowed in localized text")
    default:
      throw FormatStringError(
        .invalidSpecifier, specifier: text(j), offset: start,
        message: "unknown conversion '\(conversion)' in format specifier '\(text(j))'")
    }
    let specifier = FormatSpecifier(
      text: text(j), position: position, flags: String(flags), width: width,
      precision: precision, length: length, conversion: Character(conversion), type: type,
      offset: start)
    return (.specifier(specifier), j)
  }

  /// The scalars as a string, appended one by one to a string that stays small: made as a
  /// `UnicodeScalarView` of the slice, a specifier's text took 4,800 instructions.
  private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var text = ""
    for scalar in scalars { text.unicodeScalars.append(scalar) }
    return text
  }

  /// Whether `scalar` is a printf flag: `-`, `+`, space, `#`, `0` or `'`.
  private static func isFlag(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "-", "+", " ", "#", "0", "'": true
    default: false
    }
  }

  // MARK: Arguments

  /// The arguments a format string uses, by position, with the type each must have.
  ///
  /// Specifiers without `n$` take positions 1, 2, 3… in order, counted separately from
  /// explicit ones, as Foundation does; so `"%@ and %1$@"` uses argument 1 twice. A
  /// substitution reference takes the substitution's `argNum` (else its own `n$`, else the
  /// next implied position) and the type of its `formatSpecifier`.
  ///
  /// - Parameter substitutions: the substitutions of the localization, by name. With `nil`,
  ///   references are not checked and leave their position's type open.
  /// - Throws: on invalid or unsupported specifiers (`%c`, `%s`, `%p`, `*`), on two types
  ///   for one position, on an unused position below the highest, and on unknown
  ///   substitution names.
  package static func arguments(
    _ format: String, context: Context = .value,
    substitutions: [String: SubstitutionSpec]? = nil
  ) throws(FormatStringError) -> [FormatArgumentSlot] {
    try arguments(of: parse(format, context: context), substitutions: substitutions)
  }

  /// `arguments(_:context:substitutions:)` of a text already parsed.
  package static func arguments(
    of segments: [Segment], substitutions: [String: SubstitutionSpec]? = nil
  ) throws(FormatStringError) -> [FormatArgumentSlot] {
    var slots: [Int: FormatArgumentSlot] = [:]

    func record(_ position: Int, _ type: FormatArgumentType?, _ text: String, offset: Int)
      throws(FormatStringError)
    {
      guard var slot = slots[position] else {
        slots[position] = FormatArgumentSlot(position: position, type: type, specifiers: [text])
        return
      }
      if let type, let existing = slot.type, !existing.isCompatible(with: type) {
        throw FormatStringError(
          .conflictingTypes, specifier: text, argumentPosition: position, offset: offset,
          message:
            "argument \(position) is used as \(existing) by '\(slot.specifiers[0])' and as \(type) by '\(text)'"
        )
      }
      slot.type = slot.type ?? type
      slot.specifiers.append(text)
      slots[position] = slot
    }

    for segment in segments {
      switch segment {
      case .literal, .substitutionArgument:
        continue
      case .specifier(let specifier):
        try checkSupported(specifier)
        try record(specifier.argument, specifier.type, specifier.text, offset: specifier.offset)
      case .substitution(let reference):
        var type: FormatArgumentType?
        var position = reference.argument
        if let substitutions {
          guard let spec = substitutions[reference.name] else {
            throw FormatStringError(
              .unknownSubstitution, specifier: reference.text, offset: reference.offset,
              message:
                "'\(reference.text)' refers to a substitution named \"\(reference.name)\" that does not exist"
            )
          }
          position = spec.argNum ?? position
          if let conversion = spec.formatSpecifier {
            type = try substitutionType(conversion, name: reference.name)
          }
        }
        try record(position, type, reference.text, offset: reference.offset)
      }
    }

    let highest = slots.keys.max() ?? 0
    for position in stride(from: 1, through: highest, by: 1) where slots[position] == nil {
      let user = slots[highest]!.specifiers[0]
      throw FormatStringError(
        .missingArgument, specifier: user, argumentPosition: position,
        message:
          "argument \(position) is never used, but '\(user)' uses argument \(highest); every argument up to the highest must appear"
      )
    }
    return slots.keys.sorted().map { slots[$0]! }
  }

  private static func checkSupported(_ specifier: FormatSpecifier) throws(FormatStringError) {
    if specifier.width == "*" || specifier.precision == "*" {
      throw FormatStringError(
        .unsupportedSpecifier, specifier: specifier.text, offset: specifier.offset,
        message:
          "'\(specifier.text)' takes its width or precision from an argument, which String Catalogs do not support"
      )
    }
    switch specifier.type {
    case .char, .cString, .pointer:
      throw FormatStringError(
        .unsupportedSpecifier, specifier: specifier.text, offset: specifier.offset,
        message:
          "'\(specifier.text)' (\(specifier.type)) is not supported: use %@ for text or %lld for numbers"
      )
    default:
      break
    }
  }

  private static func substitutionType(_ conversion: String, name: String) throws(FormatStringError)
    -> FormatArgumentType
  {
    let segments: [Segment]
    do {
      segments = try parse("%" + conversion)
    } catch {
      throw FormatStringError(
        .invalidSpecifier, specifier: "%" + conversion,
        message:
          "substitution \"\(name)\" has an invalid formatSpecifier \"\(conversion)\": \(error.message)"
      )
    }
    guard segments.count == 1, case .specifier(let specifier) = segments[0] else {
      throw FormatStringError(
        .invalidSpecifier, specifier: "%" + conversion,
        message: "substitution \"\(name)\" has an invalid formatSpecifier \"\(conversion)\"")
    }
    try checkSupported(specifier)
    return specifier.type
  }

  // MARK: Substitution

  /// Fills a format string with arguments.
  ///
  /// The renderer keeps to what sheet text uses: `%@` takes a `.string`, the integer
  /// conversions (`%d`, `%i`, `%u` with `l`, `ll` or `q`) an `.int` or an already formatted
  /// `.string`. Flags, widths, precisions and other conversions are refused with an error
  /// that names the specifier, rather than padded or formatted by a second engine.
  ///
  /// - Parameter substitutions: the text to put in place of each `%#@name@`, already chosen
  ///   from the substitution's variations (see `substitute(variationValue:substitution:arguments:)`).
  /// - Throws: when the format is invalid, when the number of arguments differs from the
  ///   positions the format uses, or when an argument does not fit its specifier.
  package static func substitute(
    _ template: String, arguments: [FormatArgument], substitutions: [String: String] = [:]
  ) throws(FormatStringError) -> String {
    let slots = try Self.arguments(template)
    guard slots.count == arguments.count else {
      throw FormatStringError(
        .argumentCount,
        message:
          "'\(template)' uses \(slots.count) argument\(slots.count == 1 ? "" : "s") but \(arguments.count) were given"
      )
    }
    return try render(template, context: .value, arguments: arguments, substitutions: substitutions)
  }

  /// Fills the text of one of a substitution's variations, where `%arg` is the
  /// substitution's own argument (`argNum`) formatted with its `formatSpecifier`.
  package static func substitute(
    variationValue: String, substitution: SubstitutionSpec, arguments: [FormatArgument]
  ) throws(FormatStringError) -> String {
    try render(
      variationValue, context: .substitutionValue, arguments: arguments, substitutions: [:],
      substitution: substitution)
  }

  private static func render(
    _ template: String, context: Context, arguments: [FormatArgument],
    substitutions: [String: String], substitution: SubstitutionSpec? = nil
  ) throws(FormatStringError) -> String {
    var output = ""
    func argument(_ position: Int, for text: String) throws(FormatStringError) -> FormatArgument {
      guard position >= 1, position <= arguments.count else {
        throw FormatStringError(
          .argumentCount, specifier: text, argumentPosition: position,
          message: "'\(text)' needs argument \(position) but \(arguments.count) were given")
      }
      return arguments[position - 1]
    }
    for segment in try parse(template, context: context) {
      switch segment {
      case .literal(let text):
        output += text
      case .specifier(let specifier):
        output += try format(
          try argument(specifier.argument, for: specifier.text), specifier, specifier.argument)
      case .substitution(let reference):
        guard let text = substitutions[reference.name] else {
          throw FormatStringError(
            .unresolvedSubstitution, specifier: reference.text, offset: reference.offset,
            message: "no text was given for '\(reference.text)'")
        }
        output += text
      case .substitutionArgument(let offset):
        guard let substitution, let argNum = substitution.argNum,
          let conversion = substitution.formatSpecifier,
          case .specifier(let specifier)? = try parse("%" + conversion).first
        else {
          throw FormatStringError(
            .invalidSpecifier, specifier: "%arg", offset: offset,
            message: "'%arg' needs the substitution's argNum and formatSpecifier")
        }
        output += try format(try argument(argNum, for: "%arg"), specifier, argNum)
      }
    }
    return output
  }

  private static func format(
    _ argument: FormatArgument, _ specifier: FormatSpecifier, _ position: Int
  ) throws(FormatStringError) -> String {
    try checkSupported(specifier)
    guard specifier.flags.isEmpty, specifier.width == nil, specifier.precision == nil,
      ["@", "d", "i", "u"].contains(specifier.conversion),
      ["", "l", "ll", "q"].contains(specifier.length)
    else {
      throw FormatStringError(
        .unsupportedSpecifier, specifier: specifier.text, offset: specifier.offset,
        message:
          "'\(specifier.text)' is not text a payment sheet shows: use %@ for a name or a formatted amount, %lld for a count"
      )
    }
    func mismatch(_ accepted: String) -> FormatStringError {
      FormatStringError(
        .argumentType, specifier: specifier.text, argumentPosition: position,
        offset: specifier.offset,
        message: "argument \(position) for '\(specifier.text)' must be \(accepted), got \(argument)"
      )
    }
    switch (specifier.type, argument) {
    case (.object, .string(let text)), (.int, .string(let text)), (.uint, .string(let text)):
      return text
    case (.int, .int(let value)):
      return String(value)
    case (.uint, .int(let value)):
      return String(UInt64(bitPattern: value))
    case (.object, _):
      throw mismatch(".string")
    default:
      throw mismatch(".int or .string")
    }
  }
}
