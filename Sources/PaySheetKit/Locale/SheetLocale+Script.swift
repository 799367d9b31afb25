import PaySheetICU

extension SheetLocale {
  /// The ISO 15924 code of the script the locale is written in, from CLDR's likely
  /// subtags: "uk" → Cyrl, "zh-TW" → Hant, "ja" → Jpan, "sr-Latn" → Latn.
  public var script: String { icu.maximized.script }

  /// The ISO 15924 code of a character's script: "Latn", "Cyrl", "Zyyy" for one shared by
  /// scripts (digits, punctuation), "Zinh" for a mark that takes its base's script.
  public static func script(of scalar: Unicode.Scalar) -> String {
    ICUCharacterProperties.script(scalar)
  }
}
