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

/// The Payment Request API's `PaymentDetailsModifier` for Apple Pay: what Safari adds to
/// the request when the customer pays with Apple Pay (Apple's `ApplePayModifier` as `data`).
public struct PaymentDetailsModifier: Hashable, Sendable, Encodable {
  public let supportedMethods: String
  public let data: ApplePayModifier
}

/// Apple Pay on the Web's `ApplePayModifier`: the charges taken later, as line items with
/// their payment timing and dates, and the merchant-token request of a recurring, deferred,
/// automatic-reload or multi-merchant payment.
public struct ApplePayModifier: Hashable, Sendable, Encodable {
  public let additionalLineItems: [ApplePayLineItem]?
  public let recurringPaymentRequest: ApplePayRecurringPaymentRequest?
  public let deferredPaymentRequest: ApplePayDeferredPaymentRequest?
  public let automaticReloadPaymentRequest: ApplePayAutomaticReloadPaymentRequest?
  public let multiTokenContexts: [ApplePayPaymentTokenContext]?
}

/// The W3C Payment Request API's `PaymentDetailsInit` for a sheet in one language: the
/// `details` of `new PaymentRequest(methodData, details, options)`.
///
/// Labels are the sheet's localized text; the total's label is the merchant ("Fern & Co
/// (via Marketly)"). The display items are what the payment itself charges, and add up to
/// the total: Safari shows each as charged now, so a deferred charge or a recurring one from
/// a later date goes in the Apple Pay modifier instead, with its timing and date. A pending
/// item is sent with the amount 0 and `pending: true`, since the API requires an amount; the
/// first shipping method is the selected one, as on the sheet.
public struct PaymentRequestDetails: Hashable, Sendable, Encodable {
  public let total: PaymentItem
  public let displayItems: [PaymentItem]
  public let shippingOptions: [PaymentShippingOption]?
  public let modifiers: [PaymentDetailsModifier]?

  init(sheet: PaymentSheet, lines: RequestLines, parts: ApplePayParts) {
    total = PaymentItem(
      label: lines.total.requestLabel, amount: sheet.total.amount,
      pending: lines.total.type == .pending)
    displayItems = zip(sheet.items, lines.items).filter { sheet.isChargedNow($0.0) }.map {
      _, line in
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
    let modifier = ApplePayModifier(
      additionalLineItems: parts.laterItems.isEmpty ? nil : parts.laterItems,
      recurringPaymentRequest: parts.recurringPaymentRequest,
      deferredPaymentRequest: parts.deferredPaymentRequest,
      automaticReloadPaymentRequest: parts.automaticReloadPaymentRequest,
      multiTokenContexts: parts.multiTokenContexts)
    let empty = ApplePayModifier(
      additionalLineItems: nil, recurringPaymentRequest: nil, deferredPaymentRequest: nil,
      automaticReloadPaymentRequest: nil, multiTokenContexts: nil)
    modifiers =
      modifier == empty
      ? nil
      : [PaymentDetailsModifier(supportedMethods: ApplePayMethodData.identifier, data: modifier)]
  }
}

/// The Payment Request API's `PaymentMethodData` for Apple Pay: the method's identifier and
/// Apple's `ApplePayRequest` as `data`.
public struct PaymentMethodData: Hashable, Sendable, Encodable {
  public let supportedMethods: String
  public let data: ApplePayMethodData
}

/// Apple Pay on the Web's `ApplePayRequest`, the Apple Pay method's data: the
/// `ApplePaySession` version the request needs, the merchant, its country, networks and
/// capabilities, and what the sheet adds (a coupon code, a read-only pickup contact).
/// The address and contact details asked for are in ``PaymentOptions``.
public struct ApplePayMethodData: Hashable, Sendable, Encodable {
  /// The Payment Request API's identifier of Apple Pay.
  public static let identifier = "https://apple.com/apple-pay"

  public let version: Int
  public let merchantIdentifier: String
  public let merchantCapabilities: [ApplePayMerchantCapability]
  public let supportedNetworks: [String]
  public let countryCode: String
  public let shippingContact: ApplePayPaymentContact?
  public let shippingContactEditingMode: String?
  public let supportsCouponCode: Bool?
  public let couponCode: String?
}

/// The W3C Payment Request API's `PaymentOptions`: whether the sheet asks for a shipping
/// address (the API ignores `shippingOptions` otherwise), of which kind, and which of the
/// customer's contact details.
public struct PaymentOptions: Hashable, Sendable, Encodable {
  public let requestPayerName: Bool
  public let requestPayerEmail: Bool
  public let requestPayerPhone: Bool
  public let requestShipping: Bool
  /// `shipping`, `delivery` or `pickup`; written only with `requestShipping`.
  public let shippingType: String?
}

/// The whole Payment Request API call for a sheet in one language:
/// `new PaymentRequest(call.methodData, call.details, call.options)`.
///
/// The merchant must still validate itself with Apple when Safari asks (the
/// `merchantvalidation` event, answered from the merchant's server with its Apple Pay
/// certificate) and send the payment token the response carries to its payment processor.
public struct PaymentRequestCall: Hashable, Sendable, Encodable {
  public let methodData: [PaymentMethodData]
  public let details: PaymentRequestDetails
  public let options: PaymentOptions
  /// The Apple Pay version the method data names, with the systems that take it; not part
  /// of the call.
  public let requirement: ApplePayRequirement

