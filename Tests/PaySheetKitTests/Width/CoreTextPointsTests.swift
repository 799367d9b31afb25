// The `points` model on Apple's systems; Linux tests the HarfBuzz one (PointsModelTests.swift).
#if canImport(CoreText)
  import CoreText
  import Foundation
  import Testing

  @testable import PaySheetKit

  struct CoreTextPointsTests {
    private let model = PointsModel(size: 17)

    /// Core Text's own width of the text in the system font, by another of its calls: a
    /// framesetter's suggested size for one unbounded line.
    private func framesetterWidth(_ text: String, language: String) -> Double {
      let font = CTFontCreateUIFontForLanguage(.system, 17, language as CFString)!
      let attributed = NSAttributedString(
        string: text,
        attributes: [NSAttributedString.Key(kCTFontAttributeName as String): font])
      let framesetter = CTFramesetterCreateWithAttributedString(attributed as CFAttributedString)
      let size = CTFramesetterSuggestFrameSizeWithConstraints(
        framesetter, CFRange(location: 0, length: 0), nil,
        CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude),
        nil)
      return Double(size.width)
    }

    @Test(arguments: ["Gift Wrap", "Total due today: Wave of Toffee", "Geschenkverpackung"])
    func latinWidthIsCoreTextsOwnInTheSystemFont(_ text: String) throws {
      let locale = try SheetLocale("en")
      let width = try model.width(of: text, locale: locale)
      #expect(abs(width - framesetterWidth(text, language: "en")) < 0.5)
      // About half an em a letter in SF Pro at 17 pt.
      #expect(width > Double(text.count) * 4 && width < Double(text.count) * 12)
    }

    @Test func theRunsAddUpAndNameTheSystemFontsFile() throws {
      let measurement = try model.measure("Tax ضريبة 税", locale: try SheetLocale("ar"))
      #expect(abs(measurement.runs.map(\.width).reduce(0, +) - measurement.width) < 0.01)
      #expect(measurement.runs.contains { $0.script == "Arab" && $0.rightToLeft })
      #expect(measurement.runs.contains { $0.script == "Latn" && !$0.rightToLeft })
      for run in measurement.runs {
        #expect(FileManager.default.fileExists(atPath: run.font.path), "\(run.font.path)")
      }
    }

    @Test func aLargerSizeIsWider() throws {
      let locale = try SheetLocale("en")
      let small = try model.width(of: "Shipping", locale: locale)
      let large = try PointsModel(size: 21).width(of: "Shipping", locale: locale)
      #expect(large > small * 1.1)
    }

    @Test func aCharacterNoFontHasIsAMissingGlyph() throws {
      // U+0378 is unassigned: only the LastResort font draws it, as a box.
      #expect(throws: PaySheetError.self) {
        try model.width(of: "Fee \u{0378}", locale: try SheetLocale("en"))
      }
    }
  }
#endif
