/// A catalog key and what fills its placeholders: the label of a line, not its text.
///
/// `arguments` fill `%@` placeholders in order (codes and names, never translated);
/// `count` selects the plural form and fills the `%lld` placeholder.
public struct SheetLabel: Hashable, Sendable {
  public private(set) var key: String
  public let arguments: [DisplayName]
  public let count: Int?
  /// Where the label was read from; ignored by `==`.
  @NotCompared public internal(set) var position: SourcePosition? = nil

  /// The counts a label takes: a plural form is chosen for a count of things on a sheet,
  /// and a count past 999,999,999 is no count a payment sheet shows.
  public static let counts: ClosedRange<Int> = 0...999_999_999

  /// A label with no placeholders to fill.
  public init(_ key: String) {
    self.key = key
    self.arguments = []
    self.count = nil
  }

  public init(_ key: String, arguments: [DisplayName] = [], count: Int? = nil)
    throws(PaySheetError)
  {
    if let count, !Self.counts.contains(count) {
      throw .invalidSheet(
        "count",
        reason:
          "\(count) is not a count from \(Self.counts.lowerBound) to \(Self.counts.upperBound)"
      )
    }
    self.key = key
    self.arguments = arguments
    self.count = count
  }

  /// The same placeholders under another key, such as the `.short` sibling.
  package func withKey(_ key: String) -> SheetLabel {
    var copy = self
    copy.key = key
    return copy
  }
}

/// How often a recurring charge repeats: every `count` days, months or years.
public struct RecurringInterval: Hashable, Sendable {
  public enum Unit: String, Hashable, Sendable, CaseIterable { case day, month, year }

  public let unit: Unit
  public let count: Int

  /// The counts an interval takes: up to 999 units, far past any billing cycle.
  public static let counts: ClosedRange<Int> = 1...999

  public init(unit: Unit, count: Int = 1) throws(PaySheetError) {
    guard Self.counts.contains(count) else {
      throw .invalidSheet("count", reason: "\(count) is not between 1 and 999")
    }
    self.unit = unit
    self.count = count
  }
}

/// A span of calendar days, such as an estimated delivery window.
public struct DateRange: Hashable, Sendable {
  public let from: SheetDate
  public let to: SheetDate

  public init(from: SheetDate, to: SheetDate) throws(PaySheetError) {
    guard from <= to else {
      throw .invalidSheet("to", reason: "\(to) is before 'from' \(from)")
    }
    self.from = from
    self.to = to
  }
}

/// One line of the summary above the total: a label and what kind of line it is.
///
/// The initializer checks what each kind requires (a discount is negative, a recurring
/// charge does not end before it starts, a reload's threshold is in its amount's
/// currency), and the properties cannot be changed afterwards, so an item that exists is
/// one a sheet can show.
public struct SummaryItem: Hashable, Sendable {
  /// The kinds of line, each with what it carries besides its label.
  public enum Kind: Hashable, Sendable {
    /// A final amount: "Subtotal $19.99", "Gift Wrap $5.00", "Tax $4.53".
    case item(amount: Money)
    /// An amount not known yet; the platform shows "Amount Pending" in its place, and the
    /// explanation says why the total may change.
    case pending(explanation: SheetLabel?)
    /// A reduction, always negative: "Friday Special −$2.00".
    case discount(amount: Money)
    /// A charge that repeats, from `start` (and until `end`).
    case recurring(amount: Money, interval: RecurringInterval, start: SheetDate?, end: SheetDate?)
    /// A free or reduced first period of a subscription, until `end`: "7-Day Free Trial
    /// €0.00, Ends Dec 10". A payment request sends it as the subscription's trial billing.
    case trial(amount: Money, interval: RecurringInterval, end: SheetDate)
    /// A charge taken later, on `date`.
    case deferred(amount: Money, date: SheetDate)
    /// A stored-value top-up of `amount` whenever the balance falls below `threshold`.
    case reload(amount: Money, threshold: Money)

