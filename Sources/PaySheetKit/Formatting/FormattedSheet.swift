/// One line of a formatted sheet: label and amount on one row, an optional second line.
public struct SheetLine: Hashable, Sendable, Codable {
  /// What the line shows, as the sheet model names it.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    case item, discount, pending, recurring, deferred, reload, shipping, total, confirmation
  }

  public var kind: Kind
  /// The catalog key whose text is the label (a `.short` variant when that one was used).
  public var key: String
  public var label: String
  /// The formatted amount; for a pending item the platform's "Amount Pending".
  public var amount: String?
  /// The second line: a delivery estimate, an explanation, a billing date.
  public var detail: String?
  /// How the row measured against a device profile, when one was given.
  public var fit: LineFit?

  public init(
    kind: Kind, key: String, label: String, amount: String? = nil, detail: String? = nil,
    fit: LineFit? = nil
  ) {
    self.kind = kind
    self.key = key
    self.label = label
    self.amount = amount
    self.detail = detail
    self.fit = fit
  }
}

/// How one row measured: label + gap + worst-case amount against the row width.
public struct LineFit: Hashable, Sendable, Codable {
  public var width: Double
  public var limit: Double
  public var unit: WidthUnit

  public var fits: Bool { width <= limit }
  /// How much wider than the row the line is; 0 when it fits.
  public var excess: Double { max(0, width - limit) }

  public init(width: Double, limit: Double, unit: WidthUnit) {
    self.width = width
    self.limit = limit
    self.unit = unit
  }
}

/// A payment sheet's text in one locale.
public struct FormattedSheet: Hashable, Sendable {
  /// The locale dates and numbers were formatted in.
  public var locale: SheetLocale
  /// The catalog language of the text, and how it matched the customer's preferences.
  public var language: LanguageChoice
  public var currency: Currency
  public var lines: [SheetLine]
  /// Things a translator should know, such as a key that fell back to the source language.
  public var warnings: [String]

  /// The lines that do not fit the profile they were measured against.
  public var overflows: [SheetLine] { lines.filter { $0.fit.map { !$0.fits } ?? false } }
}
