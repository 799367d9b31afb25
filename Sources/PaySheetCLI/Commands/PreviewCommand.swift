import Foundation
import PaySheetKit
import PaySheetPreview

/// `paysheet preview`: a static HTML gallery of sheets in many languages, and its screenshot.
struct PreviewCommand: Command {
  static let name = "preview"
  static let abstract = "Write an HTML gallery of sheets in every language, overflows marked."
  static let discussion = """
    Writes DIR/index.html and the font files it uses (DIR/fonts/); the page opens from disk
    with no server. One card per sheet and language, drawn at the profile's row width and
    font size (1 CSS px = 1 pt) with the font files the points model shapes each run with,
    right-to-left languages right to left; each overflowing line is marked with its excess.
    A table on top shows, language by sheet, whether every line fits.

    Defaults: the sheets are Examples/sheets/*.json under the current folder (run in the
    package's folder, or name the files); the languages are every language of the catalog;
    the profile is iphone-se. The profile must measure in points.

    --png FILE also saves a screenshot of the gallery, taken with headless Chromium (the
    Debian package 'chromium'; PAYSHEET_CHROMIUM names another executable).
    """
  static let options: [OptionSpec] = [
    .positional(
      "SHEET.json", "Sheets to draw (default: Examples/sheets/*.json under the current folder).",
      required: false, repeatable: true),
    .value(
      "locale", "ID", "Language to show (default: every language of the catalog).",
      repeatable: true),
    CommonOptions.catalog,
    .value("profile", "NAME", "Device profile to draw and measure with (default: iphone-se)."),
    CommonOptions.profiles,
    .value("out", "DIR", "Folder to write the gallery into; created if missing.", required: true),
    .value("png", "FILE", "Also save a PNG screenshot of the gallery (needs Chromium)."),
  ]

  /// The profile the preview draws with when none is named.
  static let defaultProfile = "iphone-se"

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let out = URL(fileURLWithPath: try arguments.required("out"))
    let png = arguments.value("png").map { URL(fileURLWithPath: $0) }
    // Checked first, so that a missing browser costs no work and writes nothing.
    let browser = try png.map { _ in try Browser.required() }
    var languages: [String] = []
    for locale in arguments.values["locale"] ?? [] {
      _ = try SheetLocale(locale)
      if !languages.contains(locale) { languages.append(locale) }
    }
    let (catalog, catalogName) = try CommonOptions.catalog(arguments)
    if languages.isEmpty { languages = Gallery.languages(of: catalog) }
    let profiles =
      try arguments.value("profiles").map { try DeviceProfile.load(path: $0) }
      ?? DeviceProfile.shipped()
    let profile = try DeviceProfile.named(
      arguments.value("profile") ?? defaultProfile, in: profiles)
    let paths = try arguments.positionals.isEmpty ? defaultSheets() : arguments.positionals
    // Every unreadable sheet is reported, and the others are still previewed.
    var sheets: [PreviewSheet] = []
    var unreadable = 0
    for path in paths {
      do {
        sheets.append(
          PreviewSheet(
            name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent,
            sheet: try SheetFile.read(path)))
      } catch {
        console.printError("paysheet: error: \(error.placeAndMessage)")
        unreadable += 1
      }
    }
    guard !sheets.isEmpty else { return .usageOrInput }
    let gallery = try Gallery(
      sheets: sheets, languages: languages, catalog: catalog, catalogName: catalogName,
      profile: profile)
    for warning in gallery.warnings { console.printError("paysheet: warning: \(warning)") }
    let page = try gallery.write(to: out)
    let overflowing = gallery.cards.filter { !$0.fits }.count
    console.print(
      "\(page.path): \(gallery.cards.count) cards (\(sheets.count) sheets × \(languages.count) languages), "
        + "\(overflowing) with overflowing lines")
    if let browser, let png {
      let size = try GalleryCheck.screenshot(
        page, to: png, browser: browser, rowWidth: profile.rowWidth)
      console.print("\(png.path): \(size.width)×\(size.height) screenshot")
    }
    return unreadable > 0 ? .usageOrInput : .success
  }

  /// `Examples/sheets/*.json` under the current folder, sorted by name: the package's
  /// example sheets when the tool runs in the package, as its scripts do.
  static func defaultSheets() throws -> [String] {
    let folder = "Examples/sheets"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let sheets = names.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
    guard !sheets.isEmpty else {
      throw ValidationError(
        "no SHEET.json given and no \(folder)/*.json in the current folder; name the sheet files")
    }
    return sheets
  }
}
