import Foundation
import PaySheetTestCorpus
import Testing

@testable import PaySheetCLI

struct RequestCommandTests {
  func object(_ arguments: [String]) throws -> [String: Any] {
    let result = runTool(["request"] + arguments)
    #expect(result.exitCode == .success, "\(result.errors)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
  }

  @Test func writesApplePaysRequestWithTheMerchantAsTheTotalLabel() throws {
    let request = try object([
      path("Examples/sheets/marketplace-via.json"), "--locale", "de-CH", "--catalog",
      shippedCatalog, "--format", "applepay",
    ])
    // The merchant's country from the sheet, not the customer's (CH).
    #expect(request["countryCode"] as? String == "GB")
    #expect(request["currencyCode"] as? String == "GBP")
    let total = try #require(request["total"] as? [String: Any])
    #expect(total["label"] as? String == "Fern & Co (über Marketly)")
    #expect(total["amount"] as? String == "67.59")
    #expect(request["couponCode"] as? String == "FRIDAY10")
    let contexts = try #require(request["multiTokenContexts"] as? [[String: Any]])
    #expect(contexts.map { $0["amount"] as? String } == ["62.60", "4.99"])
    let methods = try #require(request["shippingMethods"] as? [[String: Any]])
    #expect(methods.map { $0["identifier"] as? String } == ["standard", "express"])
  }

  @Test func writesTheWholePaymentRequestCall() throws {
    let call = try object([
      path("Examples/sheets/ride-pending.json"), "--locale", "en", "--catalog", shippedCatalog,
      "--format", "payment-request", "--merchant-identifier", "merchant.example.cabs",
      "--contact", "name,phone",
    ])
    let details = try #require(call["details"] as? [String: Any])
    let total = try #require(details["total"] as? [String: Any])
    #expect(total["label"] as? String == "Metro Cabs")
    #expect(total["pending"] as? Bool == true)
    let items = try #require(details["displayItems"] as? [[String: Any]])
    #expect(items[0]["pending"] as? Bool == true)
    #expect((items[0]["amount"] as? [String: Any])?["value"] as? String == "0.00")
    let method = try #require((call["methodData"] as? [[String: Any]])?.first)
    #expect(method["supportedMethods"] as? String == "https://apple.com/apple-pay")
    let data = try #require(method["data"] as? [String: Any])
    #expect(data["merchantIdentifier"] as? String == "merchant.example.cabs")
    #expect(data["countryCode"] as? String == "US")
    #expect(data["version"] as? Int == 3)
    let options = try #require(call["options"] as? [String: Any])
    #expect(options["requestPayerName"] as? Bool == true)
    #expect(options["requestPayerPhone"] as? Bool == true)
    #expect(options["requestPayerEmail"] as? Bool == false)
    #expect(options["requestShipping"] as? Bool == false)
  }

  @Test func shippingOptionsComeWithRequestShipping() throws {
    let call = try object([
      path("Examples/sheets/yen-order.json"), "--locale", "ja-JP", "--format", "payment-request",
      "--merchant-identifier", "merchant.example.sakura",
    ])
    let options = try #require(call["options"] as? [String: Any])
    #expect(options["requestShipping"] as? Bool == true)
    #expect(options["shippingType"] as? String == "delivery")
    #expect(((call["details"] as? [String: Any])?["shippingOptions"] as? [Any])?.count == 1)
  }

  @Test func theCountryIsTheSheetsOrTheOptions() {
    let sheet = path("Examples/sheets/yen-order.json")
    // A locale whose region is no country (001, the world) takes nothing from it.
    let world = runTool(["request", sheet, "--locale", "en-001", "--format", "applepay"])
    #expect(world.exitCode == .success, "\(world.errors)")
    #expect(world.output.contains(#""countryCode" : "JP""#))
    #expect(world.errors.contains("new ApplePaySession(12, request)"))
    let given = runTool([
      "request", sheet, "--locale", "ja", "--format", "applepay", "--country", "US",
    ])
    #expect(given.exitCode == .success)
    #expect(given.output.contains(#""countryCode" : "US""#))
  }

