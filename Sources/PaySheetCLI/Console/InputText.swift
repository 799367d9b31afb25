#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Text read from input that must be valid UTF-8.
enum InputText {
  struct InvalidUTF8: Error, CustomStringConvertible {
    let byteOffset: Int
    let byte: UInt8

    var description: String {
      "not valid UTF-8: byte 0x\(String(byte, radix: 16, uppercase: true)) at byte \(byteOffset + 1)"
    }
  }

  /// A line of standard input longer than `InputLines.maximumLineBytes`.
  struct LineTooLong: Error, CustomStringConvertible {
    let limit: Int

    var description: String {
      "line is longer than \(limit) bytes; write one value per line"
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

/// One line of standard input, as `Console.forEachInputLine` hands it over.
enum InputLine {
  /// The line's bytes without its line end ("\n" or "\r\n").
  case bytes(ArraySlice<UInt8>)
  /// A line longer than `limit` bytes; the rest of it, up to its line end, is skipped unread.
  case tooLong(limit: Int)
}

/// Cuts a stream of chunks into lines, looking at each byte once and holding at most one
/// line of `limit` bytes, so that input without line ends cannot grow memory or time.
struct InputLines {
  /// The longest line accepted: a value per line is far shorter, and a stream with no line
  /// end is refused after this many bytes instead of being collected.
  static let maximumLineBytes = 1024

  let limit: Int
  /// Lines seen so far, counting a too-long line once.
  private(set) var lineNumber = 0
  /// Bytes searched for a line end so far; each byte fed is searched once.
  private(set) var scannedByteCount = 0
  /// The start of a line carried over from earlier chunks.
  private var pending: [UInt8] = []
  /// Whether the bytes up to the next line end belong to a line already refused.
  private var skipping = false

  init(limit: Int = InputLines.maximumLineBytes) {
    self.limit = limit
    pending.reserveCapacity(limit + 1)
  }

  /// How many bytes of an unfinished line are held.
  var bufferedByteCount: Int { pending.count }

  /// Hands `body` every line that ends in `chunk`; false when `body` asked to stop.
  mutating func feed(_ chunk: [UInt8], _ body: (Int, InputLine) throws -> Bool) rethrows -> Bool {
    var start = 0
    let count = chunk.count
    while start < count {
      let newline = Self.firstNewline(in: chunk, from: start)
      let end = newline ?? count
      scannedByteCount += (newline == nil ? end : end + 1) - start
      if skipping {
        if newline != nil { skipping = false }
      } else if pending.isEmpty, newline != nil {
        // The whole line is in this chunk: hand it over without a copy.
        lineNumber += 1
        let line = Self.withoutCarriageReturn(chunk[start..<end])
        let item: InputLine = line.count > limit ? .tooLong(limit: limit) : .bytes(line)
        guard try body(lineNumber, item) else { return false }
      } else if pending.count + (end - start) > limit + 1 {
        // Longer than the limit even if its last byte is the "\r" of "\r\n": refuse it now,
        // before its end arrives.
        lineNumber += 1
        pending.removeAll(keepingCapacity: true)
        skipping = newline == nil
        guard try body(lineNumber, .tooLong(limit: limit)) else { return false }
      } else {
        pending.append(contentsOf: chunk[start..<end])
        if newline != nil {
          lineNumber += 1
          let line = Self.withoutCarriageReturn(pending[...])
          let item: InputLine = line.count > limit ? .tooLong(limit: limit) : .bytes(line)
          let goOn = try body(lineNumber, item)
          pending.removeAll(keepingCapacity: true)
          guard goOn else { return false }
        }
      }
      start = end + 1
    }
    return true
  }

  /// Hands `body` the last line when the input does not end with a line end.
  mutating func finish(_ body: (Int, InputLine) throws -> Bool) rethrows {
    guard !pending.isEmpty, !skipping else { return }
    lineNumber += 1
    let item: InputLine = pending.count > limit ? .tooLong(limit: limit) : .bytes(pending[...])
    _ = try body(lineNumber, item)
    pending.removeAll()
  }

  private static func firstNewline(in chunk: [UInt8], from start: Int) -> Int? {
    chunk.withUnsafeBufferPointer { buffer -> Int? in
      guard let base = buffer.baseAddress,
        let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
      else { return nil }
      return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
  }

  private static func withoutCarriageReturn(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    line.last == UInt8(ascii: "\r") ? line.dropLast() : line
  }
}
