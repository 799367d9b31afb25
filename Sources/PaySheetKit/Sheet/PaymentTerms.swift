import Foundation

/// A web address a payment request carries, such as the page where the customer manages a
/// subscription: `https`, a host, and printable ASCII only.
///
/// Payment platforms open the address for the customer, so a space, a control character or
/// a non-`https` scheme is refused rather than sent on; 2048 characters is the longest
/// address browsers and servers handle alike.
public struct WebAddress: Hashable, Sendable, Encodable, CustomStringConvertible {
  public let text: String

  public static let maximumLength = 2048

  public init(_ text: String, field: FieldPath = "managementURL") throws(PaySheetError) {
    guard text.utf8.count <= Self.maximumLength else {
      throw .invalidSheet(
        field, reason: "the address is longer than \(Self.maximumLength) characters")
    }
    guard text.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else {
      throw .invalidSheet(
        field,
        reason:
          "'\(Quote.value(text))' has a space, control or non-ASCII character; percent-encode it"
      )
    }
    let lowered = text.lowercased()
    guard lowered.hasPrefix("https://"),
      let host = URLComponents(string: text)?.host, !host.isEmpty
    else {
      throw .invalidSheet(
        field, reason: "'\(Quote.value(text))' is not an https:// address with a host")
    }
    self.text = text
  }

  public var description: String { text }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}

/// What a merchant-token payment (recurring, deferred or automatic reload) shows and where
/// the customer manages it.
///
/// The management address is required: the platforms refuse a merchant-token request
/// without one, since the customer must be able to change or cancel the payment.
public struct PaymentTerms: Hashable, Sendable {
  /// What the payment is for, shown on the sheet: "Monthly Subscription".
  public let description: SheetLabel
  /// The terms the customer agrees to, shown before authorizing.
  public let billingAgreement: SheetLabel?
  /// The page where the customer updates or cancels the payment method.
  public let managementURL: WebAddress
  /// Where the platform sends merchant-token life-cycle notifications.
  public let tokenNotificationURL: WebAddress?

  public init(
    description: SheetLabel, billingAgreement: SheetLabel? = nil, managementURL: WebAddress,
    tokenNotificationURL: WebAddress? = nil
  ) {
    self.description = description
    self.billingAgreement = billingAgreement
    self.managementURL = managementURL
    self.tokenNotificationURL = tokenNotificationURL
  }
}

/// A deferred payment's terms: those of every merchant-token payment, and the last day the
/// customer may cancel without charge.
public struct DeferredTerms: Hashable, Sendable {
  public let terms: PaymentTerms
  /// The last day of free cancellation, in `freeCancellationTimeZone`: a payment request
  /// sends the instant the next day begins there, before which the customer cancels free.
  public let freeCancellationDate: SheetDate?
  /// The IANA zone of the place the payment is for (a hotel's), which the platform shows
  /// the date in.
  public let freeCancellationTimeZone: String?

  public init(
    terms: PaymentTerms, freeCancellationDate: SheetDate? = nil,
    freeCancellationTimeZone: String? = nil
  ) throws(PaySheetError) {
    // Apple Pay takes the date and the zone together: a day means nothing without a zone.
    switch (freeCancellationDate, freeCancellationTimeZone) {
    case (nil, nil): break
    case (_?, nil):
      throw .invalidSheet(
        "freeCancellationTimeZone",
        reason: "a free-cancellation date needs the time zone it is in, such as \"Europe/Paris\"")
    case (nil, _?):
      throw .invalidSheet(
        "freeCancellationDate", reason: "a time zone is given without the date")
    case (_, let zone?):
      try TimeZoneName.check(zone, field: "freeCancellationTimeZone")
    }
    self.terms = terms
    self.freeCancellationDate = freeCancellationDate
    self.freeCancellationTimeZone = freeCancellationTimeZone
  }
}

