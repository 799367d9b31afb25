/// What a payment request needs besides the sheet: what the merchant takes, and what it
/// overrides of the sheet.
public struct ApplePayOptions: Hashable, Sendable {
  /// The merchant's ISO 3166-1 alpha-2 country, upper case ("US"), in place of the sheet's
  /// `merchantCountry`; nil takes the sheet's.
  public let countryCode: String?
  /// The merchant identifier registered with Apple ("merchant.com.example"), which the
  /// Payment Request API's Apple Pay method data requires; Apple Pay JS takes it at merchant
  /// validation instead.
  public let merchantIdentifier: String?
  /// Apple Pay's network names: "amex", "discover", "masterCard", "visa", …
  public let supportedNetworks: [String]
  /// "supports3DS" (which Apple Pay on the Web requires), "supportsEMV", "supportsCredit",
  /// "supportsDebit".
  public let merchantCapabilities: [ApplePayMerchantCapability]
  /// The customer's contact details the merchant needs (a name for a pickup, an email for
  /// the receipt).
  public let contactFields: [ApplePayContactField]

  /// Networks Apple deprecates, with what to say: PassKit marks `PKPaymentNetworkBancomat`
  /// `API_DEPRECATED("Use PKPaymentNetworkPagoBancomat instead.", macos(12.0, 14.0),
  /// ios(16.0, 17.0), watchos(9.0, 10.0))` in PKConstants.h since Xcode 15. Apple Pay on the
  /// Web still lists the name (version 14), so it is taken with a warning.
  public static let deprecatedNetworks: [String: String] = [
    "bancomat":
      "Apple deprecates 'bancomat' from iOS 17 and macOS 14 (PassKit: use PKPaymentNetworkPagoBancomat instead); newer systems may not offer Bancomat cards under this name"
  ]

  /// The networks a request takes when none are given.
  public static let defaultNetworks = ["amex", "discover", "masterCard", "visa"]

  /// The networks Apple Pay on the Web takes, each with the first `ApplePaySession` version
  /// that takes it (Apple's "Supporting payment networks" table); Safari refuses any other
  /// name with "… is not a valid payment network".
  public static let networkVersions: [String: Int] = [
    "amex": 1, "bancomat": 14, "bancontact": 14, "bankAxept": 15, "cartesBancaires": 4,
    "chinaUnionPay": 1, "dankort": 13, "discover": 1, "eftpos": 4, "electron": 4, "elo": 5,
    "girocard": 11, "interac": 1, "jcb": 2, "mada": 5, "maestro": 4, "masterCard": 1, "mir": 11,
    "privateLabel": 1, "visa": 1, "vPay": 4,
  ]

  public init(
    countryCode: String? = nil, merchantIdentifier: String? = nil,
    supportedNetworks: [String] = Self.defaultNetworks,
    merchantCapabilities: [ApplePayMerchantCapability] = [.supports3DS],
    contactFields: [ApplePayContactField] = []
  ) throws(PaySheetError) {
    if let countryCode {
      try RequestOption.countryCode.checking { () throws(PaySheetError) in
        try ISO3166.check(countryCode, field: "countryCode")
      }
    }
    if let merchantIdentifier {
      try RequestOption.merchantIdentifier.checking { () throws(PaySheetError) in
        try MerchantPayment.checkIdentifier(merchantIdentifier, field: "merchantIdentifier")
      }
    }
    guard !supportedNetworks.isEmpty else {
      throw .invalidRequest(
        .supportedNetworks, reason: "give one or more network names such as \"visa\"")
    }
    for network in supportedNetworks where Self.networkVersions[network] == nil {
      let names = Self.networkVersions.keys.sorted()
      let hint =
        (names.first { $0.lowercased() == network.lowercased() }
        ?? Spelling.suggestion(for: network, among: names)).map { "; did you mean '\($0)'?" }
        ?? "; Apple Pay takes \(names.joined(separator: ", "))"
      throw .invalidRequest(
        .supportedNetworks,
        reason: "'\(Quote.value(network))' is not an Apple Pay network name\(hint)")
    }
    guard merchantCapabilities.contains(.supports3DS) else {
      throw .invalidRequest(
        .merchantCapabilities, reason: "Apple Pay on the Web requires 'supports3DS'")
    }
    self.countryCode = countryCode
    self.merchantIdentifier = merchantIdentifier
    self.supportedNetworks = supportedNetworks
    self.merchantCapabilities = merchantCapabilities
    self.contactFields = contactFields
  }
}

