import PaySheetReading
import Testing

@testable import PaySheetCatalog

@Suite("JSON reader")
struct JSONParserTests {
  private func parse(_ text: String) throws(InputError) -> JSONNode {
    try JSONNode.parse(Array(text.utf8), file: "test.json")
  }

  private func error(_ text: String) -> InputError? {
    error(Array(text.utf8))
  }

  private func error(_ bytes: [UInt8]) -> InputError? {
    do {
      _ = try JSONNode.parse(bytes, file: "test.json")
      return nil
    } catch {
      return error
    }
  }

  @Test func keepsKeyOrderAndNumberLiterals() throws {
    let node = try parse(#"{"z" : 1.50, "a" : -0, "m" : [true, false, null, 1e3]}"#)
    guard case .object(let members) = node.value else {
      Issue.record("expected an object")
      return
    }
    #expect(members.map(\.key) == ["z", "a", "m"])
    #expect(members[0].value.value == .number("1.50"))
    #expect(members[1].value.value == .number("-0"))
    guard case .array(let elements) = members[2].value.value else {
      Issue.record("expected an array")
      return
    }
    #expect(elements.map(\.value) == [.bool(true), .bool(false), .null, .number("1e3")])
    let text = #"{"z" : 1.50, "a" : -0, "m" : [true, false, null, 1e3]}"#
    for (element, literal) in zip(elements, ["true", "false", "null", "1e3"]) {
      let offset =
        text.utf8.count - text.split(separator: literal)[1].utf8.count - literal.utf8.count
      #expect(element.position == SourcePosition(line: 1, column: offset + 1, offset: offset))
    }
  }

  @Test func decodesEscapesAndSurrogatePairs() throws {
    let node = try parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u4E2D", "\ud83d\ude00!"]"#)
    guard case .array(let elements) = node.value else {
      Issue.record("expected an array")
      return
    }
    #expect(elements[0].value == .string("a\"b\\c/d\u{8}\u{C}\n\r\t"))
    #expect(elements[1].value == .string("é中"))
    #expect(elements[2].value == .string("😀!"))
  }

  @Test func columnsCountUnicodeScalars() throws {
    let node = try parse("{\n  \"é中😀\" : \"x\"\n}")
    guard case .object(let members) = node.value else {
      Issue.record("expected an object")
      return
    }
    #expect(members[0].keyPosition?.line == 2)
    #expect(members[0].keyPosition?.column == 3)
    // The key is 3 scalars plus 2 quotes, then " : ".
    #expect(members[0].value.position == SourcePosition(line: 2, column: 11, offset: 18))
  }

  struct Malformed: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var line: Int
    var column: Int
    var message: String
    var testDescription: String { name }
  }

  static let malformed: [Malformed] = [
    Malformed(
      name: "missing comma", text: "{\n  \"a\" : \"x\"\n  \"b\" : \"y\"\n}", line: 3, column: 3,
      message: "expected ',' or '}' after object member"),
    Malformed(
      name: "trailing comma", text: "{\n  \"a\" : 1,\n}", line: 3, column: 1,
      message: "trailing comma before '}'"),
    Malformed(
      name: "trailing comma in array", text: "[\n  1,\n  ]", line: 3, column: 3,
      message: "trailing comma before ']'"),
    Malformed(
      name: "bad escape", text: "{\n  \"a\" : \"x\\qy\"\n}", line: 2, column: 11,
      message: "invalid escape sequence '\\q'"),
    Malformed(
      name: "truncated file", text: "{\n  \"a\" : {\n    \"b\" : \"c\"", line: 3, column: 14,
      message: "expected ',' or '}' after object member, found end of input"),
    Malformed(
      name: "truncated string", text: "{\n  \"a\" : \"xyz", line: 2, column: 13,
      message: "unexpected end of input inside the string that starts at 2:9"),
    Malformed(
      name: "missing colon", text: "{\"a\" 1}", line: 1, column: 6,
      message: "expected ':' after object key"),
    Malformed(
      name: "raw newline in string", text: "[\"a\nb\"]", line: 1, column: 4,
      message: "unescaped control character U+000A"),
    Malformed(
      name: "lone low surrogate", text: "\n[\"\\udc00\"]", line: 2, column: 3,
      message: "unpaired low surrogate"),
    Malformed(
      name: "unpaired high surrogate", text: "[\"\\ud83dx\"]", line: 1, column: 3,
      message: "unpaired high surrogate"),
    Malformed(
      name: "leading zero", text: "[01]", line: 1, column: 3, message: "leading zeros"),
    Malformed(
      name: "garbage after value", text: "{}\n}", line: 2, column: 1,
      message: "after the top-level value"),
    Malformed(name: "empty input", text: "", line: 1, column: 1, message: "expected a value"),
    Malformed(
      name: "bad literal", text: "[tru]", line: 1, column: 2, message: "expected 'true'"),
  ]

