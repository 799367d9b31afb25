import Foundation
import Testing

@testable import PaySheetKit

/// The Apple Pay JSON checked field by field against the dictionaries of Apple Pay on the
/// Web (developer.apple.com/documentation/applepayontheweb: ApplePayPaymentRequest,
/// ApplePayLineItem, ApplePayShippingMethod, ApplePayDateComponentsRange,
/// ApplePayDateComponents, ApplePayRecurringPaymentRequest, ApplePayDeferredPaymentRequest,
/// ApplePayAutomaticReloadPaymentRequest, ApplePayPaymentTokenContext,
/// ApplePayPaymentContact), for every example sheet in every language of the catalog.
struct ApplePayRequestTests {
  /// What a member holds, as the dictionaries declare it.
  indirect enum Field: Sendable {
    case string
    /// A decimal string: optional minus, digits, optional fraction.
    case amount
    /// A `Date`, written as an instant with an offset (RFC 3339) for `new Date()`.
    case date
    case integer
    case bool
    /// One of the enumeration's values.
    case oneOf(Set<String>)
    /// An `https` address.
    case url
    case dictionary(String)
    case sequence(Field)
  }

  struct Dictionary: Sendable {
    let required: [String: Field]
    let optional: [String: Field]
  }

  /// Apple's dictionaries, member by member: `required` as the IDL marks it. ApplePayLineItem
  /// marks none; `label` and `amount` are listed as required here because every line the
  /// sheet shows has both and Apple Pay displays them.
  static let dictionaries: [String: Dictionary] = [
    "ApplePayPaymentRequest": Dictionary(
      required: [
        "merchantCapabilities": .sequence(
          .oneOf(["supports3DS", "supportsEMV", "supportsCredit", "supportsDebit"])),
        "supportedNetworks": .sequence(.string),
        "countryCode": .string,
        "total": .dictionary("ApplePayLineItem"),
        "currencyCode": .string,
      ],
      optional: [
        "requiredBillingContactFields": .sequence(.string),
        "billingContact": .dictionary("ApplePayPaymentContact"),
        "requiredShippingContactFields": .sequence(
          .oneOf(["email", "name", "phone", "postalAddress", "phoneticName"])),
        "shippingContact": .dictionary("ApplePayPaymentContact"),
        "applicationData": .string,
        "supportedCountries": .sequence(.string),
        "supportsCouponCode": .bool,
        "couponCode": .string,
        "shippingContactEditingMode": .oneOf(["available", "storePickup"]),
        "lineItems": .sequence(.dictionary("ApplePayLineItem")),
        "shippingType": .oneOf(["shipping", "delivery", "storePickup", "servicePickup"]),
        "shippingMethods": .sequence(.dictionary("ApplePayShippingMethod")),
        "multiTokenContexts": .sequence(.dictionary("ApplePayPaymentTokenContext")),
        "automaticReloadPaymentRequest": .dictionary("ApplePayAutomaticReloadPaymentRequest"),
        "recurringPaymentRequest": .dictionary("ApplePayRecurringPaymentRequest"),
        "deferredPaymentRequest": .dictionary("ApplePayDeferredPaymentRequest"),
      ]
    ),
    "ApplePayLineItem": Dictionary(
      required: ["label": .string, "amount": .amount],
      optional: [
        "type": .oneOf(["final", "pending"]),
        "paymentTiming": .oneOf(["immediate", "recurring", "deferred", "automaticReload"]),
        "recurringPaymentStartDate": .date,
        "recurringPaymentIntervalUnit": .oneOf(["year", "month", "day", "hour", "minute"]),
        "recurringPaymentIntervalCount": .integer,
        "recurringPaymentEndDate": .date,
        "deferredPaymentDate": .date,
        "automaticReloadPaymentThresholdAmount": .amount,
      ]
    ),
    "ApplePayShippingMethod": Dictionary(
      required: ["label": .string, "detail": .string, "amount": .amount, "identifier": .string],
      optional: ["dateComponentsRange": .dictionary("ApplePayDateComponentsRange")]
    ),
    "ApplePayDateComponentsRange": Dictionary(
      required: [
        "startDateComponents": .dictionary("ApplePayDateComponents"),
        "endDateComponents": .dictionary("ApplePayDateComponents"),
      ],
      optional: [:]
    ),
    "ApplePayDateComponents": Dictionary(
      required: [:],
      optional: ["years": .integer, "months": .integer, "days": .integer, "hours": .integer]
    ),
    "ApplePayRecurringPaymentRequest": Dictionary(
      required: [
        "paymentDescription": .string, "regularBilling": .dictionary("ApplePayLineItem"),
        "managementURL": .url,
      ],
      optional: [
        "trialBilling": .dictionary("ApplePayLineItem"), "billingAgreement": .string,
        "tokenNotificationURL": .url,
      ]
    ),
    "ApplePayDeferredPaymentRequest": Dictionary(
      required: [
        "deferredBilling": .dictionary("ApplePayLineItem"), "managementURL": .url,
        "paymentDescription": .string,
      ],
      optional: [
        "billingAgreement": .string, "freeCancellationDate": .date,
        "freeCancellationDateTimeZone": .string, "tokenNotificationURL": .url,
      ]
    ),
    "ApplePayAutomaticReloadPaymentRequest": Dictionary(
      required: [
        "paymentDescription": .string, "automaticReloadBilling": .dictionary("ApplePayLineItem"),
        "managementURL": .url,
      ],
      optional: ["billingAgreement": .string, "tokenNotificationURL": .url]
    ),
    "ApplePayPaymentTokenContext": Dictionary(
      required: [
        "merchantIdentifier": .string, "externalIdentifier": .string, "merchantName": .string,
        "amount": .amount,
      ],
      optional: ["merchantDomain": .string]
    ),
    "ApplePayPaymentContact": Dictionary(
      required: [:],
      optional: [
        "phoneNumber": .string, "emailAddress": .string, "givenName": .string,
        "familyName": .string, "phoneticGivenName": .string, "phoneticFamilyName": .string,
        "addressLines": .sequence(.string), "subLocality": .string, "locality": .string,
        "postalCode": .string, "subAdministrativeArea": .string, "administrativeArea": .string,
        "country": .string, "countryCode": .string,
      ]
    ),
    // The Payment Request API call: W3C's PaymentMethodData, PaymentDetailsInit,
    // PaymentDetailsModifier, PaymentItem, PaymentCurrencyAmount, PaymentShippingOption and
    // PaymentOptions, with Apple's ApplePayRequest and ApplePayModifier as their `data`.
    "PaymentRequestCall": Dictionary(
      required: [
        "methodData": .sequence(.dictionary("PaymentMethodData")),
        "details": .dictionary("PaymentDetailsInit"),
        "options": .dictionary("PaymentOptions"),
      ],
      optional: [:]
    ),
    "PaymentMethodData": Dictionary(
      required: [
        "supportedMethods": .oneOf(["https://apple.com/apple-pay"]),
        "data": .dictionary("ApplePayRequest"),
      ],
      optional: [:]
    ),
    "ApplePayRequest": Dictionary(
      required: [
        "version": .integer, "merchantIdentifier": .string,
        "merchantCapabilities": .sequence(
          .oneOf(["supports3DS", "supportsEMV", "supportsCredit", "supportsDebit"])),
        "supportedNetworks": .sequence(.string), "countryCode": .string,
      ],
      optional: [
        "requiredBillingContactFields": .sequence(.string),
        "billingContact": .dictionary("ApplePayPaymentContact"),
        "requiredShippingContactFields": .sequence(.string),
        "shippingContact": .dictionary("ApplePayPaymentContact"),
        "applicationData": .string, "supportedCountries": .sequence(.string),
        "supportsCouponCode": .bool, "couponCode": .string,
        "shippingContactEditingMode": .oneOf(["available", "storePickup"]),
      ]
    ),
    "PaymentDetailsInit": Dictionary(
      required: ["total": .dictionary("PaymentItem")],
      optional: [
        "id": .string, "displayItems": .sequence(.dictionary("PaymentItem")),
        "shippingOptions": .sequence(.dictionary("PaymentShippingOption")),
        "modifiers": .sequence(.dictionary("PaymentDetailsModifier")),
      ]
    ),
    "PaymentItem": Dictionary(
      required: ["label": .string, "amount": .dictionary("PaymentCurrencyAmount")],
      optional: ["pending": .bool]
    ),
    "PaymentCurrencyAmount": Dictionary(
      required: ["currency": .string, "value": .amount], optional: [:]
    ),
    "PaymentShippingOption": Dictionary(
      required: [
        "id": .string, "label": .string, "amount": .dictionary("PaymentCurrencyAmount"),
      ],
      optional: ["selected": .bool]
    ),
    "PaymentDetailsModifier": Dictionary(
      required: ["supportedMethods": .oneOf(["https://apple.com/apple-pay"])],
      optional: [
        "total": .dictionary("PaymentItem"),
        "additionalDisplayItems": .sequence(.dictionary("PaymentItem")),
        "data": .dictionary("ApplePayModifier"),
      ]
    ),
    "ApplePayModifier": Dictionary(
      required: [:],
      optional: [
        "paymentMethodType": .oneOf(["debit", "credit", "prepaid", "store"]),
        "total": .dictionary("ApplePayLineItem"),
        "additionalLineItems": .sequence(.dictionary("ApplePayLineItem")),
        "additionalShippingMethods": .sequence(.dictionary("ApplePayShippingMethod")),
        "automaticReloadPaymentRequest": .dictionary("ApplePayAutomaticReloadPaymentRequest"),
        "recurringPaymentRequest": .dictionary("ApplePayRecurringPaymentRequest"),
        "deferredPaymentRequest": .dictionary("ApplePayDeferredPaymentRequest"),
        "multiTokenContexts": .sequence(.dictionary("ApplePayPaymentTokenContext")),
      ]
    ),
    "PaymentOptions": Dictionary(
      required: [:],
      optional: [
        "requestPayerName": .bool, "requestBillingAddress": .bool, "requestPayerEmail": .bool,
        "requestPayerPhone": .bool, "requestShipping": .bool,
        "shippingType": .oneOf(["shipping", "delivery", "pickup"]),
      ]
    ),
  ]

