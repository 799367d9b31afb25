import Foundation
import PaySheetKit
import PaySheetTestCorpus
import Testing

@testable import PaySheetPreview

/// Every billing date of every example, in both web formats, parsed by JavaScript's `Date`
/// in headless Chromium, the conversion a page and WebKit's `valueToDate` make, and shown as
/// a calendar day with `Intl.DateTimeFormat` in every whole-hour zone from UTC−11 to UTC+12
/// (`Etc/GMT+11` … `Etc/GMT-12`) and in named zones between: each must be the sheet's day.
@Suite(.enabled(if: Browser.find() != nil, Comment(rawValue: chromiumMissing)))
struct BillingDateBrowserTests {
  struct Case: Encodable {
    let id: String
    let text: String
    let day: String
  }

  struct Outcome: Decodable {
    let id: String
    let shown: [String]
  }

  static let members: Set<String> = [
    "recurringPaymentStartDate", "recurringPaymentEndDate", "deferredPaymentDate",
  ]

  static func dates(in value: Any, into found: inout [String]) {
    if let object = value as? [String: Any] {
      for (key, member) in object {
        if members.contains(key), let text = member as? String { found.append(text) }
        dates(in: member, into: &found)
      }
    } else if let array = value as? [Any] {
      for element in array { dates(in: element, into: &found) }
    }
  }

  @Test func everyBillingDateShowsTheSheetsDayInJavaScriptFromUTCMinus11ToUTCPlus12() throws {
    let catalog = try shippedCatalog()
    let options = try ApplePayOptions(merchantIdentifier: "merchant.example.paysheet")
    var cases: [Case] = []
    for example in try exampleSheets() {
      let sheet = example.sheet
      let formatted = try SheetFormatter(catalog: catalog, locale: SheetLocale("en")).format(sheet)
      var found: [String] = []
      for value in [
        try JSONEncoder().encode(
          ApplePayPaymentRequest(sheet: sheet, formatted: formatted, options: options)),
        try JSONEncoder().encode(
          PaymentRequestCall(sheet: sheet, formatted: formatted, options: options)),
      ] {
        Self.dates(in: try JSONSerialization.jsonObject(with: value), into: &found)
      }
      // The day each text stands for, as the sheet states it: the instant's UTC day, which
      // the Swift test checks against the sheet's own dates.
      for (index, text) in found.enumerated() {
        cases.append(
          Case(id: "\(example.name)/\(index)", text: text, day: String(text.prefix(10))))
      }
    }
    #expect(cases.count >= 4, "the examples hold recurring, trial and deferred dates")
    let zones =
      (-12...11).map { "Etc/GMT\($0 < 0 ? "" : "+")\($0)" }
      + [
        "Pacific/Pago_Pago", "Pacific/Honolulu", "America/Los_Angeles", "America/New_York",
        "Europe/London", "Europe/Berlin", "Asia/Kuwait", "Asia/Kolkata", "Asia/Kathmandu",
        "Asia/Tokyo", "Australia/Lord_Howe", "Pacific/Fiji",
      ]
    let data = try JSONEncoder().encode(cases)
    let zoneData = try JSONEncoder().encode(zones)
    let page = """
      <!doctype html><html><head><meta charset="utf-8"></head><body><pre id="result">pending</pre>
      <script type="application/json" id="cases">\(String(decoding: data, as: UTF8.self))</script>
      <script type="application/json" id="zones">\(String(decoding: zoneData, as: UTF8.self))</script>
      <script>
      const cases = JSON.parse(document.getElementById("cases").textContent);
      const zones = JSON.parse(document.getElementById("zones").textContent);
      const outcomes = cases.map(c => {
        const date = new Date(c.text);
        const shown = zones.map(zone => new Intl.DateTimeFormat("en-CA",
          { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(date));
        return { id: c.id, shown };
      });
      document.getElementById("result").textContent = encodeURIComponent(JSON.stringify(outcomes));
      </script></body></html>
      """
    let browser = try #require(Browser.find())
    let folder = try TemporaryFolder.make("preview")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("dates.html")
    try page.write(to: file, atomically: true, encoding: .utf8)
    let dom = try browser.dump(file).dom
    let start = try #require(dom.range(of: "<pre id=\"result\">")?.upperBound)
    let end = try #require(dom[start...].range(of: "</pre>")?.lowerBound)
    let text = try #require(String(dom[start..<end]).removingPercentEncoding)
    let outcomes = try JSONDecoder().decode([Outcome].self, from: Data(text.utf8))
    #expect(outcomes.count == cases.count)
    for (testCase, outcome) in zip(cases, outcomes) {
      #expect(outcome.shown.count == zones.count)
      let wrong = zip(zones, outcome.shown).filter { $0.1 != testCase.day }
      #expect(wrong.isEmpty, "\(testCase.id) \(testCase.text): \(wrong)")
    }
  }
}
