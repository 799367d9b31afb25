import Foundation
import PaySheetReading

// MARK: Reading

extension StringCatalog {
  /// Reads a catalog from the bytes of an `.xcstrings` file.
  ///
  /// - Parameter file: the path reported in errors.
  public init(jsonBytes: [UInt8], file: String? = nil) throws(InputError) {
    try self.init(reading: JSONReader.document(jsonBytes, file: file))
  }

  /// The largest catalog read: the largest real catalogs are about 4 MB, and 256 MiB keeps a
  /// stray file from being loaded whole.
  public static let maximumFileSize = 256 << 20

  /// Reads a catalog from a file.
  public init(contentsOf url: URL, displayPath: String? = nil) throws(InputError) {
    self = try Self.readWithNotes(contentsOf: url, displayPath: displayPath).catalog
  }

  /// Builds a catalog from parsed JSON; errors point at the offending node.
  package init(_ root: JSONNode) throws(InputError) {
    try self.init(reading: JSONReader(root, file: nil))
  }

  /// Reads a catalog as Xcode reads one: a `null` member is absent, and of a member that
  /// appears twice the last is read, each such member recorded in `duplicates`.
  package init(reading whole: JSONReader, duplicates: DuplicateMembers = DuplicateMembers())
    throws(InputError)
  {
    let document = whole.recordingDuplicates(in: duplicates)
    var object = try document.object("a String Catalog object")
    let sourceLanguage = try object.required("sourceLanguage").string()
    let version = try object.required("version").string()
    var strings = OrderedMap<CatalogEntry>()
    if var object = try object.optional("strings")?.object() {
      // Keys are read on every core: a large catalog has hundreds, each read on its own.
      let members = object.takeAll().filter { !$0.value.isNull }
      let entries = try members.parallelMap(minimumCount: 128) {
        (member) throws(InputError) in
        var entry = try CatalogEntry.read(member.value)
        entry.keyPosition = member.value.place
        return entry
      }
      strings = OrderedMap(minimumCapacity: members.count)
      for (member, entry) in zip(members, entries) { strings.append(member.key, entry) }
    }
    self.init(
      sourceLanguage: sourceLanguage, version: version, strings: strings,
      extraMembers: extras(object))
    memberOrder = object.order
  }
}

/// The members nobody took, kept as written so that a round trip keeps them.
private func extras(_ object: some CatalogObject) -> OrderedMap<JSONNode> {
  let remaining = object.remaining()
  // Almost every object has none: an empty map here costs no allocation or index.
  guard !remaining.isEmpty else { return OrderedMap() }
  return OrderedMap(remaining.map { ($0.key, $0.value) })
}

extension CatalogObject {
  /// A member that is an object of data keys (languages, plural categories, names), each
  /// read by `read`.
  fileprivate mutating func map<T>(
    _ key: String, _ read: (Value) throws(Value.Failure) -> T
  ) throws(Value.Failure) -> OrderedMap<T>? {
    guard var members = try optional(key)?.object("an object") else { return nil }
    let all = members.takeAll()
    var result = OrderedMap<T>(minimumCapacity: all.count)
    for (name, value) in all where !value.isNull { result.append(name, try read(value)) }
    return result
  }
}

extension CatalogEntry {
  /// The entry of one key: straight from the tree when it has the common shape, else
  /// through the reader, which names what is wrong or records a repeated member.
  static func read(_ reader: JSONReader) throws(InputError) -> CatalogEntry {
    if let plain = try? CatalogEntry(reading: PlainValue(reader.node)) { return plain }
    return try CatalogEntry(reading: reader)
  }

  init<Source: CatalogValue>(reading reader: Source) throws(Source.Failure) {
    var object = try reader.object("a string entry object")
    let comment = try object.optional("comment")?.string()
    let extractionState = try object.optional("extractionState")?.string()
    let shouldTranslate = try object.optional("shouldTranslate")?.bool()
    let localizations = try object.map("localizations") { (node) throws(Source.Failure) in
      try Localization(reading: node, depth: 0)
    }
    self.init(
      comment: comment, extractionState: extractionState, shouldTranslate: shouldTranslate,
      localizations: localizations ?? [:], extraMembers: extras(object))
    position = reader.position
    memberOrder = object.order
  }
}

/// The deepest that variations nest in a catalog: Xcode writes 3 or 4 levels (a device's
/// plural inside a substitution), and each level read takes about 10 kB of stack, so 8 keep
/// a catalog readable on a 512 KiB thread (a secondary thread's stack on Apple platforms).
package let maximumVariationDepth = 8

