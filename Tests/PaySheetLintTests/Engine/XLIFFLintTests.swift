import Foundation
import PaySheetKit
import PaySheetTestCorpus
import Testing

@testable import PaySheetLint

/// `paysheet lint`'s reading of XLIFFs and Localization Catalogs (`.xcloc`).
@Suite("Lint of XLIFF")
struct XLIFFLintTests {
  static let files = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("PaySheetCatalogTests/Exchange/Files")

  static func path(_ name: String) -> String { files.appendingPathComponent(name).path }

  /// The line and column of the first `<target` after the line holding `id`.
  static func targetPlace(_ name: String, id: String, tag: String = "<target") throws -> (Int, Int)
  {
    let text = try String(contentsOfFile: path(name), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.contains("id=\"\(id)\"") })
    for index in start..<lines.count {
      if let range = lines[index].range(of: tag) {
        return (index + 1, lines[index][..<range.lowerBound].unicodeScalars.count + 1)
      }
    }
    Issue.record("no \(tag) after \(id)")
    return (0, 0)
  }

  @Test("findings name the file, the <target>'s line and column, the unit and the key")
  func findingsAtTargets() throws {
    let name = "xcode15-variations-de.xliff"
    let report = try LintSession(profiles: []).run(LintRequest(paths: [Self.path(name)]))
    #expect(report.unreadable.isEmpty)
    let pay = try #require(
      report.findings.first { $0.key == "Pay %@" && $0.ruleID == "format-specifier-mismatch" })
    let (line, column) = try Self.targetPlace(name, id: "Pay %@")
    #expect(pay.location.line == line && pay.location.column == column)
    #expect(pay.file.hasSuffix(name))
    #expect(pay.language == "de")
    // A form without a <target> is missing, at its <trans-unit>, which the finding names.
    let other = try #require(
      report.findings.first { $0.key == "Saw %#@birds@" && $0.ruleID == "missing-translation" })
    let unit = try Self.targetPlace(
      name, id: "Saw %#@birds@|==|substitutions.birds.plural.other", tag: "<trans-unit")
    #expect(other.location.line == unit.0 && other.location.column == unit.1)
    #expect(
      other.message.contains("(trans-unit 'Saw %#@birds@|==|substitutions.birds.plural.other')"))
    // needs-review-translation is a text awaiting review.
    #expect(
      report.findings.contains { $0.key == "%lld items" && $0.ruleID == "awaiting-review" })
  }

  /// A Crowdin project of two catalogs with one key: each `<file>` is linted as its own
  /// table, neither merged into the other nor dropped.
  @Test("a key in two <file>s is linted in each table, at each one's <target>")
  func keyInTwoTables() throws {
    let name = "crowdin-two-tables-de.xliff"
    let inputs = LintInputs.read(paths: [Self.path(name)])
    #expect(inputs.unreadable.isEmpty)
    #expect(inputs.catalogs.count == 2)
    let values = inputs.catalogs.map {
      $0.catalog["summary.shipping"]?.localization("de")?.stringUnit?.value
    }
    #expect(values == ["Versand", "Lieferung  und Versand"])
    #expect(inputs.catalogs.map { $0.catalog["summary.tax"] != nil } == [true, false])
    let report = try LintSession(profiles: []).run(LintRequest(paths: [Self.path(name)]))
    let spaces = report.findings.filter { $0.ruleID == "whitespace" }
    #expect(spaces.count == 1, "\(spaces)")
    let finding = try #require(spaces.first)
    let (line, column) = try Self.targetPlace(name, id: "9411")
    #expect(finding.location.line == line && finding.location.column == column)
    #expect(finding.key == "summary.shipping")
    #expect(finding.message.contains("(trans-unit '9411')"), "\(finding.message)")
  }

  /// A translation tool that writes a unit twice gives two texts for one: the import keeps
  /// the second, so the first translator's text would be lost without a word.
  @Test("a unit twice in one <file> is a duplicate-key error at the second")
  func unitTwiceInOneFile() throws {
    let xliff = """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="Shop/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
          <body>
            <trans-unit id="Subtotal" xml:space="preserve">
              <source>Subtotal</source>
              <target state="translated">Zwischensumme</target>
            </trans-unit>
            <trans-unit id="Tax" xml:space="preserve">
              <source>Tax</source>
              <target state="translated">Steuer</target>
            </trans-unit>
            <trans-unit id="Subtotal" xml:space="preserve">
              <source>Subtotal</source>
              <target state="translated">Teilsumme</target>
            </trans-unit>
          </body>
        </file>
      </xliff>
      """
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("paysheet-duplicate-unit-\(UUID().uuidString).xliff")
    try Data(xliff.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    let inputs = LintInputs.read(paths: [url.path])
    #expect(
      inputs.catalogs.first?.catalog["Subtotal"]?.localization("de")?.stringUnit?.value
        == "Teilsumme")
    let report = try LintSession(profiles: []).lint(inputs)
    let duplicates = report.findings.filter { $0.ruleID == "duplicate-key" }
    #expect(duplicates.count == 1, "\(report.findings)")
    let finding = try #require(duplicates.first)
    #expect(finding.severity == .error)
    #expect(finding.key == "Subtotal" && finding.language == "de")
    #expect((finding.location.line, finding.location.column) == (13, 7))
    #expect(finding.message.contains("the first is at 5:7"), "\(finding.message)")
    #expect(report.findings.filter { $0.ruleID != "duplicate-key" }.isEmpty, "\(report.findings)")
  }

  /// Crowdin's export of a project with an app and its extension: units 6865 and 6869 are
  /// both `CFBundleName`, of two `InfoPlist.strings`; neither is a unit written twice.
  @Test("two numbered units for one key are no duplicate-key error")
  func numberedUnitsOfOneKey() throws {
    let report = try LintSession(profiles: []).run(
      LintRequest(paths: [
        Self.path("crowdin-focusedwork-de.xliff")
      ]))
    #expect(report.unreadable.isEmpty)
    #expect(!report.findings.contains { $0.ruleID == "duplicate-key" }, "\(report.findings)")
  }

  @Test("a Localization Catalog is linted through its XLIFF, alone or in a folder")
  func localizationCatalog() throws {
    let folder = try TemporaryFolder.make("xcloc")
    let bundle = folder.appendingPathComponent("de.xcloc")
    let contents = bundle.appendingPathComponent("Localized Contents")
    let sources = bundle.appendingPathComponent("Source Contents")
    try FileManager.default.createDirectory(at: contents, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      atPath: Self.path("xcode15-variations-de.xliff"),
      toPath: contents.appendingPathComponent("de.xliff").path)
    // The source catalog Xcode copies into the bundle is not the translator's file.
    try Data("not a catalog".utf8).write(
      to: sources.appendingPathComponent("Localizable.xcstrings"))
    for path in [bundle.path, folder.path] {
      let report = LintInputs.read(paths: [path])
      #expect(report.unreadable.isEmpty, "\(report.unreadable)")
      #expect(report.catalogs.map(\.path) == [contents.appendingPathComponent("de.xliff").path])
    }
  }

  @Test(
    "the real exports read without error",
    arguments: [
      "xcode14-loopkit-de.xliff", "xcode15-ketchup-fr.xliff", "crowdin-focusedwork-de.xliff",
    ])
  func realFiles(name: String) throws {
    let report = try LintSession(profiles: []).run(LintRequest(paths: [Self.path(name)]))
    #expect(report.unreadable.isEmpty, "\(report.unreadable)")
    // Every finding about a text sits at its text, never at the file's start.
    for finding in report.findings where finding.key != nil {
      #expect(finding.location.position != .start, "\(finding)")
    }
  }

  @Test("a hostile XLIFF is unreadable, with its place, and the others are still read")
  func hostile() throws {
    let folder = try TemporaryFolder.make("xliff")
    defer { try? FileManager.default.removeItem(at: folder) }
    let evil =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n<xliff version=\"1.2\"><file source-language=\"en\" target-language=\"de\"><body><trans-unit id=\"k\"><source>k</source><target>&e;</target></trans-unit></body></file></xliff>\n"
    try Data(evil.utf8).write(to: folder.appendingPathComponent("a.xliff"))
    try FileManager.default.copyItem(
      atPath: Self.path("xcode15-variations-de.xliff"),
      toPath: folder.appendingPathComponent("b.xliff").path)
    let inputs = LintInputs.read(paths: [folder.path])
    #expect(inputs.unreadable.count == 1)
    #expect(inputs.unreadable.first?.position.line == 2)
    #expect(inputs.catalogs.count == 1)
  }
}
