import PaySheetKit

/// How wide one line of a sheet is on a device profile, and how much room the row has.
public struct LineFit: Sendable, Hashable {
  /// The whole line as the customer sees it: label, gap and the widest amount.
  public var width: Double
  /// The row width of the profile.
  public var limit: Double
  /// "columns" or "pt", for messages.
  public var unit: String

  public init(width: Double, limit: Double, unit: String) {
    self.width = width
    self.limit = limit
    self.unit = unit
  }

  public var excess: Double { width - limit }
  public var overflows: Bool { width > limit }
}

/// Measures catalog lines against device profiles, for the `line-overflow` rule.
///
/// The linter knows nothing of fonts, amounts or row layout; whatever knows them (the fit
/// checking of PaySheetKit) answers through this.
public protocol LineFitChecker: Sendable {
  /// The profiles checked when the configuration names none.
  var defaultProfiles: [String] { get }

  /// The fit of `text`, the translation of `key` in `language`, on `profile`; nil when the
  /// key is not a line this checker measures (a detail line, a platform word on its own).
  ///
  /// - Throws: when `profile` is unknown, or the text cannot be measured.
  func fit(key: String, language: String, text: String, profile: String) throws -> LineFit?
}
