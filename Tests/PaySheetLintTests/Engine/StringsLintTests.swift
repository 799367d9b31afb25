import Foundation
import PaySheetKit
import PaySheetTestCorpus
import Testing

@testable import PaySheetLint

/// `paysheet lint`'s reading of `.strings` and `.stringsdict` tables in `LANG.lproj` folders.
@Suite("Lint of .strings and .stringsdict")
struct StringsLintTests {
  /// A folder of `.lproj`s: each file by its path under the folder.
  static func folder(_ files: [String: [UInt8]]) throws -> URL {
    let root = try TemporaryFolder.make("strings-lint")
    for (path, bytes) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    return root
  }

  static func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
    var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
    for unit in text.utf16 {
      let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
      bytes += littleEndian ? [low, high] : [high, low]
    }
    return bytes
  }

  static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
    \t<key>items.count</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@items@</string>
    \t\t<key>items</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%d item</string>
    \t\t\t<key>other</key>
    \t\t\t<string>OTHER</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>
    """

  static func files() -> [String: [UInt8]] {
    [
      "App/Base.lproj/Localizable.strings": Array(
        "/* Shipping line */\n\"shipping\" = \"Shipping: %@\";\n\"done\" = \"Done\";\n".utf8),
      "App/de.lproj/Localizable.strings": utf16(
        "\"shipping\" = \"Versand: @\";\n\"done\" = \"Fertig\";\n", littleEndian: true),
      "App/en.lproj/Localizable.stringsdict": Array(
        stringsdict.replacingOccurrences(of: "OTHER", with: "%d items").utf8),
      "App/de.lproj/Localizable.stringsdict": Array(
        stringsdict.replacingOccurrences(of: "%d item<", with: "%d Artikel<")
          .replacingOccurrences(of: "OTHER", with: "Artikel").utf8),
    ]
  }

  @Test("one table of every language, findings at the line and column of each file")
  func table() throws {
    let root = try Self.folder(Self.files())
    defer { try? FileManager.default.removeItem(at: root) }
    let inputs = LintInputs.read(paths: [root.path])
    #expect(inputs.unreadable.isEmpty)
    #expect(inputs.catalogs.count == 1)
    let (path, catalog, _) = try #require(inputs.catalogs.first)
    #expect(path.hasSuffix("App/Base.lproj/Localizable.strings"))
    #expect(catalog.sourceLanguage == "en")
    #expect(catalog.keys == ["shipping", "done", "items.count"])
    #expect(catalog["shipping"]?.comment == "Shipping line")
    #expect(catalog["shipping"]?.localization("de")?.stringUnit?.value == "Versand: @")

    let report = try LintSession(profiles: []).lint(inputs)
    let lost = try #require(
      report.findings.first { $0.key == "shipping" && $0.ruleID == "format-specifier-mismatch" })
    #expect(lost.file.hasSuffix("App/de.lproj/Localizable.strings"))
    #expect(lost.location.description.hasSuffix("de.lproj/Localizable.strings:1:14"))
    let plural = try #require(
      report.findings.first { $0.key == "items.count" && $0.ruleID == "format-specifier-mismatch" })
    #expect(plural.location.description.hasSuffix("de.lproj/Localizable.stringsdict:17:12"))
    #expect(plural.language == "de")
  }

  @Test("the development language names the source folder")
  func developmentLanguage() throws {
    let root = try Self.folder([
      "de.lproj/Localizable.strings": Array("\"a\" = \"Fertig\";\n".utf8),
      "en.lproj/Localizable.strings": Array("\"a\" = \"Done %@\";\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let german = LintInputs.read(paths: [root.path], developmentLanguage: "de")
    #expect(german.catalogs.first?.catalog.sourceLanguage == "de")
    #expect(german.catalogs.first?.path.hasSuffix("de.lproj/Localizable.strings") == true)
  }

  @Test("a file that cannot be read is an error at its place; the table is read without it")
  func unreadable() throws {
    var files = Self.files()
    files["App/fr.lproj/Localizable.strings"] = Array("\"done\" = \"Terminé;\n".utf8)
    let root = try Self.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let inputs = LintInputs.read(paths: [root.path])
    #expect(inputs.catalogs.count == 1)
    let problem = try #require(inputs.unreadable.first)
    #expect(problem.place.hasSuffix("fr.lproj/Localizable.strings:1:10"))
  }

  @Test("a key twice in one file is a duplicate-key error at the second")
  func duplicate() throws {
    let root = try Self.folder([
      "en.lproj/Localizable.strings": Array("\"a\" = \"A\";\n\"a\" = \"B\";\n".utf8)
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try LintSession(profiles: []).lint(LintInputs.read(paths: [root.path]))
    let duplicate = try #require(report.findings.first { $0.ruleID == "duplicate-key" })
    #expect(duplicate.location.line == 2)
    #expect(duplicate.message.contains("1:1"))
  }

  /// Xcode's base internationalization: `Base.lproj/Main.storyboard` holds the English texts,
  /// and each language has a `Main.strings` whose keys are object IDs, with the English text
  /// in the comment Xcode wrote above each entry.
  static let storyboardFiles: [String: [UInt8]] = [
    "App/Base.lproj/Main.storyboard": Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
          <scenes><scene sceneID="s1"><objects>
              <button id="Xyz-ab-123"><state key="normal" title="6M"/></button>
              <label id="Pay-lb-001" text="Pay %@"/>
          </objects></scene></scenes>
      </document>

      """.utf8),
    "App/de.lproj/Main.strings": Array(
      """

      /* Class = "UIButton"; normalTitle = "6M"; ObjectID = "Xyz-ab-123"; */
      "Xyz-ab-123.normalTitle" = "6 Mon.";

      /* Class = "UILabel"; text = "Pay %@"; ObjectID = "Pay-lb-001"; */
      "Pay-lb-001.text" = "Bezahlen";

      """.utf8),
    "App/fr.lproj/Main.strings": utf16(
      """

      /* Class = "UIButton"; normalTitle = "6M"; ObjectID = "Xyz-ab-123"; */
      "Xyz-ab-123.normalTitle" = "6 mois";

      /* Class = "UILabel"; text = "Pay %@"; ObjectID = "Pay-lb-001"; */
      "Pay-lb-001.text" = "Payer %@";

      "Abc-de-456.title" = "Titre";

      """, littleEndian: true),
  ]

  @Test("a storyboard's table takes each source text from Xcode's comment, at its place")
  func storyboardTable() throws {
    let root = try Self.folder(Self.storyboardFiles)
    defer { try? FileManager.default.removeItem(at: root) }
    let inputs = LintInputs.read(paths: [root.path])
    #expect(inputs.unreadable.isEmpty)
    let (_, catalog, _) = try #require(inputs.catalogs.first)
    let source = try #require(catalog["Xyz-ab-123.normalTitle"]?.localization("en")?.stringUnit)
    #expect(source.value == "6M")
    // The opening quote of "6M" in the comment: line 2, column 38, byte 38 of the UTF-8 file.
    #expect(source.position == SourcePosition(line: 2, column: 38, offset: 38))
    #expect(catalog["Pay-lb-001.text"]?.localization("en")?.stringUnit?.value == "Pay %@")
    #expect(catalog.keysWithoutSource.keys.sorted() == ["Abc-de-456.title"])

    let report = try LintSession(profiles: []).lint(inputs)
    let found = report.findings.map {
      "\($0.location.description.split(separator: "/App/").last ?? "") \($0.ruleID) \($0.language ?? "-")"
    }
    // The German text that lost the label's %@ is found; no text is held to an object ID
    // ("6 Mon." lacks no 123), and the key without any source text is said once.
    #expect(
      found == [
        "de.lproj/Main.strings:6:21 format-specifier-mismatch de",
        "fr.lproj/Main.strings:8:1 missing-translation -",
        // Only fr has the key: German shows the storyboard's text.
        "fr.lproj/Main.strings:8:1 missing-translation de",
      ])
    let note = try #require(report.findings.first { $0.language == nil })
    #expect(note.severity == .note)
    #expect(
      note.message.hasPrefix(
        "1 key has no en text: the table has no en.lproj or Base.lproj .strings file"))
  }

  @Test("a key only a translation has is one finding at its line there, not at 1:1 of the source")
  func keyOnlyATranslationHas() throws {
    let root = try Self.folder([
      "en.lproj/Localizable.strings": Array("\"checkout.pay\" = \"Pay\";\n".utf8),
      "de.lproj/Localizable.strings": Array(
        "\"checkout.pay\" = \"Bezahlen\";\n\n/* Tip line */\n\"summary.tip\" = \"Trinkgeld 10 %\";\n"
          .utf8),
      "fr.lproj/Localizable.strings": Array("\"checkout.pay\" = \"Payer\";\n".utf8),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try LintSession(profiles: []).lint(LintInputs.read(paths: [root.path]))
    #expect(report.findings.count == 1)
    let finding = try #require(report.findings.first)
    #expect(finding.location.description.hasSuffix("de.lproj/Localizable.strings:4:1"))
    #expect(finding.ruleID == "missing-translation")
    #expect(finding.key == "summary.tip")
    #expect(finding.language == "en")
    #expect(finding.severity == .warning)
    #expect(
      finding.message.hasPrefix(
        "only de has the key, not en.lproj/Localizable.strings, the development language's file: add it there if the app uses it"
      ))
  }

  /// A table of three languages with findings in each translation and in the source.
  static let namedTable: [String: [UInt8]] = [
    "en.lproj/Localizable.strings": Array(
      "\"shipping\" = \"Shipping: %@\";\n\"done\" = \"Done\";\n\"pay\" = \"Pay  now\";\n".utf8),
    "de.lproj/Localizable.strings": Array(
      "\"shipping\" = \"Versand: @\";\n\"done\" = \"Fertig\";\n\"tip\" = \"Trinkgeld\";\n".utf8),
    "fr.lproj/Localizable.strings": Array(
      "\"shipping\" = \"Livraison : %d\";\n\"done\" = \"\";\n\"pay\" = \"Payer\";\n".utf8),
  ]

  @Test("a table file named alone is linted with its table, and only its findings are reported")
  func namedFile() throws {
    let root = try Self.folder(Self.namedTable)
    defer { try? FileManager.default.removeItem(at: root) }
    let session = try LintSession(profiles: [])
    let whole = session.lint(LintInputs.read(paths: [root.path]))
    let german = root.path + "/de.lproj/Localizable.strings"
    let expected = whole.findings.filter { $0.file == german }
    // The run on the folder has findings in the other files, and some in the named one
    // that need the source to be found.
    #expect(whole.findings.contains { $0.file != german })
    #expect(expected.contains { $0.ruleID == "format-specifier-mismatch" })

    let named = session.lint(LintInputs.read(paths: [german]))
    #expect(named.unreadable.isEmpty)
    #expect(named.findings.sorted() == expected.sorted())
  }

  @Test("a table named both by a file and by a folder is reported whole, once")
  func namedFileAndFolder() throws {
    let root = try Self.folder(Self.namedTable)
    defer { try? FileManager.default.removeItem(at: root) }
    let session = try LintSession(profiles: [])
    let whole = session.lint(LintInputs.read(paths: [root.path]))
    let both = LintInputs.read(paths: [root.path + "/de.lproj/Localizable.strings", root.path])
    #expect(both.catalogs.count == 1)
    #expect(session.lint(both).findings.sorted() == whole.findings.sorted())
  }

  @Test("of a table read for a named file, only that file's reading errors are reported")
  func namedFileUnreadable() throws {
    var files = Self.namedTable
    files["fr.lproj/Localizable.strings"] = Array("\"done\" = \"Terminé;\n".utf8)
    let root = try Self.folder(files)
    defer { try? FileManager.default.removeItem(at: root) }
    let german = LintInputs.read(paths: [root.path + "/de.lproj/Localizable.strings"])
    #expect(german.unreadable.isEmpty)
    let french = LintInputs.read(paths: [root.path + "/fr.lproj/Localizable.strings"])
    #expect(french.unreadable.map(\.file) == [root.path + "/fr.lproj/Localizable.strings"])
  }
}
