import PaySheetKit

/// A line that does not fit on one row of a device profile: label, gap and the widest
/// amount the currency can show are wider than the row.
///
/// A key with a shorter fallback (`key.short`) overflows only when the fallback does too,
/// since the formatter picks the longest text that fits; the fallback is then reported.
public struct LineOverflowRule: LintRule {
  public static let id = "line-overflow"
  public static let defaultSeverity = Severity.error
  public static let summary = "A line is wider than the row of a device profile."

  public static let triggeringExamples: [RuleExample] = [
    .catalog(
      key: "summary.giftWrap",
      [
        ("en", RuleExample.unit("Gift Wrap")),
        ("de", RuleExample.unit("Geschenkverpackung mit Schleife und Karte")),
      ])
  ]

  public static let nonTriggeringExamples: [RuleExample] = [
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
  ]

  public init() {}

  public func check(_ subject: LintSubject, context: LintContext) -> [RuleHit] {
    guard case .catalog(let catalog) = subject, let checker = context.fitChecker else { return [] }
    let profiles =
      context.configuration.profiles.isEmpty
      ? checker.defaultProfiles : context.configuration.profiles
    var hits: [RuleHit] = []
    for (key, entry) in catalog.strings {
      for language in entry.localizations.keys {
        // The formatter falls back to the shorter key, which is checked on its own.
        if catalog.strings[key + ".short"]?.localizations[language] != nil { continue }
        for unit in catalog.units(key: key, language: language) {
          for profile in profiles {
            let fit: LineFit?
            do {
              fit = try checker.fit(
                key: key, language: language, text: unit.value, profile: profile)
            } catch {
              hits.append(
                RuleHit(
                  at: unit.position, key: key, language: language,
                  "cannot measure on \(profile): \(error)"))
              continue
            }
            guard let fit, !fit.fits else { continue }
            let measure = fit.unit == .points ? "pt" : "columns"
            let place = unit.variationPath.isEmpty ? "" : " (\(unit.variationPath))"
            hits.append(
              RuleHit(
                at: unit.position, key: key, language: language,
                "the \(language) line\(place) \(Quote.text(unit.value)) is \(Self.number(fit.width)) \(measure) wide on \(profile), but the row has \(Self.number(fit.limit)) \(measure): \(Self.number(fit.excess)) \(measure) too wide; use a shorter wording\(key.hasSuffix(".short") ? "" : " or add a \(key).short fallback")"
              ))
          }
        }
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
