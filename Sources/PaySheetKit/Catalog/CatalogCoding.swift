import Foundation

// MARK: Reading

extension StringCatalog {
  /// Reads a catalog from the bytes of an `.xcstrings` file.
  ///
  /// - Parameter file: the path reported in errors.
  public init(jsonBytes: [UInt8], file: String? = nil) throws(CatalogError) {
    do {
      let root = try JSONNode.parse(jsonBytes)
      try self.init(root)
    } catch {
      throw error.withFile(file)
    }
  }

  /// Reads a catalog from a file.
  public init(contentsOf url: URL) throws(CatalogError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw CatalogError(
        kind: .io, file: url.path, line: 1, column: 1, message: "cannot read file: \(error)")
    }
    try self.init(jsonBytes: [UInt8](data), file: url.path)
  }

  /// Builds a catalog from parsed JSON; errors point at the offending node.
  public init(_ root: JSONNode) throws(CatalogError) {
    var object = try ObjectReader(root, what: "the catalog")
    guard let sourceLanguage = try object.string("sourceLanguage") else {
      throw object.missing("sourceLanguage")
    }
    guard let version = try object.string("version") else {
      throw object.missing("version")
    }
    var strings = OrderedMap<CatalogEntry>()
    if let node = object.take("strings") {
      let members = try ObjectReader.members(of: node, what: "\"strings\"")
      for member in members {
        if strings.contains(key: member.key) {
          throw CatalogError(
            .schema, at: member.keyPosition ?? Self.origin, "duplicate string key \"\(member.key)\""
          )
        }
        var entry = try CatalogEntry(member.value)
        entry.keyPosition = member.keyPosition
        strings[member.key] = entry
      }
    }
    self.init(
      sourceLanguage: sourceLanguage, version: version, strings: strings,
      extraMembers: object.remaining())
    memberOrder = object.order
  }

  static let origin = SourcePosition(line: 1, column: 1, offset: 0)
}

extension CatalogEntry {
  init(_ node: JSONNode) throws(CatalogError) {
    var object = try ObjectReader(node, what: "a string entry")
    let comment = try object.string("comment")
    let extractionState = try object.string("extractionState")
    let shouldTranslate = try object.bool("shouldTranslate")
    let localizations = try object.map("localizations") { node throws(CatalogError) in
      try Localization(node)
    }
    self.init(
      comment: comment, extractionState: extractionState, shouldTranslate: shouldTranslate,
      localizations: localizations ?? [:], extraMembers: object.remaining())
    position = node.position
    memberOrder = object.order
  }
}

extension Localization {
  init(_ node: JSONNode) throws(CatalogError) {
    var object = try ObjectReader(node, what: "a localization")
    let stringUnit = try object.take("stringUnit").map { node throws(CatalogError) in
      try StringUnit(node)
    }
    let variations = try object.take("variations").map { node throws(CatalogError) in
      try Variations(node)
    }
    let substitutions = try object.map("substitutions") { node throws(CatalogError) in
      try Substitution(node)
    }
    self.init(
      stringUnit: stringUnit, variations: variations, substitutions: substitutions ?? [:],
      extraMembers: object.remaining())
    position = node.position
    memberOrder = object.order
  }
}

extension StringUnit {
  init(_ node: JSONNode) throws(CatalogError) {
    var object = try ObjectReader(node, what: "a stringUnit")
    let state = try object.string("state")
    let valuePosition = object.position(of: "value")
    guard let value = try object.string("value") else { throw object.missing("value") }
    self.init(state: state, value: value, extraMembers: [:])
    self.extraMembers = object.remaining()
    self.valuePosition = valuePosition
    position = node.position
    memberOrder = object.order
  }
}

extension Variations {
  init(_ node: JSONNode) throws(CatalogError) {
    var object = try ObjectReader(node, what: "variations")
    let plural = try object.map("plural") { node throws(CatalogError) in try Localization(node) }
    let device = try object.map("device") { node throws(CatalogError) in try Localization(node) }
    self.init(plural: plural ?? [:], device: device ?? [:], extraMembers: object.remaining())
    position = node.position
    memberOrder = object.order
  }
}

extension Substitution {
  init(_ node: JSONNode) throws(CatalogError) {
    var object = try ObjectReader(node, what: "a substitution")
    let argNum = try object.int("argNum")
    let formatSpecifier = try object.string("formatSpecifier")
    let variations = try object.take("variations").map { node throws(CatalogError) in
      try Variations(node)
    }
    self.init(
      argNum: argNum, formatSpecifier: formatSpecifier, variations: variations,
      extraMembers: object.remaining())
    position = node.position
    memberOrder = object.order
  }
}

/// Takes known members out of a JSON object one by one, type-checking each, so that
/// whatever is left over is exactly the set of unknown members to preserve.
struct ObjectReader {
  private var members: [String: JSONMember] = [:]
  let order: [String]
  let what: String
  let position: SourcePosition?

  init(_ node: JSONNode, what: String) throws(CatalogError) {
    let list = try Self.members(of: node, what: what)
    var order: [String] = []
    for member in list {
      if members[member.key] != nil {
        throw CatalogError(
          .schema, at: member.keyPosition ?? StringCatalog.origin,
          "duplicate key \"\(member.key)\" in \(what)")
      }
      members[member.key] = member
      order.append(member.key)
    }
    self.order = order
    self.what = what
    self.position = node.position
  }

  static func members(of node: JSONNode, what: String) throws(CatalogError) -> [JSONMember] {
    guard case .object(let members) = node.value else {
      throw CatalogError(
        .schema, at: node.position ?? StringCatalog.origin,
        "expected an object for \(what), found \(node.value.kindName)")
    }
    return members
  }

