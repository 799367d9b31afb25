internal import PaySheetICU

/// Which characters of a name show nothing, and where a script needs one of them.
///
/// A name may not hold bidi controls, control or format characters, line separators or
/// Unicode's default-ignorable code points (soft hyphen, fillers, variation selectors on
/// letters), since they hide or reorder what the customer reads. Four are allowed where they
/// belong to the writing:
/// - ZERO WIDTH NON-JOINER after a virama or between letters that would otherwise join
///   (Urdu, Persian), as IDNA's CONTEXTJ rule (RFC 5892, appendix A.1) allows it;
/// - ZERO WIDTH JOINER after a virama (Malayalam chillu forms, appendix A.2) or between
///   two emoji of a ZWJ sequence (UTS #51), such as 👩‍🍳;
/// - variation selectors after an emoji or an ideograph (standardized and ideographic
///   variation sequences);
/// - tag characters after WAVING BLACK FLAG, the subdivision flags of UTS #51.
package enum HiddenCharacters {
  /// Why a character cannot stand where it is.
  package enum Problem: Equatable {
    case bidiControl
    case invisible
    /// A joiner outside the context that allows it.
    case joinerOutOfContext
  }

  /// The first character of `scalars` that cannot be shown where it stands.
  static func first(in scalars: [Unicode.Scalar]) -> (index: Int, problem: Problem)? {
    for index in scalars.indices {
      if let problem = problem(in: scalars, at: index) { return (index, problem) }
    }
    return nil
  }

  package static func problem(in scalars: [Unicode.Scalar], at index: Int) -> Problem? {
    let scalar = scalars[index]
    switch scalar.value {
    case 0x200C: return nonJoinerAllowed(scalars, index) ? nil : .joinerOutOfContext
    case 0x200D: return joinerAllowed(scalars, index) ? nil : .joinerOutOfContext
    case 0xFE00...0xFE0F, 0xE0100...0xE01EF:
      return variationSelectorAllowed(scalars, index) ? nil : .invisible
    case 0xE0020...0xE007F:
      return tagAllowed(scalars, index) ? nil : .invisible
    default: return problem(of: scalar)
    }
  }

  /// The problem of a scalar that no context allows: a bidi control, a control or format
  /// character, a separator, or a default-ignorable code point. Joiners, variation selectors
  /// and tags are `problem(in:at:)`'s, as their neighbours decide.
  package static func problem(of scalar: Unicode.Scalar) -> Problem? {
    if scalar.properties.isBidiControl { return .bidiControl }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
      return .invisible
    default:
      return ICUCharacterProperties.isDefaultIgnorable(scalar) ? .invisible : nil
    }
  }

  /// Canonical combining class 9: the virama that joins two consonants into a conjunct.
  private static let virama = 9

  /// RFC 5892 A.1: after a virama, or `(L|D) T* ZWNJ T* (R|D)` by Joining_Type.
  private static func nonJoinerAllowed(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
    if index > 0, ICUNames.combiningClass(scalars[index - 1]) == virama { return true }
    var before = index - 1
    while before >= 0, ICUNames.joiningType(scalars[before]) == .transparent { before -= 1 }
    var after = index + 1
    while after < scalars.count, ICUNames.joiningType(scalars[after]) == .transparent {
      after += 1
    }
    guard before >= 0, after < scalars.count else { return false }
    let left = ICUNames.joiningType(scalars[before])
    let right = ICUNames.joiningType(scalars[after])
    return (left == .left || left == .dual) && (right == .right || right == .dual)
  }

  /// RFC 5892 A.2 (after a virama), or between two pictographs of an emoji ZWJ sequence.
  private static func joinerAllowed(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
    if index > 0, ICUNames.combiningClass(scalars[index - 1]) == virama { return true }
    var before = index - 1
    // An emoji before the joiner may carry VARIATION SELECTOR-16 or a skin-tone modifier.
    while before >= 0,
      scalars[before] == "\u{FE0F}" || (0x1F3FB...0x1F3FF).contains(scalars[before].value)
    {
      before -= 1
    }
    guard before >= 0, index + 1 < scalars.count else { return false }
    return ICUCharacterProperties.isExtendedPictographic(scalars[before])
      && ICUCharacterProperties.isExtendedPictographic(scalars[index + 1])
  }

  private static func variationSelectorAllowed(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
    guard index > 0 else { return false }
    let base = scalars[index - 1]
    if base.properties.isIdeographic { return true }
    guard (0xFE0E...0xFE0F).contains(scalars[index].value) else { return false }
    // Keycaps start with a digit, '#' or '*' followed by VARIATION SELECTOR-16.
    return ICUCharacterProperties.isExtendedPictographic(base)
      || "0123456789#*".unicodeScalars.contains(base)
  }

  private static func tagAllowed(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
    guard index > 0 else { return false }
    let before = scalars[index - 1].value
    return before == 0x1F3F4 || (0xE0020...0xE007E).contains(before)
  }
}

