import Foundation
import PaySheetKit
import PaySheetTestCorpus
import Testing

@testable import PaySheetPreview

/// The gallery opened in headless Chromium: no console errors, and the widths the browser
/// lays the texts out at agree with the points model. The browser shapes with its own copy
/// of HarfBuzz and lays out with its own font code, so agreement is an independent check.
@Suite(.enabled(if: Browser.find() != nil, Comment(rawValue: chromiumMissing)), .serialized)
struct GalleryCheckTests {
  /// The agreement the issue asks for between browser and model, per measured text.
  static let tolerance = 0.02

  /// Each language's page of the gallery of every example sheet: no console message, every
  /// line's box inside its card (a text past it only on a line marked as overflowing), every
  /// text as wide as the points model says within 2%, and a screenshot of each page.
  @Test func everyLanguagesPageIsCleanInsideItsCardsAndAgreesWithThePointsModel() throws {
    let browser = try #require(Browser.find())
    let catalog = try shippedCatalog()
    let profile = try shippedProfile("iphone-se")
    let languages = catalog.languages
    let gallery = try Gallery(
      sheets: try exampleSheets(), languages: languages, catalog: catalog,
      catalogName: "PaymentSheet.xcstrings", profile: profile)
    let folder = try TemporaryFolder.make("preview")
    defer { try? FileManager.default.removeItem(at: folder) }
    try gallery.write(to: folder)
    let fontFiles = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("fonts").path)

