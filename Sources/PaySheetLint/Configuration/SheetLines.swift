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

    public init(_ pattern: String, _ kind: SheetLineKind?) {
      self.pattern = pattern
      self.kind = kind
    }

    /// Whether `key` is the pattern, `*` matching any run of characters.
    public func matches(_ key: String) -> Bool {
      let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
      guard parts.count > 1 else { return key == pattern }
      var rest = Substring(key)
      guard rest.hasPrefix(parts[0]) else { return false }
      rest = rest.dropFirst(parts[0].count)
      for part in parts.dropFirst().dropLast() where !part.isEmpty {
        guard let found = rest.range(of: part) else { return false }
        rest = rest[found.upperBound...]
      }
      return rest.hasSuffix(parts[parts.count - 1])
        && rest.count >= parts[parts.count - 1].count
    }
  }

  /// The patterns `.paysheet.json` gives, in its order; the first that matches decides.
  public var configured: [Pattern]
  /// The currencies whose widest amount a line is measured with.
  public var currencies: [Currency]

  public init(configured: [Pattern] = [], currencies: [Currency] = SheetLines.defaultCurrencies) {
    self.configured = configured
    self.currencies = currencies
  }

  /// Without `currencies` in `.paysheet.json`: the dollar and the euro, two fraction digits
  /// and the symbols most sheets show.
  public static let defaultCurrencies: [Currency] = ["USD", "EUR"].compactMap {
    try? Currency($0)
  }

  /// The shipped catalog's naming of first lines: summary items, shipping methods and the
  /// total. Second lines (`shipping.arrives`, `recurring.startsOn`, `pending.explanation`)
  /// are not measured by default, as the formatter does not measure them on a sheet either:
  /// the sheet wraps them under their line; `.paysheet.json` can name keys `detail` to have
  /// them held to one row. Terms texts (`*.agreement`) are no lines.
  public static let shippedNaming: [Pattern] = [
    Pattern("*.agreement", nil), Pattern("shipping.arrives*", nil),
    Pattern("delivery.delivers*", nil), Pattern("pickup.ready*", nil),
    Pattern("recurring.startsOn", nil), Pattern("recurring.endsOn", nil),
    Pattern("recurring.every*", nil), Pattern("deferred.billedOn", nil),
    Pattern("reload.threshold", nil), Pattern("pending.explanation", nil),
    Pattern("summary.*", .summary), Pattern("recurring.*", .summary),
    Pattern("reload.*", .summary),
    Pattern("shipping.*", .shipping), Pattern("delivery.*", .shipping),
    Pattern("pickup.*", .shipping),
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
