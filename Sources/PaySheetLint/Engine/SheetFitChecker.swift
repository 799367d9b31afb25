import PaySheetKit

/// Measures a catalog's lines as sample sheets use them, and its sheet-line keys on their
/// own: each sheet is formatted in the language with the catalog and measured on the
/// profile, as `paysheet render` does; a key no sheet uses that `SheetLines` names a line
/// is measured as that kind of line with the widest amount of each configured currency.
///
/// A line is judged where a sheet uses it, with its real placeholders (names, counts,
/// dates); on its own, with the currency's `maximumAmount` and samples for placeholders (the
/// longest configured name on a total, the example the key's comment gives for a `%@`, a
/// count of each plural form), and not at all when its `%@` is of a kind nothing tells. A sheet that names a key the catalog lacks is
/// passed over for that catalog.
public struct SheetFitChecker: LineFitChecker {
  public let sheets: [PaymentSheet]
  public let profiles: [DeviceProfile]
  public let longestMerchantName: DisplayName?
  public let longestAppName: DisplayName?
  public let sheetLines: SheetLines
  /// Where the `points` model's default fonts are looked for.
  public let fonts: FontLocator

  public init(
    sheets: [PaymentSheet], profiles: [DeviceProfile], longestMerchantName: DisplayName? = nil,
    longestAppName: DisplayName? = nil, sheetLines: SheetLines = SheetLines(),
    fonts: FontLocator = .current
  ) {
    self.fonts = fonts
    self.sheets = sheets
    self.profiles = profiles
    self.longestMerchantName = longestMerchantName
    self.longestAppName = longestAppName
    self.sheetLines = sheetLines
  }

  /// What fills the `%@` of a total line measured without a sheet when the configuration
  /// declares no merchant name: a name of eight characters.
  public static let sampleArgument = "ABC-1234"

  public var defaultProfiles: [String] { profiles.map(\.name) }

  public func isLargerText(profile name: String) -> Bool {
    profiles.first { $0.name == name }?.isLargerText ?? false
  }

  public func fits(catalog: StringCatalog, language: String, profile name: String) throws
    -> [String: MeasuredLine]
  {
    try fits(catalog: catalog, language: language, profile: name, lineKeys: lineKeys(catalog))
  }

  /// The keys `sheetLines` names lines, with their kinds: the same for every language and
  /// profile, and matching every key against every pattern for each of them was a twentieth
  /// of a lint.
  package func lineKeys(_ catalog: StringCatalog) -> [(String, SheetLineKind)] {
    catalog.strings.keys.compactMap { key in sheetLines.kind(of: key).map { (key, $0) } }
  }

  /// `fits(catalog:language:profile:)` with the catalog's `lineKeys` worked out once for
  /// all its languages and profiles.
  package func fits(
    catalog: StringCatalog, language: String, profile name: String,
    lineKeys: [(String, SheetLineKind)]
  ) throws -> [String: MeasuredLine] {
    let profile = try DeviceProfile.named(name, in: profiles)
    let budget = FitBudget(
      profile: profile, longestMerchantName: longestMerchantName, longestAppName: longestAppName,
      fonts: fonts)
    guard !sheets.isEmpty || !lineKeys.isEmpty, let locale = try? SheetLocale(language) else {
      return [:]
    }
    let formatter = SheetFormatter(catalog: catalog, locale: locale)
    var worst: [String: MeasuredLine] = [:]
    let text = { (key: String) in
      catalog.units(key: key, language: language).first?.value ?? key
    }
    for line in try linesOfSheets(formatter, budget) {
      Self.keep(line, text: text, in: &worst)
    }
    let bySheets = Set(worst.keys)
    for (key, kind) in lineKeys where !isMeasured(key, in: bySheets) {
      guard catalog.strings[key]?.localizations[language] != nil,
        let filled = placeholders(catalog, key: key, kind: kind)
      else { continue }
      for line in measureAlone(key, kind, filled, formatter, budget) {
        Self.keep(line, text: text, in: &worst)
      }
      let assumed = assumption(filled)
      for measured in [key, key + SheetFormatter.shortSuffix] where worst[measured] != nil {
        worst[measured]?.assumed = assumed
      }
    }
    return worst
  }

