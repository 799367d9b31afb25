// PassKit exists only on Apple platforms; on Linux this file compiles to nothing. watchOS is
// left out because merchant-token requests and coupon codes do not exist there (Apple's
// PKRecurringPaymentRequest, PKPaymentTokenContext and couponCode list no watchOS).
#if canImport(PassKit) && !os(watchOS)
  import Contacts
  import Foundation
  import PassKit

  /// What a PassKit payment request needs besides the sheet: the merchant and what it takes.
  @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, visionOS 1.0, *)
  public struct PassKitOptions: Sendable {
    /// The merchant identifier registered with Apple: "merchant.com.example".
    public let merchantIdentifier: String
    /// The merchant's ISO 3166-1 alpha-2 country, upper case ("US"), in place of the
    /// sheet's `merchantCountry`; nil takes the sheet's.
    public let countryCode: String?
    public let supportedNetworks: [PKPaymentNetwork]
    public let merchantCapabilities: PKMerchantCapability
    /// The customer's details the merchant needs besides those the sheet asks for itself (a
    /// sheet with shipping or delivery methods asks for the address).
    public let contactFields: [ApplePayContactField]

    /// Billing days are the instants Apple Pay on the Web's request sends.
    public init(
      merchantIdentifier: String, countryCode: String? = nil,
      supportedNetworks: [PKPaymentNetwork] = [.amex, .discover, .masterCard, .visa],
      merchantCapabilities: PKMerchantCapability = .threeDSecure,
      contactFields: [ApplePayContactField] = []
    ) throws(PaySheetError) {
      try RequestOption.merchantIdentifier.checking { () throws(PaySheetError) in
        try MerchantPayment.checkIdentifier(merchantIdentifier, field: "merchantIdentifier")
      }
      // The same country rule as Apple Pay on the Web's request.
      _ = try ApplePayOptions(countryCode: countryCode)
      guard !supportedNetworks.isEmpty else {
        throw .invalidRequest(.supportedNetworks, reason: "give one or more networks such as .visa")
      }
      self.merchantIdentifier = merchantIdentifier
      self.countryCode = countryCode
      self.supportedNetworks = supportedNetworks
      self.merchantCapabilities = merchantCapabilities
      self.contactFields = contactFields
    }
  }

  @available(iOS 16.0, macOS 13.0, macCatalyst 16.0, visionOS 1.0, *)
  extension PKPaymentRequest {
    /// The PassKit request for `sheet`, whose text is `formatted` (``SheetFormatter/format(_:fit:)``
    /// of the same sheet), as ``ApplePayPaymentRequest`` builds it for the web.
    ///
    /// Labels are the sheet's localized text (the full wording, never a `.short` variant);
    /// amounts are `NSDecimalNumber`s read from the wire strings. The last summary item is
    /// the total, labelled with the merchant ("Fern & Co (via Marketly)") without the "Pay"
    /// the system adds; an estimated total and pending items have the type `.pending`, a
    /// pending item with the amount 0 as PassKit asks. A store pickup sends the store as a
    /// shipping contact the customer cannot edit.
    ///
    /// A deferred payment needs iOS 16.4 or macOS 13.3, where `PKDeferredPaymentRequest`
    /// begins; on earlier systems a sheet with one is refused rather than sent without it.
    /// A sheet holds at most one of the recurring, deferred, automatic-reload and
    /// multi-merchant requests, so the request never sets two, which PassKit cancels.
    ///
    /// The country is the merchant's (the options' or the sheet's `merchantCountry`); a
    /// billing day is an instant that falls on that day on a device in any zone from UTC−11
    /// to UTC+12 (the merchant's own zone first), and free cancellation ends at the last
    /// second of the last free day in its zone: the same instants Apple Pay on the Web's
    /// request sends.
    public convenience init(
      sheet: PaymentSheet, formatted: FormattedSheet, options: PassKitOptions
    ) throws(PaySheetError) {
      self.init()
      let lines = try RequestLines(
        sheet: sheet, formatted: formatted, country: options.countryCode)
      merchantIdentifier = options.merchantIdentifier
      countryCode = lines.country
      currencyCode = sheet.currency.code
      supportedNetworks = options.supportedNetworks
      merchantCapabilities = options.merchantCapabilities

      var items: [PKPaymentSummaryItem] = []
      for (item, line) in zip(sheet.items, lines.items) {
        items.append(try Self.summaryItem(item, line, sheet: sheet, lines: lines))
      }
      let total = PKPaymentSummaryItem(
        label: lines.total.requestLabel,
        amount: try RequestValues.decimalNumber(sheet.total.amount),
        type: lines.total.type == .pending ? .pending : .final)
      paymentSummaryItems = items + [total]

      switch sheet.shippingType {
      case .shipping: shippingType = .shipping
      case .delivery: shippingType = .delivery
      case .storePickup: shippingType = .storePickup
      case .servicePickup: shippingType = .servicePickup
      }
      if !sheet.shippingMethods.isEmpty {
        var methods: [PKShippingMethod] = []
        for (index, (method, line)) in zip(sheet.shippingMethods, lines.shipping).enumerated() {
          let shipping = PKShippingMethod(
            label: line.requestLabel, amount: try RequestValues.decimalNumber(method.amount))
          shipping.identifier = method.identifier
          shipping.detail = line.detail
          if let delivery = method.delivery {
            guard
              let range = PKDateComponentsRange(
                start: RequestValues.dateComponents(delivery.from),
                end: RequestValues.dateComponents(delivery.to))
            else {
              throw .invalidSheet(
                "shippingMethods[\(index)].delivery",
                reason: "PassKit refuses the range \(delivery.from) to \(delivery.to)")
            }
            shipping.dateComponentsRange = range
          }
          methods.append(shipping)
        }
        shippingMethods = methods
      }
      // The same fields as Apple Pay on the Web's request (ApplePayParts).
      var fields = Set<PKContactField>()
      if sheet.asksForAddress(options.contactFields) { fields.insert(.postalAddress) }
      for field in options.contactFields {
        switch field {
        case .postalAddress: fields.insert(.postalAddress)
        case .name: fields.insert(.name)
        case .email: fields.insert(.emailAddress)
        case .phone: fields.insert(.phoneNumber)
        }
      }
      requiredShippingContactFields = fields
      if let pickup = sheet.pickupContact {
        shippingContact = Self.contact(pickup)
        shippingContactEditingMode = .storePickup
      }

      func only(_ name: SummaryItem.Kind.Name) -> PKPaymentSummaryItem? {
        sheet.items.firstIndex { $0.kind.name == name }.map { items[$0] }
      }
      if let terms = sheet.recurring, let text = formatted.recurring,
        let regular = only(.recurring) as? PKRecurringPaymentSummaryItem
      {
        let request = PKRecurringPaymentRequest(
          paymentDescription: text.description, regularBilling: regular,
          managementURL: try Self.url(terms.managementURL, "recurring.managementURL"))
        request.trialBilling = only(.trial) as? PKRecurringPaymentSummaryItem
        request.billingAgreement = text.billingAgreement
        request.tokenNotificationURL = try terms.tokenNotificationURL.map {
          (address) throws(PaySheetError) in
          try Self.url(address, "recurring.tokenNotificationURL")
        }
        recurringPaymentRequest = request
      }
      if let terms = sheet.automaticReload, let text = formatted.automaticReload,
        let billing = only(.reload) as? PKAutomaticReloadPaymentSummaryItem
      {
        let request = PKAutomaticReloadPaymentRequest(
          paymentDescription: text.description, automaticReloadBilling: billing,
          managementURL: try Self.url(terms.managementURL, "automaticReload.managementURL"))
        request.billingAgreement = text.billingAgreement
        request.tokenNotificationURL = try terms.tokenNotificationURL.map {
          (address) throws(PaySheetError) in
          try Self.url(address, "automaticReload.tokenNotificationURL")
        }
        automaticReloadPaymentRequest = request
      }
      if let terms = sheet.deferred, let text = formatted.deferred,
        let billing = only(.deferred) as? PKDeferredPaymentSummaryItem
      {
        guard #available(iOS 16.4, macOS 13.3, macCatalyst 16.4, *) else {
          throw .invalidSheet(
            "deferred", reason: "a deferred payment request needs iOS 16.4 or macOS 13.3")
        }
        let request = PKDeferredPaymentRequest(
          paymentDescription: text.description, deferredBilling: billing,
          managementURL: try Self.url(terms.terms.managementURL, "deferred.managementURL"))
        request.billingAgreement = text.billingAgreement
        request.tokenNotificationURL = try terms.terms.tokenNotificationURL.map {
          (address) throws(PaySheetError) in
          try Self.url(address, "deferred.tokenNotificationURL")
        }
        if let instant = lines.freeCancellationInstant, let name = terms.freeCancellationTimeZone,
          let zone = TimeZone(identifier: name)
        {
          request.freeCancellationDate = instant.date
          request.freeCancellationDateTimeZone = zone
        }
        deferredPaymentRequest = request
      }

      if !sheet.merchants.isEmpty {
        var contexts: [PKPaymentTokenContext] = []
        for merchant in sheet.merchants {
          contexts.append(
            PKPaymentTokenContext(
              merchantIdentifier: merchant.merchantIdentifier,
              externalIdentifier: merchant.externalIdentifier, merchantName: merchant.name.text,
              merchantDomain: merchant.domain,
              amount: try RequestValues.decimalNumber(merchant.amount)))
        }
        multiTokenContexts = contexts
      }
      if let code = sheet.couponCode {
        supportsCouponCode = true
        couponCode = code.text
      }
    }

    /// The summary item of one sheet item: the subclass PassKit has for its kind.
    static func summaryItem(
      _ item: SummaryItem, _ line: SheetLine, sheet: PaymentSheet, lines: RequestLines
    ) throws(PaySheetError) -> PKPaymentSummaryItem {
      let label = line.requestLabel
      func day(_ date: SheetDate) -> Date { lines.billingInstant(of: date).date }
      switch item.kind {
      case .item(let amount), .discount(let amount):
        return PKPaymentSummaryItem(
          label: label, amount: try RequestValues.decimalNumber(amount), type: .final)
      case .pending:
        return PKPaymentSummaryItem(label: label, amount: .zero, type: .pending)
      case .recurring(let amount, let interval, _, let end):
        let recurring = PKRecurringPaymentSummaryItem(
          label: label, amount: try RequestValues.decimalNumber(amount))
        recurring.intervalUnit = calendarUnit(interval.unit)
        recurring.intervalCount = interval.count
        recurring.startDate = sheet.firstChargeDay(of: item).map(day)
        recurring.endDate = end.map(day)
        return recurring
      case .trial(let amount, let interval, let end):
        let trial = PKRecurringPaymentSummaryItem(
          label: label, amount: try RequestValues.decimalNumber(amount))
        trial.intervalUnit = calendarUnit(interval.unit)
        trial.intervalCount = interval.count
        trial.endDate = day(end)
        return trial
      case .deferred(let amount, let date):
        let deferred = PKDeferredPaymentSummaryItem(
          label: label, amount: try RequestValues.decimalNumber(amount))
        deferred.deferredDate = day(date)
        return deferred
      case .reload(let amount, let threshold):
        let reload = PKAutomaticReloadPaymentSummaryItem(
          label: label, amount: try RequestValues.decimalNumber(amount))
        reload.thresholdAmount = try RequestValues.decimalNumber(threshold)
        return reload
      }
    }

    static func calendarUnit(_ unit: RecurringInterval.Unit) -> NSCalendar.Unit {
      switch unit {
      case .day: .day
      case .month: .month
      case .year: .year
      }
    }

    /// The address as a `URL`; `field` is the sheet's member that holds it.
    static func url(_ address: WebAddress, _ field: FieldPath) throws(PaySheetError) -> URL {
      guard let url = URL(string: address.text) else {
        throw .invalidSheet(field, reason: "'\(Quote.value(address.text))' is not a URL")
      }
      return url
    }

    /// The store as a contact: its name, address and phone, as the sheet shows a pickup.
    static func contact(_ pickup: PickupContact) -> PKContact {
      let contact = PKContact()
      var name = PersonNameComponents()
      name.familyName = pickup.name.text
      contact.name = name
      let address = CNMutablePostalAddress()
      address.street = pickup.addressLines.map(\.text).joined(separator: "\n")
      address.city = pickup.locality.text
      address.state = pickup.administrativeArea?.text ?? ""
      address.postalCode = pickup.postalCode?.text ?? ""
      address.isoCountryCode = pickup.countryCode
      contact.postalAddress = address
      contact.phoneNumber = pickup.phoneNumber.map { CNPhoneNumber(stringValue: $0.text) }
      return contact
    }
  }
#endif
