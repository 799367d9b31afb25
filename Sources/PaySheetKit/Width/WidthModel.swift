internal import PaySheetICU

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
  /// How ambiguous-width characters ("•", "±", "é") count.
  public enum AmbiguousWidth: String, Hashable, Sendable, Codable {
    /// Two columns in Chinese, Japanese and Korean, one elsewhere, as East Asian text draws them.
    case byLocale
    /// One column everywhere, as most Western terminals draw them.
    case narrow
  }

  public var ambiguous: AmbiguousWidth

  public init(ambiguous: AmbiguousWidth = .byLocale) {
    self.ambiguous = ambiguous
  }

  public var unit: WidthUnit { .columns }

  public func width(of text: String, locale: SheetLocale) throws(PaySheetError) -> Double {
    switch ambiguous {
    case .byLocale:
      return Double(try locale.columnWidth(of: text))
    case .narrow:
      return Double(try ColumnWidth(ambiguousIsWide: false).width(of: text))
    }
  }
}
