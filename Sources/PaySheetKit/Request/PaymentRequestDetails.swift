/// The W3C Payment Request API's `PaymentCurrencyAmount`: a currency and a decimal string.
public struct PaymentCurrencyAmount: Hashable, Sendable, Encodable {
  public let currency: String
  public let value: String

  init(_ money: Money) {
    currency = money.currency.code
    value = money.wireValue
  }
}

/// The W3C Payment Request API's `PaymentItem`.
public struct PaymentItem: Hashable, Sendable, Encodable {
  public let label: String
  public let amount: PaymentCurrencyAmount
  /// Written only when true: the amount is not final.
  public let pending: Bool?

  init(label: String, amount: Money, pending: Bool) {
    self.label = label
    self.amount = PaymentCurrencyAmount(amount)
    self.pending = pending ? true : nil
  }
}

/// The W3C Payment Request API's `PaymentShippingOption`.
public struct PaymentShippingOption: Hashable, Sendable, Encodable {
  public let id: String
  public let label: String
  public let amount: PaymentCurrencyAmount
  public let selected: Bool
}

/// The W3C Payment Request API's `PaymentDetailsInit` for a sheet in one language: what
/// `new PaymentRequest(methods, details)` takes as `details`.
///
/// Labels are the sheet's localized text; the total's label is the merchant ("Fern & Co
/// (via Marketly)"). A pending item is sent with the amount 0 and `pending: true`, since
/// the API requires an amount; the first shipping method is the selected one, as on the
/// sheet.
public struct PaymentRequestDetails: Hashable, Sendable, Encodable {
  public let total: PaymentItem
  public let displayItems: [PaymentItem]
  public let shippingOptions: [PaymentShippingOption]?

  public init(sheet: PaymentSheet, formatted: FormattedSheet) throws(PaySheetError) {
    let lines = try RequestLines(sheet: sheet, formatted: formatted)
    total = PaymentItem(
      label: lines.total.requestLabel, amount: sheet.total.amount,
      pending: lines.total.type == .pending)
    displayItems = lines.items.map { line in
      PaymentItem(
        label: line.requestLabel,
        amount: line.money ?? Money(minorUnits: 0, currency: sheet.currency),
        pending: line.type == .pending)
    }
    shippingOptions =
      sheet.shippingMethods.isEmpty
      ? nil
      : zip(sheet.shippingMethods, lines.shipping).enumerated().map { index, pair in
        PaymentShippingOption(
          id: pair.0.identifier, label: pair.1.requestLabel,
          amount: PaymentCurrencyAmount(pair.0.amount), selected: index == 0)
      }
  }
}