/// The customer's details a merchant may ask for besides the payment, in Apple Pay's words
/// (`ApplePayContactField`); the Payment Request API asks with `requestPayerName` and the like.
///
/// `postalAddress` asks for the customer's address, as a sheet with shipping or delivery
/// methods does by itself; the Payment Request API asks for it with `requestShipping`.
public enum ApplePayContactField: String, Hashable, Sendable, Encodable, CaseIterable {
  case postalAddress, name, email, phone
}

/// Apple Pay on the Web's `ApplePayMerchantCapability`.
public enum ApplePayMerchantCapability: String, Hashable, Sendable, Encodable, CaseIterable {
  case supports3DS, supportsEMV, supportsCredit, supportsDebit
}

/// Apple Pay on the Web's `ApplePayPaymentTiming`: when a line item is paid.
public enum ApplePayPaymentTiming: String, Hashable, Sendable, Encodable, CaseIterable {
  case immediate, recurring, deferred, automaticReload
}

/// Apple Pay on the Web's `ApplePayLineItem`.
///
/// Dates are instants written with an offset, `2026-12-10T11:30:00Z`: the dictionary takes
/// `Date`s, and both `new Date(text)` and WebKit's own conversion of a string given for a
/// `Date` member (`valueToDate`, which the Payment Request API's JSON-serialized modifier
/// data always goes through) read such a text as the same instant whatever the customer's
/// zone. Apple Pay shows each as a calendar day in the device's zone, so the instant is one
/// that falls on the sheet's day from UTC−11 to UTC+12
/// (``RequestValues/instant(ofBillingDay:merchantZone:)``).
public struct ApplePayLineItem: Hashable, Sendable, Encodable {
  public let type: AmountType
  public let label: String
  public let amount: String
  public let paymentTiming: ApplePayPaymentTiming?
  public let recurringPaymentStartDate: String?
  public let recurringPaymentIntervalUnit: RecurringInterval.Unit?
  public let recurringPaymentIntervalCount: Int?
  public let recurringPaymentEndDate: String?
  public let deferredPaymentDate: String?
  public let automaticReloadPaymentThresholdAmount: String?

  init(
    type: AmountType, label: String, amount: String, paymentTiming: ApplePayPaymentTiming? = nil,
    recurringPaymentStartDate: String? = nil,
    recurringPaymentInterval: RecurringInterval? = nil, recurringPaymentEndDate: String? = nil,
    deferredPaymentDate: String? = nil, automaticReloadPaymentThresholdAmount: Money? = nil
  ) {
    self.type = type
    self.label = label
    self.amount = amount
    self.paymentTiming = paymentTiming
    self.recurringPaymentStartDate = recurringPaymentStartDate
    self.recurringPaymentIntervalUnit = recurringPaymentInterval?.unit
    self.recurringPaymentIntervalCount = recurringPaymentInterval?.count
    self.recurringPaymentEndDate = recurringPaymentEndDate
    self.deferredPaymentDate = deferredPaymentDate
    self.automaticReloadPaymentThresholdAmount = automaticReloadPaymentThresholdAmount?.wireValue
  }
}

extension RecurringInterval.Unit: Encodable {}

/// Apple Pay on the Web's `ApplePayDateComponents`: a calendar day (months count from 1).
public struct ApplePayDateComponents: Hashable, Sendable, Encodable {
  public let years: Int
  public let months: Int
  public let days: Int

  init(_ day: SheetDate) {
    years = day.year
    months = day.month
    days = day.day
  }
}

