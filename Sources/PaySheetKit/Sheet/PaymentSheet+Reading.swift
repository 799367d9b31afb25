import Foundation

extension PaymentSheet {
  /// The largest sheet file read: a sheet is a few kilobytes, and 1 MiB keeps a stray
  /// multi-gigabyte file from being loaded whole.
  public static let maximumFileSize = 1 << 20

  /// Reads a sheet file; errors name the file, line and column of the member at fault.
  public init(contentsOf url: URL, displayPath: String? = nil) throws(InputError) {
    let path = displayPath ?? url.path
    try self.init(
      jsonBytes: InputFile.read(url, displayPath: path, limit: Self.maximumFileSize), file: path)
  }

  /// Reads a sheet file and keeps where its members are, beside the sheet (never in it),
  /// for a caller that may refuse the sheet after reading it, as a payment request does.
  package static func readWithPlaces(contentsOf url: URL, displayPath: String? = nil)
    throws(InputError) -> (sheet: PaymentSheet, places: SheetPlaces)
  {
    let path = displayPath ?? url.path
    return try readWithPlaces(
      jsonBytes: InputFile.read(url, displayPath: path, limit: Self.maximumFileSize), file: path)
  }

  /// Reads the bytes of a sheet file and keeps where its members are (see above).
  package static func readWithPlaces(jsonBytes: [UInt8], file: String? = nil)
    throws(InputError) -> (sheet: PaymentSheet, places: SheetPlaces)
  {
    let document = try JSONReader.document(jsonBytes, file: file)
    return (try PaymentSheet(reading: document), SheetPlaces(document: document))
  }

  /// Reads a sheet from JSON; errors name the member at fault, its line and column.
  public init(json data: Data, file: String? = nil) throws(InputError) {
    try self.init(jsonBytes: [UInt8](data), file: file)
  }

  /// Reads a sheet from the bytes of a sheet file (see `docs/sheet-format.md`).
  public init(jsonBytes: [UInt8], file: String? = nil) throws(InputError) {
    try self.init(reading: JSONReader.document(jsonBytes, file: file))
  }

  /// The members of a sheet, in the order `docs/sheet-format.md` lists them.
  package static let members = [
    "currency", "merchantCountry", "timeZone", "items", "shippingType", "shippingMethods",
    "total", "confirmation", "recurring", "deferred", "automaticReload", "merchants",
    "couponCode", "pickupContact",
  ]

  package init(reading document: JSONReader) throws(InputError) {
    var object = try document.object("a sheet object")
    let currency = try object.required("currency").string("a currency code such as \"EUR\"") {
      (code) throws(PaySheetError) in
      let currency = try Currency(code)
      try PaymentSheet.checkPayment(currency)
      return currency
    }
    let itemsMember = try object.required("items")
    let items = try itemsMember.array().map { (item) throws(InputError) in
      try SummaryItem(reading: item, currency: currency)
    }
    let shippingType =
      try object.optional("shippingType")?.choice(ShippingType.self) ?? .shipping
    let methodsMember = object.optional("shippingMethods")
    let methods =
      try methodsMember?.array().map { (method) throws(InputError) in
        try ShippingMethod(reading: method, currency: currency)
      } ?? []
    let total = try SheetTotal(reading: object.required("total"), currency: currency)
    let confirmation = try object.optional("confirmation").map { (node) throws(InputError) in
      try Confirmation(reading: node)
    }
    // Kept to point a whole-sheet error (merchants over the total, a request without its
    // item, two requests Apple Pay does not take together) at the member it is about.
    var readers: [String: JSONReader] = ["items": itemsMember]
    readers["shippingMethods"] = methodsMember
    func take(_ name: String) -> JSONReader? {
      let reader = object.optional(name)
      readers[name] = reader
      return reader
    }
    let country = try object.optional("merchantCountry")?.string("a code such as \"US\"") {
      (code) throws(PaySheetError) in
      try ISO3166.check(code, field: "merchantCountry")
      return code
    }
    let zone = try object.optional("timeZone")?.string("a zone such as \"Europe/Paris\"") {
      (name) throws(PaySheetError) in
      try TimeZoneName.check(name, field: "timeZone")
      return name
    }
    let recurring = try take("recurring").map { (node) throws(InputError) in
      try PaymentTerms(reading: node)
    }
    let deferred = try take("deferred").map { (node) throws(InputError) in
      try DeferredTerms(reading: node)
    }
    let reload = try take("automaticReload").map { (node) throws(InputError) in
      try PaymentTerms(reading: node)
    }
    let merchants =
      try take("merchants")?.array().map { (node) throws(InputError) in
        try MerchantPayment(reading: node, currency: currency)
      } ?? []
    let couponMember = take("couponCode")
    var coupon = try couponMember?.string("a coupon code") {
      (text) throws(PaySheetError) in try CouponCode(text)
    }
    coupon?.position = couponMember?.place
    let pickup = try take("pickupContact").map { (node) throws(InputError) in
      try PickupContact(reading: node)
    }
    try object.finish(known: Self.members)
    do {
      self = try PaymentSheet(
        currency: currency, merchantCountry: country, timeZone: zone, items: items,
        shippingType: shippingType, shippingMethods: methods,
        total: total, confirmation: confirmation, recurring: recurring, deferred: deferred,
        automaticReload: reload, merchants: merchants, couponCode: coupon, pickupContact: pickup)
    } catch {
      if case .conflictingSheetMembers(let one, let other) = error,
        let oneReader = readers[one], let otherReader = readers[other]
      {
        // Both named in the file's order, the error at the later one.
        let pair = [(one, oneReader), (other, otherReader)].sorted {
          ($0.1.place?.offset ?? 0) < ($1.1.place?.offset ?? 0)
        }
        let at = pair[0].1.place.map { " (at \($0))" } ?? ""
        throw pair[1].1.error(PaySheetError.conflict(pair[0].0 + at, pair[1].0))
      }
      throw document.error(refusing: error)
    }
  }
}

