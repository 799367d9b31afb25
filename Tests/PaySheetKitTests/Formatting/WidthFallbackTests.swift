import Foundation
import Testing

@testable import PaySheetKit

/// A `.short` key is a width fallback: the formatter shows it only when the full label does
/// not fit, so in every language that has it, it must be narrower than its full label.
struct WidthFallbackTests {
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
        let fullText = try #require(labels[category] ?? labels["other"], "\(key) \(language) \(category)")
        let narrow = try locale.columnWidth(of: Self.filled(text))
        let wide = try locale.columnWidth(of: Self.filled(fullText))
        #expect(narrow < wide, "\(key) \(language) \(category): '\(text)' is not narrower than '\(fullText)'")
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
