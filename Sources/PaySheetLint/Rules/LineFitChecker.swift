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

  /// `fits(catalog:language:profile:)` for each language on each profile, in that order:
  /// a checker may work out once what every language and profile of a catalog share.
  func fits(catalog: StringCatalog, languages: [String], profiles: [String])
    -> [(language: String, profile: String, lines: Result<[String: MeasuredLine], any Error>)]

  /// Whether `profile` models a text size above the default, where the platform wraps a
  /// line that does not fit instead of cutting it.
  func isLargerText(profile: String) -> Bool
}

extension LineFitChecker {
  public func isLargerText(profile: String) -> Bool { false }

  public func fits(catalog: StringCatalog, languages: [String], profiles: [String])
    -> [(language: String, profile: String, lines: Result<[String: MeasuredLine], any Error>)]
  {
    languages.flatMap { language in
      profiles.map { profile in
        (
          language, profile,
          Result { try fits(catalog: catalog, language: language, profile: profile) }
        )
      }
    }
  }
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
