internal import PaySheetICU

/// CLDR's sample numbers for one plural category of a locale, as ICU's data lists them
/// after the rule (`@integer 1, 21, 31, … @decimal 0.1, 1.1, …`).
public struct PluralSamples: Sendable, Hashable {
  public let category: PluralCategory
  /// The rule's condition, such as "i = 1 and v = 0"; empty for `other`.
  public let condition: String
  /// Whole numbers in CLDR's notation: numbers, ranges ("2~4"), compact exponents ("1c6"),
  /// and a last "…" when the category has more than are listed.
  public let integers: [String]
  /// Numbers with visible fraction digits, in the same notation ("0.0~1.5", "…").
  public let decimals: [String]

  /// Reads a rule as ICU's data holds it: condition, then `@integer` and `@decimal` lists.
  init(category: PluralCategory, rule: String) {
    var condition = Substring(rule)
    var integers: [String] = []
    var decimals: [String] = []
    func items(_ list: Substring) -> [String] {
      list.split(separator: ",").compactMap { item in
        let trimmed = item.trimmingSpaces
        return trimmed.isEmpty ? nil : String(trimmed)
      }
    }
    if let at = rule.range(of: "@") {
      condition = rule[..<at.lowerBound]
      let samples = rule[at.lowerBound...]
      let decimal = samples.range(of: "@decimal")
      if let integer = samples.range(of: "@integer") {
        integers = items(samples[integer.upperBound..<(decimal?.lowerBound ?? samples.endIndex)])
      }
      if let decimal { decimals = items(samples[decimal.upperBound...]) }
    }
    self.category = category
    self.condition = String(condition.trimmingSpaces)
    self.integers = integers
    self.decimals = decimals
  }

  /// The integer samples as numbers: ranges expanded, compact exponents multiplied out.
  public var wholeNumbers: [Int] {
    integers.flatMap { item -> [Int] in
      let bounds = item.split(separator: "~").map { Self.wholeNumber(String($0)) }
      guard bounds.count == 2, let low = bounds[0], let high = bounds[1] else {
        return bounds.count == 1 ? bounds.compactMap { $0 } : []
      }
      return low <= high ? Array(low...high) : []
    }
  }

  /// A first sample written plainly, as a number to try: the first whole number, else the
  /// first decimal (the low end of a range).
  public var firstSample: String? {
    if let number = wholeNumbers.first { return String(number) }
    let plain = decimals.lazy.compactMap { $0.split(separator: "~").first }
      .first { $0.allSatisfy { $0.isNumber || $0 == "." } }
    return plain.map(String.init)
  }

  /// The lists as CLDR writes them: "integers 1, 21, 31, …; decimals 0.1, 1.1, …".
  public var listed: String {
    var parts: [String] = []
    if !integers.isEmpty { parts.append("integers " + integers.joined(separator: ", ")) }
    if !decimals.isEmpty { parts.append("decimals " + decimals.joined(separator: ", ")) }
    return parts.joined(separator: "; ")
  }

  /// "12", or "1c6" (1 000 000), as a whole number.
  private static func wholeNumber(_ text: String) -> Int? {
    let parts = text.split(whereSeparator: { $0 == "c" || $0 == "e" })
    guard let mantissa = parts.first.flatMap({ Int($0) }) else { return nil }
    guard parts.count == 2, let exponent = Int(parts[1]), (0...9).contains(exponent) else {
      return parts.count == 1 ? mantissa : nil
    }
    var value = mantissa
    for _ in 0..<exponent { value *= 10 }
    return value
  }
}

extension SheetLocale {
  /// CLDR's sample numbers for each plural category of this locale, from ICU's data, in
  /// CLDR order: for Russian, `one` 1, 21, 31, …; `few` 2~4, 22~24, …; `many` 0, 5~19, ….
  public var pluralSamples: [PluralSamples] {
    get throws(PaySheetError) {
      try Self.pluralSamplesCache.value(for: icu.identifier) { () throws(PaySheetError) in
        let rules = try wrapICU { () throws(ICUError) in try ICUPluralRules.cached(locale: icu) }
        return rules.keywords.compactMap { keyword in
          PluralCategory(rawValue: keyword).map {
            PluralSamples(category: $0, rule: rules.ruleTexts[keyword] ?? "")
          }
        }.sorted { $0.category < $1.category }
      }
    }
  }

  /// The parsed samples by ICU locale: the fit check asks for them once per line measured.
  private static let pluralSamplesCache = ICUCache<String, [PluralSamples]>()
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return text
  }
}
