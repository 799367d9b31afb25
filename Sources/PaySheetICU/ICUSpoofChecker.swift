internal import CPaySheetICU

/// An ICU spoof checker (`USpoofChecker`) for names shown to a paying customer.
///
/// It is opened at ICU's moderately restrictive level: a name may be in one script, or in
/// Latin with Han, Hiragana, Katakana or Hangul, or Latin with one other script that is not
/// confusable with it (so Latin with Cyrillic or Greek fails).
///
/// `Sendable`: checking does not change the checker (ICU documents `uspoof_check2` and
/// `uspoof_areConfusable` as thread-safe once the checker is configured), and it is
/// configured only while it is opened.
package final class ICUSpoofChecker: Sendable {
  nonisolated(unsafe) private let handle: OpaquePointer

  /// What a check can find; several may be found at once.
  package struct Problems: OptionSet, Sendable, Hashable {
    package let rawValue: Int32
    package init(rawValue: Int32) { self.rawValue = rawValue }

    /// Scripts mixed beyond the moderately restrictive level.
    package static let mixedScripts = Problems(rawValue: PSICU_SPOOF_MIXED_SCRIPTS)
    /// Repeated non-spacing marks, or marks that sit on nothing visible.
    package static let invisible = Problems(rawValue: PSICU_SPOOF_INVISIBLE)
    /// Digits from more than one numbering system.
    package static let mixedNumbers = Problems(rawValue: PSICU_SPOOF_MIXED_NUMBERS)
    /// A dot above on a letter that already has one.
    package static let hiddenOverlay = Problems(rawValue: PSICU_SPOOF_HIDDEN_OVERLAY)
  }

  package init() throws(ICUError) {
    var status: Int32 = 0
    let handle = psicu_spoof_open(&status)
    try ICUError.check(status, "open a spoof checker")
    guard let handle else { throw ICUError(status: 1, operation: "open a spoof checker") }
    self.handle = handle
  }

  deinit { psicu_spoof_close(handle) }

  /// One checker for everyone: its settings do not depend on a locale.
  package static let shared = Result<ICUSpoofChecker, ICUError>(catching: { () throws(ICUError) in
    try ICUSpoofChecker()
  })

  /// The problems ICU finds in `text`; empty when it passes.
  package func check(_ text: String) throws(ICUError) -> Problems {
    let units = Array(text.utf16)
    var status: Int32 = 0
    let bits = psicu_spoof_check(handle, units, Int32(units.count), &status)
    try ICUError.check(status, "check '\(text)' for spoofing")
    return Problems(rawValue: bits)
  }

  /// The UTS #39 skeleton of `text`: two texts that look alike have the same skeleton
  /// ("ѕсоре" in Cyrillic and "scope" in Latin both give "scope"). It is a key for
  /// comparison, not text to show ("l" and "I" share one).
  package func skeleton(_ text: String) throws(ICUError) -> String {
    let units = Array(text.utf16)
    return try icuUTF16String("compute the confusable skeleton of '\(text)'") {
      buffer, capacity, status in
      psicu_spoof_skeleton(handle, units, Int32(units.count), buffer, capacity, &status)
    }
  }

  /// Whether `first` and `second` can be mistaken for each other, such as "Acme" written
  /// in Latin and "Асме" written in Cyrillic.
  package func areConfusable(_ first: String, _ second: String) throws(ICUError) -> Bool {
    let a = Array(first.utf16)
    let b = Array(second.utf16)
    var status: Int32 = 0
    let result = psicu_spoof_are_confusable(handle, a, Int32(a.count), b, Int32(b.count), &status)
    try ICUError.check(status, "compare '\(first)' and '\(second)' for confusables")
    return result != 0
  }
}
