/// Text read from input that must be valid UTF-8.
enum InputText {
  struct InvalidUTF8: Error, CustomStringConvertible {
    let byteOffset: Int
    let byte: UInt8

    var description: String {
      "not valid UTF-8: byte 0x\(String(byte, radix: 16, uppercase: true)) at byte \(byteOffset + 1)"
    }
  }

  /// The line's text, or an error naming the first byte that is not UTF-8.
  static func line(_ bytes: ArraySlice<UInt8>) throws -> String {
    if let text = String(validating: bytes, as: UTF8.self) { return text }
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
      case .emptyInput:
        throw InvalidUTF8(byteOffset: 0, byte: bytes.first ?? 0)
      case .error:
        throw InvalidUTF8(byteOffset: offset, byte: bytes[bytes.startIndex + offset])
      }
    }
  }
}
