import PaySheetKit

/// Measures catalog lines against device profiles, for the `line-overflow` rule.
///
/// The linter knows nothing of fonts, amounts or row layout; whatever knows them (the fit
/// checking of PaySheetKit) answers through this, with PaySheetKit's `LineFit`.
public protocol LineFitChecker: Sendable {
  /// The profiles checked when the configuration names none.
  var defaultProfiles: [String] { get }

  /// The fit of `text`, the translation of `key` in `language`, on `profile`; nil when the
  /// key is not a line this checker measures (a detail line, a platform word on its own).
  ///
  /// - Throws: when `profile` is unknown, or the text cannot be measured.
  func fit(key: String, language: String, text: String, profile: String) throws -> LineFit?
}
