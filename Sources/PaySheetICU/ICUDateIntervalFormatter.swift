internal import CPaySheetICU
import Synchronization

/// An open ICU date interval formatter (`UDateIntervalFormat`) for a locale and skeleton.
///
/// `Sendable`: ICU's interval formatter sets calendar fields while it formats, so every use
/// goes through the mutex.
package final class ICUDateIntervalFormatter: Sendable {
  package let locale: ICULocale
  package let skeleton: String
  package let timeZone: String
  private let zoneUnits: [UInt16]
  private let handle: Mutex<OpaquePointer>

  package init(locale: ICULocale, skeleton: String, timeZone: String = "UTC") throws(ICUError) {
    var status: Int32 = 0
    let skeletonUnits = Array(skeleton.utf16)
    let zoneUnits = Array(timeZone.utf16)
    let handle = psicu_dtitv_open(
      locale.identifier, skeletonUnits, Int32(skeletonUnits.count), zoneUnits,
      Int32(zoneUnits.count),
      &status)
    try ICUError.check(status, "open a date interval formatter for '\(skeleton)' in \(locale)")
    guard let handle else { throw ICUError(status: 1, operation: "open a date interval formatter") }
    self.locale = locale
    self.skeleton = skeleton
    self.timeZone = timeZone
    self.zoneUnits = zoneUnits
    self.handle = Mutex(handle)
  }

  deinit { handle.withLock { psicu_dtitv_close($0) } }

  private struct Signature: Hashable, Sendable {
    let locale: String
    let skeleton: String
    let timeZone: String
  }

  private static let cache = ICUCache<Signature, ICUDateIntervalFormatter>()

  package static func cached(locale: ICULocale, skeleton: String, timeZone: String = "UTC")
    throws(ICUError) -> ICUDateIntervalFormatter
  {
    try cache.value(
      for: Signature(locale: locale.identifier, skeleton: skeleton, timeZone: timeZone)
    ) {
      () throws(ICUError) in
      try ICUDateIntervalFormatter(locale: locale, skeleton: skeleton, timeZone: timeZone)
    }
  }

  /// Formats the interval between two instants, in milliseconds since 1970-01-01 UTC, in
  /// the proleptic Gregorian calendar where the locale's calendar is Gregorian.
  package func format(fromMilliseconds from: Double, toMilliseconds to: Double) throws(ICUError)
    -> String
  {
    try handle.withLock { formatter throws(ICUError) in
      try icuUTF16String("format a date interval in \(locale)") { buffer, capacity, status in
        zoneUnits.withUnsafeBufferPointer { zone in
          psicu_dtitv_format(
            formatter, locale.identifier, zone.baseAddress, Int32(zone.count), from, to, buffer,
            capacity, &status)
        }
      }
    }
  }
}
