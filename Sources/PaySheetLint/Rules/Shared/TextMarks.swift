import PaySheetKit

/// What the translation checks read of a text besides its words: its numbers, links and
/// addresses, brackets and end punctuation, in the forms each script writes them.
///
/// Scripts write the same marks differently: Arabic `٣` and Persian `۳` are the digit 3,
/// `؟` is a question mark, `。` and `।` end a sentence as `.` does. The checks compare what
/// the marks mean, never their glyphs.
enum TextMarks {
  // MARK: Numbers

  /// A number as written in a text: a run of decimal digits of any script, with the
  /// grouping and decimal separators between them that locales write.
  struct Number: Hashable {
    /// The digits as ASCII, without separators or leading zeros: "1.000,50" and "١٬٠٠٠٫٥٠"
    /// are both "100050", so that a grouping style of the translation's locale is no change.
    let digits: String
    /// The number as the text writes it.
    let written: String
    /// Whether a Latin letter touches it ("W8", "mp3", "2FA", "3rd"): part of a name, an
    /// identifier or an ordinal that a translation may spell out, rather than a quantity;
    /// and "100%", which says "fully" ("không hoàn toàn chính xác" for "not 100% accurate").
    let isInWord: Bool
    /// Whether a unit of measure or a currency sign follows or precedes it ("6 inches",
    /// "25€"): a translation may convert it ("15 cm", "999 ₽").
    let isMeasure: Bool

    /// Whether the number is one a translation keeps however it words the text: three
    /// digits or more, or with a separator. Smaller whole numbers ("7 days", "16 years")
    /// are often spelled out ("sept jours", "六小時"), which is no defect.
    var isLarge: Bool { digits.count >= 3 || written.unicodeScalars.contains { !isDigit($0) } }
  }

  /// The value 0–9 of a decimal digit of any script (ASCII, Arabic-Indic, Persian,
  /// Devanagari, Thai, full-width, …), or nil for any other scalar.
  static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
    if ("0"..."9").contains(scalar) { return Int(scalar.value - 0x30) }
    // Asked of every scalar of every text: no digits below Arabic-Indic, and from U+2E80
    // (CJK, kana, Hangul) to the full-width ones only those of Vai, Saurashtra, Kayah Li,
    // Javanese, Cham and Meetei Mayek (U+A620–U+ABF9), scripts no iOS language is written
    // in, which are not read as digits: the range is answered without the property lookup.
    switch scalar.value {
    case ..<0x660, 0x2E80..<0xFF10, 0xFF1A...0xFFFF: return nil
    case 0xFF10...0xFF19: return Int(scalar.value - 0xFF10)
    default: break
    }
    guard scalar.properties.numericType == .decimal,
      let value = scalar.properties.numericValue
    else { return nil }
    return Int(value)
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { digitValue(scalar) != nil }