/// Apple Pay on the Web's `ApplePayDateComponentsRange`.
public struct ApplePayDateComponentsRange: Hashable, Sendable, Encodable {
  public let startDateComponents: ApplePayDateComponents
  public let endDateComponents: ApplePayDateComponents
}

/// Apple Pay on the Web's `ApplePayShippingMethod`.
public struct ApplePayShippingMethod: Hashable, Sendable, Encodable {
  public let label: String
  /// Required by the dictionary: the method's second line, or "" when it has none.
  public let detail: String
  public let amount: String
  public let identifier: String
  public let dateComponentsRange: ApplePayDateComponentsRange?
}

/// Apple Pay on the Web's `ApplePayRecurringPaymentRequest`.
public struct ApplePayRecurringPaymentRequest: Hashable, Sendable, Encodable {
  public let paymentDescription: String
  public let regularBilling: ApplePayLineItem
  public let trialBilling: ApplePayLineItem?
  public let billingAgreement: String?
  public let managementURL: String
  public let tokenNotificationURL: String?
}

/// Apple Pay on the Web's `ApplePayDeferredPaymentRequest`.
public struct ApplePayDeferredPaymentRequest: Hashable, Sendable, Encodable {
  public let paymentDescription: String
  public let deferredBilling: ApplePayLineItem
  public let billingAgreement: String?
  public let managementURL: String
  public let tokenNotificationURL: String?
  public let freeCancellationDate: String?
  public let freeCancellationDateTimeZone: String?
}

/// Apple Pay on the Web's `ApplePayAutomaticReloadPaymentRequest`.
public struct ApplePayAutomaticReloadPaymentRequest: Hashable, Sendable, Encodable {
  public let paymentDescription: String
  public let automaticReloadBilling: ApplePayLineItem
  public let billingAgreement: String?
  public let managementURL: String
  public let tokenNotificationURL: String?
}

/// Apple Pay on the Web's `ApplePayPaymentTokenContext`: one merchant's share.
public struct ApplePayPaymentTokenContext: Hashable, Sendable, Encodable {
  public let merchantIdentifier: String
  public let externalIdentifier: String
  public let merchantName: String
  public let merchantDomain: String?
  public let amount: String
}

/// Apple Pay on the Web's `ApplePayPaymentContact`, as far as a pickup address uses it.
public struct ApplePayPaymentContact: Hashable, Sendable, Encodable {
  public let familyName: String
  public let addressLines: [String]
  public let locality: String
  public let administrativeArea: String?
  public let postalCode: String?
  public let countryCode: String
  public let phoneNumber: String?
}

/// Apple Pay on the Web's `ApplePayPaymentRequest` for a sheet in one language.
///
/// Labels are the sheet's localized text (the full wording, never a `.short` variant);
/// amounts are wire strings. The total's label is the merchant, "Fern & Co (via
/// Marketly)" for an intermediary, without the "Pay" the platform adds; an estimated total
/// and pending items have the type `pending` (a pending item's amount is 0, since it is not
/// known). A store pickup sends the store as a shipping contact the customer cannot edit.
/// At most one of `recurringPaymentRequest`, `deferredPaymentRequest`,
/// `automaticReloadPaymentRequest` and `multiTokenContexts` is set, since a sheet makes at
/// most one of them (Apple Pay cancels a request with two).
///
/// The country is the merchant's (the options' or the sheet's `merchantCountry`), never the
/// customer's; billing days are instants that fall on the day in any zone from UTC−11 to
/// UTC+12. What Safari refuses is refused
/// here first (see ``RequestLines``).
public struct ApplePayPaymentRequest: Hashable, Sendable, Encodable {
  public let countryCode: String
  public let currencyCode: String
  public let supportedNetworks: [String]
  public let merchantCapabilities: [ApplePayMerchantCapability]
  public let total: ApplePayLineItem
  public let lineItems: [ApplePayLineItem]
  public let shippingType: ShippingType?
  public let shippingMethods: [ApplePayShippingMethod]?
  public let shippingContact: ApplePayPaymentContact?
  public let shippingContactEditingMode: String?
  public let requiredShippingContactFields: [String]?
  public let recurringPaymentRequest: ApplePayRecurringPaymentRequest?
  public let deferredPaymentRequest: ApplePayDeferredPaymentRequest?
  public let automaticReloadPaymentRequest: ApplePayAutomaticReloadPaymentRequest?
  public let multiTokenContexts: [ApplePayPaymentTokenContext]?
  public let supportsCouponCode: Bool?
  public let couponCode: String?
  /// The `ApplePaySession` version the request needs, the first argument of
  /// `new ApplePaySession(version, request)`; not a member of the request.
  public var version: Int { requirement.version }
  /// The version with the systems that first take the request and why.
  public let requirement: ApplePayRequirement