  /// What a line measured without a sheet was measured with, for its finding: the amount
  /// and what filled its `%@`.
  private func assumption(_ placeholders: Placeholders) -> String {
    let configured = sheetLines.currencies.allSatisfy { sheetLines.maximumAmounts[$0] != nil }
    var text =
      configured
      ? "measured without a sheet, with the maximumAmount .paysheet.json sets"
      : "measured without a sheet, with maximumAmount (by default the largest amount of \(SheetLines.defaultMaximumDigits) digits, 9,999.99 in a currency of two decimals; set it per currency in .paysheet.json)"
    if let described = placeholders.described { text += " and \(described)" }
    return text
  }

  /// A line measured, or the key of one that could not be judged for a missing font.
  private typealias Measurement = Result<SheetLine, Unjudged>

  private struct Unjudged: Error {
    let key: String
    let font: MissingFont
  }

  /// The lines of every sample sheet, formatted and measured; a sheet that names a key the
  /// catalog lacks is passed over.
  private func linesOfSheets(_ formatter: SheetFormatter, _ budget: FitBudget)
    throws(PaySheetError) -> [Measurement]
  {
    var lines: [Measurement] = []
    for sheet in sheets {
      do {
        lines += try formatter.format(sheet, fit: budget).lines.map { .success($0) }
      } catch .unknownKey {
        continue
      } catch .catalogText, .fontNotFound {
        // One text the formatter cannot fill (a placeholder missing) is its own rule's
        // finding, and a font missing for one line's script leaves only that line unjudged:
        // the sheet's other lines are still measured, each on its own.
        lines += linesAlone(of: sheet, formatter, budget)
      }
    }
    return lines
  }

  /// The summary items and shipping methods of `sheet`, each measured on its own with the
  /// sheet's arguments and currency; a line that cannot be filled is left out, a line whose
  /// font is missing is kept as unjudged.
  private func linesAlone(
    of sheet: PaymentSheet, _ formatter: SheetFormatter, _ budget: FitBudget
  ) -> [Measurement] {
    let labels =
      sheet.items.map { ($0.label, SheetLineKind.summary) }
      + sheet.shippingMethods.map { ($0.label, SheetLineKind.shipping) }
    return labels.compactMap { label, kind in
      Self.measurement(key: label.key) { () throws(PaySheetError) in
        try formatter.measure(
          key: label.key, as: kind, arguments: label.arguments.map(\.text), count: label.count,
          currency: sheet.currency, zeroAmount: SheetLines.showsZeroAmount(label.key), fit: budget)
      }
    }
  }

  /// One line measured by `measure`: nil when it cannot be filled (another rule's finding),
  /// unjudged when a font it needs is missing.
  private static func measurement(
    key: String, _ measure: () throws(PaySheetError) -> SheetLine
  ) -> Measurement? {
    do {
      return .success(try measure())
    } catch .fontNotFound(let path, let package) {
      return .failure(Unjudged(key: key, font: MissingFont(path: path, package: package)))
    } catch {
      return nil
    }
  }

  /// Keeps `line` when it is the key's widest yet; a line not judged is kept unless another
  /// use of its key overflows, so that it is never counted as fitting.
  private static func keep(
    _ line: Measurement, text: (String) -> String, in worst: inout [String: MeasuredLine]
  ) {
    switch line {
    case .success(let line):
      guard let fit = line.fit else { return }
      if let known = worst[line.key] {
        if known.missingFont != nil, fit.fits { return }
        if known.missingFont == nil, known.fit.excess >= fit.excess { return }
      }
      worst[line.key] = MeasuredLine(text: line.label, fit: fit)
    case .failure(let unjudged):
      if let known = worst[unjudged.key], known.overflows || known.missingFont != nil { return }
      worst[unjudged.key] = MeasuredLine(text: text(unjudged.key), unjudged: unjudged.font)
    }
  }

