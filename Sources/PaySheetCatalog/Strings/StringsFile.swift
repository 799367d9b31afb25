import PaySheetReading

/// A `.strings` file: the `"key" = "value";` pairs of one table in one language, each with
/// its place, as Foundation reads them.
///
/// UTF-8 (with or without a byte order mark) and UTF-16 with a byte order mark, in either
/// byte order, are read, as Foundation reads them; `/* */` and `//` comments are skipped and
/// the comment just before a pair is kept as its comment. Escapes are Foundation's:
/// `\n`, `\t`, `\r`, `\"`, `\'`, `\\`, `\a`, `\b`, `\f`, `\v`, `\U`/`\u` with up to four hex
/// digits of a UTF-16 code unit (two in a row make a surrogate pair), and up to three
/// octal digits; any other escaped character stands for itself.
///
/// Lines and columns count Unicode scalars, as in every file the package reads; `offset` is
/// the byte offset in the file as written (in a UTF-16 file, two bytes a code unit).
public struct StringsFile: Sendable, Equatable {
  /// The pairs in file order; a key written twice is here twice, and Foundation keeps the last.
  public var entries: [StringsEntry]
  public var encoding: Encoding

  /// How the file's bytes are text.
  public enum Encoding: String, Sendable {
    case utf8 = "UTF-8"
    case utf16LittleEndian = "UTF-16LE"
    case utf16BigEndian = "UTF-16BE"
  }

  /// The largest `.strings` file read: the largest real ones are a few hundred kilobytes.
  public static let maximumFileSize = 64 << 20
}

/// One `"key" = "value";` pair of a `.strings` file.
public struct StringsEntry: Sendable, Equatable {
  public var key: String
  public var value: String
  /// The comment just before the pair, without its `/*`, `*/` or `//`, trimmed.
  public var comment: String?
  /// Where the key starts (its opening quote).
  @NotCompared public var keyPosition: SourcePosition? = nil
  /// Where the value starts (its opening quote).
  @NotCompared public var valuePosition: SourcePosition? = nil
  /// Where `comment` starts: its first character after `/*` or `//` and any space.
  @NotCompared public var commentPosition: SourcePosition? = nil

  public init(key: String, value: String, comment: String? = nil) {
    self.key = key
    self.value = value
    self.comment = comment
  }
}

extension StringsFile {
  /// Reads a `.strings` file's bytes.
  ///
  /// - Throws: `InputError` naming the line and column of bytes that are not UTF-8 or
  ///   UTF-16, of a string or comment not closed before the end of the file, and of anything
  ///   that is not a pair.
  public init(bytes: [UInt8], file: String? = nil) throws(InputError) {
    InputFile.countParse(file)
    do throws(InputError) {
      let text = try DecodedText(bytes)
      var parser = StringsParser(text: text)
      self.init(entries: try parser.entries(), encoding: text.encoding)
    } catch {
      throw error.withFile(file)
    }
  }
}

/// The Unicode scalars of a file with the byte offset of each, and where its lines start.
struct DecodedText {
  var scalars: [Unicode.Scalar] = []
  /// The byte offset of each scalar, and one past the last.
  var offsets: [Int] = []
  /// The index of the first scalar of each line.
  var lineStarts: [Int] = [0]
  var encoding: StringsFile.Encoding = .utf8

  init(_ bytes: [UInt8]) throws(InputError) {
    if bytes.starts(with: [0xFF, 0xFE]) {
      encoding = .utf16LittleEndian
      try decodeUTF16(bytes, littleEndian: true)
    } else if bytes.starts(with: [0xFE, 0xFF]) {
      encoding = .utf16BigEndian
      try decodeUTF16(bytes, littleEndian: false)
    } else {
      try decodeUTF8(bytes)
    }
    offsets.append(bytes.count)
  }

  private mutating func append(_ scalar: Unicode.Scalar, at offset: Int) {
    scalars.append(scalar)
    offsets.append(offset)
    if scalar == "\n" { lineStarts.append(scalars.count) }
  }

  /// The position of the scalar at `index` (or of the end, at `scalars.count`).
  func position(_ index: Int) -> SourcePosition {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return SourcePosition(
      line: low + 1, column: index - lineStarts[low] + 1, offset: offsets[index])
  }