/// Text from files made safe to print to a terminal: no file can move the cursor, retitle
/// the window, clear the screen or reorder a line by what the tool prints of it.
package enum TerminalText {
  /// `text` with C0 and C1 controls, DEL, bidi embeddings and overrides, isolates left open
  /// and invisible characters spelled `\u{XXXX}` (line breaks and tabs `\n`, `\r`, `\t`).
  ///
  /// Closed isolates and the bidi marks (LRM, RLM, ALM) are kept: the sheet formatter
  /// isolates names in right-to-left text and ICU marks amounts with them, and neither can
  /// reach past its own text. Joiners where the writing needs them (Persian, emoji) stay.
  /// With `keepingLineBreaks`, `\n` and `\t` are kept, for messages of several lines.
  package static func visible(_ text: String, keepingLineBreaks: Bool = false) -> String {
    spelling(text, keepingLineBreaks: keepingLineBreaks) { scalar in
      switch scalar {
      case "\n": "\\n"
      case "\r": "\\r"
      case "\t": "\\t"
      default: Quote.escaped(scalar)
      }
    }
  }

  /// JSON text with the characters `visible` spells out written as `\uXXXX` escapes: the same
  /// JSON, which no terminal takes for a command. JSON's encoders escape C0 but write C1
  /// controls (U+009B is a terminal's CSI) and bidi controls as they are.
  package static func escapingJSON(_ json: String) -> String {
    spelling(json, keepingLineBreaks: true) { scalar in
      String(scalar).utf16.map { unit in
        let hex = String(unit, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }.joined()
    }
  }

  /// JSON as UTF-8 bytes (valid, as a writer of strings made them), appended to `output` as
  /// `escapingJSON` writes it: as they are when no character in them needs escaping, which
  /// is known without making a string of them (checking the bytes of the JSON report of
  /// Anytype's 18,088 findings as UTF-8 took 45 million instructions).
  package static func appendEscapingJSON(_ json: [UInt8], to output: inout [UInt8]) {
    guard json.withUnsafeBufferPointer({ mayHide($0, keepingLineBreaks: true) }) else {
      output.append(contentsOf: json)
      return
    }
    output.append(contentsOf: escapingJSON(String(decoding: json, as: UTF8.self)).utf8)
  }

  private static func spelling(
    _ text: String, keepingLineBreaks: Bool, _ spell: (Unicode.Scalar) -> String
  ) -> String {
    // Most output is printable ASCII or text in other scripts whose every scalar shows
    // whatever stands beside it, which needs no look at its neighbours: the array,
    // isolate pairs and rebuilt string cost a JSON report of 18,000 findings 0.2 s.
    var bytes = text
    guard bytes.withUTF8({ mayHide($0, keepingLineBreaks: keepingLineBreaks) }) else {
      return text
    }
    let scalars = Array(text.unicodeScalars)
    let closed = closedIsolates(scalars)
    var shown = ""
    shown.unicodeScalars.reserveCapacity(scalars.count)
    for index in scalars.indices {
      let scalar = scalars[index]
      if keepingLineBreaks, scalar == "\n" || scalar == "\t" {
        shown.unicodeScalars.append(scalar)
      } else if isHidden(scalars, index, closed) {
        shown += spell(scalar)
      } else {
        shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }

  /// Whether a scalar of the UTF-8 `bytes` may be hidden (`mayBeHidden`), other than a line
  /// feed or tab with `keepingLineBreaks`; true also for bytes that are not UTF-8.
  ///
  /// Printable ASCII is looked at eight bytes at a time, and other scalars are decoded from
  /// the bytes in place: a byte at a time, the look at ASCII was a quarter of a text report
  /// of 18,000 findings (83 of 298 million instructions), and going through the string's
  /// scalars took 24 of the 36 million instructions `visible` took for the messages and keys
  /// of the 18,088 findings of Anytype's catalog.
  private static func mayHide(_ bytes: UnsafeBufferPointer<UInt8>, keepingLineBreaks: Bool)
    -> Bool
  {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let low = ones &* 0x7F
    let high = ones &* 0x80
    let count = bytes.count
    var offset = 0
    while offset < count {
      if offset + 8 <= count {
        let word = UnsafeRawBufferPointer(bytes).loadUnaligned(
          fromByteOffset: offset, as: UInt64.self)
        // A byte's top bit is set in the first term at 0x80 and above, in the second at
        // 0x7F, in the third below 0x20; no term carries from one byte into the next.
        let seven = word & low
        if (word | (seven &+ ones) | ~(seven &+ ones &* 0x60)) & high == 0 {
          offset += 8
          continue
        }
      }
      let lead = bytes[offset]
      if lead < 0x80 {
        guard (0x20...0x7E).contains(lead) || (keepingLineBreaks && (lead == 0x0A || lead == 0x09))
        else { return true }
        offset += 1
        continue
      }
      let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      guard lead >= 0xC2, offset + length <= count else { return true }
      var value = UInt32(lead) & (0x7F >> length)
      for next in bytes[(offset + 1)..<(offset + length)] {
        value = value << 6 | UInt32(next & 0x3F)
      }
      offset += length
      guard let scalar = Unicode.Scalar(value), !mayBeHidden(scalar) else { return true }
    }
    return false
  }

  /// Whether `isHidden` may hold for the scalar, wherever it stands: true for every scalar
  /// whose answer depends on its neighbours (joiners, variation selectors, tags, isolates).
  private static func mayBeHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F: return true
    case 0x20..<0x7F, 0x200E, 0x200F, 0x061C: return false
    case 0x2066...0x2069, 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0xE0020...0xE007F:
      return true
    default:
      return !isShownWherever(scalar) && HiddenCharacters.problem(of: scalar) != nil
    }
  }

  /// Whether the scalar is of a block, or part of one, whose every scalar is assigned and
  /// shows (no control, format character, separator or default-ignorable in it): the
  /// letters of most translations, looked at without asking for their properties, which
  /// was a third of a text report's 228 million instructions on Anytype's 2.9 MB catalog.
  package static func isShownWherever(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00A0...0x00AC, 0x00AE...0x034E, 0x0350...0x0377, 0x037A...0x037F, 0x0384...0x038A,
      0x038C, 0x038E...0x03A1, 0x03A3...0x052F:
      true  // Latin-1, Latin Extended, IPA, combining marks, Greek, Cyrillic
    case 0x0591...0x05C7, 0x05D0...0x05EA, 0x05EF...0x05F4, 0x0606...0x061B, 0x061D...0x06DC,
      0x06DE...0x06FF:
      true  // Hebrew, Arabic
    case 0x0900...0x097F, 0x0E01...0x0E3A, 0x0E3F...0x0E5B, 0x1E00...0x1EFF:
      true  // Devanagari, Thai, Latin Extended Additional
    case 0x2000...0x200A, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20BF, 0x2190...0x21FF:
      true  // spaces, dashes, quotes, currency signs, arrows
    case 0x3000...0x303F, 0x3041...0x3096, 0x3099...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
      0xFF01...0xFF9F, 0x1F300...0x1F64F:
      true  // CJK punctuation, kana, ideographs, Hangul syllables, full width forms, emoji
    default: false
    }
  }

  private static func isHidden(_ scalars: [Unicode.Scalar], _ index: Int, _ closed: Set<Int>)
    -> Bool
  {
    guard mayBeHidden(scalars[index]) else { return false }
    switch scalars[index].value {
    case 0..<0x20, 0x7F...0x9F: return true
    case 0x2066...0x2069: return !closed.contains(index)
    default: return HiddenCharacters.problem(in: scalars, at: index) != nil
    }
  }

  /// The positions of isolate initiators (U+2066–U+2068) and of the U+2069 that closes each.
  private static func closedIsolates(_ scalars: [Unicode.Scalar]) -> Set<Int> {
    var open: [Int] = []
    var closed = Set<Int>()
    for (index, scalar) in scalars.enumerated() {
      switch scalar.value {
      case 0x2066...0x2068: open.append(index)
      case 0x2069:
        if let start = open.popLast() { closed.formUnion([start, index]) }
      default: continue
      }
    }
    return closed
  }
}
