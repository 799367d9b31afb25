import Foundation
import PaySheetKit
import Testing

@testable import PaySheetPreview

@Suite struct FontFilesTests {
  static let collection = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

  /// A face taken out of the collection shapes text exactly as the face inside it does.
  @Test(arguments: [(0, "ja", "お支払い合計"), (1, "ko", "결제 금액 합계")])
  func anExtractedFaceShapesLikeTheFaceInTheCollection(index: Int, language: String, text: String)
    throws
  {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.collection)))
    #expect(FontFiles.isCollection(bytes))
    let face = try FontFiles.extractFace(index, from: bytes, path: Self.collection)
    #expect(!FontFiles.isCollection(face))
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("face.otf")
    try Data(face).write(to: file)

    let locale = try SheetLocale(language)
    let inside = try PointsModel(
      size: 17, fonts: .single(FontFace(path: Self.collection, index: index))
    )
    .width(of: text, locale: locale)
    let alone = try PointsModel(size: 17, fonts: .single(FontFace(path: file.path))).width(
      of: text, locale: locale)
    #expect(alone == inside)
  }

  @Test func aFaceTheCollectionDoesNotHaveIsAnError() throws {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.collection)))
    #expect(throws: PreviewError.self) {
      try FontFiles.extractFace(99, from: bytes, path: Self.collection)
    }
    #expect(throws: PreviewError.self) {
      try FontFiles.extractFace(0, from: Array(bytes.prefix(40)), path: "cut.ttc")
    }
  }

  @Test func facesOfOneCollectionGetFilesOfTheirOwn() {
    var fonts = FontFiles()
    let japanese = fonts.entry(for: FontFace(path: Self.collection, index: 0))
    let korean = fonts.entry(for: FontFace(path: Self.collection, index: 1))
    let again = fonts.entry(for: FontFace(path: Self.collection, index: 0))
    #expect(japanese.fileName != korean.fileName)
    #expect(japanese.family != korean.family)
    #expect(again.family == japanese.family)
    #expect(fonts.entries.count == 2)
  }
}
