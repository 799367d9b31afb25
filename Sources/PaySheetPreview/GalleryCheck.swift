import Foundation

/// What the browser measured on a gallery page, as the page's own script records it.
package struct GalleryMeasurements: Decodable, Sendable {
  /// One measured text: a label, an amount or a second line.
  package struct Line: Decodable, Sendable {
    /// The card's id, such as "card-marketplace-via-ar".
    package var card: String
    /// The card's `lang`: the BCP 47 tag the text was formatted and shaped for.
    package var lang: String
    package var key: String
    /// "label", "amount" or "detail".
    package var role: String
    package var text: String
    /// The width of the text's box as the browser laid it out, in CSS px (= pt).
    package var width: Double
    /// Whether the text's box lies within its card's sheet.
    package var inside: Bool
    /// Whether the line is marked as overflowing.
    package var over: Bool
  }

  /// A line's box on the page and whether it lies within its card's sheet.
  package struct Box: Decodable, Sendable {
    package var id: String
    package var inside: Bool
  }

  /// A font face of the page and whether it loaded.
  package struct Font: Decodable, Sendable {
    package var family: String
    package var status: String
  }

  /// Script errors, failed loads and console errors and warnings the page caught.
  package var errors: [String]
  package var fonts: [Font]
  package var lines: [Line]
  package var boxes: [Box]
  /// The page's background colour as the browser computed it, such as "rgb(0, 0, 0)".
  package var background: String
  /// The document's size in CSS px at the window width it was measured in.
  package var width: Double
  package var height: Double
}

/// Reads a gallery page in the browser: what it measured and what went wrong.
package enum GalleryCheck {
  /// The window width a page is laid out in for measuring and screenshots: three cards
  /// side by side.
  package static func windowWidth(cardWidth: Double) -> Int {
    Int((3 * cardWidth + 2 * 16 + 48 + 16).rounded(.up))
  }

  /// The tallest screenshot taken; a longer gallery is cut off at the bottom.
  package static let maximumHeight = 16_384

  /// The browser's measurements of `page` and every console message it logged; `dark`
  /// asks for the page as a system set to the dark appearance shows it.
  package static func measure(
    _ page: URL, browser: Browser, windowWidth: Int = 1240, dark: Bool = false
  ) throws
    -> (measurements: GalleryMeasurements, console: [String])
  {
    let dump = try browser.dump(page, windowWidth: windowWidth, dark: dark)
    let opening = "<script type=\"application/json\" id=\"\(Gallery.measurementsID)\">"
    guard let start = dump.dom.range(of: opening),
      let end = dump.dom.range(of: "</script>", range: start.upperBound..<dump.dom.endIndex)
    else {
      throw PreviewError("the page has no measurement script element; is \(page.path) a gallery?")
    }
    let json = dump.dom[start.upperBound..<end.lowerBound]
    guard !json.isEmpty else {
      throw PreviewError(
        "the page's script recorded no measurements (it did not finish loading in the browser)"
          + (dump.consoleMessages.isEmpty
            ? "" : "; console: " + dump.consoleMessages.joined(separator: "; ")))
    }
    do {
      return (
        try JSONDecoder().decode(GalleryMeasurements.self, from: Data(json.utf8)),
        dump.consoleMessages
      )
    } catch {
      throw PreviewError("cannot read the page's measurements: \(error)")
    }
  }

  /// The size to screenshot `page` at: its full height at the gallery's window width.
  static func pageSize(of page: URL, browser: Browser, windowWidth: Int) throws -> (
    width: Int, height: Int
  ) {
    let (measurements, _) = try measure(page, browser: browser, windowWidth: windowWidth)
    return (windowWidth, min(maximumHeight, Int(measurements.height.rounded(.up))))
  }

  /// A page's screenshot, the whole page up to `maximumHeight` tall.
  package static func screenshot(_ page: URL, to file: URL, browser: Browser, cardWidth: Double)
    throws -> (
      width: Int, height: Int
    )
  {
    let width = windowWidth(cardWidth: cardWidth)
    let size = try pageSize(of: page, browser: browser, windowWidth: width)
    try browser.screenshot(page, to: file, width: size.width, height: size.height)
    return size
  }
}