  enum CodingKeys: String, CodingKey { case methodData, details, options }

  /// What Chromium's `PaymentRequest` constructor refuses with a `TypeError` (Blink's
  /// `payment_request.cc`, `kMaxListSize` and `kMaxStringLength`, both 1024): more display
  /// items or shipping options, and a label or shipping option id longer, in UTF-16 code
  /// units. Names are limited to 100 graphemes, which 60 family emoji pass at 660 units
  /// each way, so a total label "A (via B)" can pass the sheet and fail here.
  public static let chromiumLimit = 1024

  /// The call for `sheet`, whose text is `formatted`; `options` must name the merchant
  /// identifier, which Apple Pay's method data requires.
  public init(sheet: PaymentSheet, formatted: FormattedSheet, options: ApplePayOptions)
    throws(PaySheetError)
  {
    guard let merchantIdentifier = options.merchantIdentifier else {
      throw .invalidRequest(
        .merchantIdentifier,
        reason:
          "the Payment Request API's Apple Pay method needs the merchant identifier registered with Apple, such as \"merchant.com.example\""
      )
    }
    let lines = try RequestLines(sheet: sheet, formatted: formatted, country: options.countryCode)
    let parts = ApplePayParts(sheet: sheet, lines: lines, options: options)
    // The API shows shipping options only with `requestShipping`, which WebKit turns into
    // Apple Pay's `postalAddress` (`mergePaymentOptions`) and Chrome into an address form: a
    // store pickup's stores cannot be offered without asking the customer's own address as
    // the pickup place, so such a sheet needs its `pickupContact` here.
    if sheet.shippingType == .storePickup, sheet.pickupContact == nil,
      !sheet.shippingMethods.isEmpty
    {
      throw .invalidSheet(
        "pickupContact",
        reason:
          "a store pickup with shipping methods needs the store's pickupContact for the Payment Request API, which offers methods only while asking the customer's own address; add the store, or use --format applepay"
      )
    }
    let requestShipping = sheet.hasShipping(options.contactFields)
    methodData = [
      PaymentMethodData(
        supportedMethods: ApplePayMethodData.identifier,
        data: ApplePayMethodData(
          version: parts.version.version, merchantIdentifier: merchantIdentifier,
          merchantCapabilities: options.merchantCapabilities,
          supportedNetworks: options.supportedNetworks, countryCode: lines.country,
          // No requiredShippingContactFields: the address and contact details are asked for
          // in `options`, which Safari turns into Apple Pay's required contact fields.
          shippingContact: parts.shippingContact,
          shippingContactEditingMode: parts.shippingContactEditingMode,
          supportsCouponCode: parts.supportsCouponCode, couponCode: parts.couponCode))
    ]
    details = PaymentRequestDetails(sheet: sheet, lines: lines, parts: parts)
    try Self.checkChromiumLimits(details, sheet: sheet)
    requirement = parts.version
    let fields = Set(options.contactFields)
    let shippingType: String? =
      switch sheet.shippingType {
      case .shipping: "shipping"
      case .delivery: "delivery"
      case .storePickup, .servicePickup: "pickup"
      }
    self.options = PaymentOptions(
      requestPayerName: fields.contains(.name), requestPayerEmail: fields.contains(.email),
      requestPayerPhone: fields.contains(.phone), requestShipping: requestShipping,
      shippingType: requestShipping ? shippingType : nil)
  }

  /// Refuses what Chromium's constructor would, naming the count or the length and the
  /// limit (``chromiumLimit``), at the sheet member it comes from.
  static func checkChromiumLimits(_ details: PaymentRequestDetails, sheet: PaymentSheet)
    throws(PaySheetError)
  {
    let limit = chromiumLimit
    if details.displayItems.count > limit {
      throw .invalidSheet(
        "items",
        reason:
          "\(details.displayItems.count) items are charged now, and Chrome refuses a Payment Request with more than \(limit) display items"
      )
    }
    if let options = details.shippingOptions, options.count > limit {
      throw .invalidSheet(
        "shippingMethods",
        reason:
          "\(options.count) shipping methods, and Chrome refuses a Payment Request with more than \(limit) shipping options"
      )
    }
    func check(_ text: String, _ what: String, _ field: FieldPath) throws(PaySheetError) {
      let length = text.utf16.count
      guard length > limit else { return }
      throw .invalidSheet(
        field,
        reason:
          "the \(what) is \(length) UTF-16 code units long, and Chrome refuses a label longer than \(limit)"
      )
    }
    try check(details.total.label, "total's label", "total.merchant")
    let charged = sheet.items.indices.filter { sheet.isChargedNow(sheet.items[$0]) }
    for (item, index) in zip(details.displayItems, charged) {
      try check(item.label, "label", "items[\(index)].label")
    }
    for (index, option) in (details.shippingOptions ?? []).enumerated() {
      try check(option.label, "label", "shippingMethods[\(index)].label")
    }
  }
}