    let model = PointsModel(size: profile.fontSize, fonts: profile.fontSet)
    var worst: [String: (ratio: Double, line: GalleryMeasurements.Line, model: Double)] = [:]
    let clock = ContinuousClock()
    let start = clock.now
    for language in languages {
      let page = folder.appendingPathComponent(Gallery.pageName(for: language))
      let (measured, console) = try GalleryCheck.measure(
        page, browser: browser, windowWidth: GalleryCheck.windowWidth(cardWidth: gallery.cardWidth))
      #expect(console.isEmpty, "\(language): console messages: \(console)")
      #expect(measured.errors.isEmpty, "\(language): errors the page caught: \(measured.errors)")
      #expect(!measured.fonts.isEmpty)
      for font in measured.fonts {
        #expect(font.status == "loaded", "\(language): font \(font.family) is \(font.status)")
      }
      #expect(measured.fonts.count <= fontFiles.count)

      // The labels in the page are the formatter's labels, character for character.
      let cards = gallery.cards(in: language)
      for card in cards {
        let labels = measured.lines.filter { $0.card == card.id && $0.role == "label" }.map(\.text)
        #expect(labels == card.formatted.lines.map(\.label), "labels of \(card.id)")
      }
      #expect(measured.boxes.count == cards.map(\.rows.count).reduce(0, +))
      for box in measured.boxes {
        #expect(box.inside, "\(language): line \(box.id) lies outside its card")
      }
      for line in measured.lines {
        // A second line is cut with an ellipsis at the row's end, as the platform cuts it.
        #expect(
          line.inside || line.over || line.role == "detail",
          "\(language): \(line.role) '\(line.text)' of \(line.card) lies outside its card")
        let reference = try model.measure(line.text, locale: SheetLocale(line.lang))
        let difference = abs(line.width - reference.width) / max(reference.width, 1)
        #expect(
          difference <= Self.tolerance,
          "\(line.role) of '\(line.key)' in \(line.lang) (\(line.card)): '\(line.text)' is \(line.width) px in the browser, \(reference.width) pt in the points model"
        )
        guard line.role == "label" else { continue }
        let script = reference.runs.map(\.script).first { $0 != "Zyyy" && $0 != "Zsye" } ?? "Zyyy"
        if difference >= worst[script]?.ratio ?? -1 {
          worst[script] = (difference, line, reference.width)
        }
      }

      let shot = folder.appendingPathComponent("screenshot-\(language).png")
      let height = min(GalleryCheck.maximumHeight, Int(measured.height.rounded(.up)))
      try browser.screenshot(
        page, to: shot, width: GalleryCheck.windowWidth(cardWidth: gallery.cardWidth),
        height: height)
      let png = [UInt8](try Data(contentsOf: shot))
      #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(language): not a PNG")
      // The PNG's own header gives its height (bytes 20 to 23 of the IHDR chunk).
      let drawn = png.count > 24 ? png[20..<24].reduce(0) { $0 << 8 | Int($1) } : 0
      #expect(drawn == height && height > 300, "\(language): the screenshot is \(drawn) px tall")
    }
    print(
      "browser check: Chromium checked and photographed \(languages.count) pages in \(clock.now - start)"
    )
    for (script, entry) in worst.sorted(by: { $0.key < $1.key }) {
      print(
        "browser check: \(script) worst label \(WidthFigure.decimal(entry.ratio * 100, digits: 3))%: '\(entry.line.text)' in \(entry.line.lang), browser \(WidthFigure.decimal(entry.line.width, digits: 3)) px, model \(WidthFigure.decimal(entry.model, digits: 3)) pt"
      )
    }
  }

  /// A system set to dark gets the dark colours, a light one the light colours, as the
  /// page's own tables of colours say, and both load cleanly.
  @Test func thePageFollowsTheSystemsAppearance() throws {
    let browser = try #require(Browser.find())
    let gallery = try Gallery(
      sheets: try exampleSheets().prefix(2).map { $0 }, languages: ["de"],
      catalog: try shippedCatalog(), catalogName: "PaymentSheet.xcstrings",
      profile: try shippedProfile("iphone-se"))
    let folder = try TemporaryFolder.make("preview")
    defer { try? FileManager.default.removeItem(at: folder) }
    try gallery.write(to: folder)
    let page = folder.appendingPathComponent(Gallery.pageName(for: "de"))
    func rgb(_ colours: [(String, String)]) throws -> String {
      let hex = try #require(colours.first { $0.0 == "page" }?.1.dropFirst())
      let channels = stride(from: 0, to: 6, by: 2).map { offset in
        Int(hex.dropFirst(offset).prefix(2), radix: 16) ?? -1
      }
      return "rgb(\(channels.map(String.init).joined(separator: ", ")))"
    }
    for (dark, colours) in [(false, Gallery.lightColours), (true, Gallery.darkColours)] {
      let (measured, console) = try GalleryCheck.measure(page, browser: browser, dark: dark)
      #expect(console.isEmpty, "console messages: \(console)")
      #expect(measured.background == (try rgb(colours)), "dark: \(dark)")
    }
    #expect(try rgb(Gallery.lightColours) != (try rgb(Gallery.darkColours)))
  }

  /// The watch's grid page loads cleanly and draws a row of the profile's columns per line.
  @Test func theWatchsGridPageLoadsCleanly() throws {
    let browser = try #require(Browser.find())
    let catalog = try shippedCatalog()
    let gallery = try Gallery(
      sheets: try exampleSheets(), languages: ["ja", "ar"], catalog: catalog,
      catalogName: "PaymentSheet.xcstrings", profile: try shippedProfile("watch-41mm"))
    let folder = try TemporaryFolder.make("preview")
    defer { try? FileManager.default.removeItem(at: folder) }
    try gallery.write(to: folder)
    for language in gallery.languages {
      let (measured, console) = try GalleryCheck.measure(
        folder.appendingPathComponent(Gallery.pageName(for: language)), browser: browser)
      #expect(console.isEmpty, "\(language): console messages: \(console)")
      #expect(measured.errors.isEmpty)
      #expect(measured.boxes.count == gallery.cards(in: language).map(\.rows.count).reduce(0, +))
    }
  }

  @Test func spacedOutLettersAreCaughtAsDisagreements() throws {
    let browser = try #require(Browser.find())
    let catalog = try shippedCatalog()
    let profile = try shippedProfile("iphone-se")
    let gallery = try Gallery(
      sheets: try exampleSheets().prefix(1).map { $0 }, languages: ["en"], catalog: catalog,
      catalogName: "PaymentSheet.xcstrings", profile: profile)
    let folder = try TemporaryFolder.make("preview")
    defer { try? FileManager.default.removeItem(at: folder) }
    try gallery.write(to: folder)
    let page = folder.appendingPathComponent(Gallery.pageName(for: "en"))
    let html = try String(contentsOf: page, encoding: .utf8)
    try html.replacingOccurrences(of: "</style>", with: ".label { letter-spacing: 1px; }\n</style>")
      .write(to: page, atomically: true, encoding: .utf8)

    let (measured, _) = try GalleryCheck.measure(page, browser: browser)
    let model = PointsModel(size: profile.fontSize, fonts: profile.fontSet)
    let labels = measured.lines.filter { $0.role == "label" }
    #expect(!labels.isEmpty)
    for line in labels {
      let reference = try model.width(of: line.text, locale: SheetLocale(line.lang))
      #expect(
        abs(line.width - reference) / reference > Self.tolerance, "'\(line.text)' still agrees")
    }
  }

  @Test func aMissingFontAndAConsoleErrorAreReported() throws {
    let browser = try #require(Browser.find())
    let catalog = try shippedCatalog()
    let gallery = try Gallery(
      sheets: try exampleSheets().prefix(1).map { $0 }, languages: ["en"], catalog: catalog,
      catalogName: "PaymentSheet.xcstrings", profile: try shippedProfile("iphone-se"))
    let folder = try TemporaryFolder.make("preview")
    defer { try? FileManager.default.removeItem(at: folder) }
    try gallery.write(to: folder)
    let page = folder.appendingPathComponent(Gallery.pageName(for: "en"))
    let fonts = folder.appendingPathComponent("fonts")
    for file in try FileManager.default.contentsOfDirectory(atPath: fonts.path) {
      try FileManager.default.removeItem(at: fonts.appendingPathComponent(file))
    }
    let html = try String(contentsOf: page, encoding: .utf8)
    try html.replacingOccurrences(
      of: "</body>", with: "<script>console.error('something broke');</script></body>"
    )
    .write(to: page, atomically: true, encoding: .utf8)

    let (measured, console) = try GalleryCheck.measure(page, browser: browser)
    #expect(console.contains { $0.contains("something broke") })
    #expect(measured.errors.contains { $0.contains("something broke") })
    #expect(!measured.fonts.isEmpty)
    #expect(measured.fonts.allSatisfy { $0.status == "error" })
  }
}