  /// The lines of `key` measured on their own: each plural form with each currency, the
  /// amount the currency's `maximumAmount`. A text the formatter cannot fill is another
  /// rule's finding, not a fit, and is left out; a line whose font is missing is kept as
  /// unjudged; a `%@` whose kind is unknown leaves the key unmeasured.
  private func measureAlone(
    _ key: String, _ kind: SheetLineKind, _ placeholders: Placeholders,
    _ formatter: SheetFormatter, _ budget: FitBudget
  ) -> [Measurement] {
    guard !placeholders.unknown else { return [] }
    var lines: [Measurement] = []
    for count in counts(placeholders.needsCount, locale: formatter.locale) {
      for currency in sheetLines.currencies {
        let largest = sheetLines.maximumAmount(for: currency).amount
        let line = Self.measurement(key: key) { () throws(PaySheetError) in
          try formatter.measure(
            key: key, as: kind, arguments: placeholders.arguments, count: count,
            currency: currency, zeroAmount: SheetLines.showsZeroAmount(key),
            largestAmount: largest, fit: budget)
        }
        if let line { lines.append(line) }
      }
    }
    return lines
  }

  /// The sheet-line keys of `catalog` no sheet uses whose `%@` neither a sample sheet nor
  /// the key's comment describes, so that they were not measured.
  package func unknownPlaceholderKeys(_ catalog: StringCatalog) -> [String] {
    let used = Set(
      sheets.flatMap { sheet in
        sheet.items.map(\.label.key) + sheet.shippingMethods.map(\.label.key)
      })
    return lineKeys(catalog).filter { key, kind in
      !used.contains(key) && placeholders(catalog, key: key, kind: kind)?.unknown == true
    }.map(\.0).sorted()
  }

  /// How many of the catalog's keys are measured: used by a sample sheet or named a sheet
  /// line (with their `.short` keys), against all keys; from the source language on the
  /// first profile, where every key has a text.
  public func coverage(of catalog: StringCatalog) -> (measured: Int, keys: Int) {
    guard let profile = profiles.first,
      let lines = try? fits(
        catalog: catalog, language: catalog.sourceLanguage, profile: profile.name)
    else { return (0, catalog.strings.count) }
    return coverage(of: catalog, measuredKeys: Self.judged(lines))
  }

  /// The keys of the lines that were judged: a line whose font is missing was not.
  private static func judged(_ lines: [String: MeasuredLine]) -> Set<String> {
    Set(lines.filter { $0.value.missingFont == nil }.keys)
  }

  /// `coverage(of:)` from lines a lint has measured already, when they hold the source
  /// language on the first profile.
  package func coverage(of catalog: StringCatalog, measured: [LineOverflowRule.Measured]) -> (
    measured: Int, keys: Int
  ) {
    guard let profile = profiles.first,
      let source = measured.first(where: {
        $0.language == catalog.sourceLanguage && $0.profile == profile.name
      })
    else { return coverage(of: catalog) }
    guard let lines = try? source.lines.get() else { return (0, catalog.strings.count) }
    return coverage(of: catalog, measuredKeys: Self.judged(lines))
  }

  private func coverage(of catalog: StringCatalog, measuredKeys measured: Set<String>) -> (
    measured: Int, keys: Int
  ) {
    let keys = catalog.strings.keys
    let count = keys.filter { key in
      isMeasured(key, in: measured)
        || (key.hasSuffix(SheetFormatter.shortSuffix)
          && isMeasured(String(key.dropLast(SheetFormatter.shortSuffix.count)), in: measured))
    }.count
    return (count, keys.count)
  }

  private func isMeasured(_ key: String, in measured: Set<String>) -> Bool {
    measured.contains(key) || measured.contains(key + SheetFormatter.shortSuffix)
  }

  /// The values a line's placeholders take without a sheet.
  struct Placeholders {
    var arguments: [String]
    var needsCount: Bool
    /// What filled the `%@`, for the finding: "'%@' as 'FRIDAY10', the example in the key's
    /// comment".
    var described: String?
    /// A `%@` whose kind neither the line nor the key's comment tells: not measured.
    var unknown = false
  }

