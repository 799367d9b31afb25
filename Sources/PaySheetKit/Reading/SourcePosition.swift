/// A place in a source file, for diagnostics.
///
/// `line` and `column` are 1-based. `column` counts Unicode scalars from the start of the line,
/// which matches what most editors show for text without combining sequences; `offset` is the
/// 0-based UTF-8 byte offset from the start of the file, for tools that seek in the raw bytes.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var offset: Int

  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    lhs.offset < rhs.offset
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
