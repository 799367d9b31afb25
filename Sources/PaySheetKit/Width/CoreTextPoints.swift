// The `points` model on Apple's systems. Linux shapes with HarfBuzz on font files
// (PointsModel.swift); exactly one of the two is compiled.
#if canImport(CoreText)
  import CoreText
  import Foundation
  internal import PaySheetICU

  /// The `points` model on Apple's systems: text laid out by Core Text in the system font
  /// (SF Pro, the payment sheet's own font) at a size, in the body style's regular weight, with
  /// the system's fallback fonts for scripts SF Pro lacks.
  ///
  /// It has the name and members of the HarfBuzz model that Linux builds (`unit` and
  /// `width(of:locale:)` are theirs in common, in PointsModel.swift), so the formatter, the
  /// lint and the preview measure with it unchanged. A `FontSet` is kept for that sameness and
  /// is not read: the font files it names stand in for the system font on Linux. Kerning,
  /// ligatures and Arabic joining count, as Core Text applies them; the language decides
  /// locale-specific forms and the fallback for Han characters.
  public struct PointsModel: WidthModel, Hashable {
    /// The font size in points (one em).
    public var size: Double
    /// Not read on Apple's systems: the system font is measured instead.
    public var fonts: FontSet

    public init(size: Double, fonts: FontSet = .debian) {
      self.size = size
      self.fonts = fonts
    }

    /// The width in points with the runs Core Text laid the text out in, each with the font
    /// file it drew from, and any characters it could only draw with the LastResort font.
    public func measure(_ text: String, locale: SheetLocale) throws(PaySheetError)
      -> TextMeasurement
    {
      guard size.isFinite, size > 0 else {
        throw .invalidNumber(
          String(size), reason: "a font size must be a positive number of points")
      }
      let language = locale.identifier
      guard
        let font = CTFontCreateUIFontForLanguage(.system, CGFloat(size), language as CFString)
      else {
        throw .invalidFont(path: "the system font", reason: "Core Text has no system font")
      }
      let attributes: [NSAttributedString.Key: Any] = [
        NSAttributedString.Key(kCTFontAttributeName as String): font,
        NSAttributedString.Key(kCTLanguageAttributeName as String): language,
      ]
      let line = CTLineCreateWithAttributedString(
        NSAttributedString(string: text, attributes: attributes) as CFAttributedString)
      // Scalar offsets of UTF-16 offsets, which Core Text's ranges count in.
      var scalars: [Unicode.Scalar] = []
      var scalarAt: [Int] = []
      for scalar in text.unicodeScalars {
        for _ in 0..<scalar.utf16.count { scalarAt.append(scalars.count) }
        scalars.append(scalar)
      }
      scalarAt.append(scalars.count)
      var measurement = TextMeasurement(
        width: CTLineGetTypographicBounds(line, nil, nil, nil), runs: [], missingGlyphs: [])
      let runs = (CTLineGetGlyphRuns(line) as? [CTRun]) ?? []
      for run in runs {
        let range = CTRunGetStringRange(run)
        let first = scalarAt[min(max(range.location, 0), scalarAt.count - 1)]
        let end = scalarAt[min(max(range.location + range.length, 0), scalarAt.count - 1)]
        let runScalars = scalars[first..<max(first, end)]
        let runFont = Self.font(of: run) ?? font
        let face = Self.face(of: runFont)
        var runText = String.UnicodeScalarView()
        runText.append(contentsOf: runScalars)
        measurement.runs.append(
          ShapedRun(
            text: String(runText), script: Self.script(of: runScalars), font: face,
            rightToLeft: CTRunGetStatus(run).contains(.rightToLeft),
            width: CTRunGetTypographicBounds(run, CFRange(location: 0, length: 0), nil, nil, nil)))
        // LastResort draws a box for a character no installed font has.
        if CTFontCopyPostScriptName(runFont) as String == "LastResort" {
          for (offset, scalar) in zip(runScalars.indices, runScalars) {
            measurement.missingGlyphs.append(
              MissingGlyph(character: String(Character(scalar)), scalarOffset: offset, font: face))
          }
        }
      }
      return measurement
    }

    /// The font Core Text drew a run with: the system font, or a fallback it chose.
    private static func font(of run: CTRun) -> CTFont? {
      let attributes = CTRunGetAttributes(run) as NSDictionary
      guard let value = attributes[kCTFontAttributeName as String] else { return nil }
      let object = value as AnyObject
      guard CFGetTypeID(object) == CTFontGetTypeID() else { return nil }
      return (object as! CTFont)
    }

    /// The font's file, as the preview embeds it; its PostScript name when it has no file.
    private static func face(of font: CTFont) -> FontFace {
      if let url = CTFontCopyAttribute(font, kCTFontURLAttribute) as? URL {
        return FontFace(path: url.path)
      }
      return FontFace(path: CTFontCopyPostScriptName(font) as String)
    }

    /// The ISO 15924 code of the run's first character with a script of its own.
    private static func script(of scalars: ArraySlice<Unicode.Scalar>) -> String {
      for scalar in scalars {
        let code = ICUCharacterProperties.script(scalar)
        if code != "Zyyy", code != "Zinh" { return code }
      }
      return scalars.first.map(ICUCharacterProperties.script) ?? "Zyyy"
    }
  }
#endif
