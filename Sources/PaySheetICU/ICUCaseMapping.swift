internal import CPaySheetICU

/// Locale-aware case mapping (`u_strToUpper`).
///
/// Uppercasing depends on the language: Turkish maps "i" to "İ", Greek drops accents in
/// capitals ("Πληρωμή" becomes "ΠΛΗΡΩΜΗ"), German "ß" becomes "SS".
package enum ICUCaseMapping {
  package static func uppercased(_ text: String, locale: ICULocale) throws(ICUError) -> String {
    let source = Array(text.utf16)
    return try source.withUnsafeBufferPointer { input throws(ICUError) in
      try icuUTF16String("uppercase text in \(locale)") { buffer, capacity, status in
        psicu_to_upper(
          locale.identifier, input.baseAddress, Int32(input.count), buffer, capacity, &status)
      }
    }
  }
}