  /// The text of `scalars`, encoded as UTF-8 into one buffer: a `String.UnicodeScalarView`
  /// built from them appends them one by one, which in `prose(of:)` was 148 of 2,222 million
  /// instructions of a lint of DuckDuckGo's catalog.
  static func string<Scalars: Collection<Unicode.Scalar>>(_ scalars: Scalars) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(scalars.count * 2)
    for scalar in scalars { UTF8.encode(scalar) { bytes.append($0) } }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The scalar that starts at `index` of a string's UTF-8 (valid, as every string's is),
  /// and its length in bytes: for looks that walk a text's bytes and decode only some.
  static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
    let lead = bytes[index]
    guard lead >= 0x80 else { return (Unicode.Scalar(lead), 1) }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var value = UInt32(lead) & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F)
    for next in bytes[(index + 1)..<min(index + length, bytes.count)] {
      value = value << 6 | UInt32(next & 0x3F)
    }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }

  /// Whether the three-byte scalar that starts at `index` of a string's UTF-8 goes on with
  /// `second` and a byte of `third`: for looks that find a few scalars beyond ASCII in the
  /// bytes, without decoding the others.
  static func continues(
    _ bytes: UnsafeBufferPointer<UInt8>, at index: Int, with second: UInt8,
    _ third: ClosedRange<UInt8>
  ) -> Bool {
    index + 2 < bytes.count && bytes[index + 1] == second && third.contains(bytes[index + 2])
  }

  /// The number of scalars of `text`, counted in its UTF-8 (every byte but a continuation
  /// byte starts one): `unicodeScalars.count` decodes each, 900 instructions a text.
  static func scalarCount(_ text: String) -> Int {
    var text = text
    return text.withUTF8 { bytes in
      var count = 0
      for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
      return count
    }
  }

  /// Whether `text` has a digit as `isDigit(_:)` reads them, from its UTF-8: a scalar is
  /// decoded and looked up only where such a digit may be, neither below U+0640 (lead bytes
  /// up to 0xD8) nor from U+3000 to U+EFFF (leads 0xE3–0xEE), so that a Chinese, Japanese or
  /// Korean text is not read scalar by scalar (the look at 19,350 texts took 30 million
  /// instructions in a lint of DuckDuckGo's catalog).
  static func hasDigit(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case 0x30...0x39: return true
        case ..<0x80: index += 1
        case 0xC2...0xD8: index += 2
        case 0xE3...0xEE: index += 3
        default:
          let (scalar, length) = Self.scalar(in: bytes, at: index)
          if isDigit(scalar) { return true }
          index += length
        }
      }
      return false
    }
  }

  /// Separators a locale writes between digits: `.` `,` `'` `’`, the Arabic decimal and
  /// thousands separators, and the no-break spaces French and others group with.
  static func isNumberSeparator(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case ".", ",", "'", "\u{2019}", "\u{066B}", "\u{066C}", "\u{00A0}", "\u{202F}", "\u{2009}",
      " ":
      return true
    default: return false
    }
  }

  static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x250 && scalar.properties.isAlphabetic
  }

  /// Units of measure a translation may convert (imperial to metric and back), compared
  /// without case, after the number.
  static let measureUnits: [String] = [
    "inch", "inches", "in", "ft", "feet", "foot", "mi", "mile", "miles", "lb", "lbs", "pound",
    "pounds", "oz", "ounce", "ounces", "°f", "°c", "gallon", "gallons", "yard", "yards", "yd",
    "cm", "mm", "km", "m", "kg", "g", "l", "liter", "liters", "litre", "litres",
  ]

  /// The numbers of `text`, placeholders (`%1$@`, `%.2f`, `%#@name@`, `%arg`), links and
  /// e-mail addresses left out. In a text without arguments (`hasPlaceholders` false), a
  /// `%` is the percent sign: Turkish writes "%100".
  static func numbers(in text: String, hasPlaceholders: Bool = true) -> [Number] {
    let scalars = Array(prose(of: text, hasPlaceholders: hasPlaceholders).unicodeScalars)
    var found: [Number] = []
    var index = 0
    while index < scalars.count {
      guard isDigit(scalars[index]) else {
        index += 1
        continue
      }
      let start = index
      var end = index
      var digits = ""
      while end < scalars.count {
        if let value = digitValue(scalars[end]) {
          digits += String(value)
          end += 1
          continue
        }
        guard isNumberSeparator(scalars[end]), end + 1 < scalars.count, isDigit(scalars[end + 1])
        else { break }
        // A space groups only thousands: "1 000", not the "2 3" of a list.
        if scalars[end].properties.isWhitespace {
          var group = end + 1
          while group < scalars.count, isDigit(scalars[group]) { group += 1 }
          guard group - end - 1 == 3 else { break }
        }
        end += 1
      }
      let before = start > 0 ? scalars[start - 1] : " "
      let after = end < scalars.count ? scalars[end] : " "
      let stripped = digits.drop { $0 == "0" }
      found.append(
        Number(
          digits: stripped.isEmpty ? "0" : String(stripped),
          written: String(String.UnicodeScalarView(scalars[start..<end])),
          isInWord: isLatinLetter(before) || isLatinLetter(after)
            || (stripped == "100" && (isPercent(before) || isPercent(after))),
          isMeasure: isMeasure(before: scalars[max(0, start - 2)..<start], after: scalars[end...])))
      index = end
    }
    return found
  }

  /// The percent signs: `%`, Arabic `٪`, full-width `％`.
  static func isPercent(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "%" || scalar == "\u{066A}" || scalar == "\u{FF05}"
  }

  private static func isMeasure(
    before: ArraySlice<Unicode.Scalar>, after: ArraySlice<Unicode.Scalar>
  ) -> Bool {
    let isCurrency = { (scalar: Unicode.Scalar) in
      scalar.properties.generalCategory == .currencySymbol
    }
    if before.contains(where: isCurrency) || after.prefix(2).contains(where: isCurrency) {
      return true
    }
    let rest = after.drop { $0 == " " || $0 == "\u{A0}" || $0 == "\u{202F}" }
    let word = String(
      String.UnicodeScalarView(rest.prefix { $0.properties.isAlphabetic || $0 == "°" })
    ).lowercased()
    return measureUnits.contains(word)
  }

  /// `text` with its placeholders, links and e-mail addresses replaced by a space, so that
  /// the digits in them are not read as numbers: `%1$@`, `%.2f`, `%#@count@`, `%arg`, and
  /// a malformed specifier's digits (`%1$$@`) too.
  static func prose(of text: String, hasPlaceholders: Bool = true) -> String {
    // Most texts have no placeholder, link or address: they are their own prose.
    if !mayHaveLink(text), !hasPlaceholders || !text.containsByte(UInt8(ascii: "%")) {
      return text
    }
    var scalars = Array(text.unicodeScalars)
    for range in (links(in: text).map(\.range)).reversed() {
      scalars.replaceSubrange(range, with: [" "])
    }
    guard hasPlaceholders else { return string(scalars) }
    var kept: [Unicode.Scalar] = []
    kept.reserveCapacity(scalars.count)
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "%" else {
        kept.append(scalars[index])
        index += 1
        continue
      }
      index = specifierEnd(scalars, from: index)
      kept.append(" ")
    }
    return string(kept)
  }

  /// Where the placeholder that starts at the `%` at `start` ends.
  private static func specifierEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var index = start + 1
    guard index < scalars.count else { return index }
    if scalars[index] == "%" { return index + 1 }
    if scalars[index...].starts(with: "arg".unicodeScalars) { return index + 3 }
    while index < scalars.count,
      isDigit(scalars[index]) || "$#-+ 0'.*".unicodeScalars.contains(scalars[index])
    {
      if scalars[index] == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
        // `%#@name@`: to the closing `@`.
        var end = index + 2
        while end < scalars.count, scalars[end] != "@" { end += 1 }
        return min(end + 1, scalars.count)
      }
      index += 1
    }
    while index < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[index]) { index += 1 }
    if index < scalars.count, scalars[index].properties.isAlphabetic || scalars[index] == "@" {
      index += 1
    }
    return index
  }

  // MARK: Links and addresses

  /// A link (`https://…`, `www.…`) or an e-mail address in a text, at its scalar offsets.
  struct Link {
    let text: String
    let range: Range<Int>
    let isEmail: Bool

    /// The part after `@` of an address, or the host of a link.
    var domain: Substring {
      if isEmail { return text.split(separator: "@").last ?? "" }
      let rest = text.split(separator: "/", omittingEmptySubsequences: true)
      return text.contains("://") ? (rest.dropFirst().first ?? "") : (rest.first ?? "")
    }
  }

  /// Characters that end a link: spaces, quotes, brackets and the punctuation a sentence
  /// puts after it.
  private static func endsLink(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace
      || "<>\"'“”«»()（）[]{}「」".unicodeScalars.contains(scalar)
      || scalar.value > 0x2E7F  // CJK text or punctuation right after a link (`…/HT204915를`)
  }

  /// Whether `text` may have a link or an address, from its UTF-8 in one pass: a link
  /// starts `http` or `www.`, and an address has an `@` followed by a character of its
  /// domain, which the `@` of a `%@` placeholder seldom is.
  static func mayHaveLink(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      guard bytes.count >= 2 else { return false }
      for index in 0..<(bytes.count - 1) {
        switch bytes[index] {
        case UInt8(ascii: "@"):
          let next = bytes[index + 1]
          if (0x30...0x39).contains(next) || (0x61...0x7A).contains(next | 0x20)
            || next == UInt8(ascii: ".") || next == UInt8(ascii: "_")
            || next == UInt8(ascii: "+") || next == UInt8(ascii: "-")
          {
            return true
          }
        case UInt8(ascii: "h"):
          if index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "t"),
            bytes[index + 2] == UInt8(ascii: "t"), bytes[index + 3] == UInt8(ascii: "p")
          {
            return true
          }
        case UInt8(ascii: "w"):
          if index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "w"),
            bytes[index + 2] == UInt8(ascii: "w"), bytes[index + 3] == UInt8(ascii: ".")
          {
            return true
          }
        default: break
        }
      }
      return false
    }
  }

  /// The links and e-mail addresses of `text`.
  static func links(in text: String) -> [Link] {
    // Most texts have none, said from their bytes: as scalars, the look took 86 of the
    // 2,040 million instructions of a lint of DuckDuckGo's catalog.
    guard mayHaveLink(text) else { return [] }
    let scalars = Array(text.unicodeScalars)
    var found: [Link] = []
    var index = 0
    while index < scalars.count {
      let rest = scalars[index...]
      // Only an `h` or a `w` can start one: the other scalars are not compared three times.
      let startsLink =
        (scalars[index] == "h" || scalars[index] == "w")
        && (rest.starts(with: "https://".unicodeScalars)
          || rest.starts(with: "http://".unicodeScalars)
          || rest.starts(with: "www.".unicodeScalars))
        && (index == 0 || !scalars[index - 1].properties.isAlphabetic)
      if startsLink {
        var end = index
        while end < scalars.count, !endsLink(scalars[end]) { end += 1 }
        // Sentence punctuation after a link is the sentence's.
        while end > index, ".,;:!?".unicodeScalars.contains(scalars[end - 1]) { end -= 1 }
        found.append(
          Link(
            text: String(String.UnicodeScalarView(scalars[index..<end])), range: index..<end,
            isEmail: false))
        index = end
        continue
      }
      if scalars[index] == "@", let link = email(around: index, in: scalars) {
        found.append(link)
        index = link.range.upperBound
        continue
      }
      index += 1
    }
    return found
  }

  private static func isEmailCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
      || "._%+-".unicodeScalars.contains(scalar)
  }

  /// The address whose `@` is at `at`: ASCII local part, and a domain with a dot and a
  /// top-level name of two letters or more.
  private static func email(around at: Int, in scalars: [Unicode.Scalar]) -> Link? {
    var start = at
    while start > 0, isEmailCharacter(scalars[start - 1]) { start -= 1 }
    var end = at + 1
    while end < scalars.count, isEmailCharacter(scalars[end]) && scalars[end] != "%" {
      end += 1
    }
    while end > at + 1, scalars[end - 1] == "." || scalars[end - 1] == "-" { end -= 1 }
    let domain = String(String.UnicodeScalarView(scalars[(at + 1)..<end]))
    guard start < at, let dot = domain.lastIndex(of: "."),
      domain[domain.index(after: dot)...].count >= 2,
      domain[domain.index(after: dot)...].allSatisfy(\.isLetter)
    else { return nil }
    return Link(
      text: String(String.UnicodeScalarView(scalars[start..<end])), range: start..<end,
      isEmail: true)
  }

  // MARK: End punctuation

  /// How a text ends, in any script's form.
  enum Ending: String, CaseIterable {
    case fullStop = "a full stop"
    case question = "a question mark"
    case exclamation = "an exclamation mark"
    case colon = "a colon"
    case ellipsis = "an ellipsis"
  }

  /// `ending(of:language:)` of a text whose last marks are ASCII, from its bytes; nil
  /// (undecided) when one of the last is not, and for Armenian.
  private static func asciiEnding(of text: UnsafeBufferPointer<UInt8>, language: String)
    -> Ending??
  {
    // The ASCII scalars `isClosing(_:)` passes over: controls, space, `"` `'` `)` `*` `]`,
    // and the modifier symbols `^` and `` ` ``.
    func isClosing(_ byte: UInt8) -> Bool {
      switch byte {
      case 0...0x20, 0x7F, UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ")"),
        UInt8(ascii: "*"), UInt8(ascii: "]"), UInt8(ascii: "^"), UInt8(ascii: "`"):
        true
      default: false
      }
    }
    var last = text.count - 1
    while last >= 0, text[last] < 0x80, isClosing(text[last]) { last -= 1 }
    guard last >= 0 else { return .some(nil) }
    guard text[last] < 0x80 else { return nil }
    let base = UnchangedTranslationRule.base(language)
    guard base != "hy" else { return nil }
    switch text[last] {
    case UInt8(ascii: "."):
      // The five scalars up to it, as the look for "..." and "か." reads them.
      let window = text[max(0, last - 4)...last]
      guard window.allSatisfy({ $0 < 0x80 }) else { return nil }
      if last >= 2,
        window.filter({ $0 != UInt8(ascii: " ") }).suffix(3).allSatisfy({ $0 == UInt8(ascii: ".") })
      {
        return .ellipsis
      }
      return .fullStop
    case UInt8(ascii: "?"): return .question
    case UInt8(ascii: ";"): return base == "el" ? .question : .some(nil)
    case UInt8(ascii: "!"): return .exclamation
    case UInt8(ascii: ":"): return .colon
    default: return .some(nil)
    }
  }

  /// Marks that close a text after its last punctuation and do not change how it ends:
  /// closing quotes and brackets, symbols and emoji, and invisible marks (a variation
  /// selector, a joiner).
  private static func isClosing(_ scalar: Unicode.Scalar) -> Bool {
    if "\"'”’»)）」』]】›*".unicodeScalars.contains(scalar) { return true }
    switch scalar.properties.generalCategory {
    // A symbol or emoji after the mark: "Sadece senin için. 👀" ends with its full stop.
    case .format, .nonspacingMark, .enclosingMark, .spaceSeparator, .control, .otherSymbol,
      .modifierSymbol:
      return true
    default: return scalar == "\n" || scalar == "\r"
    }
  }

  /// Full stops of the scripts: Latin `.`, CJK `。` `．` `｡`, Devanagari `।` `॥`, Urdu `۔`,
  /// Armenian `։`, Ethiopic `።`, Myanmar `။`, Khmer `។`, Tibetan `།`.
  static let fullStops: Set<Unicode.Scalar> = [
    ".", "\u{3002}", "\u{FF0E}", "\u{FF61}", "\u{0964}", "\u{0965}", "\u{06D4}", "\u{0589}",
    "\u{1362}", "\u{104B}", "\u{17D4}", "\u{0F0D}",
  ]
  /// Question marks: `?`, full-width `？`, Arabic `؟`, Ethiopic `፧`.
  static let questionMarks: Set<Unicode.Scalar> = ["?", "\u{FF1F}", "\u{061F}", "\u{1367}"]
  /// Exclamation marks: `!`, full-width `！`.
  static let exclamationMarks: Set<Unicode.Scalar> = ["!", "\u{FF01}"]
  /// Colons: `:`, full-width `：`.
  static let colons: Set<Unicode.Scalar> = [":", "\u{FF1A}"]

  /// How `text`, in `language`, ends, or nil when it ends in no punctuation of `Ending`.
  ///
  /// Greek writes its question mark as `;` (U+037E, or the semicolon it is equivalent to);
  /// a Japanese question may end in `か` and a full stop. Armenian puts its question and
  /// exclamation marks (`՞` `՜`) on the stressed word, not at the end.
  static func ending(of text: String, language: String) -> Ending? {
    // Most texts end in ASCII, read from their last bytes: as scalars, whose properties
    // decide which close a text, the look took 6,000 instructions a text of DuckDuckGo's
    // catalog.
    var text = text
    if let ending = text.withUTF8({ asciiEnding(of: $0, language: language) }) { return ending }
    // The last few scalars are all it reads: a text is walked back from its end, not copied.
    var scalars: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars.reversed() {
      if scalars.isEmpty, isClosing(scalar) { continue }
      scalars.insert(scalar, at: 0)
      if scalars.count == 6 { break }
    }
    guard let last = scalars.last else { return nil }
    let base = UnchangedTranslationRule.base(language)
    if base == "hy", text.unicodeScalars.contains("\u{055E}") { return .question }
    if base == "hy", text.unicodeScalars.contains("\u{055C}") { return .exclamation }
    if last == "\u{2026}" || last == "\u{22EF}" { return .ellipsis }
    if last == ".", scalars.count >= 3 {
      let tail = scalars.suffix(5).filter { $0 != " " }
      if tail.suffix(3).allSatisfy({ $0 == "." }) { return .ellipsis }
    }
    if questionMarks.contains(last) { return .question }
    if base == "el", last == ";" || last == "\u{037E}" { return .question }
    if exclamationMarks.contains(last) { return .exclamation }
    if colons.contains(last) { return .colon }
    if fullStops.contains(last) {
      if base == "ja", scalars.count >= 2, scalars[scalars.count - 2] == "か" { return .question }
      return .fullStop
    }
    return nil
  }
}
