import Foundation
import PaySheetTestCorpus
import Testing

@testable import PaySheetKit

/// Font files are found by name, folder by folder: the given folders, `PAYSHEET_FONTS`, the
/// system's, in that order, and through each folder's subfolders. The files made here are
/// not fonts: the locator finds files, opening them is the points model's.
struct FontLocatorTests {
  /// A new empty folder under the temporary one, with `files` (relative paths) in it.
  func folder(_ files: [String] = []) throws -> String {
    let root = try TemporaryFolder.make("fonts").path
    for file in files {
      let path = root + "/" + file
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      #expect(FileManager.default.createFile(atPath: path, contents: Data("font".utf8)))
    }
    return root
  }

  @Test func theFirstFolderThatHoldsTheFileWinsInEachLayout() throws {
    let given = try folder(["deep/er/Inter-Regular.otf"])
    let environment = try folder(["Inter-Regular.otf", "NotoSansThai-Regular.ttf"])
    // Fedora's layout: /usr/share/fonts/google-noto/.
    let system = try folder([
      "google-noto/NotoSansThai-Regular.ttf", "google-noto/NotoSansArabic-Regular.ttf",
    ])
    let locator = FontLocator(
      folders: [given], environmentFolders: [environment], systemFolders: [system],
      usesFontconfig: false)
    #expect(locator.locate("Inter-Regular.otf") == given + "/deep/er/Inter-Regular.otf")
    #expect(locator.locate("NotoSansThai-Regular.ttf") == environment + "/NotoSansThai-Regular.ttf")
    #expect(
      locator.locate("NotoSansArabic-Regular.ttf") == system
        + "/google-noto/NotoSansArabic-Regular.ttf")
    #expect(locator.locate("NotoSansHebrew-Regular.ttf") == nil)
    #expect(locator.searchOrder == [given, environment, system])
  }

  @Test func theDefaultSetTakesTheFilesFoundAndKeepsTheRestAtDebiansPaths() throws {
    let fonts = try folder(["NotoSansArabic-Regular.ttf", "cjk/NotoSansCJK-Regular.ttc"])
    let located = FontLocator.only([fonts]).located(.debian)
    let arabic = try #require(located.scripts["Arab"])
    #expect(arabic.path == fonts + "/NotoSansArabic-Regular.ttf")
    #expect(arabic.package == "fonts-noto-core")
    // A collection's faces keep their indexes.
    #expect(
      located.scripts["Hang"]
        == FontFace(
          path: fonts + "/cjk/NotoSansCJK-Regular.ttc", face: 1, package: "fonts-noto-cjk"))
    // Found nowhere: Debian's path, for the message, but never opened, though it exists here.
    for face in [located.scripts["Hebr"], located.languages["ur"]?["Arab"]] {
      #expect(face?.isMissing == true)
    }
    #expect(located.scripts["Hebr"]?.path == FontSet.debian.scripts["Hebr"]?.path)
  }

  @Test func foundNowhereAFontIsAnErrorNamingItsPackage() throws {
    let empty = try folder()
    let model = PointsModel(size: 17, fonts: FontLocator.only([empty]).located(.debian))
    #expect(
      throws: PaySheetError.fontNotFound(
        path: FontSet.debian.scripts["Latn"]!.path, package: "fonts-inter")
    ) {
      try model.width(of: "Total", locale: SheetLocale("en"))
    }
  }

  @Test func theEnvironmentAndTheUsersFoldersAreRead() {
    #expect(
      FontLocator.environmentFolders(["PAYSHEET_FONTS": "/a::/b/c"]) == ["/a", "/b/c"])
    #expect(FontLocator.environmentFolders([:]) == [])
    let home = FontLocator.systemFolders(["HOME": "/home/t"])
    #expect(home.suffix(2) == ["/home/t/.local/share/fonts", "/home/t/.fonts"])
    #expect(home.contains("/usr/share/fonts") && home.contains("/usr/local/share/fonts"))
    let xdg = FontLocator.systemFolders(["HOME": "/home/t", "XDG_DATA_HOME": "/data"])
    #expect(xdg.suffix(2) == ["/data/fonts", "/home/t/.fonts"])
  }
}
