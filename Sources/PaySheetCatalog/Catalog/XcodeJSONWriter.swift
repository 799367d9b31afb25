import PaySheetReading

/// Writes JSON in the layout Xcode uses for `.xcstrings` files.
///
/// Xcode writes catalogs through `JSONSerialization` with pretty printing and
/// `withoutEscapingSlashes`, which gives:
/// - two-space indentation, one member or element per line, `"key" : value`;
/// - an empty object as `{`, an empty line, then `}` at the parent's indentation (the same
///   for an empty array);
/// - strings with only `"` and `\` escaped, plus control characters: `\b`, `\f`, `\n`, `\r`,
///   `\t`, and `\u00xx` with lowercase hex for the rest; `/`, DEL and all non-ASCII text are
///   written as they are;
/// - no newline after the closing brace.
///
/// Members are written in the order they are stored; sorting is a separate step
/// (`StringCatalog.sortedForXcode()`, `JSONNode.sortedForXcode()`).
package struct XcodeJSONWriter {
  package private(set) var output: [UInt8] = []

  package init() {}

  /// `text` as a JSON string literal, escaped as Xcode escapes it.
  package static func quoted(_ text: String) -> String {
    var writer = XcodeJSONWriter()
    writer.writeString(text)
    return String(decoding: writer.output, as: UTF8.self)
  }

  package mutating func write(_ node: JSONNode, indent: Int) {
    switch node.value {
    case .object(let members):
      guard !members.isEmpty else {
        writeEmpty(open: "{", close: "}", indent: indent)
        return
      }
      output.append(UInt8(ascii: "{"))
      output.append(0x0A)
      for (i, member) in members.enumerated() {
        writeIndent(indent + 2)
        writeString(member.key)
        output.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
        write(member.value, indent: indent + 2)
        if i < members.count - 1 { output.append(UInt8(ascii: ",")) }
        output.append(0x0A)
      }
      writeIndent(indent)
      output.append(UInt8(ascii: "}"))
    case .array(let elements):
      guard !elements.isEmpty else {
        writeEmpty(open: "[", close: "]", indent: indent)
        return
      }
      output.append(UInt8(ascii: "["))
      output.append(0x0A)
      for (i, element) in elements.enumerated() {
        writeIndent(indent + 2)
        write(element, indent: indent + 2)
        if i < elements.count - 1 { output.append(UInt8(ascii: ",")) }
        output.append(0x0A)
      }
      writeIndent(indent)
      output.append(UInt8(ascii: "]"))
    case .string(let text):
      writeString(text)
    case .number(let literal):
      output.append(contentsOf: literal.utf8)
    case .bool(let flag):
      output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .null:
      output.append(contentsOf: "null".utf8)
    }
  }

  private mutating func writeEmpty(open: Unicode.Scalar, close: Unicode.Scalar, indent: Int) {
    output.append(UInt8(ascii: open))
    output.append(0x0A)
    output.append(0x0A)
    writeIndent(indent)
    output.append(UInt8(ascii: close))
  }

  private mutating func writeIndent(_ count: Int) {
    output.append(contentsOf: repeatElement(0x20, count: count))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private mutating func writeString(_ text: String) {
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, UInt8(ascii: "\"")])
      case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
      case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0x08: output.append(contentsOf: [0x5C, UInt8(ascii: "b")])
      case 0x0C: output.append(contentsOf: [0x5C, UInt8(ascii: "f")])
      case 0x00..<0x20:
        output.append(contentsOf: [0x5C, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
        output.append(Self.hexDigits[Int(byte >> 4)])
        output.append(Self.hexDigits[Int(byte & 0x0F)])
      default:
        output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}

extension JSONNode {
  /// The bytes of this value in Xcode's layout (see `XcodeJSONWriter`).
  package func xcodeJSONBytes() -> [UInt8] {
    var writer = XcodeJSONWriter()
    writer.write(self, indent: 0)
    return writer.output
  }
}
