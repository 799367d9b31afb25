import PaySheetKit

/// Which catalog keys are sheet lines, and of what kind, so that `line-overflow` measures
/// them without a sample sheet: patterns from `.paysheet.json` first, then the shipped
/// catalog's naming (`summary.*`, `shipping.*`, …).
public struct SheetLines: Sendable, Hashable {
  /// A key, or a pattern where `*` stands for any run of characters, and the kind of line it
  /// names; a nil kind says the keys are no sheet lines (to take them out of the defaults).
  public struct Pattern: Sendable, Hashable {
    public let pattern: String
    public let kind: SheetLineKind?
    /// The pattern's text between its stars, as bytes: matching runs once per key, language
    /// and profile, so it compares bytes rather than characters.
    private let parts: [[UInt8]]

    public init(_ pattern: String, _ kind: SheetLineKind?) {
      self.pattern = pattern
      self.kind = kind
      parts = pattern.utf8.split(separator: UInt8(ascii: "*"), omittingEmptySubsequences: false)
        .map(Array.init)
    }

    /// Whether `key` is the pattern, `*` matching any run of characters.
    public func matches(_ key: String) -> Bool {
      var key = key
      return key.withUTF8 { bytes in
        guard parts.count > 1 else { return bytes.elementsEqual(parts[0]) }
        let first = parts[0]
        let last = parts[parts.count - 1]
        guard bytes.count >= first.count + last.count, bytes.starts(with: first),
          bytes[(bytes.count - last.count)...].elementsEqual(last)
        else { return false }
        var start = first.count
        let end = bytes.count - last.count
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
          guard let found = Self.find(part, in: bytes, from: start, to: end) else { return false }
          start = found + part.count
        }
        return true
      }
    }

    /// Where `part` first occurs in `bytes[from..<to]`.
    private static func find(
      _ part: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int
    ) -> Int? {
      guard to - from >= part.count else { return nil }
      for index in from...(to - part.count)
      where bytes[index..<(index + part.count)].elementsEqual(part) {
        return index
      }
      return nil
    }
  }

  /// The patterns `.paysheet.json` gives, in its order; the first that matches decides.
  public var configured: [Pattern]
  /// The currencies whose widest amount a line is measured with.
  public var currencies: [Currency]
  /// The largest count a sheet shows (items, days, months): a plural form whose first CLDR
  /// sample is larger (`many` is 1,000,000 in Catalan, Spanish, French, Italian and
  /// Portuguese) is not measured, as no trial or order reaches it.
  public var maximumCount: Int

  /// The largest amount a sheet shows in a currency, from `maximumAmount` in
  /// `.paysheet.json`; a currency it leaves out takes `defaultMaximumAmount(for:)`.
  public var maximumAmounts: [Currency: Money]

  public init(
    configured: [Pattern] = [], currencies: [Currency] = SheetLines.defaultCurrencies,
    maximumCount: Int = SheetLines.defaultMaximumCount, maximumAmounts: [Currency: Money] = [:]
  ) {
    self.configured = configured
    self.currencies = currencies
    self.maximumCount = maximumCount
    self.maximumAmounts = maximumAmounts
  }

  /// The amount a line measured without a sheet shows in `currency`, and whether
  /// `.paysheet.json` set it.
  public func maximumAmount(for currency: Currency) -> (amount: Money, configured: Bool) {
    if let set = maximumAmounts[currency] { return (set, true) }
    return (Self.defaultMaximumAmount(for: currency), false)
  }

  /// Without `maximumAmount` in `.paysheet.json`: the largest amount of six digits in the
  /// currency's minor units, 9,999.99 in dollars, euros or pounds, ¥999,999, KWD 999.999.
  /// A real checkout reaches it (a fully configured laptop, a family's flights, a month's
  /// rent paid through Apple Pay on the web), and a line is measured with its width rather
  /// than with 9,999,999.99, which no retail sheet shows and which failed a German "Gift
  /// Wrap" that fits beside any real total. Currencies of much smaller units (KRW, VND, IDR)
  /// pass six digits in ordinary orders and need their own `maximumAmount`.
  public static func defaultMaximumAmount(for currency: Currency) -> Money {
    var units: Int64 = 0
    for _ in 0..<defaultMaximumDigits { units = units * 10 + 9 }
    return Money(minorUnits: units, currency: currency)
  }

  /// The digits of the default largest amount, minor units included.
  public static let defaultMaximumDigits = 6

  /// Without `maximumCount` in `.paysheet.json`: four digits, more than any count of items,
  /// days or months a sheet shows.
  public static let defaultMaximumCount = 9_999

  /// The counts `maximumCount` may be set to.
  package static let maximumCounts = 1...1_000_000_000

  /// Whether the line of `key` always shows a zero amount, so that it is measured with
  /// zero: a free method or a free trial (`shipping.free`, `recurring.freeTrial`), whose
  /// last part starts with "free".
  public static func showsZeroAmount(_ key: String) -> Bool {
    let last = key.split(separator: ".").last ?? ""
    return last.hasPrefix("free")
  }

  /// Without `currencies` in `.paysheet.json`: the dollar and the euro, two fraction digits
  /// and the symbols most sheets show.
  public static let defaultCurrencies: [Currency] = ["USD", "EUR"].compactMap {
    try? Currency($0)
  }

  /// The shipped catalog's naming of first lines: summary items (`summary.*`), shipping
  /// methods (`shipping.*`), the shipped recurring, reload, delivery and pickup lines, and
  /// the total. Second lines (`shipping.arrives`, `recurring.startsOn`, `pending.explanation`)
  /// are not measured by default, as the formatter does not measure them on a sheet either:
  /// the sheet wraps them under their line; `.paysheet.json` can name keys `detail` to have
  /// them held to one row. Terms texts (`*.agreement`) are no lines.
  public static let shippedNaming: [Pattern] = [
    Pattern("*.agreement", nil), Pattern("shipping.arrives*", nil),
    Pattern("delivery.delivers*", nil), Pattern("pickup.ready*", nil),
    Pattern("recurring.startsOn", nil), Pattern("recurring.endsOn", nil),
    Pattern("recurring.every*", nil), Pattern("deferred.billedOn", nil),
    Pattern("reload.threshold", nil), Pattern("pending.explanation", nil),
    Pattern("summary.*", .summary), Pattern("shipping.*", .shipping),
    // Beyond the two prefixes, only the shipped keys themselves: `reload.*` or `pickup.*`
    // also name an app's own texts ("reload.page" in a browser), which are no sheet lines.
    Pattern("recurring.monthly", .summary), Pattern("recurring.yearly", .summary),
    Pattern("recurring.freeTrial", .summary), Pattern("reload.autoReload", .summary),
    Pattern("delivery.standard", .shipping), Pattern("pickup.store", .shipping),
    Pattern("pickup.service", .shipping),
    Pattern("platform.pay", .total),
  ]

  /// The kind of line `key` is, or nil when it is none. A `.short` key is measured through
  /// its full key, as the formatter falls back to it.
  public func kind(of key: String) -> SheetLineKind? {
    guard !key.hasSuffix(SheetFormatter.shortSuffix) else { return nil }
    for pattern in configured where pattern.matches(key) { return pattern.kind }
    for pattern in Self.shippedNaming where pattern.matches(key) { return pattern.kind }
    return nil
  }

  /// The words `.paysheet.json` takes for a kind; "none" takes keys out.
  static let words = SheetLineKind.allCases.map(\.rawValue) + ["none"]
}
