internal import PaySheetICU

/// What a row must fit: a row width, the gap between label and amount, and how to measure.
public struct FitBudget: Sendable {
  public var rowWidth: Double
  public var gap: Double
  public var model: any WidthModel
  /// The longest merchant and app names the caller will put on a sheet; the total line is
  /// measured with these in place of the sheet's own names.
  public var longestMerchantName: DisplayName?
  public var longestAppName: DisplayName?
  /// How summary and shipping lines place label and amount.
  public var layout: LineLayout
  /// How the total line places them.
  public var totalLayout: LineLayout
  /// How many lines the total's label may wrap to.
  public var totalLabelLines: Int
  /// The system generation of the device measured: its composition replaces the style's,
  /// since a line is measured as that system draws it.
  public var system: SystemGeneration?

  public init(
    rowWidth: Double, gap: Double, model: any WidthModel, longestMerchantName: DisplayName? = nil,
    longestAppName: DisplayName? = nil, layout: LineLayout = .row, totalLayout: LineLayout? = nil,
    totalLabelLines: Int = 1, system: SystemGeneration? = nil
  ) {
    self.system = system
    self.totalLabelLines = max(1, totalLabelLines)
    self.layout = layout
    self.totalLayout = totalLayout ?? layout
    self.rowWidth = rowWidth
    self.gap = gap
    self.model = model
    self.longestMerchantName = longestMerchantName
    self.longestAppName = longestAppName
  }
}

extension FitBudget {
  /// The budget of a device profile's row, its default fonts found by `fonts`.
  ///
  /// Where HarfBuzz cannot be loaded (`PointsModel.unavailableReason`), a `points` profile
  /// is judged with the `columns` model instead, a column taken as half an em of the
  /// profile's font size (a wide character, one em, is two columns): 343 pt at 17 pt is 40
  /// columns. Each line's `LineFit.unit` then says `columns`.
  public init(
    profile: DeviceProfile, longestMerchantName: DisplayName? = nil,
    longestAppName: DisplayName? = nil, fonts: FontLocator = .current
  ) {
    var rowWidth = profile.rowWidth
    var gap = profile.gap
    var model = profile.widthModel(fonts: fonts)
    if profile.model == .points, PointsModel.unavailableReason != nil {
      let column = profile.fontSize / 2
      rowWidth = (profile.rowWidth / column).rounded(.down)
      gap = (profile.gap / column).rounded(.up)
      model = ColumnsModel()
    }
    self.init(
      rowWidth: rowWidth, gap: gap, model: model,
      longestMerchantName: longestMerchantName, longestAppName: longestAppName,
      layout: profile.layout,
      totalLayout: profile.totalLayout, totalLabelLines: profile.totalLabelLines,
      system: profile.system)
  }
}

/// Options for the text of a sheet.
public struct SheetStyle: Hashable, Sendable {
  /// Write the total line in capitals, as the platform shows it ("PAY ACME").
  public var uppercaseTotal: Bool
  /// The ICU date skeleton for delivery windows and billing dates.
  public var dateSkeleton: String
  /// The system whose composition the lines take when no device profile says otherwise.
  public var system: SystemGeneration

  public init(
    uppercaseTotal: Bool = true, dateSkeleton: String = "MMMd",
    system: SystemGeneration = .current
  ) {
    self.uppercaseTotal = uppercaseTotal
    self.dateSkeleton = dateSkeleton
    self.system = system
  }
}

/// Turns a payment sheet into its lines of text in one locale, from a String Catalog.
///
/// Plural forms are chosen by ICU's rules on the count as displayed; dates and delivery
/// windows by ICU's interval formats; discounts keep the locale's own minus sign; merchant
/// and app names are never translated and are isolated in right-to-left text (a name with
/// right-to-left letters in any text). With a
/// ``FitBudget``, a line whose label has a shorter variant (a `.short` sibling key) uses
/// the longest variant that fits, judged with the widest amount the currency can show.
public struct SheetFormatter: Sendable {
  public let catalog: StringCatalog
  public let catalogName: String
  /// The catalogs under `catalog`, looked in for keys it does not have.
  public let base: [StringCatalog]
  /// Dates, numbers and the text's direction and case: the chosen language with the
  /// customer's region (see `language`).
  public let locale: SheetLocale
  /// The catalog language the text is in, and how it matched the customer's preferences.
  public let language: LanguageChoice
  public let style: SheetStyle

