/// A font file HarfBuzz could not open, with the path and what went wrong.
package struct HarfBuzzError: Error, Sendable, Equatable, CustomStringConvertible {
  package enum Kind: Sendable, Equatable {
    /// The file does not exist or cannot be read.
    case unreadable
    /// The file was read but holds no font face at the index asked for.
    case noFace(index: Int, faceCount: Int)
    /// HarfBuzz itself could not be loaded; the loader's reason.
    case libraryUnavailable(String)
  }

  package let path: String
  package let kind: Kind

  package init(path: String, kind: Kind) {
    self.path = path
    self.kind = kind
  }

  package var description: String {
    switch kind {
    case .unreadable:
      return "cannot read font file \(path)"
    case .noFace(let index, let count):
      return count == 0
        ? "\(path) is not a font file HarfBuzz can read"
        : "\(path) has \(count) font face\(count == 1 ? "" : "s"); there is no face \(index)"
    case .libraryUnavailable(let reason):
      return "HarfBuzz cannot be loaded: \(reason)"
    }
  }
}
