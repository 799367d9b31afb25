internal import PaySheetICU

extension SheetLocale {
  /// The catalog languages to try for this locale, most specific first.
  ///
  /// "de-CH" tries de-CH then de; "zh-TW" tries zh-TW, zh-Hant-TW, zh-Hant; "es-MX" tries
  /// es-MX then es-419 (CLDR's parent for Latin American Spanish) then es; "pt-AO" tries
  /// pt-PT before pt; "pt" alone tries pt-BR, its likely region; "no" and "nn" try nb, the
  /// Norwegian that Apple's systems ship; "en-AU" tries en-GB before en, as CLDR's
  /// en-001 groups every English but the United States'.
  public var catalogLanguageCandidates: [String] {
    let likely = icu.maximized
    let region = icu.region.isEmpty ? likely.region : icu.region
    var candidates = [identifier]
    func add(_ parts: String...) {
      let tag = parts.filter { !$0.isEmpty }.joined(separator: "-")
      if !candidates.contains(tag) { candidates.append(tag) }
    }
    add(language, likely.script, region)
    add(language, region)
    add(language, likely.script)
    if language == "no" || language == "nn" {
      add("nb", region)
      add("nb")
    }
    if language == "en", !region.isEmpty, !Self.americanEnglish.contains(region) {
      add("en", "GB")
    }
    if language == "es", !region.isEmpty, region != "ES", Self.latinAmerica.contains(region) {
      add("es", "419")
    }
    if language == "pt", !region.isEmpty, region != "BR" { add("pt", "PT") }
    if language == "zh", region == "MO" { add("zh", "HK") }
    add(language)
    return candidates
  }

  /// Regions whose English CLDR does not group under en-001: the United States and its
  /// territories.
  private static let americanEnglish: Set<String> = ["US", "AS", "GU", "MP", "PR", "UM", "VI"]

  /// Regions whose Spanish CLDR groups under es-419.
  private static let latinAmerica: Set<String> = [
    "419", "AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI", "PA",
    "PE", "PR", "PY", "SV", "US", "UY", "VE",
  ]
}
