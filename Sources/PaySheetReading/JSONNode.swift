/// A JSON value together with the place it starts in its source.
///
/// Objects keep their members in source order and numbers keep their literal text, so a
/// document can be written back without reordering or reformatting numbers.
package struct JSONNode: Sendable, Equatable {
  package var value: JSONValue
  /// Where the value starts; `nil` for nodes built in code. Not compared, so that members
  /// a model keeps as raw JSON do not make a catalog differ from its reformatted copy.
  @NotCompared package var position: SourcePosition?

  package init(_ value: JSONValue, position: SourcePosition? = nil) {
    self.value = value
    self.position = position
  }
}

/// One JSON value; containers hold `JSONNode`s so that every nested value keeps its position.
package enum JSONValue: Sendable, Equatable {
  case object([JSONMember])
  case array([JSONNode])
  case string(String)
  /// The number exactly as written, e.g. `"1.50"` or `"-0"`.
  case number(String)
  case bool(Bool)
  case null

  /// A short name for messages such as "expected a string, found an object".
  package var kindName: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}

/// A key and its value inside a JSON object.
package struct JSONMember: Sendable, Equatable {
  package var key: String
  /// Where the key's opening quote is; `nil` for members built in code. Not compared.
  @NotCompared package var keyPosition: SourcePosition?
  package var value: JSONNode

  package init(key: String, keyPosition: SourcePosition? = nil, value: JSONNode) {
    self.key = key
    self.keyPosition = keyPosition
    self.value = value
  }
}

extension JSONNode {
  /// Parses JSON text, keeping key order, number literals and positions.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 text; a leading byte order mark is skipped.
  ///   - file: the path reported in errors.
  ///   - maxDepth: the deepest nesting of objects and arrays accepted.
  package static func parse(
    _ bytes: [UInt8], file: String? = nil, maxDepth: Int = JSONNode.defaultMaxDepth
  ) throws(InputError) -> JSONNode {
    do {
      var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
      return try parser.parseDocument()
    } catch {
      throw error.withFile(file)
    }
  }
}

extension JSONNode {
  /// The nesting limit used when none is given: deep enough for any String Catalog (Xcode's
  /// nest about a dozen levels; variations at their limit of 8, some 30), while reading,
  /// writing and freeing a tree at the limit stays within a 512 KiB stack, a secondary
  /// thread's on Apple platforms (a debug build needs some 3.5 kB a level: 100 levels fit,
  /// 150 did not).
  package static let defaultMaxDepth = 64
}
