import Testing

@testable import PaySheetReading

/// Where the reader says a value starts: its line, its column counted in Unicode scalars
/// from the start of the line, and its byte offset, as counted here scalar by scalar.
@Suite("JSON reader, positions")
struct JSONParserPositionTests {
  @Test("columns count scalars, whatever the bytes before a value on its line")
  func columnsCountScalars() throws {
    var generator = SystemRandomNumberGenerator()
    // One-, two-, three- and four-byte scalars, and a combining mark, which counts alone.
    let alphabet = ["a", "é", "ß", "€", "日", "🙂", "\u{301}", " "]
    var lines: [String] = []
    var expected: [(line: Int, column: Int, offset: Int)] = []
    var offset = 2  // "[\n"
    for index in 0..<2_000 {
      let indent = String(repeating: " ", count: Int.random(in: 0...20, using: &generator))
      var key = ""
      for _ in 0..<Int.random(in: 0...24, using: &generator) {
        key += alphabet.randomElement(using: &generator)!
      }
      let prefix = indent + "{\"" + key + "\" : "
      let line = prefix + "\"v\"}" + (index == 1_999 ? "" : ",")
      expected.append(
        (
          line: index + 2, column: prefix.unicodeScalars.count + 1,
          offset: offset + prefix.utf8.count
        ))
      lines.append(line)
      offset += line.utf8.count + 1
    }
    let root = try JSONNode.parse(Array(("[\n" + lines.joined(separator: "\n") + "\n]").utf8))
    guard case .array(let objects) = root.value else {
      Issue.record("not an array")
      return
    }
    #expect(objects.count == expected.count)
    for (object, wanted) in zip(objects, expected) {
      guard case .object(let members) = object.value, let value = members.first?.value else {
        Issue.record("not an object of one member")
        continue
      }
      let position = try #require(value.position)
      #expect(
        (position.line, position.column, position.offset)
          == (wanted.line, wanted.column, wanted.offset))
    }
  }
}
