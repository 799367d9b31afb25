import Foundation
import PaySheetKit
import Testing

@testable import PaySheetPreview

/// The gallery opened in headless Chromium: no console errors, and the widths the browser
/// lays the texts out at agree with the points model. The browser shapes with its own copy
/// of HarfBuzz and lays out with its own font code, so agreement is an independent check.
@Suite(.enabled(if: Browser.find() != nil, Comment(rawValue: chromiumMissing)), .serialized)
struct GalleryCheckTests {
  /// The agreement the issue asks for between browser and model, per measured text.
  static let tolerance = 0.02

  @Test func everyLineOfEveryLanguageAgreesWithThePointsModel() throws {
    let browser = try #require(Browser.find())
    let catalog = try shippedCatalog()
    let profile = try shippedProfile("iphone-se")
    let gallery = try Gallery(
      sheets: try exampleSheets(), languages: Gallery.languages(of: catalog), catalog: catalog,
      catalogName: "PaymentSheet.xcstrings", profile: profile)
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = try gallery.write(to: folder)

    let clock = ContinuousClock()
    let start = clock.now
    let (measured, console) = try GalleryCheck.measure(page, browser: browser)
    print("browser check: Chromium loaded and measured the gallery in \(clock.now - start)")

    #expect(console.isEmpty, "console messages: \(console)")
    #expect(measured.errors.isEmpty, "errors the page caught: \(measured.errors)")
    let fontFiles = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("fonts").path)
    #expect(measured.fonts.count == fontFiles.count)
    for font in measured.fonts {
      #expect(font.status == "loaded", "font \(font.family) is \(font.status)")
    }

    // The labels in the page are the formatter's labels, character for character.
    for card in gallery.cards {
      let labels = measured.lines.filter { $0.card == card.id && $0.role == "label" }.map(\.text)
      #expect(labels == card.formatted.lines.map(\.label), "labels of \(card.id)")
    }

    let model = PointsModel(size: profile.fontSize, fonts: profile.fontSet)
    var worst: [String: (ratio: Double, line: GalleryMeasurements.Line, model: Double)] = [:]
    for line in measured.lines {
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
    #expect(
      measured.lines.filter { $0.role == "label" }.count
        == gallery.cards.map(\.formatted.lines.count).reduce(0, +))
    for (script, entry) in worst.sorted(by: { $0.key < $1.key }) {
      print(
        "browser check: \(script) worst label \(HTML.decimal(entry.ratio * 100, digits: 3))%: '\(entry.line.text)' in \(entry.line.lang), browser \(HTML.decimal(entry.line.width, digits: 3)) px, model \(HTML.decimal(entry.model, digits: 3)) pt"
      )
    }
  }

  @Test func spacedOutLettersAreCaughtAsDisagreements() throws {
    let browser = try #require(Browser.find())
    let catalog = try shippedCatalog()
    let profile = try shippedProfile("iphone-se")
    let gallery = try Gallery(
      sheets: try exampleSheets().prefix(1).map { $0 }, languages: ["en"], catalog: catalog,
      catalogName: "PaymentSheet.xcstrings", profile: profile)
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = try gallery.write(to: folder)
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
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = try gallery.write(to: folder)
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