  /// A formatter for a customer's preferred languages, most preferred first.
  ///
  /// - Parameters:
  ///   - catalog: the app's catalog; its languages decide which language is shown.
  ///   - base: catalogs under the app's, for keys it does not have: by default the shipped
  ///     catalog, so an app's catalog needs none of the platform's words (`platform.pay`)
  ///     and may override any of them.
  public init(
    catalog: StringCatalog, catalogName: String = "the catalog", preferences: [SheetLocale],
    base: [StringCatalog] = SheetFormatter.shippedBase, style: SheetStyle = SheetStyle()
  ) {
    self.catalog = catalog
    self.catalogName = catalogName
    self.base = base
    self.language = catalog.bestLanguage(for: preferences)
    self.locale = language.formattingLocale
    self.style = style
  }

  /// A formatter for one locale.
  public init(
    catalog: StringCatalog, catalogName: String = "the catalog", locale: SheetLocale,
    base: [StringCatalog] = SheetFormatter.shippedBase, style: SheetStyle = SheetStyle()
  ) {
    self.init(
      catalog: catalog, catalogName: catalogName, preferences: [locale], base: base, style: style)
  }

  /// The shipped catalog as a base, or none when it cannot be loaded (its error is then
  /// `StringCatalog.shipped()`'s to report).
  public static var shippedBase: [StringCatalog] {
    (try? StringCatalog.shipped()).map { [$0] } ?? []
  }

  /// The suffix of a key's shorter width variant.
  public static let shortSuffix = ".short"

  public func format(_ sheet: PaymentSheet, fit budget: FitBudget? = nil) throws(PaySheetError)
    -> FormattedSheet
  {
    var run = Run(formatter: self, sheet: sheet, budget: budget)
    let lines = try run.lines()
    let recurring = try sheet.recurring.map { (terms) throws(PaySheetError) in
      try run.terms(terms)
    }
    let deferred = try sheet.deferred.map { (terms) throws(PaySheetError) in
      try run.terms(terms.terms)
    }
    let reload = try sheet.automaticReload.map { (terms) throws(PaySheetError) in
      try run.terms(terms)
    }
    return FormattedSheet(
      locale: locale, language: language, currency: sheet.currency, lines: lines,
      warnings: run.text.warnings, recurring: recurring, deferred: deferred,
      automaticReload: reload)
  }

  /// The work of formatting one sheet; it collects the catalog's warnings as it goes.
  struct Run {
    let formatter: SheetFormatter
    let sheet: PaymentSheet
    let budget: FitBudget?
    let amounts: MoneyFormatter
    var text: SheetText
    var worstCase: [Bool: String] = [:]
    /// The largest amount a line is measured with in place of the widest the currency
    /// shows, when the caller knows what its sheets reach.
    var largestAmount: Money?
    /// The system whose composition the lines take.
    let system: SystemGeneration

    init(formatter: SheetFormatter, sheet: PaymentSheet, budget: FitBudget?) {
      self.system = budget?.system ?? formatter.style.system
      self.formatter = formatter
      self.sheet = sheet
      self.budget = budget
      self.amounts = MoneyFormatter(locale: formatter.locale)
      self.text = SheetText(
        layers: [formatter.catalog] + formatter.base, catalogName: formatter.catalogName,
        language: formatter.language)
    }

    var locale: SheetLocale { formatter.locale }

    mutating func lines() throws(PaySheetError) -> [SheetLine] {
      var lines: [SheetLine] = []
      for item in sheet.items { lines.append(try marked(line(for: item))) }
      for method in sheet.shippingMethods { lines.append(try marked(line(for: method))) }
      lines.append(try marked(totalLine()))
      if let confirmation = sheet.confirmation {
        lines.append(try marked(line(for: confirmation)))
      }
      return lines
    }

    /// The line with the platform words its texts took that no device confirmed.
    mutating func marked(_ line: SheetLine) -> SheetLine {
      var line = line
      line.unverified = text.takeUnverified()
      // A label variant not chosen (the full wording where `.short` is shown) is not shown.
      line.textKeys = text.takeKeysRead().filter {
        $0 == line.key || $0 + SheetFormatter.shortSuffix != line.key
      }
      return line
    }