  enum CodingKeys: String, CodingKey {
    case countryCode, currencyCode, supportedNetworks, merchantCapabilities, total, lineItems
    case shippingType, shippingMethods, shippingContact, shippingContactEditingMode
    case requiredShippingContactFields, recurringPaymentRequest, deferredPaymentRequest
    case automaticReloadPaymentRequest, multiTokenContexts, supportsCouponCode, couponCode
  }

  /// The request for `sheet`, whose text is `formatted` (``SheetFormatter/format(_:fit:)``
  /// of the same sheet).
  public init(sheet: PaymentSheet, formatted: FormattedSheet, options: ApplePayOptions)
    throws(PaySheetError)
  {
    let lines = try RequestLines(sheet: sheet, formatted: formatted, country: options.countryCode)
    let parts = ApplePayParts(sheet: sheet, lines: lines, options: options)
    countryCode = lines.country
    currencyCode = sheet.currency.code
    supportedNetworks = options.supportedNetworks
    merchantCapabilities = options.merchantCapabilities
    total = ApplePayLineItem(
      type: lines.total.type, label: lines.total.requestLabel, amount: sheet.total.amount.wireValue)
    lineItems = parts.lineItems
    shippingType = sheet.hasShipping(options.contactFields) ? sheet.shippingType : nil
    shippingMethods = parts.shippingMethods
    shippingContact = parts.shippingContact
    shippingContactEditingMode = parts.shippingContactEditingMode
    requiredShippingContactFields = parts.requiredShippingContactFields
    recurringPaymentRequest = parts.recurringPaymentRequest
    deferredPaymentRequest = parts.deferredPaymentRequest
    automaticReloadPaymentRequest = parts.automaticReloadPaymentRequest
    multiTokenContexts = parts.multiTokenContexts
    supportsCouponCode = parts.supportsCouponCode
    couponCode = parts.couponCode
    requirement = parts.version
  }
}

extension PaymentSheet {
  /// Whether a request asks for an address: the customer's, for a sheet whose shipping or
  /// delivery methods (or service pickup, which comes to the customer) need one to deliver
  /// to, or when the merchant asks for it (`--contact postalAddress`); the store's, shown
  /// read-only, for a store pickup with `pickupContact`. A store pickup without one asks for
  /// none: its methods name the stores.
  func asksForAddress(_ fields: [ApplePayContactField]) -> Bool {
    if pickupContact != nil || fields.contains(.postalAddress) { return true }
    return !shippingMethods.isEmpty && shippingType != .storePickup
  }

  /// Whether a request carries the shipping type: with methods to choose or an address to
  /// ask, both of which the type names (the Payment Request API writes it only then).
  func hasShipping(_ fields: [ApplePayContactField]) -> Bool {
    !shippingMethods.isEmpty || asksForAddress(fields)
  }
}

