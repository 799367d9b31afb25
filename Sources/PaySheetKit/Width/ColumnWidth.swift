internal import PaySheetICU

/// The `columns` width model: grapheme clusters weighted by East Asian Width.
///
/// Deterministic and font-free, like a terminal: a wide or fullwidth cluster takes two
/// columns, an emoji shown as emoji takes two, a cluster of marks or format characters
/// alone takes none, an ambiguous character takes one, or two in Chinese, Japanese and
/// Korean text. A cluster's width is that of its first character, since marks, joiners and
/// Hangul vowel and final jamo ride on it.
package struct ColumnWidth: Sendable {
  package let ambiguousIsWide: Bool

  package init(ambiguousIsWide: Bool) {
    self.ambiguousIsWide = ambiguousIsWide
  }

  init(locale: ICULocale) {
    self.init(ambiguousIsWide: locale.usesWideAmbiguousCharacters)
  }

  /// The width of `text` in columns.
  package func width(of text: String) throws(PaySheetError) -> Int {
    // Below U+0300 no scalar joins the one before it in a cluster (the first combining mark
    // is U+0300; CR LF is one cluster, but both take no column), so Latin-1 and Latin
    // Extended text is measured scalar by scalar, without ICU's break iterator and an
    // array per cluster, which cost 1,800 instructions a cluster.
    if text.unicodeScalars.allSatisfy({ $0.value < 0x300 }) {
      var total = 0
      for scalar in text.unicodeScalars { total += width(ofBase: scalar) }
      return total
    }
    var total = 0
    for cluster in try Self.clusters(text) { total += width(ofCluster: cluster) }
    return total
  }

  /// The grapheme clusters of `text` with the columns each takes: the cells a grid of
  /// columns draws, counted as `width(of:)` counts them.
  package func cells(of text: String) throws(PaySheetError) -> [(text: String, columns: Int)] {
    try Self.clusters(text).map { cluster in
      var scalars = String.UnicodeScalarView()
      scalars.append(contentsOf: cluster)
      return (String(scalars), width(ofCluster: cluster))
    }
  }

  private static func clusters(_ text: String) throws(PaySheetError) -> [[Unicode.Scalar]] {
    guard let breaker = ICUGraphemeBreaker.shared else {
      throw .icu(
        ICUFailure(
          operation: "open a character break iterator", status: 2,
          name: "U_MISSING_RESOURCE_ERROR"))
    }
    return try wrapICU { () throws(ICUError) in try breaker.clusters(text) }
  }

  /// The width of one grapheme cluster.
  package func width(ofCluster cluster: [Unicode.Scalar]) -> Int {
    guard let base = cluster.first else { return 0 }
    if Emoji.isPresented(cluster) { return 2 }
    return width(ofBase: base)
  }

  /// The width of a cluster not drawn as emoji, by its first scalar.
  private func width(ofBase base: Unicode.Scalar) -> Int {
    if base.value >= 0x20, base.value < 0x7F { return 1 }
    switch ICUCharacterProperties.eastAsianWidth(base) {
    case .wide, .fullwidth: return 2
    case .ambiguous where !ICUCharacterProperties.isZeroWidth(base): return ambiguousIsWide ? 2 : 1
    default: return ICUCharacterProperties.isZeroWidth(base) ? 0 : 1
    }
  }
}
