internal import CPaySheetICU

/// A failure reported by ICU, with the operation that asked for it.
package struct ICUError: Error, Sendable, CustomStringConvertible {
  /// ICU's `UErrorCode` value.
  package let status: Int32
  /// What was being done, such as "open number formatter for skeleton 'currency/EUR'".
  package let operation: String

  package var name: String { String(cString: psicu_error_name(status)) }

  package var description: String { "ICU could not \(operation): \(name)" }

  /// Throws when `status` is an error; ICU warnings (negative values) pass.
  @inline(__always)
  package static func check(_ status: Int32, _ operation: @autoclosure () -> String)
    throws(ICUError)
  {
    if status > 0 { throw ICUError(status: status, operation: operation()) }
  }
}

/// The value ICU uses for "destination too small"; callers retry once with the size it reports.
private let bufferOverflow = psicu_buffer_overflow_status()

/// Runs an ICU call that writes UTF-16 into a caller's buffer and returns it as a `String`.
///
/// The first attempt uses a stack buffer, which is enough for every line of a payment sheet;
/// on `U_BUFFER_OVERFLOW_ERROR` the call is made once more with the length ICU asked for.
@inline(__always)
package func icuUTF16String(
  _ operation: @autoclosure () -> String,
  _ body: (UnsafeMutablePointer<UInt16>, Int32, inout Int32) -> Int32
) throws(ICUError) -> String {
  let first: Result<String, ICUError>? = withUnsafeTemporaryAllocation(
    of: UInt16.self, capacity: 128
  ) { buffer in
    var status: Int32 = 0
    let length = body(buffer.baseAddress!, 128, &status)
    if status == bufferOverflow { return nil }
    if status > 0 { return .failure(ICUError(status: status, operation: operation())) }
    return .success(makeString(utf16: UnsafeBufferPointer(rebasing: buffer[..<Int(length)])))
  }
  if let first { return try first.get() }
  var status: Int32 = 0
  let needed = body(UnsafeMutablePointer(bitPattern: 1)!, 0, &status)
  var storage = [UInt16](repeating: 0, count: Int(needed) + 1)
  status = 0
  let length = storage.withUnsafeMutableBufferPointer {
    body($0.baseAddress!, Int32($0.count), &status)
  }
  try ICUError.check(status, operation())
  return storage.withUnsafeBufferPointer {
    makeString(utf16: UnsafeBufferPointer(rebasing: $0[..<Int(length)]))
  }
}

/// Runs an ICU call that writes a NUL-terminated `char` string (locale IDs, keywords).
package func icuASCIIString(
  _ operation: @autoclosure () -> String,
  capacity: Int = 160,
  _ body: (UnsafeMutablePointer<CChar>, Int32, inout Int32) -> Int32
) throws(ICUError) -> String {
  var storage = [CChar](repeating: 0, count: capacity)
  var status: Int32 = 0
  var length = storage.withUnsafeMutableBufferPointer {
    body($0.baseAddress!, Int32(capacity - 1), &status)
  }
  if status == bufferOverflow {
    storage = [CChar](repeating: 0, count: Int(length) + 1)
    status = 0
    length = storage.withUnsafeMutableBufferPointer { body($0.baseAddress!, length, &status) }
  }
  try ICUError.check(status, operation())
  return String(decoding: storage[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
