/// What a payment request needs besides the sheet: where the merchant is and what it takes.
public struct ApplePayOptions: Hashable, Sendable {
  /// The merchant's ISO 3166-1 alpha-2 country, upper case: "US".
  public let countryCode: String
  /// Apple Pay's network names: "amex", "discover", "masterCard", "visa", …
  public let supportedNetworks: [String]
  /// "supports3DS" (which Apple Pay on the Web requires), "supportsEMV", "supportsCredit",
  /// "supportsDebit".
  public let merchantCapabilities: [ApplePayMerchantCapability]

  /// The networks a request takes when none are given.
  public static let defaultNetworks = ["amex", "discover", "masterCard", "visa"]

  public init(
    countryCode: String, supportedNetworks: [String] = Self.defaultNetworks,
    merchantCapabilities: [ApplePayMerchantCapability] = [.supports3DS]
  ) throws(PaySheetError) {
    guard countryCode.utf8.count == 2, countryCode.utf8.allSatisfy({ (65...90).contains($0) })
    else {
      throw .invalidSheet(
        "country code",
        reason: "'\(PaySheetError.clip(countryCode))' is not an ISO 3166 code such as \"US\"")
    }
    guard !supportedNetworks.isEmpty,
      supportedNetworks.allSatisfy({ network in
        !network.isEmpty && network.utf8.count <= 64
          && network.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0)
          }
      })
    else {
      throw .invalidSheet(
        "supported networks", reason: "give one or more network names such as \"visa\"")
    }
    guard merchantCapabilities.contains(.supports3DS) else {
      throw .invalidSheet(
        "merchant capabilities", reason: "Apple Pay on the Web requires 'supports3DS'")
    }
    self.countryCode = countryCode
    self.supportedNetworks = supportedNetworks
    self.merchantCapabilities = merchantCapabilities
  }
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
/// Dates are written `YYYY-MM-DDT00:00:00`, midnight without a zone: JavaScript's
/// `new Date(text)` reads that as local midnight of the sheet's calendar day, as Apple's own
/// examples write it (`new Date("2022-01-01T00:00:00")`); the dictionary takes `Date`
/// objects, so a page turns these strings into dates before it hands the request over.
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
    recurringPaymentStartDate: SheetDate? = nil,
    recurringPaymentInterval: RecurringInterval? = nil, recurringPaymentEndDate: SheetDate? = nil,
    deferredPaymentDate: SheetDate? = nil, automaticReloadPaymentThresholdAmount: Money? = nil
  ) {
    self.type = type
    self.label = label
    self.amount = amount
    self.paymentTiming = paymentTiming
    self.recurringPaymentStartDate = recurringPaymentStartDate.map(Self.date)
    self.recurringPaymentIntervalUnit = recurringPaymentInterval?.unit
    self.recurringPaymentIntervalCount = recurringPaymentInterval?.count
    self.recurringPaymentEndDate = recurringPaymentEndDate.map(Self.date)
    self.deferredPaymentDate = deferredPaymentDate.map(Self.date)
    self.automaticReloadPaymentThresholdAmount = automaticReloadPaymentThresholdAmount?.wireValue
  }

  static func date(_ day: SheetDate) -> String { "\(day)T00:00:00" }
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

  /// The request for `sheet`, whose text is `formatted` (``SheetFormatter/format(_:fit:)``
  /// of the same sheet).
  public init(sheet: PaymentSheet, formatted: FormattedSheet, options: ApplePayOptions)
    throws(PaySheetError)
  {
    let lines = try RequestLines(sheet: sheet, formatted: formatted)
    countryCode = options.countryCode
    currencyCode = sheet.currency.code
    supportedNetworks = options.supportedNetworks
    merchantCapabilities = options.merchantCapabilities
    total = ApplePayLineItem(
      type: lines.total.type, label: lines.total.requestLabel, amount: sheet.total.amount.wireValue)
    let items = zip(sheet.items, lines.items).map { item, line in
      Self.lineItem(item, line, currency: sheet.currency)
    }
    lineItems = items
    let hasShipping = !sheet.shippingMethods.isEmpty || sheet.shippingType != .shipping
    shippingType = hasShipping ? sheet.shippingType : nil
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
    if let pickup = sheet.pickupContact {
      shippingContact = ApplePayPaymentContact(
        familyName: pickup.name.text, addressLines: pickup.addressLines.map(\.text),
        locality: pickup.locality.text, administrativeArea: pickup.administrativeArea?.text,
        postalCode: pickup.postalCode?.text, countryCode: pickup.countryCode,
        phoneNumber: pickup.phoneNumber?.text)
      shippingContactEditingMode = "storePickup"
      requiredShippingContactFields = ["postalAddress"]
    } else {
      shippingContact = nil
      shippingContactEditingMode = nil
      requiredShippingContactFields = nil
    }
    func only(_ name: SummaryItem.Kind.Name) -> ApplePayLineItem? {
      sheet.items.firstIndex { $0.kind.name == name }.map { items[$0] }
    }
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
        freeCancellationDate: terms.freeCancellationDate.map(ApplePayLineItem.date),
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
  }

  static func lineItem(_ item: SummaryItem, _ line: SheetLine, currency: Currency)
    -> ApplePayLineItem
  {
    let label = line.requestLabel
    switch item.kind {
    case .item(let amount), .discount(let amount):
      return ApplePayLineItem(
        type: .final, label: label, amount: amount.wireValue, paymentTiming: .immediate)
    case .pending:
      return ApplePayLineItem(
        type: .pending, label: label, amount: Money(minorUnits: 0, currency: currency).wireValue,
        paymentTiming: .immediate)
    case .recurring(let amount, let interval, let start, let end):
      return ApplePayLineItem(
        type: .final, label: label, amount: amount.wireValue, paymentTiming: .recurring,
        recurringPaymentStartDate: start, recurringPaymentInterval: interval,
        recurringPaymentEndDate: end)
    case .trial(let amount, let interval, let end):
      return ApplePayLineItem(
        type: .final, label: label, amount: amount.wireValue, paymentTiming: .recurring,
        recurringPaymentInterval: interval, recurringPaymentEndDate: end)
    case .deferred(let amount, let date):
      return ApplePayLineItem(
        type: .final, label: label, amount: amount.wireValue, paymentTiming: .deferred,
        deferredPaymentDate: date)
    case .reload(let amount, let threshold):
      return ApplePayLineItem(
        type: .final, label: label, amount: amount.wireValue, paymentTiming: .automaticReload,
        automaticReloadPaymentThresholdAmount: threshold)
    }
  }
}

/// A formatted sheet's lines by what they belong to: one per item, one per shipping method,
/// the total.
struct RequestLines {
  let items: [SheetLine]
  let shipping: [SheetLine]
  let total: SheetLine

  init(sheet: PaymentSheet, formatted: FormattedSheet) throws(PaySheetError) {
    let lines = formatted.lines
    let counted = sheet.items.count + sheet.shippingMethods.count
    guard formatted.currency == sheet.currency, lines.count > counted,
      lines[counted].kind == .total
    else {
      throw .invalidSheet(
        "formatted sheet", reason: "the formatted lines are not those of this sheet")
    }
    items = Array(lines[0..<sheet.items.count])
    shipping = Array(lines[sheet.items.count..<counted])
    total = lines[counted]
  }
}