extension Localization {
  /// - Parameter depth: how many variations this localization is inside.
  init<Source: CatalogValue>(reading reader: Source, depth: Int) throws(Source.Failure) {
    var object = try reader.object("a localization object")
    let stringUnit = try object.optional("stringUnit").map { (node) throws(Source.Failure) in
      try StringUnit(reading: node)
    }
    let variations = try object.optional("variations").map { (node) throws(Source.Failure) in
      try Variations(reading: node, depth: depth + 1)
    }
    let substitutions = try object.map("substitutions") { (node) throws(Source.Failure) in
      try Substitution(reading: node, depth: depth)
    }
    self.init(
      stringUnit: stringUnit, variations: variations, substitutions: substitutions ?? [:],
      extraMembers: extras(object))
    position = reader.position
    memberOrder = object.order
  }
}

extension StringUnit {
  init<Source: CatalogValue>(reading reader: Source) throws(Source.Failure) {
    var object = try reader.object("a stringUnit object")
    let state = try object.optional("state")?.string()
    guard let valueMember = object.optional("value") else {
      throw reader.error("\(reader.path) has no 'value'; a stringUnit needs one")
    }
    let value = try valueMember.string()
    self.init(state: state, value: value, extraMembers: extras(object))
    self.valuePosition = valueMember.position
    position = reader.position
    memberOrder = object.order
  }
}

extension Variations {
  /// - Parameter depth: 1 for the variations of a key's own localization, one more for
  ///   each variations they are inside.
  init<Source: CatalogValue>(reading reader: Source, depth: Int) throws(Source.Failure) {
    guard depth <= maximumVariationDepth else {
      throw reader.error(
        "\(reader.path) nests variations \(depth) levels deep; a catalog may nest at most \(maximumVariationDepth) (Xcode writes 3 or 4): flatten the variations"
      )
    }
    var object = try reader.object("a variations object")
    let plural = try object.map("plural") { (node) throws(Source.Failure) in
      try Localization(reading: node, depth: depth)
    }
    let device = try object.map("device") { (node) throws(Source.Failure) in
      try Localization(reading: node, depth: depth)
    }
    self.init(plural: plural ?? [:], device: device ?? [:], extraMembers: extras(object))
    position = reader.position
    memberOrder = object.order
  }
}

extension Substitution {
  /// - Parameter depth: how many variations the substitution's localization is inside.
  init<Source: CatalogValue>(reading reader: Source, depth: Int) throws(Source.Failure) {
    var object = try reader.object("a substitution object")
    let argNum = try object.optional("argNum")?.canonicalInteger()
    let formatSpecifier = try object.optional("formatSpecifier")?.string()
    let variations = try object.optional("variations").map { (node) throws(Source.Failure) in
      try Variations(reading: node, depth: depth + 1)
    }
    self.init(
      argNum: argNum, formatSpecifier: formatSpecifier, variations: variations,
      extraMembers: extras(object))
    position = reader.position
    memberOrder = object.order
  }
}

// MARK: Two ways to read a value

/// A value the catalog's model types read from: a `JSONReader`, which explains every error
/// and records repeated members, or a `PlainValue`, which reads the common shape straight
/// from the tree. The model types are written once, against this.
protocol CatalogValue {
  associatedtype Object: CatalogObject where Object.Value == Self
  associatedtype Failure: Error
  var isNull: Bool { get }
  var position: SourcePosition? { get }
  /// Where the value is, for messages.
  var path: FieldPath { get }
  func object(_ expected: String) throws(Failure) -> Object
  func string() throws(Failure) -> String
  func bool() throws(Failure) -> Bool
  func canonicalInteger() throws(Failure) -> Int
  func error(_ message: String) -> Failure
}

/// The members of an object that a `CatalogValue` reads, taken one by one.
protocol CatalogObject {
  associatedtype Value: CatalogValue where Value.Object == Self
  /// Takes a member that may be absent; `null` counts as absent.
  mutating func optional(_ key: String) -> Value?
  mutating func takeAll() -> [(key: String, value: Value)]
  /// The members nobody took, in file order.
  func remaining() -> [JSONMember]
  /// The member names in file order.
  var order: [String] { get }
}

extension JSONReader: CatalogValue {}
extension JSONObjectReader: CatalogObject {}

/// A value of the tree read as a catalog's common case: objects whose members each appear
/// once, of the kinds the model expects. On anything else it gives up, and the caller reads
/// the value through a `JSONReader`, which says what is wrong and where: reading every value
/// of the largest real catalog through one, with a path and a member list for each, took
/// some 7,000 instructions a string unit and a fifth of a lint.
struct PlainValue: CatalogValue {
  /// Anything but the common case.
  struct NotPlain: Error {}

