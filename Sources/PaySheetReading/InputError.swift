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
  /// The file and place of the value at fault. The reader sees only bytes, so its errors
  /// name `FilePlace.unnamedFile` until the caller that named the file says so.
  public private(set) var location: FilePlace
  public let message: String

  public init(kind: Kind, at location: FilePlace, message: String) {
    self.kind = kind
    self.location = location
    self.message = message
  }

  /// An error at `position` in `file`; without a file, in `FilePlace.unnamedFile`.
  public init(kind: Kind, file: String? = nil, position: SourcePosition?, message: String) {
    self.init(
      kind: kind, at: FilePlace(file: file ?? FilePlace.unnamedFile, position: position),
      message: message)
  }

  init(_ kind: Kind, at position: SourcePosition, _ message: String) {
    self.init(
      kind: kind, at: FilePlace(file: FilePlace.unnamedFile, position: position),
      message: message)
  }

  /// The file, as the caller that named it said, or `FilePlace.unnamedFile`.
  public var file: String { location.file }
  /// Where in the file: its start when the error has no place in it (it cannot be read).
  public var position: SourcePosition { location.position }

  /// `file:line:column: error: message`, as compilers write it.
  public var description: String {
    "\(place): error: \(message)"
  }

  /// `file:line:column: message`, for a tool that puts its own `error:` first.
  public var placeAndMessage: String { "\(place): \(message)" }

  /// `file:line:column`; `file:1:1` when the error has no one place in the file.
  public var place: String { location.description }

  /// The same error in the file the caller named; `nil` leaves the file as it is.
  package func withFile(_ file: String?) -> InputError {
    guard let file else { return self }
    var copy = self
    copy.location = location.inFile(file)
    return copy
  }
}
