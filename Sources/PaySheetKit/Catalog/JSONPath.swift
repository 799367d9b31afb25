/// One step of a path into a JSON document.
package enum JSONPathStep: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  case key(String)
  case index(Int)

  package init(stringLiteral value: String) { self = .key(value) }
  package init(integerLiteral value: Int) { self = .index(value) }
}

extension JSONNode {
  /// The deepest node along `path` that exists, so an error about a missing member points
  /// at the object that lacks it.
  package func node(at path: [JSONPathStep]) -> JSONNode {
    var node = self
    for step in path {
      switch (step, node.value) {
      case (.key(let key), .object(let members)):
        guard let member = members.last(where: { $0.key == key }) else { return node }
        node = member.value
      case (.index(let index), .array(let elements)) where elements.indices.contains(index):
        node = elements[index]
      default:
        return node
      }
    }
    return node
  }
}
