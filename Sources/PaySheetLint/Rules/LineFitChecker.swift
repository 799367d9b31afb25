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
  /// The label as the sheet shows it, placeholders filled; for a line that could not be
  /// judged, the catalog's text.
  public var text: String
  /// How the line measured; for a line that could not be judged, no width (0 of 0).
  public var fit: LineFit
  /// The font file the line needed and that was not found: the line was not judged.
  public var missingFont: MissingFont?
  /// What a line measured without a sheet assumed (the amount, what filled its `%@`), for
  /// its finding; nil for a line of a sheet.
  public var assumed: String?

  public init(text: String, fit: LineFit) {
    self.text = text
    self.fit = fit
  }

  /// A line that could not be judged, as a font it needs is missing.
  public init(text: String, unjudged missingFont: MissingFont) {
    self.text = text
    self.fit = LineFit(width: 0, limit: 0, unit: .points)
    self.missingFont = missingFont
  }

  /// Whether the line was measured and overflows.
  public var overflows: Bool { missingFont == nil && !fit.fits }
}

/// A font file the `points` model needs for a script and did not find.
public struct MissingFont: Sendable, Hashable, Comparable {
  /// The file looked for, at its Debian path.
  public var path: String
  /// The Debian package that installs it.
  public var package: String?

  public init(path: String, package: String?) {
    self.path = path
    self.package = package
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.path < rhs.path }
}
