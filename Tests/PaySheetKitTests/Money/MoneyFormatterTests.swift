import Testing

@testable import PaySheetICU
@testable import PaySheetKit

/// Expected strings follow CLDR 42's number patterns and symbols for each locale (the data
/// in ICU 72), written out by hand: grouping and decimal separators, symbol position, and
/// the no-break spaces CLDR puts between number and symbol.
struct MoneyFormatterTests {
  static let nbsp = "\u{A0}"
  static let narrowNBSP = "\u{202F}"

  @Test(arguments: [
    ("en-US", "USD", "1234.5", "$1,234.50"),
    ("en-US", "JPY", "1000", "¥1,000"),
    ("ja", "JPY", "1000", "￥1,000"),  // CLDR ja uses the fullwidth yen sign
    ("en", "KWD", "1.234", "KWD\(nbsp)1.234"),
    ("de", "EUR", "1234.5", "1.234,50\(nbsp)€"),
    ("de-CH", "CHF", "1234.5", "CHF\(nbsp)1’234.50"),
    ("fr", "EUR", "1234.5", "1\(narrowNBSP)234,50\(nbsp)€"),
    ("ru", "RUB", "1234.5", "1\(nbsp)234,50\(nbsp)₽"),
    ("pl", "PLN", "1234.5", "1234,50\(nbsp)zł"),  // Polish groups only from five digits
    ("pl", "PLN", "12345.5", "12\(nbsp)345,50\(nbsp)zł"),
    ("tr", "TRY", "1234.5", "₺1.234,50"),
    ("th", "THB", "1234.5", "฿1,234.50"),
    ("hi", "INR", "1234567.5", "₹12,34,567.50"),  // Indian grouping: lakh and crore
    ("zh-Hant", "TWD", "1234.5", "$1,234.50"),
    ("zh-HK", "HKD", "12.5", "HK$12.50"),
  ])
  func formatsInTwelveLocales(locale: String, code: String, amount: String, expected: String) throws
  {
    let money = try Money(amount, currency: Currency(code))
    #expect(try money.formatted(locale: SheetLocale(locale)) == expected)
  }

  @Test func arabicKeepsArabicDigitsAndBidiMarks() throws {
    let text = try Money("-1.234", currency: Currency("KWD")).formatted(locale: SheetLocale("ar"))
    #expect(text.contains("١٫٢٣٤"))  // ARABIC-INDIC digits, ARABIC DECIMAL SEPARATOR
    #expect(text.contains("د.ك."))
    #expect(text.unicodeScalars.contains("\u{061C}") || text.unicodeScalars.contains("\u{200F}"))
    #expect(text.contains("-"))
  }

  @Test func hebrewKeepsRightToLeftMarks() throws {
    let text = try Money("1234.5", currency: Currency("ILS")).formatted(locale: SheetLocale("he"))
    #expect(text.contains("1,234.50"))
    #expect(text.contains("₪"))
    #expect(text.unicodeScalars.contains("\u{200F}"))
  }

  @Test(arguments: [
    ("en-US", "-5.25", AmountStyle.SignDisplay.accounting, "($5.25)"),
    ("en-US", "-5.25", .auto, "-$5.25"),
    ("en-US", "5.25", .always, "+$5.25"),
    ("en-US", "0", .exceptZero, "$0.00"),
    ("en-US", "-5.25", .never, "$5.25"),
    ("de", "-5.25", .auto, "-5,25\(nbsp)€"),
  ])
  func showsSignsAsAsked(
    locale: String, amount: String, sign: AmountStyle.SignDisplay, expected: String
  ) throws {
    let code = locale == "de" ? "EUR" : "USD"
    let money = try Money(amount, currency: Currency(code))
    #expect(
      try money.formatted(locale: SheetLocale(locale), style: AmountStyle(sign: sign)) == expected)
  }

  @Test(arguments: [
    (AmountStyle.UnitWidth.symbol, "CA$5.00"),
    (.narrow, "$5.00"),
    (.isoCode, "CAD\(nbsp)5.00"),
    (.name, "5.00 Canadian dollars"),
  ])
  func namesTheCurrencyAsAsked(width: AmountStyle.UnitWidth, expected: String) throws {
    let money = try Money("5", currency: Currency("CAD"))
    #expect(
      try money.formatted(locale: SheetLocale("en-US"), style: AmountStyle(unitWidth: width))
        == expected)
  }

  @Test func neverHidesDigitsTheAmountCarries() throws {
    // IQD: ISO 4217 has 3 minor units, CLDR displays 0.
    let iqd = try Currency("IQD")
    #expect(
      try Money("1.25", currency: iqd).formatted(locale: SheetLocale("en")) == "IQD\(Self.nbsp)1.25"
    )
    #expect(
      try Money("1500", currency: iqd).formatted(locale: SheetLocale("en"))
        == "IQD\(Self.nbsp)1,500")
  }

  @Test(arguments: [
    "en-US", "de-CH", "ar", "he", "hi", "ja", "zh-Hant", "ru", "pl", "fr", "tr", "th",
  ])
  func agreesWithRawICU(locale: String) throws {
    let sheetLocale = try SheetLocale(locale)
    let raw = try ICUNumberFormatter(locale: ICULocale(parsing: locale), skeleton: "currency/EUR")
    let eur = try Currency("EUR")
    let cached = try CurrencyFormatter(locale: sheetLocale, currency: eur)
    for text in [
      "0", "0.01", "-1.5", "19.99", "1234567.89", "-9999999.99", "9999999999999999.99", "-0.07",
    ] {
      let money = try Money(text, currency: eur)
      let expected = try raw.format(decimal: text)
      #expect(try money.formatted(locale: sheetLocale) == expected)
      #expect(try cached.string(for: money) == expected)
    }
    for (code, text) in [("KWD", "-1234.567"), ("JPY", "987654321"), ("BHD", "0.001")] {
      let other = try ICUNumberFormatter(
        locale: ICULocale(parsing: locale), skeleton: "currency/\(code)")
      #expect(
        try Money(text, currency: Currency(code)).formatted(locale: sheetLocale)
          == other.format(decimal: text))
    }
  }
}

/// The UTF-8 path of streamed output writes exactly the text `string(for:)` gives.
struct CurrencyFormatterUTF8Tests {
  @Test(arguments: [
    ("en", "USD"), ("de-CH", "CHF"), ("ar", "EGP"), ("ja", "JPY"), ("hi", "INR"), ("fr", "EUR"),
    ("ar", "KWD"), ("en", "IQD"),
  ])
  func appendsTheSameBytesAsTheString(locale: String, code: String) throws {
    let currency = try Currency(code)
    let formatter = try CurrencyFormatter(locale: SheetLocale(locale), currency: currency)
    var output: [UInt8] = Array("before|".utf8)
    var expected = output
    for units: Int64 in [0, 1, -1, 123_456, -987_654_321, .max, .min] {
      let money = Money(minorUnits: units, currency: currency)
      try formatter.appendUTF8(for: money, to: &output)
      expected += Array(try formatter.string(for: money).utf8)
    }
    #expect(output == expected)
  }
}