extension JSONReader {
  /// A decimal string in the sheet's currency, checked against its minor units.
  func money(_ currency: Currency) throws(InputError) -> Money {
    try string("a decimal string such as \"19.99\"") { (text) throws(PaySheetError) in
      try Money(text, currency: currency)
    }
  }

  func date() throws(InputError) -> SheetDate {
    try string("a date written \"YYYY-MM-DD\"") { (text) throws(PaySheetError) in
      try SheetDate(text)
    }
  }

  func name() throws(InputError) -> DisplayName {
    var name = try string("a name") { (text) throws(PaySheetError) in
      try DisplayName(text, field: FieldPath([.member(path.lastMember ?? "name")]))
    }
    // A finding about a name points at the name itself; an error, at its member.
    name.position = node.position
    return name
  }
}

extension SheetLabel {
  /// The members of a label object.
  package static let members = ["key", "arguments", "count"]

  /// Reads `"summary.tax"` or `{"key": "summary.promoCode", "arguments": ["FRIDAY10"]}`.
  init(reading reader: JSONReader) throws(InputError) {
    if case .string(let key) = reader.node.value {
      self.init(key)
    } else {
      var object = try reader.object("a catalog key, or an object with 'key'")
      let key = try object.required("key").string()
      let arguments =
        try object.optional("arguments")?.array().map { (item) throws(InputError) in
          try item.name()
        } ?? []
      let count = try object.optional("count")?.integer(in: Self.counts)
      try object.finish(known: Self.members)
      self = try reader.checkedMembers { () throws(PaySheetError) in
        try SheetLabel(key, arguments: arguments, count: count)
      }
    }
    position = reader.place
  }
}

extension SummaryItem {
  /// The members each kind of item takes besides `type` and `label`.
  package static func members(of name: Kind.Name) -> [String] {
    switch name {
    case .item, .discount: ["amount"]
    case .pending: ["explanation"]
    case .recurring: ["amount", "interval", "start", "end"]
    case .trial: ["amount", "interval", "end"]
    case .deferred: ["amount", "date"]
    case .reload: ["amount", "threshold"]
    }
  }

  init(reading reader: JSONReader, currency: Currency) throws(InputError) {
    var object = try reader.object("an item object")
    let typeMember = try object.required("type")
    let name = try typeMember.choice(Kind.Name.self)
    let label = try SheetLabel(reading: object.required("label"))
    let kind: Kind
    switch name {
    case .item:
      kind = .item(amount: try object.required("amount").money(currency))
    case .pending:
      if let amount = object.optional("amount") {
        throw amount.error(
          "\(amount.path): a pending item has no amount; the platform shows 'Amount Pending' in its place"
        )
      }
      kind = .pending(
        explanation: try object.optional("explanation").map { (node) throws(InputError) in
          try SheetLabel(reading: node)
        })
    case .discount:
      kind = .discount(amount: try object.required("amount").money(currency))
    case .recurring:
      let amount = try object.required("amount").money(currency)
      let interval = try RecurringInterval(reading: object.required("interval"))
      let start = try object.optional("start")?.date()
      let end = try object.optional("end")?.date()
      kind = .recurring(amount: amount, interval: interval, start: start, end: end)
    case .trial:
      kind = .trial(
        amount: try object.required("amount").money(currency),
        interval: try RecurringInterval(reading: object.required("interval")),
        end: try object.required("end").date())
    case .deferred:
      kind = .deferred(
        amount: try object.required("amount").money(currency),
        date: try object.required("date").date())
    case .reload:
      kind = .reload(
        amount: try object.required("amount").money(currency),
        threshold: try object.required("threshold").money(currency))
    }
    try object.finish(known: ["type", "label"] + Self.members(of: name))
    self = try reader.checkedMembers { () throws(PaySheetError) in
      try SummaryItem(label: label, kind: kind)
    }
    position = reader.place
  }
}

