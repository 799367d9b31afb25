import Foundation
import Testing

@testable import PaySheetKit

/// The words the platform composes, by system generation. English expectations are the
/// strings Apple documents; durations are ICU's measure-unit names in the language.
struct SystemGenerationTests {
  static let reducedTrial = #"""
    {"currency": "USD", "items": [
      {"type": "trial", "label": "recurring.monthly", "amount": "3.99",
       "interval": {"unit": "month", "count": 3}, "end": "2027-03-01"},
      {"type": "recurring", "label": "recurring.monthly", "amount": "9.99",
       "interval": {"unit": "month"}, "end": "2028-03-01"}],
     "total": {"merchant": "StreamCo", "amount": "3.99"}}
    """#

  /// One row per generation and line: what the label, amount and second line say.
  @Test(arguments: [
    (
      SystemGeneration.current, "ride-pending", "en", 0, "Ride Fare" as String?, "…", nil as String?
    ),
    (.legacy, "ride-pending", "en", 0, "RIDE FARE", "Amount Pending", nil),
    (.legacy, "ride-pending", "de", 0, "FAHRPREIS", "Betrag ausstehend", nil),
    (.current, "subscription-trial", "en", 0, "7-Day Free Trial", "Free", "7 days free trial"),
    (.legacy, "subscription-trial", "en", 0, "7-DAY FREE TRIAL", "€0.00", "Ends Dec 10"),
    (.current, "subscription-trial", "en", 1, "Monthly Subscription", "€9.99", "Starting Dec 10"),
    (.legacy, "subscription-trial", "en", 1, "MONTHLY SUBSCRIPTION", "€9.99", "Starts Dec 10"),
    (.current, "subscription-trial", "ru", 0, nil, "Бесплатно", "Пробный период: 7 дней"),
    (.current, "subscription-trial", "de", 1, "Monatsabonnement", "9,99\u{A0}€", "Ab 10. Dez."),
    (.current, "reduced", "en", 0, nil, "$3.99", "$3.99 per month for 3 months"),
    (.current, "reduced", "de", 0, nil, "3,99\u{A0}$", "3,99\u{A0}$ pro Monat für 3 Monate"),
    (.current, "reduced", "en", 1, nil, "$9.99", "Ending Mar 1"),
    (.legacy, "reduced", "en", 0, nil, "$3.99", "Ends Mar 1"),
  ])
  func theGenerationDecidesWhatTheLinesSay(
    system: SystemGeneration, sheetName: String, locale: String, index: Int, label: String?,
    amount: String, detail: String?
  ) throws {
    let sheet = try sheetName == "reduced" ? sheet(Self.reducedTrial) : exampleSheet(sheetName)
    let formatted = try format(sheet, locale, style: SheetStyle(system: system))
    let line = formatted.lines[index]
    if let label { #expect(line.label == label) }
    #expect(line.amount == amount)
    if let detail { #expect(line.detail == detail) }
  }

  @Test func olderSystemsLeaveShippingTotalAndConfirmationInTheirCase() throws {
    let formatted = try format(
      exampleSheet("marketplace-via"), "en", style: SheetStyle(system: .legacy))
    let shipping = try #require(formatted.lines.first { $0.kind == .shipping })
    #expect(shipping.label == "Standard Shipping")
    #expect(formatted.lines.first { $0.kind == .item }?.label == "SUBTOTAL")
    // A request takes the label as written, not as an older system draws it.
    #expect(formatted.lines.first { $0.kind == .item }?.requestLabel == "Subtotal")
  }

  @Test func aProfileStatesItsGenerationAndTheFormatterFollowsIt() throws {
    let profiles = try DeviceProfile.shipped()
    #expect(profiles.first { $0.name == "iphone-15" }?.system == .current)
    let legacy = try #require(profiles.first { $0.system == .legacy })
    let pending = try exampleSheet("ride-pending")
    // The profile's generation wins over the style's.
    let formatted = try SheetFormatter(catalog: shippedCatalog, locale: SheetLocale("en"))
      .format(pending, fit: FitBudget(profile: legacy))
    #expect(formatted.lines[0].amount == "Amount Pending")
    let current = try SheetFormatter(
      catalog: shippedCatalog, locale: SheetLocale("en"), style: SheetStyle(system: .legacy)
    )
    .format(pending, fit: FitBudget(profile: DeviceProfile.named("iphone-15", in: profiles)))
    #expect(current.lines[0].amount == "…")
  }

  @Test func aProfileFileNamesTheGenerationOrGetsTheCurrentOne() throws {
    func profiles(_ system: String) throws(InputError) -> [DeviceProfile] {
      try DeviceProfile.decode(
        Array(
          #"{"profiles": [{"name": "p", "rowWidth": 300, "gap": 10, "font": {"family": "F", "role": "body"}, "fontSize": 17, "model": "columns"\#(system)}]}"#
            .utf8), file: "p.json")
    }
    #expect(try profiles(#", "system": "legacy""#)[0].system == .legacy)
    #expect(try profiles("")[0].system == .current)
    #expect {
      try profiles(#", "system": "ios14""#)
    } throws: { error in
      "\(error)".contains("p.json:1:") && "\(error)".contains("legacy")
    }
  }

  /// The shipped catalog's platform words beyond English were not read off a device: the
  /// lines that carry them say so, and English, which Apple documents, does not.
  @Test func linesMarkThePlatformWordsNoDeviceConfirmed() throws {
    let german = try format(exampleSheet("ride-pending"), "de")
    #expect(german.lines[0].unverified == ["platform.amountPendingMark"])
    #expect(german.lines.first { $0.kind == .total }?.unverified == ["platform.pay"])
    #expect(german.lines.first { $0.kind == .item }?.unverified == [])
    #expect(german.unverified == ["platform.amountPendingMark", "platform.pay"])
    let english = try format(exampleSheet("ride-pending"), "en")
    #expect(english.unverified.isEmpty)
  }

  /// An app's own text for a platform word wins over the shipped one, and, marked
  /// translated, is the app's word and no longer shown as unverified.
  @Test func anAppsPlatformWordWinsOverTheShippedOne() throws {
    let app = try catalog(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "platform.amountPendingMark" : { "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "offen" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "…" } } } },
          "platform.pay" : { "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Bezahlen an %@" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Pay %@" } } } }
        },
        "version" : "1.0"
      }
      """)
    let formatted = try SheetFormatter(catalog: app, locale: SheetLocale("de"))
      .format(exampleSheet("ride-pending"))
    #expect(formatted.lines[0].amount == "offen")
    #expect(formatted.lines.first { $0.kind == .total }?.label.hasPrefix("BEZAHLEN AN ") == true)
    #expect(formatted.unverified.isEmpty)
    #expect(formatted.warnings.isEmpty)
  }
}