/// What Apple Pay's two web requests share: Apple Pay JS's `ApplePayPaymentRequest` holds it
/// all, and the Payment Request API splits it between the Apple Pay method's data and its
/// modifier.
struct ApplePayParts {
  /// Every item in the sheet's order, each with its payment timing.
  let lineItems: [ApplePayLineItem]
  /// The items charged later (a recurring charge from its start date, a deferred charge).
  let laterItems: [ApplePayLineItem]
  let shippingMethods: [ApplePayShippingMethod]?
  let shippingContact: ApplePayPaymentContact?
  let shippingContactEditingMode: String?
  let requiredShippingContactFields: [String]?
  let recurringPaymentRequest: ApplePayRecurringPaymentRequest?
  let deferredPaymentRequest: ApplePayDeferredPaymentRequest?
  let automaticReloadPaymentRequest: ApplePayAutomaticReloadPaymentRequest?
  let multiTokenContexts: [ApplePayPaymentTokenContext]?
  let supportsCouponCode: Bool?
  let couponCode: String?
  let version: ApplePayRequirement

  init(sheet: PaymentSheet, lines: RequestLines, options: ApplePayOptions) {
    let items = zip(sheet.items, lines.items).map { item, line in
      Self.lineItem(item, line, sheet: sheet, lines: lines)
    }
    lineItems = items
    laterItems = zip(sheet.items, items).filter { !sheet.isChargedNow($0.0) }.map(\.1)
    shippingMethods =
      sheet.shippingMethods.isEmpty
      ? nil
      : zip(sheet.shippingMethods, lines.shipping).map { method, line in
        ApplePayShippingMethod(
          label: line.requestLabel, detail: line.detail ?? "", amount: method.amount.wireValue,
          identifier: method.identifier,
          dateComponentsRange: method.delivery.map {
            ApplePayDateComponentsRange(
              startDateComponents: ApplePayDateComponents($0.from),
              endDateComponents: ApplePayDateComponents($0.to))
          })
      }
    var contactFields = options.contactFields.filter { $0 != .postalAddress }.map(\.rawValue)
    if sheet.asksForAddress(options.contactFields) { contactFields.insert("postalAddress", at: 0) }
    if let pickup = sheet.pickupContact {
      shippingContact = ApplePayPaymentContact(
        familyName: pickup.name.text, addressLines: pickup.addressLines.map(\.text),
        locality: pickup.locality.text, administrativeArea: pickup.administrativeArea?.text,
        postalCode: pickup.postalCode?.text, countryCode: pickup.countryCode,
        phoneNumber: pickup.phoneNumber?.text)
      shippingContactEditingMode = "storePickup"
    } else {
      shippingContact = nil
      shippingContactEditingMode = nil
    }
    requiredShippingContactFields = contactFields.isEmpty ? nil : contactFields
    func only(_ name: SummaryItem.Kind.Name) -> ApplePayLineItem? {
      sheet.items.firstIndex { $0.kind.name == name }.map { items[$0] }
    }
    let formatted = lines.formatted
    if let terms = sheet.recurring, let text = formatted.recurring, let regular = only(.recurring) {
      recurringPaymentRequest = ApplePayRecurringPaymentRequest(
        paymentDescription: text.description, regularBilling: regular, trialBilling: only(.trial),
        billingAgreement: text.billingAgreement, managementURL: terms.managementURL.text,
        tokenNotificationURL: terms.tokenNotificationURL?.text)
    } else {
      recurringPaymentRequest = nil
    }
    if let terms = sheet.deferred, let text = formatted.deferred, let billing = only(.deferred) {
      deferredPaymentRequest = ApplePayDeferredPaymentRequest(
        paymentDescription: text.description, deferredBilling: billing,
        billingAgreement: text.billingAgreement, managementURL: terms.terms.managementURL.text,
        tokenNotificationURL: terms.terms.tokenNotificationURL?.text,
        freeCancellationDate: lines.freeCancellationInstant.map(\.text),
        freeCancellationDateTimeZone: terms.freeCancellationTimeZone)
    } else {
      deferredPaymentRequest = nil
    }
    if let terms = sheet.automaticReload, let text = formatted.automaticReload,
      let billing = only(.reload)
    {
      automaticReloadPaymentRequest = ApplePayAutomaticReloadPaymentRequest(
        paymentDescription: text.description, automaticReloadBilling: billing,
        billingAgreement: text.billingAgreement, managementURL: terms.managementURL.text,
        tokenNotificationURL: terms.tokenNotificationURL?.text)
    } else {
      automaticReloadPaymentRequest = nil
    }
    multiTokenContexts =
      sheet.merchants.isEmpty
      ? nil
      : sheet.merchants.map {
        ApplePayPaymentTokenContext(
          merchantIdentifier: $0.merchantIdentifier, externalIdentifier: $0.externalIdentifier,
          merchantName: $0.name.text, merchantDomain: $0.domain, amount: $0.amount.wireValue)
      }
    supportsCouponCode = sheet.couponCode == nil ? nil : true
    couponCode = sheet.couponCode?.text
    version = Self.version(sheet: sheet, networks: options.supportedNetworks)
  }