extension RecurringInterval {
  package static let members = ["unit", "count"]

  init(reading reader: JSONReader) throws(InputError) {
    var object = try reader.object("an interval object such as {\"unit\": \"month\"}")
    let unit = try object.required("unit").choice(Unit.self)
    let count = try object.optional("count")?.integer(in: Self.counts) ?? 1
    try object.finish(known: Self.members)
    self = try reader.checkedMembers { () throws(PaySheetError) in
      try RecurringInterval(unit: unit, count: count)
    }
  }
}

extension DateRange {
  package static let members = ["from", "to"]

  init(reading reader: JSONReader) throws(InputError) {
    var object = try reader.object("a date range {\"from\": …, \"to\": …}")
    let from = try object.required("from").date()
    let to = try object.required("to").date()
    try object.finish(known: Self.members)
    self = try reader.checkedMembers { () throws(PaySheetError) in
      try DateRange(from: from, to: to)
    }
  }
}

extension ShippingMethod {
  package static let members = ["identifier", "label", "amount", "detail", "delivery"]

  init(reading reader: JSONReader, currency: Currency) throws(InputError) {
    var object = try reader.object("a shipping method object")
    let identifier = try object.optional("identifier")?.string()
    let label = try SheetLabel(reading: object.required("label"))
    let amount = try object.required("amount").money(currency)
    let detail = try object.optional("detail").map { (node) throws(InputError) in
      try SheetLabel(reading: node)
    }
    let delivery = try object.optional("delivery").map { (node) throws(InputError) in
      try DateRange(reading: node)
    }
    try object.finish(known: Self.members)
    self = try reader.checkedMembers { () throws(PaySheetError) in
      try ShippingMethod(
        identifier: identifier, label: label, amount: amount, detail: detail, delivery: delivery)
    }
    position = reader.place
  }
}

extension SheetTotal {
  package static let members = ["merchant", "via", "estimated", "amount"]

  init(reading reader: JSONReader, currency: Currency) throws(InputError) {
    var object = try reader.object("a total object")
    let merchant = try object.required("merchant").name()
    let via = try object.optional("via")?.name()
    let estimated = try object.optional("estimated")?.bool() ?? false
    let amount = try object.required("amount").money(currency)
    try object.finish(known: Self.members)
    self = try reader.checkedMembers { () throws(PaySheetError) in
      try SheetTotal(merchant: merchant, via: via, estimated: estimated, amount: amount)
    }
    position = reader.place
  }
}

extension Confirmation {
  package static let members = ["network", "lastFour", "paidWithApplePay"]

  init(reading reader: JSONReader) throws(InputError) {
    var object = try reader.object("a confirmation object")
    if let paid = object.optional("paidWithApplePay") {
      guard try paid.bool() else {
        throw paid.error("\(paid.path) is false; leave it out, or give 'network' and 'lastFour'")
      }
      try object.finish(known: ["paidWithApplePay"])
      self = .paidWithApplePay
    } else {
      let network = try object.required("network").name()
      let lastFour = try object.required("lastFour").string("four digits such as \"1234\"") {
        (text) throws(PaySheetError) in try CardLastFour(text)
      }
      try object.finish(known: ["network", "lastFour"])
      self = .card(network: network, lastFour: lastFour)
    }
  }
}

extension JSONReader {
  func webAddress() throws(InputError) -> WebAddress {
    let field = path
    return try string("an https:// address") { (text) throws(PaySheetError) in
      try WebAddress(text, field: field)
    }
  }
}

extension PaymentTerms {
  package static let members = [
    "description", "billingAgreement", "managementURL", "tokenNotificationURL",
  ]

  init(reading reader: JSONReader) throws(InputError) {
    var object = try reader.object("an object with 'description' and 'managementURL'")
    try self.init(taking: &object)
    try object.finish(known: Self.members)
  }

