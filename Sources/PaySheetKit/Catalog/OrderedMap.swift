/// A string-keyed dictionary that remembers insertion order.
///
/// Catalog objects must be written back in the order they were read, which `Dictionary`
/// cannot do; lookups by key still take constant time.
public struct OrderedMap<Value: Sendable & Equatable>: Sendable, Equatable, RandomAccessCollection {
  public typealias Element = (key: String, value: Value)

  public private(set) var keys: [String] = []
  public private(set) var values: [Value] = []
  private var indexByKey: [String: Int] = [:]

  public init() {}

  /// Creates a map from pairs; a repeated key keeps its first place and its last value.
  public init(_ pairs: some Sequence<(String, Value)>) {
    for (key, value) in pairs { self[key] = value }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { keys.count }

  public subscript(position: Int) -> Element {
    (keys[position], values[position])
  }

  /// The value for `key`; assigning `nil` removes the entry, assigning to a new key appends it.
  public subscript(key: String) -> Value? {
    get { indexByKey[key].map { values[$0] } }
    set {
      if let index = indexByKey[key] {
        if let newValue {
          values[index] = newValue
        } else {
          keys.remove(at: index)
          values.remove(at: index)
          rebuildIndex()
        }
      } else if let newValue {
        indexByKey[key] = keys.count
        keys.append(key)
        values.append(newValue)
      }
    }
  }

  /// Whether the map has an entry for `key`.
  public func contains(key: String) -> Bool { indexByKey[key] != nil }

  /// The same entries with values transformed, in the same order.
  public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> OrderedMap<T> {
    var result = OrderedMap<T>()
    result.keys = keys
    result.values = try values.map(transform)
    result.indexByKey = indexByKey
    return result
  }

  /// Reorders the entries; `areInIncreasingOrder` compares keys.
  public mutating func sortKeys(by areInIncreasingOrder: (String, String) throws -> Bool) rethrows {
    let order = try keys.indices.sorted { try areInIncreasingOrder(keys[$0], keys[$1]) }
    keys = order.map { keys[$0] }
    values = order.map { values[$0] }
    rebuildIndex()
  }

  private mutating func rebuildIndex() {
    indexByKey = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
  }

  public static func == (lhs: OrderedMap, rhs: OrderedMap) -> Bool {
    lhs.keys == rhs.keys && lhs.values == rhs.values
  }
}

extension OrderedMap: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (String, Value)...) {
    self.init(elements)
  }
}
