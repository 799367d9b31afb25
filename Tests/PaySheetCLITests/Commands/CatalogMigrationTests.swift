import Foundation
import PaySheetKit
import PaySheetTestCorpus
import Testing

@testable import PaySheetCLI

/// `paysheet catalog import` linting what it brings, and migrating `.strings` tables.
@Suite("catalog import: lint first, and .strings migration")
struct CatalogMigrationTests {
  static func folder(_ files: [String: String]) throws -> URL {
    let root = try TemporaryFolder.make("migration")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root
  }

  static let table = [
    "App/en.lproj/Localizable.strings":
      "/* The shipping line */\n\"shipping\" = \"Shipping: %@\";\n\"done\" = \"Done\";\n",
    "App/de.lproj/Localizable.strings": "\"shipping\" = \"Versand: %@\";\n\"done\" = \"Fertig\";\n",
    "App/fr.lproj/Localizable.strings": "\"shipping\" = \"Livraison :\";\n\"done\" = \"OK \";\n",
    "App/en.lproj/InfoPlist.strings": "\"CFBundleName\" = \"Shop\";\n",
  ]

  @Test("a table becomes one catalog as Xcode migrates it; a text with an error stays out")
  func migrate() throws {
    let root = try Self.folder(Self.table)
    defer { try? FileManager.default.removeItem(at: root) }
    let catalogPath = root.appendingPathComponent("Localizable.xcstrings").path
    let result = runTool([
      "catalog", "import", root.appendingPathComponent("App").path, "--into", catalogPath,
    ])
    #expect(result.exitCode == .findings, "\(result.errors)")
    // The French shipping line lost its %@: named at its line, with the rule, not imported.
    #expect(
      result.errors.contains(
        "fr.lproj/Localizable.strings:1:14: error: key 'shipping': "))
    #expect(result.errors.contains("[format-specifier-mismatch]; not imported"))
    #expect(result.output.contains("1 text with errors not imported"))
    let catalog = try StringCatalog(
      jsonBytes: Array(try Data(contentsOf: URL(fileURLWithPath: catalogPath))))
    #expect(catalog.keys.sorted() == ["done", "shipping"])
    let shipping = try #require(catalog["shipping"])
    #expect(shipping.extractionState == "migrated")
    #expect(shipping.comment == "The shipping line")
    #expect(shipping.languages.sorted() == ["de", "en"])
    #expect(shipping.localization("de")?.stringUnit?.state == "translated")
    #expect(catalog["done"]?.localization("fr")?.stringUnit?.value == "OK ")
    // Written as Xcode writes a catalog.
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: catalogPath)))
    #expect(catalog.sortedXcodeBytes() == bytes)

    // Again with --force: the French text comes in; nothing else changes.
    let forced = runTool([
      "catalog", "import", root.appendingPathComponent("App/fr.lproj/Localizable.strings").path,
      "--into", catalogPath, "--force",
    ])
    #expect(forced.exitCode == .success, "\(forced.errors)")
    #expect(forced.errors.contains("imported all the same (--force)"))
    #expect(forced.output.contains("migrated 1 text of"))
  }

  @Test("a folder of several tables needs the catalog named after one")
  func severalTables() throws {
    let root = try Self.folder(Self.table)
    defer { try? FileManager.default.removeItem(at: root) }
    let result = runTool([
      "catalog", "import", root.path, "--into",
      root.appendingPathComponent("Strings.xcstrings").path,
    ])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains("InfoPlist.xcstrings or Localizable.xcstrings"))
  }

  @Test("an XLIFF target that lost its placeholder is refused, naming the unit, line and rule")
  func xliffRefused() throws {
    let (folder, link, target) = try CatalogExchangeCommandTests.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = try Data(contentsOf: URL(fileURLWithPath: target))
    let xliff = try exportedGerman(link, into: folder)
    var text = try String(contentsOf: xliff, encoding: .utf8)
    // The first German target with a %@ loses it.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let index = try #require(lines.firstIndex { $0.contains("<target") && $0.contains("%@") })
    var edited = lines.map(String.init)
    edited[index] = edited[index].replacingOccurrences(of: "%@", with: "@")
    text = edited.joined(separator: "\n")
    try text.write(to: xliff, atomically: true, encoding: .utf8)
    let result = runTool(["catalog", "import", xliff.path, "--into", link])
    #expect(result.exitCode == .findings)
    #expect(result.errors.contains("de.xliff:\(index + 1):"), "\(result.errors)")
    #expect(result.errors.contains("[format-specifier-mismatch]; not imported"))
    // The refused text was the only new one: the summary says so, not "already in it".
    #expect(
      result.output.contains(
        "unchanged: 1 text with errors not imported (--force imports them), and no other text to import"
      ), "\(result.output)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: target)) == original)
    let forced = runTool(["catalog", "import", xliff.path, "--into", link, "--force"])
    #expect(forced.exitCode == .success, "\(forced.errors)")
    #expect(forced.output.contains("imported 1 text"))
  }

  /// Xcode 27's agents and translation tools mark a machine's text `leveraged-mt`; on a
  /// payment line the import lists it as a warning where it is, and imports it.
  @Test("a machine-translated payment line is imported and listed with its place and rule")
  func machineTranslatedListed() throws {
    let (folder, link, target) = try CatalogExchangeCommandTests.workspace()
    defer { try? FileManager.default.removeItem(at: folder) }
    let xliff = try exportedGerman(link, into: folder)
    var lines = try String(contentsOf: xliff, encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let unit = try #require(lines.firstIndex { $0.contains("id=\"shipping.express\"") })
    let index = try #require(lines[unit...].firstIndex { $0.contains("<target") })
    #expect(lines[index].contains(">Expressversand</target>"), "\(lines[index])")
    lines[index] = lines[index]
      .replacingOccurrences(of: ">Expressversand<", with: ">Express-Versand<")
      .replacingOccurrences(of: "<target ", with: "<target state-qualifier=\"leveraged-mt\" ")
    try lines.joined(separator: "\n").write(to: xliff, atomically: true, encoding: .utf8)
    let column =
      try #require(lines[index].range(of: "<target")).lowerBound.utf16Offset(
        in: lines[index]) + 1
    let result = runTool(["catalog", "import", xliff.path, "--into", link])
    #expect(result.exitCode == .success, "\(result.errors)")
    #expect(
      result.errors.contains(
        "de.xliff:\(index + 1):\(column): warning: key 'shipping.express': the de text 'Express-Versand' was machine translated and is a line of the payment sheet: have a person who reads the language review it before it ships; an import marks it 'translated'"
      ), "\(result.errors)")
    #expect(result.errors.contains("[machine-translation]; imported"), "\(result.errors)")
    #expect(result.output.contains("imported 1 text"), "\(result.output)")
    let catalog = try StringCatalog(
      jsonBytes: Array(try Data(contentsOf: URL(fileURLWithPath: target))), file: target)
    #expect(
      catalog["shipping.express"]?.localization("de")?.stringUnit?.value == "Express-Versand")
  }

  /// The German XLIFF `catalog export` writes for the catalog at `link`, under `folder`.
  private func exportedGerman(_ link: String, into folder: URL) throws -> URL {
    let out = folder.appendingPathComponent("out").path
    let export = runTool(["catalog", "export", link, "--language", "de", "--out", out])
    try #require(export.exitCode == .success, "\(export.errors)")
    return URL(fileURLWithPath: out).appendingPathComponent("de.xcloc/Localized Contents/de.xliff")
  }
}
