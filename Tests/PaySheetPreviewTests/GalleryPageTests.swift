import Foundation
import PaySheetKit
import PaySheetLint
import PaySheetTestCorpus
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

  /// Every language's page, one after the other.
  func page(_ gallery: Gallery) -> String {
    var fonts = FontFiles()
    return gallery.languages.map { gallery.page(for: $0, fonts: &fonts) }.joined()
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
    profile = try profile.withRowWidth(20)
    let narrow = page(try gallery(Self.markupSheet, languages: ["en", "ja"], profile: profile))
    // Two languages, each with a subtotal, a total and their excess markers.
    #expect(narrow.components(separatedBy: "<div class=\"excess\"").count - 1 == 4)
    #expect(narrow.components(separatedBy: "<section class=\"card over\"").count - 1 == 2)
    profile = try profile.withRowWidth(2000)
    let wide = page(try gallery(Self.markupSheet, languages: ["en", "ja"], profile: profile))
    #expect(!wide.contains("<div class=\"excess\""))
    #expect(wide.components(separatedBy: "<section class=\"card\"").count - 1 == 2)
  }

  /// A card names the platform words no device confirmed under the line that shows them.
  @Test func unverifiedPlatformWordsAreMarkedOnTheirLine() throws {
    let html = page(
      try gallery(
        Self.markupSheet, languages: ["en", "de"], profile: try shippedProfile("iphone-se")))
    #expect(html.components(separatedBy: "<div class=\"unverified\"").count - 1 == 1)
    #expect(html.contains(">unverified: platform.pay</div>"))
  }

  /// A German total that lacks the app's placeholder still gets its page: the line is drawn
  /// from the text the catalog falls back to, with the placeholder finding and the reason,
  /// and every line can show its source text and comment.
  @Test func aLineThatCannotBeFormattedIsDrawnWithItsFinding() throws {
    var catalog = try shippedCatalog()
    catalog.strings["total.via"]?.localizations["de"]?.stringUnit?.value = "%1$@ bezahlen"
    let gallery = try Gallery(
      sheets: [
        PreviewSheet(name: "via", sheet: try PaymentSheet(json: Data(Self.markupSheet.utf8)))
      ],
      languages: ["de"], catalog: catalog, catalogName: "PaymentSheet.xcstrings",
      profile: try shippedProfile("iphone-se"))
    let total = try #require(gallery.cards.first?.rows.first { $0.line.kind == .total })
    #expect(total.unformatted.keys.sorted() == ["total.via"])
    #expect(
      total.findings.contains { $0.ruleID == "format-specifier-mismatch" && $0.severity == .error })
    let html = page(gallery)
    #expect(
      html.contains("<div class=\"unformatted\">cannot be formatted (total.via): "), "\(html)")
    #expect(
      html.contains(
        "<dt>summary.subtotal</dt><dd class=\"text\">Subtotal</dd><dd class=\"comment\">Payment sheet summary row label"
      ))
    #expect(html.contains("<dt>total.via</dt><dd class=\"text\">%1$@ (via %2$@)</dd>"))
  }

  @Test func theExcessIsWhatTheLineNeedsBeyondTheRow() throws {
    var profile = try shippedProfile("iphone-se")
    profile = try profile.withRowWidth(50)
    let html = page(try gallery(Self.markupSheet, languages: ["en"], profile: profile))
    // Subtotal row: label, gap and the widest amount USD shows in English, measured here.
    let model = PointsModel(size: profile.fontSize, fonts: profile.fontSet)
    let locale = try SheetLocale("en")
    let needed =
      try model.width(of: "Subtotal", locale: locale) + profile.gap
      + model.width(of: "$9,999,999.99", locale: locale)
    #expect(html.contains(">+\(WidthFigure.text(needed - 50)) pt</div>"))
  }

  /// The watch draws each line as a grid of its columns: "Subtotal" takes 8 of the 20,
  /// "小計" 4, each of its two characters spanning two cells.
  @Test func aColumnsProfileIsDrawnAsAGridOfItsColumns() throws {
    let watch = try shippedProfile("watch-41mm")
    let html = page(try gallery(Self.markupSheet, languages: ["en", "ja"], profile: watch))
    let columns = Int(watch.rowWidth)
    #expect(
      html.contains(
        "<div class=\"grid\" style=\"--columns: \(columns)\"><span class=\"cell\">S</span>"))
    #expect(html.contains("<span class=\"cell wide\">小</span><span class=\"cell wide\">計</span>"))
    #expect(!html.contains("data-measure=\""))
    var narrow = watch
    narrow = try narrow.withRowWidth(4)
    let over = page(try gallery(Self.markupSheet, languages: ["en"], profile: narrow))
    // "Subtotal" is 8 columns on a row of 4: the last four cells lie past the edge.
    #expect(over.contains("<span class=\"cell edge\">t</span><span class=\"cell beyond\">o</span>"))
    #expect(over.components(separatedBy: "class=\"cell beyond\">").count - 1 >= 4)
  }

  /// The grid draws the rows the fit check judged: a total whose label wraps at ICU's line
  /// breaks into a last row of 27 columns on the watch's 20 is drawn with 7 cells past the
  /// edge, where wrapping cell by cell would have drawn it as fitting.
  @Test func aWrappedTotalIsDrawnAsTheFitCheckLaidItOut() throws {
    let watch = try shippedProfile("watch-41mm")
    let sheet = """
      {
        "currency": "USD",
        "items": [{ "type": "item", "label": "summary.subtotal", "amount": "10.00" }],
        "total": { "merchant": "ABCDEFGHIJKLMNOPQR STUVWXYZ", "amount": "10.00" }
      }
      """
    let built = try gallery(sheet, languages: ["en"], profile: watch)
    let total = try #require(built.cards.first?.rows.last?.line)
    let fit = try #require(total.fit)
    #expect(!fit.fits)
    #expect(total.labelRows.count == watch.totalLabelLines)
    #expect(total.labelRows.last?.hasPrefix("ABCDEFGHIJKLMNOPQR") == true)
    let html = page(built)
    let beyond = html.components(separatedBy: "class=\"cell beyond\">").count - 1
    #expect(beyond == Int(fit.excess))
    #expect(beyond == 7)
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
    let html = gallery.page(for: "ja", fonts: &fonts)
    let files = fonts.entries.map(\.fileName)
    #expect(files.contains("Inter-Regular.otf"))
    #expect(files.contains("NotoSansCJK-Regular-0.otf"))
    let cjk = try #require(fonts.entries.first { $0.fileName == "NotoSansCJK-Regular-0.otf" })
    let inter = try #require(fonts.entries.first { $0.fileName == "Inter-Regular.otf" })
    // "小計" is Han, "$10.00" has no script of its own and follows the Latin face.
    #expect(html.contains("<span class=\"\(cjk.family)\">小計</span>"))
    #expect(html.contains("<span class=\"\(inter.family)\">$10.00</span>"))
    #expect(html.contains("src: url(\"fonts/NotoSansCJK-Regular-0.otf\")"))
    // Each face is cut down to what it draws: the CJK face to the Japanese text only.
    #expect(cjk.characters.isSuperset(of: Set("小計".unicodeScalars)))
    #expect(!cjk.characters.contains("$"))
    #expect(inter.characters.isSuperset(of: Set("$10.00".unicodeScalars)))
  }

  @Test func writingCreatesTheFolderAndWritesOnlyIntoIt() throws {
    let parent = try TemporaryFolder.make("preview")
    defer { try? FileManager.default.removeItem(at: parent) }
    let folder = parent.appendingPathComponent("a/b/gallery")
    let gallery = try gallery(
      Self.markupSheet, languages: ["en", "ar"], profile: try shippedProfile("iphone-se"))
    let page = try gallery.write(to: folder)
    #expect(page == folder.appendingPathComponent("index.html"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["a"])
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)) == [
        "index.html", "en.html", "ar.html", "fonts",
      ])
    let fonts = Set(
      try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("fonts").path))
    #expect(fonts == ["Inter-Regular.otf", "NotoSansArabic-Regular.ttf"])
  }

  /// A catalog whose Japanese subtotal ends in a space and whose reload line, which the
  /// sheet does not show, lost its placeholder.
  static let flaggedCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "summary.reload" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Reload under %@" } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "チャージ" } }
          }
        },
        "summary.subtotal" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Subtotal" } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "小計 " } }
          }
        }
      },
      "version" : "1.0"
    }
    """

  /// The lint's own findings appear on the line whose key they name, in their language only,
  /// and the page and the index count them.
  @Test func everyFindingOfALineIsOnItsCardAndCounted() throws {
    let catalog = try StringCatalog(
      jsonBytes: Array(Self.flaggedCatalog.utf8), file: "app.xcstrings")
    let sheet = try PaymentSheet(json: Data(Self.markupSheet.utf8))
    let gallery = try Gallery(
      sheets: [PreviewSheet(name: "markup", sheet: sheet)], languages: ["en", "ja"],
      catalog: catalog, catalogName: "app.xcstrings", profile: try shippedProfile("iphone-se"))
    // The linter run the way `paysheet lint` runs it, for the same catalog.
    let expected = try LintSession(profiles: [])
      .lint(LintInputs(catalogs: [("app.xcstrings", catalog)])).findings.filter {
        $0.key == "summary.subtotal" && $0.language == "ja"
      }
    #expect(!expected.isEmpty)
    let ja = try #require(gallery.cards(in: "ja").first)
    let subtotal = try #require(ja.rows.first { $0.line.key == "summary.subtotal" })
    #expect(Set(subtotal.findings) == Set(expected))
    #expect(gallery.cards(in: "en").allSatisfy { $0.findings.allSatisfy { $0.language != "ja" } })
    // A key the sheet does not show has findings in the lint, none in the gallery.
    #expect(
      try LintSession(profiles: [])
        .lint(LintInputs(catalogs: [("app.xcstrings", catalog)])).findings.contains {
          $0.key == "summary.reload"
        })
    #expect(gallery.cards.allSatisfy { $0.findings.allSatisfy { $0.key != "summary.reload" } })
    var fonts = FontFiles()
    let html = gallery.page(for: "ja", fonts: &fonts)
    for finding in expected {
      #expect(
        html.contains(
          "<span class=\"rule\">\(finding.ruleID)</span> \(HTML.escape(finding.message))"))
      #expect(html.contains("<a href=\"#\(subtotal.id)\">summary.subtotal</a>"))
    }
    let index = gallery.index(fonts: &fonts)
    let errors = gallery.findings(in: "ja").filter { $0.severity == .error }.count
    let warnings = gallery.findings(in: "ja").filter { $0.severity == .warning }.count
    #expect(errors + warnings > 0)
    #expect(
      index.contains(
        "<tr><th><a href=\"ja.html\">ja</a></th><td class=\"\(errors > 0 ? "error" : "none")\">\(errors)</td>"
          + "<td class=\"\(warnings > 0 ? "warning" : "none")\">\(warnings)</td>"))
    let first = try #require(gallery.findings(in: "ja").first)
    #expect(index.contains("href=\"ja.html#\(gallery.anchor(of: first, in: "ja"))\""))
  }

  /// The sheet's rows around the app's lines, the pay button, and both appearances.
  @Test func aCardIsDrawnAsAPaymentSheetInLightAndDark() throws {
    let html = page(
      try gallery(Self.markupSheet, languages: ["en"], profile: try shippedProfile("iphone-se")))
    #expect(html.contains("<span class=\"card-art\"></span>"))
    #expect(html.components(separatedBy: "<div class=\"field\"").count - 1 == 3)
    #expect(html.contains("<div class=\"pay\""))
    #expect(html.contains("@media (prefers-color-scheme: dark)"))
    #expect(html.contains(":root[data-appearance=\"dark\"]"))
    #expect(html.contains("id=\"appearance\""))
  }
}

@Suite struct HTMLTests {
  @Test func specialCharactersAreEscaped() {
    #expect(HTML.escape("a<b>&\"c'd") == "a&lt;b&gt;&amp;&quot;c&#39;d")
    #expect(HTML.escape("ﺍلعربية \u{2068}ACME\u{2069}") == "ﺍلعربية \u{2068}ACME\u{2069}")
  }
}