  mutating func take(_ key: String) -> JSONNode? {
    members.removeValue(forKey: key)?.value
  }

  func position(of key: String) -> SourcePosition? {
    members[key]?.value.position
  }

  mutating func string(_ key: String) throws(CatalogError) -> String? {
    guard let node = take(key) else { return nil }
    guard case .string(let text) = node.value else { throw mismatch(key, node, "a string") }
    return text
  }

  mutating func bool(_ key: String) throws(CatalogError) -> Bool? {
    guard let node = take(key) else { return nil }
    guard case .bool(let flag) = node.value else { throw mismatch(key, node, "a boolean") }
    return flag
  }

  mutating func int(_ key: String) throws(CatalogError) -> Int? {
    guard let node = take(key) else { return nil }
    // Only canonical integer literals, so that writing the Int back reproduces the text.
    guard case .number(let literal) = node.value, let number = Int(literal),
      String(number) == literal
    else { throw mismatch(key, node, "an integer") }
    return number
  }

  mutating func map<T>(_ key: String, _ transform: (JSONNode) throws(CatalogError) -> T)
    throws(CatalogError) -> OrderedMap<T>?
  {
    guard let node = take(key) else { return nil }
    var result = OrderedMap<T>()
    for member in try Self.members(of: node, what: "\"\(key)\"") {
      if result.contains(key: member.key) {
        throw CatalogError(
          .schema, at: member.keyPosition ?? StringCatalog.origin,
          "duplicate key \"\(member.key)\" in \"\(key)\"")
      }
      result[member.key] = try transform(member.value)
    }
    return result
  }

  func missing(_ key: String) -> CatalogError {
    CatalogError(
      .schema, at: position ?? StringCatalog.origin, "\(what) is missing \"\(key)\"")
  }

  private func mismatch(_ key: String, _ node: JSONNode, _ expected: String) -> CatalogError {
    CatalogError(
      .schema, at: node.position ?? StringCatalog.origin,
      "expected \(expected) for \"\(key)\", found \(node.value.kindName)")
  }

  /// The members nobody took, in their original order.
  func remaining() -> OrderedMap<JSONNode> {
    OrderedMap(order.compactMap { key in members[key].map { (key, $0.value) } })
  }
}

// MARK: Writing

extension StringCatalog {
  /// The catalog as a JSON tree, members in their remembered order.
  public func jsonNode() -> JSONNode {
    let strings = JSONNode(
      .object(self.strings.map { JSONMember(key: $0.key, value: $0.value.jsonNode()) }))
    return encodeObject(
      [
        ("sourceLanguage", node(.string(sourceLanguage))), ("strings", strings),
        ("version", node(.string(version))),
      ],
      extra: extraMembers, order: memberOrder)
  }

  /// The file's bytes in Xcode's layout (keys in stored order; see `sortedForXcode()`).
  public func xcodeBytes() -> [UInt8] {
    jsonNode().xcodeJSONBytes()
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
  public func sortedForXcode() -> StringCatalog {
    var copy = self
    copy.strings = strings.mapValues { $0.sortedForXcode() }
    copy.strings.sortKeys(by: XcodeKeyOrder.areInIncreasingOrder)
    copy.extraMembers = sortedExtras(extraMembers)
    copy.memberOrder = XcodeKeyOrder.sorted(memberOrder)
    return copy
  }
}

extension CatalogEntry {
  func sortedForXcode() -> CatalogEntry {
    var copy = self
    copy.localizations = sortedMap(localizations) { $0.sortedForXcode() }
    copy.extraMembers = sortedExtras(extraMembers)
    copy.memberOrder = XcodeKeyOrder.sorted(memberOrder)
    return copy
  }
}

extension Localization {
  func sortedForXcode() -> Localization {
    var copy = self
    copy.stringUnit = stringUnit?.sortedForXcode()
    copy.variations = variations?.sortedForXcode()
    copy.substitutions = sortedMap(substitutions) { $0.sortedForXcode() }
    copy.extraMembers = sortedExtras(extraMembers)
    copy.memberOrder = XcodeKeyOrder.sorted(memberOrder)
    return copy
  }
}

extension StringUnit {
  func sortedForXcode() -> StringUnit {
    var copy = self
    copy.extraMembers = sortedExtras(extraMembers)
    copy.memberOrder = XcodeKeyOrder.sorted(memberOrder)
    return copy
  }
}

extension Variations {
  func sortedForXcode() -> Variations {
    var copy = self
    copy.plural = sortedMap(plural) { $0.sortedForXcode() }
    copy.device = sortedMap(device) { $0.sortedForXcode() }
    copy.extraMembers = sortedExtras(extraMembers)
    copy.memberOrder = XcodeKeyOrder.sorted(memberOrder)
    return copy
  }
}

extension Substitution {
  func sortedForXcode() -> Substitution {
    var copy = self
    copy.variations = variations?.sortedForXcode()
    copy.extraMembers = sortedExtras(extraMembers)
    copy.memberOrder = XcodeKeyOrder.sorted(memberOrder)
    return copy
  }
}

private func sortedMap<T>(_ map: OrderedMap<T>, _ sortValue: (T) -> T) -> OrderedMap<T> {
  var result = map.mapValues(sortValue)
  result.sortKeys(by: XcodeKeyOrder.areInIncreasingOrder)
  return result
}

private func sortedExtras(_ extras: OrderedMap<JSONNode>) -> OrderedMap<JSONNode> {
  sortedMap(extras) { $0.sortedForXcode() }
}
