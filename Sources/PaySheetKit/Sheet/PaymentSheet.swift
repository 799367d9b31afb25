import Foundation

/// A catalog key and what fills its placeholders: the label of a line, not its text.
///
/// `arguments` fill `%@` placeholders in order (codes and names, never translated);
/// `count` selects the plural form and fills the `%lld` placeholder.
public struct SheetLabel: Hashable, Sendable, Codable {
  public var key: String
  public var arguments: [String]
  public var count: Int?

  public init(_ key: String, arguments: [String] = [], count: Int? = nil) {
    self.key = key
    self.arguments = arguments
    self.count = count
  }

  private enum CodingKeys: String, CodingKey { case key, arguments, count }

  /// Reads `"summary.tax"` or `{"key": "summary.promoCode", "arguments": ["FRIDAY10"]}`.
  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let key = try? single.decode(String.self) {
      self.init(key)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let key = try container.decode(String.self, forKey: .key)
    let arguments = try container.decodeIfPresent([String].self, forKey: .arguments) ?? []
    let count = try container.decodeIfPresent(Int.self, forKey: .count)
    for argument in arguments {
      do {
        _ = try DisplayName(argument, field: "argument")
      } catch {
        throw DecodingError.dataCorruptedError(
          forKey: .arguments, in: container, debugDescription: error.description)
      }
    }
    if let count {
      try container.check(
        (0...999_999_999).contains(count), .count, "\(count) is not a count from 0 to 999999999")
    }
    self.init(key, arguments: arguments, count: count)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(key, forKey: .key)
    if !arguments.isEmpty { try container.encode(arguments, forKey: .arguments) }
    try container.encodeIfPresent(count, forKey: .count)
  }
}

/// How often a recurring charge repeats: every `count` days, months or years.
public struct RecurringInterval: Hashable, Sendable, Codable {
  public enum Unit: String, Hashable, Sendable, Codable, CaseIterable { case day, month, year }

  public var unit: Unit
  public var count: Int

  public init(unit: Unit, count: Int = 1) throws(PaySheetError) {
    guard (1...999).contains(count) else {
      throw .invalidSheet("interval count", reason: "\(count) is not between 1 and 999")
    }
    self.unit = unit
    self.count = count
  }

  private enum CodingKeys: String, CodingKey { case unit, count }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let count = try container.decodeIfPresent(Int.self, forKey: .count) ?? 1
    try container.check((1...999).contains(count), .count, "\(count) is not between 1 and 999")
    try self.init(unit: container.decode(Unit.self, forKey: .unit), count: count)
  }
}

/// A span of calendar days, such as an estimated delivery window.
public struct DateRange: Hashable, Sendable, Codable {
  public var from: SheetDate
  public var to: SheetDate

  public init(from: SheetDate, to: SheetDate) throws(PaySheetError) {
    guard from <= to else {
      throw .invalidSheet("date range", reason: "\(from) is after \(to)")
    }
    self.from = from
    self.to = to
  }

  private enum CodingKeys: String, CodingKey { case from, to }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let from = try container.decode(SheetDate.self, forKey: .from)
    let to = try container.decode(SheetDate.self, forKey: .to)
    try container.check(from <= to, .to, "\(to) is before \(from)")
    try self.init(from: from, to: to)
  }
}

/// One line of the summary above the total.
public enum SummaryItem: Hashable, Sendable {
  /// A final amount: "Subtotal $19.99", "Gift Wrap $5.00", "Tax $4.53".
  case item(label: SheetLabel, amount: Money)
  /// An amount not known yet; the platform shows "Amount Pending" in its place, and the
  /// explanation says why the total may change.
  case pending(label: SheetLabel, explanation: SheetLabel?)
  /// A reduction, always negative: "Friday Special −$2.00".
  case discount(label: SheetLabel, amount: Money)
  /// A charge that repeats, from `start` (and until `end`).
  case recurring(
    label: SheetLabel, amount: Money, interval: RecurringInterval, start: SheetDate?,
    end: SheetDate?)
  /// A charge taken later, on `date`.
  case deferred(label: SheetLabel, amount: Money, date: SheetDate)
  /// A stored-value top-up of `amount` whenever the balance falls below `threshold`.
  case reload(label: SheetLabel, amount: Money, threshold: Money)