  let node: JSONNode

  init(_ node: JSONNode) { self.node = node }

  var isNull: Bool {
    if case .null = node.value { return true }
    return false
  }

  var position: SourcePosition? { node.position }
  var path: FieldPath { FieldPath() }

  func object(_ expected: String) throws(NotPlain) -> PlainObject {
    guard case .object(let members) = node.value else { throw NotPlain() }
    return try PlainObject(members)
  }

  func string() throws(NotPlain) -> String {
    guard case .string(let text) = node.value else { throw NotPlain() }
    return text
  }

  func bool() throws(NotPlain) -> Bool {
    guard case .bool(let flag) = node.value else { throw NotPlain() }
    return flag
  }

  func canonicalInteger() throws(NotPlain) -> Int {
    guard case .number(let literal) = node.value, let value = Int(literal), String(value) == literal
    else { throw NotPlain() }
    return value
  }

  func error(_ message: String) -> NotPlain { NotPlain() }
}

/// The members of a `PlainValue` object, each name once (compared by exact scalars, as the
/// reader compares them).
struct PlainObject: CatalogObject {
  private let members: [JSONMember]
  /// Which members are taken, a bit each.
  private var taken: UInt64 = 0

  /// Objects of a catalog have a handful of members, a map of languages a few dozen.
  private static let largest = 64

  init(_ members: [JSONMember]) throws(PlainValue.NotPlain) {
    guard members.count <= Self.largest else { throw PlainValue.NotPlain() }
    if members.count > 8 {
      var names = Set<ExactString>(minimumCapacity: members.count)
      for member in members where !names.insert(ExactString(member.key)).inserted {
        throw PlainValue.NotPlain()
      }
    } else {
      for later in members.indices.dropFirst() {
        let name = ExactString(members[later].key)
        for earlier in 0..<later where ExactString(members[earlier].key) == name {
          throw PlainValue.NotPlain()
        }
      }
    }
    self.members = members
  }

  mutating func optional(_ key: String) -> PlainValue? {
    let wanted = ExactString(key)
    for position in members.indices where ExactString(members[position].key) == wanted {
      guard taken & (1 << UInt64(position)) == 0 else { return nil }
      taken |= 1 << UInt64(position)
      let value = PlainValue(members[position].value)
      return value.isNull ? nil : value
    }
    return nil
  }

  mutating func takeAll() -> [(key: String, value: PlainValue)] {
    var left: [(key: String, value: PlainValue)] = []
    left.reserveCapacity(members.count)
    for (position, member) in members.enumerated() where taken & (1 << UInt64(position)) == 0 {
      left.append((member.key, PlainValue(member.value)))
    }
    taken = .max
    return left
  }

  func remaining() -> [JSONMember] {
    guard taken != .max, taken.nonzeroBitCount < members.count else { return [] }
    return members.indices.filter { taken & (1 << UInt64($0)) == 0 }.map { members[$0] }
  }

  var order: [String] {
    for shared in Self.commonOrders where shared.count == members.count {
      var same = true
      for index in shared.indices
      where ExactString(shared[index]) != ExactString(members[index].key) {
        same = false
        break
      }
      if same { return shared }
    }
    return members.map(\.key)
  }

  /// The member orders most objects of a catalog have, each shared by the objects that have
  /// it rather than made again for each: Anytype's, Cork's and DuckDuckGo's catalogs have
  /// 45,000 `stringUnit` objects and 45,000 localizations of one member between them.
  private static let commonOrders: [[String]] = [
    ["state", "value"], ["stringUnit"], ["comment", "extractionState", "localizations"],
    ["plural"], ["variations"], ["extractionState", "localizations"], ["localizations"],
    ["stringUnit", "substitutions"], ["formatSpecifier", "variations"],
  ]
}

// MARK: Writing

extension StringCatalog {
  /// The catalog as a JSON tree, members in their remembered order.
  package func jsonNode() -> JSONNode {
    let strings = JSONNode(
      .object(self.strings.map { JSONMember(key: $0.key, value: $0.value.jsonNode()) }))
    return encodeObject(
      [
        ("sourceLanguage", node(.string(sourceLanguage))),
        // A file without "strings" keeps none; a catalog built in code gets one, as Xcode's do.
        (
          "strings",
          memberOrder.isEmpty || memberOrder.contains("strings") || !self.strings.isEmpty
            ? strings : nil
        ),
        ("version", node(.string(version))),
      ],
      extra: extraMembers, order: memberOrder)
  }

  /// The file's bytes in Xcode's layout (keys in stored order; see `sortedForXcode()`).
  public func xcodeBytes() -> [UInt8] {
    jsonNode().xcodeJSONBytes()
  }

