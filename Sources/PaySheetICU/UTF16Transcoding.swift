/// Builds a `String` from ICU's UTF-16 output.
///
/// `String(decoding:as: UTF16.self)` goes through the generic transcoding machinery and, on
/// this toolchain, costs several times as much as the ICU call that produced the text
/// (about 460 ns for a 17-unit amount against 60 ns here); a formatted amount is short
/// and mostly ASCII, so a direct loop into the string's UTF-8 storage is used. A lone
/// surrogate becomes U+FFFD, as the standard library would make it.
@inline(__always)
package func makeString(utf16 units: UnsafeBufferPointer<UInt16>) -> String {
  String(unsafeUninitializedCapacity: units.count * 3) { output in
    var written = 0
    var index = 0
    let count = units.count
    while index < count {
      let unit = units[index]
      index += 1
      if unit < 0x80 {
        output[written] = UInt8(truncatingIfNeeded: unit)
        written += 1
      } else if unit < 0x800 {
        output[written] = UInt8(truncatingIfNeeded: 0xC0 | (unit >> 6))
        output[written + 1] = UInt8(truncatingIfNeeded: 0x80 | (unit & 0x3F))
        written += 2
      } else if unit & 0xF800 != 0xD800 {
        output[written] = UInt8(truncatingIfNeeded: 0xE0 | (unit >> 12))
        output[written + 1] = UInt8(truncatingIfNeeded: 0x80 | ((unit >> 6) & 0x3F))
        output[written + 2] = UInt8(truncatingIfNeeded: 0x80 | (unit & 0x3F))
        written += 3
      } else if unit < 0xDC00, index < count, units[index] & 0xFC00 == 0xDC00 {
        let scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
        index += 1
        output[written] = UInt8(truncatingIfNeeded: 0xF0 | (scalar >> 18))
        output[written + 1] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 12) & 0x3F))
        output[written + 2] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F))
        output[written + 3] = UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F))
        written += 4
      } else {
        // A lone surrogate: U+FFFD REPLACEMENT CHARACTER.
        output[written] = 0xEF
        output[written + 1] = 0xBF
        output[written + 2] = 0xBD
        written += 3
      }
    }
    return written
  }
}