    /// The word a sheet file uses for the kind (`"type": "discount"`).
    public var name: Name {
      switch self {
      case .item: .item
      case .pending: .pending
      case .discount: .discount
      case .recurring: .recurring
      case .trial: .trial
      case .deferred: .deferred
      case .reload: .reload
      }
    }

    /// The kinds by the word a sheet file uses for them.
    public enum Name: String, Hashable, Sendable, CaseIterable {
      case item, pending, discount, recurring, trial, deferred, reload
    }
  }

  public let label: SheetLabel
  public let kind: Kind
  /// Where the item was read from; ignored by `==`.
  @NotCompared public internal(set) var position: SourcePosition? = nil

  public init(label: SheetLabel, kind: Kind) throws(PaySheetError) {
    switch kind {
    case .discount(let amount) where amount.minorUnits >= 0:
      throw .invalidSheet(
        "amount",
        reason: "\(amount.wireValue) is not negative; a discount is written \"-2.00\"")
    case .recurring(_, _, let start?, let end?) where end < start:
      throw .invalidSheet("end", reason: "the end \(end) is before the start \(start)")
    case .reload(let amount, let threshold) where threshold.currency != amount.currency:
      throw .invalidSheet(
        "threshold",
        reason: "the threshold is in \(threshold.currency) and the amount in \(amount.currency)")
    case .trial(let amount, _, _) where amount.minorUnits < 0:
      throw .invalidSheet("amount", reason: "\(amount.wireValue) is negative")
    case .reload(_, let threshold) where threshold.minorUnits < 0:
      throw .invalidSheet("threshold", reason: "\(threshold.wireValue) is negative")
    default:
      break
    }
    self.label = label
    self.kind = kind
  }

  /// A final amount.
  public static func item(label: SheetLabel, amount: Money) -> SummaryItem {
    SummaryItem(checked: label, .item(amount: amount))
  }

  /// A line whose amount is not known yet.
  public static func pending(label: SheetLabel, explanation: SheetLabel? = nil) -> SummaryItem {
    SummaryItem(checked: label, .pending(explanation: explanation))
  }

  /// A reduction; `amount` must be negative.
  public static func discount(label: SheetLabel, amount: Money) throws(PaySheetError)
    -> SummaryItem
  {
    try SummaryItem(label: label, kind: .discount(amount: amount))
  }

  /// For kinds that have nothing to check.
  private init(checked label: SheetLabel, _ kind: Kind) {
    self.label = label
    self.kind = kind
  }

  /// The amount the line shows, if it has one.
  public var amount: Money? {
    switch kind {
    case .item(let amount), .discount(let amount), .recurring(let amount, _, _, _),
      .trial(let amount, _, _), .deferred(let amount, _), .reload(let amount, _):
      amount
    case .pending:
      nil
    }
  }

  /// Every amount the item holds, with the member that holds it, for currency checks.
  var amounts: [(member: String, money: Money)] {
    switch kind {
    case .reload(let amount, let threshold): [("amount", amount), ("threshold", threshold)]
    default: amount.map { [("amount", $0)] } ?? []
    }
  }
}

/// What the customer does to get the goods; it decides the words of the delivery line.
public enum ShippingType: String, Hashable, Sendable, Encodable, CaseIterable {
  case shipping, delivery, storePickup, servicePickup
}

/// One shipping method: label and cost, with an optional detail and delivery window.
public struct ShippingMethod: Hashable, Sendable {
  /// What the requester calls the method when the customer picks it ("express"); unique
  /// in a sheet. Payment requests send it back; the customer never sees it.
  public let identifier: String
  public let label: SheetLabel
  public let amount: Money
  public let detail: SheetLabel?
  public let delivery: DateRange?
  /// Where the method was read from; ignored by `==`.
  @NotCompared public internal(set) var position: SourcePosition? = nil

  /// Identifiers are printable ASCII without spaces, 1 to 100 characters.
  static let identifierLength = 1...100