  static func version(sheet: PaymentSheet, networks: [String]) -> ApplePayRequirement {
    ApplePayRequirement(sheet: sheet, networks: networks)
  }

  static func lineItem(
    _ item: SummaryItem, _ line: SheetLine, sheet: PaymentSheet, lines: RequestLines
  ) -> ApplePayLineItem {
    let currency = sheet.currency
    let label = line.requestLabel
    func instant(_ day: SheetDate?) -> String? { day.map { lines.billingInstant(of: $0).text } }
    switch item.kind {
    case .item(let amount), .discount(let amount):
      return ApplePayLineItem(
        type: .final, label: label, amount: amount.wireValue, paymentTiming: .immediate)
    case .pending:
      return ApplePayLineItem(
        type: .pending, label: label, amount: Money(minorUnits: 0, currency: currency).wireValue,
        paymentTiming: .immediate)
    case .recurring(let amount, let interval, _, let end):
      return ApplePayLineItem(
        type: .final, label: label, amount: amount.wireValue, paymentTiming: .recurring,
        recurringPaymentStartDate: instant(sheet.firstChargeDay(of: item)),
        recurringPaymentInterval: interval,
        recurringPaymentEndDate: instant(end))
    case .trial(let amount, let interval, let end):
      return ApplePayLineItem(
        type: .final, label: label, amount: amount.wireValue, paymentTiming: .recurring,
        recurringPaymentInterval: interval, recurringPaymentEndDate: instant(end))
    case .deferred(let amount, let date):
      return ApplePayLineItem(
        type: .final, label: label, amount: amount.wireValue, paymentTiming: .deferred,
        deferredPaymentDate: instant(date))
    case .reload(let amount, let threshold):
      return ApplePayLineItem(
        type: .final, label: label, amount: amount.wireValue, paymentTiming: .automaticReload,
        automaticReloadPaymentThresholdAmount: threshold)
    }
  }
}

/// The lowest `ApplePaySession` version that takes every member and every kind of item a
/// request holds, with the systems that first run it.
///
/// The versions come from WebKit's `Source/WebCore/Modules/applepay/cocoa/PaymentAPIVersionCocoa.mm`
/// (`PaymentAPIVersion::current()`): 12 with `APPLE_PAY_COUPON_CODE`,
/// `APPLE_PAY_SHIPPING_CONTACT_EDITING_MODE`, `APPLE_PAY_RECURRING_LINE_ITEM`,
/// `APPLE_PAY_DEFERRED_LINE_ITEM` and `APPLE_PAY_SHIPPING_METHOD_DATE_COMPONENTS_RANGE`; 13 with
/// `APPLE_PAY_SELECTED_SHIPPING_METHOD`; 14 with `APPLE_PAY_AUTOMATIC_RELOAD_LINE_ITEM`,
/// `APPLE_PAY_RECURRING_PAYMENTS`, `APPLE_PAY_AUTOMATIC_RELOAD_PAYMENTS` and
/// `APPLE_PAY_MULTI_MERCHANT_PAYMENTS`; 15 with `APPLE_PAY_FEATURES`, the last number WebKit
/// raises. The systems come from Apple's "Apple Pay on the Web Version N Release Notes" (a zero
/// total from version 4; each network from Apple's "Supporting payment networks" table). A
/// version too low is not harmless: Safari 15 (12, 13) throws a TypeError on
/// `paymentTiming: "automaticReload"`, which its `ApplePayPaymentTiming` lacks, and Safari
/// 11.1 to 14 ignore `paymentTiming` and the dates, so a charge taken later is shown as one
/// taken now. A deferred payment request (`ApplePayDeferredPaymentRequest`,
/// `PKDeferredPaymentRequest`) arrived after version 14, in iOS 16.4 and macOS 13.3; earlier
/// systems that take version 14 drop it without a word, so the systems named are those.
public struct ApplePayRequirement: Hashable, Sendable {
  /// The `ApplePaySession` version.
  public let version: Int
  /// The systems whose Safari first takes the request: "iOS 16.4 and macOS 13.3".
  public let systems: String
  /// What in the request needs that version: "a deferred payment request".
  public let reason: String

