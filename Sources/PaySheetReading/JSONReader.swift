import Synchronization

/// The place of a value inside a document, written as a user writes it: `items[1].type`.
///
/// Kept as a chain from the last step back to the first, so that giving a member its path
/// costs one small allocation rather than a copy of every step: a catalog reader gives one
/// to each of the 66,000 members of the largest real catalog, and only an error ever spells
/// one out.
///
/// Errors carry it typed (`PaySheetError.invalidSheet`), so that a reader finds the member
/// at fault by its path, never by the words of a message.
public struct FieldPath: Sendable, Hashable, CustomStringConvertible,
  ExpressibleByStringInterpolation
{
  public enum Step: Sendable, Hashable {
    case member(String)
    case index(Int)
  }

  /// One step and the path before it. Immutable, hence `Sendable`.
  private final class Link: Sendable {
    let parent: Link?
    let step: Step

    init(parent: Link?, step: Step) {
      self.parent = parent
      self.step = step
    }
  }

  private let last: Link?

  public init(_ steps: [Step] = []) {
    last = steps.reduce(nil) { Link(parent: $0, step: $1) }
  }

  /// A path as a user writes it, members joined by `.`, indexes in brackets:
  /// `items[1].amount`.
  public init(stringLiteral text: String) {
    var steps: [Step] = []
    for part in text.split(separator: ".") {
      var rest = Substring(part)
      while let bracket = rest.firstIndex(of: "["), let close = rest.firstIndex(of: "]"),
        bracket < close, let index = Int(rest[rest.index(after: bracket)..<close])
      {
        if bracket > rest.startIndex { steps.append(.member(String(rest[..<bracket]))) }
        steps.append(.index(index))
        rest = rest[rest.index(after: close)...]
      }
      if !rest.isEmpty { steps.append(.member(String(rest))) }
    }
    self.init(steps)
  }

  private init(last: Link) { self.last = last }

  /// The steps from the document down.
  public var steps: [Step] {
    var steps: [Step] = []
    var link = last
    while let current = link {
      steps.append(current.step)
      link = current.parent
    }
    return steps.reversed()
  }

  package func appending(_ step: Step) -> FieldPath {
    FieldPath(last: Link(parent: last, step: step))
  }

  public static func == (lhs: FieldPath, rhs: FieldPath) -> Bool { lhs.steps == rhs.steps }

  public func hash(into hasher: inout Hasher) { hasher.combine(steps) }

  /// The last member name on the path, such as `type` for `items[1].type`.
  public var lastMember: String? {
    for step in steps.reversed() { if case .member(let name) = step { return name } }
    return nil
  }

  public var description: String {
    var text = ""
    for step in steps {
      switch step {
      case .index(let index):
        text += "[\(index)]"
      case .member(let name) where Self.isPlain(name):
        text += text.isEmpty ? name : "." + name
      case .member(let name):
        text += "[\"\(Quote.value(name))\"]"
      }
    }
    return text.isEmpty ? "the document" : text
  }

  /// Whether a member name can be written bare in a path: a letter, then letters and digits.
  private static func isPlain(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"
    }
  }
}