/// One merchant's share of a payment that goes to several merchants (a marketplace order,
/// a trip booked with an airline and a hotel): each gets its own payment token.
public struct MerchantPayment: Hashable, Sendable {
  /// The merchant's Apple Pay merchant identifier ("merchant.com.example"), or the
  /// requester's own when the merchant has none.
  public let merchantIdentifier: String
  /// The requester's stable name for the merchant.
  public let externalIdentifier: String
  /// The name the customer sees.
  public let name: DisplayName
  /// The merchant's top-level domain, when known.
  public let domain: String?
  public let amount: Money

  /// Identifiers are printable ASCII up to 255 characters: they go into tokens and logs.
  static let identifierLength = 1...255

  /// Refuses an identifier that is not 1 to 255 printable ASCII characters without spaces.
  static func checkIdentifier(_ value: String, field: FieldPath) throws(PaySheetError) {
    guard identifierLength.contains(value.utf8.count),
      value.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) })
    else {
      throw .invalidSheet(
        field,
        reason:
          "'\(Quote.value(value))' is not 1 to 255 printable ASCII characters without spaces"
      )
    }
  }

  public init(
    merchantIdentifier: String, externalIdentifier: String, name: DisplayName,
    domain: String? = nil, amount: Money
  ) throws(PaySheetError) {
    let fields: [(FieldPath, String)] = [
      ("merchantIdentifier", merchantIdentifier), ("externalIdentifier", externalIdentifier),
      ("domain", domain ?? "x"),
    ]
    for (field, value) in fields {
      try Self.checkIdentifier(value, field: field)
    }
    guard amount.minorUnits >= 0 else {
      throw .invalidSheet("amount", reason: "\(amount.wireValue) is negative")
    }
    self.merchantIdentifier = merchantIdentifier
    self.externalIdentifier = externalIdentifier
    self.name = name
    self.domain = domain
    self.amount = amount
  }
}

/// A coupon code the customer has entered, shown in the sheet's code field.
///
/// Refused: empty codes, codes over 64 characters, and codes with control, bidi or other
/// invisible characters, which would be hidden in the field yet sent to the server: the
/// characters a ``DisplayName`` refuses (``ShownText``).
public struct CouponCode: Hashable, Sendable, CustomStringConvertible {
  public let text: String
  /// Where the code was read from; ignored by `==`.
  @NotCompared public internal(set) var position: SourcePosition? = nil

  public static let maximumLength = 64

  public init(_ text: String, field: FieldPath = "couponCode") throws(PaySheetError) {
    if let reason = ShownText.refusal(of: text, noun: "code", maximumLength: Self.maximumLength) {
      throw .invalidSheet(field, reason: reason)
    }
    self.text = text
  }

  public var description: String { text }
}

/// The store where the customer collects the order, shown on the sheet as an address the
/// customer cannot edit.
public struct PickupContact: Hashable, Sendable {
  /// The store's name.
  public let name: DisplayName
  public let addressLines: [DisplayName]
  public let locality: DisplayName
  public let administrativeArea: DisplayName?
  public let postalCode: DisplayName?
  /// ISO 3166-1 alpha-2, upper case: "US".
  public let countryCode: String
  public let phoneNumber: DisplayName?

  public init(
    name: DisplayName, addressLines: [DisplayName], locality: DisplayName,
    administrativeArea: DisplayName? = nil, postalCode: DisplayName? = nil, countryCode: String,
    phoneNumber: DisplayName? = nil
  ) throws(PaySheetError) {
    guard (1...4).contains(addressLines.count) else {
      throw .invalidSheet(
        "addressLines",
        reason: "an address has 1 to 4 lines, not \(addressLines.count)")
    }
    try ISO3166.check(countryCode, field: "countryCode")
    self.name = name
    self.addressLines = addressLines
    self.locality = locality
    self.administrativeArea = administrativeArea
    self.postalCode = postalCode
    self.countryCode = countryCode
    self.phoneNumber = phoneNumber
  }
}
