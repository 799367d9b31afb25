import PaySheetKit

/// A line that does not fit on one row of a device profile.
public struct LineOverflowRule: LintRule {
  public static let description = RuleDescription(
    id: "line-overflow",
    defaultSeverity: .error,
    summary: "A line is wider than the row of a device profile.",
    details: """
      A line that does not fit on one row of a device profile: label, gap and the largest
      amount the sheet shows are wider than the row.

      A key with a shorter fallback (`key.short`) overflows only when the fallback does too,
      since the formatter picks the longest text that fits; the fallback is then reported.
      Lines are measured as the fit checker builds them: with `paysheet lint`, as the sample
      sheets linted alongside the catalog use them, and keys that are sheet lines by the
      shipped catalog's naming (`summary.*`, `shipping.*`, …) or by `sheetLines` in
      `.paysheet.json` on their own, with each configured currency's `maximumAmount` (by
      default the largest amount of six digits, 9,999.99 in dollars or euros, which a real
      checkout reaches; zero for a free line), each plural form's first count up to
      `maximumCount`, and for a `%@` the example the key's comment gives ("%@ = the code as
      entered, e.g. FRIDAY10") or, on a total, the longest merchant name. A line whose `%@`
      nothing describes is not measured, and the lint's last line names it. On
      a profile of a larger text size the platform wraps a line that does not fit, so a hit
      there alone is a warning, even with `--strict`.

      A line that overflows on several profiles is one finding naming them, with the label's
      own width and the amount it was measured with; a line that cannot be formatted (a
      placeholder missing) is the finding of the rule for that defect, and the language's
      other lines are still measured.
      """,
    triggeringExamples: [
      .catalog(
        key: "summary.giftWrap",
        [
          ("en", RuleExample.unit("Gift Wrap")),
          ("de", RuleExample.unit("↓Geschenkverpackung mit Schleife und Karte")),
        ])
    ],
    nonTriggeringExamples: [
      .catalog(
        key: "summary.giftWrap",
        [("en", RuleExample.unit("Gift Wrap")), ("de", RuleExample.unit("Geschenkpapier"))]),
      .catalog(keys: [
        (
          "summary.giftWrap", nil,
          [
            ("en", RuleExample.unit("Gift Wrap")),
            ("de", RuleExample.unit("Geschenkverpackung mit Schleife und Karte")),
          ]
        ),
        (
          "summary.giftWrap.short", nil,
          [("en", RuleExample.unit("Wrap")), ("de", RuleExample.unit("Geschenk"))]
        ),
      ]),
    ])

  public init(configuration: LintConfiguration) {}

  /// One language measured on one profile.
  package typealias Measured = (
    language: String, profile: String, lines: Result<[String: MeasuredLine], any Error>
  )

  public func check(_ subject: LintSubject, context: LintContext) -> [RuleHit] {
    guard case .catalog(let catalog) = subject, let checker = context.fitChecker else { return [] }
    let profiles =
      context.configuration.profiles.isEmpty
      ? checker.defaultProfiles : context.configuration.profiles
    let measured: [Measured] = catalog.languages.flatMap { language in
      profiles.map { profile in
        (
          language, profile,
          Result { try checker.fits(catalog: catalog, language: language, profile: profile) }
        )
      }
    }
    return Self.hits(catalog, measured: measured, checker: checker)
  }

  /// The hits of the lines `measured` (each language on each profile, measured apart, as a
  /// lint session spreads them over the cores): one per line and language, naming every
  /// profile it overflows on, with the widths of the profile it overflows most.
  ///
  /// A line the formatter cannot fill (a placeholder missing) is not measured: the rule of
  /// that defect reports it, once, at its text, and the language's other lines are measured.
  package static func hits(
    _ catalog: StringCatalog, measured: [Measured], checker: any LineFitChecker
  ) -> [RuleHit] {
    var overflows: [Place: [(profile: String, line: MeasuredLine)]] = [:]
    var failures: [Place: [String]] = [:]
    var unjudged: [MissingFont: [Place: [String]]] = [:]
    for (language, profile, lines) in measured {
      do {
        for (key, line) in try lines.get() {
          let place = Place(key: key, language: language)
          if let font = line.missingFont {
            unjudged[font, default: [:]][place, default: []].append(profile)
          } else if !line.fit.fits {
            overflows[place, default: []].append((profile, line))
          }
        }
      } catch {
        failures[Place(key: "\(error)", language: language), default: []].append(profile)
      }
    }
    var hits: [RuleHit] = []
    for (place, found) in overflows.sorted(by: { $0.key < $1.key }) {
      hits.append(hit(place, found, catalog, checker))
    }
    for (font, places) in unjudged.sorted(by: { $0.key < $1.key }) {
      hits.append(unjudgedHit(font, places, catalog))
    }
    for (place, profiles) in failures.sorted(by: { $0.key < $1.key }) {
      hits.append(
        RuleHit(
          at: catalog.strings.first?.value.keyPosition, key: "", language: place.language,
          .unmeasured(place.language, on: list(profiles), because: place.key)))
    }
    return hits
  }