/// Reads one value of a parsed document into a model, with its file and path for errors.
///
/// This is the one way from JSON to models: catalogs, sheets, device profiles and lint
/// configurations are all read through it, so every error names the file, line and column
/// of the member at fault in the file's own terms (`items[1].type is 'tax'; expected one of
/// …`), and no Swift type name or decoder wording reaches a user.
package struct JSONReader: Sendable {
  package let node: JSONNode
  package let path: FieldPath
  package let file: String?
  /// Where errors about the value point: a member's key, else the value itself.
  package let place: SourcePosition?
  /// Where a repeated member is recorded, the last one read as the value, as Foundation's
  /// `JSONSerialization` and so Xcode read it; `nil` makes a repeated member an error.
  package let duplicates: DuplicateMembers?

  package init(
    _ node: JSONNode, file: String?, path: FieldPath = FieldPath(), place: SourcePosition? = nil,
    duplicates: DuplicateMembers? = nil
  ) {
    self.node = node
    self.file = file
    self.path = path
    self.place = place ?? node.position
    self.duplicates = duplicates
  }

  /// The value at `steps` below this one, or the deepest of them the document has: where
  /// an error found after reading (a whole-sheet check naming `deferred.freeCancellationDate`)
  /// points. A member written twice is the last one, as it was read.
  package func deepest(_ steps: [FieldPath.Step]) -> JSONReader {
    var reader = self
    for step in steps {
      switch (step, reader.node.value) {
      case (.member(let name), .object(let members)):
        guard let member = members.last(where: { $0.key == name }) else { return reader }
        reader = JSONReader(
          member.value, file: file, path: reader.path.appending(step),
          place: member.keyPosition, duplicates: duplicates)
      case (.index(let index), .array(let elements)) where elements.indices.contains(index):
        reader = JSONReader(
          elements[index], file: file, path: reader.path.appending(step), duplicates: duplicates)
      default:
        return reader
      }
    }
    return reader
  }

  /// The same value, its repeated members recorded in `duplicates` rather than refused.
  package func recordingDuplicates(in duplicates: DuplicateMembers) -> JSONReader {
    JSONReader(node, file: file, path: path, place: place, duplicates: duplicates)
  }

  /// Parses `bytes` once and returns a reader of the whole document.
  package static func document(_ bytes: [UInt8], file: String?) throws(InputError) -> JSONReader {
    InputFile.countParse(file)
    do {
      return JSONReader(try JSONNode.parse(bytes), file: file)
    } catch {
      throw error.withFile(file)
    }
  }

  /// Whether the value is `null`, which a String Catalog's reader takes as absent.
  package var isNull: Bool {
    if case .null = node.value { return true }
    return false
  }

  /// Where the value starts in the file.
  package var position: SourcePosition? { node.position }

  /// An error at this value's place.
  package func error(_ message: String) -> InputError {
    let at = place ?? SourcePosition(line: 1, column: 1, offset: 0)
    return InputError(.schema, at: at, message).withFile(file)
  }

  /// `items[1].type is 'tax'; expected one of …`, quoting what the file holds.
  package func mismatch(_ expected: String) -> InputError {
    error("\(path) is \(shown); expected \(expected)")
  }

  /// What the file holds here, for messages: `'tax'`, `1e999999`, `an object`.
  package var shown: String {
    switch node.value {
    case .string(let text): "'\(Quote.value(text))'"
    case .number(let literal): Quote.value(literal)
    case .bool(let flag): String(flag)
    case .null: "null"
    case .object, .array: node.value.kindName
    }
  }

  package func string() throws(InputError) -> String {
    guard case .string(let text) = node.value else { throw mismatch("a string") }
    return text
  }

  package func bool() throws(InputError) -> Bool {
    guard case .bool(let flag) = node.value else { throw mismatch("true or false") }
    return flag
  }

  /// A whole number in `range`; anything else, `1e999999` included, names the range.
  package func integer(in range: ClosedRange<Int>) throws(InputError) -> Int {
    let expected = "a whole number from \(range.lowerBound) to \(range.upperBound)"
    guard case .number(let literal) = node.value else { throw mismatch(expected) }
    guard let value = Int(literal), range.contains(value) else { throw mismatch(expected) }
    return value
  }

  /// A whole number written canonically ("12", never "12.0" or "1e1"), so that writing the
  /// value back reproduces the text.
  package func canonicalInteger() throws(InputError) -> Int {
    guard case .number(let literal) = node.value, let value = Int(literal), String(value) == literal
    else { throw mismatch("a whole number") }
    return value
  }

  /// A finite number in `range` (`1e999` names the range, it does not become infinity).
  package func number(in range: ClosedRange<Double>, _ expected: String) throws(InputError)
    -> Double
  {
    guard case .number(let literal) = node.value, let value = Double(literal), value.isFinite,
      range.contains(value)
    else { throw mismatch(expected) }
    return value
  }

  /// One of the raw values of `T`: `items[1].type is 'tax'; expected one of item, pending, …`.
  package func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(InputError) -> T
  where T.RawValue == String {
    let names = T.allCases.map(\.rawValue)
    let expected = "one of " + names.joined(separator: ", ")
    guard case .string(let text) = node.value else { throw mismatch(expected) }
    guard let value = T(rawValue: text) else {
      let hint =
        Spelling.suggestion(for: text, among: names).map { "; did you mean '\($0)'?" } ?? ""
      throw error("\(path) is \(shown); expected \(expected)\(hint)")
    }
    return value
  }

  package func array() throws(InputError) -> [JSONReader] {
    guard case .array(let elements) = node.value else { throw mismatch("an array") }
    return elements.enumerated().map { index, element in
      JSONReader(
        element, file: file, path: path.appending(.index(index)), duplicates: duplicates)
    }
  }

  /// The members of an object, checked for duplicates; `expected` says what the object is.
  package func object(_ expected: String = "an object") throws(InputError) -> JSONObjectReader {
    guard case .object(let members) = node.value else { throw mismatch(expected) }
    return try JSONObjectReader(members, of: self)
  }
}

