/// An error found while reading a String Catalog, with the place it was found.
///
/// `description` follows the `file:line:column: error: message` convention so that build
/// tools and editors can jump to the spot.
public struct CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The broad class of problem, for callers that react differently to each.
  public enum Kind: Sendable, Equatable {
    /// The bytes are not valid UTF-8.
    case invalidUTF8
    /// The text is not valid JSON.
    case syntax
    /// Objects or arrays are nested deeper than the reader allows.
    case nestingTooDeep
    /// The JSON is valid but does not have the shape of a String Catalog.
    case schema
    /// The file could not be read.
    case io
  }

  public var kind: Kind
  public var file: String?
  public var line: Int
  public var column: Int
  public var message: String

  public init(kind: Kind, file: String? = nil, line: Int, column: Int, message: String) {
    self.kind = kind
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }

  init(_ kind: Kind, at position: SourcePosition, _ message: String) {
    self.init(kind: kind, line: position.line, column: position.column, message: message)
  }

  public var description: String {
    "\(file ?? "<input>"):\(line):\(column): error: \(message)"
  }

  func withFile(_ file: String?) -> CatalogError {
    var copy = self
    copy.file = file
    return copy
  }
}
