import Foundation
import PaySheetKit
import PaySheetLint

/// A sheet file to preview: its name in the gallery and its contents.
package struct PreviewSheet: Sendable {
  /// Shown as the sheet's column in the summary; the file name without `.json`.
  package var name: String
  package var sheet: PaymentSheet

  package init(name: String, sheet: PaymentSheet) {
    self.name = name
    self.sheet = sheet
  }
}

/// One drawn line of a card: the formatted line, how the `points` model shaped its texts,
/// and the lint findings on the keys it shows.
package struct PreviewRow: Sendable {
  package var line: SheetLine
  /// The shaped texts; nil on a profile of the `columns` model, which draws a grid instead.
  package var label: TextMeasurement?
  package var amount: TextMeasurement?
  package var detail: TextMeasurement?
  /// The findings of the lint on the catalog keys the line shows, in the card's language.
  package var findings: [Finding]
  /// The line's anchor in its language's page.
  package var id: String
  /// What the translator works from, key by key: the source text and the developer's comment.
  package var sources: [RowSource] = []
  /// Why the card's language could not be formatted for the line's keys, key by key: the
  /// line is drawn from the text the catalog falls back to, beside its finding.
  package var unformatted: [String: String] = [:]
}

/// One catalog key a line shows, with the text and comment a translator works from.
package struct RowSource: Sendable, Hashable {
  package var key: String
  /// The source language's text (a plural's `other` form), if the catalog has one.
  package var text: String?
  package var comment: String?
}

/// One sheet in one language, as a card of the gallery draws it.
package struct PreviewCard: Sendable {
  package var sheetName: String
  /// The catalog language the card was asked for, such as "zh-Hant".
  package var language: String
  package var locale: SheetLocale
  package var formatted: FormattedSheet
  package var rows: [PreviewRow]
  /// The findings of the lint on the sheet file itself (a generic total label, too many
  /// items), shown on every card of the sheet.
  package var sheetFindings: [Finding]
  /// The card's anchor in its language's page, unique within the gallery.
  package var id: String

  /// Whether every measured line fits the profile's row.
  package var fits: Bool { formatted.overflows.isEmpty }
  /// Every finding the card shows.
  package var findings: [Finding] { sheetFindings + rows.flatMap(\.findings) }
}

/// Why a gallery cannot be made; the message names the sheet and language.
package struct PreviewError: Error, Sendable, CustomStringConvertible {
  package let message: String

  package init(_ message: String) {
    self.message = message
  }

  package var description: String { message }

}

