import PaySheetICU

/// The unit a width model measures in.
public enum WidthUnit: String, Sendable, Hashable, Codable, CaseIterable {
  /// Terminal-style columns: grapheme clusters weighted by East Asian Width.
  case columns
  /// Typographic points of shaped text in a real font at a size.
  case points
}

/// A way of measuring how wide a text is drawn.
///
/// A line fits when label + gap + amount ≤ a profile's row width, all in one model's unit.
public protocol WidthModel: Sendable {
  var unit: WidthUnit { get }
  /// The width of `text` as drawn in `locale` (which decides ambiguous widths and fonts).
  func width(of text: String, locale: SheetLocale) throws(PaySheetError) -> Double
}

/// The `columns` model: deterministic and font-free, for watch-size budgets and terminals.
public struct ColumnsModel: WidthModel, Hashable {
  public init() {}

  public var unit: WidthUnit { .columns }

  public func width(of text: String, locale: SheetLocale) throws(PaySheetError) -> Double {
    Double(try locale.columnWidth(of: text))
  }
}
