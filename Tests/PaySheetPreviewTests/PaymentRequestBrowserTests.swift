import Foundation
import PaySheetKit
import PaySheetTestCorpus
import Testing

@testable import PaySheetPreview

/// The generated Payment Request API call in a real client: headless Chromium constructs
/// `new PaymentRequest(methodData, details, options)` with the call `paysheet request
/// --format payment-request` writes for every example sheet in every language of the
/// catalog. The constructor validates it as the W3C specification says (well-formed decimal
/// values and currency codes, a non-negative total, unique shipping option ids, modifiers'
/// method identifiers, a JSON-serializable method data) and throws a `TypeError` or
/// `RangeError` otherwise; deliberately malformed copies must be rejected, so the check can
/// fail. CI installs Chromium strictly (scripts/setup-browser.sh), so there it runs.
@Suite(.enabled(if: Browser.find() != nil, Comment(rawValue: chromiumMissing)), .serialized)
struct PaymentRequestBrowserTests {
  struct Case: Encodable {
    let id: String
    let call: PaymentRequestCall?
    /// A hand-made copy, for the cases that must be rejected.
    let raw: String?
    let expectAccepted: Bool
    /// What Chromium's refusal of a hand-made case says, so that it is refused for its flaw.
    var refusal: String? = nil
  }

  struct Outcome: Decodable {
    let id: String
    let accepted: Bool
    let error: String?
  }

  struct PageResult: Decodable {
    let secure: Bool
    let constructor: String
    let outcomes: [Outcome]
  }

  /// The page: the cases as JSON in a script element, a script that constructs each request
  /// and writes the outcomes, percent-encoded so no HTML escaping stands between them and
  /// the test, into `#result`.
  static func page(_ cases: [Case]) throws -> String {
    let data = try JSONEncoder().encode(cases)
    let json = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
    return """
      <!doctype html>
      <html><head><meta charset="utf-8"><title>PaymentRequest check</title></head><body>
      <pre id="result">pending</pre>
      <script type="application/json" id="cases">\(json)</script>
      <script>
      const cases = JSON.parse(document.getElementById("cases").textContent);
      const outcomes = [];
      for (const c of cases) {
        // JSONEncoder leaves a nil member out: a hand-made case has `raw` and no `call`.
        const call = c.raw != null ? JSON.parse(c.raw) : c.call;
        try {
          new PaymentRequest(call.methodData, call.details, call.options);
          outcomes.push({ id: c.id, accepted: true, error: null });
        } catch (e) {
          outcomes.push({ id: c.id, accepted: false, error: e.name + ": " + e.message });
        }
      }
      const result = { secure: window.isSecureContext, constructor: typeof PaymentRequest, outcomes };
      document.getElementById("result").textContent = encodeURIComponent(JSON.stringify(result));
      </script></body></html>
      """
  }

  static func run(_ cases: [Case]) throws -> PageResult {
    let browser = try #require(Browser.find())
    let folder = try TemporaryFolder.make("preview")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("payment-request.html")
    try page(cases).write(to: file, atomically: true, encoding: .utf8)
    let dom = try browser.dump(file).dom
    let start = try #require(dom.range(of: "<pre id=\"result\">")?.upperBound)
    let end = try #require(dom[start...].range(of: "</pre>")?.lowerBound)
    let text = try #require(String(dom[start..<end]).removingPercentEncoding)
    return try JSONDecoder().decode(PageResult.self, from: Data(text.utf8))
  }

