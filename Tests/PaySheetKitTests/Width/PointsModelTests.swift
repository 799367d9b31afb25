// The HarfBuzz model on Debian's fonts; Apple's systems measure with Core Text
// (CoreTextPointsTests.swift).
#if !canImport(CoreText)
  import Foundation
  import Testing

  @testable import PaySheetKit

  /// One script's sample: a payment sheet label, the face `FontSet.debian` must pick for it,
  /// and what hb-shape is told about it.
  struct ScriptSample: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let script: String
    let language: String
    let face: FontFace
    var rightToLeft = false

    var testDescription: String { name }
  }

  private let debian = FontSet.debian

  /// The `points` model against hb-shape: the same font file and size must give the same width.
  @Suite(.enabled(if: HBShapeReference.isAvailable, HBShapeReference.reason))
  struct PointsModelAccuracyTests {
    static let samples: [ScriptSample] = [
      ScriptSample(
        name: "Latin", text: "Total due today: Wave of Toffee", script: "Latn", language: "en",
        face: debian.scripts["Latn"]!),
      ScriptSample(
        name: "Cyrillic", text: "Итого к оплате", script: "Cyrl", language: "ru",
        face: debian.scripts["Cyrl"]!),
      ScriptSample(
        name: "Greek", text: "Σύνολο πληρωμής", script: "Grek", language: "el",
        face: debian.scripts["Grek"]!),
      ScriptSample(
        name: "Arabic", text: "المجموع الفرعي للطلب", script: "Arab", language: "ar",
        face: debian.scripts["Arab"]!, rightToLeft: true),
      ScriptSample(
        name: "Hebrew", text: "סך הכול לתשלום", script: "Hebr", language: "he",
        face: debian.scripts["Hebr"]!, rightToLeft: true),
      ScriptSample(
        name: "Devanagari", text: "कुल भुगतान राशि", script: "Deva", language: "hi",
        face: debian.scripts["Deva"]!),
      ScriptSample(
        name: "Thai", text: "ยอดรวมทั้งหมด", script: "Thai", language: "th",
        face: debian.scripts["Thai"]!),
      ScriptSample(
        name: "Bengali", text: "আনুমানিক ভাড়া", script: "Beng", language: "bn",
        face: debian.scripts["Beng"]!),
      ScriptSample(
        name: "Gujarati", text: "અંદાજિત ભાડું", script: "Gujr", language: "gu",
        face: debian.scripts["Gujr"]!),
      ScriptSample(
        name: "Gurmukhi", text: "ਅਨੁਮਾਨਿਤ ਕਿਰਾਇਆ", script: "Guru", language: "pa",
        face: debian.scripts["Guru"]!),
      ScriptSample(
        name: "Kannada", text: "ಸೇವಾ ಶುಲ್ಕ", script: "Knda", language: "kn",
        face: debian.scripts["Knda"]!),
      ScriptSample(
        name: "Malayalam", text: "സർവീസ് ഫീസ്", script: "Mlym", language: "ml",
        face: debian.scripts["Mlym"]!),
      ScriptSample(
        name: "Devanagari (Marathi)", text: "स्वयंचलित रिचार्ज", script: "Deva", language: "mr",
        face: debian.scripts["Deva"]!),
      ScriptSample(
        name: "Oriya", text: "ସ୍ୱୟଂଚାଳିତ ରିଚାର୍ଜ", script: "Orya", language: "or",
        face: debian.scripts["Orya"]!),
      ScriptSample(
        name: "Tamil", text: "தோராயக் கட்டணம்", script: "Taml", language: "ta",
        face: debian.scripts["Taml"]!),
      ScriptSample(
        name: "Telugu", text: "సేవా రుసుము", script: "Telu", language: "te",
        face: debian.scripts["Telu"]!),
      ScriptSample(
        name: "Urdu (Nastaliq)", text: "سواری کا کرایہ", script: "Arab", language: "ur",
        face: debian.languages["ur"]!["Arab"]!, rightToLeft: true),
      ScriptSample(
        name: "Japanese", text: "お支払い合計（税込）", script: "Hira", language: "ja",
        face: debian.scripts["Hira"]!),
      ScriptSample(
        name: "Chinese", text: "应付总额，含运费", script: "Hani", language: "zh-Hans",
        face: debian.scripts["Hani"]!),
      ScriptSample(
        name: "Korean", text: "결제 금액 합계", script: "Hang", language: "ko",
        face: debian.scripts["Hang"]!),
      ScriptSample(
        name: "Emoji", text: "👍🏽🎉🇯🇵❤️", script: "Zsye", language: "en", face: debian.scripts["Zsye"]!),
    ]

    @Test(arguments: samples)
    func matchesHBShapeWithinHalfAPercent(sample: ScriptSample) throws {
      let model = PointsModel(size: 17, fonts: .debian)
      let measurement = try model.measure(sample.text, locale: SheetLocale(sample.language))
      #expect(measurement.missingGlyphs.isEmpty)
      #expect(
        measurement.runs.map(\.font) == [sample.face],
        "the whole sample is one run in its script's font")
      let reference = try HBShapeReference.shape(
        sample.text, face: sample.face, size: 17, script: sample.script, language: sample.language,
        rightToLeft: sample.rightToLeft)
      #expect(reference.notdefCount == 0)
      let error = abs(measurement.width - reference.width) / reference.width
      print(
        "points vs hb-shape, \(sample.name): \(measurement.width) pt vs \(reference.width) pt, \(error * 100)%"
      )
      #expect(
        error <= 0.005, "\(sample.name): \(measurement.width) pt, hb-shape \(reference.width) pt")
    }

    /// Mixed text: each script's run is shaped in its own font, and spaces and punctuation go
    /// with the run before them. The split below is written out by hand.
    @Test func mixedTextIsTheSumOfItsRunsInTheirFonts() throws {
      let text = "Total 合計 👍 ₪12"
      let pieces: [(String, FontFace, String, Bool)] = [
        ("Total ", debian.scripts["Latn"]!, "Latn", false),
        ("合計 ", debian.scripts["Hani"]!, "Hani", false),
        ("👍", debian.scripts["Zsye"]!, "Zsye", false),
        // After the emoji the text is Latin again (the last strong script), and Noto Sans
        // CJK has no ₪, so Inter draws the rest.
        (" ₪12", debian.scripts["Latn"]!, "Latn", false),
      ]
      var expected = 0.0
      for (piece, face, script, rightToLeft) in pieces {
        expected += try HBShapeReference.shape(
          piece, face: face, size: 15, script: script, language: "ja", rightToLeft: rightToLeft
        ).width
      }
      let measured = try PointsModel(size: 15).width(of: text, locale: SheetLocale("ja"))
      #expect(
        abs(measured - expected) / expected <= 0.005, "\(measured) pt, hb-shape \(expected) pt")
    }

    @Test func scalesLinearlyWithSize() throws {
      let sample = Self.samples[0]
      let at10 = try PointsModel(size: 10).width(of: sample.text, locale: SheetLocale("en"))
      let reference = try HBShapeReference.shape(
        sample.text, face: sample.face, size: 10, script: "Latn", language: "en", rightToLeft: false
      )
      #expect(abs(at10 - reference.width) / reference.width <= 0.005)
    }
  }

  /// What the shaper does to widths, and what the model refuses.
  @Suite(.enabled(if: HBShapeReference.isAvailable, HBShapeReference.reason))
  struct PointsModelShapingTests {
    let model = PointsModel(size: 17)
    let english = try! SheetLocale("en")

    @Test func kerningMakesAVNarrowerThanAPlusV() throws {
      let pair = try model.width(of: "AV", locale: english)
      let apart = try model.width(of: "A", locale: english) + model.width(of: "V", locale: english)
      #expect(pair < apart - 0.5, "AV \(pair) pt, A + V \(apart) pt")
    }

    @Test func arabicJoiningChangesTheWidth() throws {
      let arabic = try SheetLocale("ar")
      let joined = try model.width(of: "ببببب", locale: arabic)
      let isolated = try 5 * model.width(of: "ب", locale: arabic)
      #expect(abs(joined - isolated) > 1, "joined \(joined) pt, isolated letters \(isolated) pt")
    }

    @Test func aGlyphTheFontLacksIsReportedNotMeasured() throws {
      let hebrew = FontSet.debian.scripts["Hebr"]!
      let model = PointsModel(size: 17, fonts: .single(hebrew))
      let measurement = try model.measure("aש", locale: english)
      #expect(
        measurement.missingGlyphs == [MissingGlyph(character: "a", scalarOffset: 0, font: hebrew)])
      #expect(throws: PaySheetError.missingGlyphs(measurement.missingGlyphs)) {
        try model.width(of: "aש", locale: english)
      }
    }

    @Test func aCharacterNoFontHasIsReported() throws {
      // U+17000 TANGUT IDEOGRAPH: no font of the Debian set draws Tangut.
      #expect {
        try model.width(of: "Total \u{17000}", locale: english)
      } throws: { error in
        guard case .missingGlyphs(let glyphs) = error as? PaySheetError else { return false }
        return glyphs.map(\.character) == ["\u{17000}"] && glyphs[0].scalarOffset == 6
      }
    }

    @Test func aMissingFontFileNamesThePathAndPackage() {
      let face = FontFace(path: "/nonexistent/NotoSans-Regular.ttf", package: "fonts-noto-core")
      let model = PointsModel(size: 17, fonts: .single(face))
      #expect(throws: PaySheetError.fontNotFound(path: face.path, package: "fonts-noto-core")) {
        try model.width(of: "Total", locale: english)
      }
      let message = PaySheetError.fontNotFound(path: face.path, package: "fonts-noto-core")
        .description
      #expect(
        message.contains("/nonexistent/NotoSans-Regular.ttf") && message.contains("fonts-noto-core")
      )
    }

    @Test func aFaceIndexBeyondTheCollectionIsAnError() throws {
      let cjk = FontSet.debian.scripts["Hani"]!
      let model = PointsModel(size: 17, fonts: .single(try FontFace(path: cjk.path, index: 99)))
      #expect {
        try model.width(of: "合計", locale: english)
      } throws: { error in
        guard case .invalidFont(let path, let reason) = error as? PaySheetError else {
          return false
        }
        return path == cjk.path && reason.contains("no face 99")
      }
    }

    @Test(arguments: [0.0, -3, .nan, .infinity])
    func refusesASizeThatIsNotPositive(size: Double) {
      #expect(throws: PaySheetError.self) {
        try PointsModel(size: size).width(of: "x", locale: english)
      }
    }

    @Test func emptyTextIsZeroWide() throws {
      #expect(try model.width(of: "", locale: english) == 0)
    }

    @Test func sharedFontsGiveTheSameWidthsFromManyTasks() async throws {
      let texts = PointsModelAccuracyTests.samples.map { ($0.text, $0.language) }
      let model = self.model
      var expected: [Double] = []
      for (text, language) in texts {
        expected.append(try model.width(of: text, locale: SheetLocale(language)))
      }
      let results = try await withThrowingTaskGroup(of: [Double].self) { group in
        for _ in 0..<8 {
          group.addTask {
            var widths: [Double] = []
            for (text, language) in texts {
              widths.append(try model.width(of: text, locale: SheetLocale(language)))
            }
            return widths
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(results.allSatisfy { $0 == expected })
    }
  }

  /// Script runs: which characters go with which font.
  @Suite(.enabled(if: HBShapeReference.isAvailable, HBShapeReference.reason))
  struct FontRunTests {
    @Test(arguments: [
      ("Total 合計 👍", ["Total ", "合計 ", "👍"]),
      // Leading punctuation and digits take the first script, but Noto Sans Arabic has no
      // parentheses (hb-shape draws them as glyph 0), so the fallback Inter draws those.
      ("(٣) المجموع", ["(", "٣", ")", " المجموع"]),
      ("٣ المجموع", ["٣ المجموع"]),
      ("Итого: 12 €", ["Итого: 12 €"]),
      ("合計 USD", ["合計 ", "USD"]),
    ])
    func splitsTextIntoRuns(text: String, runs: [String]) throws {
      let measurement = try PointsModel(size: 17).measure(text, locale: SheetLocale("en"))
      #expect(measurement.runs.map(\.text) == runs)
    }

    /// Urdu and Arabic share a script but not a style: Urdu is drawn in Nastaliq, Arabic in
    /// Naskh, and the same letters take different widths.
    @Test func urduIsDrawnInNastaliqAndArabicInNaskh() throws {
      let text = "سروس فیس"
      let model = PointsModel(size: 17)
      let urdu = try model.measure(text, locale: SheetLocale("ur-PK"))
      let arabic = try model.measure(text, locale: SheetLocale("ar"))
      #expect(
        urdu.runs.map(\.font.path) == [
          "/usr/share/fonts/truetype/noto/NotoNastaliqUrdu-Regular.ttf"
        ])
      #expect(
        arabic.runs.map(\.font.path) == [
          "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
        ])
      #expect(urdu.missingGlyphs.isEmpty && arabic.missingGlyphs.isEmpty)
      let nastaliq = try HBShapeReference.shape(
        text, face: FontSet.debian.languages["ur"]!["Arab"]!, size: 17, script: "Arab",
        language: "ur", rightToLeft: true)
      #expect(abs(urdu.width - nastaliq.width) / nastaliq.width <= 0.005)
      #expect(abs(urdu.width - arabic.width) > 1)
    }

    @Test(arguments: [
      ("ur", "NotoNastaliqUrdu"), ("ur-IN", "NotoNastaliqUrdu"), ("ur_PK", "NotoNastaliqUrdu"),
      ("ar", "NotoSansArabic"), ("fa", "NotoSansArabic"), (nil, "NotoSansArabic"),
    ])
    func aLanguageFaceReplacesTheScriptFace(language: String?, font: String) {
      let face = FontSet.debian.face(forScript: "Arab", language: language)
      #expect(face?.path == "/usr/share/fonts/truetype/noto/\(font)-Regular.ttf")
    }

    @Test func aProfilesLanguageFacesOverrideTheDefaults() throws {
      let own = FontFace(path: "/fonts/Urdu.ttf")
      let merged = FontSet.debian.overridden(
        by: try FontSet(scripts: [:], languages: ["ur": ["Arab": own]]))
      #expect(merged.face(forScript: "Arab", language: "ur") == own)
      #expect(merged.face(forScript: "Arab", language: "ar") == FontSet.debian.scripts["Arab"])
      #expect(merged.face(forScript: "Beng", language: "bn") == FontSet.debian.scripts["Beng"])
    }

    @Test func rightToLeftScriptsAreShapedRightToLeft() throws {
      let measurement = try PointsModel(size: 17).measure("סך הכול", locale: SheetLocale("he"))
      #expect(measurement.runs.map(\.rightToLeft) == [true])
    }
  }
#endif