  /// The systems that first run each version, from Apple's version notes.
  public static let systemsByVersion: [Int: String] = [
    1: "iOS 10 and macOS 10.12", 2: "iOS 10.1 and macOS 10.12.1", 3: "iOS 11 and macOS 10.13",
    4: "iOS 12.1 and macOS 10.14.1", 5: "iOS 12.1.1 and macOS 10.14.2",
    11: "iOS 14.5 and macOS 11.5", 12: "iOS 15 and macOS 12", 13: "iOS 15.4 and macOS 12.3",
    // 15 has no release notes; it is the version of `bankAxept`, whose PKPaymentNetwork is
    // iOS 17.5 and macOS 14.5.
    14: "iOS 16 and macOS 13", 15: "iOS 17.5 and macOS 14.5",
  ]

  init(sheet: PaymentSheet, networks: [String]) {
    // 3 is the first version the Payment Request API's Apple Pay method takes.
    var needs: [(Int, String)] = [(3, "line items and a total")]
    if sheet.total.amount.minorUnits == 0 { needs.append((4, "a zero total")) }
    for network in networks {
      needs.append((ApplePayOptions.networkVersions[network] ?? 1, "the network '\(network)'"))
    }
    if sheet.couponCode != nil { needs.append((12, "a coupon code")) }
    if sheet.pickupContact != nil { needs.append((12, "a read-only pickup contact")) }
    if sheet.shippingMethods.contains(where: { $0.delivery != nil }) {
      needs.append((12, "delivery date ranges"))
    }
    for name in [SummaryItem.Kind.Name.recurring, .trial, .deferred]
    where sheet.items.contains(where: { $0.kind.name == name }) {
      needs.append((12, "a '\(name.rawValue)' item's payment timing and dates"))
    }
    if sheet.items.contains(where: { $0.kind.name == .reload }) {
      needs.append((14, "a 'reload' item's automaticReload payment timing"))
    }
    if sheet.recurring != nil { needs.append((14, "a recurring payment request")) }
    if sheet.automaticReload != nil { needs.append((14, "an automatic-reload payment request")) }
    if !sheet.merchants.isEmpty { needs.append((14, "multi-merchant token contexts")) }
    if sheet.deferred != nil { needs.append((14, "a deferred payment request")) }
    // The first of the highest, so that a request names what brought its version.
    let highest = needs.max { $0.0 < $1.0 } ?? (3, "")
    version = highest.0
    let deferredLater = sheet.deferred != nil && version == 14
    reason = deferredLater ? "a deferred payment request" : highest.1
    systems =
      deferredLater
      ? "iOS 16.4 and macOS 13.3"
      : Self.systemsByVersion[version] ?? "the systems of version \(version)"
  }

  /// "new ApplePaySession(14, request): Safari on iOS 16.4 and macOS 13.3 or later, for a
  /// deferred payment request".
  public var note: String {
    "version \(version), Safari on \(systems) or later, for \(reason)"
  }
}
