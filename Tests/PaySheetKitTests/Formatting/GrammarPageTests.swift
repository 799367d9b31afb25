import Foundation
import Testing

@testable import PaySheetKit

/// One page per catalog language in `Golden/Grammar/`: the trial, recurring, delivery, pickup,
/// date, reload and total lines of the shipped catalog for 1, 2, 3, 5, 8, 11 and 21 of each
/// unit, free and paid, and for the 1st, 3rd, 8th, 11th and 21st of a month, so that a
/// reviewer reads a language's whole grammar at once and a change to the catalog (or to ICU's
/// words) shows as a diff of what the sheet says. 1, 8 and 11 are there because a number read
/// with a vowel (it *otto*, *undici*; ca *un*, *onze*) makes an article or preposition before
/// it elide (`ElisionTests` reads the pages for it).
///
/// No lint rule can see a case ending that does not fit ICU's count phrase ("1 महीना का");
/// a reader of the page can. `PAYSHEET_RECORD_GOLDEN=1` rewrites the pages and fails, so a
/// recording is read before a run without it passes.
struct GrammarPageTests {
  static let counts = [1, 2, 3, 5, 8, 11, 21]

  static let folder = packageRoot.appendingPathComponent("Tests/PaySheetKitTests/Golden/Grammar")

  /// Every language the shipped catalog has text in.
  static let languages: [String] = Set(
    shippedCatalog.keys.flatMap { shippedCatalog[$0]?.languages ?? [] }
  ).sorted()

  /// A paid trial's price per unit and the label of the subscription it leads into.
  static let units: [(unit: String, price: String, label: String)] = [
    ("day", "0.99", "recurring.monthly"), ("month", "3.99", "recurring.monthly"),
    ("year", "29.99", "recurring.yearly"),
  ]

  /// Single days and ranges: within a month, across months and across years, where ICU
  /// orders day and month differently in some languages (kn: "ಡಿಸೆಂ 3" but "30, ಡಿಸೆಂ, 2026 –
  /// 2, ಜನವರಿ, 2027"), a day of one digit and of two, and the 1st, 8th and 11th (read *primo*,
  /// *otto*, *undici* in Italian; *u*, *vuit*, *onze* in Catalan).
  static let dates: [(from: String, to: String)] = [
    ("2026-12-03", "2026-12-03"), ("2027-01-21", "2027-01-21"), ("2027-05-01", "2027-05-01"),
    ("2027-03-08", "2027-03-08"), ("2027-08-11", "2027-08-11"), ("2026-12-03", "2026-12-05"),
    ("2026-12-08", "2026-12-11"), ("2026-11-28", "2026-12-02"), ("2026-12-30", "2027-01-02"),
  ]

  /// Reload thresholds, whose first digits a preposition before them may have to elide for
  /// (ca "inferior a 1,00 €", never "de 1,00 €").
  static let thresholds = ["1.00", "8.00", "11.00", "21.00"]

