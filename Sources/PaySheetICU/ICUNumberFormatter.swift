internal import CPaySheetICU

/// An open ICU number formatter (`UNumberFormatter`) for one locale and skeleton.
///
/// `Sendable`: a `UNumberFormatter` is immutable once opened and ICU documents formatting
/// with it as thread-safe; the mutable `UFormattedNumber` it writes into is kept per thread
/// by the shim.
package final class ICUNumberFormatter: Sendable {
  package let locale: ICULocale
  package let skeleton: String
  nonisolated(unsafe) package let handle: OpaquePointer

  package init(locale: ICULocale, skeleton: String) throws(ICUError) {
    var status: Int32 = 0
    let utf16 = Array(skeleton.utf16)
    let handle = psicu_numfmt_open(locale.identifier, utf16, Int32(utf16.count), &status)
    try ICUError.check(status, "open a number formatter for skeleton '\(skeleton)' in \(locale)")
    guard let handle else {
      throw ICUError(status: 1, operation: "open a number formatter for skeleton '\(skeleton)'")
    }
    self.locale = locale
    self.skeleton = skeleton
    self.handle = handle
  }

  deinit { psicu_numfmt_close(handle) }

  private struct Signature: Hashable, Sendable {
    let locale: String
    let skeleton: String
  }

  private static let cache = ICUCache<Signature, ICUNumberFormatter>()

  /// A shared formatter for the locale and skeleton, opened on first use.
  package static func cached(locale: ICULocale, skeleton: String) throws(ICUError)
    -> ICUNumberFormatter
  {
    try cache.value(for: Signature(locale: locale.identifier, skeleton: skeleton)) {
      () throws(ICUError) in try ICUNumberFormatter(locale: locale, skeleton: skeleton)
    }
  }

  /// Formats a number given in ICU's decimal syntax ("-1234.5").
  package func format(decimal: String) throws(ICUError) -> String {
    try Array(decimal.utf8).withUnsafeBufferPointer { bytes throws(ICUError) in
      try format(asciiDecimal: bytes)
    }
  }

  /// Formats `units` × 10^-`scale` without building an intermediate `String`.
  package func format(units: Int64, scale: Int) throws(ICUError) -> String {
    try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer throws(ICUError) in
      let length = Self.writeDecimal(units: units, scale: scale, into: buffer)
      return try format(asciiDecimal: UnsafeBufferPointer(rebasing: buffer[..<length]))
    }
  }

  /// Formats an integer, which a `scale/…` skeleton shifts by a power of ten exactly.
  ///
  /// This is ICU's fastest path: about half the time of formatting a decimal string, which
  /// ICU must parse into its decimal type first.
  package func format(integer value: Int64) throws(ICUError) -> String {
    try icuUTF16String("format a number with skeleton '\(skeleton)' in \(locale)") {
      buffer, capacity, status in
      psicu_numfmt_format_int64(handle, value, buffer, capacity, &status)
    }
  }

  /// Formats an integer as `format(integer:)` does and appends the text's UTF-8 to
  /// `output`, without a `String` in between: the path of streamed output.
  package func appendUTF8(integer value: Int64, to output: inout [UInt8]) throws(ICUError) {
    let done: Bool = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: 128) { buffer in
      var status: Int32 = 0
      let length = psicu_numfmt_format_int64(handle, value, buffer.baseAddress!, 128, &status)
      guard status <= 0 else { return false }
      let units = UnsafeBufferPointer(rebasing: buffer[..<Int(length)])
      if units.allSatisfy({ $0 < 0x80 }) {
        for unit in units { output.append(UInt8(truncatingIfNeeded: unit)) }
      } else {
        output.append(contentsOf: makeString(utf16: units).utf8)
      }
      return true
    }
    // A result over 128 units or an ICU error: the general path reports or handles it.
    if !done { output.append(contentsOf: try format(integer: value).utf8) }
  }

  package func format(asciiDecimal bytes: UnsafeBufferPointer<UInt8>) throws(ICUError) -> String {
    try bytes.withMemoryRebound(to: CChar.self) { chars throws(ICUError) in
      try icuUTF16String("format a number with skeleton '\(skeleton)' in \(locale)") {
        buffer, capacity, status in
        psicu_numfmt_format_decimal(
          handle, chars.baseAddress, Int32(chars.count), buffer, capacity, &status)
      }
    }
  }

  /// Writes `units` × 10^-`scale` in ICU's decimal syntax; returns the length.
  /// The buffer holds at least 48 bytes, enough for any `Int64` with a point and sign.
  @inline(__always)
  package static func writeDecimal(
    units: Int64, scale: Int, into buffer: UnsafeMutableBufferPointer<UInt8>
  )
    -> Int
  {
    var magnitude = units.magnitude
    var end = buffer.count
    var written = 0
    repeat {
      if written == scale && scale > 0 {
        end -= 1
        buffer[end] = UInt8(ascii: ".")
      }
      end -= 1
      buffer[end] = UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0")
      magnitude /= 10
      written += 1
    } while magnitude > 0 || written <= scale
    if units < 0 {
      end -= 1
      buffer[end] = UInt8(ascii: "-")
    }
    let length = buffer.count - end
    if end > 0 {
      for index in 0..<length { buffer[index] = buffer[end + index] }
    }
    return length
  }
}