    mutating func line(for item: SummaryItem) throws(PaySheetError) -> SheetLine {
      let label = item.label
      switch item.kind {
      case .item(let amount):
        return try row(.item, label, amount: amount)
      case .discount(let amount):
        return try row(.discount, label, amount: amount)
      case .pending(let explanation):
        let pending = try text.text(key: system.pendingAmountKey, strings: [])
        let detail = try explanation.map { (label) throws(PaySheetError) in try text.text(label) }
        return try row(
          .pending, label, amountText: pending, worstAmount: pending, detail: detail, money: nil,
          type: .pending)
      case .recurring(let amount, let interval, let start, let end):
        // One second line: when the charges start, else when they end, else how often
        // they come when that is not every single day, month or year.
        let composed = system.composesRecurringLines
        var detail: String?
        if let start {
          detail = try text.text(
            key: composed ? "platform.starting" : "recurring.startsOn", strings: [try date(start)])
        } else if let end {
          detail = try text.text(
            key: composed ? "platform.ending" : "recurring.endsOn", strings: [try date(end)])
        } else if interval.count > 1 {
          let key: String
          switch interval.unit {
          case .day: key = "recurring.everyDays"
          case .month: key = "recurring.everyMonths"
          case .year: key = "recurring.everyYears"
          }
          detail = try text.text(key: key, count: interval.count, strings: [])
        }
        return try row(.recurring, label, amount: amount, detail: detail)
      case .trial(let amount, let interval, let end):
        guard system.composesRecurringLines else {
          let detail = try text.text(key: "recurring.endsOn", strings: [try date(end)])
          return try row(.trial, label, amount: amount, detail: detail)
        }
        // The system words the period itself: "7 days free trial" with "Free" for the
        // amount, or "$3.99 per month for 3 months".
        let length = try duration(interval)
        let detail: String
        var shown: String?
        if amount.minorUnits == 0 {
          detail = try text.text(key: "platform.trial.free", strings: [length])
          shown = try text.text(key: "platform.free", strings: [])
        } else {
          let key: String
          switch interval.unit {
          case .day: key = "platform.trial.perDay"
          case .month: key = "platform.trial.perMonth"
          case .year: key = "platform.trial.perYear"
          }
          detail = try text.text(key: key, strings: [try amounts.string(for: amount), length])
        }
        return try row(.trial, label, amount: amount, detail: detail, shown: shown)
      case .deferred(let amount, let date):
        let detail = try text.text(key: "deferred.billedOn", strings: [try self.date(date)])
        return try row(.deferred, label, amount: amount, detail: detail)
      case .reload(let amount, let threshold):
        let detail = try text.text(
          key: "reload.threshold", strings: [try amounts.string(for: threshold)])
        return try row(.reload, label, amount: amount, detail: detail)
      }
    }

    mutating func terms(_ terms: PaymentTerms) throws(PaySheetError) -> TermsText {
      TermsText(
        description: try text.text(terms.description),
        billingAgreement: try terms.billingAgreement.map { (label) throws(PaySheetError) in
          try text.text(label)
        })
    }

    mutating func line(for method: ShippingMethod) throws(PaySheetError) -> SheetLine {
      var detail: String?
      if let delivery = method.delivery {
        let window = try range(delivery)
        let key: String
        switch sheet.shippingType {
        case .shipping: key = "shipping.arrives"
        case .delivery: key = "delivery.delivers"
        case .storePickup: key = "pickup.ready"
        // The courier comes to the customer: a store's "ready for pickup" would say the
        // opposite.
        case .servicePickup: key = "pickup.collects"
        }
        detail = try text.text(key: key, strings: [window])
      } else if let label = method.detail {
        detail = try text.text(label)
      }
      return try row(.shipping, method.label, amount: method.amount, detail: detail)
    }

    mutating func totalLine() throws(PaySheetError) -> SheetLine {
      let total = sheet.total
      let shown = try totalLabel(merchant: total.merchant, via: total.via)
      let amount = try amounts.string(for: total.amount)
      var line = SheetLine(
        kind: .total, key: "platform.pay", label: shown, amount: amount, money: total.amount,
        type: total.estimated ? .pending : .final,
        requestLabel: try merchantLabel(merchant: total.merchant, via: total.via))
      if let budget {
        let merchant = budget.longestMerchantName ?? total.merchant
        let app = total.via.map { budget.longestAppName ?? $0 }
        let measured = try totalLabel(merchant: merchant, via: app)
        let worst = try worstAmount(negative: false)
        let (fit, rows) = try measure(
          label: measured, amount: worst, budget: budget, layout: budget.totalLayout,
          labelLines: budget.totalLabelLines)
        line.fit = fit
        // The rows drawn are the shown label's, laid out as the measured one was.
        line.labelRows =
          measured == shown
          ? rows
          : try measure(
            label: shown, amount: worst, budget: budget, layout: budget.totalLayout,
            labelLines: budget.totalLabelLines
          ).rows
      }
      return line
    }

