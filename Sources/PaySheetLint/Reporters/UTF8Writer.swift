/// Writes UTF-8 into bytes counted ahead, such as a message or a piece of a report, and
/// stops the program rather than write past them.
///
/// A string's bytes are copied from its storage at once, without the growth checks of an
/// array's or a string's appends (which took 177 instructions a piece).
struct UTF8Writer {
  private let start: UnsafeMutablePointer<UInt8>
  private let limit: UnsafeMutablePointer<UInt8>
  private var end: UnsafeMutablePointer<UInt8>

  init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
    start = buffer.baseAddress!
    limit = start + buffer.count
    end = start
  }

  /// The bytes written so far.
  var written: Int { end - start }

  mutating func put(_ byte: UInt8) {
    precondition(end < limit, "more bytes written than counted")
    end.initialize(to: byte)
    end += 1
  }

  mutating func put(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      guard let bytes = bytes.baseAddress.map({ ($0, bytes.count) }) else { return }
      precondition(limit - end >= bytes.1, "more bytes written than counted")
      end.initialize(from: bytes.0, count: bytes.1)
      end += bytes.1
    }
  }

  /// The decimal digits of a line or column.
  mutating func put(_ number: Int) {
    guard number >= 0 else { return put(String(number)) }
    var power = 1
    while power <= number / 10 { power *= 10 }
    while power > 0 {
      put(UInt8(ascii: "0") + UInt8(number / power % 10))
      power /= 10
    }
  }
}
