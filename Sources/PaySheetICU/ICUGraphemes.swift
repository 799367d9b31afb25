internal import CPaySheetICU
import Synchronization

/// An ICU character break iterator (`UBreakIterator`) that splits text into grapheme clusters.
///
/// `Sendable`: a break iterator holds the text it walks and its position, so each call
/// borrows an iterator of its own from a pool (see `BreakIterators`): the lint's parallel
/// stage measures on every core at once, and one iterator behind a lock made every width
/// wait for every other.
package final class ICUGraphemeBreaker: Sendable {
  private let iterators: BreakIterators

  package init(locale: ICULocale? = nil) throws(ICUError) {
    iterators = try BreakIterators(operation: "open a character break iterator") {
      (status: inout Int32) in psicu_grapheme_open(locale?.identifier ?? "", &status)
    }
  }

  /// One breaker for everyone: grapheme clusters are the same in every locale.
  package static let shared: ICUGraphemeBreaker? = try? ICUGraphemeBreaker()

  /// The grapheme clusters of `text`, each as its Unicode scalars.
  package func clusters(_ text: String) throws(ICUError) -> [[Unicode.Scalar]] {
    let units = Array(text.utf16)
    guard !units.isEmpty else { return [] }
    let ranges = try iterators.ranges(of: units, "find grapheme boundaries")
    var clusters: [[Unicode.Scalar]] = []
    clusters.reserveCapacity(ranges.count)
    for range in ranges {
      let slice = units[range]
      var scalars: [Unicode.Scalar] = []
      var decoder = UTF16()
      var iterator = slice.makeIterator()
      loop: while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): scalars.append(scalar)
        case .emptyInput: break loop
        case .error: scalars.append("\u{FFFD}")
        }
      }
      clusters.append(scalars)
    }
    return clusters
  }
}

/// An ICU line break iterator for one locale: where text may wrap.
///
/// `Sendable`: the iterator holds the text it walks, so each call borrows one of its own.
package final class ICULineBreaker: Sendable {
  private let iterators: BreakIterators

  package init(locale: ICULocale) throws(ICUError) {
    iterators = try BreakIterators(operation: "open a line break iterator for \(locale)") {
      (status: inout Int32) in psicu_line_breaks_open(locale.identifier, &status)
    }
  }

  private static let cache = ICUCache<String, ICULineBreaker>()

  package static func cached(locale: ICULocale) throws(ICUError) -> ICULineBreaker {
    try cache.value(for: locale.identifier) { () throws(ICUError) in
      try ICULineBreaker(locale: locale)
    }
  }

  /// `text` cut at its break opportunities: each piece ends where a line may end.
  package func pieces(_ text: String) throws(ICUError) -> [String] {
    let units = Array(text.utf16)
    guard !units.isEmpty else { return [] }
    return try iterators.ranges(of: units, "find line break opportunities").map { range in
      units[range].withUnsafeBufferPointer { makeString(utf16: $0) }
    }
  }
}

/// The break iterators of one kind and locale, each lent to one caller at a time.
///
/// A caller takes an idle iterator, or opens one when none is idle, and gives it back when
/// done, so there are never more than the callers that ran at once (one per core in a
/// lint), and the lock is held only to take or give back, never while ICU walks the text.
private final class BreakIterators: Sendable {
  /// The iterators no caller holds, kept as addresses: an `OpaquePointer` is not
  /// `Sendable`, and each one is used by one caller at a time.
  private let idle = Mutex<[UInt]>([])
  private let open: @Sendable (inout Int32) -> OpaquePointer?
  private let operation: String

  /// Opens the first iterator now, so that an ICU without break rules fails here.
  init(operation: String, open: @escaping @Sendable (inout Int32) -> OpaquePointer?)
    throws(ICUError)
  {
    self.open = open
    self.operation = operation
    let first = try opened()
    idle.withLock { $0.append(UInt(bitPattern: first)) }
  }

  deinit {
    for address in idle.withLock({ $0 }) {
      psicu_grapheme_close(OpaquePointer(bitPattern: address))
    }
  }

  private func opened() throws(ICUError) -> OpaquePointer {
    var status: Int32 = 0
    let iterator = open(&status)
    try ICUError.check(status, operation)
    guard let iterator else { throw ICUError(status: 1, operation: operation) }
    return iterator
  }