/// Every sheet in every language, formatted, fitted to a profile, shaped for drawing, and
/// with the lint's findings on the lines it shows.
///
/// Labels are measured on the profile's `points` model exactly as the fit check measured
/// them, and each text keeps its shaped runs, so the page can draw each run with the font
/// file the model used. The findings are the linter's own, run on the catalog with the
/// gallery's sheets as its samples, as `paysheet lint` runs: a card shows those on the keys
/// its lines show in its language.
package struct Gallery: Sendable {
  package var profile: DeviceProfile
  /// The catalog as findings name it; a finding naming another file (a translator's XLIFF
  /// drawn over the catalog) shows its place.
  package var catalogName: String
  package var sheetNames: [String]
  package var languages: [String]
  /// Cards sheet by sheet within each language, languages in the order given.
  package var cards: [PreviewCard]
  /// Catalog warnings (a key that fell back to the source language), each once.
  package var warnings: [String]

  /// - Parameters:
  ///   - notes: what reading the catalog found beside it: the XLIFFs drawn over it
  ///     (`StringCatalog.overlaying(_:from:)`), whose texts' findings name them.
  ///   - lintProfiles: the profiles the lint's fit check measures on (by default the
  ///     drawn one); a line's findings include its overflows on each of them.
  ///   - configuration: the lint's rules, severities and accepted findings.
  package init(
    sheets: [PreviewSheet], languages: [String], catalog: StringCatalog,
    notes: ReadingNotes = ReadingNotes(), catalogName: String, profile: DeviceProfile,
    lintProfiles: [DeviceProfile]? = nil, configuration: LintConfiguration = LintConfiguration()
  ) throws {
    self.profile = profile
    self.catalogName = catalogName
    self.sheetNames = sheets.map(\.name)
    self.languages = languages
    let model =
      profile.model == .points
      ? PointsModel(size: profile.fontSize, fonts: profile.fontSet) : nil
    let locales = try languages.map { language in
      do {
        return (language, try SheetLocale(language))
      } catch {
        throw PreviewError("language '\(language)': \(error)")
      }
    }
    // One lint session with the gallery's sheets as its samples, as `paysheet lint` runs;
    // the fit check measures each sheet apart, so that a card shows how its own lines
    // measure, not the worst use of a key in another sheet.
    var inputs = LintInputs()
    inputs.catalogs = [(catalogName, catalog, notes)]
    inputs.sheets = sheets.map { ($0.name + ".json", $0.sheet) }
    let report = try LintSession(
      configuration: configuration, profiles: lintProfiles ?? [profile], fitScope: .eachSheet
    ).lint(inputs)
    let catalogFiles = notes.overlaidFiles.union([catalogName])
    func table(_ findings: [Finding]) -> [String: [String: [Finding]]] {
      var table: [String: [String: [Finding]]] = [:]
      for finding in findings where catalogFiles.contains(finding.file) {
        guard let language = finding.language, let key = finding.key else { continue }
        table[language, default: [:]][key, default: []].append(finding)
      }
      return table
    }
    let catalogFindings = table(report.findings)
    let fitFindings = report.overflowsBySheet.map(table)
    let sheetFindings = inputs.sheets.map { sheet in
      report.findings.filter { $0.file == sheet.path }
    }
    var cards: [PreviewCard] = []
    var warnings: [String] = []
    var usedIDs: Set<String> = []
    for (language, locale) in locales {
      for (sheetIndex, sheet) in sheets.enumerated() {
        do {
          let (formatted, unformatted) = try Self.format(
            sheet.sheet, catalog: catalog, catalogName: catalogName, locale: locale,
            profile: profile)
          for warning in formatted.warnings where !warnings.contains(warning) {
            warnings.append(warning)
          }
          var id = Self.anchor(sheet.name + "-" + language)
          if !usedIDs.insert(id).inserted {
            id = Self.anchor("\(sheet.name)-\(sheetIndex + 1)-\(language)")
            usedIDs.insert(id)
          }
          let keyed = (catalogFindings[language] ?? [:]).merging(
            fitFindings[sheetIndex][language] ?? [:], uniquingKeysWith: +)
          let rows = try formatted.lines.enumerated().map {
            (index, line) throws(PaySheetError) in
            func shaped(_ text: String?) throws(PaySheetError) -> TextMeasurement? {
              guard let model, let text else { return nil }
              return try model.measure(text, locale: locale)
            }
            return PreviewRow(
              line: line, label: try shaped(line.label), amount: try shaped(line.amount),
              detail: try shaped(line.detail),
              findings: line.textKeys.flatMap { keyed[$0] ?? [] }.sorted {
                $0.severity > $1.severity
              },
              id: "\(id)-line\(index + 1)",
              sources: line.textKeys.map { Self.source(of: $0, in: catalog) },
              unformatted: unformatted.filter { line.textKeys.contains($0.key) })
          }
          cards.append(
            PreviewCard(
              sheetName: sheet.name, language: language, locale: locale, formatted: formatted,
              rows: rows,
              sheetFindings: sheetFindings[sheetIndex].filter {
                $0.language == nil || $0.language == language
              }, id: id))
        } catch {
          throw PreviewError("\(sheet.name) in \(language): \(error)")
        }
      }
    }
    self.cards = cards
    self.warnings = warnings
  }

  /// The cards of one language, sheet by sheet.
  package func cards(in language: String) -> [PreviewCard] {
    cards.filter { $0.language == language }
  }

  /// The findings a language's page shows, each once: errors, then warnings, then notes.
  package func findings(in language: String) -> [Finding] {
    var seen = Set<Finding>()
    let all = cards(in: language).flatMap(\.findings).filter { seen.insert($0).inserted }
    return Severity.allCases.reversed().flatMap { severity in
      all.filter { $0.severity == severity }
    }
  }

  /// `sheet` formatted in `locale`, each text that cannot be filled (a translation without
  /// a placeholder the sheet fills) replaced by the text the catalog falls back to, so that
  /// the page still draws the sheet; and why each replaced key could not be formatted.
  static func format(
    _ sheet: PaymentSheet, catalog: StringCatalog, catalogName: String, locale: SheetLocale,
    profile: DeviceProfile
  ) throws(PaySheetError) -> (FormattedSheet, [String: String]) {
    var catalog = catalog
    var unformatted: [String: String] = [:]
    while true {
      do {
        let formatted = try SheetFormatter(
          catalog: catalog, catalogName: catalogName, locale: locale
        ).format(sheet, fit: FitBudget(profile: profile))
        return (formatted, unformatted)
      } catch {
        // Each pass takes one language's text of one key away; a key's source text that
        // cannot be filled either is the sheet's error, not the translation's.
        guard case .catalogText(let key, let language, let reason) = error,
          language != catalog.sourceLanguage,
          catalog.strings[key]?.localizations[language] != nil
        else { throw error }
        unformatted[key] = reason
        catalog.strings[key]?.localizations[language] = nil
      }
    }
  }

  /// The source text and comment of `key`, as a translator reads them in the catalog.
  static func source(of key: String, in catalog: StringCatalog) -> RowSource {
    let entry = catalog.strings[key]
    let localization = entry?.localizations[catalog.sourceLanguage]
    let text =
      localization?.stringUnit?.value
      ?? localization?.variations?.plural["other"]?.stringUnit?.value
    return RowSource(key: key, text: text, comment: entry?.comment)
  }

  /// The platform words (catalog keys) no device has confirmed that a language's cards show,
  /// each once: not findings, so counted apart from them.
  package func unverifiedWords(in language: String) -> [String] {
    var seen = Set<String>()
    return cards(in: language).flatMap { $0.rows.flatMap(\.line.unverified) }.filter {
      seen.insert($0).inserted
    }
  }

  /// Letters, digits, `-` and `_`; anything else becomes `_`, so the id needs no escaping.
  static func anchor(_ text: String) -> String {
    "card-"
      + String(
        text.unicodeScalars.map { scalar in
          scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-")
            ? Character(scalar) : "_"
        })
  }
}
