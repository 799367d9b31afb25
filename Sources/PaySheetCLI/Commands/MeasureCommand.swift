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
    from Debian's fonts-inter, fonts-noto-core, fonts-noto-cjk and fonts-noto-color-emoji;
    --font uses one font file for everything. A character the font has no glyph for is an
    error naming it.

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
    CommonOptions.profile,
    CommonOptions.profiles,
    .positional("TEXT", "The text to measure."),
  ]

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let text = try arguments.single("TEXT")
    let locale = try CommonOptions.locale(arguments)
    let profile = try CommonOptions.profile(arguments)
    let unit =
      arguments.value("model").flatMap(WidthUnit.init(rawValue:)) ?? profile?.model ?? .columns
    switch unit {
    case .columns:
      for option in ["font", "size"] where arguments.value(option) != nil {
        throw ValidationError("'--\(option)' applies to the points model only")
      }
      console.print(String(try locale.columnWidth(of: text)))
    case .points:
      var model = PointsModel(size: profile?.fontSize ?? 17, fonts: profile?.fontSet ?? .debian)
      if let size = arguments.value("size") {
        guard let points = Double(size), points.isFinite, points > 0 else {
          throw ValidationError("'--size' must be a positive number of points, not '\(size)'")
        }
        model.size = points
      }
      if let font = arguments.value("font") {
        model.fonts = .single(try CommonOptions.fontFace(font))
      }
      console.print(formatPoints(try model.width(of: text, locale: locale)))
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
