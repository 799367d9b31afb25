/// A place in a file: the one way the package says where an error or a finding is.
///
/// Reader errors, device-profile errors and lint findings all carry one. A location without a
/// position is the file as a whole: one that could not be opened, or a problem that has no one
/// place in it (a glossary that cannot be read); reports then name the file alone rather than
/// a line that holds nothing.
public struct FilePlace: Sendable, Hashable, Comparable, CustomStringConvertible {
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
  public func inFile(_ file: String) -> FilePlace {
    FilePlace(file: file, position: position)
  }

  /// File, then line and column; the file as a whole comes before its places.
  public static func < (lhs: FilePlace, rhs: FilePlace) -> Bool {
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
