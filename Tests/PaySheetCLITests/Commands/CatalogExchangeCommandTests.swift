import Foundation
import Testing

@testable import PaySheetCLI

/// `paysheet catalog export` and `catalog import`, through the files a translator holds.
@Suite("catalog export and import")
struct CatalogExchangeCommandTests {
  /// A copy of the shipped catalog, mode 0640, reached through a symbolic link.
  static func workspace() throws -> (folder: URL, link: String, target: String) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("exchange-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let target = folder.appendingPathComponent("PaymentSheet.xcstrings").path
    try FileManager.default.copyItem(atPath: shippedCatalog, toPath: target)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
    let link = folder.appendingPathComponent("Link.xcstrings").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    return (folder, link, target)
  }

  @Test(
    "export writes LANG.xcloc; importing it unchanged changes no byte; one edit changes one text")
  func roundTrip() throws {
    let (folder, link, target) = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try Data(contentsOf: URL(fileURLWithPath: target))
    let out = folder.appendingPathComponent("out").path
    let export = runTool(["catalog", "export", link, "--language", "de", "--out", out])
    #expect(export.exitCode == .success, "\(export.errors)")
    let bundle = URL(fileURLWithPath: out).appendingPathComponent("de.xcloc")
    let xliff = bundle.appendingPathComponent("Localized Contents/de.xliff")
    for name in ["contents.json", "Localized Contents/de.xliff", "Source Contents/Link.xcstrings"] {
      #expect(
        FileManager.default.fileExists(atPath: bundle.appendingPathComponent(name).path), "\(name)")
    }
    var isFolder: ObjCBool = false
    #expect(
      FileManager.default.fileExists(
        atPath: bundle.appendingPathComponent("Notes").path, isDirectory: &isFolder)
        && isFolder.boolValue)
    let contents = try String(
      contentsOf: bundle.appendingPathComponent("contents.json"), encoding: .utf8)
    #expect(contents.contains("\"targetLocale\" : \"de\""))
    #expect(contents.contains("\"developmentRegion\" : \"en\""))

    let unchanged = runTool(["catalog", "import", bundle.path, "--into", link])
    #expect(unchanged.exitCode == .success, "\(unchanged.errors)")
    #expect(unchanged.output.contains("unchanged"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == original)

    // The translator edits one target.
    var text = try String(contentsOf: xliff, encoding: .utf8)
    let before = "<target state=\"translated\">Mit Apple Pay bezahlt</target>"
    try #require(text.contains(before))
    text = text.replacingOccurrences(
      of: before, with: "<target state=\"translated\">Summe</target>")
    try text.write(to: xliff, atomically: true, encoding: .utf8)
    let edited = runTool(["catalog", "import", xliff.path, "--into", link])
    #expect(edited.exitCode == .success, "\(edited.errors)")
    #expect(edited.output.contains("imported 1 text"))
    let after = try Data(contentsOf: URL(fileURLWithPath: target))
    let expected = String(decoding: original, as: UTF8.self).replacingOccurrences(
      of: "\"value\" : \"Mit Apple Pay bezahlt\"", with: "\"value\" : \"Summe\"")
    #expect(String(decoding: after, as: UTF8.self) == expected)
    // The link is still a link, the file keeps its mode.
    let attributes = try FileManager.default.attributesOfItem(atPath: target)
    #expect((attributes[.posixPermissions] as? Int) == 0o640)
    #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == target)

    // The returned file is checked where the translator has it.
    let lint = runTool(["lint", bundle.path])
    #expect(!lint.output.contains("error: not"), "\(lint.output)")
    #expect(lint.errors.isEmpty, "\(lint.errors)")
  }

  @Test("bad input names what and where, and writes nothing")
  func badInput() throws {
    let (folder, link, target) = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try Data(contentsOf: URL(fileURLWithPath: target))
    let evil = folder.appendingPathComponent("evil.xliff").path
    try Data(
      "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n<xliff/>"
        .utf8
    ).write(to: URL(fileURLWithPath: evil))
    let result = runTool(["catalog", "import", evil, "--into", link])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains("evil.xliff:2:"), "\(result.errors)")
    #expect(!result.errors.contains("root:"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == original)
    let language = runTool(["catalog", "export", link, "--language", "../x", "--out", folder.path])
    #expect(language.exitCode == .usageOrInput)
  }
}
