internal import CPaySheetICU

/// ICU's Unicode data for judging names: normalization, character names, joining types,
/// combining classes and scripts.
///
/// Everything here reads ICU's immutable character data, so it is safe from any thread.
package enum ICUNames {
  /// A normalization form ICU's `unorm2` instances give.
  package enum Form: Int32, Sendable {
    case nfc = 0
    case nfkc = 1
  }

  /// `text` in normalization form `form`.
  package static func normalized(_ text: String, _ form: Form) throws(ICUError) -> String {
    let units = Array(text.utf16)
    return try icuUTF16String("normalize text to \(form)") { buffer, capacity, status in
      psicu_normalize(form.rawValue, units, Int32(units.count), buffer, capacity, &status)
    }
  }

  /// The Unicode name of a scalar, such as "DOUBLE-STRUCK CAPITAL N"; nil when it has none
  /// (unassigned and private-use code points).
  package static func name(of scalar: Unicode.Scalar) throws(ICUError) -> String? {
    let name = try icuASCIIString("name U+\(String(scalar.value, radix: 16))", capacity: 96) {
      buffer, capacity, status in psicu_char_name(scalar.value, buffer, capacity, &status)
    }
    return name.isEmpty ? nil : name
  }

  /// Unicode's Joining_Type, which decides where ZERO WIDTH NON-JOINER may stand.
  package enum JoiningType: Int32, Sendable {
    case nonJoining = 0
    case joinCausing
    case dual
    case left
    case right
    case transparent
  }

  package static func joiningType(_ scalar: Unicode.Scalar) -> JoiningType {
    JoiningType(rawValue: psicu_joining_type(scalar.value)) ?? .nonJoining
  }

  /// The canonical combining class: 1 for overlays (U+0335), 9 for viramas.
  package static func combiningClass(_ scalar: Unicode.Scalar) -> Int {
    Int(psicu_combining_class(scalar.value))
  }

  /// The ISO 15924 codes of the scalar's Script_Extensions: the scripts a shared character
  /// (an Arabic vowel sign, a danda) is used with; Zinh alone for marks of every script.
  package static func scriptExtensions(_ scalar: Unicode.Scalar) throws(ICUError) -> [String] {
    var codes = [Int32](repeating: 0, count: 32)
    var status: Int32 = 0
    let count = psicu_script_extensions(scalar.value, &codes, Int32(codes.count), &status)
    try ICUError.check(status, "read the script extensions of U+\(String(scalar.value, radix: 16))")
    return codes.prefix(Int(count)).compactMap { code in
      psicu_script_short_name(code).map { String(cString: $0) }
    }
  }

  /// The ISO 15924 codes of the scripts a locale is written in, from ICU's locale data
  /// (`uscript_getCode`): "ja" gives Kana, Hira and Hani; "sr-Latn" gives Latn.
  package static func scripts(of locale: ICULocale) throws(ICUError) -> [String] {
    try scripts(ofLocale: locale.identifier)
  }

  /// The scripts of the locale with ICU's canonical identifier `identifier`, for modules
  /// that hold a locale by its identifier rather than as an `ICULocale`.
  package static func scripts(ofLocale identifier: String) throws(ICUError) -> [String] {
    var codes = [Int32](repeating: 0, count: 8)
    var status: Int32 = 0
    let count = psicu_locale_scripts(identifier, &codes, Int32(codes.count), &status)
    try ICUError.check(status, "find the scripts of locale '\(identifier)'")
    return codes.prefix(Int(count)).compactMap { code in
      psicu_script_short_name(code).map { String(cString: $0) }
    }
  }

  /// The Unicode name of a script for messages, from its ISO 15924 code: "Cyrl" →
  /// "Cyrillic", "Hani" → "Han"; the code itself when ICU does not know it.
  package static func scriptName(_ code: String) -> String {
    guard let name = psicu_script_long_name(code) else { return code }
    return String(String(cString: name).map { $0 == "_" ? " " : $0 })
  }

  /// Where a scalar stands in UTS #39's General Security Profile.
  package enum IdentifierStatus: Int32, Sendable {
    /// Identifier_Status Restricted: not in the profile.
    case restricted = 0
    /// In ICU's recommended set (Identifier_Status Allowed).
    case recommended = 1
    /// In the inclusion set: punctuation identifiers need, such as '-' and U+2019.
    case inclusion = 2
  }

  package static func identifierStatus(_ scalar: Unicode.Scalar) throws(ICUError)
    -> IdentifierStatus
  {
    var status: Int32 = 0
    let value = psicu_spoof_identifier_status(scalar.value, &status)
    try ICUError.check(status, "read UTS #39's recommended and inclusion sets")
    return IdentifierStatus(rawValue: value) ?? .restricted
  }
}

/// The standard exemplar characters of a locale (`ulocdata_getExemplarSet`): the letters its
/// everyday writing uses, such as Thai's SARA AM, which NFKC rewrites.
///
/// `Sendable`: the set is frozen when it is opened, and ICU documents a frozen set as safe
/// to read from several threads; nothing changes it afterwards.
package final class ICUExemplarSet: Sendable {
  nonisolated(unsafe) private let handle: OpaquePointer

  package init(locale: String) throws(ICUError) {
    var status: Int32 = 0
    let handle = psicu_exemplars_open(locale, &status)
    try ICUError.check(status, "open the exemplar characters of locale '\(locale)'")
    guard let handle else {
      throw ICUError(status: 1, operation: "open the exemplar characters of locale '\(locale)'")
    }
    self.handle = handle
  }

  deinit { psicu_exemplars_close(handle) }

  package func contains(_ scalar: Unicode.Scalar) -> Bool {
    psicu_exemplars_contains(handle, scalar.value) != 0
  }

  private static let cache = ICUCache<String, ICUExemplarSet>(limit: 128)

  /// One set per locale ID, opened once.
  package static func cached(locale: String) throws(ICUError) -> ICUExemplarSet {
    try cache.value(for: locale) { () throws(ICUError) in try ICUExemplarSet(locale: locale) }
  }
}

extension ICUNames {
  private static let likelyLanguages = ICUCache<String, String>(limit: 256)

  /// The language CLDR finds most likely for a script ("Thai" → "th", "Cyrl" → "ru"): whose
  /// everyday letters stand for that script's.
  package static func likelyLanguage(ofScript script: String) throws(ICUError) -> String {
    try likelyLanguages.value(for: script) { () throws(ICUError) in
      let full = try icuASCIIString("find the likely language of script '\(script)'") {
        buffer, capacity, status in
        psicu_locale_add_likely_subtags("und_" + script, buffer, capacity, &status)
      }
      return try icuASCIIString("read the language of '\(full)'") { buffer, capacity, status in
        psicu_locale_part(full, 0, buffer, capacity, &status)
      }
    }
  }
}