  /// `identifier` defaults to the label's key.
  public init(
    identifier: String? = nil, label: SheetLabel, amount: Money, detail: SheetLabel? = nil,
    delivery: DateRange? = nil
  ) throws(PaySheetError) {
    let identifier = identifier ?? label.key
    guard Self.identifierLength.contains(identifier.utf8.count),
      identifier.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) })
    else {
      throw .invalidSheet(
        "identifier",
        reason:
          "'\(Quote.value(identifier))' is not 1 to 100 printable ASCII characters without spaces"
      )
    }
    guard amount.minorUnits >= 0 else {
      throw .invalidSheet(
        "amount", reason: "\(amount.wireValue) is negative; a shipping cost is 0 or more")
    }
    self.identifier = identifier
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
  public let merchant: DisplayName
  /// The intermediary app: the line reads "PAY MERCHANT (VIA APP)".
  public let via: DisplayName?
  /// The total is an estimate (a ride paid by time and distance).
  public let estimated: Bool
  public let amount: Money
  /// Where the total was read from; ignored by `==`.
  @NotCompared public internal(set) var position: SourcePosition? = nil

  public init(
    merchant: DisplayName, via: DisplayName? = nil, estimated: Bool = false, amount: Money
  ) throws(PaySheetError) {
    guard amount.minorUnits >= 0 else {
      throw .invalidSheet(
        "amount",
        reason: "\(amount.wireValue) is negative; payment platforms take a total of 0 or more")
    }
    self.merchant = merchant
    self.via = via
    self.estimated = estimated
    self.amount = amount
  }
}

/// The last four digits of a card number, as a confirmation shows them.
public struct CardLastFour: Hashable, Sendable, CustomStringConvertible {
  /// Four ASCII digits.
  public let digits: String

  public init(_ text: String) throws(PaySheetError) {
    guard text.utf8.count == 4, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
      throw .invalidSheet(
        "lastFour", reason: "'\(Quote.value(text))' is not four digits 0-9")
    }
    digits = text
  }

  public var description: String { digits }
}

/// The confirmation text after payment.
public enum Confirmation: Hashable, Sendable {
  /// "Visa ••••1234 (Apple Pay)".
  case card(network: DisplayName, lastFour: CardLastFour)
  /// "Paid with Apple Pay".
  case paidWithApplePay
}

/// A payment sheet: what the app supplies, before any text is chosen.
///
/// Every amount is in the sheet's currency; the initializer refuses one that is not, naming
/// the field. In JSON every amount is a decimal string ("19.99"), so that no amount passes
/// through binary floating point and each is checked against the currency's minor units as
/// it is read (see `docs/sheet-format.md`).
///
/// A recurring, deferred or automatic-reload request bills through the sheet's one item of
/// that kind (the recurring request also through its trial item, when there is one); the
/// merchants of a multi-merchant payment are paid at most the total between them. A sheet
/// makes at most one of these four requests: Apple Pay cancels a payment request with two.
public struct PaymentSheet: Hashable, Sendable {
  public let currency: Currency
  /// The country of the merchant's principal place of business, ISO 3166-1 alpha-2 ("KW"):
  /// a payment request's `countryCode`, which decides how the payment is processed. It is
  /// the merchant's, whatever language the customer reads the sheet in.
  public let merchantCountry: String?
  /// The merchant's IANA time zone ("Asia/Kuwait"): a payment request sends each billing
  /// day as the instant it begins there, the same instant for every customer.
  public let timeZone: String?
  public let items: [SummaryItem]
  public let shippingType: ShippingType
  public let shippingMethods: [ShippingMethod]
  public let total: SheetTotal
  public let confirmation: Confirmation?
  /// A subscription: what it is, its terms and where to manage it.
  public let recurring: PaymentTerms?
  /// A payment taken later, such as a hotel booking.
  public let deferred: DeferredTerms?
  /// A stored-value top-up whenever the balance falls below a threshold.
  public let automaticReload: PaymentTerms?
  /// The merchants paid, when the payment goes to more than one.
  public let merchants: [MerchantPayment]
  /// The code the customer entered.
  public let couponCode: CouponCode?
  /// The store the order is collected from (with `shippingType` `storePickup`).
  public let pickupContact: PickupContact?

