import Foundation
import PaySheetKit
import PaySheetTestCorpus
import Testing

@testable import PaySheetCLI

/// `paysheet catalog export` and `catalog import`, through the files a translator holds.
@Suite("catalog export and import")
struct CatalogExchangeCommandTests {
  /// A copy of the shipped catalog, mode 0640, reached through a symbolic link.
  static func workspace() throws -> (folder: URL, link: String, target: String) {
    let folder = try TemporaryFolder.make("exchange")
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

  /// A Crowdin export of an app's and a widget's catalog, both with `summary.shipping`
  /// translated differently: each catalog takes its own table's text, and a catalog the
  /// two stand for equally is refused, naming both, rather than one replacing the other.
  @Test("a key in two <file>s is imported per table, never one over the other")
  func keyInTwoTables() throws {
    let folder = try TemporaryFolder.make("xliff-tables")
    defer { try? FileManager.default.removeItem(at: folder) }
    let xliff = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("PaySheetCatalogTests/Exchange/Files/crowdin-two-tables-de.xliff")
      .path
    func catalog(_ path: String, keys: [(String, String)]) throws -> String {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let strings = keys.map { key, source in
        "\"\(key)\": {\"localizations\": {\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"\(source)\"}}}}"
      }
      try Data(
        "{\"sourceLanguage\": \"en\", \"strings\": {\(strings.joined(separator: ", "))}, \"version\": \"1.0\"}"
          .utf8
      ).write(to: url)
      let fmt = runTool(["catalog", "fmt", url.path])
      #expect(fmt.exitCode == .success, "\(fmt.errors)")
      return url.path
    }
    func value(_ path: String, _ key: String) throws -> String? {
      try StringCatalog(contentsOf: URL(fileURLWithPath: path))[key]?.localization("de")?
        .stringUnit?.value
    }
    let app = try catalog(
      "App/Localizable.xcstrings", keys: [("summary.shipping", "Shipping"), ("summary.tax", "Tax")])
    let widget = try catalog(
      "Widget/Localizable.xcstrings", keys: [("summary.shipping", "Shipping")])
    let both = try catalog("Localizable.xcstrings", keys: [("summary.shipping", "Shipping")])

    let intoApp = runTool(["catalog", "import", xliff, "--into", app])
    #expect(intoApp.exitCode == .success, "\(intoApp.errors)")
    #expect(intoApp.output.contains("imported 2 texts"), "\(intoApp.output)")
    #expect(try value(app, "summary.shipping") == "Versand")
    #expect(try value(app, "summary.tax") == "Steuer")
    let intoWidget = runTool(["catalog", "import", xliff, "--into", widget])
    #expect(intoWidget.exitCode == .success, "\(intoWidget.errors)")
    #expect(intoWidget.output.contains("imported 1 text "), "\(intoWidget.output)")
    #expect(try value(widget, "summary.shipping") == "Lieferung  und Versand")

    let before = try Data(contentsOf: URL(fileURLWithPath: both))
    let refused = runTool(["catalog", "import", xliff, "--into", both])
    #expect(refused.exitCode == .usageOrInput)
    for part in [
      "key 'summary.shipping'", "/App/Localizable.xcstrings", "/Widget/Localizable.xcstrings",
      "crowdin-two-tables-de.xliff:10:9", "crowdin-two-tables-de.xliff:28:9",
    ] {
      #expect(refused.errors.contains(part), "\(part): \(refused.errors)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: both)) == before)
  }
}