  /// The one warning of a font file that is missing: which package installs it, and every
  /// line it left unjudged, so that a fit check short of fonts is never taken for a pass.
  private static func unjudgedHit(
    _ font: MissingFont, _ places: [Place: [String]], _ catalog: StringCatalog
  ) -> RuleHit {
    let sorted = places.keys.sorted { ($0.language, $0.key) < ($1.language, $1.key) }
    let profiles = list(Array(Set(places.values.joined())).sorted())
    let shown = 12
    var lines = sorted.prefix(shown).map { "\($0.language) \($0.key)" }
    if sorted.count > shown { lines.append("\(sorted.count - shown) more") }
    let file = (font.path.split(separator: "/").last).map(String.init) ?? font.path
    let package = font.package.map(Finding.Message.installedBy) ?? ""
    let first = sorted[0]
    let unit = catalog.units(key: first.key, language: first.language).first
    return RuleHit(
      at: unit?.position ?? catalog.strings[first.key]?.keyPosition, key: first.key,
      language: first.language, severityLimit: .warning,
      .notJudged(sorted.count, on: profiles, font: file, package: package, lines: list(lines)))
  }

  /// A line of a language: its key, or for a failure the error.
  private struct Place: Hashable, Comparable {
    var key: String
    var language: String

    static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.key, lhs.language) < (rhs.key, rhs.language)
    }
  }

  /// The one hit of a line that overflows on the profiles of `found`: an error where the
  /// row cuts it, advisory when it overflows only at larger text sizes, where the sheet
  /// wraps it.
  private static func hit(
    _ place: Place, _ found: [(profile: String, line: MeasuredLine)], _ catalog: StringCatalog,
    _ checker: any LineFitChecker
  ) -> RuleHit {
    let (key, language) = (place.key, place.language)
    let cut = found.filter { !checker.isLargerText(profile: $0.profile) }
    let wrapped = found.filter { checker.isLargerText(profile: $0.profile) }
    let judged = cut.isEmpty ? wrapped : cut
    // The widths quoted are a phone's where there is one: points are what a translator
    // measures with `paysheet measure`.
    let inPoints = judged.filter { $0.line.fit.unit == .points }
    let worst = (inPoints.isEmpty ? judged : inPoints).max {
      $0.line.fit.excess < $1.line.fit.excess
    }!
    let fit = worst.line.fit
    let measure = fit.unit == .points ? "pt" : "columns"
    let profiles = list(
      judged.map {
        "\($0.profile) (\(WidthFigure.text($0.line.fit.excess)) \($0.line.fit.unit == .points ? "pt" : "columns"))"
      })
    var widths =
      "on \(worst.profile) the label is \(WidthFigure.text(fit.labelWidth ?? fit.width)) \(measure)"
    if let amount = fit.amount {
      widths +=
        fit.width > (fit.labelWidth ?? fit.width)
        ? ", and with the amount \(Quote.text(amount)) beside it the line is \(WidthFigure.text(fit.width)) \(measure)"
        : " (measured with the amount \(Quote.text(amount)) on a row of its own)"
    }
    widths += " where the row has \(WidthFigure.text(fit.limit)) \(measure)"
    if let assumed = worst.line.assumed { widths += " (\(assumed))" }
    let advice: String
    if key == "platform.pay" {
      advice = Finding.Message.shorterNames.text
    } else if key.hasSuffix(".short") || catalog.strings[key + ".short"] != nil {
      advice = Finding.Message.shorterWording.text
    } else {
      advice = Finding.Message.shorterWordingOrFallback(key).text
    }
    var wraps = ""
    if !wrapped.isEmpty {
      let sizes = list(wrapped.map(\.profile))
      wraps = (cut.isEmpty ? Finding.Message.wrapsHere : .wrapsOn(sizes)).text
    }
    let unit = catalog.units(key: key, language: language).first
    return RuleHit(
      at: unit?.position ?? catalog.strings[key]?.keyPosition, key: key, language: language,
      isAdvisory: cut.isEmpty,
      .tooWide(language, worst.line.text, on: profiles, widths, advice: advice + wraps))
  }

  /// "a", "a and b", "a, b and c".
  static func list(_ items: [String]) -> String {
    items.count < 2
      ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
  }
}

extension Finding.Message {
  fileprivate static func unmeasured(_ language: String, on profiles: String, because error: String)
    -> Finding.Message
  {
    "cannot measure the \(language) lines on \(profiles): \(error)"
  }

  fileprivate static func notJudged(
    _ count: Int, on profiles: String, font file: String, package: String, lines: String
  ) -> Finding.Message {
    """
    \(count) line\(count == 1 ? " was" : "s were") not judged on \(profiles): \
    the font file \(file) was not found (looked for by name in --fonts, PAYSHEET_FONTS, \
    the system's font folders and fontconfig)\(package): \(lines)
    """
  }

  fileprivate static func installedBy(_ package: String) -> String {
    "; the Debian package \(package) installs it (apt-get install \(package))"
  }

  fileprivate static func tooWide(
    _ language: String, _ line: String, on profiles: String, _ widths: String, advice: String
  ) -> Finding.Message {
    "the \(language) line \(Quote.text(line)) is too wide on \(profiles): \(widths); \(advice)"
  }

  fileprivate static let shorterNames: Finding.Message =
    "the total holds the merchant and app names: use shorter names or a shorter wording of total.via and total.estimated"

  fileprivate static let shorterWording: Finding.Message = "use a shorter wording"

  fileprivate static func shorterWordingOrFallback(_ key: String) -> Finding.Message {
    "use a shorter wording or add a \(key).short fallback"
  }

  fileprivate static let wrapsHere: Finding.Message =
    "; at this larger text size the sheet wraps it onto a second line"

  fileprivate static func wrapsOn(_ sizes: String) -> Finding.Message {
    "; on \(sizes), a larger text size, the sheet wraps it onto a second line"
  }
}
