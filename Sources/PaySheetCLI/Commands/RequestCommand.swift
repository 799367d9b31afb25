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
    new ApplePaySession(version, request).
    payment-request writes the whole W3C Payment Request API call as {methodData, details,
    options}, for new PaymentRequest(methodData, details, options): the Apple Pay method
    with its version, display items that are what is charged now and add up to the total
    (pending items count 0),
    the Apple Pay modifier with the charges taken later and the merchant-token request, and
    requestShipping with the shipping type when there are shipping options.
    The locale chooses the language and formats only. The country is the merchant's: the
    sheet's merchantCountry, or --country in its place. A billing date is sent as an
    instant that falls on that day in every zone from UTC-11 to UTC+12
    (2026-12-10T11:30:00Z), since Apple Pay shows it in the device's zone; the
    free-cancellation date travels with its zone. The version needed, with the systems that
    take it, is printed to stderr. The merchant still validates itself with Apple and has
    its processor decrypt the payment token (see docs/sheet-format.md).
    """
  /// What `--format` writes.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    /// Apple Pay on the Web's `ApplePayPaymentRequest`.
    case applepay
    /// The W3C Payment Request API call.
    case paymentRequest = "payment-request"
  }

  struct Options: ParsableArguments {
    @Argument("SHEET.json", "The sheet (see docs/sheet-format.md).")
    var path: String
    @OptionGroup var localeOption: LocaleOption
    @Option("format", "FORMAT", "Which request to write.")
    var format: Format
    @OptionGroup var catalog: CatalogOption
    @Option("country", "CC", "The merchant's ISO 3166 country, in place of the sheet's.")
    var country: String?
    @Option("networks", "LIST", "Comma-separated Apple Pay networks (visa,masterCard,…).")
    var networks = CommaSeparated(ApplePayOptions.defaultNetworks)
    @Option(
      "merchant-identifier", "ID",
      "The Apple Pay merchant identifier, which payment-request needs (merchant.com.example).")
    var merchantIdentifier: String?
    @Option(
      "contact", "LIST",
      "Comma-separated customer details to ask for: postalAddress,name,email,phone.")
    var contact = CommaSeparated<ApplePayContactField>([])

    mutating func validate() throws(ValidationError) {
      if format == .paymentRequest, merchantIdentifier == nil {
        throw ValidationError(
          "\($format.flag) payment-request needs \($merchantIdentifier.flag): the Apple Pay method data carries the merchant identifier registered with Apple"
        )
      }
    }
  }

  static func run(_ options: Options, console: Console) throws -> ExitCode {
    let path = options.path
    let locale = options.localeOption.locale
    let format = options.format
    let (catalog, _, catalogName) = try options.catalog.load()
    let applePay = try requestOptions(options)
    let formatter = SheetFormatter(catalog: catalog, catalogName: catalogName, locale: locale)
    let (sheet, places) = try PaymentSheet.readWithPlaces(
      contentsOf: URL(fileURLWithPath: path), displayPath: path)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      let formatted = try formatter.format(sheet)
      for warning in formatted.warnings { console.printError("paysheet: warning: \(warning)") }
      for network in applePay.supportedNetworks {
        if let why = ApplePayOptions.deprecatedNetworks[network] {
          console.printError("paysheet: warning: \(options.$networks.flag): \(why)")
        }
      }
      let data: Data
      let requirement: ApplePayRequirement
      if format == .applepay {
        let request = try ApplePayPaymentRequest(
          sheet: sheet, formatted: formatted, options: applePay)
        requirement = request.requirement
        data = try encoder.encode(request)
      } else {
        let call = try PaymentRequestCall(sheet: sheet, formatted: formatted, options: applePay)
        requirement = call.requirement
        data = try encoder.encode(call)
      }
      for warning in sheet.requestWarnings {
        let place = FilePlace(
          file: path, position: warning.position ?? places.position(of: warning.field))
        console.printError("\(place): warning: \(warning)")
      }
      let call =
        format == .applepay
        ? "new ApplePaySession(\(requirement.version), request)"
        : "methodData version \(requirement.version)"
      console.printError(
        "paysheet: note: the request needs \(call): Safari on \(requirement.systems) or later, for \(requirement.reason)"
      )
      console.print(TerminalText.escapingJSON(String(decoding: data, as: UTF8.self)))
    } catch let error as PaySheetError {
      throw places.error(error)
    }
    return .success
  }

  /// The options, each checked and blamed on its own flag rather than on the sheet.
  static func requestOptions(_ options: Options) throws(ValidationError) -> ApplePayOptions {
    do {
      return try ApplePayOptions(
        countryCode: options.country, merchantIdentifier: options.merchantIdentifier,
        supportedNetworks: options.networks.elements, contactFields: options.contact.elements)
    } catch {
      let flag =
        switch error {
        case .invalidRequest(.countryCode, _): options.$country
        case .invalidRequest(.merchantIdentifier, _): options.$merchantIdentifier
        default: options.$networks
        }
      throw ValidationError("\(flag.flag): \(error.reason)")
    }
  }
}
