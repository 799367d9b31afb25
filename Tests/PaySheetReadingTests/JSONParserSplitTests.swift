import Testing

@testable import PaySheetReading

/// A large object inside the top-level one is parsed in pieces on every core: the tree, its
/// positions and its errors must be those of the parse in order, which the same text one
/// level deeper (inside an array, where nothing is split) gives.
@Suite("JSON reader, large objects")
struct JSONParserSplitTests {
  /// A catalog-shaped document of `count` keys, well over the size that is split, with
  /// escapes, backslashes before closing quotes and non-ASCII text near the member starts.
  static func document(keys count: Int, lineBreaks: Bool = true) -> String {
    let (newline, indent) = lineBreaks ? ("\n", "  ") : ("", "")
    var members: [String] = []
    for index in 0..<count {
      let value = index % 3 == 0 ? #"a \"quoted\" é, \\"# : #"Wert {\"\#(index)\"} [ß] \n 🙂"#
      members.append(
        #"\#(indent)\#(indent)"key \#(index) ünï\\" : {\#(newline)"#
          + #"\#(indent)\#(indent)\#(indent)"localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "\#(value)" } } },\#(newline)"#
          + #"\#(indent)\#(indent)\#(indent)"list" : [1, -2.50, true, null, {"a" : []}]\#(newline)"#
          + #"\#(indent)\#(indent)}"#)
    }
    return
      "{\(newline)\(indent)\"sourceLanguage\" : \"en\",\(newline)\(indent)\"strings\" : {\(newline)"
      + members.joined(separator: ",\(newline)")
      + "\(newline)\(indent)},\(newline)\(indent)\"version\" : \"1.0\"\(newline)}"
  }

  /// The same text parsed in order: one level deeper, after a line of its own.
  private static func parsedInOrder(_ text: String) throws(InputError) -> JSONNode {
    let wrapped = try JSONNode.parse(Array("[\n\(text)\n]".utf8))
    guard case .array(let elements) = wrapped.value else { return wrapped }
    return elements[0]
  }

  /// Every position in `split` equals the one in `inOrder`, a line and two bytes later.
  private static func expectSamePositions(_ split: JSONNode, _ inOrder: JSONNode) {
    func shifted(_ position: SourcePosition?) -> SourcePosition? {
      position.map { SourcePosition(line: $0.line - 1, column: $0.column, offset: $0.offset - 2) }
    }
    var pending = [(split, inOrder)]
    var compared = 0
    while let (left, right) = pending.popLast() {
      compared += 1
      guard left.position == shifted(right.position) else {
        Issue.record(
          "\(String(describing: left.position)) != \(String(describing: right.position))")
        return
      }
      switch (left.value, right.value) {
      case (.object(let a), .object(let b)):
        for (x, y) in zip(a, b) {
          #expect(x.keyPosition == shifted(y.keyPosition))
          pending.append((x.value, y.value))
        }
      case (.array(let a), .array(let b)):
        pending += zip(a, b).map { ($0, $1) }
      default:
        break
      }
    }
    #expect(compared > 1000)
  }

  @Test(arguments: [true, false])
  func aLargeObjectParsesAsInOrder(lineBreaks: Bool) throws {
    let text = Self.document(keys: 3000, lineBreaks: lineBreaks)
    #expect(text.utf8.count > 512 << 10)
    let split = try JSONNode.parse(Array(text.utf8))
    let inOrder = try Self.parsedInOrder(text)
    #expect(split == inOrder)
    Self.expectSamePositions(split, inOrder)
  }

  /// Lines that start as the large object's members do but are inside them (every line
  /// indented alike) are not taken for members: the tree and positions are the parse's in
  /// order.
  @Test func membersAreNotGuessedFromIndentationAlone() throws {
    let text = Self.document(keys: 3000).split(separator: "\n", omittingEmptySubsequences: false)
      .map { "    " + $0.drop { $0 == " " } }.joined(separator: "\n")
    #expect(text.contains("\n    \"localizations\""))
    let split = try JSONNode.parse(Array(text.utf8))
    let inOrder = try Self.parsedInOrder(text)
    #expect(split == inOrder)
    Self.expectSamePositions(split, inOrder)
  }

  /// An error anywhere in a large object is the one the parse in order reports, at its place.
  @Test(arguments: [
    (#""value" : "Wert"#, #""value" : tru"#),  // a bad literal
    (#"[1, -2.50,"#, #"[1, -2.50,,"#),  // a missing element
    (#""state" : "translated""#, "\"state\" : \"trans\nlated\""),  // a raw line break in a string
    (#"{"a" : []}"#, #"{"a" : [}"#),  // brackets that do not match
    (#""de" : {"#, #""de" {"#),  // a missing colon
  ])
  func anErrorInALargeObjectIsReportedAsInOrder(original: String, broken: String) throws {
    let text = Self.document(keys: 3000)
    for fraction in [1, 2, 3] {
      // The first occurrence at a third, half and the whole of the way in.
      let cut = text.utf8.index(text.utf8.startIndex, offsetBy: text.utf8.count * fraction / 4)
      let tail = String(text[cut...])
      let range = try #require(tail.range(of: original))
      let brokenText = String(text[..<cut]) + tail.replacingCharacters(in: range, with: broken)
      let split = #expect(throws: InputError.self) { try JSONNode.parse(Array(brokenText.utf8)) }
      let inOrder = #expect(throws: InputError.self) { try Self.parsedInOrder(brokenText) }
      #expect(split?.message == inOrder?.message)
      #expect(split?.position.line == inOrder.map { $0.position.line - 1 })
      #expect(split?.position.column == inOrder?.position.column)
    }
    // A trailing comma after the last key.
    let trailing = text.replacingOccurrences(
      of: "}\n  },\n  \"version\"", with: "},\n  },\n  \"version\"")
    #expect(trailing != text)
    let split = #expect(throws: InputError.self) { try JSONNode.parse(Array(trailing.utf8)) }
    #expect(split?.message.contains("trailing comma before '}'") == true)
  }
}