  /// The pieces of `units` between consecutive boundaries.
  func ranges(of units: [UInt16], _ operation: String) throws(ICUError) -> [Range<Int>] {
    let iterator: OpaquePointer
    if let address = idle.withLock({ $0.popLast() }),
      let pointer = OpaquePointer(bitPattern: address)
    {
      iterator = pointer
    } else {
      iterator = try opened()
    }
    defer { idle.withLock { $0.append(UInt(bitPattern: iterator)) } }
    var boundaries = [Int32](repeating: 0, count: units.count + 1)
    var status: Int32 = 0
    let count = Int(
      psicu_grapheme_boundaries(
        iterator, units, Int32(units.count), &boundaries, Int32(boundaries.count), &status))
    try ICUError.check(status, operation)
    return (1..<max(count, 1)).map { Int(boundaries[$0 - 1])..<Int(boundaries[$0]) }
  }
}

/// The Unicode properties the `columns` width model reads, from ICU's character data.
package enum ICUCharacterProperties {
  /// East Asian Width (UAX #11).
  package enum EastAsianWidth: Int32, Sendable {
    case neutral = 0
    case ambiguous
    case halfwidth
    case fullwidth
    case narrow
    case wide
  }

  package static func eastAsianWidth(_ scalar: Unicode.Scalar) -> EastAsianWidth {
    EastAsianWidth(rawValue: psicu_east_asian_width(scalar.value)) ?? .neutral
  }

  package static func hasEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool {
    psicu_is_emoji_presentation(scalar.value) != 0
  }

  package static func isExtendedPictographic(_ scalar: Unicode.Scalar) -> Bool {
    psicu_is_extended_pictographic(scalar.value) != 0
  }

  package static func isDefaultIgnorable(_ scalar: Unicode.Scalar) -> Bool {
    psicu_is_default_ignorable(scalar.value) != 0
  }

  package static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    psicu_is_regional_indicator(scalar.value) != 0
  }

  /// The ISO 15924 code of the scalar's script ("Latn", "Arab", "Zyyy" for Common,
  /// "Zinh" for Inherited).
  package static func script(_ scalar: Unicode.Scalar) -> String {
    scriptName(scriptNumber(scalar))
  }

  /// ICU's number of the scalar's script (`UScriptCode`), for a caller that looks at many
  /// scalars: numbers compare without the string of the name, whose making was a third of
  /// the look (22 of the 77 million instructions the foreign-script rule took on Cork's
  /// catalog).
  package static func scriptNumber(_ scalar: Unicode.Scalar) -> Int32 {
    psicu_script(scalar.value)
  }

  /// ICU's numbers of the Common ("Zyyy") and Inherited ("Zinh") scripts, `USCRIPT_COMMON`
  /// and `USCRIPT_INHERITED`.
  package static let commonScript: Int32 = 0
  package static let inheritedScript: Int32 = 1

  /// The ISO 15924 code of the script ICU numbers `number`; "Zzzz" when it is no script.
  package static func scriptName(_ number: Int32) -> String {
    guard let name = psicu_script_short_name(number) else { return "Zzzz" }
    return String(cString: name)
  }

  /// Whether ICU's general category of the scalar is a letter (Lu, Ll, Lt, Lm, Lo) or a
  /// letter number (Nl): Unicode counts all of them Alphabetic, and ICU answers it in a
  /// table look, where the standard library's `isAlphabetic` took some 300 instructions.
  package static func isLetterOrLetterNumber(_ scalar: Unicode.Scalar) -> Bool {
    let category = psicu_general_category(scalar.value)
    // U_UPPERCASE_LETTER ... U_OTHER_LETTER are 1 to 5, U_LETTER_NUMBER is 10.
    return (1...5).contains(category) || category == 10
  }

  /// ICU's general category numbers for the categories that take no column of their own.
  private static let zeroWidthCategories: Set<Int32> = [
    6,  // U_NON_SPACING_MARK (Mn)
    7,  // U_ENCLOSING_MARK (Me)
    15,  // U_CONTROL_CHAR (Cc)
    16,  // U_FORMAT_CHAR (Cf)
  ]

  /// Whether a scalar standing alone in its cluster takes no column: marks, controls and
  /// format characters such as ZERO WIDTH SPACE.
  package static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    zeroWidthCategories.contains(psicu_general_category(scalar.value)) || isDefaultIgnorable(scalar)
  }
}
