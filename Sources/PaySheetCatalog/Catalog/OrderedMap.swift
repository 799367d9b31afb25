import PaySheetReading

/// A string-keyed dictionary that remembers insertion order.
///
/// Catalog objects must be written back in the order they were read, which `Dictionary`
/// cannot do; lookups by key still take constant time.
///
/// Reading and iterating are `@inlinable`: the linter walks a large catalog's maps tens of
/// thousands of times from other modules, and called through the generic code of this one,
/// each step looked up the element type's metadata at run time; a lint of the largest real
/// catalog took a quarter less time once they were.
package struct OrderedMap<Value: Sendable & Equatable>: Sendable, Equatable, RandomAccessCollection
{
  package typealias Element = (key: String, value: Value)

  package private(set) var keys: [String] = []
  package private(set) var values: [Value] = []
  @usableFromInline internal private(set) var indexByKey: [ExactString: Int] = [:]

  package init() {}

  /// An empty map with room for `count` entries, so that filling it never regrows its
  /// arrays or rehashes its index: a catalog's maps are filled once, as they are read, and
  /// growing them entry by entry was 2,800 instructions an entry (31 million for the
  /// 11,000 localizations of DuckDuckGo's catalog).
  package init(minimumCapacity count: Int) {
    keys.reserveCapacity(count)
    values.reserveCapacity(count)
    indexByKey = Dictionary(minimumCapacity: count)
  }

  /// Creates a map from pairs; a repeated key keeps its first place and its last value.
  package init(_ pairs: some Sequence<(String, Value)>) {
    self.init(minimumCapacity: pairs.underestimatedCount)
    for (key, value) in pairs { append(key, value) }
  }

  /// Adds `value` at the end for a new `key`, or replaces the value of one the map has (it
  /// keeps its place), with the key hashed once.
  package mutating func append(_ key: String, _ value: Value) {
    if let index = indexByKey.updateValue(keys.count, forKey: ExactString(key)) {
      indexByKey[ExactString(key)] = index
      values[index] = value
    } else {
      keys.append(key)
      values.append(value)
    }
  }

  @inlinable package var startIndex: Int { 0 }
  @inlinable package var endIndex: Int { keys.count }

  @inlinable package subscript(position: Int) -> Element {
    (keys[position], values[position])
  }

  /// The value for `key`; assigning `nil` removes the entry, assigning to a new key appends it.
  package subscript(key: String) -> Value? {
    @inlinable get { indexByKey[ExactString(key)].map { values[$0] } }
    set {
      if let index = indexByKey[ExactString(key)] {
        if let newValue {
          values[index] = newValue
        } else {
          keys.remove(at: index)
          values.remove(at: index)
          rebuildIndex()
        }
      } else if let newValue {
        append(key, newValue)
      }
    }
  }

  /// The entries in order, as two arrays walked together: for loops in other modules,
  /// where walking the map as a `Collection` goes through its generic conformance at run
  /// time, which was a third of the work of a lint of the largest real catalog.
  @inlinable package var pairs: Zip2Sequence<[String], [Value]> { zip(keys, values) }

  /// Whether the map has an entry for `key`.
  @inlinable package func contains(key: String) -> Bool { indexByKey[ExactString(key)] != nil }

  private mutating func rebuildIndex() {
    indexByKey = Dictionary(uniqueKeysWithValues: keys.enumerated().map { (ExactString($1), $0) })
  }

  package static func == (lhs: OrderedMap, rhs: OrderedMap) -> Bool {
    lhs.keys.map(ExactString.init) == rhs.keys.map(ExactString.init) && lhs.values == rhs.values
  }
}

extension OrderedMap: ExpressibleByDictionaryLiteral {
  package init(dictionaryLiteral elements: (String, Value)...) {
    self.init(elements)
  }
}

// `pairs` made in this module for the maps the lint walks most: the generic getter, though
// inlinable, is called unspecialized from the lint's module, and looked up the array's
// type and zip's witnesses at every call, some 1,000 instructions a localization (37
// million on Cork's catalog, 45 million on Anytype's).
extension OrderedMap where Value == Localization {
  /// The entries in order, as two arrays walked together.
  package var pairs: Zip2Sequence<[String], [Localization]> { zip(keys, values) }
}

extension OrderedMap where Value == Substitution {
  /// The entries in order, as two arrays walked together.
  package var pairs: Zip2Sequence<[String], [Substitution]> { zip(keys, values) }
}
