/// A string compared by its exact Unicode scalars, not by canonical equivalence.
///
/// Swift's `String ==` treats "café" written with U+00E9 and with "e" + U+0301 as equal;
/// Xcode keeps them as two keys of a catalog, so the catalog must too.
package struct ExactString: Hashable, Sendable {
  package let text: String

  @inlinable package init(_ text: String) { self.text = text }

  // The bytes compared in place: through `withContiguousStorageIfAvailable` and optionals,
  // a comparison of two member names took some 200 instructions, and reading DuckDuckGo's
  // catalog compares 100,000 of them.
  @inlinable package static func == (lhs: ExactString, rhs: ExactString) -> Bool {
    guard lhs.text.utf8.count == rhs.text.utf8.count else { return false }
    var left = lhs.text
    var right = rhs.text
    return left.withUTF8 { left in
      right.withUTF8 { right in
        guard let a = left.baseAddress, let b = right.baseAddress else { return true }
        for offset in 0..<left.count where a[offset] != b[offset] { return false }
        return true
      }
    }
  }

  // The bytes in one call: catalogs look keys up by the hundred thousand, and a call per
  // byte made hashing a tenth of a lint.
  @inlinable package func hash(into hasher: inout Hasher) {
    let done: Void? = text.utf8.withContiguousStorageIfAvailable {
      hasher.combine(bytes: UnsafeRawBufferPointer($0))
    }
    if done == nil {
      for byte in text.utf8 { hasher.combine(byte) }
    }
  }
}
