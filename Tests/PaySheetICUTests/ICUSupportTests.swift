import Testing

@testable import PaySheetICU

struct ICUSupportTests {
  @Test func retriesOnceWhenTheBufferIsTooSmall() throws {
    // 500 characters do not fit the first 128-unit buffer, so ICU reports overflow first.
    let text = String(repeating: "straße ", count: 72)
    let upper = try ICUCaseMapping.uppercased(text, locale: ICULocale(parsing: "de"))
    #expect(upper == String(repeating: "STRASSE ", count: 72))
  }

  @Test func reportsICUErrorsByName() throws {
    let locale = try ICULocale(parsing: "en")
    #expect {
      try ICUNumberFormatter(locale: locale, skeleton: "currency/EURO")
    } throws: { error in
      guard let error = error as? ICUError else { return false }
      return error.name.hasPrefix("U_") && error.description.contains("currency/EURO")
    }
  }

  @Test func cacheReturnsOneObjectPerSignature() throws {
    let locale = try ICULocale(parsing: "fr")
    let first = try ICUNumberFormatter.cached(locale: locale, skeleton: "currency/EUR")
    let second = try ICUNumberFormatter.cached(locale: locale, skeleton: "currency/EUR")
    let other = try ICUNumberFormatter.cached(locale: locale, skeleton: "currency/USD")
    #expect(first === second)
    #expect(first !== other)
  }

  @Test func cacheEmptiesAtItsLimit() throws {
    let cache = ICUCache<Int, Int>(limit: 4)
    for key in 0..<4 { _ = cache.value(for: key) { key } }
    #expect(cache.count == 4)
    _ = cache.value(for: 99) { 99 }
    #expect(cache.count == 1)
  }

  @Test func formattersAreSafeToShareAcrossThreads() async throws {
    let locale = try ICULocale(parsing: "de-CH")
    let formatter = try ICUNumberFormatter.cached(locale: locale, skeleton: "currency/CHF")
    let rules = try ICUPluralRules.cached(locale: try ICULocale(parsing: "ru"))
    let results = try await withThrowingTaskGroup(of: Bool.self) { group in
      for task in 0..<8 {
        group.addTask {
          for index in 0..<500 {
            let units = Int64(task * 1000 + index)
            let text = try formatter.format(units: units, scale: 2)
            let expected = "CHF " + String(units / 100) + "." + String(format2(units % 100))
            guard text.replacing("’", with: "") == expected.replacing(" ", with: "\u{A0}") else {
              return false
            }
            let category = try rules.category(ofWritten: DecimalText(parsing: String(index)))
            guard category == Self.russianCategory(index) else { return false }
          }
          return true
        }
      }
      return try await group.reduce(true) { $0 && $1 }
    }
    #expect(results)
  }

  /// CLDR's Russian cardinal rules, written out from the CLDR chart.
  static func russianCategory(_ n: Int) -> String {
    if n % 10 == 1 && n % 100 != 11 { return "one" }
    if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return "few" }
    return "many"
  }
}

private func format2(_ value: Int64) -> String {
  value < 10 ? "0\(value)" : "\(value)"
}
