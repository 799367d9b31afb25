/// The kinds of sheet line a catalog text can be measured as without a sheet.
public enum SheetLineKind: String, Sendable, Hashable, CaseIterable {
  /// A summary item: label and amount on one row.
  case summary
  /// A shipping method: label and cost on one row.
  case shipping
  /// A second line (a delivery estimate, a billing date): the text alone on the row.
  case detail
  /// The total line: label and amount in the profile's total layout.
  case total
}

extension SheetFormatter {
  /// Measures the text of `key` as one line of `kind`, without a sheet: label and the
  /// widest amount `currency` shows in this locale, the longest `.short` variant that fits
  /// chosen as `format(_:fit:)` chooses it.
  ///
  /// - Parameters:
  ///   - arguments: the values of the text's `%@` placeholders, in order.
  ///   - count: the count of a text with `%lld` or plural variations.
  ///   - zeroAmount: whether the line always shows a zero amount (a free shipping method, a
  ///     free trial), so that it is measured with zero rather than the widest amount.
  ///   - largestAmount: the largest amount the caller's sheets show in `currency`, measured
  ///     in place of the widest the currency can show.
  public func measure(
    key: String, as kind: SheetLineKind, arguments: [String], count: Int?, currency: Currency,
    zeroAmount: Bool = false, largestAmount: Money? = nil, fit budget: FitBudget
  ) throws(PaySheetError) -> SheetLine {
    let names = try arguments.map { (text) throws(PaySheetError) in try DisplayName(text) }
    let label = try SheetLabel(key, arguments: names, count: count)
    let zero = Money(minorUnits: 0, currency: currency)
    let sheet = try PaymentSheet(
      currency: currency, items: [],
      total: SheetTotal(merchant: DisplayName("M"), amount: zero))
    var run = Run(formatter: self, sheet: sheet, budget: budget)
    run.largestAmount = largestAmount
    return try run.standalone(label, as: kind, zeroAmount: zeroAmount)
  }
}