  @Test(arguments: malformed)
  func malformedInputReportsPosition(_ testCase: Malformed) throws {
    let found = try #require(error(testCase.text))
    #expect(found.kind == .syntax)
    #expect(found.file == "test.json")
    #expect(found.position.line == testCase.line)
    #expect(found.position.column == testCase.column)
    #expect(found.message.contains(testCase.message), "\(found.message)")
    #expect(found.description.hasPrefix("test.json:\(testCase.line):\(testCase.column): error: "))
  }

  @Test(arguments: [
    ([0x22, 0xFF, 0x22] as [UInt8], 1),
    ([0x22, 0xC3, 0x28, 0x22], 1),  // a lead byte without its continuation
    ([0x22, 0xE0, 0x80, 0x80, 0x22], 1),  // overlong
    ([0x22, 0xED, 0xA0, 0x80, 0x22], 1),  // an encoded surrogate
    ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1),  // above U+10FFFF
    ([0x22, 0xE2, 0x82], 1),  // truncated at the end
  ])
  func invalidUTF8IsAnErrorWithOffset(bytes: [UInt8], offset: Int) throws {
    let found = try #require(error([0x7B, 0x0A, 0x20, 0x20] + bytes))
    #expect(found.kind == .invalidUTF8)
    #expect(found.position.line == 2)
    #expect(found.position.column == 3 + offset)
    #expect(found.message.contains("byte offset \(4 + offset)"), "\(found.message)")
  }

  @Test func nestingBombIsAnError() throws {
    let depth = 100_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let found = try #require(error(text))
    #expect(found.kind == .nestingTooDeep)
    #expect(found.position.line == 1)
    #expect(found.position.column == JSONNode.defaultMaxDepth + 1)
    let objects =
      String(repeating: "{\"a\":", count: 600) + "1" + String(repeating: "}", count: 600)
    #expect(error(objects)?.kind == .nestingTooDeep)
  }

  @Test func nestingUpToTheLimitIsAccepted() throws {
    let depth = JSONNode.defaultMaxDepth
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    _ = try parse(text)
  }

  @Test func writerUsesXcodeLayout() throws {
    let node = try parse(
      #"{"b":{},"a":[],"s":"q\"\\/\u0001\u001f\b\f\t\r\n\u007f é","n":[1,true,null]}"#)
    let written = String(decoding: node.xcodeJSONBytes(), as: UTF8.self)
    let expected = """
      {
        "b" : {

        },
        "a" : [

        ],
        "s" : "q\\"\\\\/\\u0001\\u001f\\b\\f\\t\\r\\n\u{7f} é",
        "n" : [
          1,
          true,
          null
        ]
      }
      """
    #expect(written == expected)
  }

  @Test func writtenTextParsesBackToTheSameValues() throws {
    let original = try parse(#"{"k":["\u0000\u2028\ud83d\ude00",{"x":-1.5E+2}]}"#)
    let reparsed = try JSONNode.parse(original.xcodeJSONBytes())
    #expect(reparsed.xcodeJSONBytes() == original.xcodeJSONBytes())
  }
}