  /// The position of text not yet decoded at byte `offset`: just past the scalars decoded.
  private func positionOfNext(byte offset: Int) -> SourcePosition {
    let line = lineStarts.count
    return SourcePosition(
      line: line, column: scalars.count - lineStarts[line - 1] + 1, offset: offset)
  }

  private mutating func decodeUTF8(_ bytes: [UInt8]) throws(InputError) {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count {
      let lead = bytes[index]
      if lead < 0x80 {
        if lead == 0 {
          throw InputError(
            kind: .invalidUTF8, position: positionOfNext(byte: index),
            message:
              "a NUL byte, which no .strings text holds: the file is UTF-16 without a byte order mark, or not text; save it as UTF-8, or as UTF-16 with a byte order mark"
          )
        }
        append(Unicode.Scalar(lead), at: index)
        index += 1
        continue
      }
      let (length, minimum): (Int, UInt32) =
        switch lead {
        case 0xC2...0xDF: (2, 0x80)
        case 0xE0...0xEF: (3, 0x800)
        case 0xF0...0xF4: (4, 0x10000)
        default: (0, 0)
        }
      var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
      var valid = length > 0 && index + length <= bytes.count
      if valid {
        for next in bytes[index + 1..<index + length] {
          guard next & 0xC0 == 0x80 else {
            valid = false
            break
          }
          value = value << 6 | UInt32(next & 0x3F)
        }
      }
      guard valid, value >= minimum, value <= 0x10FFFF, let scalar = Unicode.Scalar(value) else {
        throw InputError(
          kind: .invalidUTF8, position: positionOfNext(byte: index),
          message:
            "not UTF-8: ill-formed sequence starting with byte 0x\(String(lead, radix: 16, uppercase: true)) at byte offset \(index); save the file as UTF-8, or as UTF-16 with a byte order mark"
        )
      }
      append(scalar, at: index)
      index += length
    }
  }

  private mutating func decodeUTF16(_ bytes: [UInt8], littleEndian: Bool) throws(InputError) {
    func unit(_ at: Int) -> UInt16 {
      littleEndian
        ? UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
        : UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1])
    }
    func hex(_ value: UInt16) -> String {
      let digits = String(value, radix: 16, uppercase: true)
      return "0x" + String(repeating: "0", count: 4 - digits.count) + digits
    }
    let name = littleEndian ? "UTF-16LE" : "UTF-16BE"
    var index = 2
    while index < bytes.count {
      guard index + 1 < bytes.count else {
        throw InputError(
          kind: .invalidUTF8, position: positionOfNext(byte: index),
          message:
            "the \(name) file ends in half a code unit (an odd number of bytes): it was cut short, or is not UTF-16"
        )
      }
      let first = unit(index)
      if (0xD800...0xDBFF).contains(first), index + 3 < bytes.count,
        (0xDC00...0xDFFF).contains(unit(index + 2))
      {
        let value = 0x10000 + (UInt32(first - 0xD800) << 10) + UInt32(unit(index + 2) - 0xDC00)
        append(Unicode.Scalar(value)!, at: index)
        index += 4
        continue
      }
      guard let scalar = Unicode.Scalar(first) else {
        throw InputError(
          kind: .invalidUTF8, position: positionOfNext(byte: index),
          message:
            "not \(name): an unpaired surrogate \(hex(first)) at byte offset \(index); the file is damaged or not in the byte order its byte order mark says"
        )
      }
      append(scalar, at: index)
      index += 2
    }
  }
}

/// Reads the pairs of a `.strings` file from its decoded text.
struct StringsParser {
  let text: DecodedText
  var index = 0
  /// The last comment read since the last pair.
  var comment: String?
  /// Where `comment` starts.
  var commentPosition: SourcePosition?

  init(text: DecodedText) { self.text = text }

  private var scalars: [Unicode.Scalar] { text.scalars }

  private func fail(_ at: Int, _ message: String) -> InputError {
    InputError(kind: .syntax, position: text.position(at), message: message)
  }

