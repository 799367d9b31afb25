import Foundation
import PaySheetKit
import Testing

@testable import PaySheetPreview

@Suite struct GalleryPageTests {
  /// A sheet whose merchant and app names are full of HTML's special characters.
  static let markupSheet = """
    {
      "currency": "USD",
      "items": [{ "type": "item", "label": "summary.subtotal", "amount": "10.00" }],
      "total": { "merchant": "<b>Tom & \\"Jerry's\\"</b>", "via": "<script>alert(1)</script>", "amount": "10.00" }
    }
    """

  func gallery(_ json: String, languages: [String], profile: DeviceProfile) throws -> Gallery {
    try Gallery(
      sheets: [PreviewSheet(name: "markup", sheet: try PaymentSheet(json: Data(json.utf8)))],
      languages: languages,
      catalog: try shippedCatalog(), catalogName: "PaymentSheet.xcstrings", profile: profile)
  }

  func page(_ gallery: Gallery) -> String {
    var fonts = FontFiles()
    return gallery.page(fonts: &fonts)
  }

  @Test func namesAreEscapedNotMarkup() throws {
    let html = page(
      try gallery(Self.markupSheet, languages: ["en"], profile: try shippedProfile("iphone-se")))
    #expect(html.contains("&lt;B&gt;TOM &amp; &quot;JERRY&#39;S&quot;&lt;/B&gt;"))
    #expect(!html.contains("<b>"))
    #expect(!html.contains("<script>alert"))
    #expect(!html.contains("<SCRIPT>"))
  }

  @Test func rightToLeftLanguagesAreLaidOutRightToLeft() throws {
    let html = page(
      try gallery(
        Self.markupSheet, languages: ["ar", "he", "de"], profile: try shippedProfile("iphone-se")))
    #expect(html.contains("lang=\"ar\" dir=\"rtl\""))
    #expect(html.contains("lang=\"he\" dir=\"rtl\""))
    #expect(html.contains("lang=\"de\" dir=\"ltr\""))
  }

  @Test func everyLineOfANarrowRowIsMarkedAndNoneOfAWideOne() throws {
    var profile = try shippedProfile("iphone-se")
    profile.rowWidth = 20
    let narrow = page(try gallery(Self.markupSheet, languages: ["en", "ja"], profile: profile))
    // Two languages, each with a subtotal, a total and their excess markers.
    #expect(narrow.components(separatedBy: "<div class=\"excess\"").count - 1 == 4)
    #expect(narrow.components(separatedBy: "class=\"over\" href=").count - 1 == 2)
    profile.rowWidth = 2000
    let wide = page(try gallery(Self.markupSheet, languages: ["en", "ja"], profile: profile))
    #expect(!wide.contains("<div class=\"excess\""))
    #expect(wide.components(separatedBy: "class=\"fits\" href=").count - 1 == 2)
  }

  /// A card names the platform words no device confirmed under the line that shows them.
  @Test func unverifiedPlatformWordsAreMarkedOnTheirLine() throws {
    let html = page(
      try gallery(
        Self.markupSheet, languages: ["en", "de"], profile: try shippedProfile("iphone-se")))
    #expect(html.components(separatedBy: "<div class=\"unverified\"").count - 1 == 1)
    #expect(html.contains(">unverified: platform.pay</div>"))
  }

  @Test func theExcessIsWhatTheLineNeedsBeyondTheRow() throws {
    var profile = try shippedProfile("iphone-se")
    profile.rowWidth = 50
    let html = page(try gallery(Self.markupSheet, languages: ["en"], profile: profile))
    // Subtotal row: label, gap and the widest amount USD shows in English, measured here.
    let model = PointsModel(size: profile.fontSize, fonts: profile.fontSet)
    let locale = try SheetLocale("en")
    let needed =
      try model.width(of: "Subtotal", locale: locale) + profile.gap
      + model.width(of: "$9,999,999.99", locale: locale)
    #expect(html.contains(">+\(HTML.decimal(needed - 50, digits: 1)) pt</div>"))
  }

  @Test func aColumnsProfileIsRefused() throws {
    #expect(throws: PreviewError.self) {
      try gallery(Self.markupSheet, languages: ["en"], profile: try shippedProfile("watch-41mm"))
    }
  }

  @Test func anUnknownLanguageIsRefusedByName() throws {
    let error = #expect(throws: PreviewError.self) {
      try gallery(
        Self.markupSheet, languages: ["en", "xx-YY"], profile: try shippedProfile("iphone-se"))
    }
    #expect(error?.description.contains("xx-YY") == true)
  }

  @Test func eachRunIsDrawnInTheFontTheModelShapedItWith() throws {
    let gallery = try gallery(
      Self.markupSheet, languages: ["ja"], profile: try shippedProfile("iphone-se"))
    var fonts = FontFiles()
    let html = gallery.page(fonts: &fonts)
    let files = fonts.entries.map(\.fileName)
    #expect(files.contains("Inter-Regular.otf"))
    #expect(files.contains("NotoSansCJK-Regular-0.otf"))
    let cjk = try #require(fonts.entries.first { $0.fileName == "NotoSansCJK-Regular-0.otf" })
    let inter = try #require(fonts.entries.first { $0.fileName == "Inter-Regular.otf" })
    // "小計" is Han, "$10.00" has no script of its own and follows the Latin face.
    #expect(html.contains("<span class=\"\(cjk.family)\">小計</span>"))
    #expect(html.contains("<span class=\"\(inter.family)\">$10.00</span>"))
    #expect(html.contains("src: url(\"fonts/NotoSansCJK-Regular-0.otf\")"))
  }

  @Test func writingCreatesTheFolderAndWritesOnlyIntoIt() throws {
    let parent = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let folder = parent.appendingPathComponent("a/b/gallery")
    let gallery = try gallery(
      Self.markupSheet, languages: ["en", "ar"], profile: try shippedProfile("iphone-se"))
    let page = try gallery.write(to: folder)
    #expect(page == folder.appendingPathComponent("index.html"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["a"])
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == [
        "index.html", "fonts",
      ])
    let fonts = Set(
      try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("fonts").path))
    #expect(fonts == ["Inter-Regular.otf", "NotoSansArabic-Regular.ttf"])
  }
}

@Suite struct HTMLTests {
  @Test func specialCharactersAreEscaped() {
    #expect(HTML.escape("a<b>&\"c'd") == "a&lt;b&gt;&amp;&quot;c&#39;d")
    #expect(HTML.escape("ﺍلعربية \u{2068}ACME\u{2069}") == "ﺍلعربية \u{2068}ACME\u{2069}")
  }

  @Test func numbersUseAPointAndRoundHalfAway() {
    #expect(HTML.decimal(12.25, digits: 1) == "12.3")
    #expect(HTML.decimal(0.04, digits: 1) == "0.0")
    #expect(HTML.decimal(-1.5, digits: 0) == "-2")
    #expect(HTML.number(343) == "343")
    #expect(HTML.number(17.5) == "17.50")
  }
}
