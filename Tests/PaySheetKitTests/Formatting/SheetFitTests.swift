import Foundation
import Testing

@testable import PaySheetKit

/// Fit judged in the `columns` model, whose widths can be counted by hand.
struct SheetFitTests {
  static let columns = ColumnsModel()

  static let catalogText = #"""
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "platform.pay": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Pay %@"}}}},
      "total.via": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%1$@ (via %2$@)"}}}},
      "summary.giftWrap": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Gift Wrapping Service"}}}},
      "summary.giftWrap.short": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Gift Wrap"}}}},
      "summary.tax": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Sales Tax Collected"}}}}
    }}
    """#

  func formatted(
    _ label: String, rowWidth: Double, layout: LineLayout = .row, merchant: String = "ACME"
  )
    throws -> FormattedSheet
  {
    let budget = FitBudget(rowWidth: rowWidth, gap: 2, model: Self.columns, layout: layout)
    return try SheetFormatter(catalog: catalog(Self.catalogText), locale: SheetLocale("en-US"))
      .format(oneItemSheet(label, merchant: merchant), fit: budget)
  }

  @Test func measuresLabelGapAndTheWidestAmount() throws {
    // "Sales Tax Collected" 19 + gap 2 + "$9,999,999.99" 13 = 34 columns.
    let line = try formatted(#""summary.tax""#, rowWidth: 40).lines[0]
    #expect(line.amount == "$1.00")
    #expect(line.fit?.width == 34)
    #expect(line.fit?.limit == 40)
    #expect(line.fit?.fits == true)
    let tight = try formatted(#""summary.tax""#, rowWidth: 30).lines[0]
    #expect(tight.fit?.fits == false)
    #expect(tight.fit?.excess == 4)
  }

  @Test(arguments: [
    (40.0, "summary.giftWrap", "Gift Wrapping Service"),  // 21 + 2 + 13 = 36 fits
    (30.0, "summary.giftWrap.short", "Gift Wrap"),  // 36 does not; 9 + 2 + 13 = 24 does
    // Neither fits: the shortest is kept and flagged.
    (20.0, "summary.giftWrap.short", "Gift Wrap"),
  ])
  func picksTheLongestVariantThatFits(rowWidth: Double, key: String, label: String) throws {
    let line = try formatted(#""summary.giftWrap""#, rowWidth: rowWidth).lines[0]
    #expect(line.key == key)
    #expect(line.label == label)
    #expect(line.fit?.fits == (rowWidth >= 24))
  }

  @Test func withoutABudgetTheFullLabelIsUsedAndNothingIsMeasured() throws {
    let sheet = try SheetFormatter(catalog: catalog(Self.catalogText), locale: SheetLocale("en-US"))
      .format(oneItemSheet(#""summary.giftWrap""#))
    #expect(sheet.lines[0].label == "Gift Wrapping Service")
    #expect(sheet.lines.allSatisfy { $0.fit == nil })
  }

  @Test func stackedLinesFitLabelAndAmountEachOnTheirOwn() throws {
    // Stacked: max("Sales Tax Collected" 19, "$9,999,999.99" 13) = 19.
    let line = try formatted(#""summary.tax""#, rowWidth: 20, layout: .stacked).lines[0]
    #expect(line.fit?.width == 19)
    #expect(line.fit?.fits == true)
  }

  @Test func measuresTheTotalWithTheLongestDeclaredNames() throws {
    let budget = FitBudget(
      rowWidth: 40, gap: 2, model: Self.columns,
      longestMerchantName: try DisplayName("The Very Long Merchant Name"))
    let sheet = try SheetFormatter(catalog: catalog(Self.catalogText), locale: SheetLocale("en-US"))
      .format(oneItemSheet(#""summary.tax""#, merchant: "ACME"), fit: budget)
    let total = try #require(sheet.lines.last)
    #expect(total.label == "PAY ACME")
    // "PAY THE VERY LONG MERCHANT NAME" 31 + 2 + 13 = 46, although "PAY ACME" itself fits.
    #expect(total.fit?.width == 46)
    #expect(total.fit?.fits == false)
  }

  @Test(arguments: [
    (1, 28.0),  // one line: "PAY FERN & CO (VIA MARKETLY)" is 28 columns
    (2, 14.0),  // wrapped at spaces: "PAY FERN & CO " / "(VIA MARKETLY)", 13 and 14
  ])
  func wrapsTheTotalLabelAtLineBreaksWhenTheProfileAllows(lines: Int, width: Double) throws {
    let budget = FitBudget(
      rowWidth: 16, gap: 1, model: Self.columns, layout: .stacked, totalLabelLines: lines)
    let sheet = try sheet(
      #"""
      {"currency": "EUR", "items": [], "total": {"merchant": "Fern & Co", "via": "Marketly", "amount": "1"}}
      """#)
    let formatted = try SheetFormatter(
      catalog: catalog(Self.catalogText), locale: SheetLocale("en")
    )
    .format(sheet, fit: budget)
    let total = try #require(formatted.lines.last)
    #expect(total.label == "PAY FERN & CO (VIA MARKETLY)")
    #expect(total.fit?.width == width)
  }

  @Test func theWidestAmountFollowsTheCurrencysDigits() throws {
    let budget = FitBudget(rowWidth: 100, gap: 0, model: Self.columns)
    let catalog = try catalog(Self.catalogText)
    // "Sales Tax Collected" 19 + "¥9,999,999" 10 (JPY has no minor units).
    let yen = try SheetFormatter(catalog: catalog, locale: SheetLocale("en"))
      .format(oneItemSheet(#""summary.tax""#, amount: "5", currency: "JPY"), fit: budget)
    #expect(yen.lines[0].fit?.width == 29)
    // "KWD 9,999,999.999" 17 with its no-break space.
    let dinar = try SheetFormatter(catalog: catalog, locale: SheetLocale("en"))
      .format(oneItemSheet(#""summary.tax""#, amount: "5", currency: "KWD"), fit: budget)
    #expect(dinar.lines[0].fit?.width == 36)
  }
}

/// The shipped profiles at the default text size against the shipped catalog: every line of
/// every example sheet fits in every language, with a `.short` wording where the full one
/// does not. At a larger text size the platform wraps lines, so those profiles are left out.
struct ShippedFitTests {
  @Test func everyExampleLineFitsEveryShippedProfileInEveryLanguage() throws {
    let languages = shippedCatalog.strings["summary.tax"]!.localizations.keys
    var shortUsed = 0
    for profile in try DeviceProfile.shipped() where !profile.isLargerText {
      let budget = FitBudget(profile: profile)
      for name in exampleSheetNames {
        let sheet = try exampleSheet(name)
        for language in languages {
          let formatted = try SheetFormatter(catalog: shippedCatalog, locale: SheetLocale(language))
            .format(sheet, fit: budget)
          for line in formatted.lines {
            let fit = try #require(line.fit)
            #expect(
              fit.fits,
              "\(profile.name) \(name) \(language) \(line.key): '\(line.label)' \(fit.width) > \(fit.limit)"
            )
            if line.key.hasSuffix(".short") { shortUsed += 1 }
          }
        }
      }
    }
    // The compact screens do need the shorter wordings somewhere.
    #expect(shortUsed > 0)
  }
}
