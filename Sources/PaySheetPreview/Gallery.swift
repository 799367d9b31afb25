import Foundation
import PaySheetKit

/// A sheet file to preview: its name in the gallery and its contents.
public struct PreviewSheet: Sendable {
  /// Shown as the sheet's column in the summary; the file name without `.json`.
  public var name: String
  public var sheet: PaymentSheet

  public init(name: String, sheet: PaymentSheet) {
    self.name = name
    self.sheet = sheet
  }
}

/// One drawn line of a card: the formatted line and how the `points` model shaped its texts.
public struct PreviewRow: Sendable {
  public var line: SheetLine
  public var label: TextMeasurement
  public var amount: TextMeasurement?
  public var detail: TextMeasurement?
}

/// One sheet in one language, as a card of the gallery draws it.
public struct PreviewCard: Sendable {
  public var sheetName: String
  /// The catalog language the card was asked for, such as "zh-Hant".
  public var language: String
  public var locale: SheetLocale
  public var formatted: FormattedSheet
  public var rows: [PreviewRow]
  /// The card's anchor in the page, unique within the gallery.
  public var id: String

  /// Whether every measured line fits the profile's row.
  public var fits: Bool { formatted.overflows.isEmpty }
  /// The largest excess of an overflowing line, in points; 0 when all fit.
  public var worstExcess: Double { formatted.overflows.compactMap { $0.fit?.excess }.max() ?? 0 }
}

/// Why a gallery cannot be made; the message names the sheet and language.
public struct PreviewError: Error, Sendable, CustomStringConvertible {
  public let message: String

  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }

}

/// Every sheet in every language, formatted, fitted to a profile and shaped for drawing.
///
/// Labels are measured on the profile's `points` model exactly as the fit check measured
/// them, and each text keeps its shaped runs, so the page can draw each run with the font
/// file the model used.
public struct Gallery: Sendable {
  public var profile: DeviceProfile
  public var sheetNames: [String]
  public var languages: [String]
  /// Cards sheet by sheet, languages in the order given.
  public var cards: [PreviewCard]
  /// Catalog warnings (a key that fell back to the source language), each once.
  public var warnings: [String]

  public init(
    sheets: [PreviewSheet], languages: [String], catalog: StringCatalog, catalogName: String,
    profile: DeviceProfile
  ) throws {
    guard profile.model == .points else {
      throw PreviewError(
        "profile '\(profile.name)' measures in \(profile.model.rawValue); the preview draws with fonts "
          + "and needs a profile of the points model")
    }
    self.profile = profile
    self.sheetNames = sheets.map(\.name)
    self.languages = languages
    let model = PointsModel(size: profile.fontSize, fonts: profile.fontSet)
    let locales = try languages.map { language in
      do {
        return (language, try SheetLocale(language))
      } catch {
        throw PreviewError("language '\(language)': \(error)")
      }
    }
    var cards: [PreviewCard] = []
    var warnings: [String] = []
    var usedIDs: Set<String> = []
    for (sheetIndex, sheet) in sheets.enumerated() {
      for (language, locale) in locales {
        do {
          let formatted = try SheetFormatter(
            catalog: catalog, catalogName: catalogName, locale: locale
          )
          .format(sheet.sheet, fit: FitBudget(profile: profile))
          for warning in formatted.warnings where !warnings.contains(warning) {
            warnings.append(warning)
          }
          let rows = try formatted.lines.map { (line) throws(PaySheetError) in
            PreviewRow(
              line: line, label: try model.measure(line.label, locale: locale),
              amount: try line.amount.map { (text) throws(PaySheetError) in
                try model.measure(text, locale: locale)
              },
              detail: try line.detail.map { (text) throws(PaySheetError) in
                try model.measure(text, locale: locale)
              })
          }
          var id = Self.anchor(sheet.name + "-" + language)
          if !usedIDs.insert(id).inserted {
            id = Self.anchor("\(sheet.name)-\(sheetIndex + 1)-\(language)")
            usedIDs.insert(id)
          }
          cards.append(
            PreviewCard(
              sheetName: sheet.name, language: language, locale: locale, formatted: formatted,
              rows: rows, id: id))
        } catch {
          throw PreviewError("\(sheet.name) in \(language): \(error)")
        }
      }
    }
    self.cards = cards
    self.warnings = warnings
  }

  /// Every language any key of `catalog` is translated into, sorted.
  public static func languages(of catalog: StringCatalog) -> [String] {
    var seen = Set<String>()
    for entry in catalog.strings.values { seen.formUnion(entry.localizations.keys) }
    return seen.sorted()
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