/// The members of one JSON object, taken one by one as a model reads them.
///
/// A member may appear once: a second one is an error that names both places, or, for a
/// reader that records duplicates, is recorded and read in place of the first. What is left
/// when the model has taken what it knows is either an error (`finish`, with a spelling
/// suggestion) or kept as it was written (`remaining`, for formats such as String Catalogs
/// whose unknown members must survive a round trip).
package struct JSONObjectReader: Sendable {
  package let reader: JSONReader
  /// The members in file order.
  private let list: [JSONMember]
  /// Which members are taken, a bit each: the largest real catalog (Cork's) has 34,000
  /// objects, and with a copy of each object's members to mark them, and of the path for
  /// each member, reading it took about 80 ms instead of 65.
  private var taken = TakenMembers()
  /// Where each name is in `list`, for objects too large to search in order; names are
  /// compared by exact scalars: "café" (NFC) and "café" (NFD) are two members.
  private let index: [ExactString: Int]?

  /// Objects up to this many members are searched in order: most objects of a catalog
  /// have two or three, and building a dictionary for each was most of reading one.
  private static let searchedInOrder = 12

  init(_ list: [JSONMember], of reader: JSONReader) throws(InputError) {
    self.reader = reader
    var list = list
    var index: [ExactString: Int] = [:]
    var repeated: [(first: Int, later: Int)] = []
    if list.count > Self.searchedInOrder {
      // Sized once: grown member by member, the index of the shipped glossary's 50
      // languages was rehashed 262 times at each start.
      index.reserveCapacity(list.count)
      for (position, member) in list.enumerated() {
        if let first = index[ExactString(member.key)] {
          repeated.append((first, position))
        } else {
          index[ExactString(member.key)] = position
        }
      }
    } else {
      for (position, member) in list.enumerated() {
        if let first = list[..<position].firstIndex(where: {
          ExactString($0.key) == ExactString(member.key)
        }) {
          repeated.append((first, position))
        }
      }
    }
    if !repeated.isEmpty {
      guard let duplicates = reader.duplicates else {
        let (first, later) = repeated[0]
        throw Self.duplicate(list[later], first: list[first], of: reader)
      }
      for (first, later) in repeated {
        duplicates.record(
          DuplicateMember(
            key: list[later].key, path: reader.path, position: list[later].keyPosition,
            first: list[first].keyPosition))
      }
      // The last one is the value, in the place of the first.
      for (first, later) in repeated { list[first] = list[later] }
      let dropped = Set(repeated.map(\.later))
      list = list.indices.filter { !dropped.contains($0) }.map { list[$0] }
      if index.isEmpty == false {
        index = [:]
        for (position, member) in list.enumerated() { index[ExactString(member.key)] = position }
      }
    }
    self.index = list.count > Self.searchedInOrder ? index : nil
    self.list = list
  }

  /// The member names in file order.
  package var order: [String] { list.map(\.key) }

  private static func duplicate(_ member: JSONMember, first: JSONMember, of reader: JSONReader)
    -> InputError
  {
    let at = first.keyPosition.map { " (first at \($0))" } ?? ""
    return Self.member(member, of: reader).error(
      "'\(Quote.value(member.key))' appears twice in \(reader.path)\(at); a member may appear once"
    )
  }

  /// The position of the member named `key`, taken or not.
  private func position(_ key: String) -> Int? {
    if let index { return index[ExactString(key)] }
    let wanted = ExactString(key)
    return list.firstIndex { ExactString($0.key) == wanted }
  }

  private func member(_ member: JSONMember) -> JSONReader {
    Self.member(member, of: reader)
  }

  private static func member(_ member: JSONMember, of reader: JSONReader) -> JSONReader {
    JSONReader(
      member.value, file: reader.file, path: reader.path.appending(.member(member.key)),
      place: member.keyPosition, duplicates: reader.duplicates)
  }

  /// Takes the member named `key` out, if it is there.
  private mutating func remove(_ key: String) -> JSONMember? {
    guard let position = position(key), !taken.contains(position) else { return nil }
    taken.insert(position)
    return list[position]
  }

  /// Whether the file has the member (null included).
  package func has(_ key: String) -> Bool { position(key).map { !taken.contains($0) } ?? false }

  /// Takes a member that may be absent; `null` counts as absent.
  package mutating func optional(_ key: String) -> JSONReader? {
    guard let found = remove(key) else { return nil }
    if case .null = found.value.value { return nil }
    return member(found)
  }

  /// Takes a member that may be absent, `null` kept as a value (for formats that write it).
  package mutating func take(_ key: String) -> JSONReader? {
    remove(key).map(member)
  }

  /// Takes a member that must be there.
  package mutating func required(_ key: String) throws(InputError) -> JSONReader {
    guard let value = optional(key) else {
      throw reader.error("\(reader.path) has no '\(key)'; it is required")
    }
    return value
  }

  /// Fails on the first member nobody took, suggesting the known name it is closest to.
  package func finish(known: [String]) throws(InputError) {
    guard let extra = remaining().first else { return }
    let key = extra.key
    let hint =
      Spelling.suggestion(for: key, among: known).map { "did you mean '\($0)'?" }
      ?? "the members are " + known.joined(separator: ", ")
    throw member(extra).error(
      "unknown member '\(Quote.value(key))' in \(reader.path); \(hint)")
  }

  /// Takes every member left, in file order: for objects whose members are data (a map of
  /// languages or script codes), not a fixed set of names.
  package mutating func takeAll() -> [(key: String, value: JSONReader)] {
    var left: [(key: String, value: JSONReader)] = []
    left.reserveCapacity(list.count)
    for (position, found) in list.enumerated() where !taken.contains(position) {
      left.append((found.key, member(found)))
    }
    taken.insertAll()
    return left
  }

  /// The members nobody took, in file order.
  package func remaining() -> [JSONMember] {
    list.indices.filter { !taken.contains($0) }.map { list[$0] }
  }
}

