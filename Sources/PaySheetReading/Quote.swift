/// How a message quotes what it names, on one line and showing what is there: a catalog's
/// text (`text`, `change`), a value an error refuses (`value`), one scalar (`code`, and
/// `scalar` with its name, `escaped`). Line breaks, tabs and invisible characters are
/// spelled out, so that no file can move a terminal's cursor or reorder a line by what a
/// message quotes of it.
package enum Quote {
  /// `text` in single quotes, with line breaks, tabs and invisible characters spelled out
  /// and long text shortened, so that a message stays on one line and shows what is there.
  package static func text(_ text: String, limit: Int = 60) -> String {
    // Most quoted texts are short and show as they are: one look at each scalar, and one
    // string built, rather than one append per scalar (a lint of a 2.9 MB catalog quotes
    // 18,000 texts).
    if isShownWhole(text, limit: limit) { return "'" + text + "'" }
    // The opening run of scalars shown as they are is copied at once, rather than one
    // append per scalar: Anytype's long texts took 550 instructions a scalar.
    let scalars = text.unicodeScalars
    var count = 0
    var index = scalars.startIndex
    while count < limit, index < scalars.endIndex, isShownAsItIs(scalars[index]) {
      scalars.formIndex(after: &index)
      count += 1
    }
    var shown = "'" + String(scalars[..<index])
    for scalar in scalars[index...] {
      if count == limit {
        shown += "…"
        break
      }
      spell(scalar, into: &shown)
      count += 1
    }
    return shown + "'"
  }

  /// Whether `text(_:limit:)` shows `text` whole and as it is, between its quotes: a
  /// message that quotes it may write its bytes there without a quoted copy.
  package static func isShownWhole(_ text: String, limit: Int = 60) -> Bool {
    // Printable ASCII is looked at byte by byte: as scalars, the look at Anytype's 17,561
    // short texts took 27 million instructions.
    if text.utf8.count <= limit, text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) {
      return true
    }
    return (text.utf8.count <= limit || text.unicodeScalars.count <= limit)
      && text.unicodeScalars.allSatisfy(isShownAsItIs)
  }

  /// `text` in single quotes as `text(_:)` shows it, whole when it is short; a longer one
  /// is cut to a window around `defect` (scalar offsets), marked `⟦…⟧`, so that the part at
  /// fault is always shown: `'…hier ist der Text⟦  ⟧und hier…'`.
  package static func text(_ text: String, marking defect: Range<Int>, limit: Int = 60)
    -> String
  {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count > limit else { return "'" + spelled(scalars[...]) + "'" }
    let lower = max(0, min(defect.lowerBound, scalars.count))
    let upper = max(lower, min(defect.upperBound, scalars.count))
    let context = max(8, (limit - min(upper - lower, limit)) / 2)
    let start = max(0, lower - context)
    let end = min(scalars.count, upper + context)
    return "'" + (start > 0 ? "…" : "") + spelled(scalars[start..<lower]) + "⟦"
      + spelled(scalars[lower..<upper]) + "⟧" + spelled(scalars[upper..<end])
      + (end < scalars.count ? "…" : "") + "'"
  }

  /// `text` quoted with a window around the first `part` in it, when it is long.
  package static func text(_ text: String, marking part: String, limit: Int = 60) -> String {
    guard let found = text.range(of: part) else { return Self.text(text, limit: limit) }
    let scalars = text.unicodeScalars
    let start = scalars.distance(from: scalars.startIndex, to: found.lowerBound)
    let length = scalars.distance(from: found.lowerBound, to: found.upperBound)
    return Self.text(text, marking: start..<(start + length), limit: limit)
  }

  /// `before → after` for a text a fix changed, quoted: whole when both are short, else
  /// a window around the part that changed, marked `⟦…⟧` in each, so the two never read
  /// the same.
  package static func change(_ before: String, _ after: String, limit: Int = 60) -> String {
    let old = Array(before.unicodeScalars)
    let new = Array(after.unicodeScalars)
    var prefix = 0
    while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(old.count, new.count) - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let shown =
      old.count <= limit && new.count <= limit
      ? "'" + spelled(old[...]) + "' → '" + spelled(new[...]) + "'"
      : text(before, marking: prefix..<(old.count - suffix), limit: limit) + " → "
        + text(after, marking: prefix..<(new.count - suffix), limit: limit)
    // A typed `\n` and a line break are spelled alike: name what changed.
    guard spelled(old[...]) == spelled(new[...]) else { return shown }
    func codes(_ part: ArraySlice<Unicode.Scalar>) -> String {
      part.isEmpty ? "nothing" : part.map { scalar($0) }.joined(separator: ", ")
    }
    return shown + " (\(codes(old[prefix..<(old.count - suffix)])) became "
      + "\(codes(new[prefix..<(new.count - suffix)])))"
  }

  private static func spelled(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    var shown = ""
    for scalar in scalars { spell(scalar, into: &shown) }
    return shown
  }

  /// Whether `spell` writes the scalar as it is.
  private static func isShownAsItIs(_ scalar: Unicode.Scalar) -> Bool {
    if (0x20...0x7E).contains(scalar.value) { return true }
    if scalar.value < 0x80 { return false }
    if isInVisibleBlock(scalar) { return true }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator: return false
    default: return true
    }
  }

  /// Whether `scalar` lies in a block with no control, format or separator scalar (Latin-1's
  /// signs and letters but the soft hyphen, on to Hebrew; the CJK and Hangul blocks after the
  /// ideographic space), so that its general category need not be looked up: the look-ups were 3,200
  /// instructions a text for Anytype's 7,340 quoted non-ASCII texts.
  static func isInVisibleBlock(_ scalar: Unicode.Scalar) -> Bool {
    (0xA1...0xAC).contains(scalar.value) || (0xAE...0x5FF).contains(scalar.value)
      || (0x3001...0xD7FF).contains(scalar.value)
  }

  /// A scalar as a message shows it: line breaks, tabs and invisible characters spelled out.
  private static func spell(_ scalar: Unicode.Scalar, into shown: inout String) {
    switch scalar {
    case "\n": shown += "\\n"
    case "\r": shown += "\\r"
    case "\t": shown += "\\t"
    // Printable ASCII is shown as it is, without asking for its category: a lint of a
    // large catalog quotes some 4,000 texts.
    case " "..."~": shown.unicodeScalars.append(scalar)
    case _ where isInVisibleBlock(scalar): shown.unicodeScalars.append(scalar)
    default:
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator:
        shown += escaped(scalar)
      case .spaceSeparator where scalar != " ":
        shown += escaped(scalar)
      default:
        shown.unicodeScalars.append(scalar)
      }
    }
  }

  /// U+XXXX notation with the character's Unicode name, such as "U+202E RIGHT-TO-LEFT OVERRIDE".
  package static func scalar(_ scalar: Unicode.Scalar) -> String {
    let code = Self.code(scalar)
    return scalar.properties.name.map { "\(code) \($0)" } ?? code
  }

  /// A scalar's code point as Unicode writes it, with at least four hex digits: `U+00A0`,
  /// `U+1F600`.
  package static func code(_ scalar: Unicode.Scalar) -> String {
    code(scalar.value)
  }

  /// A code point as Unicode writes it (`U+D800`), for a value that need not be a scalar.
  package static func code(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// A scalar as a Swift string literal escapes it: `\u{200B}`, `\u{7}`.
  package static func escaped(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// A value an error refuses, shortened to 40 scalars with its size in bytes, so that a
  /// 100 kB argument gives a one-line error, and its control and format characters escaped
  /// (`escaped`) rather than sent to a terminal. Unlike `text` it keeps no quotes of its own
  /// and spells a line break `\u{A}`: the messages that quote values say where they end.
  package static func value(_ value: String) -> String {
    var shown = ""
    var count = 0
    for scalar in value.unicodeScalars {
      if count == 40 {
        shown += "…"
        return shown + " (\(value.utf8.count) bytes)"
      }
      switch scalar {
      // Printable ASCII is never a control or format character, so it is shown without
      // asking its category: a lint report quotes the keys of thousands of findings.
      case " "..."~":
        shown.unicodeScalars.append(scalar)
      default:
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator:
          shown += escaped(scalar)
        default:
          shown.unicodeScalars.append(scalar)
        }
      }
      count += 1
    }
    return shown
  }
}
