import Foundation
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
    #expect(request["countryCode"] as? String == "CH")
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

  @Test func writesThePaymentDetailsInit() throws {
    let details = try object([
      path("Examples/sheets/ride-pending.json"), "--locale", "en", "--catalog", shippedCatalog,
      "--format", "payment-request",
    ])
    let total = try #require(details["total"] as? [String: Any])
    #expect(total["label"] as? String == "Metro Cabs")
    #expect(total["pending"] as? Bool == true)
    let items = try #require(details["displayItems"] as? [[String: Any]])
    #expect(items[0]["pending"] as? Bool == true)
    #expect((items[0]["amount"] as? [String: Any])?["value"] as? String == "0.00")
  }

  @Test func aLocaleWithoutARegionNeedsACountry() {
    let result = runTool([
      "request", path("Examples/sheets/yen-order.json"), "--locale", "ja", "--format", "applepay",
    ])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains("--country"))
    let given = runTool([
      "request", path("Examples/sheets/yen-order.json"), "--locale", "ja", "--format", "applepay",
      "--country", "JP",
    ])
    #expect(given.exitCode == .success)
  }
}