    /// The name the customer pays, as a request's total label takes it: "Fern & Co (via
    /// Marketly)", with no "Pay" word (the platform adds its own) and no estimate mark (a
    /// request says that with the pending type).
    mutating func merchantLabel(merchant: DisplayName, via: DisplayName?) throws(PaySheetError)
      -> String
    {
      guard let via else { return merchant.text }
      return try text.text(key: "total.via", strings: [isolated(merchant), isolated(via)])
    }

    /// A name as a label takes it: isolated in right-to-left text.
    private func isolated(_ name: DisplayName) -> String {
      name.inserted(rightToLeft: locale.isRightToLeft)
    }

    mutating func totalLabel(merchant: DisplayName, via: DisplayName?) throws(PaySheetError)
      -> String
    {
      var label = isolated(merchant)
      if let via {
        label = try text.text(key: "total.via", strings: [label, isolated(via)])
      }
      if sheet.total.estimated {
        label = try text.text(key: "total.estimated", strings: [label])
      }
      let line = try text.text(key: "platform.pay", strings: [label])
      return formatter.style.uppercaseTotal ? try locale.uppercased(line) : line
    }

    mutating func line(for confirmation: Confirmation) throws(PaySheetError) -> SheetLine {
      switch confirmation {
      case .card(let network, let lastFour):
        let label = try SheetLabel(
          "confirmation.card",
          arguments: [network, DisplayName(lastFour.digits, field: "confirmation.lastFour")])
        return try row(
          .confirmation, label, amountText: nil, worstAmount: nil, detail: nil, money: nil,
          type: .final)
      case .paidWithApplePay:
        return try row(
          .confirmation, SheetLabel("confirmation.paidWith"), amountText: nil, worstAmount: nil,
          detail: nil, money: nil, type: .final)
      }
    }

    /// A row with an amount; `shown` replaces the amount's text where the platform words it
    /// ("Free").
    mutating func row(
      _ kind: SheetLine.Kind, _ label: SheetLabel, amount: Money, detail: String? = nil,
      shown: String? = nil
    )
      throws(PaySheetError) -> SheetLine
    {
      let worst = budget == nil ? nil : try worstAmount(negative: amount.minorUnits < 0)
      var amountText = shown ?? ""
      if shown == nil { amountText = try amounts.string(for: amount) }
      return try row(
        kind, label, amountText: amountText, worstAmount: worst,
        detail: detail,
        money: amount, type: .final)
    }

    /// One line of `kind` measured on its own: summary and shipping lines with the widest
    /// amount (with zero when `zeroAmount`), a detail line alone, a total in the total layout.
    mutating func standalone(_ label: SheetLabel, as kind: SheetLineKind, zeroAmount: Bool = false)
      throws(PaySheetError) -> SheetLine
    {
      switch kind {
      case .summary where zeroAmount, .shipping where zeroAmount:
        let zero = Money(minorUnits: 0, currency: sheet.currency)
        let shown = try amounts.string(for: zero)
        return try row(
          kind == .summary ? .item : .shipping, label, amountText: shown, worstAmount: shown,
          detail: nil, money: zero, type: .final)
      case .summary, .shipping:
        let one = Money(minorUnits: 1, currency: sheet.currency)
        return try row(kind == .summary ? .item : .shipping, label, amount: one)
      case .detail:
        return try row(
          .item, label, amountText: nil, worstAmount: nil, detail: nil, money: nil, type: .final)
      case .total:
        let shown = try text.text(label)
        let worst = try worstAmount(negative: false)
        var line = SheetLine(
          kind: .total, key: label.key, label: shown, amount: worst, money: nil, type: .final,
          requestLabel: shown)
        if let budget {
          (line.fit, line.labelRows) = try measure(
            label: shown, amount: worst, budget: budget, layout: budget.totalLayout,
            labelLines: budget.totalLabelLines)
        }
        return line
      }
    }

    /// Builds a row, choosing the longest label variant that fits when there is a budget.
    mutating func row(
      _ kind: SheetLine.Kind, _ label: SheetLabel, amountText: String?, worstAmount: String?,
      detail: String?, money: Money?, type: AmountType
    ) throws(PaySheetError) -> SheetLine {
      let full = try text.text(label)
      guard let budget else {
        let shown = try lineLabel(kind, full)
        return SheetLine(
          kind: kind, key: label.key, label: shown, amount: amountText, detail: detail,
          money: money, type: type, requestLabel: full)
      }
      var candidates = [(label.key, try lineLabel(kind, full))]
      let shortKey = label.key + SheetFormatter.shortSuffix
      if text.hasVariant(shortKey, of: label.key) {
        candidates.append((shortKey, try lineLabel(kind, text.text(label.withKey(shortKey)))))
      }
      var chosen: SheetLine?
      for (key, shown) in candidates {
        let (fit, rows) = try measure(
          label: shown, amount: worstAmount, budget: budget, layout: budget.layout)
        chosen = SheetLine(
          kind: kind, key: key, label: shown, amount: amountText, detail: detail, fit: fit,
          money: money, type: type, requestLabel: full)
        chosen?.labelRows = rows
        if fit.fits { break }
      }
      return chosen!
    }

