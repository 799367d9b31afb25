internal import PaySheetICU

extension SheetLocale {
  /// The ISO 15924 code of the script the locale is written in, from CLDR's likely
  /// subtags: "uk" → Cyrl, "zh-TW" → Hant, "ja" → Jpan, "sr-Latn" → Latn.
  public var script: String { icu.maximized.script }

  /// The ISO 15924 code of a character's script: "Latn", "Cyrl", "Zyyy" for one shared by
  /// scripts (digits, punctuation), "Zinh" for a mark that takes its base's script.
  public static func script(of scalar: Unicode.Scalar) -> String {
    ICUCharacterProperties.script(scalar)
  }

  /// A script's English name for messages, from its ISO 15924 code: ICU's Unicode name
  /// with "script" ("Cyrl" → "Cyrillic script"), and for the four codes that are writing
  /// systems rather than Unicode scripts, which ICU names only by their code, the words
  /// CLDR's English uses ("Hant" → "Traditional Chinese characters").
  public static func scriptName(_ code: String) -> String {
    switch code {
    case "Hans": "Simplified Chinese characters"
    case "Hant": "Traditional Chinese characters"
    case "Jpan": "Japanese script"
    case "Kore": "Korean script"
    default: "\(ICUNames.scriptName(code)) script"
    }
  }
}
