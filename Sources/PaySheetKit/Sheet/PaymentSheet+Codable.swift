import Foundation

/// Turns a `PaySheetError` met while decoding into a `DecodingError` that carries the
/// coding path, so that the message names the field ("items[2].amount").
func decodingValue<T>(
  _ container: any SingleValueDecodingContainer, _ body: (String) throws(PaySheetError) -> T
) throws -> T {
  let text = try container.decode(String.self)
  do {
    return try body(text)
  } catch {
    throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
  }
}

extension KeyedDecodingContainer {
  func decodeMoney(_ key: Key, currency: Currency) throws -> Money {
    let text = try decode(String.self, forKey: key)
    do {
      return try Money(text, currency: currency)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: error.description)
    }
  }

  func decodeMoneyIfPresent(_ key: Key, currency: Currency) throws -> Money? {
    try contains(key) && !decodeNil(forKey: key) ? decodeMoney(key, currency: currency) : nil
  }

  func check(_ condition: Bool, _ key: Key, _ message: String) throws {
    if !condition {
      throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: message)
    }
  }
}

extension PaymentSheet: Codable {
  private enum CodingKeys: String, CodingKey {
    case currency, items, shippingType, shippingMethods, total, confirmation
  }

  private enum ItemKeys: String, CodingKey {
    case type, label, amount, explanation, interval, start, end, date, threshold
  }

  private enum MethodKeys: String, CodingKey { case label, amount, detail, delivery }

  private enum TotalKeys: String, CodingKey { case merchant, via, estimated, amount }

  private enum ConfirmationKeys: String, CodingKey { case network, lastFour, paidWithApplePay }

  private enum ItemType: String, Codable, CaseIterable {
    case item, pending, discount, recurring, deferred, reload
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let currency = try container.decode(Currency.self, forKey: .currency)
    self.currency = currency
    shippingType =
      try container.decodeIfPresent(ShippingType.self, forKey: .shippingType) ?? .shipping

    var items: [SummaryItem] = []
    var itemList = try container.nestedUnkeyedContainer(forKey: .items)
    while !itemList.isAtEnd {
      let item = try itemList.nestedContainer(keyedBy: ItemKeys.self)
      items.append(try Self.decodeItem(item, currency: currency))
    }
    self.items = items

    var methods: [ShippingMethod] = []
    if container.contains(.shippingMethods) {
      var list = try container.nestedUnkeyedContainer(forKey: .shippingMethods)
      while !list.isAtEnd {
        let method = try list.nestedContainer(keyedBy: MethodKeys.self)
        methods.append(
          ShippingMethod(
            label: try method.decode(SheetLabel.self, forKey: .label),
            amount: try method.decodeMoney(.amount, currency: currency),
            detail: try method.decodeIfPresent(SheetLabel.self, forKey: .detail),
            delivery: try method.decodeIfPresent(DateRange.self, forKey: .delivery)))
      }
    }
    shippingMethods = methods

    let total = try container.nestedContainer(keyedBy: TotalKeys.self, forKey: .total)
    self.total = SheetTotal(
      merchant: try total.decode(DisplayName.self, forKey: .merchant),
      via: try total.decodeIfPresent(DisplayName.self, forKey: .via),
      estimated: try total.decodeIfPresent(Bool.self, forKey: .estimated) ?? false,
      amount: try total.decodeMoney(.amount, currency: currency))

    if container.contains(.confirmation), try !container.decodeNil(forKey: .confirmation) {
      let confirmation = try container.nestedContainer(
        keyedBy: ConfirmationKeys.self, forKey: .confirmation)
      if try confirmation.decodeIfPresent(Bool.self, forKey: .paidWithApplePay) == true {
        self.confirmation = .paidWithApplePay
      } else {
        let lastFour = try confirmation.decode(String.self, forKey: .lastFour)
        try confirmation.check(
          lastFour.utf8.count == 4 && lastFour.utf8.allSatisfy { $0 >= 48 && $0 <= 57 }, .lastFour,
          "'\(PaySheetError.clip(lastFour))' is not four digits")
        self.confirmation = .card(
          network: try confirmation.decode(DisplayName.self, forKey: .network), lastFour: lastFour)
      }
    } else {
      self.confirmation = nil
    }
  }

