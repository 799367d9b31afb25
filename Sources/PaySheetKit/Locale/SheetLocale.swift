internal import PaySheetICU
import Synchronization

/// A locale that ICU has data for, accepted in BCP 47 (`zh-Hant-TW`) or ICU (`zh_Hant_TW`) spelling.
///
/// Creating one never falls back silently: `xx-YY` is an error, not root data.
public struct SheetLocale: Hashable, Sendable, CustomStringConvertible, Encodable {
  let icu: ICULocale

  public init(_ identifier: String) throws(PaySheetError) {
    if let known = Self.parsed.withLock({ $0[identifier] }) {
      icu = known
      return
    }
    do {
      icu = try ICULocale(parsing: identifier)
      let parsed = icu
      Self.parsed.withLock { cache in
        if cache.count < Self.parsedLimit { cache[identifier] = parsed }
      }
    } catch {
      switch error {
      case .malformed(let value, let reason), .noData(let value, let reason):
        throw .invalidLocale(value, reason: reason)
      }
    }
  }

  /// Identifiers already parsed: a lint asks for each catalog language once per key, and
  /// parsing asks ICU several questions. Bounded, as identifiers come from files.
  private static let parsed = Mutex<[String: ICULocale]>([:])
  private static let parsedLimit = 4096

  /// The BCP 47 tag, such as `zh-Hant-TW`.
  public var identifier: String { icu.languageTag }
  /// ICU's canonical ID, such as `zh_Hant_TW`.
  public var icuIdentifier: String { icu.identifier }
  /// The language subtag, such as `zh`.
  public var language: String { icu.language }
  /// Whether text in this locale runs right to left.
  public var isRightToLeft: Bool { icu.isRightToLeft }

  public var description: String { identifier }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(identifier)
  }
}