    /// A label as the system draws it: a summary item's in capitals on older systems, which
    /// left shipping methods and the confirmation in the case they were written in.
    func lineLabel(_ kind: SheetLine.Kind, _ label: String) throws(PaySheetError) -> String {
      switch kind {
      case .shipping, .total, .confirmation: label
      default: system.uppercasesLabels ? try locale.uppercased(label) : label
      }
    }

    /// The width the line needs (label, gap and amount on one row, or the wider of label and
    /// amount when they are stacked) and the rows its label is laid out in: the one layout
    /// that the fit check judges and the preview draws.
    func measure(
      label: String, amount: String?, budget: FitBudget, layout: LineLayout, labelLines: Int = 1
    ) throws(PaySheetError) -> (fit: LineFit, rows: [String]) {
      let rows =
        labelLines > 1 && layout == .stacked
        ? try wrappedRows(label, lines: labelLines, budget: budget) : [label]
      var width = 0.0
      for row in rows { width = max(width, try budget.model.width(of: row, locale: locale)) }
      let labelWidth = width
      if let amount {
        let amountWidth = try budget.model.width(of: amount, locale: locale)
        switch layout {
        case .row: width += budget.gap + amountWidth
        case .stacked: width = max(width, amountWidth)
        }
      }
      return (
        LineFit(
          width: width, limit: budget.rowWidth, unit: budget.model.unit, labelWidth: labelWidth,
          amount: amount),
        rows
      )
    }

    /// The rows of `text` wrapped greedily into at most `lines` rows at the locale's
    /// line-break opportunities, each without the spaces it ends with; the last row takes
    /// whatever is left, so a label that needs more rows measures wider than the row.
    func wrappedRows(_ text: String, lines: Int, budget: FitBudget) throws(PaySheetError)
      -> [String]
    {
      let pieces = try wrapICU { () throws(ICUError) in
        try ICULineBreaker.cached(locale: locale.icu).pieces(text)
      }
      func trimmed(_ line: String) -> String {
        var trimmed = Substring(line)
        while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
        return String(trimmed)
      }
      var rows: [String] = []
      var current = ""
      for piece in pieces {
        let candidate = current + piece
        if rows.count + 1 < lines, !current.isEmpty,
          try budget.model.width(of: trimmed(candidate), locale: locale) > budget.rowWidth
        {
          rows.append(trimmed(current))
          current = piece
        } else {
          current = candidate
        }
      }
      rows.append(trimmed(current))
      return rows
    }

    /// The widest amount the currency shows in this locale: 9,999,999 and all its digits,
    /// or `largestAmount` where the caller gives one.
    mutating func worstAmount(negative: Bool) throws(PaySheetError) -> String {
      if let cached = worstCase[negative] { return cached }
      var units: Int64 = 9_999_999
      for _ in 0..<sheet.currency.minorUnitDigits { units = units * 10 + 9 }
      if let largestAmount, largestAmount.currency == sheet.currency {
        units = largestAmount.minorUnits == .min ? .max : abs(largestAmount.minorUnits)
      }
      let text = try amounts.string(
        for: Money(minorUnits: negative ? -units : units, currency: sheet.currency))
      worstCase[negative] = text
      return text
    }

    /// A trial's length such as "7 days" or "3 months", in the words the locale uses for a
    /// trial and its digits.
    func duration(_ interval: RecurringInterval) throws(PaySheetError) -> String {
      try TrialLength.text(count: interval.count, unit: interval.unit, locale: locale)
    }

    func date(_ day: SheetDate) throws(PaySheetError) -> String {
      try locale.formatDateRange(
        from: day.instant, to: day.instant, skeleton: formatter.style.dateSkeleton)
    }

    func range(_ range: DateRange) throws(PaySheetError) -> String {
      try locale.formatDateRange(
        from: range.from.instant, to: range.to.instant, skeleton: formatter.style.dateSkeleton)
    }
  }
}
