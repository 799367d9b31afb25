import Foundation
import Testing

@testable import PaySheetKit

/// Expected texts are the shipped catalog's translations filled by hand, with plural
/// categories from the CLDR plural chart and dates from CLDR's interval formats.
struct SheetFormatterTests {
  @Test(arguments: [
    ("en", 1, "1 Item"), ("en", 3, "3 Items"),
    ("ru", 1, "1 товар"), ("ru", 3, "3 товара"), ("ru", 5, "5 товаров"), ("ru", 21, "21 товар"),
    ("ru", 22, "22 товара"), ("ru", 111, "111 товаров"),
    ("pl", 1, "1 produkt"), ("pl", 2, "2 produkty"), ("pl", 5, "5 produktów"),
    ("pl", 22, "22 produkty"),
    ("ar", 1, "عنصر واحد"), ("ar", 2, "عنصران"), ("ar", 3, "٣ عناصر"), ("ar", 11, "١١ عنصرًا"),
    ("ar", 100, "١٠٠ عنصر"),
  ])
  func choosesPluralFormsByICURules(locale: String, count: Int, label: String) throws {
    let formatted = try format(
      oneItemSheet(#"{"key": "summary.items", "count": \#(count)}"#), locale)
    #expect(formatted.lines[0].label == label)
  }

  @Test(arguments: [
    ("tr", "Şişli Çiçekçi", "ÖDEME: ŞİŞLİ ÇİÇEKÇİ"),  // dotted capital İ
    ("el", "Ταβέρνα Άνοιξη", "ΠΛΗΡΩΜΗ ΤΑΒΕΡΝΑ ΑΝΟΙΞΗ"),  // accents dropped
    ("de", "Großmarkt Süd", "ZAHLUNG: GROSSMARKT SÜD"),  // ß → SS
    ("en", "Acme", "PAY ACME"),
  ])
  func uppercasesTheTotalByTheLanguagesRules(locale: String, merchant: String, expected: String)
    throws
  {
    let formatted = try format(oneItemSheet(#""summary.tax""#, merchant: merchant), locale)
    #expect(formatted.lines.last?.label == expected)
    #expect(formatted.lines.last?.kind == .total)
  }

  @Test func keepsTheTotalInCaseWhenTheStyleSaysSo() throws {
    let formatted = try format(
      oneItemSheet(#""summary.tax""#, merchant: "Acme"), "en",
      style: SheetStyle(uppercaseTotal: false))
    #expect(formatted.lines.last?.label == "Pay Acme")
  }

  @Test func namesTheIntermediaryApp() throws {
    let formatted = try format(exampleSheet("marketplace-via"), "en")
    #expect(formatted.lines.first { $0.kind == .total }?.label == "PAY FERN & CO (VIA MARKETLY)")
  }

  @Test func isolatesNamesInRightToLeftText() throws {
    let formatted = try format(exampleSheet("marketplace-via"), "ar")
    let total = try #require(formatted.lines.first { $0.kind == .total })
    #expect(total.label.contains("\u{2068}FERN & CO\u{2069}"))
    #expect(total.label.contains("\u{2068}MARKETLY\u{2069}"))
    #expect(total.label.hasPrefix("الدفع إلى"))
    let english = try format(exampleSheet("marketplace-via"), "en")
    #expect(!english.lines.contains { $0.label.unicodeScalars.contains("\u{2068}") })
  }

  /// A Hebrew merchant sold through a Latin app, in English: the Hebrew name is isolated, or
  /// the bidi algorithm carries " (via" into its right-to-left run; the Latin app is not.
  @Test func isolatesRightToLeftNamesInLeftToRightText() throws {
    let read = try sheet(
      #"{"currency": "ILS", "items": [{"type": "item", "label": "summary.subtotal", "amount": "10.00"}], "total": {"merchant": "חנות הספרים", "via": "Marketly", "amount": "10.00"}}"#
    )
    let formatted = try format(read, "en")
    let total = try #require(formatted.lines.first { $0.kind == .total })
    #expect(total.requestLabel == "\u{2068}חנות הספרים\u{2069} (via Marketly)")
  }

  @Test(arguments: [
    ("en-US", "-£6.40"),
    ("sv", "\u{2212}6,40\u{A0}GBP"),  // Swedish uses MINUS SIGN U+2212 and has no symbol for GBP
    ("fi", "\u{2212}6,40\u{A0}£"),
    ("de", "-6,40\u{A0}£"),
  ])
  func showsDiscountsWithTheLocalesMinusSign(locale: String, amount: String) throws {
    let formatted = try format(exampleSheet("marketplace-via"), locale)
    let discount = try #require(formatted.lines.first { $0.kind == .discount })
    #expect(discount.amount == amount)
    #expect(discount.label.contains("FRIDAY10"))
  }

  @Test func pendingItemsShowThePlatformWordsAndTheirExplanation() throws {
    let formatted = try format(exampleSheet("ride-pending"), "en")
    let pending = try #require(formatted.lines.first)
    #expect(pending.kind == .pending)
    #expect(pending.amount == "…")
    #expect(pending.detail == "Final fare depends on time and distance")
    #expect(formatted.lines.first { $0.kind == .total }?.label == "PAY METRO CABS (ESTIMATED)")
  }

  @Test(arguments: [
    ("en", "Arrives Dec 3 – 5"),
    ("ja", "12月3日～5日に到着予定"),
    ("ru", "3–5 дек."),
  ])
  func writesDeliveryWindowsWithICUIntervals(locale: String, expected: String) throws {
    let formatted = try format(exampleSheet("marketplace-via"), locale)
    let shipping = try #require(formatted.lines.first { $0.kind == .shipping })
    let detail = try #require(shipping.detail).replacing("\u{2009}", with: " ")
    #expect(detail.contains(expected))
  }

  @Test func shippingTypeDecidesTheDeliveryWords() throws {
    let pickup = try format(exampleSheet("store-pickup"), "en")
    #expect(pickup.lines.first { $0.kind == .shipping }?.detail == "Ready for pickup Dec 3")
    let delivery = try format(exampleSheet("yen-order"), "en")
    #expect(
      delivery.lines.first { $0.kind == .shipping }?.detail?.hasPrefix("Delivers Dec 4") == true)
  }

  @Test func formatsYenWithoutDecimalsAndDinarsWithThree() throws {
    let yen = try format(exampleSheet("yen-order"), "ja")
    #expect(yen.lines.first { $0.kind == .total }?.amount == "￥5,100")
    let dinar = try format(exampleSheet("kuwaiti-dinar"), "en")
    #expect(dinar.lines.first { $0.kind == .total }?.amount == "KWD\u{A0}1.250")
    #expect(dinar.lines.first { $0.kind == .deferred }?.amount == "KWD\u{A0}45.000")
    #expect(dinar.lines.first { $0.kind == .deferred }?.detail == "Billed on Dec 20")
  }

  @Test func aReloadSaysItsThreshold() throws {
    let reload = try format(exampleSheet("transit-reload"), "en")
    #expect(reload.lines.first { $0.kind == .reload }?.detail == "Reloads below CHF\u{A0}5.00")
  }

  @Test func recurringItemsSayWhenTheyStart() throws {
    let formatted = try format(exampleSheet("subscription-trial"), "en")
    #expect(formatted.lines[0].label == "7-Day Free Trial")
    #expect(formatted.lines[1].kind == .recurring)
    #expect(formatted.lines[1].label == "Monthly Subscription")
    #expect(formatted.lines[1].detail == "Starting Dec 10")
    #expect(formatted.lines.last?.label == "Visa ••••1234 (Apple Pay)")
  }

  @Test(arguments: [("en", "Every 3 Months"), ("ru", "Каждые 3 месяца"), ("pl", "Co 3 miesiące")])
  func recurringItemsWithoutDatesSayHowOften(locale: String, expected: String) throws {
    let quarterly = try sheet(
      #"""
      {"currency": "EUR", "items": [{"type": "recurring", "label": "recurring.monthly", "amount": "29.97",
        "interval": {"unit": "month", "count": 3}}], "total": {"merchant": "StreamCo", "amount": "29.97"}}
      """#)
    #expect(try format(quarterly, locale).lines[0].detail == expected)
  }

  @Test func fallsBackToTheSourceLanguageWithAWarning() throws {
    let partial = try catalog(
      #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "summary.tax": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Tax"}}}},
        "platform.pay": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Pay %@"}},
                                           "de": {"stringUnit": {"state": "translated", "value": "Zahlung an %@"}}}}
      }}
      """#)
    let formatted = try format(
      oneItemSheet(#""summary.tax""#), "de-CH", catalog: partial, base: [])
    #expect(formatted.lines[0].label == "Tax")
    #expect(formatted.lines[1].label == "ZAHLUNG AN ACME")
    #expect(formatted.warnings.count == 1)
    #expect(formatted.warnings[0].contains("'summary.tax'"))
    #expect(formatted.warnings[0].contains("de-CH"))
  }

  @Test func anUnknownKeyIsAnErrorNamingIt() throws {
    #expect(throws: PaySheetError.unknownKey("summary.nope", catalog: "the catalog")) {
      try format(oneItemSheet(#""summary.nope""#), "en")
    }
  }

  @Test func aPlaceholderMismatchNamesKeyAndLanguage() throws {
    let broken = try catalog(
      #"""
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "summary.tax": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Tax %@ %@"}}}}
      }}
      """#)
    #expect {
      try format(oneItemSheet(#""summary.tax""#), "en", catalog: broken)
    } throws: { error in
      guard case .catalogText(let key, let language, _) = error as? PaySheetError else {
        return false
      }
      return key == "summary.tax" && language == "en"
    }
  }

  @Test(arguments: ["zh-TW", "zh-Hant-TW", "zh_Hant_TW"])
  func findsTraditionalChineseForTaiwan(locale: String) throws {
    let formatted = try format(oneItemSheet(#""summary.subtotal""#), locale)
    #expect(formatted.warnings.isEmpty)
    #expect(formatted.lines[0].label == shippedValue("summary.subtotal", "zh-Hant"))
  }

  @Test(arguments: [
    ("es-MX", "es-419"), ("pt-AO", "pt-PT"), ("de-AT", "de"), ("en-NZ", "en-GB"),
    ("zh-HK", "zh-HK"),
  ])
  func walksCatalogLanguagesFromSpecificToGeneral(locale: String, language: String) throws {
    let candidates = try SheetLocale(locale).catalogLanguageCandidates
    let found = candidates.first {
      shippedCatalog.strings["summary.subtotal"]?.localizations[$0] != nil
    }
    #expect(found == language)
  }

  @Test func everyExampleSheetFormatsInEveryShippedLanguageWithoutFallback() throws {
    let languages = shippedCatalog.strings["summary.tax"]!.localizations.keys
    #expect(languages.count == 50)
    for name in exampleSheetNames {
      let sheet = try exampleSheet(name)
      for language in languages {
        let formatted = try format(sheet, language)
        #expect(formatted.warnings.isEmpty, "\(name) in \(language): \(formatted.warnings)")
        #expect(
          formatted.lines.count == sheet.items.count + sheet.shippingMethods.count + 1
            + (sheet.confirmation == nil ? 0 : 1))
        for line in formatted.lines {
          #expect(!line.label.contains("%"), "\(name) \(language) \(line.key): \(line.label)")
        }
      }
    }
  }

  private func shippedValue(_ key: String, _ language: String) -> String? {
    shippedCatalog.strings[key]?.localizations[language]?.stringUnit?.value
  }
}

/// Each line names every key whose text it shows: the label's, the second line's and the
/// words composed around the total; a label's full wording is not named where its `.short`
/// variant is shown.
@Suite struct LineTextKeysTests {
  @Test func eachLineNamesTheKeysItShows() throws {
    let formatted = try format(exampleSheet("marketplace-via"), "en")
    let keys = Dictionary(formatted.lines.map { ($0.key, $0.textKeys) }) { first, _ in first }
    #expect(keys["summary.subtotal"] == ["summary.subtotal"])
    #expect(keys["shipping.standard"].map(Set.init) == ["shipping.standard", "shipping.arrives"])
    #expect(keys["platform.pay"].map(Set.init) == ["total.via", "platform.pay"])
  }

  @Test func aShortVariantShownNamesOnlyItself() throws {
    let sheet = try sheet(
      """
      {"currency": "USD", "items": [{"type": "item", "label": "summary.tax", "amount": "1.00"}],
       "total": {"merchant": "ACME", "amount": "1.00"},
       "confirmation": {"network": "Visa", "lastFour": "1234"}}
      """)
    var narrow = try DeviceProfile.named("iphone-se", in: DeviceProfile.shipped())
    narrow = try narrow.withRowWidth(150)
    let formatted = try SheetFormatter(catalog: shippedCatalog, locale: SheetLocale("en"))
      .format(sheet, fit: FitBudget(profile: narrow))
    let confirmation = try #require(formatted.lines.last)
    #expect(confirmation.key == "confirmation.card.short")
    #expect(confirmation.textKeys == ["confirmation.card.short"])
  }
}