/// A member that appears a second time in its object, and where the first one is.
package struct DuplicateMember: Sendable, Hashable {
  package let key: String
  /// The object it is in.
  package let path: FieldPath
  /// Where the repeated key's opening quote is.
  package let position: SourcePosition?
  /// Where the first one's is.
  package let first: SourcePosition?
  /// Whether it is an XLIFF's `<trans-unit>` for a text another unit of its `<file>` gave
  /// first, `key` being its id.
  package var isTransUnit = false

  package init(
    key: String, path: FieldPath, position: SourcePosition?, first: SourcePosition?,
    isTransUnit: Bool = false
  ) {
    self.key = key
    self.path = path
    self.position = position
    self.first = first
    self.isTransUnit = isTransUnit
  }
}

/// The repeated members a document's readers found, from every core that read a part of it.
package final class DuplicateMembers: Sendable {
  private let found = Mutex<[DuplicateMember]>([])

  package init() {}

  func record(_ member: DuplicateMember) {
    found.withLock { $0.append(member) }
  }

  /// Every one recorded, in file order.
  package var all: [DuplicateMember] {
    found.withLock { $0 }.sorted { ($0.position?.offset ?? 0) < ($1.position?.offset ?? 0) }
  }
}

/// The positions of an object's members that a model has taken: a bit each, in a word for
/// the first 64 (objects of catalogs and sheets have a handful), in an array after that.
private struct TakenMembers: Sendable {
  private var first: UInt64 = 0
  private var rest: [Bool] = []
  /// Set once every member is taken, whatever the count.
  private var all = false

  func contains(_ position: Int) -> Bool {
    if all { return true }
    if position < 64 { return first & (1 << UInt64(position)) != 0 }
    let offset = position - 64
    return offset < rest.count && rest[offset]
  }

  mutating func insert(_ position: Int) {
    if position < 64 {
      first |= 1 << UInt64(position)
      return
    }
    let offset = position - 64
    if offset >= rest.count { rest += Array(repeating: false, count: offset - rest.count + 1) }
    rest[offset] = true
  }

  mutating func insertAll() { all = true }
}

/// Suggestions for misspelled names.
package enum Spelling {
  /// The known name closest to `word` by edit distance, if it is close enough to be a typo:
  /// at most a third of the word's letters, never more than 3, and only for words of four
  /// letters or more.
  package static func suggestion(for word: String, among known: [String]) -> String? {
    let letters = Array(word.lowercased().unicodeScalars)
    // Under four letters one edit is half the word: "pt" is one edit from "it", which is
    // another language, not a typo of it.
    guard (4...64).contains(letters.count) else { return nil }
    let limit = min(3, max(1, letters.count / 3))
    var best: (name: String, distance: Int)?
    for name in known {
      let distance = editDistance(letters, Array(name.lowercased().unicodeScalars))
      if distance <= limit, distance < (best?.distance ?? .max) { best = (name, distance) }
    }
    return best?.name
  }

  /// Levenshtein distance, with a swap of neighbours counted as one edit.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { rows[i][0] = i }
    for j in 0...b.count { rows[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, rows[i - 2][j - 2] + 1)
        }
        rows[i][j] = value
      }
    }
    return rows[a.count][b.count]
  }
}