  /// Every way `value` at `path` departs from dictionary `name`.
  static func problems(_ value: Any, as name: String, at path: String) -> [String] {
    guard let dictionary = dictionaries[name] else { return ["\(path): no dictionary \(name)"] }
    guard let object = value as? [String: Any] else { return ["\(path) is not a \(name)"] }
    var found: [String] = []
    for key in dictionary.required.keys where object[key] == nil {
      found.append("\(path) (\(name)) lacks the required '\(key)'")
    }
    for (key, member) in object {
      guard let field = dictionary.required[key] ?? dictionary.optional[key] else {
        found.append("\(path) (\(name)) has '\(key)', which \(name) does not declare")
        continue
      }
      found += problems(member, field, at: "\(path).\(key)")
    }
    return found
  }

  static func problems(_ value: Any, _ field: Field, at path: String) -> [String] {
    switch field {
    case .string:
      return value is String ? [] : ["\(path) is not a string"]
    case .amount:
      guard let text = value as? String,
        text.wholeMatch(of: /-?[0-9]+(\.[0-9]+)?/) != nil
      else { return ["\(path) is not a decimal string: \(value)"] }
      return []
    case .date:
      guard let text = value as? String,
        text.wholeMatch(
          of: /[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(Z|[+-][0-9]{2}:[0-9]{2})/)
          != nil
      else { return ["\(path) is not a date for new Date(): \(value)"] }
      return []
    case .integer:
      return value is String || value as? Int == nil ? ["\(path) is not an integer"] : []
    case .bool:
      return value is String || value as? Bool == nil ? ["\(path) is not a boolean"] : []
    case .oneOf(let allowed):
      guard let text = value as? String, allowed.contains(text) else {
        return ["\(path) is \(value); allowed: \(allowed.sorted().joined(separator: ", "))"]
      }
      return []
    case .url:
      guard let text = value as? String, text.hasPrefix("https://") else {
        return ["\(path) is not an https address"]
      }
      return []
    case .dictionary(let name):
      return problems(value, as: name, at: path)
    case .sequence(let element):
      guard let array = value as? [Any] else { return ["\(path) is not a sequence"] }
      return array.enumerated().flatMap { problems($1, element, at: "\(path)[\($0)]") }
    }
  }

  /// The rules Apple's pages state beside the dictionaries.
  static func ruleProblems(_ request: [String: Any]) -> [String] {
    var found: [String] = []
    func timing(_ member: String, _ billing: String, _ expected: String) {
      guard let terms = request[member] as? [String: Any],
        let item = terms[billing] as? [String: Any]
      else { return }
      if item["paymentTiming"] as? String != expected {
        found.append("\(member).\(billing).paymentTiming is not '\(expected)'")
      }
    }
    timing("recurringPaymentRequest", "regularBilling", "recurring")
    timing("recurringPaymentRequest", "trialBilling", "recurring")
    timing("deferredPaymentRequest", "deferredBilling", "deferred")
    timing("automaticReloadPaymentRequest", "automaticReloadBilling", "automaticReload")
    if let reload = request["automaticReloadPaymentRequest"] as? [String: Any] {
      if (reload["automaticReloadBilling"] as? [String: Any])?[
        "automaticReloadPaymentThresholdAmount"] == nil
      {
        found.append("automaticReloadBilling has no threshold")
      }
    }
    // PKPaymentRequest.deferredPaymentRequest: "You can't use this property simultaneously
    // with multitoken contexts, recurring payment requests, or automatic reload payment
    // requests"; recurringPaymentRequest and automaticReloadPaymentRequest say the same.
    let tokenRequests = [
      "recurringPaymentRequest", "deferredPaymentRequest", "automaticReloadPaymentRequest",
      "multiTokenContexts",
    ].filter { request[$0] != nil }
    if tokenRequests.count > 1 {
      found.append("\(tokenRequests.joined(separator: " and ")) in one request")
    }
    if let deferred = request["deferredPaymentRequest"] as? [String: Any],
      (deferred["freeCancellationDate"] == nil) != (deferred["freeCancellationDateTimeZone"] == nil)
    {
      found.append("freeCancellationDate and freeCancellationDateTimeZone go together")
    }
    if !((request["merchantCapabilities"] as? [String])?.contains("supports3DS") ?? false) {
      found.append("merchantCapabilities lacks supports3DS")
    }
    if let total = request["total"] as? [String: Any], let amount = total["amount"] as? String,
      amount.hasPrefix("-")
    {
      found.append("total.amount is negative")
    }
    if request["shippingContactEditingMode"] as? String == "storePickup",
      request["shippingType"] as? String != "storePickup"
    {
      found.append("a read-only pickup contact without shippingType storePickup")
    }
    return found
  }

  /// Every language of the shipped catalog.
  static let languages: [String] = {
    var seen = Set<String>()
    for entry in shippedCatalog.strings.values { seen.formUnion(entry.localizations.keys) }
    return seen.sorted()
  }()

  static func request(_ name: String, _ language: String) throws -> (
    PaymentSheet, FormattedSheet, [String: Any]
  ) {
    let sheet = try exampleSheet(name)
    let formatted = try SheetFormatter(catalog: shippedCatalog, locale: SheetLocale(language))
      .format(sheet)
    let request = try ApplePayPaymentRequest(
      sheet: sheet, formatted: formatted, options: ApplePayOptions(countryCode: "US"))
    let data = try JSONEncoder().encode(request)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return (sheet, formatted, object)
  }

  @Test func everyExampleInEveryLanguageMatchesApplesDictionaries() throws {
    var checked = 0
    for name in exampleSheetNames {
      for language in Self.languages {
        let (sheet, formatted, object) = try Self.request(name, language)
        let found =
          Self.problems(object, as: "ApplePayPaymentRequest", at: name)
          + Self.ruleProblems(object)
        #expect(found.isEmpty, "\(name) in \(language): \(found)")
        let total = try #require(object["total"] as? [String: Any])
        let line = try #require(formatted.lines.first { $0.kind == .total })
        #expect(total["label"] as? String == line.requestLabel)
        #expect(total["amount"] as? String == sheet.total.amount.wireValue)
        #expect(object["currencyCode"] as? String == sheet.currency.code)
        #expect((object["lineItems"] as? [Any])?.count == sheet.items.count)
        checked += 1
      }
    }
    #expect(Self.languages.count == 50)
    #expect(checked == exampleSheetNames.count * Self.languages.count)
  }

  /// The whole Payment Request API call, for every example in every language, against the
  /// W3C's dictionaries and Apple's `ApplePayRequest` and `ApplePayModifier`.
  @Test func everyPaymentRequestCallMatchesTheDictionaries() throws {
    var checked = 0
    for name in exampleSheetNames {
      let sheet = try exampleSheet(name)
      for language in Self.languages {
        let formatted = try SheetFormatter(catalog: shippedCatalog, locale: SheetLocale(language))
          .format(sheet)
        let call = try PaymentRequestCall(
          sheet: sheet, formatted: formatted,
          options: ApplePayOptions(merchantIdentifier: "merchant.example.test"))
        let object = try #require(
          try JSONSerialization.jsonObject(with: JSONEncoder().encode(call)) as? [String: Any])
        let found = Self.problems(object, as: "PaymentRequestCall", at: name)
        #expect(found.isEmpty, "\(name) in \(language): \(found)")
        checked += 1
      }
    }
    #expect(checked == exampleSheetNames.count * Self.languages.count)
  }