  public init(
    currency: Currency, merchantCountry: String? = nil, timeZone: String? = nil,
    items: [SummaryItem], shippingType: ShippingType = .shipping,
    shippingMethods: [ShippingMethod] = [], total: SheetTotal, confirmation: Confirmation? = nil,
    recurring: PaymentTerms? = nil, deferred: DeferredTerms? = nil,
    automaticReload: PaymentTerms? = nil, merchants: [MerchantPayment] = [],
    couponCode: CouponCode? = nil, pickupContact: PickupContact? = nil
  ) throws(PaySheetError) {
    func check(_ money: Money, _ field: FieldPath) throws(PaySheetError) {
      guard money.currency == currency else {
        throw .invalidSheet(
          field, reason: "the amount is in \(money.currency); the sheet's currency is \(currency)")
      }
    }
    try Self.checkPayment(currency)
    if let merchantCountry { try ISO3166.check(merchantCountry, field: "merchantCountry") }
    if let timeZone { try TimeZoneName.check(timeZone, field: "timeZone") }
    for (index, item) in items.enumerated() {
      for (member, money) in item.amounts { try check(money, "items[\(index)].\(member)") }
    }
    for (index, method) in shippingMethods.enumerated() {
      try check(method.amount, "shippingMethods[\(index)].amount")
    }
    if let (index, first) = Self.firstRepeat(shippingMethods.map(\.identifier)) {
      throw .invalidSheet(
        "shippingMethods[\(index)].identifier",
        reason:
          "'\(Quote.value(shippingMethods[index].identifier))' is also the identifier of shippingMethods[\(first)]; give each method its own"
      )
    }
    try check(total.amount, "total.amount")
    for (index, merchant) in merchants.enumerated() {
      try check(merchant.amount, "merchants[\(index)].amount")
    }
    try Self.checkMerchants(merchants, total: total.amount)
    // Each asks Apple Pay for merchant tokens of its own kind, and Apple Pay cancels a request
    // with two: PKPaymentRequest's recurringPaymentRequest, deferredPaymentRequest,
    // automaticReloadPaymentRequest and multiTokenContexts, and ApplePayPaymentRequest's alike.
    let tokenRequests = [
      ("recurring", recurring != nil), ("deferred", deferred != nil),
      ("automaticReload", automaticReload != nil), ("merchants", !merchants.isEmpty),
    ].filter(\.1).map(\.0)
    if tokenRequests.count > 1 {
      throw .conflictingSheetMembers(tokenRequests[0], tokenRequests[1])
    }
    func one(_ name: SummaryItem.Kind.Name, for member: FieldPath) throws(PaySheetError) {
      let count = items.filter { $0.kind.name == name }.count
      guard count == 1 else {
        throw .invalidSheet(
          member,
          reason:
            "the request bills through the sheet's one '\(name.rawValue)' item, and the sheet has \(count)"
        )
      }
    }
    if recurring != nil {
      try one(.recurring, for: "recurring")
      guard items.filter({ $0.kind.name == .trial }).count <= 1 else {
        throw .invalidSheet("recurring", reason: "a subscription has at most one trial item")
      }
    }
    if deferred != nil { try one(.deferred, for: "deferred") }
    if automaticReload != nil { try one(.reload, for: "automaticReload") }
    try Self.checkDates(items: items, deferred: deferred)
    if let (index, first) = Self.firstRepeat(merchants.map(\.externalIdentifier)) {
      throw .invalidSheet(
        "merchants[\(index)].externalIdentifier",
        reason:
          "'\(Quote.value(merchants[index].externalIdentifier))' is also merchants[\(first)]'s; each merchant's payment token is told apart by it, so give each its own"
      )
    }
    if pickupContact != nil, shippingType != .storePickup {
      throw .invalidSheet(
        "pickupContact",
        reason:
          "a pickup contact goes with shippingType 'storePickup', not '\(shippingType.rawValue)'")
    }
    self.currency = currency
    self.merchantCountry = merchantCountry
    self.timeZone = timeZone
    self.items = items
    self.shippingType = shippingType
    self.shippingMethods = shippingMethods
    self.total = total
    self.confirmation = confirmation
    self.recurring = recurring
    self.deferred = deferred
    self.automaticReload = automaticReload
    self.merchants = merchants
    self.couponCode = couponCode
    self.pickupContact = pickupContact
  }

