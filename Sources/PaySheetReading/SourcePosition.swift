/// A place in the text being read: line, column and byte offset, without the file.
///
/// `line` and `column` are 1-based. `column` counts Unicode scalars from the start of the line,
/// which matches what most editors show for text without combining sequences; `offset` is the
/// 0-based UTF-8 byte offset from the start of the file, for tools that seek in the raw bytes.
/// The reader makes positions before anyone tells it the file's name; a `FilePlace` is
/// a position with its file.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  public let line: Int
  public let column: Int
  public let offset: Int

  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// The start of a file: where a problem with no one place in the file is reported.
  public static let start = SourcePosition(line: 1, column: 1, offset: 0)

  /// Line, then column, then offset: the order a location sorts by, so that a position and
  /// its location never disagree (a position made without its bytes has offset 0).
  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column, lhs.offset) < (rhs.line, rhs.column, rhs.offset)
  }

  public var description: String { "\(line):\(column)" }
}

/// A value kept beside a model's data and left out when models are compared or hashed.
///
/// Positions are where a value sat in its file: a catalog or sheet read from a file equals
/// the same one read from a differently formatted file, or built in code.
@propertyWrapper
public struct NotCompared<Value: Sendable>: Sendable, Hashable {
  public var wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

  public static func == (lhs: NotCompared, rhs: NotCompared) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
}