  @Test func chromiumAcceptsEveryExampleInEveryLanguageAndRejectsMalformedCopies() throws {
    let catalog = try shippedCatalog()
    var cases: [Case] = []
    for example in try exampleSheets() {
      for language in catalog.languages {
        let formatted = try SheetFormatter(catalog: catalog, locale: SheetLocale(language))
          .format(example.sheet)
        cases.append(
          Case(
            id: "\(example.name)/\(language)",
            call: try PaymentRequestCall(
              sheet: example.sheet, formatted: formatted,
              options: ApplePayOptions(merchantIdentifier: "merchant.example.paysheet")),
            raw: nil, expectAccepted: true))
      }
    }
    let generated = cases.count
    // Copies of a generated one, each with one thing the constructor must refuse.
    let model = try JSONSerialization.jsonObject(
      with: JSONEncoder().encode(
        try #require(cases.first { $0.id.hasPrefix("marketplace-via/") }?.call)))
    func broken(_ id: String, _ refusal: String, _ change: (inout [String: Any]) -> Void) throws {
      var object = try #require(model as? [String: Any])
      change(&object)
      let raw = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
      cases.append(
        Case(id: id, call: nil, raw: raw, expectAccepted: false, refusal: refusal))
    }
    func details(_ object: inout [String: Any], _ change: (inout [String: Any]) -> Void) {
      var details = object["details"] as! [String: Any]
      change(&details)
      object["details"] = details
    }
    try broken("negative total", "non-negative") { object in
      details(&object) {
        $0["total"] = ["label": "Fern & Co", "amount": ["currency": "GBP", "value": "-1.00"]]
      }
    }
    try broken("comma decimal", "'64,00' is not a valid amount") { object in
      details(&object) {
        var items = $0["displayItems"] as! [[String: Any]]
        items[0]["amount"] = ["currency": "GBP", "value": "64,00"]
        $0["displayItems"] = items
      }
    }
    try broken("currency code", "'POUND' is not a valid ISO 4217") { object in
      details(&object) {
        $0["total"] = ["label": "Fern & Co", "amount": ["currency": "POUND", "value": "1.00"]]
      }
    }
    try broken("no payment method", "At least one payment method") { object in
      object["methodData"] = []
    }
    try broken("modifier without a method", "'supportedMethods'") { object in
      details(&object) { $0["modifiers"] = [["data": [:]]] }
    }

    let result = try Self.run(cases)
    #expect(result.secure, "the page is not a secure context; PaymentRequest needs one")
    #expect(result.constructor == "function", "PaymentRequest is \(result.constructor)")
    #expect(result.outcomes.count == cases.count)
    for (testCase, outcome) in zip(cases, result.outcomes) {
      #expect(outcome.id == testCase.id)
      #expect(
        outcome.accepted == testCase.expectAccepted,
        "\(testCase.id): \(outcome.error ?? "accepted")")
      if let refusal = testCase.refusal {
        #expect(outcome.error?.contains(refusal) == true, "\(testCase.id): \(outcome.error ?? "")")
      }
    }
    print(
      "browser check: Chromium constructed \(generated) payment requests and refused \(cases.count - generated) malformed ones"
    )
    #expect(generated == (try exampleSheets().count) * catalog.languages.count)
  }

  /// Chromium's limits, which `PaymentRequestCall` refuses first: the tool's call at the
  /// limit (1,024 display items, 1,024 shipping options, a 1,024-unit total label) is
  /// constructed, and the same call one past it, which the tool refuses, is refused by
  /// Chromium with the message the tool's refusal paraphrases.
  @Test func chromiumTakesTheLimitsTheToolKeepsAndRefusesOnePast() throws {
    let catalog = try shippedCatalog()
    let options = try ApplePayOptions(merchantIdentifier: "merchant.example.paysheet")
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    func sheetJSON(items: Int, methods: Int, merchant: String) -> String {
      let list = (0..<items).map { _ in
        #"{"type": "item", "label": "summary.giftWrap", "amount": "0.00"}"#
      }
      let shipping = (0..<methods).map {
        #"{"identifier": "m\#($0)", "label": "shipping.standard", "amount": "0.00"}"#
      }
      let methodsMember =
        shipping.isEmpty ? "" : #", "shippingMethods": [\#(shipping.joined(separator: ","))]"#
      return
        #"{"currency": "USD", "merchantCountry": "US", "items": [\#(list.joined(separator: ","))]\#(methodsMember), "total": {"merchant": "\#(merchant)", "amount": "0.00"}}"#
    }
    func call(_ json: String) throws -> PaymentRequestCall {
      let sheet = try PaymentSheet(json: Data(json.utf8))
      let formatted = try SheetFormatter(catalog: catalog, locale: SheetLocale("en")).format(sheet)
      return try PaymentRequestCall(sheet: sheet, formatted: formatted, options: options)
    }
    let limit = PaymentRequestCall.chromiumLimit
    let atLimit = [
      ("1024 display items", sheetJSON(items: limit, methods: 0, merchant: "A"), "display items"),
      (
        "1024 shipping options", sheetJSON(items: 1, methods: limit, merchant: "A"),
        "shipping options"
      ),
      (
        "1024-unit total label",
        sheetJSON(items: 1, methods: 0, merchant: String(repeating: family, count: 93) + "a"),
        "label for total"
      ),
    ]
    var cases: [Case] = []
    for (id, json, refusal) in atLimit {
      let made = try call(json)
      cases.append(Case(id: id, call: made, raw: nil, expectAccepted: true))
      // One past: one more item, method or code unit, which the tool refuses.
      let onePast: String
      switch refusal {
      case "display items": onePast = sheetJSON(items: limit + 1, methods: 0, merchant: "A")
      case "shipping options": onePast = sheetJSON(items: 1, methods: limit + 1, merchant: "A")
      default:
        onePast = sheetJSON(
          items: 1, methods: 0, merchant: String(repeating: family, count: 93) + "ab")
      }
      #expect(throws: PaySheetError.self, "\(id) + 1") { try call(onePast) }
      var object = try #require(
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(made)) as? [String: Any])
      var details = try #require(object["details"] as? [String: Any])
      switch refusal {
      case "display items":
        var items = try #require(details["displayItems"] as? [[String: Any]])
        items.append(items[0])
        details["displayItems"] = items
      case "shipping options":
        var methods = try #require(details["shippingOptions"] as? [[String: Any]])
        var extra = methods[1]
        extra["id"] = "extra"
        methods.append(extra)
        details["shippingOptions"] = methods
      default:
        var total = try #require(details["total"] as? [String: Any])
        total["label"] = (total["label"] as? String ?? "") + "b"
        details["total"] = total
      }
      object["details"] = details
      let raw = String(
        decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
      cases.append(
        Case(
          id: "\(id) + 1", call: nil, raw: raw, expectAccepted: false,
          refusal: refusal == "label for total"
            ? "The label for total cannot be longer than 1024" : "At most 1024 \(refusal)"))
    }
    let result = try Self.run(cases)
    #expect(result.outcomes.count == cases.count)
    for (testCase, outcome) in zip(cases, result.outcomes) {
      #expect(
        outcome.accepted == testCase.expectAccepted,
        "\(testCase.id): \(outcome.error ?? "accepted")")
      if let refusal = testCase.refusal {
        #expect(outcome.error?.contains(refusal) == true, "\(testCase.id): \(outcome.error ?? "")")
      }
    }
  }
}
