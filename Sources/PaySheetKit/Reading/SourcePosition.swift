/// A place in the text being read: line, column and byte offset, without the file.
///
/// `line` and `column` are 1-based. `column` counts Unicode scalars from the start of the line,
/// which matches what most editors show for text without combining sequences; `offset` is the
/// 0-based UTF-8 byte offset from the start of the file, for tools that seek in the raw bytes.
/// The reader makes positions before anyone tells it the file's name; a `SourceLocation` is
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

/// A place in a file: the one way the package says where an error or a finding is.
///
/// Reader errors, device-profile errors and lint findings all carry one. A location without a
/// position is the file as a whole: one that could not be opened, or a problem that has no one
/// place in it (a glossary that cannot be read); reports then name the file alone rather than
/// a line that holds nothing.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file as the user named it, relative where it can be.
  public let file: String
  /// Where in the file, or `nil` for the file as a whole.
  public let position: SourcePosition?

  /// What a location names before the caller that read the file says which file it was.
  public static let unnamedFile = "<input>"

  public init(file: String, position: SourcePosition? = nil) {
    self.file = file
    self.position = position
  }

  /// 1-based line, when the location has a place in the file.
  public var line: Int? { position?.line }
  /// 1-based column in Unicode scalars, when the location has a place in the file.
  public var column: Int? { position?.column }

  /// The same place in a file named differently, as a report shows a path.
  public func inFile(_ file: String) -> SourceLocation {
    SourceLocation(file: file, position: position)
  }

  /// File, then line and column; the file as a whole comes before its places.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    switch (lhs.position, rhs.position) {
    case (nil, nil): return false
    case (nil, _): return true
    case (_, nil): return false
    case (let l?, let r?): return (l.line, l.column) < (r.line, r.column)
    }
  }

  /// `file:line:column`, or `file` alone, as compilers and editors link to it.
  public var description: String {
    position.map { "\(file):\($0.line):\($0.column)" } ?? file
  }
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
