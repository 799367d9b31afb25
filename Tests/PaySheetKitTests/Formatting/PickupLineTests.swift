import Foundation
import Testing

@testable import PaySheetKit

/// The second line under a pickup method: a store pickup says when the order is ready, a
/// service pickup when the courier comes, and neither says "from" before a date that may be
/// a range ("ab 28. Nov. – 2. Dez.").
struct PickupLineTests {
  /// "From" as each language writes it before a date; the store's line may not have it.
  /// Words are matched whole, except in scripts written without spaces.
  static let fromWords: [String: [String]] = [
    "de": ["ab"], "nl": ["vanaf"], "en": ["from"], "fr": ["partir", "dès"], "es": ["desde"],
    "it": ["dal", "da"], "pt": ["partir"], "ca": ["partir"], "sv": ["från"], "nb": ["fra"],
    "da": ["fra"], "fi": ["alkaen"], "pl": ["od"], "cs": ["od"], "sk": ["od"], "hr": ["od"],
    "ru": ["с"], "uk": ["з"], "el": ["από"], "tr": ["itibaren"], "hu": ["-tól", "-től"],
    "ro": ["din", "începând"], "vi": ["từ"], "id": ["mulai"], "ms": ["mulai", "dari"],
    "hi": ["से"], "ur": ["سے"], "bn": ["থেকে"], "gu": ["થી"], "kn": ["ರಿಂದ"], "ml": ["മുതൽ"],
    "mr": ["पासून"], "or": ["ଠାରୁ"], "pa": ["ਤੋਂ"], "ta": ["முதல்"], "te": ["నుండి"],
    "he": ["החל", "מ-"], "ar": ["ابتداءً", "اعتبارًا"], "ja": ["から", "以降"], "ko": ["부터"],
    "zh": ["起", "起可"], "th": ["ตั้งแต่"],
  ]

  static func words(_ text: String) -> [String] {
    text.split { $0.isWhitespace || $0 == ":" || $0 == "," }.map(String.init)
  }

  @Test(arguments: GrammarPageTests.languages)
  func aStorePickupLineHasNoFromBeforeItsDates(language: String) throws {
    let base = String(language.split(separator: "-")[0])
    let from = try #require(Self.fromWords[base], "no 'from' words for \(language)")
    let line = try format(Self.pickup("storePickup", "pickup.store"), language).lines[0]
    let detail = try #require(line.detail)
    let spaced = !["ja", "zh", "th"].contains(base)
    for word in from {
      let found = spaced ? Self.words(detail).contains(word) : detail.contains(word)
      #expect(!found, "\(language): '\(detail)' says '\(word)' before a range")
    }
  }

  /// A service pickup's line is its own key in every language, and says the method's word,
  /// not the store's "ready for pickup".
  @Test(arguments: GrammarPageTests.languages)
  func aServicePickupLineIsItsOwn(language: String) throws {
    let line = try format(Self.pickup("servicePickup", "pickup.service"), language).lines[0]
    #expect(line.textKeys.contains("pickup.collects"))
    #expect(!line.textKeys.contains("pickup.ready"))
    let unit = try #require(shippedCatalog["pickup.collects"]?.localizations[language])
    #expect(unit.stringUnit?.state == "translated")
    let store = try format(Self.pickup("storePickup", "pickup.store"), language).lines[0]
    #expect(line.detail != store.detail, "\(language): \(line.detail ?? "-")")
  }

  @Test func theEnglishLinesReadAsASheetSaysThem() throws {
    let service = try format(Self.pickup("servicePickup", "pickup.service"), "en").lines[0]
    #expect(service.detail == "Pickup Nov 28\u{2009}–\u{2009}Dec 2")
    let store = try format(Self.pickup("storePickup", "pickup.store"), "de").lines[0]
    #expect(store.detail == "Abholbereit: 28. Nov.\u{2009}–\u{2009}2. Dez.")
    let collection = try format(Self.pickup("servicePickup", "pickup.service"), "fr").lines[0]
    #expect(collection.label == "Collecte à domicile")
    #expect(collection.detail?.hasPrefix("Collecte\u{A0}: ") == true)
  }

  /// A sheet with one pickup method over a range across two months.
  static func pickup(_ type: String, _ label: String) throws -> PaymentSheet {
    try sheet(
      """
      {"currency": "EUR", "shippingType": "\(type)", "items": [],
       "shippingMethods": [{"label": "\(label)", "amount": "0.00",
         "delivery": {"from": "2026-11-28", "to": "2026-12-02"}}],
       "total": {"merchant": "Fern & Co", "amount": "0.00"}}
      """)
  }
}
