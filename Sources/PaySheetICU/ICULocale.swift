internal import CPaySheetICU

/// Why a locale identifier was refused.
package enum ICULocaleError: Error, Sendable, Equatable {
  /// The text is not a BCP 47 tag or ICU locale ID.
  case malformed(String, reason: String)
  /// The identifier is well formed, but ICU has no data for it and would fall back to root.
  case noData(String, reason: String)
}

/// A locale identifier that ICU has data for, in ICU and BCP 47 spelling.
package struct ICULocale: Hashable, Sendable, CustomStringConvertible {
  /// ICU's canonical ID, as ICU's C API takes it: `zh_Hant_TW`.
  package let identifier: String
  /// The BCP 47 spelling: `zh-Hant-TW`.
  package let languageTag: String
  package let language: String
  package let script: String
  package let region: String

  package var description: String { languageTag }

  /// Parses `text` in BCP 47 (`zh-Hant-TW`) or ICU (`zh_Hant_TW`) spelling.
  ///
  /// ICU itself accepts anything and quietly uses root data for what it does not know; a
  /// payment sheet formatted with root data looks plausible and is wrong, so an identifier
  /// whose language ICU has no data for, or whose region is not a known region, is refused.
  package init(parsing text: String) throws(ICULocaleError) {
    guard !text.isEmpty else { throw .malformed(text, reason: "the identifier is empty") }
    guard text.utf8.count <= 64 else {
      throw .malformed(
        String(text.prefix(24)) + "…", reason: "an identifier is at most 64 characters")
    }
    guard text.utf8.allSatisfy({ Self.allowed($0) }) else {
      throw .malformed(text, reason: "only ASCII letters, digits, '-' and '_' may appear")
    }
    let tag = String(text.map { $0 == "_" ? "-" : $0 })
    if let repeated = Self.repeatedExtensionPart(tag) {
      // ICU keeps the first and drops the other without a word: "-u-nu-arab-nu-latn".
      throw .malformed(text, reason: "\(repeated) is given twice; give it once")
    }
    var parsed: Int32 = 0
    let icuID: String
    do {
      icuID = try icuASCIIString("parse language tag") { buffer, capacity, status in
        psicu_locale_for_language_tag(tag, buffer, capacity, &parsed, &status)
      }
    } catch {
      throw .malformed(text, reason: "ICU cannot read it as a language tag")
    }
    guard Int(parsed) == tag.utf8.count else {
      let rest = String(tag.utf8.dropFirst(Int(parsed))) ?? ""
      throw .malformed(text, reason: "'\(rest)' is not a valid subtag sequence")
    }
    let canonicalized =
      (try? icuASCIIString("canonicalize locale") { buffer, capacity, status in
        psicu_locale_canonicalize(icuID, buffer, capacity, &status)
      }) ?? icuID
    // Going through BCP 47 replaces deprecated codes ICU's canonicalizer keeps: iw → he,
    // in → id, ji → yi.
    let canonical = Self.roundTripped(canonicalized) ?? canonicalized
    let language = Self.part(canonical, 0)
    let script = Self.part(canonical, 1)
    let region = Self.part(canonical, 2)
    guard !language.isEmpty, LocaleTables.shared.languages.contains(language) else {
      throw .noData(
        text, reason: "ICU has no data for language '\(language.isEmpty ? tag : language)'")
    }
    if !region.isEmpty, !LocaleTables.shared.regions.contains(region),
      !(region.count == 3 && region.allSatisfy(\.isNumber)), !Self.isPseudoRegion(region)
    {
      throw .noData(text, reason: "'\(region)' is not a region ICU knows")
    }
    try Self.checkKeywords(canonical, text: text)
    self.identifier = canonical
    self.language = language
    self.script = script
    self.region = region
    self.languageTag =
      (try? icuASCIIString("make language tag") { buffer, capacity, status in
        psicu_locale_to_language_tag(canonical, buffer, capacity, &status)
      }) ?? tag
  }

  /// Refuses a numbering system, calendar or currency keyword ICU has no data for: an
  /// unknown numbering system makes every number formatter fail (U_UNSUPPORTED_ERROR) and an
  /// unknown calendar silently becomes the Gregorian one.
  private static func checkKeywords(_ id: String, text: String) throws(ICULocaleError) {
    var value = [CChar](repeating: 0, count: 160)
    let which = psicu_locale_unknown_keyword(id, &value, Int32(value.count))
    guard which != 0 else { return }
    let name = String(
      decoding: value.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if which == 4 {
      throw .noData(
        text,
        reason:
          "the numbering system '\(name)' (the '-u-nu-' keyword) has no digits of its own, and ICU formats amounts in it with Latin digits; name one with digits, such as arab, deva or thai"
      )
    }
    let (key, what) =
      switch which {
      case 1: ("nu", "numbering system")
      case 2: ("ca", "calendar")
      default: ("cu", "currency")
      }
    throw .noData(text, reason: "ICU has no \(what) '\(name)' (the '-u-\(key)-' keyword)")
  }

  /// The first extension singleton (`-u-`) or Unicode extension key (`-u-nu-`) that `tag`
  /// gives twice, described; BCP 47 allows each once.
  static func repeatedExtensionPart(_ tag: String) -> String? {
    var singletons = Set<String>()
    var keys = Set<String>()
    var inUnicodeExtension = false
    for subtag in tag.lowercased().split(separator: "-", omittingEmptySubsequences: false) {
      // Everything after "-x-" is private use, free of these rules.
      if subtag == "x" { return nil }
      if subtag.count == 1 {
        guard singletons.insert(String(subtag)).inserted else {
          return "the extension '-\(subtag)-'"
        }
        inUnicodeExtension = subtag == "u"
      } else if inUnicodeExtension, subtag.count == 2 {
        guard keys.insert(String(subtag)).inserted else {
          return "the '-u-\(subtag)-' keyword"
        }
      }
    }
    return nil
  }

  /// ISO 3166 leaves XA–XZ to private use; CLDR's pseudo-locales live there (en-XA
  /// accented, ar-XB right to left), and so do `paysheet pseudo`'s.
  private static func isPseudoRegion(_ region: String) -> Bool {
    region.count == 2 && region.hasPrefix("X") && region.last!.isASCII && region.last!.isUppercase
  }

  private static func allowed(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
      return true
    default: return false
    }
  }

  private static func roundTripped(_ id: String) -> String? {
    guard
      let tag = try? icuASCIIString(
        "make language tag",
        { buffer, capacity, status in
          psicu_locale_to_language_tag(id, buffer, capacity, &status)
        })
    else { return nil }
    var parsed: Int32 = 0
    return try? icuASCIIString("parse language tag") { buffer, capacity, status in
      psicu_locale_for_language_tag(tag, buffer, capacity, &parsed, &status)
    }
  }

  private static func part(_ id: String, _ part: Int32) -> String {
    (try? icuASCIIString("read locale part") { buffer, capacity, status in
      psicu_locale_part(id, part, buffer, capacity, &status)
    }) ?? ""
  }

  /// The locale with its likely script and region filled in from CLDR ("zh-TW" → zh, Hant, TW).
  package var maximized: (language: String, script: String, region: String) {
    let full =
      (try? icuASCIIString("add likely subtags") { buffer, capacity, status in
        psicu_locale_add_likely_subtags(identifier, buffer, capacity, &status)
      }) ?? identifier
    return (Self.part(full, 0), Self.part(full, 1), Self.part(full, 2))
  }

  /// Whether the locale's script runs right to left (Arabic, Hebrew).
  package var isRightToLeft: Bool { psicu_locale_is_right_to_left(identifier) != 0 }

  /// Whether ambiguous-width characters are drawn two columns wide (Chinese, Japanese, Korean).
  package var usesWideAmbiguousCharacters: Bool {
    language == "zh" || language == "ja" || language == "ko"
  }
}

/// The languages and regions ICU has data for, read once from ICU.
private struct LocaleTables: Sendable {
  let languages: Set<String>
  let regions: Set<String>

  static let shared = LocaleTables()

  /// Read as bytes: going through each ID's characters for its language took 2 million
  /// instructions, at the start of every lint, for ICU's 800 locales.
  private init() {
    var languages = Set<String>()
    var previous = ""
    for index in 0..<psicu_locale_available_count() {
      guard let id = psicu_locale_available(index) else { continue }
      var length = 0
      while id[length] != 0, id[length] != CChar(UInt8(ascii: "_")) { length += 1 }
      let language = String(
        decoding: UnsafeRawBufferPointer(start: id, count: length), as: UTF8.self)
      // ICU lists a language's locales one after another (en, en_001, en_150, …).
      guard language != previous else { continue }
      languages.insert(language)
      previous = language
    }
    var regions = Set<String>()
    if var cursor = psicu_locale_iso_countries() {
      while let code = cursor.pointee {
        regions.insert(String(cString: code))
        cursor += 1
      }
    }
    self.languages = languages
    self.regions = regions
  }
}
