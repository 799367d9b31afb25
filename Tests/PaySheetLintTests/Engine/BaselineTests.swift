import Foundation
import PaySheetKit
import PaySheetTestCorpus
import Testing

@testable import PaySheetLint

/// A baseline written from a catalog's findings: a run with it reports only what is new,
/// counts what it matched and what is gone, and is not disturbed by moving or reformatting.
struct BaselineTests {
  /// German texts of a small checkout catalog, with three kinds of finding: a lost
  /// placeholder (error), a missing translation (error) and line breaks at both ends of a
  /// text (two warnings on one text, so two identical entries).
  static let texts: [(key: String, en: String, de: String?)] = [
    ("checkout.arrives", "Arrives: %@", "Zustellung: %@"),
    ("checkout.status", "Delivery status: %@", "\nLieferstatus: %@\n"),
    ("checkout.tip", "Tip", nil),
    ("checkout.pay", "Pay %@", "Bezahlen"),
  ]

  /// The catalog's JSON with the keys in `order`, pretty-printed as Xcode writes it or
  /// squeezed onto few lines, so that every line number changes.
  static func catalog(
    _ texts: [(key: String, en: String, de: String?)], compact: Bool = false
  ) -> String {
    func quoted(_ text: String) -> String { XcodeJSONWriter.quoted(text) }
    func unit(_ value: String) -> String {
      "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(quoted(value)) } }"
    }
    let separator = compact ? " " : "\n    "
    let entries = texts.map { text in
      var languages = ""
      if let de = text.de { languages += "\"de\" : \(unit(de)),\(separator)  " }
      languages += "\"en\" : \(unit(text.en))"
      return
        "\(quoted(text.key)) : {\(separator)\"localizations\" : {\(separator)  \(languages)\(separator)}\(separator)}"
    }
    return
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \(entries.joined(separator: ",\(separator)"))\n  },\n  \"version\" : \"1.0\"\n}\n"
  }

  /// A folder with `Catalog.xcstrings` holding `text`.
  struct Folder {
    let url: URL
    var catalog: String { url.appendingPathComponent("Catalog.xcstrings").path }
    var baseline: String { url.appendingPathComponent("paysheet-baseline.json").path }

    init(_ text: String) throws {
      url = try TemporaryFolder.make("baseline")
      try write(text)
    }

    func write(_ text: String) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: catalog))
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
  }

  /// Every rule but the fit check, whose findings depend on the fonts installed.
  static let session: LintSession = {
    let configuration = try? LintConfiguration(rules: ["line-overflow": .off])
    return try! LintSession(configuration: configuration ?? LintConfiguration())
  }()

  /// Lints the folder and writes its baseline, as `--write-baseline` does.
  static func writeBaseline(_ folder: Folder) throws -> Baseline {
    let report = try session.run(
      LintRequest(paths: [folder.url.path], baselineToWrite: folder.baseline))
    let recorded = try #require(report.recordedBaseline)
    try Data(recorded.bytes()).write(to: URL(fileURLWithPath: folder.baseline))
    #expect(recorded.entries.count == report.findings.count)
    return try Baseline(contentsOf: folder.baseline)
  }

  static func lint(_ folder: Folder, with baseline: Baseline) throws -> LintReport {
    try session.run(LintRequest(paths: [folder.url.path], baseline: baseline))
  }

  @Test func aBaselineOfTheFindingsLintsClean() throws {
    let folder = try Folder(Self.catalog(Self.texts))
    defer { folder.remove() }
    let baseline = try Self.writeBaseline(folder)
    // The lost placeholder, the missing translation and the two line-break warnings.
    #expect(baseline.entries.count == 4)
    #expect(
      baseline.entries.map(\.rule).sorted() == [
        "edge-line-breaks", "edge-line-breaks", "format-specifier-mismatch",
        "missing-translation",
      ])
    #expect(baseline.entries.allSatisfy { $0.file == "Catalog.xcstrings" })
    let report = try Self.lint(folder, with: baseline)
    #expect(report.findings.isEmpty)
    #expect(!report.hasErrors)
    #expect(
      report.baseline == BaselineOutcome(file: report.baseline?.file ?? "", matched: 4, gone: 0))
  }

  @Test func oneNewDefectIsTheOneFinding() throws {
    let folder = try Folder(Self.catalog(Self.texts))
    defer { folder.remove() }
    let baseline = try Self.writeBaseline(folder)
    try folder.write(Self.catalog(Self.texts + [("checkout.tax", "Tax %@", "Steuer")]))
    let report = try Self.lint(folder, with: baseline)
    #expect(report.findings.map(\.key) == ["checkout.tax"])
    #expect(report.findings.map(\.ruleID) == ["format-specifier-mismatch"])
    #expect(report.hasErrors)
    #expect(report.baseline?.matched == 4)
    #expect(report.baseline?.gone == 0)
  }

  /// Editing a text that had a finding makes its findings new: the entry named that text.
  @Test func aFixedFindingIsGoneAndAnEditedTextIsNew() throws {
    let folder = try Folder(Self.catalog(Self.texts))
    defer { folder.remove() }
    let baseline = try Self.writeBaseline(folder)
    var fixed = Self.texts
    fixed[3].de = "Bezahlen %@"
    try folder.write(Self.catalog(fixed))
    let report = try Self.lint(folder, with: baseline)
    #expect(report.findings.isEmpty)
    #expect(report.baseline?.matched == 3)
    #expect(report.baseline?.gone == 1)

    var edited = Self.texts
    edited[3].de = "Jetzt bezahlen"
    try folder.write(Self.catalog(edited))
    let again = try Self.lint(folder, with: baseline)
    #expect(again.findings.map(\.key) == ["checkout.pay"])
    #expect(again.baseline?.gone == 1)
  }

  @Test(arguments: [false, true])
  func movedKeysAndAnotherLayoutAreNothingNew(compact: Bool) throws {
    let folder = try Folder(Self.catalog(Self.texts))
    defer { folder.remove() }
    let baseline = try Self.writeBaseline(folder)
    let before = try Self.session.run(LintRequest(paths: [folder.url.path]))
    try folder.write(Self.catalog(Self.texts.reversed(), compact: compact))
    let report = try Self.lint(folder, with: baseline)
    // Every finding moved to another line, and none is new.
    let after = try Self.session.run(LintRequest(paths: [folder.url.path]))
    #expect(Set(before.findings.map(\.location)) != Set(after.findings.map(\.location)))
    #expect(report.findings.isEmpty)
    #expect(report.baseline?.matched == 4)
    #expect(report.baseline?.gone == 0)
  }

  /// Two identical findings need two entries: with one dropped, one is new.
  @Test func entriesAreCountedNotSet() throws {
    let folder = try Folder(Self.catalog(Self.texts))
    defer { folder.remove() }
    let baseline = try Self.writeBaseline(folder)
    var entries = baseline.entries
    let twice = try #require(entries.firstIndex { $0.rule == "edge-line-breaks" })
    entries.remove(at: twice)
    let report = try Self.lint(folder, with: Baseline(entries: entries, path: folder.baseline))
    #expect(report.findings.map(\.ruleID) == ["edge-line-breaks"])
    #expect(report.baseline?.matched == 3)
  }

  /// Paths are relative to the baseline's folder: a copy of the folder elsewhere (a CI
  /// clone) matches, whatever path it is linted by.
  @Test func aCopyOfTheFolderElsewhereMatches() throws {
    let folder = try Folder(Self.catalog(Self.texts))
    defer { folder.remove() }
    _ = try Self.writeBaseline(folder)
    let clone = try Folder(Self.catalog(Self.texts))
    defer { clone.remove() }
    try FileManager.default.copyItem(atPath: folder.baseline, toPath: clone.baseline)
    let report = try Self.session.run(
      LintRequest(
        paths: [clone.url.appendingPathComponent("../\(clone.url.lastPathComponent)/.").path],
        baseline: Baseline(contentsOf: clone.baseline)))
    #expect(report.findings.isEmpty)
    #expect(report.baseline?.matched == 4)
  }

  /// A run of one language or another folder does not call the rest of the baseline gone.
  @Test func entriesOutsideTheRunAreNotGone() throws {
    let folder = try Folder(Self.catalog(Self.texts))
    defer { folder.remove() }
    let baseline = try Self.writeBaseline(folder)
    let other = try Folder(Self.catalog([("checkout.arrives", "Arrives: %@", "Zustellung: %@")]))
    defer { other.remove() }
    let elsewhere = try Self.session.run(LintRequest(paths: [other.url.path], baseline: baseline))
    #expect(elsewhere.baseline?.gone == 0)
    let english = try Self.session.run(
      LintRequest(paths: [folder.url.path], languages: ["en"], baseline: baseline))
    #expect(english.baseline?.gone == 0)
  }

  /// `.strings` tables: a catalog of a file per language, whose texts' offsets coincide
  /// (both files' second value starts at the same byte); each entry still names its text.
  @Test func stringsTablesNameTheirTexts() throws {
    let folder = try Folder("")
    defer { folder.remove() }
    try FileManager.default.removeItem(atPath: folder.catalog)
    for (language, pay) in [("en", "Pay %@ "), ("de", "Bezahlen")] {
      let lproj = folder.url.appendingPathComponent("\(language).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try Data("\"tip\" = \"Tip\";\n\"pay\" = \"\(pay)\";\n".utf8).write(
        to: lproj.appendingPathComponent("Localizable.strings"))
    }
    let baseline = try Self.writeBaseline(folder)
    let pay = try #require(
      baseline.entries.first { $0.key == "pay" && $0.rule == "format-specifier-mismatch" })
    #expect(pay.file == "de.lproj/Localizable.strings")
    #expect(pay.text == BaselineEntry.hash("Bezahlen"))
    let report = try Self.lint(folder, with: baseline)
    #expect(report.findings.isEmpty)
    #expect(report.baseline?.matched == baseline.entries.count)
  }

  @Test func theFileIsSortedOneEntryALineAndReadsBack() throws {
    let folder = try Folder(Self.catalog(Self.texts))
    defer { folder.remove() }
    let baseline = try Self.writeBaseline(folder)
    let text = try String(contentsOfFile: folder.baseline, encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(lines.first == "{")
    #expect(lines[1] == "  \"version\" : 1,")
    #expect(lines.filter { $0.hasPrefix("    { \"file\" : ") }.count == 4)
    #expect(Array(baseline.bytes()) == Array(text.utf8))
    #expect(baseline.entries == baseline.entries.sorted())
    // The entry of the lost placeholder names the text by its hash, not by line.
    let pay = try #require(baseline.entries.first { $0.key == "checkout.pay" })
    #expect(pay.text == BaselineEntry.hash("Bezahlen"))
    #expect(!text.contains("\"line\""))
  }

  @Test(arguments: [
    ("{\"version\": 1, \"findings\": [{\"rule\": \"x\"}]}", "1:29", "has no 'file'"),
    ("{\"version\": 2, \"findings\": []}", "1:2", "version 2 is not one this paysheet reads"),
    ("{\"version\": 1, \"findings\": [], \"extra\": 1}", "1:32", "unknown member 'extra'"),
    (
      "{\"version\": 1,\n \"findings\": [{\"rule\": \"x\", \"file\": \"a\", \"text\": \"zz\"}]}",
      "2:42", "16 hexadecimal digits"
    ),
    ("{\"version\": 1, \"findings\": [", "1:29", "end of input"),
  ])
  func aBrokenBaselineNamesFileLineAndColumn(text: String, place: String, words: String) throws {
    let folder = try Folder("")
    defer { folder.remove() }
    try Data(text.utf8).write(to: URL(fileURLWithPath: folder.baseline))
    let error = try #require(throws: InputError.self) { try Baseline(contentsOf: folder.baseline) }
    #expect(error.file.hasSuffix("paysheet-baseline.json"))
    #expect(error.place.hasSuffix(":\(place)"))
    #expect(error.message.contains(words))
  }

  @Test func aMissingBaselineSaysHowToWriteOne() throws {
    let error = try #require(throws: InputError.self) {
      try Baseline(contentsOf: "/nonexistent/paysheet-baseline.json")
    }
    #expect(error.message.contains("--write-baseline"))
  }

  @Test func placesInAMessageAreLeftOut() {
    #expect(
      LintReport.withoutPlaces("'Done' appears twice in the catalog (the first is at 12:5); x")
        == "'Done' appears twice in the catalog (the first is at #); x")
    #expect(LintReport.withoutPlaces("at 10:30 pm: 3 items") == "at # pm: 3 items")
    #expect(LintReport.withoutPlaces("no place") == "no place")
  }

  @Test func theConfigurationNamesTheBaselineRelativeToItsFolder() throws {
    let configuration = try LintConfiguration(
      jsonBytes: Array("{\"baseline\": \"ci/known.json\"}".utf8), file: "/repo/app/.paysheet.json")
    #expect(configuration.baseline == "/repo/app/ci/known.json")
    let error = try #require(throws: InputError.self) {
      try LintConfiguration(jsonBytes: Array("{\"baseline\": \"\"}".utf8), file: "c.json")
    }
    #expect(error.place == "c.json:1:2")
  }

  /// The command line's profiles and locales are added to every configuration read: the
  /// baseline and the development language read from the file stay.
  @Test func addingKeepsTheFilesBaselineAndDevelopmentLanguage() throws {
    let configuration = try LintConfiguration(
      jsonBytes: Array("{\"baseline\": \"b.json\", \"developmentLanguage\": \"de\"}".utf8),
      file: "/repo/.paysheet.json"
    ).adding(profiles: ["iphone-se"], locales: ["fr"])
    #expect(configuration.baseline == "/repo/b.json")
    #expect(configuration.developmentLanguage == "de")
  }

  @Test func theHashIsFNV1a() {
    // The published FNV-1a 64 test vectors.
    #expect(BaselineEntry.hash("") == "cbf29ce484222325")
    #expect(BaselineEntry.hash("a") == "af63dc4c8601ec8c")
    #expect(BaselineEntry.hash("foobar") == "85944171f73967e8")
  }

  @Test func pathsAreRelativeToTheFolder() {
    #expect(Baseline.relative("/a/b/c.xcstrings", to: "/a") == "b/c.xcstrings")
    #expect(Baseline.relative("/a/b/c.xcstrings", to: "/a/d") == "../b/c.xcstrings")
    #expect(Baseline.relative("/c.xcstrings", to: "/") == "c.xcstrings")
  }
}
