import Foundation
import Testing

@testable import PaySheetKit

struct LanguageChoiceTests {
  @Test(arguments: [
    ("pt", "pt-BR", "pt-BR"), ("pt-AO", "pt-PT", "pt-AO"), ("no", "nb", "nb-NO"),
    ("nn", "nb", "nb-NO"), ("zh-TW", "zh-Hant", "zh-Hant-TW"), ("zh-HK", "zh-HK", "zh-HK"),
    ("es-MX", "es-419", "es-MX"), ("es-ES", "es", "es-ES"), ("en-AU", "en-AU", "en-AU"),
    ("en-NZ", "en-GB", "en-NZ"), ("en-US", "en", "en-US"), ("de-CH", "de", "de-CH"),
    ("fr-CA", "fr-CA", "fr-CA"),
  ])
  func theShippedCatalogPicksItsBestLanguage(requested: String, language: String, locale: String)
    throws
  {
    let choice = shippedCatalog.bestLanguage(for: [try SheetLocale(requested)])
    #expect(choice.language == language)
    #expect(choice.formattingLocale.identifier == locale)
    #expect(choice.match != .sourceLanguage)
  }

  @Test func aLanguageTheCatalogLacksShowsTheSourceWithTheCustomersRegion() throws {
    let choice = shippedCatalog.bestLanguage(for: [try SheetLocale("fil")])
    #expect(choice.match == .sourceLanguage)
    #expect(choice.language == "en")
    #expect(choice.formattingLocale.identifier == "en-PH")
  }

  @Test func laterPreferencesAreTriedBeforeTheSourceLanguage() throws {
    let preferences = SheetLocale.preferences(
      acceptLanguage: "fil-PH, xx-YY;q=0.9, es-MX;q=0.8, *;q=0.1")
    #expect(preferences.map(\.identifier) == ["fil-PH", "es-MX"])
    let choice = shippedCatalog.bestLanguage(for: preferences)
    #expect(choice.language == "es-419" && choice.match == .laterPreference(1))
  }

  @Test func acceptLanguageIsOrderedByWeight() {
    let preferences = SheetLocale.preferences(
      acceptLanguage: "de;q=0.5, fr-CH, en;q=0.9, it;q=0, ja;q=0.9")
    #expect(preferences.map(\.identifier) == ["fr-CH", "en", "ja", "de"])
    #expect(
      SheetLocale.preferences(acceptLanguage: String(repeating: "x,", count: 100_000)).isEmpty)
  }

  /// Filipino shown English: English words, English plural rules ("3 Items", not the
  /// Filipino "3 Item"), and the month in English with the Philippine region.
  @Test func theTextsLanguageDecidesPluralsAndDates() throws {
    let sheet = try exampleSheet("store-pickup")
    let formatted = try SheetFormatter(catalog: shippedCatalog, locale: SheetLocale("fil"))
      .format(sheet)
    #expect(formatted.lines[0].label == "3 Items")
    let pickup = try #require(formatted.lines.first { $0.detail?.hasPrefix("Ready") == true })
    #expect(pickup.detail == "Ready for pickup Dec 3")
    #expect(formatted.language.match == .sourceLanguage)
  }

  /// An app's catalog holds only its own keys: the platform's words come from the shipped
  /// catalog beneath it, and an app may still override one.
  @Test func anAppsCatalogIsLayeredOverTheShippedOne() throws {
    let app = try catalog(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "summary.subtotal" : { "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Warenwert" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Goods" } } } },
          "platform.pay" : { "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "PAY TO %@" } } } }
        },
        "version" : "1.0"
      }
      """)
    let sheet = try sheet(
      #"{"currency": "EUR", "items": [{"type": "item", "label": "summary.subtotal", "amount": "1.00"}], "total": {"merchant": "Papier", "via": "Marketly", "amount": "1.00"}}"#
    )
    let german = try SheetFormatter(catalog: app, locale: SheetLocale("de")).format(sheet)
    #expect(german.lines[0].label == "Warenwert")
    #expect(german.lines[1].label.contains("PAPIER") && german.lines[1].label.contains("MARKETLY"))
    #expect(german.warnings.isEmpty)
    let english = try SheetFormatter(catalog: app, locale: SheetLocale("en")).format(sheet)
    #expect(english.lines[1].label.hasPrefix("PAY TO PAPIER"))
    #expect(throws: PaySheetError.self) {
      try SheetFormatter(catalog: app, locale: SheetLocale("de"), base: []).format(sheet)
    }
  }

  /// A line the app words itself is measured in its own wording: the shipped catalog's
  /// `.short` sibling is another text, not a shorter form of the app's.
  @Test func anAppsOwnLineIsNotShortenedToTheShippedWording() throws {
    let long = "Geschenkverpackung mit Schleife, Grußkarte und Seidenpapier"
    let app = try catalog(
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "summary.giftWrap" : { "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "\(long)" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Gift Wrap" } } } }
        },
        "version" : "1.0"
      }
      """)
    #expect(shippedCatalog.strings["summary.giftWrap.short"] != nil)
    let sheet = try sheet(
      #"{"currency": "EUR", "items": [{"type": "item", "label": "summary.giftWrap", "amount": "1.00"}], "total": {"merchant": "Papier", "amount": "1.00"}}"#
    )
    let profile = try DeviceProfile.named("iphone-se", in: DeviceProfile.shipped())
    let formatted = try SheetFormatter(catalog: app, locale: SheetLocale("de"))
      .format(sheet, fit: FitBudget(profile: profile))
    #expect(formatted.lines[0].key == "summary.giftWrap")
    #expect(formatted.lines[0].label == long)
    #expect(formatted.lines[0].fit?.fits == false)
  }
}
