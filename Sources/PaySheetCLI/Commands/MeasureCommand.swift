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
  struct Options: ParsableArguments {
    @OptionGroup var localeOption: LocaleOption
    @Option("model", "MODEL", "Width model.")
    var model: WidthUnit?
    @Option(
      "font", "FILE", "Font file for every script (points); FILE#N for face N of a collection.")
    var font: FontFace?
    @Option("size", "PT", "Font size in points (points; default 17).")
    var size: FontSize?
    @OptionGroup var fonts: FontsOption
    @Flag("verbose", "Also print each run's script, width and font file (points).")
    var verbose: Bool
    @OptionGroup var profile: ProfileOption
    @Argument("TEXT", "The text to measure.")
    var text: String

    /// The options given that only the points model reads.
    var pointsOnly: [OptionSpec] {
      [(font != nil, $font), (size != nil, $size), (fonts.folder != nil, fonts.$folder)]
        .filter(\.0).map(\.1)
    }
  }

  /// A font size in points: a positive number.
  struct FontSize: ExpressibleByArgument {
    let points: Double

    init(argument: String) throws(ValidationError) {
      guard let points = Double(argument), points.isFinite, points > 0 else {
        throw ValidationError("must be a positive number of points, not '\(argument)'")
      }
      self.points = points
    }
  }

  static func run(_ options: Options, console: Console) throws -> ExitCode {
    let text = options.text
    options.fonts.use()
    let locale = options.localeOption.locale
    let profile = try options.profile.load()
    let unit = options.model ?? profile?.model ?? .columns
    switch unit {
    case .columns:
      if let option = options.pointsOnly.first {
        throw ValidationError("'\(option.flag)' applies to the points model only")
      }
      console.print(String(try locale.columnWidth(of: text)))
    case .points:
      var model = PointsModel(
        size: profile?.fontSize ?? 17, fonts: profile?.fontSet ?? .installed)
      if let size = options.size { model.size = size.points }
      if let font = options.font { model.fonts = .single(font) }
      let measurement = try model.measure(text, locale: locale)
      guard measurement.missingGlyphs.isEmpty else {
        throw PaySheetError.missingGlyphs(measurement.missingGlyphs)
      }
      console.print(formatPoints(measurement.width))
      if options.verbose {
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

extension FontFace: ExpressibleByArgument {
  /// A font given as `FILE` or `FILE#INDEX` (a face of a `.ttc` collection).
  package init(argument: String) throws(ValidationError) {
    if let hash = argument.lastIndex(of: "#"),
      let index = Int(argument[argument.index(after: hash)...])
    {
      do {
        self = try FontFace(path: String(argument[..<hash]), index: index)
      } catch {
        throw ValidationError("\(error.reason) in '\(argument)'")
      }
      return
    }
    self = FontFace(path: argument)
  }
}