  /// The file's bytes in Xcode's layout and key order: `sortedForXcode().xcodeBytes()`
  /// without the sorted catalog in between, which a 100,000-key catalog took a third of
  /// `catalog fmt`'s time to read back and turn into a tree again.
  public func sortedXcodeBytes() -> [UInt8] {
    jsonNode().sortedForXcode().xcodeJSONBytes()
  }

  /// The file's contents in Xcode's layout, ready to write to disk.
  public func xcodeData() -> Data {
    Data(xcodeBytes())
  }
}

extension CatalogEntry {
  func jsonNode() -> JSONNode {
    encodeObject(
      [
        ("comment", node(comment.map { .string($0) })),
        ("extractionState", node(extractionState.map { .string($0) })),
        ("localizations", mapNode(localizations, "localizations") { $0.jsonNode() }),
        ("shouldTranslate", node(shouldTranslate.map { .bool($0) })),
      ], extra: extraMembers, order: memberOrder)
  }

  private func mapNode<T>(_ map: OrderedMap<T>, _ key: String, _ encode: (T) -> JSONNode)
    -> JSONNode?
  {
    encodeMap(map, present: memberOrder.contains(key), encode)
  }
}

extension Localization {
  func jsonNode() -> JSONNode {
    encodeObject(
      [
        ("stringUnit", stringUnit?.jsonNode()),
        (
          "substitutions",
          encodeMap(substitutions, present: memberOrder.contains("substitutions")) { $0.jsonNode() }
        ),
        ("variations", variations?.jsonNode()),
      ], extra: extraMembers, order: memberOrder)
  }
}

extension StringUnit {
  func jsonNode() -> JSONNode {
    encodeObject(
      [("state", node(state.map { .string($0) })), ("value", node(.string(value)))],
      extra: extraMembers, order: memberOrder)
  }
}

extension Variations {
  func jsonNode() -> JSONNode {
    encodeObject(
      [
        ("device", encodeMap(device, present: memberOrder.contains("device")) { $0.jsonNode() }),
        ("plural", encodeMap(plural, present: memberOrder.contains("plural")) { $0.jsonNode() }),
      ], extra: extraMembers, order: memberOrder)
  }
}

extension Substitution {
  func jsonNode() -> JSONNode {
    encodeObject(
      [
        ("argNum", node(argNum.map { .number(String($0)) })),
        ("formatSpecifier", node(formatSpecifier.map { .string($0) })),
        ("variations", variations?.jsonNode()),
      ], extra: extraMembers, order: memberOrder)
  }
}

/// A nested map as a JSON object; an empty map is written only if the file had it.
private func encodeMap<T>(_ map: OrderedMap<T>, present: Bool, _ encode: (T) -> JSONNode)
  -> JSONNode?
{
  guard present || !map.isEmpty else { return nil }
  return JSONNode(.object(map.map { JSONMember(key: $0.key, value: encode($0.value)) }))
}

private func node(_ value: JSONValue?) -> JSONNode? {
  value.map { JSONNode($0) }
}

/// Lays out an object's members: those read from a file keep their file order, and members
/// added since are slotted in where Xcode's key order puts them.
private func encodeObject(
  _ known: [(String, JSONNode?)], extra: OrderedMap<JSONNode>, order: [String]
) -> JSONNode {
  var available: [String: JSONNode] = [:]
  for (key, node) in known { if let node { available[key] = node } }
  for (key, node) in extra { available[key] = node }
  var keys = order.filter { available[$0] != nil }
  let added = XcodeKeyOrder.sorted(available.keys.filter { !order.contains($0) })
  for key in added {
    let slot = keys.firstIndex { XcodeKeyOrder.areInIncreasingOrder(key, $0) } ?? keys.endIndex
    keys.insert(key, at: slot)
  }
  return JSONNode(.object(keys.map { JSONMember(key: $0, value: available[$0]!) }))
}

// MARK: Sorting

extension StringCatalog {
  /// This catalog with every object's members in Xcode's key order (see `XcodeKeyOrder`),
  /// so that writing it gives what Xcode would write.
  ///
  /// There is one sorter, the JSON tree's: the catalog is written to its tree, the tree
  /// sorted at every depth, and the sorted tree read back, so no model type restates the
  /// order of its members.
  public func sortedForXcode() -> StringCatalog {
    do {
      return try StringCatalog(reading: JSONReader(jsonNode().sortedForXcode(), file: nil))
    } catch {
      // The tree is this catalog's own and reads back by construction; keeping the
      // catalog unsorted is the safe answer should that ever fail.
      return self
    }
  }
}
