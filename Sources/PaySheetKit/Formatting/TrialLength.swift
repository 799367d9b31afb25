internal import PaySheetICU

/// The length of a trial as the sheet says it: "7 days", "1 month", in the words people
/// use for a trial in each language.
///
/// ICU's measure units (`measure-unit/duration-day`, full names) give the words in most
/// languages. In a few, ICU's word is a different one or reads as something else, and the
/// table below gives the words instead, each form chosen by ICU's plural rules for the count
/// as shown:
/// - pl, nb, sv: ICU's day is the 24-hour period (*doba*, *døgn*, *dygn*: "7 dób"); a trial
///   lasts days (*dni*, *dager*, *dagar*), as the apps' own labels say ("7 dni za darmo").
/// - he: ICU's one day is "יום 1", read as "day 1"; Hebrew says "יום אחד".
/// - ar: ICU's one is the bare noun ("يوم"), which after a colon or in brackets reads as the
///   word "day"; Arabic says "يوم واحد", "شهر واحد", "سنة واحدة".
/// - kn: ICU's full day and year carry the nominative ending -ವು ("1 ದಿನವು"); its short
///   width has the plain forms ("1 ದಿನ", "2 ದಿನಗಳು"), so those units take that width.
/// - ja: ICU writes "7 日", which reads as the 7th of a month; a length of time is
///   "7日間", "3か月間", "1年間".
/// A category the table leaves out takes ICU's full-name form.
enum TrialLength {
  /// Where a language's words come from for one unit.
  enum Words: Sendable {
    /// ICU's unit at another width (`unit-width-short`).
    case icuWidth(String)
    /// Patterns per CLDR plural category, `{0}` standing for the count in the locale's
    /// digits; categories not given take ICU's full name.
    case forms([PluralCategory: String])
  }

  /// The languages whose trial lengths differ from ICU's full unit names, by language subtag.
  static let table: [String: [RecurringInterval.Unit: Words]] = [
    "pl": [
      .day: .forms([.one: "{0} dzień", .few: "{0} dni", .many: "{0} dni", .other: "{0} dnia"])
    ],
    "nb": [.day: .forms([.one: "{0} dag", .other: "{0} dager"])],
    "sv": [.day: .forms([.one: "{0} dag", .other: "{0} dagar"])],
    "he": [.day: .forms([.one: "יום אחד"])],
    "ar": [
      .day: .forms([.one: "يوم واحد"]), .month: .forms([.one: "شهر واحد"]),
      .year: .forms([.one: "سنة واحدة"]),
    ],
    "kn": [.day: .icuWidth("unit-width-short"), .year: .icuWidth("unit-width-short")],
    "ja": [
      .day: .forms([.other: "{0}日間"]), .month: .forms([.other: "{0}か月間"]),
      .year: .forms([.other: "{0}年間"]),
    ],
  ]

  /// `count` units in `locale`'s words and digits.
  static func text(count: Int, unit: RecurringInterval.Unit, locale: SheetLocale)
    throws(PaySheetError) -> String
  {
    try wrapICU { () throws(ICUError) in
      // Norwegian written without a standard (`no`) is Bokmål's words.
      let words = table[locale.language == "no" ? "nb" : locale.language]?[unit]
      var width = "unit-width-full-name"
      switch words {
      case .icuWidth(let other)?:
        width = other
      case .forms(let forms)?:
        let counter = try ICUNumberFormatter.cached(
          locale: locale.icu, skeleton: "precision-integer")
        let keyword = try ICUPluralRules.cached(locale: locale.icu).category(
          of: DecimalText(units: Int64(count), scale: 0), displayedBy: counter)
        if let category = PluralCategory(rawValue: keyword), let pattern = forms[category] {
          return pattern.replacing("{0}", with: try counter.format(integer: Int64(count)))
        }
      case nil:
        break
      }
      return try ICUNumberFormatter.cached(
        locale: locale.icu,
        skeleton: "measure-unit/duration-\(unit.rawValue) \(width) precision-integer"
      ).format(integer: Int64(count))
    }
  }
}