  init(taking object: inout JSONObjectReader) throws(InputError) {
    let description = try SheetLabel(reading: object.required("description"))
    let agreement = try object.optional("billingAgreement").map { (node) throws(InputError) in
      try SheetLabel(reading: node)
    }
    let management = try object.required("managementURL").webAddress()
    let notification = try object.optional("tokenNotificationURL")?.webAddress()
    self.init(
      description: description, billingAgreement: agreement, managementURL: management,
      tokenNotificationURL: notification)
  }
}

extension DeferredTerms {
  package static let members =
    PaymentTerms.members + ["freeCancellationDate", "freeCancellationTimeZone"]

  init(reading reader: JSONReader) throws(InputError) {
    var object = try reader.object("an object with 'description' and 'managementURL'")
    let terms = try PaymentTerms(taking: &object)
    let date = try object.optional("freeCancellationDate")?.date()
    let zone = try object.optional("freeCancellationTimeZone")?.string()
    try object.finish(known: Self.members)
    self = try reader.checkedMembers { () throws(PaySheetError) in
      try DeferredTerms(terms: terms, freeCancellationDate: date, freeCancellationTimeZone: zone)
    }
  }
}

extension MerchantPayment {
  package static let members = [
    "merchantIdentifier", "externalIdentifier", "name", "domain", "amount",
  ]

  init(reading reader: JSONReader, currency: Currency) throws(InputError) {
    var object = try reader.object("a merchant object")
    let identifier = try object.required("merchantIdentifier").string()
    let external = try object.required("externalIdentifier").string()
    let name = try object.required("name").name()
    let domain = try object.optional("domain")?.string()
    let amount = try object.required("amount").money(currency)
    try object.finish(known: Self.members)
    self = try reader.checkedMembers { () throws(PaySheetError) in
      try MerchantPayment(
        merchantIdentifier: identifier, externalIdentifier: external, name: name, domain: domain,
        amount: amount)
    }
  }
}

extension PickupContact {
  package static let members = [
    "name", "addressLines", "locality", "administrativeArea", "postalCode", "countryCode",
    "phoneNumber",
  ]

  init(reading reader: JSONReader) throws(InputError) {
    var object = try reader.object("a pickup contact object")
    let name = try object.required("name").name()
    let lines = try object.required("addressLines").array().map { (line) throws(InputError) in
      try line.name()
    }
    let locality = try object.required("locality").name()
    let area = try object.optional("administrativeArea")?.name()
    let postalCode = try object.optional("postalCode")?.name()
    let country = try object.required("countryCode").string()
    let phone = try object.optional("phoneNumber")?.name()
    try object.finish(known: Self.members)
    self = try reader.checkedMembers { () throws(PaySheetError) in
      try PickupContact(
        name: name, addressLines: lines, locality: locality, administrativeArea: area,
        postalCode: postalCode, countryCode: country, phoneNumber: phone)
    }
  }
}

/// Where the members of a sheet file are: the reader's own view of the file, kept by the
/// caller beside the sheet read from it, so that a refusal made after reading (a payment
/// request's) is placed at the member it is about without a second read of the file.
package struct SheetPlaces: Sendable {
  fileprivate let document: JSONReader

  /// Where the member at `field` is, or the deepest part of it the file has: the sheet
  /// object itself for a member the file leaves out (`merchantCountry`).
  package func position(of field: FieldPath) -> SourcePosition {
    document.deepest(field.steps).place ?? .start
  }

  /// `refusal` as an error of the sheet file, at the member it is about: a field at its
  /// member, a key the catalog lacks or cannot fill at the first label that names it, and
  /// anything else (ICU, fonts), which no member of the file causes, at the sheet object.
  package func error(_ refusal: PaySheetError) -> InputError {
    let at: SourcePosition
    switch refusal {
    case .invalidSheet(let field, _):
      at = position(of: field)
    case .unknownKey(let key, _), .catalogText(let key, _, _):
      at = Self.firstString(key, in: document.node) ?? document.place ?? .start
    default:
      at = document.place ?? .start
    }
    return InputError(
      kind: .schema, file: document.file, position: at, message: refusal.description)
  }

  /// The place of the first string value equal to `text`, in file order.
  private static func firstString(_ text: String, in node: JSONNode) -> SourcePosition? {
    switch node.value {
    case .string(let value) where value == text: return node.position
    case .object(let members):
      for member in members {
        if let found = firstString(text, in: member.value) { return found }
      }
      return nil
    case .array(let elements):
      for element in elements {
        if let found = firstString(text, in: element) { return found }
      }
      return nil
    default: return nil
    }
  }
}