  /// The first value given again, with the index of its first place: identifiers a request
  /// tells apart (shipping methods, merchants' external identifiers).
  static func firstRepeat(_ values: [String]) -> (index: Int, first: Int)? {
    var seen: [String: Int] = [:]
    for (index, value) in values.enumerated() {
      if let first = seen[value] { return (index, first) }
      seen[value] = index
    }
    return nil
  }

  /// The billing dates agree with each other: a subscription does not bill before its trial
  /// ends, nor end before the trial does (the customer would pay during what the sheet calls
  /// free), and free cancellation of a deferred charge ends before the day of the charge.
  static func checkDates(items: [SummaryItem], deferred: DeferredTerms?) throws(PaySheetError) {
    let trialEnd = items.lazy.compactMap { item -> SheetDate? in
      if case .trial(_, _, let end) = item.kind { return end }
      return nil
    }.first
    for (index, item) in items.enumerated() {
      switch item.kind {
      case .recurring(_, _, let start, let end):
        guard let trialEnd else { continue }
        if let start, start < trialEnd {
          throw .invalidSheet(
            "items[\(index)].start",
            reason:
              "\(start) is before the trial ends on \(trialEnd): the customer would be billed during the trial; start the charge on \(trialEnd)"
          )
        }
        if let end, end < trialEnd {
          throw .invalidSheet(
            "items[\(index)].end",
            reason:
              "\(end) is before the trial ends on \(trialEnd): the billing ends before it begins")
        }
      case .deferred(_, let date):
        if let last = deferred?.freeCancellationDate, last >= date {
          throw .invalidSheet(
            "deferred.freeCancellationDate",
            reason:
              "the last free day \(last) is not before the charge on \(date) (items[\(index)].date): free cancellation ends before the day the charge is taken"
          )
        }
      default:
        continue
      }
    }
  }

  /// A sheet's currency is one a customer pays in: ISO 4217's fund codes and units of
  /// account (CLF, UYW, USN, BOV, CHE, XAD) are refused, since no card is charged in them.
  static func checkPayment(_ currency: Currency) throws(PaySheetError) {
    guard currency.isFund else { return }
    throw .unknownCurrency(
      currency.code,
      reason:
        "ISO 4217 lists it as a fund or unit of account, not a currency a customer pays in; charge in the country's currency"
    )
  }

  /// The merchants' amounts add up to at most the total: each is authorized separately, and
  /// together they cannot take more than the customer agreed to pay.
  static func checkMerchants(_ merchants: [MerchantPayment], total: Money) throws(PaySheetError) {
    guard !merchants.isEmpty else { return }
    var sum: Int64 = 0
    for merchant in merchants {
      let (added, overflow) = sum.addingReportingOverflow(merchant.amount.minorUnits)
      guard !overflow else {
        throw .invalidSheet("merchants", reason: "the amounts add up to more than any total")
      }
      sum = added
    }
    guard sum <= total.minorUnits else {
      let shown = Money(minorUnits: sum, currency: total.currency).wireValue
      throw .invalidSheet(
        "merchants",
        reason:
          "the merchants' amounts add up to \(shown), more than total.amount \(total.wireValue)")
    }
  }
}
