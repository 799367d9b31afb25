import Foundation
import PaySheetLint
import PaySheetTestCorpus
import Testing

@testable import PaySheetCLI

/// `paysheet lint --write-baseline FILE` and `--baseline FILE` (or `baseline` in
/// `.paysheet.json`) through the command: exit codes, what each format says, bad files.
struct LintBaselineTests {
  /// A German text that lost its placeholder (an error) and one not translated yet.
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "checkout.pay" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Bezahlen" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Pay %@" } }
          }
        },
        "checkout.tip" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Tip" } }
          }
        }
      },
      "version" : "1.0"
    }

    """

  /// A folder `shop` in a new temporary folder, with `Catalog.xcstrings`.
  static func folder() throws -> (parent: URL, shop: URL) {
    let parent = try TemporaryFolder.make("lint-baseline")
    let shop = parent.appendingPathComponent("shop")
    try FileManager.default.createDirectory(at: shop, withIntermediateDirectories: true)
    try Data(catalog.utf8).write(to: shop.appendingPathComponent("Catalog.xcstrings"))
    return (parent, shop)
  }

  @Test func writeThenLintCleanThenOneNewDefect() throws {
    let (parent, shop) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let baseline = shop.appendingPathComponent("paysheet-baseline.json").path
    let written = runTool(["lint", "--write-baseline", baseline, shop.path])
    // Errors found, and the exit is 0: the findings are recorded, not judged.
    #expect(written.exitCode == .success)
    #expect(written.output.contains("[format-specifier-mismatch]"))
    #expect(
      written.errors.contains(
        "paysheet-baseline.json: 2 entries written for the files linted (2 new, 0 removed: no longer found); 0 entries kept of files not linted"
      ))
    // A new file has the mode any new file gets, not the temporary file's 600.
    let mask = umask(0o022)
    umask(mask)
    let mode = try FileManager.default.attributesOfItem(atPath: baseline)[.posixPermissions]
    #expect((mode as? Int).map(mode_t.init) == 0o666 & ~mask)

    let clean = runTool(["lint", "--baseline", baseline, shop.path])
    #expect(clean.exitCode == .success)
    #expect(!clean.output.contains("error:"))
    #expect(
      clean.output.hasSuffix(
        "paysheet-baseline.json: 2 findings matched (not shown); no entry is gone\n"))

    let changed = Self.catalog.replacingOccurrences(
      of: "\"Tip\" } }",
      with:
        "\"Tip\" } },\n \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Trinkgeld %@\" } }"
    )
    try Data(changed.utf8).write(to: shop.appendingPathComponent("Catalog.xcstrings"))
    let new = runTool(["lint", "--baseline", baseline, shop.path])
    #expect(new.exitCode == .findings)
    let findings = new.output.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(findings.count == 1)
    #expect(findings.first?.hasSuffix("(key 'checkout.tip') [unexpected-placeholder]") == true)
    // The translation that came is no longer missing: that entry is gone.
    #expect(new.output.contains("1 finding matched (not shown); 1 entry no longer occurs"))
  }

  @Test(arguments: ["json", "sarif", "github"])
  func everyFormatTellsTheCounts(format: String) throws {
    let (parent, shop) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let baseline = shop.appendingPathComponent("b.json").path
    #expect(runTool(["lint", "--write-baseline", baseline, shop.path]).exitCode == .success)
    let result = runTool(["lint", "--format", format, "--baseline", baseline, shop.path])
    #expect(result.exitCode == .success)
    switch format {
    case "json":
      #expect(result.output.contains("\"baseline\" : {"))
      #expect(result.output.contains("\"matched\" : 2"))
      #expect(result.output.contains("\"gone\" : 0"))
    case "sarif":
      #expect(result.output.contains("\"properties\" : {\n        \"baseline\" : {"))
      #expect(result.output.contains("\"matched\" : 2"))
    default:
      #expect(
        result.output.contains(
          "::notice file=\(baseline),title=baseline::baseline \(baseline): 2 findings matched"))
    }
  }

  /// The same baseline from another current folder: paths in it are relative to its folder.
  @Test func theBaselineWorksFromAnotherCurrentFolder() throws {
    let executable = try #require(paysheetExecutable(), "the paysheet executable is not built")
    let (parent, shop) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: parent) }
    func run(_ arguments: [String], in folder: URL) throws -> (Int32, String) {
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      process.currentDirectoryURL = folder
      let output = Pipe()
      process.standardOutput = output
      process.standardError = Pipe()
      try process.run()
      let text = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: text, as: UTF8.self))
    }
    let (written, _) = try run(
      ["lint", "--write-baseline", "paysheet-baseline.json", "Catalog.xcstrings"], in: shop)
    #expect(written == 0)
    let (status, output) = try run(
      ["lint", "--baseline", "shop/paysheet-baseline.json", "shop"], in: parent)
    #expect(status == 0)
    #expect(
      output
        == "baseline shop/paysheet-baseline.json: 2 findings matched (not shown); no entry is gone\n"
    )
  }

  @Test func theConfigurationNamesTheBaselineRelativeToItself() throws {
    let (parent, shop) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let config = shop.appendingPathComponent(".paysheet.json").path
    try Data("{ \"baseline\": \"known.json\" }".utf8).write(to: URL(fileURLWithPath: config))
    let missing = runTool(["lint", "--config", config, shop.path])
    #expect(missing.exitCode == .usageOrInput)
    #expect(
      missing.errors.contains(
        "known.json:1:1: no such baseline; write one with 'paysheet lint --write-baseline"))

    let baseline = shop.appendingPathComponent("known.json").path
    let written = runTool(["lint", "--config", config, "--write-baseline", baseline, shop.path])
    #expect(written.exitCode == .success)
    let result = runTool(["lint", "--config", config, shop.path])
    #expect(result.exitCode == .success)
    #expect(result.output.contains("2 findings matched (not shown)"))
  }

  @Test func aBrokenBaselineIsExit2WithItsPlace() throws {
    let (parent, shop) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let baseline = shop.appendingPathComponent("b.json").path
    try Data("{\n  \"version\" : 1,\n  \"findings\" : [ { \"rule\" : 3 } ]\n}\n".utf8).write(
      to: URL(fileURLWithPath: baseline))
    let result = runTool(["lint", "--baseline", baseline, shop.path])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.hasPrefix("paysheet: error: \(baseline):3:"))
    #expect(result.output.isEmpty)
  }

  @Test(arguments: [
    (["--baseline", "a.json", "--write-baseline", "b.json"], "use one at a time"),
    (["--write-baseline", "b.json", "--language", "de"], "records the findings of every language"),
  ])
  func refusedCombinations(arguments: [String], words: String) throws {
    let (parent, shop) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let result = runTool(["lint"] + arguments + [shop.path])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains(words))
    #expect(!FileManager.default.fileExists(atPath: "b.json"))
  }

  /// A baseline in the folder linted, larger than a sheet may be, is passed over when no
  /// option names it: it is no sheet, and no unreadable file either.
  @Test func aLargeBaselineInTheFolderIsPassedOver() throws {
    let (parent, shop) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let path = shop.appendingPathComponent("paysheet-baseline.json").path
    let entries = (0..<10_000).map {
      BaselineEntry(
        rule: "missing-translation", file: "Catalog.xcstrings", key: "key.\($0)",
        language: "de", text: "0123456789abcdef")
    }
    let bytes = Baseline(entries: entries, path: path).bytes()
    #expect(bytes.count > 1 << 20)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let result = runTool(["lint", shop.path])
    #expect(result.exitCode == .findings)
    #expect(!result.output.contains("paysheet-baseline.json"))
  }

  /// A file that cannot be read would leave its findings out: no baseline is written.
  @Test func noBaselineIsWrittenWhenAFileCannotBeRead() throws {
    let (parent, shop) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: parent) }
    try Data("{ not json".utf8).write(to: shop.appendingPathComponent("Broken.xcstrings"))
    let baseline = shop.appendingPathComponent("b.json").path
    let result = runTool(["lint", "--write-baseline", baseline, shop.path])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains("no baseline written"))
    #expect(!FileManager.default.fileExists(atPath: baseline))
  }

  /// A team that lints one folder at a time: writing the baseline of one catalog of three
  /// keeps the other two's entries, replaces the linted one's, and says how many of each.
  @Test func writingOneCatalogOfThreeKeepsTheOthers() throws {
    let (parent, shop) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: parent) }
    for name in ["Cart", "Receipt"] {
      let folder = shop.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(Self.catalog.utf8).write(to: folder.appendingPathComponent("\(name).xcstrings"))
    }
    let baseline = shop.appendingPathComponent("b.json").path
    #expect(runTool(["lint", "--write-baseline", baseline, shop.path]).exitCode == .success)
    let all = try Baseline(contentsOf: baseline)
    #expect(all.entries.count == 6)

    // The cart's lost placeholder is fixed; only the cart is linted.
    let cart = shop.appendingPathComponent("Cart/Cart.xcstrings")
    try Data(Self.catalog.replacingOccurrences(of: "\"Bezahlen\"", with: "\"Bezahlen %@\"").utf8)
      .write(to: cart)
    let one = runTool(["lint", "--write-baseline", baseline, cart.path])
    #expect(one.exitCode == .success)
    #expect(
      one.errors.contains(
        "b.json: 1 entry written for the files linted (0 new, 1 removed: no longer found); 4 entries kept of files not linted"
      ))
    let after = try Baseline(contentsOf: baseline)
    #expect(after.entries.count == 5)
    #expect(
      after.entries.filter { $0.file == "Cart/Cart.xcstrings" }.map(\.rule) == [
        "missing-translation"
      ])
    #expect(after.entries.filter { $0.file == "Receipt/Receipt.xcstrings" }.count == 2)
    #expect(after.entries.filter { $0.file == "Catalog.xcstrings" }.count == 2)
    // The whole folder still lints clean against it.
    let clean = runTool(["lint", "--baseline", baseline, shop.path])
    #expect(clean.exitCode == .success)
    #expect(clean.output.contains("5 findings matched (not shown); no entry is gone"))

    // A catalog deleted from a folder that is linted takes its entries with it.
    try FileManager.default.removeItem(at: shop.appendingPathComponent("Receipt"))
    let folderRun = runTool(["lint", "--write-baseline", baseline, shop.path])
    #expect(
      folderRun.errors.contains(
        "b.json: 3 entries written for the files linted (0 new, 2 removed: no longer found); 0 entries kept of files not linted"
      ))
  }

  /// A file at the path that is no baseline is refused, not overwritten.
  @Test func writingOverAFileThatIsNoBaselineIsRefused() throws {
    let (parent, shop) = try Self.folder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let path = shop.appendingPathComponent("notes.json").path
    try Data("{ \"todo\" : 1 }\n".utf8).write(to: URL(fileURLWithPath: path))
    let result = runTool(["lint", "--write-baseline", path, shop.path])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains("notes.json:1:"))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "{ \"todo\" : 1 }\n")
  }
}