  /// A bad option is blamed on the option, not on the sheet file.
  @Test(arguments: [
    (["--country", "ZZ"], "--country: 'ZZ' is not a country of ISO 3166"),
    (
      ["--networks", "Visa"],
      "--networks: 'Visa' is not an Apple Pay network name; did you mean 'visa'?"
    ),
    (
      ["--contact", "address"],
      "--contact: 'address' is not one of postalAddress, name, email, phone"
    ),
  ])
  func badOptionsNameTheOption(extra: [String], message: String) {
    let result = runTool(
      ["request", path("Examples/sheets/yen-order.json"), "--locale", "ja", "--format", "applepay"]
        + extra)
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains(message), "\(result.errors)")
    #expect(!result.errors.contains("yen-order.json"))
  }

  @Test func thePaymentRequestCallNeedsTheMerchantIdentifier() {
    let result = runTool([
      "request", path("Examples/sheets/yen-order.json"), "--locale", "ja", "--format",
      "payment-request",
    ])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains("--merchant-identifier"))
  }

  /// Runs `body` with a sheet file of `json` text in a fresh folder, removed afterwards.
  func withSheet(_ name: String, _ json: String, _ body: (URL) throws -> Void) throws {
    try TemporaryFolder.with("request") { folder in
      let file = folder.appendingPathComponent(name)
      try Data(json.utf8).write(to: file)
      try body(file)
    }
  }

  @Test func aSheetWithoutACountryNeedsOne() throws {
    try withSheet(
      "bare.json",
      #"{"currency": "USD", "items": [{"type": "item", "label": "summary.subtotal", "amount": "1.00"}], "total": {"merchant": "A", "amount": "1.00"}}"#
    ) { file in
      let result = runTool(["request", file.path, "--locale", "en-US", "--format", "applepay"])
      #expect(result.exitCode == .usageOrInput)
      #expect(result.errors.contains("merchantCountry") && result.errors.contains("--country"))
      // The member is not in the file: the refusal is placed at the sheet it belongs in.
      #expect(
        result.errors.contains("bare.json:1:1: invalid merchantCountry: "), "\(result.errors)")
      let given = runTool([
        "request", file.path, "--locale", "en-US", "--format", "applepay", "--country", "US",
      ])
      #expect(given.exitCode == .success, "\(given.errors)")
    }
  }

  @Test func aTotalThatIsNotTheSumIsRefusedAtItsAmount() throws {
    try withSheet(
      "sum.json",
      """
      {"currency": "USD", "merchantCountry": "US",
       "items": [{"type": "item", "label": "summary.subtotal", "amount": "10.00"},
                 {"type": "item", "label": "summary.tax", "amount": "1.00"}],
       "total": {"merchant": "A", "amount": "99.00"}}
      """
    ) { file in
      let result = runTool(["request", file.path, "--locale", "en-US", "--format", "applepay"])
      #expect(result.exitCode == .usageOrInput)
      #expect(
        result.errors.contains("sum.json:4:29: invalid total.amount: 99.00 is not 11.00"),
        "\(result.errors)")
    }
  }

  /// Warnings and refusals past the total point at their member; the version note names the
  /// systems; a deprecated network is taken with a warning.
  @Test func warningsAndRefusalsNameTheMembersLineAndColumn() throws {
    try withSheet(
      "shop.json",
      """
      {"currency": "GBP", "merchantCountry": "GB",
       "items": [{"type": "item", "label": "summary.subtotal", "amount": "64.00"}],
       "shippingMethods": [{"label": "shipping.express", "amount": "9.99"}],
       "total": {"merchant": "A", "amount": "64.00"},
       "couponCode": "SAVE20"}
      """
    ) { file in
      let result = runTool([
        "request", file.path, "--locale", "en-US", "--format", "applepay", "--networks",
        "visa,bancomat",
      ])
      #expect(result.exitCode == .success, "\(result.errors)")
      #expect(result.errors.contains("shop.json:5:2: warning: couponCode: 'SAVE20'"))
      #expect(result.errors.contains("shop.json:3:22: warning: shippingMethods[0]: "))
      #expect(result.errors.contains("warning: --networks: Apple deprecates 'bancomat'"))
      #expect(
        result.errors.contains(
          "the request needs new ApplePaySession(14, request): Safari on iOS 16 and macOS 13 or later"
        ), "\(result.errors)")
      #expect(result.output.contains(#""postalAddress""#))
    }
    let many = (0..<1025).map { _ in
      #"{"type": "item", "label": "summary.giftWrap", "amount": "0.00"}"#
    }
    try withSheet(
      "many.json",
      #"{"currency": "USD", "merchantCountry": "US", "items": [\#(many.joined(separator: ",\n"))], "total": {"merchant": "A", "amount": "0.00"}}"#
    ) { file in
      let result = runTool([
        "request", file.path, "--locale", "en-US", "--format", "payment-request",
        "--merchant-identifier", "merchant.example.test",
      ])
      #expect(result.exitCode == .usageOrInput)
      #expect(
        result.errors.contains("many.json:1:46: invalid items: 1025 items are charged now"),
        "\(result.errors)")
      #expect(result.errors.contains("more than 1024 display items"))
    }
  }
}
