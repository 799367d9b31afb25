import Foundation
import Testing

@testable import PaySheetKit

/// A `.short` key is a width fallback: the formatter shows it only when the full label does
/// not fit, so in every language that has it, it must be narrower than its full label on the
/// phones that need it (the `points` model of the compact phone) and no wider on the watch
/// (the `columns` model), where an abbreviation such as Russian "дн." for "дня" saves no
/// column.
struct WidthFallbackTests {
  static let compactPhone = (try! DeviceProfile.shipped()).first { $0.name == "iphone-se" }!
    .widthModel()

  static let shortKeys = shippedCatalog.keys.filter { $0.hasSuffix(SheetFormatter.shortSuffix) }

  /// A value with its placeholders filled with the same samples on both sides.
  static func filled(_ value: String) -> String {
    value.replacing("%1$@", with: "Visa").replacing("%2$@", with: "1234")
      .replacing("%@", with: "FRIDAY10").replacing("%lld", with: "7")
  }

  /// The texts of a localization by plural category ("" for a plain text).
  static func texts(_ localization: Localization) -> [String: String] {
    if let value = localization.stringUnit?.value { return ["": value] }
    var forms: [String: String] = [:]
    for (category, form) in localization.variations?.pluralForms ?? [] {
      forms[category] = form.stringUnit?.value
    }
    return forms
  }

  @Test func theShippedCatalogHasFallbacks() {
    #expect(Self.shortKeys.count >= 10)
  }

  @Test(arguments: shortKeys)
  func aFallbackIsNarrowerThanItsLabelInEveryLanguage(key: String) throws {
    let full = try #require(shippedCatalog[String(key.dropLast(SheetFormatter.shortSuffix.count))])
    let short = try #require(shippedCatalog[key])
    for (language, localization) in short.localizations.pairs {
      let locale = try SheetLocale(language)
      let label = try #require(full.localizations[language], "\(key) \(language) has no full label")
      let labels = Self.texts(label)
      for (category, text) in Self.texts(localization) {
        let fullText = try #require(
          labels[category] ?? labels["other"], "\(key) \(language) \(category)")
        let (short, label) = (Self.filled(text), Self.filled(fullText))
        #expect(
          try Self.compactPhone.width(of: short, locale: locale)
            < Self.compactPhone.width(of: label, locale: locale),
          "\(key) \(language) \(category): '\(text)' is not narrower than '\(fullText)'")
        #expect(
          try locale.columnWidth(of: short) <= locale.columnWidth(of: label),
          "\(key) \(language) \(category): '\(text)' is wider than '\(fullText)' on the watch")
      }
    }
  }

  /// A language with no shorter wording keeps its full label on a row too narrow for it,
  /// never another language's fallback.
  @Test(arguments: [
    ("zh-Hans", "summary.serviceFee", "服务费"), ("th", "summary.rideFare", "ค่าโดยสาร"),
    ("vi", "summary.giftWrap", "Gói quà"),
  ])
  func aLanguageWithoutAFallbackShowsItsLabel(language: String, key: String, label: String)
    throws
  {
    #expect(shippedCatalog[key + SheetFormatter.shortSuffix]?.localizations[language] == nil)
    let budget = FitBudget(rowWidth: 4, gap: 2, model: ColumnsModel())
    let line = try SheetFormatter(catalog: shippedCatalog, locale: SheetLocale(language))
      .format(oneItemSheet(#""\#(key)""#), fit: budget).lines[0]
    #expect(line.label == label)
    #expect(line.key == key)
  }
}
