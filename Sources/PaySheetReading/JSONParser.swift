import Foundation

/// A JSON reader over UTF-8 bytes that records where every value starts.
///
/// It works on the byte array directly because `String.Index` arithmetic over a 2 MB
/// catalog is far slower, and because it has to report positions of invalid UTF-8 that a
/// `String` could not even hold.
package struct JSONParser {
  private let bytes: [UInt8]
  private let maxDepth: Int
  private var index = 0
  private var line = 1
  private var lineStart = 0
  // Positions are requested at increasing offsets, so counting scalars from the last
  // answer keeps column computation linear even for a file that is a single long line.
  private var columnCacheOffset = 0
  private var columnCacheValue = 1
  /// Set when a large object was not laid out as `parseMembersOnEveryCore` guesses.
  private var splitFailed = false
  /// The short strings read last, by their bytes.
  private var shortStrings = ShortStrings()

  package init(bytes: [UInt8], maxDepth: Int = JSONNode.defaultMaxDepth) {
    self.bytes = bytes
    self.maxDepth = maxDepth
  }

  /// Parses one complete JSON document; anything but whitespace after it is an error.
  package mutating func parseDocument() throws(InputError) -> JSONNode {
    if let bad = Self.firstInvalidUTF8Offset(bytes) {
      let position = Self.position(ofOffset: bad, in: bytes)
      let byte = String(bytes[bad], radix: 16, uppercase: true)
      throw InputError(
        .invalidUTF8, at: position,
        "invalid UTF-8: ill-formed sequence starting with byte 0x\(byte) at byte offset \(bad)")
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      index = 3
      lineStart = 3
      columnCacheOffset = 3
    }
    let node = try parseValue(depth: 0)
    skipWhitespace()
    if index < bytes.count {
      throw error("unexpected \(describeByte(at: index)) after the top-level value")
    }
    return node
  }

  // MARK: Values

  private mutating func parseValue(depth: Int) throws(InputError) -> JSONNode {
    skipWhitespace()
    guard index < bytes.count else {
      throw error("unexpected end of input, expected a value")
    }
    let start = position(at: index)
    switch bytes[index] {
    case UInt8(ascii: "{"):
      return try parseObject(depth: depth + 1, start: start)
    case UInt8(ascii: "["):
      return try parseArray(depth: depth + 1, start: start)
    case UInt8(ascii: "\""):
      return JSONNode(.string(try parseString()), position: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(.number(try parseNumber()), position: start)
    case UInt8(ascii: "t"):
      try expectLiteral("true")
      return JSONNode(.bool(true), position: start)
    case UInt8(ascii: "f"):
      try expectLiteral("false")
      return JSONNode(.bool(false), position: start)
    case UInt8(ascii: "n"):
      try expectLiteral("null")
      return JSONNode(.null, position: start)
    default:
      throw error("unexpected \(describeByte(at: index)), expected a value")
    }
  }

  private mutating func parseObject(depth: Int, start: SourcePosition) throws(InputError)
    -> JSONNode
  {
    if depth > maxDepth {
      throw InputError(
        .nestingTooDeep, at: start,
        "objects and arrays are nested more than \(maxDepth) levels deep")
    }
    index += 1
    var members: [JSONMember] = []
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      return JSONNode(.object(members), position: start)
    }
    if depth == Self.splitDepth, let split = parseMembersOnEveryCore(depth: depth) {
      return JSONNode(.object(split), position: start)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count else {
        throw error("unexpected end of input, expected an object key")
      }
      guard bytes[index] == UInt8(ascii: "\"") else {
        if bytes[index] == UInt8(ascii: "}") && !members.isEmpty {
          throw error("trailing comma before '}'")
        }
        throw error("expected '\"' to start an object key, found \(describeByte(at: index))")
      }
      members.append(try parseMember(depth: depth))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
      } else if peek(UInt8(ascii: "}")) {
        index += 1
        return JSONNode(.object(members), position: start)
      } else {
        throw error("expected ',' or '}' after object member, found \(describeByte(at: index))")
      }
    }
  }

  /// One `"key": value` member of an object, from its key's opening quote.
  private mutating func parseMember(depth: Int) throws(InputError) -> JSONMember {
    let keyPosition = position(at: index)
    let key = try parseString()
    skipWhitespace()
    guard peek(UInt8(ascii: ":")) else {
      throw error("expected ':' after object key, found \(describeByte(at: index))")
    }
    index += 1
    let value = try parseValue(depth: depth)
    return JSONMember(key: key, keyPosition: keyPosition, value: value)
  }

  private mutating func parseArray(depth: Int, start: SourcePosition) throws(InputError)
    -> JSONNode
  {
    if depth > maxDepth {
      throw InputError(
        .nestingTooDeep, at: start,
        "objects and arrays are nested more than \(maxDepth) levels deep")
    }
    index += 1
    var elements: [JSONNode] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      return JSONNode(.array(elements), position: start)
    }
    while true {
      skipWhitespace()
      if peek(UInt8(ascii: "]")) {
        throw error("trailing comma before ']'")
      }
      elements.append(try parseValue(depth: depth))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
      } else if peek(UInt8(ascii: "]")) {
        index += 1
        return JSONNode(.array(elements), position: start)
      } else {
        throw error("expected ',' or ']' after array element, found \(describeByte(at: index))")
      }
    }
  }

  // MARK: Large objects

  /// Objects this deep are parsed on every core when they are large: the members of the
  /// top-level object, such as a String Catalog's `strings`, which holds nearly all of its
  /// bytes, and parsed in order was a third of a lint that runs on every core otherwise.
  /// Shallower, the top-level object itself has a handful of members; deeper ones are small.
  private static let splitDepth = 2
  /// The fewest bytes left in the input for an object to be split: below, handing out the
  /// work costs more than it saves.
  private static let splitSize = 256 << 10

  /// Where a piece of a large object starts: the offset of a member's opening quote, the
  /// line it is on and where that line starts.
  private struct PieceStart: Sendable {
    var offset: Int
    var line: Int
    var lineStart: Int
  }

  /// The members of the large object whose first member starts at `index`, parsed in
  /// pieces on every core; nil, with nothing consumed, when the object is small, is not laid
  /// out a member a line, or is not well formed, which the caller then parses in order (and
  /// so reports the error it would have reported without the split).
  ///
  /// A piece starts at the first line after an evenly spaced offset that starts as the
  /// first member's line does: its indentation, then a quote. No string holds a line break,
  /// so in Xcode's layout that is a member of this object; a piece is kept only if the
  /// piece before it ends exactly there, which makes each start a member's by induction
  /// from the first. Finding the members' starts by reading every byte in order instead was
  /// 20 million instructions on one core for a 2.6 MB catalog, a twentieth of its lint.
  private mutating func parseMembersOnEveryCore(depth: Int) -> [JSONMember]? {
    guard ParallelWork.cores > 1, !splitFailed, bytes.count - index >= Self.splitSize,
      let starts = pieceStarts(count: ParallelWork.cores * 4)
    else { return nil }
    let (bytes, maxDepth) = (self.bytes, self.maxDepth)
    let parsed = Array(starts.indices).parallelMap {
      piece -> (members: [JSONMember], end: PieceStart)? in
      var parser = JSONParser(bytes: bytes, maxDepth: maxDepth)
      (parser.index, parser.line, parser.lineStart) =
        (starts[piece].offset, starts[piece].line, starts[piece].lineStart)
      parser.columnCacheOffset = parser.lineStart
      let next = piece + 1 < starts.count ? starts[piece + 1].offset : nil
      guard let members = try? parser.parseMembers(upTo: next, depth: depth) else { return nil }
      return (
        members, PieceStart(offset: parser.index, line: parser.line, lineStart: parser.lineStart)
      )
    }
    var members: [JSONMember] = []
    var last: PieceStart?
    for piece in parsed {
      guard let piece else {
        // Not laid out as guessed: later large objects are parsed in order too, so that a
        // file of many cannot have its rest parsed again for each.
        splitFailed = true
        return nil
      }
      members += piece.members
      last = piece.end
    }
    // The last piece stopped at the closing brace.
    guard let last else { return nil }
    (index, line, lineStart) = (last.offset + 1, last.line, last.lineStart)
    columnCacheOffset = lineStart
    columnCacheValue = 1
    return members
  }

  /// The members from `index` to the one that starts at `end`, the next piece's first, or
  /// to the object's closing brace (left unread) when `end` is nil.
  private mutating func parseMembers(upTo end: Int?, depth: Int) throws(InputError)
    -> [JSONMember]
  {
    var members: [JSONMember] = []
    while true {
      guard peek(UInt8(ascii: "\"")) else { throw error("expected a member") }
      members.append(try parseMember(depth: depth))
      skipWhitespace()
      if end == nil, peek(UInt8(ascii: "}")) { return members }
      guard peek(UInt8(ascii: ",")) else { throw error("expected ','") }
      index += 1
      skipWhitespace()
      if let end, index >= end {
        guard index == end else { throw error("a piece ends past the next one's start") }
        return members
      }
    }
  }

  /// Where `count` pieces of the object whose first member starts at `index` start, each
  /// with its line (see `parseMembersOnEveryCore`); nil when the first member does not
  /// start a line or fewer than two pieces are found.
  private func pieceStarts(count: Int) -> [PieceStart]? {
    bytes.withUnsafeBufferPointer { buffer -> [PieceStart]? in
      guard let base = buffer.baseAddress, lineStart > 0, buffer[lineStart - 1] == 0x0A else {
        return nil
      }
      let indent = index - lineStart
      for offset in lineStart..<index
      where buffer[offset] != UInt8(ascii: " ") && buffer[offset] != UInt8(ascii: "\t") {
        return nil
      }
      // A line break, the first member's indentation and a quote.
      func lineStarting(after offset: Int) -> Int? {
        var from = offset
        while from < buffer.count,
          let found = memchr(base + from, 0x0A, buffer.count - from)
        {
          let next = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
          if next + indent < buffer.count, buffer[next + indent] == UInt8(ascii: "\""),
            memcmp(base + next, base + lineStart, indent) == 0
          {
            return next + indent
          }
          from = next
        }
        return nil
      }
      var offsets = [index]
      let length = buffer.count - index
      for piece in 1..<count {
        guard let start = lineStarting(after: index + length * piece / count) else { break }
        if start > offsets.last! { offsets.append(start) }
      }
      guard offsets.count > 1 else { return nil }
      // The lines the pieces start on, from the line breaks before each, counted on every
      // core.
      let segments = offsets.indices.dropLast().map { offsets[$0]..<offsets[$0 + 1] }
      let bytes = self.bytes
      let breaks = segments.parallelMap { segment in
        bytes.withUnsafeBufferPointer { buffer in
          var (breaks, from) = (0, segment.lowerBound)
          while from < segment.upperBound,
            let found = memchr(buffer.baseAddress! + from, 0x0A, segment.upperBound - from)
          {
            breaks += 1
            from = buffer.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
          }
          return breaks
        }
      }
      var starts = [PieceStart(offset: index, line: line, lineStart: lineStart)]
      for (offset, breaks) in zip(offsets.dropFirst(), breaks) {
        starts.append(
          PieceStart(offset: offset, line: starts.last!.line + breaks, lineStart: offset - indent))
      }
      return starts
    }
  }

  // MARK: Strings

  private mutating func parseString() throws(InputError) -> String {
    // Where the string opens is told only in an error, and a string holds no line break, so
    // it is worked out then: asked for each of Anytype's 120,000 strings, it was 3.6 million
    // instructions.
    let open = index
    index += 1
    let start = index
    index = Self.endOfPlainRun(bytes, from: index)
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let text = shortStrings.text(of: bytes, start..<index)
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") {
        return try parseEscapedString(from: start, open: open)
      }
      if byte < 0x20 {
        throw error("unescaped control character \(Quote.code(UInt32(byte))) in string")
      }
      index += 1
    }
    throw error("unexpected end of input inside the string that starts at \(position(at: open))")
  }

  private mutating func parseEscapedString(from start: Int, open: Int)
    throws(InputError) -> String
  {
    var buffer = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: buffer, as: UTF8.self)
      }
      if byte < 0x20 {
        throw error("unescaped control character \(Quote.code(UInt32(byte))) in string")
      }
      guard byte == UInt8(ascii: "\\") else {
        buffer.append(byte)
        index += 1
        continue
      }
      let escapeStart = index
      index += 1
      guard index < bytes.count else { break }
      let escaped = bytes[index]
      index += 1
      switch escaped {
      case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
      case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
      case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
      case UInt8(ascii: "b"): buffer.append(0x08)
      case UInt8(ascii: "f"): buffer.append(0x0C)
      case UInt8(ascii: "n"): buffer.append(0x0A)
      case UInt8(ascii: "r"): buffer.append(0x0D)
      case UInt8(ascii: "t"): buffer.append(0x09)
      case UInt8(ascii: "u"):
        let unit = try parseHex4(escapeStart: escapeStart)
        var scalarValue = unit
        if (0xD800...0xDBFF).contains(unit) {
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
          else {
            throw error(
              "unpaired high surrogate \\u\(Quote.code(unit).dropFirst(2)) in string",
              at: escapeStart)
          }
          let lowStart = index
          index += 2
          let low = try parseHex4(escapeStart: lowStart)
          guard (0xDC00...0xDFFF).contains(low) else {
            throw error(
              "high surrogate \\u\(Quote.code(unit).dropFirst(2)) is not followed by a low surrogate",
              at: escapeStart)
          }
          scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(unit) {
          throw error(
            "unpaired low surrogate \\u\(Quote.code(unit).dropFirst(2)) in string", at: escapeStart)
        }
        // Surrogates are excluded above, so every remaining value is a valid scalar.
        let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
        buffer.append(contentsOf: UTF8.encode(scalar)!)
      default:
        throw error(
          "invalid escape sequence '\\\(Self.printable(escaped))' in string", at: escapeStart)
      }
    }
    throw error("unexpected end of input inside the string that starts at \(position(at: open))")
  }

  private mutating func parseHex4(escapeStart: Int) throws(InputError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
        throw error("invalid \\u escape: expected four hexadecimal digits", at: escapeStart)
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  // MARK: Numbers and literals

  private mutating func parseNumber() throws(InputError) -> String {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    if peek(UInt8(ascii: "0")) {
      index += 1
      if index < bytes.count, Self.isDigit(bytes[index]) {
        throw error("leading zeros are not allowed in numbers")
      }
    } else {
      try digits(expecting: "a digit")
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      try digits(expecting: "a digit after '.'")
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      try digits(expecting: "a digit in the exponent")
    }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func digits(expecting what: String) throws(InputError) {
    guard index < bytes.count, Self.isDigit(bytes[index]) else {
      throw error("invalid number: expected \(what), found \(describeByte(at: index))")
    }
    while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
  }

  private mutating func expectLiteral(_ literal: StaticString) throws(InputError) {
    let start = index
    let expected = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    for byte in expected {
      guard index < bytes.count, bytes[index] == byte else {
        throw error("invalid literal, expected '\(literal)'", at: start)
      }
      index += 1
    }
  }

  // MARK: Whitespace and positions

  /// Where the run of string bytes from `offset` that are neither a quote, a backslash nor
  /// a control character ends, to a multiple of eight bytes: the run is skipped eight bytes
  /// at a time, as most of a catalog's bytes are in its strings, and byte by byte they were
  /// the largest part of its parse.
  private static func endOfPlainRun(_ bytes: [UInt8], from offset: Int) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return offset }
      var cursor = offset
      while cursor + 8 <= buffer.count {
        let word = UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt64.self)
        // A byte of `word` below 0x20, or equal to `"` or `\` after the XOR, sets its high
        // bit here (bytes above one that does may too, which only ends the run early).
        let quote = word ^ 0x2222_2222_2222_2222
        let backslash = word ^ 0x5C5C_5C5C_5C5C_5C5C
        let found =
          ((quote &- lows) & ~quote) | ((backslash &- lows) & ~backslash)
          | ((word &- 0x2020_2020_2020_2020) & ~word)
        if found & highs != 0 { break }
        cursor += 8
      }
      return cursor
    }
  }

  /// The low and the high bit of each byte of a word.
  private static let lows: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// Eight spaces, as one word.
  private static let eightSpaces: UInt64 = 0x2020_2020_2020_2020

  private mutating func skipWhitespace() {
    // Indentation eight spaces at a time: Xcode indents each level by two, and byte by
    // byte the spaces were a large part of the parse.
    if index + 8 <= bytes.count, bytes[index] == UInt8(ascii: " ") {
      let run = bytes.withUnsafeBufferPointer { buffer in
        var cursor = index
        while cursor + 8 <= buffer.count,
          UnsafeRawPointer(buffer.baseAddress! + cursor).loadUnaligned(as: UInt64.self)
            == Self.eightSpaces
        {
          cursor += 8
        }
        return cursor
      }
      index = run
    }
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "\n"):
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  private func peek(_ byte: UInt8) -> Bool {
    index < bytes.count && bytes[index] == byte
  }

  private mutating func position(at offset: Int) -> SourcePosition {
    if columnCacheOffset < lineStart || offset < columnCacheOffset {
      columnCacheOffset = lineStart
      columnCacheValue = 1
    }
    var column = columnCacheValue
    var cursor = columnCacheOffset
    bytes.withUnsafeBufferPointer { buffer in
      // Eight bytes at a time, less the continuation bytes (10xxxxxx) among them: a value
      // sits some 30 bytes into its line, and its position is asked for 130,000 times in
      // Cork's catalog.
      while cursor + 8 <= offset {
        let word = UnsafeRawPointer(buffer.baseAddress! + cursor).loadUnaligned(as: UInt64.self)
        let continuations = word & ~(word << 1) & Self.highs
        column += 8 - continuations.nonzeroBitCount
        cursor += 8
      }
      while cursor < offset {
        if buffer[cursor] & 0xC0 != 0x80 { column += 1 }
        cursor += 1
      }
    }
    columnCacheOffset = offset
    columnCacheValue = column
    return SourcePosition(line: line, column: column, offset: offset)
  }

  private mutating func error(_ message: String, at offset: Int? = nil) -> InputError {
    let place = min(offset ?? index, bytes.count)
    return InputError(.syntax, at: position(at: place), message)
  }

  private func describeByte(at offset: Int) -> String {
    guard offset < bytes.count else { return "end of input" }
    let byte = bytes[offset]
    if byte >= 0x20 && byte < 0x7F { return "'\(Self.printable(byte))'" }
    if byte == 0x0A { return "newline" }
    if byte < 0x80 { return "control character \(Quote.code(UInt32(byte)))" }
    // Multi-byte characters are valid here (the input was validated), so show the character.
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return "'\(String(decoding: bytes[offset..<end], as: UTF8.self))'"
  }

  // MARK: Helpers

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private static func printable(_ byte: UInt8) -> String {
    byte >= 0x20 && byte < 0x7F
      ? String(UnicodeScalar(byte)) : "0x" + String(byte, radix: 16, uppercase: true)
  }

  /// The line and column of a byte offset, counted from the start of the input.
  package static func position(ofOffset offset: Int, in bytes: [UInt8]) -> SourcePosition {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourcePosition(line: line, column: column, offset: offset)
  }

  /// The offset where the first ill-formed UTF-8 sequence starts.
  ///
  /// Overlong forms, encoded surrogates and values above U+10FFFF are rejected, as the
  /// Unicode standard requires.
  package static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { buffer -> Int? in
      let count = buffer.count
      var i = 0
      while i < count {
        // Eight ASCII bytes at a time: most of a catalog is ASCII, and byte by byte this
        // check was an eighth of the parse.
        if i + 8 <= count,
          UnsafeRawPointer(buffer.baseAddress! + i).loadUnaligned(as: UInt64.self)
            & 0x8080_8080_8080_8080 == 0
        {
          i += 8
          continue
        }
        let lead = buffer[i]
        if lead < 0x80 {
          i += 1
          continue
        }
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
          length = 3
          secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
          length = 3
          secondRange = 0x80...0x9F
        case 0xF0:
          length = 4
          secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
          length = 4
          secondRange = 0x80...0x8F
        default: return i
        }
        for k in 1..<length {
          guard i + k < count else { return i }
          let range: ClosedRange<UInt8> = k == 1 ? secondRange : 0x80...0xBF
          if !range.contains(buffer[i + k]) { return i }
        }
        i += length
      }
      return nil
    }
  }
}