  /// The values a line's placeholders take without a sheet, from its source text: on a
  /// total the longest configured merchant name (else `sampleArgument`), elsewhere the
  /// example the key's comment gives for its one `%@` ("%@ = the code as entered, e.g.
  /// FRIDAY10"), or none, when the key is not measured; and whether it needs a count. Nil
  /// when the source cannot be read.
  private func placeholders(_ catalog: StringCatalog, key: String, kind: SheetLineKind)
    -> Placeholders?
  {
    let units = catalog.sourceUnits(key: key)
    guard
      let unit = units.first(where: { $0.substitution == nil && $0.pluralCategory == "other" })
        ?? units.first(where: { $0.substitution == nil }),
      let slots = try? FormatString.arguments(unit.value, substitutions: unit.substitutions)
    else { return nil }
    let counted = slots.filter { $0.type == .int || $0.type == .uint }.count
    let hasPlural = units.contains { $0.pluralCategory != nil }
    let needsCount = counted > 0 || hasPlural
    let texts = slots.count - counted
    guard texts > 0 else { return Placeholders(arguments: [], needsCount: needsCount) }
    if kind == .total {
      let name = longestMerchantName?.text ?? Self.sampleArgument
      return Placeholders(
        arguments: Array(repeating: name, count: texts), needsCount: needsCount,
        described: "'%@' as \(Quote.text(name)), the longest merchant name")
    }
    guard texts == 1,
      let example = catalog.strings[key]?.comment.flatMap(Self.example(ofPlaceholderIn:))
    else { return Placeholders(arguments: [], needsCount: needsCount, unknown: true) }
    return Placeholders(
      arguments: [example], needsCount: needsCount,
      described: "'%@' as \(Quote.text(example)), the example in the key's comment")
  }

  /// The example a key's comment gives for `%@`: the first value after "e.g.", "such as"
  /// or "for example" that follows "%@" ("%@ = the code as entered, e.g. FRIDAY10" gives
  /// FRIDAY10, "e.g. \"Dec 3 – 5\"" gives Dec 3 – 5), or nil when the comment gives none.
  static func example(ofPlaceholderIn comment: String) -> String? {
    guard let mark = comment.range(of: "%@") else { return nil }
    let rest = comment[mark.upperBound...]
    let cues = ["e.g.", "such as", "for example"].compactMap { rest.range(of: $0) }
    guard let cue = cues.min(by: { $0.lowerBound < $1.lowerBound }) else { return nil }
    var tail = rest[cue.upperBound...].drop { $0 == " " || $0 == ":" || $0 == "," }
    let quotes: [Character: Character] = ["\"": "\"", "“": "”", "'": "'", "‘": "’"]
    if let open = tail.first, let close = quotes[open] {
      tail = tail.dropFirst()
      guard let end = tail.firstIndex(of: close), end > tail.startIndex else { return nil }
      return String(tail[..<end])
    }
    var value = String(tail.prefix { !" ;,()".contains($0) })
    while value.last == "." { value.removeLast() }
    return value.isEmpty ? nil : value
  }

  /// The counts a line is measured with: for each plural category of the language the
  /// first whole number CLDR lists up to `maximumCount`, so that every form a sheet can
  /// show is measured; none without a count.
  private func counts(_ needed: Bool, locale: SheetLocale) -> [Int?] {
    guard needed else { return [nil] }
    let samples = (try? locale.pluralSamples) ?? []
    let limit = sheetLines.maximumCount
    let numbers = samples.compactMap { $0.wholeNumbers.first { $0 <= limit } }
    return numbers.isEmpty ? [min(2, limit)] : numbers
  }

  /// The plural forms of `language` a line with a count is not measured in, each with its
  /// first sample: CLDR's whole numbers for it all exceed `maximumCount` (Spanish `many`,
  /// 1,000,000).
  package func skippedForms(language: String) -> [(category: PluralCategory, first: Int)] {
    guard let samples = try? SheetLocale(language).pluralSamples else { return [] }
    return samples.compactMap { sample in
      let numbers = sample.wholeNumbers
      guard let first = numbers.first, numbers.allSatisfy({ $0 > sheetLines.maximumCount })
      else { return nil }
      return (sample.category, first)
    }
  }

  /// Whether any key measured on its own takes a count, so that skipped plural forms matter.
  package func measuresCounts(_ catalog: StringCatalog) -> Bool {
    lineKeys(catalog).contains { key, kind in
      placeholders(catalog, key: key, kind: kind)?.needsCount == true
    }
  }
}
