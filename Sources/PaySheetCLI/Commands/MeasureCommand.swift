import PaySheetKit

/// `paysheet measure`: the width of a text in a width model.
struct MeasureCommand: Command {
  static let name = "measure"
  static let abstract = "Print the width of a text."
  static let discussion = """
    columns: grapheme clusters weighted by East Asian Width (wide and fullwidth 2, emoji 2,
    marks and zero-width characters 0, ambiguous 1, or 2 in Chinese, Japanese and Korean).
    Printed as an integer.

    points: the text shaped by HarfBuzz with real fonts at --size points (default 17), as
    the sum of the glyphs' advances, printed with two decimals. Fonts are chosen per script
    from the files of Debian's fonts-inter, fonts-noto-core, fonts-noto-cjk and
    fonts-noto-color-emoji, looked for by name in --fonts DIR, then in the folders of
    PAYSHEET_FONTS (separated by ':'), then in the system's font folders (/usr/share/fonts,
    /usr/local/share/fonts, ~/.local/share/fonts, ~/.fonts, searched through), then among
    the files fontconfig knows; --font uses one font file for everything. A character the
    font has no glyph for, or a font file found nowhere, is an error naming it. --verbose
    prints, after the width, each run of text with its script, width and font file.

    --profile takes the model, size and fonts of a device profile; --model, --size and
    --font given with it win. --profiles reads profiles from FILE instead of the shipped
    DeviceProfiles.json.
    """
  static let options: [OptionSpec] = [
    CommonOptions.locale,
    .value("model", "MODEL", "Width model.", choices: WidthUnit.allCases.map(\.rawValue)),
    .value(
      "font", "FILE", "Font file for every script (points); FILE#N for face N of a collection."),
    .value("size", "PT", "Font size in points (points; default 17)."),
    CommonOptions.fonts,
    .flag("verbose", "Also print each run's script, width and font file (points)."),
    CommonOptions.profile,
    CommonOptions.profiles,
    .positional("TEXT", "The text to measure."),
  ]

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let text = try arguments.single("TEXT")
    try CommonOptions.useFonts(arguments)
    let locale = try CommonOptions.locale(arguments)
    let profile = try CommonOptions.profile(arguments)
    let unit =
      arguments.value("model").flatMap(WidthUnit.init(rawValue:)) ?? profile?.model ?? .columns
    switch unit {
    case .columns:
      for option in ["font", "size", "fonts"] where arguments.value(option) != nil {
        throw ValidationError("'--\(option)' applies to the points model only")
      }
      console.print(String(try locale.columnWidth(of: text)))
    case .points:
      var model = PointsModel(
        size: profile?.fontSize ?? 17, fonts: profile?.fontSet ?? .installed)
      if let size = arguments.value("size") {
        guard let points = Double(size), points.isFinite, points > 0 else {
          throw ValidationError("'--size' must be a positive number of points, not '\(size)'")
        }
        model.size = points
      }
      if let font = arguments.value("font") {
        model.fonts = .single(try CommonOptions.fontFace(font))
      }
      let measurement = try model.measure(text, locale: locale)
      guard measurement.missingGlyphs.isEmpty else {
        throw PaySheetError.missingGlyphs(measurement.missingGlyphs)
      }
      console.print(formatPoints(measurement.width))
      if arguments.flag("verbose") {
        for run in measurement.runs {
          console.print(
            "\(run.script)\t\(formatPoints(run.width))\t\(run.font)\t\(TerminalText.visible(run.text))"
          )
        }
      }
    }
    return .success
  }

  /// Two decimals, rounded half away from zero, without Foundation's locale-dependent formatting.
  static func formatPoints(_ value: Double) -> String {
    let hundredths = Int64((value * 100).rounded())
    let fraction = String(hundredths % 100)
    return "\(hundredths / 100)." + (fraction.count == 1 ? "0" + fraction : fraction)
  }
}
