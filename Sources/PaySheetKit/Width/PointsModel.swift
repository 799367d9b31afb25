internal import PaySheetICU

// Apple's systems measure with Core Text instead (CoreTextPoints.swift), and do not build
// HarfBuzz.
#if !canImport(CoreText)
  internal import PaySheetHarfBuzz

  /// The `points` model: text shaped by HarfBuzz on real font files at a size.
  ///
  /// Kerning, ligatures, Arabic joining and Indic reordering count because the shaper applies
  /// them; the width is the sum of the shaped glyphs' advances, scaled from font units to
  /// points. Fonts are chosen per script run (see `FontSet`) and opened once per process.
  public struct PointsModel: WidthModel, Hashable {
    /// The font size in points (one em).
    public var size: Double
    public var fonts: FontSet

    public init(size: Double, fonts: FontSet = .installed) {
      self.size = size
      self.fonts = fonts
    }

    /// The width in points with the runs it was shaped in and any glyphs the fonts lack.
    public func measure(_ text: String, locale: SheetLocale) throws(PaySheetError)
      -> TextMeasurement
    {
      if let reason = Self.unavailableReason { throw .shaperUnavailable(reason: reason) }
      guard size.isFinite, size > 0 else {
        throw .invalidNumber(
          String(size), reason: "a font size must be a positive number of points")
      }
      guard let breaker = ICUGraphemeBreaker.shared else {
        throw .icu(
          ICUFailure(
            operation: "open a character break iterator", status: 2,
            name: "U_MISSING_RESOURCE_ERROR"))
      }
      let clusters = try wrapICU { () throws(ICUError) in try breaker.clusters(text) }
      let scalars: [Unicode.Scalar] = clusters.flatMap { $0 }
      let values = scalars.map { $0.value }
      var splitter = FontRunSplitter(fonts: fonts, language: locale.identifier)
      let runs = try splitter.runs(of: clusters)
      var measurement = TextMeasurement(width: 0, runs: [], missingGlyphs: [])
      for run in runs {
        let font = try FontRunSplitter.font(run.face)
        let shaped = font.shape(
          values, range: run.range, script: run.script, language: locale.identifier,
          rightToLeft: run.rightToLeft)
        let width = Double(shaped.advance) * size / Double(font.unitsPerEm)
        measurement.width += width
        var runText = String.UnicodeScalarView()
        runText.append(contentsOf: scalars[run.range])
        measurement.runs.append(
          ShapedRun(
            text: String(runText), script: run.script, font: run.face, rightToLeft: run.rightToLeft,
            width: width))
        for offset in Set(shaped.missingClusters).sorted() {
          measurement.missingGlyphs.append(
            MissingGlyph(
              character: String(Character(scalars[offset])), scalarOffset: offset, font: run.face))
        }
      }
      return measurement
    }
  }

  extension PointsModel {
    /// Why text cannot be shaped in this process (HarfBuzz, loaded at run time, is not
    /// installed or too old), in one line; nil when it can.
    public static var unavailableReason: String? { HarfBuzzLibrary.unavailableReason }
  }
#else
  extension PointsModel {
    /// Always nil: Core Text is part of the system.
    public static var unavailableReason: String? { nil }
  }
#endif

// The members both platforms' `PointsModel` share.
extension PointsModel {
  public var unit: WidthUnit { .points }

  /// The width in points; a character no chosen font has a glyph for is an error, not a guess.
  public func width(of text: String, locale: SheetLocale) throws(PaySheetError) -> Double {
    let measurement = try measure(text, locale: locale)
    guard measurement.missingGlyphs.isEmpty else { throw .missingGlyphs(measurement.missingGlyphs) }
    return measurement.width
  }
}

/// A text's width in the `points` model and how it was reached.
public struct TextMeasurement: Sendable, Hashable {
  /// The sum of the runs' widths, in points.
  public var width: Double
  /// The runs in logical order, each shaped with one font.
  public var runs: [ShapedRun]
  /// Characters drawn as `.notdef` because their run's font has no glyph for them; their
  /// `.notdef` advance is in `width`, so a measurement with missing glyphs is not a width.
  public var missingGlyphs: [MissingGlyph]
}

/// A run of text shaped with one font.
public struct ShapedRun: Sendable, Hashable {
  public var text: String
  /// The ISO 15924 code the shaper was given, such as "Arab"; "Zsye" for emoji.
  public var script: String
  public var font: FontFace
  public var rightToLeft: Bool
  /// The run's advance in points.
  public var width: Double
}

/// A character the chosen font has no glyph for.
public struct MissingGlyph: Sendable, Hashable, CustomStringConvertible {
  public var character: String
  /// Where the character is in the text, in Unicode scalars.
  public var scalarOffset: Int
  public var font: FontFace

  public var description: String {
    let code = character.unicodeScalars.map(Quote.code)
    let shown =
      character.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control }
      ? "'\(character)' " : ""
    return
      "no glyph for \(shown)(\(code.joined(separator: " "))) at scalar \(scalarOffset) in font \(font)"
  }
}