  @Test func theCallCheckerFindsWhatIsWrong() throws {
    let sheet = try exampleSheet("kuwaiti-dinar")
    let formatted = try SheetFormatter(catalog: shippedCatalog, locale: SheetLocale("en"))
      .format(sheet)
    var object = try #require(
      try JSONSerialization.jsonObject(
        with: JSONEncoder().encode(
          PaymentRequestCall(
            sheet: sheet, formatted: formatted,
            options: ApplePayOptions(merchantIdentifier: "merchant.example.test"))))
        as? [String: Any])
    var options = try #require(object["options"] as? [String: Any])
    options["shippingType"] = "storePickup"
    object["options"] = options
    var details = try #require(object["details"] as? [String: Any])
    details["modifiers"] = [["supportedMethods": "https://apple.com/apple-pay", "data": ["x": 1]]]
    object["details"] = details
    let found = Self.problems(object, as: "PaymentRequestCall", at: "call")
    #expect(found.contains { $0.contains("call.options.shippingType is storePickup") }, "\(found)")
    #expect(found.contains { $0.contains("has 'x', which ApplePayModifier does not declare") })
  }

  @Test func theExamplesUseEveryKindOfRequest() throws {
    var members: Set<String> = []
    for name in exampleSheetNames {
      members.formUnion(try Self.request(name, "en").2.keys)
    }
    for member in [
      "recurringPaymentRequest", "deferredPaymentRequest", "automaticReloadPaymentRequest",
      "multiTokenContexts", "couponCode", "shippingMethods", "shippingContact",
    ] {
      #expect(members.contains(member), "no example sheet makes \(member)")
    }
  }

  /// The checker finds what is wrong, so that the test above can fail.
  @Test(arguments: [
    ("recurringPaymentRequest", "managementURL", "lacks the required 'managementURL'"),
    ("total", "label", "lacks the required 'label'"),
    ("recurringPaymentRequest", "regularBilling", "lacks the required 'regularBilling'"),
  ])
  func aRequestMissingARequiredMemberIsCaught(parent: String, member: String, message: String)
    throws
  {
    var object = try Self.request("subscription-trial", "en").2
    var inner = try #require(object[parent] as? [String: Any])
    inner[member] = nil
    object[parent] = inner
    let found = Self.problems(object, as: "ApplePayPaymentRequest", at: "request")
    #expect(found.contains { $0.contains(message) }, "\(found)")
  }

  @Test func wrongValuesAreCaught() throws {
    var object = try Self.request("transit-reload", "en").2
    object["shippingType"] = "drone"
    object["merchantCapabilities"] = ["supportsCredit"]
    var reload = try #require(object["automaticReloadPaymentRequest"] as? [String: Any])
    var billing = try #require(reload["automaticReloadBilling"] as? [String: Any])
    billing["paymentTiming"] = "recurring"
    billing["amount"] = 5
    reload["automaticReloadBilling"] = billing
    object["automaticReloadPaymentRequest"] = reload
    object["extra"] = true
    object["multiTokenContexts"] = []
    let found =
      Self.problems(object, as: "ApplePayPaymentRequest", at: "r") + Self.ruleProblems(object)
    #expect(found.contains { $0.contains("r.shippingType is drone") })
    #expect(found.contains { $0.contains("automaticReloadBilling.amount is not a decimal") })
    #expect(found.contains { $0.contains("paymentTiming is not 'automaticReload'") })
    #expect(found.contains { $0.contains("lacks supports3DS") })
    #expect(found.contains { $0.contains("'extra'") })
    #expect(
      found.contains { $0 == "automaticReloadPaymentRequest and multiTokenContexts in one request" }
    )
  }

  @Test func theTotalLabelIsTheMerchantWithoutThePlatformsWords() throws {
    let (_, formatted, object) = try Self.request("marketplace-via", "de")
    let total = try #require(formatted.lines.first { $0.kind == .total })
    #expect(total.label == "ZAHLUNG: FERN & CO (ÜBER MARKETLY)")
    #expect(total.requestLabel == "Fern & Co (über Marketly)")
    #expect((object["total"] as? [String: Any])?["label"] as? String == "Fern & Co (über Marketly)")
    let ride = try Self.request("ride-pending", "en")
    let rideTotal = try #require(ride.2["total"] as? [String: Any])
    #expect(rideTotal["label"] as? String == "Metro Cabs")
    #expect(rideTotal["type"] as? String == "pending")
    let fare = try #require((ride.2["lineItems"] as? [[String: Any]])?.first)
    #expect(fare["type"] as? String == "pending")
  }

  @Test func linesCarryTheirMoneyWireValueTypeAndFullLabel() throws {
    let sheet = try exampleSheet("marketplace-via")
    let formatter = try SheetFormatter(catalog: shippedCatalog, locale: SheetLocale("en"))
    // On the watch the narrow rows take `.short` labels; a request still takes the full ones.
    let watch = try formatter.format(
      sheet, fit: FitBudget(profile: DeviceProfile.named("watch-41mm", in: DeviceProfile.shipped()))
    )
    let full = try formatter.format(sheet)
    #expect(watch.lines.contains { $0.key.hasSuffix(SheetFormatter.shortSuffix) })
    for (index, item) in sheet.items.enumerated() {
      let line = watch.lines[index]
      #expect(line.money == item.amount)
      #expect(line.wireValue == item.amount?.wireValue)
      #expect(line.type == .final)
      #expect(line.requestLabel == full.lines[index].label)
    }
  }

  @Test func theSubscriptionSendsItsTrialAndTerms() throws {
    let (_, _, object) = try Self.request("subscription-trial", "fr")
    let recurring = try #require(object["recurringPaymentRequest"] as? [String: Any])
    #expect(recurring["managementURL"] as? String == "https://streamco.example/account")
    #expect(
      recurring["billingAgreement"] as? String == "Renouvellement automatique jusqu’à résiliation")
    let trial = try #require(recurring["trialBilling"] as? [String: Any])
    #expect(trial["recurringPaymentEndDate"] as? String == "2026-12-10T11:30:00Z")
    #expect(trial["recurringPaymentIntervalUnit"] as? String == "day")
    let regular = try #require(recurring["regularBilling"] as? [String: Any])
    #expect(regular["recurringPaymentStartDate"] as? String == "2026-12-10T11:30:00Z")
    #expect(regular["amount"] as? String == "9.99")
  }
}