  public var label: SheetLabel {
    switch self {
    case .item(let label, _), .pending(let label, _), .discount(let label, _),
      .recurring(let label, _, _, _, _),
      .deferred(let label, _, _), .reload(let label, _, _):
      return label
    }
  }
}

/// What the customer does to get the goods; it decides the words of the delivery line.
public enum ShippingType: String, Hashable, Sendable, Codable, CaseIterable {
  case shipping, delivery, storePickup, servicePickup
}

/// One shipping method: label and cost, with an optional detail and delivery window.
public struct ShippingMethod: Hashable, Sendable {
  public var label: SheetLabel
  public var amount: Money
  public var detail: SheetLabel?
  public var delivery: DateRange?

  public init(
    label: SheetLabel, amount: Money, detail: SheetLabel? = nil, delivery: DateRange? = nil
  ) {
    self.label = label
    self.amount = amount
    self.detail = detail
    self.delivery = delivery
  }
}

/// The total line: the name on the bank statement, the amount, and whether it may change.
public struct SheetTotal: Hashable, Sendable {
  /// The business the customer pays, or the end merchant when an intermediary app takes
  /// the payment.
  public var merchant: DisplayName
  /// The intermediary app: the line reads "PAY MERCHANT (VIA APP)".
  public var via: DisplayName?
  /// The total is an estimate (a ride paid by time and distance).
  public var estimated: Bool
  public var amount: Money

  public init(
    merchant: DisplayName, via: DisplayName? = nil, estimated: Bool = false, amount: Money
  ) {
    self.merchant = merchant
    self.via = via
    self.estimated = estimated
    self.amount = amount
  }
}

/// The confirmation text after payment.
public enum Confirmation: Hashable, Sendable {
  /// "Visa ••••1234 (Apple Pay)".
  case card(network: DisplayName, lastFour: String)
  /// "Paid with Apple Pay".
  case paidWithApplePay
}

/// A payment sheet: what the app supplies, before any text is chosen.
///
/// In JSON every amount is a decimal string in the sheet's currency ("19.99"), so that no
/// amount passes through binary floating point and each is checked against the currency's
/// minor units as it is read.
public struct PaymentSheet: Hashable, Sendable {
  public var currency: Currency
  public var items: [SummaryItem]
  public var shippingType: ShippingType
  public var shippingMethods: [ShippingMethod]
  public var total: SheetTotal
  public var confirmation: Confirmation?

  public init(
    currency: Currency, items: [SummaryItem], shippingType: ShippingType = .shipping,
    shippingMethods: [ShippingMethod] = [], total: SheetTotal, confirmation: Confirmation? = nil
  ) {
    self.currency = currency
    self.items = items
    self.shippingType = shippingType
    self.shippingMethods = shippingMethods
    self.total = total
    self.confirmation = confirmation
  }

  /// Reads a sheet from JSON; errors name the field and why.
  public init(json data: Data) throws(PaySheetError) {
    do {
      self = try JSONDecoder().decode(PaymentSheet.self, from: data)
    } catch let error as PaySheetError {
      throw error
    } catch let DecodingError.dataCorrupted(context) {
      throw Self.sheetError(context, nil)
    } catch let DecodingError.keyNotFound(key, context) {
      throw Self.sheetError(context, "missing field '\(key.stringValue)'")
    } catch let DecodingError.typeMismatch(type, context) {
      throw Self.sheetError(context, "expected \(Self.describe(type))")
    } catch let DecodingError.valueNotFound(type, context) {
      throw Self.sheetError(context, "expected \(Self.describe(type)), found null")
    } catch {
      throw .invalidSheet("sheet", reason: "\(error)")
    }
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Int.Type: return "an integer"
    case is Bool.Type: return "true or false"
    default: return "an object or array"
    }
  }

  private static func sheetError(_ context: DecodingError.Context, _ reason: String?)
    -> PaySheetError
  {
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
      .joined()
    let underlying = (context.underlyingError as? PaySheetError)?.description
    let detail = reason ?? underlying ?? context.debugDescription
    return .invalidSheet(path.isEmpty ? "sheet" : String(path.drop { $0 == "." }), reason: detail)
  }
}
