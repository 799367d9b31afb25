import Foundation
import PaySheetCLI
import PaySheetKit
import PaySheetLint
import PaySheetPreview

/// `paysheet preview`: a static HTML gallery of sheets in many languages, and its screenshot.
struct PreviewCommand: Command {
  static let name = "preview"
  static let abstract =
    "Write an HTML gallery of sheets, a page per language, every lint finding on its line."
  static let discussion = """
    Writes DIR/index.html, which lists the languages with their counts of errors and
    warnings, each linking to its first problem; a page per language, DIR/LANG.html, with a
    summary of its findings on top and a card per sheet; and the font files the pages use
    (DIR/fonts/, cut down to the characters drawn). The pages open from disk with no server.

    A card is drawn as the payment sheet: the card, shipping and contact rows (neutral
    placeholders), the app's lines, the total and the pay button, at the profile's row width
    and font size (1 CSS px = 1 pt) with the font files the points model shapes each run
    with; right-to-left languages run right to left; light or dark as the system is, with a
    switch. Each line shows every lint finding on the catalog keys it shows (the rules of
    paysheet lint, with .paysheet.json from the current folder, the sample sheets being the
    ones previewed, the fit check on every profile of the profiles file), and an
    overflowing line its excess. A profile of the columns model (watch-41mm) is drawn as a
    grid of its columns.

    Defaults: the sheets are Examples/sheets/*.json under the current folder (run in the
    package's folder, or name the files); the languages are every language of the catalog;
    the profile is iphone-se.

    --with FILE.xliff|DIR.xcloc draws a translator's file over the catalog before it is
    imported: each <target> is the text in its language, as 'paysheet catalog import' would
    merge it, but nothing is written but the gallery. The pages are then the XLIFF's target
    languages (unless --language names others), and a finding on a text of the XLIFF names
    that file, the line and column of the <target> and the trans-unit.

    --png FILE also saves a screenshot of each language's page, taken with headless Chromium
    (the Debian package 'chromium'; PAYSHEET_CHROMIUM names another executable): FILE itself
    for one language, else FILE with the language before its extension (gallery-ja.png).
    --fail-on-overflow makes the exit code 1 when a line overflows the profile's row.
    """
  struct Options: ParsableArguments {
    @Argument(
      "SHEET.json", "Sheets to draw (default: Examples/sheets/*.json under the current folder).")
    var sheets: [String]
    @OptionGroup var languages: LanguageOption
    @OptionGroup var catalog: CatalogOption
    @Option(
      "with", "FILE",
      "A translator's XLIFF (.xliff) or Localization Catalog (.xcloc) to draw over the catalog, not imported."
    )
    var with: String?
    @Option("profile", "NAME", "Device profile to draw and measure with (default: iphone-se).")
    var profile = "iphone-se"
    @OptionGroup var profiles: ProfilesFileOption
    @OptionGroup var fonts: FontsOption
    @Option("out", "DIR", "Folder to write the gallery into; created if missing.")
    var out: String
    @Option("png", "FILE", "Also save a PNG screenshot of each language's page (needs Chromium).")
    var png: String?
    @OptionGroup var overflow: OverflowOption
  }

  static func run(_ options: Options, console: Console) throws -> ExitCode {
    let out = URL(fileURLWithPath: options.out)
    let png = options.png.map { URL(fileURLWithPath: $0) }
    // Checked first, so that a missing browser costs no work and writes nothing.
    let browser = try png.map { _ in try Browser.required() }
    var (catalog, notes, catalogName) = try options.catalog.load()
    var drawn: [String] = []
    if let input = options.with {
      let overlaid: ReadingNotes
      (catalog, overlaid, drawn) = try overlay(
        input, on: catalog, named: options.catalog.path, console: console)
      notes.add(overlaid)
    }
    let named = try options.languages.resolve(in: [catalog])
    for warning in named.warnings { console.printError("paysheet: warning: \(warning)") }
    let languages =
      !named.shown.isEmpty ? named.shown : drawn.isEmpty ? catalog.languages : drawn
    let profiles = try options.profiles.load()
    let profile = try DeviceProfile.named(options.profile, in: profiles)
    options.fonts.use()
    CommonOptions.warnIfShaperMissing(profiles, console: console)
    // A language not translated yet must have translations: each line shows as missing.
    let configuration = try CommonOptions.requiring(
      named.new, in: CommonOptions.currentConfiguration())
    let paths = try options.sheets.isEmpty ? defaultSheets() : options.sheets
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
      sheets: sheets, languages: languages, catalog: catalog, notes: notes,
      catalogName: catalogName, profile: profile, lintProfiles: profiles,
      configuration: configuration)
    for warning in gallery.warnings { console.printError("paysheet: warning: \(warning)") }
    let index = try gallery.write(to: out)
    let overflowing = gallery.cards.filter { !$0.fits }.count
    let findings = languages.map { gallery.findings(in: $0) }.joined()
    let counts = Severity.allCases.reversed().map { severity in
      let count = findings.filter { $0.severity == severity }.count
      return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
    }
    let unverified = languages.reduce(0) { $0 + gallery.unverifiedWords(in: $1).count }
    console.print(
      "\(index.path): \(languages.count) \(languages.count == 1 ? "page" : "pages"), "
        + "\(gallery.cards.count) cards (\(sheets.count) sheets × \(languages.count) languages), "
        + "\(overflowing) with overflowing lines; \(counts.joined(separator: ", "))"
        + (unverified == 0
          ? ""
          : "; \(unverified) unverified platform \(unverified == 1 ? "word" : "words") (no device confirmed them)")
    )
    if let browser, let png {
      for language in languages {
        let file = languages.count == 1 ? png : screenshotFile(png, language: language)
        let size = try GalleryCheck.screenshot(
          out.appendingPathComponent(Gallery.pageName(for: language)), to: file, browser: browser,
          cardWidth: gallery.cardWidth)
        console.print("\(file.path): \(size.width)×\(size.height) screenshot of \(language)")
      }
    }
    if unreadable > 0 { return .usageOrInput }
    return options.overflow.failOnOverflow && overflowing > 0 ? .findings : .success
  }

  /// `catalog` with the translations of the XLIFF or `.xcloc` at `input` drawn over it, in
  /// memory, with the notes of the texts each gave, and the target languages they are in;
  /// keys the catalog lacks are named, as the import names them.
  static func overlay(
    _ input: String, on catalog: StringCatalog, named path: String?, console: Console
  ) throws -> (StringCatalog, ReadingNotes, [String]) {
    var drawn = catalog
    var notes = ReadingNotes()
    var languages: [String] = []
    for (file, xliff) in try ExchangeInput.files(
      input, forCatalog: path ?? "PaymentSheet.xcstrings")
    {
      let merge = drawn.overlaying(xliff, from: file)
      drawn = merge.catalog
      notes.add(merge.notes)
      for key in merge.unknownKeys {
        console.printError(
          "\(file): warning: key '\(Quote.value(key))' is not in the catalog; not drawn")
      }
      if let language = xliff.targetLanguage, !languages.contains(language) {
        languages.append(language)
      }
    }
    return (drawn, notes, languages)
  }

  /// `FILE` with the language before its extension: "shots/gallery.png" → "shots/gallery-ja.png".
  static func screenshotFile(_ file: URL, language: String) -> URL {
    let stem = file.deletingPathExtension().lastPathComponent
    let name = Gallery.pageName(for: language).dropLast(5)
    let ext = file.pathExtension.isEmpty ? "png" : file.pathExtension
    return file.deletingLastPathComponent().appendingPathComponent("\(stem)-\(name).\(ext)")
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
