import Foundation
import PaySheetKit
import PaySheetTestCorpus
import Testing

@testable import PaySheetPreview

@Suite struct FontFilesTests {
  static let collection = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

  /// A face cut down to a text shapes that text exactly as the whole face does, a face of
  /// a collection included, and is a small part of it.
  @Test(arguments: [
    (collection, 0, "ja", "お支払い合計 ¥1,234"), (collection, 1, "ko", "결제 금액 합계"),
    ("/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", 0, "ar", "الإجمالي ١٢٣"),
    ("/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf", 0, "hi", "कुल भुगतान"),
  ])
  func aSubsetShapesItsTextLikeTheWholeFace(
    path: String, index: Int, language: String, text: String
  )
    throws
  {
    let subsetter = try #require(FontFiles.subsetter(), "hb-subset (libharfbuzz-bin) is missing")
    let folder = try TemporaryFolder.make("preview")
    defer { try? FileManager.default.removeItem(at: folder) }
    var fonts = FontFiles()
    let entry = fonts.entry(for: try FontFace(path: path, index: index), drawing: text)
    let file = folder.appendingPathComponent("face.otf")
    try FontFiles.subset(entry, into: file, with: subsetter)
    let bytes = [UInt8](try Data(contentsOf: file))
    #expect(!bytes.starts(with: Array("ttcf".utf8)))
    #expect(
      bytes.count * 10
        < (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0))

    let locale = try SheetLocale(language)
    let whole = try PointsModel(size: 17, fonts: .single(try FontFace(path: path, index: index)))
      .measure(text, locale: locale)
    let cut = try PointsModel(size: 17, fonts: .single(FontFace(path: file.path)))
      .measure(text, locale: locale)
    #expect(cut.missingGlyphs.isEmpty)
    #expect(cut.width == whole.width)
  }

  @Test func aFaceTheFileDoesNotHaveIsAnError() throws {
    let subsetter = try #require(FontFiles.subsetter(), "hb-subset (libharfbuzz-bin) is missing")
    let folder = try TemporaryFolder.make("preview")
    defer { try? FileManager.default.removeItem(at: folder) }
    var fonts = FontFiles()
    let entry = fonts.entry(for: try FontFace(path: Self.collection, index: 99), drawing: "a")
    #expect(throws: PreviewError.self) {
      try FontFiles.subset(entry, into: folder.appendingPathComponent("x.otf"), with: subsetter)
    }
  }

  @Test func facesOfOneCollectionGetFilesOfTheirOwn() throws {
    var fonts = FontFiles()
    let japanese = fonts.entry(for: try FontFace(path: Self.collection, index: 0))
    let korean = fonts.entry(for: try FontFace(path: Self.collection, index: 1))
    let again = fonts.entry(for: try FontFace(path: Self.collection, index: 0))
    #expect(japanese.fileName != korean.fileName)
    #expect(japanese.family != korean.family)
    #expect(again.family == japanese.family)
    #expect(fonts.entries.count == 2)
  }
}

/// A gallery that cannot be written leaves nothing half done and says why.
struct GalleryWriteFailureTests {
  @Test func aFontThatCannotBeWrittenLeavesNoFontsFolder() throws {
    let parent = try TemporaryFolder.make("preview")
    defer { try? FileManager.default.removeItem(at: parent) }
    var fonts = FontFiles()
    _ = fonts.entry(for: FontSet.debian.face(forScript: "Latn")!)
    _ = fonts.entry(for: FontFace(path: parent.path + "/missing.otf", package: "fonts-missing"))
    let target = parent.appendingPathComponent("fonts")
    #expect(throws: PreviewError.self) { try fonts.write(to: target) }
    // Neither an empty fonts/ nor the temporary folder with the first face is left.
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == [])
  }

  @Test func rewritingReplacesTheFontsFolderWhole() throws {
    let parent = try TemporaryFolder.make("preview")
    let target = parent.appendingPathComponent("fonts")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: parent) }
    try Data("stale".utf8).write(to: target.appendingPathComponent("old.otf"))
    var fonts = FontFiles()
    let entry = fonts.entry(for: FontSet.debian.face(forScript: "Latn")!)
    try fonts.write(to: target)
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["fonts"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: target.path) == [entry.fileName])
  }

  @Test func aWriteErrorKeepsTheSystemsReasonAndLeavesNoFolder() throws {
    let parent = try TemporaryFolder.make("preview")
    defer { try? FileManager.default.removeItem(at: parent) }
    // A regular file where the gallery's parent folder should be: every write under it
    // fails with ENOTDIR, as writes on a full or read-only disk fail with their own errno.
    let blocker = parent.appendingPathComponent("blocker")
    try Data().write(to: blocker)
    let gallery = try GalleryPageTests().gallery(
      GalleryPageTests.markupSheet, languages: ["en"], profile: try shippedProfile("iphone-se"))
    #expect {
      try gallery.write(to: blocker.appendingPathComponent("gallery"))
    } throws: { error in
      "\(error)".contains(
        "cannot write the gallery into \(blocker.path)/gallery: \(blocker.path): ")
        && "\(error)".contains(String(cString: strerror(ENOTDIR)))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["blocker"])
  }

  @Test func aFailedGalleryRemovesTheFolderItCreated() throws {
    let parent = try TemporaryFolder.make("preview")
    defer { try? FileManager.default.removeItem(at: parent) }
    let out = parent.appendingPathComponent("gallery")
    // The page's name taken by a folder: the fonts are written, then the page fails.
    try FileManager.default.createDirectory(
      at: out.appendingPathComponent(Gallery.pageName), withIntermediateDirectories: true)
    let gallery = try GalleryPageTests().gallery(
      GalleryPageTests.markupSheet, languages: ["en"], profile: try shippedProfile("iphone-se"))
    #expect(throws: PreviewError.self) { try gallery.write(to: out) }
    // The folder existed before, so it stays, with what was in it.
    #expect(
      FileManager.default.fileExists(atPath: out.appendingPathComponent(Gallery.pageName).path))
  }
}
