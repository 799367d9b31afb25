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
    automatic-reload requests, multi-token contexts, coupon code); payment-request writes
    the W3C Payment Request API's PaymentDetailsInit (total, displayItems, shippingOptions),
    the 'details' of new PaymentRequest(methods, details). Labels are the locale's text;
    the total's label is the merchant, without the 'Pay' the platform adds. Amounts are
    decimal strings. Apple Pay dates are written YYYY-MM-DDT00:00:00 (local midnight for
    new Date()). --country defaults to the locale's region.
    """
  static let options: [OptionSpec] = [
    .positional("SHEET.json", "The sheet (see docs/sheet-format.md)."),
    CommonOptions.locale,
    .value(
      "format", "FORMAT", "Which request to write.", choices: ["applepay", "payment-request"],
      required: true),
    CommonOptions.catalog,
    .value("country", "CC", "The merchant's ISO 3166 country, for applepay."),
    .value("networks", "LIST", "Comma-separated Apple Pay networks, for applepay."),
  ]

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let path = try arguments.single("SHEET.json")
    let locale = try CommonOptions.locale(arguments)
    let format = try arguments.required("format")
    let (catalog, catalogName) = try CommonOptions.catalog(arguments)
    let sheet = try SheetFile.read(path)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      let formatted = try SheetFormatter(catalog: catalog, catalogName: catalogName, locale: locale)
        .format(sheet)
      for warning in formatted.warnings { console.printError("paysheet: warning: \(warning)") }
      let data: Data
      if format == "applepay" {
        guard let country = arguments.value("country") ?? locale.icu.region.nilIfEmpty else {
          throw ValidationError(
            "'\(locale.identifier)' names no region; give the merchant's country with --country")
        }
        let networks =
          arguments.value("networks").map {
            $0.split(separator: ",").map { String($0.trimmingCharacters(in: .whitespaces)) }
          } ?? ApplePayOptions.defaultNetworks
        let options = try ApplePayOptions(countryCode: country, supportedNetworks: networks)
        data = try encoder.encode(
          ApplePayPaymentRequest(sheet: sheet, formatted: formatted, options: options))
      } else {
        data = try encoder.encode(PaymentRequestDetails(sheet: sheet, formatted: formatted))
      }
      console.print(TerminalText.escapingJSON(String(decoding: data, as: UTF8.self)))
    } catch let error as PaySheetError {
      throw InputError(kind: .schema, file: path, line: 0, column: 0, message: error.description)
    }
    return .success
  }
}

extension String {
  fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
