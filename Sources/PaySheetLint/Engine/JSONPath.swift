import PaySheetKit

/// A step into a JSON document: a member name or an array index.
enum JSONStep: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  case member(String)
  case index(Int)

  init(stringLiteral value: String) { self = .member(value) }
  init(integerLiteral value: Int) { self = .index(value) }
}

extension JSONNode {
  /// The node at `path`, or nil when a step does not exist.
  func node(at path: [JSONStep]) -> JSONNode? {
    var current = self
    for step in path {
      switch (step, current.value) {
      case (.member(let name), .object(let members)):
        guard let member = members.last(where: { $0.key == name }) else { return nil }
        current = member.value
      case (.index(let index), .array(let items)):
        guard items.indices.contains(index) else { return nil }
        current = items[index]
      default:
        return nil
      }
    }
    return current
  }

  /// The position of the node at `path`, or of the nearest parent that exists.
  func position(at path: [JSONStep]) -> SourcePosition? {
    var prefix = path
    while !prefix.isEmpty {
      if let found = node(at: prefix)?.position { return found }
      prefix.removeLast()
    }
    return position
  }
}
