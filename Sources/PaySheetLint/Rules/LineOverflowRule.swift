import PaySheetKit

/// A line that does not fit on one row of a device profile.
public struct LineOverflowRule: LintRule {
  public static let description = RuleDescription(
    id: "line-overflow",
    defaultSeverity: .error,
    summary: "A line is wider than the row of a device profile.",
    details: """
      A line that does not fit on one row of a device profile: label, gap and the widest
      amount the currency can show are wider than the row.

      A key with a shorter fallback (`key.short`) overflows only when the fallback does too,
      since the formatter picks the longest text that fits; the fallback is then reported.
      Lines are measured as the fit checker builds them: with `paysheet lint`, as the sample
      sheets linted alongside the catalog use them, and keys that are sheet lines by the
      shipped catalog's naming (`summary.*`, `shipping.*`, …) or by `sheetLines` in
      `.paysheet.json` on their own, with the widest amount of the configured currencies. On
      a profile of a larger text size the platform wraps a line that does not fit, so a hit
      there is a warning, even with `--strict`.
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
    let measured: [Measured] = Self.languages(of: catalog).flatMap { language in
      profiles.map { profile in
        (
          language, profile,
          Result { try checker.fits(catalog: catalog, language: language, profile: profile) }
        )
      }
    }
    return Self.hits(catalog, measured: measured, checker: checker)
  }

  /// The languages a catalog's lines are measured in: every language any key has.
  package static func languages(of catalog: StringCatalog) -> [String] {
    catalog.strings.reduce(into: Set<String>()) { $0.formUnion($1.value.localizations.keys) }
      .sorted()
  }

  /// The hits of the lines `measured` (each language on each profile, measured apart, as a
  /// lint session spreads them over the cores).
  package static func hits(
    _ catalog: StringCatalog, measured: [Measured], checker: any LineFitChecker
  ) -> [RuleHit] {
    var hits: [RuleHit] = []
    for (language, profile, lines) in measured {
      do {
        let fits = try lines.get()
        for (key, line) in fits.sorted(by: { $0.key < $1.key }) where !line.fit.fits {
          let fit = line.fit
          let unit = catalog.units(key: key, language: language).first
          let measure = fit.unit == .points ? "pt" : "columns"
          let text = " " + Quote.text(line.text)
          let advice: String
          if key == "platform.pay" {
            advice =
              "the total holds the merchant and app names: use shorter names or a shorter wording of total.via and total.estimated"
          } else if key.hasSuffix(".short") || catalog.strings[key + ".short"] != nil {
            advice = "use a shorter wording"
          } else {
            advice = "use a shorter wording or add a \(key).short fallback"
          }
          let larger = checker.isLargerText(profile: profile)
          hits.append(
            RuleHit(
              at: unit?.position ?? catalog.strings[key]?.keyPosition, key: key, language: language,
              isAdvisory: larger,
              "the \(language) line\(text) is \(Self.number(fit.width)) \(measure) wide on \(profile), but the row has \(Self.number(fit.limit)) \(measure): \(Self.number(fit.excess)) \(measure) too wide; \(advice)\(larger ? "; at this larger text size the sheet wraps it onto a second line" : "")"
            ))
        }
      } catch {
        hits.append(
          RuleHit(
            at: catalog.strings.first?.value.keyPosition, key: "", language: language,
            "cannot measure lines on \(profile): \(error)"))
      }
    }
    return hits
  }

  /// Whole numbers as such, others with two decimals.
  static func number(_ value: Double) -> String {
    if value == value.rounded() { return String(Int(value)) }
    let hundredths = Int((value * 100).rounded())
    let fraction = String(abs(hundredths) % 100)
    return "\(hundredths / 100).\(fraction.count == 1 ? "0" + fraction : fraction)"
  }
}
