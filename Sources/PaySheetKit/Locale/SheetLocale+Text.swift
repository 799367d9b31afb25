import Foundation
internal import PaySheetICU

extension SheetLocale {
  /// The plural categories this locale's cardinal rules use, in CLDR order.
  public var pluralCategories: [PluralCategory] {
    get throws(PaySheetError) {
      do {
        // The identifier parsed once already: ICU knows it.
        return try PluralCategory.cardinal(in: identifier) ?? []
      } catch {
        throw .icu(error)
      }
    }
  }

  /// The plural category of a number exactly as written: "1" and "1.0" may differ.
  ///
  /// - Parameter written: a plain decimal such as "1", "1.0" or "-21.50".
  public func pluralCategory(of written: String) throws(PaySheetError) -> PluralCategory {
    let number: DecimalText
    do {
      number = try DecimalText(parsing: written)
    } catch {
      throw .invalidNumber(written, reason: DecimalText.reason(error))
    }
    let keyword = try wrapICU { () throws(ICUError) in
      try ICUPluralRules.cached(locale: icu).category(ofWritten: number)
    }
    return PluralCategory(rawValue: keyword) ?? .other
  }

  /// `text` in capitals by this locale's rules (Turkish dotted İ, Greek without accents, German SS).
  public func uppercased(_ text: String) throws(PaySheetError) -> String {
    try wrapICU { () throws(ICUError) in try ICUCaseMapping.uppercased(text, locale: icu) }
  }

  /// A length of time such as "7 days" or "3 months", in this locale's words, digits and
  /// plural forms, as ICU's measure units give it (`measure-unit/duration-day`, full names).
  public func formatDuration(count: Int, unit: RecurringInterval.Unit) throws(PaySheetError)
    -> String
  {
    try wrapICU { () throws(ICUError) in
      try ICUNumberFormatter.cached(
        locale: icu,
        skeleton: "measure-unit/duration-\(unit.rawValue) unit-width-full-name precision-integer"
      )
      .format(integer: Int64(count))
    }
  }

  /// A date range in this locale from an ICU skeleton, such as "Dec 3 – 5" for `MMMd` in English.
  ///
  /// - Parameter timeZone: the Olson ID the dates are shown in; delivery estimates are
  ///   calendar dates, so UTC is the default.
  public func formatDateRange(
    from start: Date, to end: Date, skeleton: String = "MMMd", timeZone: String = "UTC"
  ) throws(PaySheetError) -> String {
    try wrapICU { () throws(ICUError) in
      try ICUDateIntervalFormatter.cached(locale: icu, skeleton: skeleton, timeZone: timeZone)
        .format(
          fromMilliseconds: start.timeIntervalSince1970 * 1000,
          toMilliseconds: end.timeIntervalSince1970 * 1000)
    }
  }

  /// The width of `text` in the `columns` model, with ambiguous characters as this locale draws them.
  public func columnWidth(of text: String) throws(PaySheetError) -> Int {
    try ColumnWidth(locale: icu).width(of: text)
  }

  /// The grapheme clusters of `text` with the columns each takes in the `columns` model:
  /// the cells a grid draws, adding up to `columnWidth(of:)`.
  public func columnCells(of text: String) throws(PaySheetError) -> [(text: String, columns: Int)] {
    try ColumnWidth(locale: icu).cells(of: text)
  }
}

@inline(__always)
func wrapICU<T>(_ body: () throws(ICUError) -> T) throws(PaySheetError) -> T {
  do {
    return try body()
  } catch {
    throw PaySheetError(error)
  }
}

extension DecimalText {
  /// A sentence for a parse failure, for error messages.
  static func reason(_ error: ParseError) -> String {
    switch error {
    case .empty: return "it is empty"
    case .notANumber(let reason): return reason
    case .tooManyDigits(let limit): return "it has more than \(limit) significant digits"
    }
  }
}
