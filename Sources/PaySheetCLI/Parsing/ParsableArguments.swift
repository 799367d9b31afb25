import Synchronization

/// A command's options as typed stored properties, each declared once with `@Option`,
/// `@Flag`, `@Argument` or `@OptionGroup`: the declaration is what the parser reads, what
/// `--help` and the usage line show, and the property the command uses.
///
/// As in swift-argument-parser: `init()` holds the declarations, made in the order the
/// properties are written; parsing builds the value again through its `Decodable`
/// initializer, which decodes the properties in that same order, each wrapper from the
/// values given for its own declaration; `validate()` then checks what no single option can.
package protocol ParsableArguments: Decodable, Sendable {
  /// The declarations, with no value read yet.
  init()

  /// Checks what concerns several options, or one option and the others' absence.
  mutating func validate() throws(ValidationError)
}

extension ParsableArguments {
  package mutating func validate() throws(ValidationError) {}

  /// The options, flags and positional arguments, in the order the properties declare them
  /// (an option group's where the group is declared).
  package static var declarations: [OptionSpec] {
    declared().map(\.spec)
  }

  /// The values `arguments` (the words after the command's name) give, decoded and
  /// validated.
  package static func parse(_ arguments: [String]) throws(ValidationError) -> Self {
    let declared = Self.declared()
    let parsed = try ParsedArguments(arguments, options: declared.map(\.spec))
    let decoder = ArgumentDecoder(
      parsed: parsed, declared: ArgumentDecoder.Queue(declared), codingPath: [])
    var value: Self
    do {
      value = try Self(from: decoder)
    } catch let error as ValidationError {
      throw error
    } catch {
      // Only a property declared without a wrapper gets here: a mistake in the command.
      throw ValidationError("\(error)")
    }
    try value.validate()
    return value
  }

  /// The declarations `init()` makes, in the order the properties are written (an option
  /// group's where the group is).
  ///
  /// Each wrapper adds itself to the list as it is made: reading them back from a `Mirror`
  /// cast each property to a protocol, which looks through every conformance of the binary,
  /// 8 of the 10 million instructions that reading a lint's command line took.
  static func declared() -> [any ArgumentDeclaration] {
    let list = DeclarationList()
    _ = DeclarationList.$current.withValue(list) { Self() }
    return list.declarations
  }
}

/// What `@Option`, `@Flag` and `@Argument` have in common: the declaration the parser and
/// help read, and the property's value from the parsed command line.
protocol ArgumentDeclaration: Sendable {
  var spec: OptionSpec { get }
  /// This declaration with its value from `parsed`.
  func decoded(from parsed: ParsedArguments) throws(ValidationError) -> Self
}

/// The declarations an `init()` makes, collected while `ParsableArguments.declared()` runs
/// it; outside that, a wrapper's declaration goes nowhere.
final class DeclarationList: Sendable {
  @TaskLocal static var current: DeclarationList?

  private let list = Mutex<[any ArgumentDeclaration]>([])

  var declarations: [any ArgumentDeclaration] { list.withLock { $0 } }

  /// Adds `declaration` to the list being collected, if one is.
  static func declare(_ declaration: some ArgumentDeclaration) {
    current?.list.withLock { $0.append(declaration) }
  }
}

/// The decoder a `ParsableArguments` value is built again with: the synthesized
/// `init(from:)` asks for each property in turn, and the property's wrapper takes its
/// declaration from `init()` and its values from the command line.
struct ArgumentDecoder: Decoder {
  let parsed: ParsedArguments
  let declared: Queue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// The declarations of `init()` in its order, which is the order the synthesized
  /// `init(from:)` decodes the wrapped properties in: each decoded wrapper takes the next.
  final class Queue {
    private let declarations: [any ArgumentDeclaration]
    private var next = 0

    init(_ declarations: [any ArgumentDeclaration]) {
      self.declarations = declarations
    }

    func take() -> (any ArgumentDeclaration)? {
      guard next < declarations.count else { return nil }
      defer { next += 1 }
      return declarations[next]
    }
  }

  /// The next declaration with its value, for the wrapper `decoder` builds; a declaration
  /// of another type means the two orders differ, a mistake in the command.
  static func decode<Declaration: ArgumentDeclaration>(
    _ type: Declaration.Type, from decoder: any Decoder
  ) throws -> Declaration {
    guard let decoder = decoder as? ArgumentDecoder,
      let declaration = decoder.declared.take() as? Declaration
    else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "command-line options are decoded by ParsableArguments.parse"))
    }
    return try declaration.decoded(from: decoder.parsed)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(Properties<Key>(decoder: self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw undeclared(codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    throw undeclared(codingPath)
  }

  /// The error for a stored property that no wrapper declares.
  fileprivate func undeclared(_ path: [any CodingKey]) -> DecodingError {
    let name = path.map(\.stringValue).joined(separator: ".")
    return .dataCorrupted(
      .init(
        codingPath: path,
        debugDescription:
          "'\(name)' is not declared with @Option, @Flag, @Argument or @OptionGroup"))
  }

  /// The properties of one options type: each wrapped property decodes itself.
  private struct Properties<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ArgumentDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      try T(
        from: ArgumentDecoder(
          parsed: decoder.parsed, declared: decoder.declared, codingPath: codingPath + [key]))
    }

    // A property of a plain type is not an option: each of these is a declaration missing.
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { throw missing(key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { throw missing(key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { throw missing(key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { throw missing(key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { throw missing(key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { throw missing(key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { throw missing(key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { throw missing(key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { throw missing(key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { throw missing(key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { throw missing(key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { throw missing(key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { throw missing(key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { throw missing(key) }

    func nestedContainer<NestedKey: CodingKey>(
      keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> { throw missing(key) }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      throw missing(key)
    }
    func superDecoder() throws -> any Decoder { throw decoder.undeclared(codingPath) }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw missing(key) }

    private func missing(_ key: Key) -> DecodingError {
      decoder.undeclared(codingPath + [key])
    }
  }
}