  @Test(arguments: languages)
  func aLanguagesPageIsCurrent(language: String) throws {
    let page = try Self.page(language)
    let url = Self.folder.appendingPathComponent("\(language).txt")
    if ProcessInfo.processInfo.environment["PAYSHEET_RECORD_GOLDEN"] == "1" {
      try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
      try Data(page.utf8).write(to: url)
      Issue.record(
        "recorded \(url.path); read it, then run without PAYSHEET_RECORD_GOLDEN to check it")
      return
    }
    let recorded = try #require(
      try? String(contentsOf: url, encoding: .utf8),
      "no page \(url.path) for \(language); write it with PAYSHEET_RECORD_GOLDEN=1")
    guard page != recorded else { return }
    let now = page.split(separator: "\n", omittingEmptySubsequences: false)
    let then = recorded.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(now, then).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(now.count, then.count)
    let shown = { (lines: [Substring]) in line < lines.count ? "'\(lines[line])'" : "nothing" }
    Issue.record(
      """
      \(url.lastPathComponent) is out of date at line \(line + 1): the catalog renders \
      \(shown(now)) where the page has \(shown(then)); read the change, then record the page \
      with PAYSHEET_RECORD_GOLDEN=1
      """)
  }

  @Test func everyPageIsACatalogLanguage() throws {
    let pages = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
      .filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) }.sorted()
    #expect(pages == Self.languages)
    #expect(Self.languages.count >= 50)
  }

  /// A page holds the formatter's own lines, in the shape a reviewer reads: the trial of
  /// the example subscription sheet, and English where Apple documents the words.
  @Test func aPageHoldsTheFormattersLines() throws {
    let usd = try Currency("USD")
    let trial = try SummaryItem(
      label: SheetLabel("recurring.monthly"),
      kind: .trial(
        amount: Money(minorUnits: 0, currency: usd),
        interval: RecurringInterval(unit: .month, count: 3), end: SheetDate("2027-01-21")))
    let sheet = try PaymentSheet(
      currency: usd, items: [trial],
      total: SheetTotal(merchant: DisplayName("Fern & Co"), amount: Money("9.99", currency: usd)))
    for language in ["de", "hi", "ar"] {
      let line = try format(sheet, language).lines[0]
      let row = "\(line.label) | \(line.amount ?? "-") | \(line.detail ?? "-")\n"
      #expect(try Self.page(language).contains("3 months      | " + row))
    }
    let english = try Self.page("en")
    #expect(english.contains("1 month       | Monthly Subscription | Free | 1 month free trial\n"))
    #expect(english.contains("3 months      | $3.99 | $3.99 per month for 3 months\n"))
    #expect(english.contains("| Standard Shipping | $4.99 | Arrives Dec 30, 2026"))
  }

  // MARK: - The page

  /// The page of `language`, from `catalog` over the shipped one (the shipped catalog alone by
  /// default; a test gives older wordings to see that a check of the pages fails on them).
  static func page(_ language: String, catalog: StringCatalog = shippedCatalog) throws -> String {
    var out = [
      "# \(language): lines whose grammar depends on a count or a date, shipped catalog",
      "# what | label | amount | second line (no label where it is the same on every row), as the",
      "# current system draws them unless marked legacy;",
      "# dates are month-day of 2026-27; trials end 2027-01-21; amounts are USD",
    ]
    func section(_ title: String) { out += ["", "## \(title)"] }
    /// A row: what it shows, then the line's label (where the count or date can change it),
    /// amount and second line.
    func add(_ tag: String, _ line: SheetLine, label: Bool = true) {
      let cells = (label ? [line.label] : []) + [line.amount ?? "-", line.detail ?? "-"]
      out.append(
        tag.padding(toLength: 14, withPad: " ", startingAt: 0) + "| "
          + cells.joined(separator: " | "))
    }
    func lines(
      _ items: [String], shipping: String = "", methods: [String] = [],
      estimated: Bool = false, via: String? = nil, system: SystemGeneration = .current
    )
      throws -> [SheetLine]
    {
      let type = shipping.isEmpty ? "" : #""shippingType": "\#(shipping)", "#
      let viaMember = via.map { #", "via": "\#($0)""# } ?? ""
      let json = """
        {"currency": "USD", \(type)"items": [\(items.joined(separator: ", "))],
         "shippingMethods": [\(methods.joined(separator: ", "))],
         "total": {"merchant": "Fern & Co"\(viaMember), "estimated": \(estimated), "amount": "9.99"}}
        """
      return try format(sheet(json), language, catalog: catalog, style: SheetStyle(system: system))
        .lines
    }
    func first(_ kind: SheetLine.Kind, _ shown: [SheetLine]) throws -> SheetLine {
      try #require(shown.first { $0.kind == kind })
    }
    func trial(_ unit: String, _ count: Int, amount: String, label: String) -> String {
      """
      {"type": "trial", "label": \(label), "amount": "\(amount)",
       "interval": {"unit": "\(unit)", "count": \(count)}, "end": "2027-01-21"}
      """
    }
    /// A monthly subscription that starts or ends on `date`.
    func monthly(_ member: String, _ date: String) -> String {
      """
      {"type": "recurring", "label": "recurring.monthly", "amount": "9.99",
       "interval": {"unit": "month"}, "\(member)": "\(date)"}
      """
    }
    func counted(_ key: String, _ count: Int) -> String {
      #"{"key": "\#(key)", "count": \#(count)}"#
    }
    func tag(_ count: Int, _ unit: String) -> String {
      "\(count) \(unit)\(count == 1 ? "" : "s")"
    }

    section("Free trial: platform.trial.free, platform.free; label recurring.freeTrial by day")
    for (unit, _, label) in units {
      for count in counts {
        let name = unit == "day" ? counted("recurring.freeTrial", count) : #""\#(label)""#
        let line = try lines([trial(unit, count, amount: "0.00", label: name)])[0]
        add(tag(count, unit), line)
      }
    }
    section("Paid trial: platform.trial.perDay, perMonth, perYear")
    for (unit, price, label) in units {
      for count in counts {
        add(
          tag(count, unit),
          try lines([trial(unit, count, amount: price, label: #""\#(label)""#)])[0], label: false)
      }
    }
    section("Recurring interval: recurring.everyDays, everyMonths, everyYears")
    for (unit, _, label) in units {
      for count in counts {
        let item = """
          {"type": "recurring", "label": "\(label)", "amount": "9.99",
           "interval": {"unit": "\(unit)", "count": \(count)}}
          """
        add(tag(count, unit), try lines([item])[0], label: false)
      }
    }
    section("Counted labels: recurring.freeTrial.short, shipping.arrivesInDays, summary.items")
    for count in counts {
      let short =
        #"{"type": "item", "label": \#(counted("recurring.freeTrial.short", count)), "amount": "0.00"}"#
      let items =
        #"{"type": "item", "label": \#(counted("summary.items", count)), "amount": "42.00"}"#
      let method = """
        {"label": "shipping.standard", "amount": "4.99",
         "detail": \(counted("shipping.arrivesInDays", count))}
        """
      let shown = try lines([short, items], methods: [method])
      for line in shown.prefix(3) { add(tag(count, "day"), line) }
    }
    section("Dates: platform.starting, platform.ending, deferred.billedOn")
    for (from, to) in dates where from == to {
      let deferred =
        #"{"type": "deferred", "label": "summary.hotelStay", "amount": "240.00", "date": "\#(from)"}"#
      let shown = try lines([monthly("start", from), monthly("end", from), deferred])
      for (what, line) in zip(["starts", "ends", "billed"], shown) {
        add("\(what) \(from.suffix(5))", line, label: false)
      }
    }
    section("Delivery windows: shipping.arrives, delivery.delivers, pickup.ready, pickup.collects")
    for (from, to) in dates {
      let method = """
        {"label": "%@", "amount": "4.99", "delivery": {"from": "\(from)", "to": "\(to)"}}
        """
      let span = from == to ? String(from.suffix(5)) : "\(from.suffix(5))..\(to.suffix(5))"
      for (type, label) in [
        ("shipping", "shipping.standard"), ("delivery", "delivery.standard"),
        ("storePickup", "pickup.store"), ("servicePickup", "pickup.service"),
      ] {
        let shown = try lines(
          [], shipping: type, methods: [method.replacingOccurrences(of: "%@", with: label)])
        add(span, try first(.shipping, shown))
      }
    }
    section("Reload thresholds: reload.threshold")
    for threshold in thresholds {
      let reload = """
        {"type": "reload", "label": "reload.autoReload", "amount": "20.00",
         "threshold": "\(threshold)"}
        """
      add(threshold, try lines([reload])[0], label: false)
    }
    section("Total line: platform.pay, total.via, total.estimated")
    for (via, estimated) in [(nil, false), ("Marketly", false), (nil, true), ("Marketly", true)] {
      let shown = try lines([], estimated: estimated, via: via)
      add(
        via == nil ? (estimated ? "estimated" : "merchant") : (estimated ? "via, est." : "via"),
        try first(.total, shown))
    }
    section("Legacy system: recurring.startsOn, recurring.endsOn, platform.amountPending")
    for count in counts {
      let item = trial("day", count, amount: "0.00", label: counted("recurring.freeTrial", count))
      add(tag(count, "day"), try lines([item], system: .legacy)[0])
    }
    for (from, to) in dates where from == to {
      let shown = try lines([monthly("start", from), monthly("end", from)], system: .legacy)
      for (what, line) in zip(["starts", "ends"], shown) {
        add("\(what) \(from.suffix(5))", line, label: false)
      }
    }
    let pending =
      #"{"type": "pending", "label": "summary.rideFare", "explanation": "pending.explanation"}"#
    add("pending", try lines([pending], system: .legacy)[0])
    return out.joined(separator: "\n") + "\n"
  }
}