  mutating func entries() throws(InputError) -> [StringsEntry] {
    var entries: [StringsEntry] = []
    while true {
      try skipSpaceAndComments()
      guard index < scalars.count else { return entries }
      let keyStart = index
      let key = try string(what: "a key")
      try skipSpaceAndComments()
      var value = key
      var valueStart = keyStart
      if index < scalars.count, scalars[index] == "=" {
        index += 1
        try skipSpaceAndComments()
        valueStart = index
        value = try string(what: "the value of '\(Quote.value(key))'")
        try skipSpaceAndComments()
      }
      guard index < scalars.count, scalars[index] == ";" else {
        let found =
          index < scalars.count
          ? "'\(scalars[index].escaped(asASCII: false))'" : "the end of the file"
        throw fail(
          index, "expected ';' after the pair of '\(Quote.value(key))', found \(found)")
      }
      index += 1
      var entry = StringsEntry(key: key, value: value, comment: comment)
      entry.keyPosition = text.position(keyStart)
      entry.valuePosition = text.position(valueStart)
      entry.commentPosition = comment == nil ? nil : commentPosition
      entries.append(entry)
      comment = nil
    }
  }

  private mutating func skipSpaceAndComments() throws(InputError) {
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
        index += 1
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
        let start = index
        index += 2
        var body = String.UnicodeScalarView()
        while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") {
          body.append(scalars[index])
          index += 1
        }
        guard index + 1 < scalars.count else {
          throw fail(
            start,
            "a comment opened here with '/*' is not closed with '*/' before the end of the file")
        }
        index += 2
        comment = Self.trimmed(String(body))
        commentPosition = text.position(firstNonSpace(from: start + 2))
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
        let start = index
        index += 2
        var body = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != "\n" {
          body.append(scalars[index])
          index += 1
        }
        comment = Self.trimmed(String(body))
        commentPosition = text.position(firstNonSpace(from: start + 2))
      } else {
        return
      }
    }
  }

  /// The index of the first scalar from `index` on that `trimmed` keeps.
  private func firstNonSpace(from index: Int) -> Int {
    var index = index
    while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    return index
  }

  private static func trimmed(_ text: String) -> String? {
    let kept = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return kept.isEmpty ? nil : kept
  }

  /// Characters an unquoted key or value may hold, as Foundation's old-style property lists
  /// allow them.
  private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        || "_$+/:.-".unicodeScalars.contains(scalar))
  }

  private mutating func string(what: String) throws(InputError) -> String {
    guard index < scalars.count else {
      throw fail(index, "expected \(what), found the end of the file")
    }
    if scalars[index] == "\"" { return try quoted() }
    let start = index
    while index < scalars.count, Self.isUnquoted(scalars[index]) { index += 1 }
    guard index > start else {
      throw fail(
        index,
        "expected \(what) (a quoted string), found '\(scalars[index].escaped(asASCII: false))'")
    }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[start..<index])
    return String(view)
  }

  private mutating func quoted() throws(InputError) -> String {
    let start = index
    index += 1
    var units: [UInt16] = []
    func append(_ scalar: Unicode.Scalar) { units.append(contentsOf: UTF16.encode(scalar)!) }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\"" {
        index += 1
        return String(decoding: units, as: UTF16.self)
      }
      guard scalar == "\\" else {
        append(scalar)
        index += 1
        continue
      }
      let escapeStart = index
      index += 1
      guard index < scalars.count else { break }
      let escaped = scalars[index]
      index += 1
      switch escaped {
      case "n": append("\n")
      case "t": append("\t")
      case "r": append("\r")
      case "a": append("\u{07}")
      case "b": append("\u{08}")
      case "f": append("\u{0C}")
      case "v": append("\u{0B}")
      case "U", "u":
        var value: UInt16 = 0
        var digits = 0
        while digits < 4, index < scalars.count, let digit = scalars[index].hexDigitValue {
          value = value << 4 | UInt16(digit)
          digits += 1
          index += 1
        }
        guard digits > 0 else {
          throw fail(
            escapeStart, "'\\\(escaped)' is not followed by a hex digit: write four, as in \\U00A0")
        }
        units.append(value)
      case "0"..."7":
        var value = UInt32(escaped.value - 48)
        var digits = 1
        while digits < 3, index < scalars.count, ("0"..."7").contains(scalars[index]) {
          value = value << 3 | (scalars[index].value - 48)
          digits += 1
          index += 1
        }
        append(Unicode.Scalar(value)!)
      default: append(escaped)
      }
    }
    throw fail(start, "a string opened here is not closed with '\"' before the end of the file")
  }
}

extension Unicode.Scalar {
  fileprivate var hexDigitValue: Int? {
    switch self {
    case "0"..."9": Int(value - 48)
    case "a"..."f": Int(value - 87)
    case "A"..."F": Int(value - 55)
    default: nil
    }
  }
}