  private static func decodeItem(_ item: KeyedDecodingContainer<ItemKeys>, currency: Currency)
    throws -> SummaryItem
  {
    let label = try item.decode(SheetLabel.self, forKey: .label)
    switch try item.decode(ItemType.self, forKey: .type) {
    case .item:
      return .item(label: label, amount: try item.decodeMoney(.amount, currency: currency))
    case .pending:
      try item.check(
        !item.contains(.amount), .amount,
        "a pending item has no amount; the platform shows 'Amount Pending'")
      return .pending(
        label: label, explanation: try item.decodeIfPresent(SheetLabel.self, forKey: .explanation))
    case .discount:
      let amount = try item.decodeMoney(.amount, currency: currency)
      try item.check(
        amount.minorUnits < 0, .amount, "a discount is a negative amount, such as \"-2.00\"")
      return .discount(label: label, amount: amount)
    case .recurring:
      let start = try item.decodeIfPresent(SheetDate.self, forKey: .start)
      let end = try item.decodeIfPresent(SheetDate.self, forKey: .end)
      if let start, let end {
        try item.check(start <= end, .end, "the end \(end) is before the start \(start)")
      }
      return .recurring(
        label: label, amount: try item.decodeMoney(.amount, currency: currency),
        interval: try item.decode(RecurringInterval.self, forKey: .interval), start: start, end: end
      )
    case .deferred:
      return .deferred(
        label: label, amount: try item.decodeMoney(.amount, currency: currency),
        date: try item.decode(SheetDate.self, forKey: .date))
    case .reload:
      return .reload(
        label: label, amount: try item.decodeMoney(.amount, currency: currency),
        threshold: try item.decodeMoney(.threshold, currency: currency))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(currency, forKey: .currency)
    var itemList = container.nestedUnkeyedContainer(forKey: .items)
    for item in items {
      var entry = itemList.nestedContainer(keyedBy: ItemKeys.self)
      try entry.encode(item.label, forKey: .label)
      switch item {
      case .item(_, let amount):
        try entry.encode(ItemType.item, forKey: .type)
        try entry.encode(amount.wireValue, forKey: .amount)
      case .pending(_, let explanation):
        try entry.encode(ItemType.pending, forKey: .type)
        try entry.encodeIfPresent(explanation, forKey: .explanation)
      case .discount(_, let amount):
        try entry.encode(ItemType.discount, forKey: .type)
        try entry.encode(amount.wireValue, forKey: .amount)
      case .recurring(_, let amount, let interval, let start, let end):
        try entry.encode(ItemType.recurring, forKey: .type)
        try entry.encode(amount.wireValue, forKey: .amount)
        try entry.encode(interval, forKey: .interval)
        try entry.encodeIfPresent(start, forKey: .start)
        try entry.encodeIfPresent(end, forKey: .end)
      case .deferred(_, let amount, let date):
        try entry.encode(ItemType.deferred, forKey: .type)
        try entry.encode(amount.wireValue, forKey: .amount)
        try entry.encode(date, forKey: .date)
      case .reload(_, let amount, let threshold):
        try entry.encode(ItemType.reload, forKey: .type)
        try entry.encode(amount.wireValue, forKey: .amount)
        try entry.encode(threshold.wireValue, forKey: .threshold)
      }
    }
    if shippingType != .shipping { try container.encode(shippingType, forKey: .shippingType) }
    if !shippingMethods.isEmpty {
      var list = container.nestedUnkeyedContainer(forKey: .shippingMethods)
      for method in shippingMethods {
        var entry = list.nestedContainer(keyedBy: MethodKeys.self)
        try entry.encode(method.label, forKey: .label)
        try entry.encode(method.amount.wireValue, forKey: .amount)
        try entry.encodeIfPresent(method.detail, forKey: .detail)
        try entry.encodeIfPresent(method.delivery, forKey: .delivery)
      }
    }
    var total = container.nestedContainer(keyedBy: TotalKeys.self, forKey: .total)
    try total.encode(self.total.merchant, forKey: .merchant)
    try total.encodeIfPresent(self.total.via, forKey: .via)
    if self.total.estimated { try total.encode(true, forKey: .estimated) }
    try total.encode(self.total.amount.wireValue, forKey: .amount)
    switch confirmation {
    case .none:
      break
    case .paidWithApplePay:
      var entry = container.nestedContainer(keyedBy: ConfirmationKeys.self, forKey: .confirmation)
      try entry.encode(true, forKey: .paidWithApplePay)
    case .card(let network, let lastFour):
      var entry = container.nestedContainer(keyedBy: ConfirmationKeys.self, forKey: .confirmation)
      try entry.encode(network, forKey: .network)
      try entry.encode(lastFour, forKey: .lastFour)
    }
  }
}
