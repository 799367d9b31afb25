import PaySheetKit

/// Measures a catalog's lines against device profiles, for the `line-overflow` rule.
///
/// The linter knows nothing of fonts, amounts or row layout; whatever knows them answers
/// through this, with PaySheetKit's `LineFit`.
public protocol LineFitChecker: Sendable {
  /// The profiles checked when the configuration names none.
  var defaultProfiles: [String] { get }

  /// Every line the checker can build from `catalog` in `language` on `profile`, by the
  /// catalog key whose text the line shows (the `.short` key where the formatter fell back
  /// to it); keys the checker builds no line from are absent.
  ///
  /// - Throws: when `profile` is unknown, or a line cannot be measured.
  func fits(catalog: StringCatalog, language: String, profile: String) throws -> [String:
    MeasuredLine]

  /// Whether `profile` models a text size above the default, where the platform wraps a
  /// line that does not fit instead of cutting it.
  func isLargerText(profile: String) -> Bool
}

extension LineFitChecker {
  public func isLargerText(profile: String) -> Bool { false }
}

/// A line as shown, with how it measured.
public struct MeasuredLine: Sendable, Hashable {
  /// The label as the sheet shows it, placeholders filled.
  public var text: String
  public var fit: LineFit

  public init(text: String, fit: LineFit) {
    self.text = text
    self.fit = fit
  }
}
