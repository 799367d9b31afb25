internal import PaySheetICU

/// Which grapheme clusters are drawn as emoji pictures: the one definition both width models
/// and the font choice use.
enum Emoji {
  /// Whether `cluster` is drawn as an emoji: emoji presentation by default (UTS #51), or asked
  /// for with VARIATION SELECTOR-16, a keycap (U+20E3), or a flag's regional indicators.
  static func isPresented(_ cluster: [Unicode.Scalar]) -> Bool {
    cluster.contains(where: ICUCharacterProperties.hasEmojiPresentation)
      || cluster.contains("\u{FE0F}") || cluster.contains("\u{20E3}")
      || cluster.contains(where: ICUCharacterProperties.isRegionalIndicator)
  }
}
