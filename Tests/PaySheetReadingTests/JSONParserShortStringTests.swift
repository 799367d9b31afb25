import Testing

@testable import PaySheetReading

/// The parser keeps the short strings it read last and hands them out again for the same
/// bytes: each string it returns must still be exactly the one its bytes spell.
@Suite("JSON reader, short strings")
struct JSONParserShortStringTests {
  /// The strings of `document`'s top-level array, in order.
  private static func strings(of document: [UInt8]) throws -> [String] {
    let root = try JSONNode.parse(document)
    guard case .array(let elements) = root.value else {
      Issue.record("not an array")
      return []
    }
    return elements.map {
      guard case .string(let text) = $0.value else { return "(not a string)" }
      return text
    }
  }

  @Test("every string of up to 16 bytes, repeated and evicted, reads as its bytes")
  func shortStringsReadAsTheirBytes() throws {
    var generator = SystemRandomNumberGenerator()
    // One-, two-, three- and four-byte scalars, and the quote and backslash escapes.
    let alphabet: [String] = [
      "a", "Z", "0", " ", "é", "ß", "€", "日", "🙂", "e\u{301}", "\\\"", "\\\\",
    ]
    var expected: [String] = []
    var written: [String] = []
    // Far more distinct strings than the parser keeps, each written two to four times.
    for _ in 0..<3_000 {
      var text = ""
      var escaped = ""
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        let piece = alphabet.randomElement(using: &generator)!
        escaped += piece
        text += piece == "\\\"" ? "\"" : piece == "\\\\" ? "\\" : piece
      }
      for _ in 0..<Int.random(in: 2...4, using: &generator) {
        expected.append(text)
        written.append("\"\(escaped)\"")
      }
    }
    // The last strings end the file, where fewer than 16 bytes follow them.
    for text in ["ab", "é", "abcdefghijklmno", "x"] {
      expected.append(text)
      written.append("\"\(text)\"")
    }
    let parsed = try Self.strings(of: Array(("[" + written.joined(separator: ",") + "]").utf8))
    #expect(parsed.count == expected.count)
    for (read, wanted) in zip(parsed, expected) where !read.utf8.elementsEqual(wanted.utf8) {
      Issue.record("read \(Array(read.utf8)), wrote \(Array(wanted.utf8))")
    }
  }

  @Test("two spellings of one character stay two strings")
  func canonicallyEqualStringsStayApart() throws {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    let parsed = try Self.strings(
      of: Array("[\"\(composed)\",\"\(decomposed)\",\"\(composed)\",\"\(decomposed)\"]".utf8))
    #expect(
      parsed.map { Array($0.unicodeScalars) }
        == [composed, decomposed, composed, decomposed].map { Array($0.unicodeScalars) })
  }
}
