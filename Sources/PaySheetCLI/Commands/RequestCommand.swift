import Foundation
import PaySheetKit

/// `paysheet request`: the payment request a sheet makes, as Apple Pay on the Web or the
/// W3C Payment Request API takes it.
struct RequestCommand: Command {
  static let name = "request"
  static let abstract = "Write the payment request of a sheet in a locale, as JSON."
  static let discussion = """
    --format applepay writes Apple Pay on the Web's ApplePayPaymentRequest (line items with
    type and payment timing, total, shipping type and methods, recurring, deferred and
    automatic-reload requests, multi-token contexts, coupon code), for
    new ApplePaySession(version, request); the version it needs is printed to stderr.
    payment-request writes the whole W3C Payment Request API call as {methodData, details,
    options}, for new PaymentRequest(methodData, details, options): the Apple Pay method
    with its version, display items that are what is charged now and add up to the total,
    the Apple Pay modifier with the charges taken later and the merchant-token request, and
    requestShipping with the shipping type when there are shipping options.
    The locale chooses the language and formats only. The country is the merchant's: the
    sheet's merchantCountry, or --country in its place. Dates are instants in the sheet's
    timeZone, written with its offset (2026-12-19T00:00:00+03:00), the same for every
    customer; new Date() reads them as they are. The merchant still validates itself with
    Apple and has its processor decrypt the payment token (see docs/sheet-format.md).
    """
  static let options: [OptionSpec] = [
    .positional("SHEET.json", "The sheet (see docs/sheet-format.md)."),
    CommonOptions.locale,
    .value(
      "format", "FORMAT", "Which request to write.", choices: ["applepay", "payment-request"],
      required: true),
    CommonOptions.catalog,
    .value("country", "CC", "The merchant's ISO 3166 country, in place of the sheet's."),
    .value("networks", "LIST", "Comma-separated Apple Pay networks (visa,masterCard,…)."),
    .value(
      "merchant-identifier", "ID",
      "The Apple Pay merchant identifier, which payment-request needs (merchant.com.example)."),
    .value("contact", "LIST", "Comma-separated customer details to ask for: name,email,phone."),
  ]

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let path = try arguments.single("SHEET.json")
    let locale = try CommonOptions.locale(arguments)
    let format = try arguments.required("format")
    let (catalog, catalogName) = try CommonOptions.catalog(arguments)
    let options = try requestOptions(arguments, format: format)
    let formatter = SheetFormatter(catalog: catalog, catalogName: catalogName, locale: locale)
    let sheet = try SheetFile.read(path)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      let formatted = try formatter.format(sheet)
      for warning in formatted.warnings { console.printError("paysheet: warning: \(warning)") }
      let data: Data
      if format == "applepay" {
        let request = try ApplePayPaymentRequest(
          sheet: sheet, formatted: formatted, options: options)
        console.printError(
          "paysheet: note: the request needs new ApplePaySession(\(request.version), request)")
        data = try encoder.encode(request)
      } else {
        data = try encoder.encode(
          PaymentRequestCall(sheet: sheet, formatted: formatted, options: options))
      }
      console.print(TerminalText.escapingJSON(String(decoding: data, as: UTF8.self)))
    } catch let error as PaySheetError {
      let place = position(of: error, in: sheet)
      throw InputError(
        kind: .schema, file: path, position: place,
        message: error.description)
    }
    return .success
  }

  /// Where in the sheet file a request's refusal points: the total, when it is about the
  /// total; a missing member (merchantCountry, timeZone) has no place.
  static func position(of error: PaySheetError, in sheet: PaymentSheet) -> SourcePosition? {
    guard case .invalidSheet(let field, _) = error, field.steps.first == .member("total") else {
      return nil
    }
    return sheet.total.position
  }

  /// The options, each checked and blamed on its own flag rather than on the sheet.
  static func requestOptions(_ arguments: ParsedArguments, format: String) throws
    -> ApplePayOptions
  {
    func list(_ name: String) -> [String]? {
      arguments.value(name).map {
        $0.split(separator: ",").map { String($0.trimmingCharacters(in: .whitespaces)) }
      }
    }
    let country = arguments.value("country")
    let identifier = arguments.value("merchant-identifier")
    if format == "payment-request", identifier == nil {
      throw ValidationError(
        "--format payment-request needs --merchant-identifier: the Apple Pay method data carries the merchant identifier registered with Apple"
      )
    }
    var contact: [ApplePayContactField] = []
    for name in list("contact") ?? [] {
      guard let field = ApplePayContactField(rawValue: name) else {
        throw ValidationError("--contact: '\(name)' is not one of name, email, phone")
      }
      if !contact.contains(field) { contact.append(field) }
    }
    do {
      return try ApplePayOptions(
        countryCode: country, merchantIdentifier: identifier,
        supportedNetworks: list("networks") ?? ApplePayOptions.defaultNetworks,
        contactFields: contact)
    } catch {
      let flag =
        switch error {
        case .invalidSheet("country code", _): "--country"
        case .invalidSheet("merchant identifier", _): "--merchant-identifier"
        default: "--networks"
        }
      throw ValidationError("\(flag): \(error.reason)")
    }
  }
}
