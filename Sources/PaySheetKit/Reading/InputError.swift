/// An input file that cannot be read, with the place of the value at fault.
///
/// Every file the package takes (String Catalogs, sheets, device profiles, lint
/// configurations, glossaries) is read by one reader and fails with this one error, so that
/// `description` always follows the `file:line:column: error: message` convention that
/// build tools and editors link to.
public struct InputError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The broad class of problem, for callers that react differently to each.
  public enum Kind: Sendable, Equatable {
    /// The bytes are not valid UTF-8.
    case invalidUTF8
    /// The text is not valid JSON.
    case syntax
    /// Objects or arrays are nested deeper than the reader allows.
    case nestingTooDeep
    /// The JSON is valid but a member is missing, unknown, repeated, of the wrong type or
    /// out of range.
    case schema
    /// The file could not be read.
    case io
  }

  public let kind: Kind
  /// The file, once the caller that named it has said so: the reader sees only bytes.
  public private(set) var file: String?
  /// Where in the file, or `nil` when the error has no place in it (it cannot be read at all).
  public let position: SourcePosition?
  public let message: String

  public init(kind: Kind, file: String? = nil, position: SourcePosition?, message: String) {
    self.kind = kind
    self.file = file
    self.position = position
    self.message = message
  }

  init(_ kind: Kind, at position: SourcePosition, _ message: String) {
    self.init(kind: kind, position: position, message: message)
  }

  /// The file and place of the error; `<input>` stands for a file no caller named.
  public var location: SourceLocation {
    SourceLocation(file: file ?? "<input>", position: position)
  }

  /// `file:line:column: error: message`, as compilers write it.
  public var description: String {
    "\(place): error: \(message)"
  }

  /// `file:line:column: message`, for a tool that puts its own `error:` first.
  public var placeAndMessage: String { "\(place): \(message)" }

  /// `file:line:column`, or `file` alone when the error has no place in it.
  public var place: String { location.description }

  package func withFile(_ file: String?) -> InputError {
    var copy = self
    copy.file = file ?? self.file
    return copy
  }
}

/// The error of reading a String Catalog.
public typealias CatalogError = InputError