/// The strings of at most 15 bytes a parser read last, by their exact bytes.
///
/// A catalog spells the same short strings again and again (`stringUnit`, `state`, `value`,
/// `translated`, its language codes): Cork's has 100,000 strings, most of them these, and
/// making each again from its bytes, which `String` checks as UTF-8 once more, took 35
/// million instructions. The bytes are the key, so a string is only ever the one its bytes
/// spell (two spellings of "é" stay two strings).
private struct ShortStrings {
  /// A slot: the first eight bytes, then the next seven with the length in the top byte.
  private var slots = [(low: UInt64, high: UInt64, text: String)](
    repeating: (0, 0, ""), count: ShortStrings.count)
  /// A power of two: more distinct short strings than this only evict one another.
  private static let count = 512

  /// The string the bytes at `range` spell, from the slot that holds it or made and kept.
  mutating func text(of bytes: [UInt8], _ range: Range<Int>) -> String {
    let length = range.count
    guard length <= 15 else { return String(decoding: bytes[range], as: UTF8.self) }
    let (low, high) = bytes.withUnsafeBufferPointer { buffer -> (UInt64, UInt64) in
      var low: UInt64 = 0
      var high: UInt64 = 0
      if range.lowerBound + 16 <= buffer.count {
        // Two words read at once, and the bytes past the string cleared.
        let start = UnsafeRawPointer(buffer.baseAddress! + range.lowerBound)
        low = start.loadUnaligned(as: UInt64.self)
        high = start.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        if length < 8 {
          low &= (1 << (8 * UInt64(length))) &- 1
          high = 0
        } else {
          high &= (1 << (8 * UInt64(length - 8))) &- 1
        }
      } else {
        for offset in 0..<length {
          let byte = UInt64(buffer[range.lowerBound + offset])
          if offset < 8 {
            low |= byte << (8 * UInt64(offset))
          } else {
            high |= byte << (8 * UInt64(offset - 8))
          }
        }
      }
      return (low, high | UInt64(length) << 56)
    }
    let mixed = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F)
    let slot = Int(truncatingIfNeeded: mixed >> 55) & (Self.count - 1)
    if slots[slot].low == low, slots[slot].high == high { return slots[slot].text }
    let text = String(decoding: bytes[range], as: UTF8.self)
    slots[slot] = (low, high, text)
    return text
  }
}
