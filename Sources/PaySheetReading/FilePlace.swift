/// A place in a file: the one way the package says where an error or a finding is.
///
/// Reader errors, device-profile and configuration errors, lint findings and the fixes of
/// `--fix` all carry one. Every place has a line and a column: a problem with no one place in
/// its file (a file that cannot be opened, a glossary that cannot be read) is at the file's
/// start, line 1, column 1, so that every report format and every editor can link to it.
public struct FilePlace: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file as the user named it, relative where it can be.
  public let file: String
  /// Where in the file.
  public let position: SourcePosition

  /// What a place names before the caller that read the file says which file it was.
  public static let unnamedFile = "<input>"

  /// The place `position` in `file`; without a position, the file's start.
  public init(file: String, position: SourcePosition? = nil) {
    self.file = file
    self.position = position ?? .start
  }

  /// 1-based line.
  public var line: Int { position.line }
  /// 1-based column in Unicode scalars.
  public var column: Int { position.column }

  /// The same place in a file named differently, as a report shows a path.
  public func inFile(_ file: String) -> FilePlace {
    FilePlace(file: file, position: position)
  }

  /// File, then line and column.
  public static func < (lhs: FilePlace, rhs: FilePlace) -> Bool {
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    return lhs.position < rhs.position
  }

  /// `file:line:column`, as compilers and editors link to it.
  public var description: String { "\(file):\(position.line):\(position.column)" }
}
