import Foundation
import Testing

@testable import PaySheetCLI
@testable import PaySheetCommands

@Suite struct PreviewCommandTests {
  static let sheets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Examples/sheets")

  func folder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "paysheet-preview-cli-\(UUID().uuidString)")
  }

  @Test func writesAGalleryIntoANewFolder() throws {
    let parent = folder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let out = parent.appendingPathComponent("gallery")
    let sheet = Self.sheets.appendingPathComponent("yen-order.json").path
    let result = runTool([
      "preview", sheet, "--language", "ja", "--language", "ar", "--out", out.path,
    ])
    #expect(result.exitCode == .success, "\(result.errors)")
    #expect(result.output.contains("2 pages, 2 cards (1 sheets × 2 languages)"))
    let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("<a href=\"ja.html\">ja</a>"))
    #expect(index.contains("<a href=\"ar.html\">ar</a>"))
    let html = try String(contentsOf: out.appendingPathComponent("ja.html"), encoding: .utf8)
    #expect(html.contains("id=\"card-yen-order-ja\""))
    #expect(!html.contains("id=\"card-yen-order-ar\""))
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: out.path)) == [
        "index.html", "ja.html", "ar.html", "fonts",
      ])
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["gallery"])
  }

  /// A page with no findings but platform words no device confirmed says so beside "0 notes",
  /// as the console line does.
  @Test func unverifiedPlatformWordsAreCountedBesideTheFindings() throws {
    let out = folder()
    defer { try? FileManager.default.removeItem(at: out) }
    let result = runTool([
      "preview", Self.sheets.appendingPathComponent("subscription-trial.json").path,
      "--language", "de", "--out", out.path,
    ])
    #expect(result.exitCode == .success, "\(result.errors)")
    #expect(result.output.contains("unverified platform words (no device confirmed them)"))
    let page = try String(contentsOf: out.appendingPathComponent("de.html"), encoding: .utf8)
    #expect(
      page.contains("no device confirmed (marked unverified): platform.trial.free"), "\(page)")
  }

  /// A `--catalog` with a member written twice shows the duplicate-key finding on the card
  /// whose line reads that text, as `paysheet lint` of the same file reports it.
  @Test func aMemberWrittenTwiceInTheCatalogIsShownOnItsLine() throws {
    let parent = folder()
    defer { try? FileManager.default.removeItem(at: parent) }
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    let shipped = try String(
      contentsOf: Self.sheets.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Localizations/PaymentSheet.xcstrings"), encoding: .utf8)
    // The German text of "confirmation.card" written twice, the copy first.
    let key = try #require(shipped.range(of: "\"confirmation.card\" : {"))
    let german = try #require(
      shipped.range(of: "\"de\" : {", range: key.upperBound..<shipped.endIndex))
    let end = try #require(
      shipped.range(of: "\n        },\n", range: german.upperBound..<shipped.endIndex))
    let block = shipped[german.lowerBound..<end.lowerBound] + "\n        },\n        "
    var twice = shipped
    twice.insert(contentsOf: block, at: german.lowerBound)
    let catalog = parent.appendingPathComponent("Twice.xcstrings")
    try twice.write(to: catalog, atomically: true, encoding: .utf8)
    let lint = runTool(["lint", catalog.path])
    #expect(
      lint.output.contains("'de' appears twice in strings[\"confirmation.card\"]"), "\(lint.output)"
    )

    let out = parent.appendingPathComponent("gallery")
    let result = runTool([
      "preview", Self.sheets.appendingPathComponent("subscription-trial.json").path,
      "--catalog", catalog.path, "--language", "de", "--out", out.path,
    ])
    #expect(result.exitCode == .success, "\(result.errors)")
    let page = try String(contentsOf: out.appendingPathComponent("de.html"), encoding: .utf8)
    #expect(page.contains("appears twice in strings"), "\(page)")
  }

  /// `--language pt` is the catalog's pt-BR, as a customer's device would choose, like
  /// `lint --language`.
  @Test func aLanguageIsTakenAsTheCatalogSpellsIt() throws {
    let out = folder()
    defer { try? FileManager.default.removeItem(at: out) }
    let result = runTool([
      "preview", Self.sheets.appendingPathComponent("yen-order.json").path, "--language", "pt",
      "--out", out.path,
    ])
    #expect(result.exitCode == .success, "\(result.errors)")
    #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("pt-BR.html").path))
  }

  /// `--fail-on-overflow` turns an overflowing line into exit code 1, for `preview` and
  /// `render` alike; without an overflow, or without the flag, the exit code is 0.
  @Test func failOnOverflowExitsWithOneWhenALineOverflows() throws {
    let parent = folder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let narrow = parent.appendingPathComponent("profiles.json")
    try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
    try Data(
      """
      {"profiles": [{"name": "tiny", "rowWidth": 40, "gap": 4, "font": {"family": "Inter", "role": "body"},
        "fontSize": 17, "model": "points"}]}
      """.utf8
    ).write(to: narrow)
    let sheet = Self.sheets.appendingPathComponent("yen-order.json").path
    let out = parent.appendingPathComponent("gallery").path
    let tiny = ["--profile", "tiny", "--profiles", narrow.path]
    let base = ["preview", sheet, "--language", "en", "--out", out]
    #expect(runTool(base + tiny).exitCode == .success)
    #expect(runTool(base + tiny + ["--fail-on-overflow"]).exitCode == .findings)
    #expect(runTool(base + ["--fail-on-overflow"]).exitCode == .success)
    let render = ["render", sheet, "--locale", "en"]
    #expect(runTool(render + tiny).exitCode == .success)
    #expect(runTool(render + tiny + ["--fail-on-overflow"]).exitCode == .findings)
    #expect(
      runTool(render + ["--profile", "iphone-15", "--fail-on-overflow"]).exitCode == .success)
    let unmeasured = runTool(render + ["--fail-on-overflow"])
    #expect(unmeasured.exitCode == .usageOrInput)
    #expect(unmeasured.errors.contains("needs '--profile NAME'"), "\(unmeasured.errors)")
  }

  /// Runs the built tool in `folder` with `environment`; its status and standard error.
  func runIn(_ folder: URL, _ arguments: [String], environment: [String: String]? = nil) throws -> (
    status: Int32, output: String, errors: String
  ) {
    let executable = try #require(paysheetExecutable(), "the paysheet executable is not built")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    if let environment { process.environment = environment }
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output, errors)
  }

  @Test func defaultsToTheExampleSheetsInTheCurrentFolderAndEveryCatalogLanguage() throws {
    let out = folder()
    defer { try? FileManager.default.removeItem(at: out) }
    let root = Self.sheets.deletingLastPathComponent().deletingLastPathComponent()
    let result = try runIn(root, ["preview", "--out", out.path])
    #expect(result.status == 0, "\(result.errors)")
    let sheets = try FileManager.default.contentsOfDirectory(atPath: Self.sheets.path).filter {
      $0.hasSuffix(".json")
    }
    // The catalog's languages, read here with Foundation's JSON reader rather than the tool's.
    let catalog = root.appendingPathComponent("Localizations/PaymentSheet.xcstrings")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any])
    let strings = try #require(json["strings"] as? [String: [String: Any]])
    let languages = Set(
      strings.values.flatMap { ($0["localizations"] as? [String: Any])?.keys.map { $0 } ?? [] })
    #expect(result.output.contains("(\(sheets.count) sheets × \(languages.count) languages)"))
    for language in languages {
      #expect(
        FileManager.default.fileExists(atPath: out.appendingPathComponent("\(language).html").path))
    }
  }

  @Test func withoutSheetsElsewhereItAsksForThem() throws {
    let empty = folder()
    defer { try? FileManager.default.removeItem(at: empty) }
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let result = try runIn(empty, ["preview", "--out", "gallery"])
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("paysheet: error: no SHEET.json given"), "\(result.errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path).isEmpty)
  }

  @Test(arguments: [
    (["--language", "xx-YY"], "xx-YY"),
    (["--profile", "no-such-phone"], "no-such-phone"),
    (["--catalog", "/nonexistent/catalog.xcstrings"], "catalog.xcstrings"),
    (["/nonexistent/sheet.json"], "/nonexistent/sheet.json"),
  ])
  func badInputIsAnErrorAndWritesNothing(extra: [String], named: String) throws {
    let out = folder()
    defer { try? FileManager.default.removeItem(at: out) }
    let sheet = Self.sheets.appendingPathComponent("yen-order.json").path
    let arguments = extra.first?.hasPrefix("/") == true ? extra : [sheet] + extra
    let result = runTool(["preview"] + arguments + ["--out", out.path])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.hasPrefix("paysheet: error: "))
    #expect(result.errors.contains(named), "\(result.errors)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test func outIsRequired() {
    let result = runTool(["preview", Self.sheets.appendingPathComponent("yen-order.json").path])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains("--out"))
  }

  @Test func pngWithoutChromiumNamesThePackage() throws {
    let out = folder()
    defer { try? FileManager.default.removeItem(at: out) }
    let result = try runIn(
      FileManager.default.temporaryDirectory,
      [
        "preview", Self.sheets.appendingPathComponent("yen-order.json").path, "--language", "en",
        "--out", out.path,
        "--png", out.appendingPathComponent("shot.png").path,
      ], environment: ["PATH": "/nonexistent", "PAYSHEET_CHROMIUM": ""])
    #expect(result.status == 2)
    #expect(result.errors.hasPrefix("paysheet: error: "))
    #expect(result.errors.contains("'chromium'"), "\(result.errors)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  /// `--with` draws a translator's exported-and-edited `.xcloc` over the catalog without
  /// importing it: the card shows the XLIFF's text, its findings name the XLIFF's line and
  /// column of the `<target>`, and neither the catalog nor the XLIFF changes.
  @Test func withDrawsTheTranslatorsTextAndPlacesItsFindingsInTheXLIFF() throws {
    let parent = folder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let manager = FileManager.default
    try manager.createDirectory(at: parent, withIntermediateDirectories: true)
    let catalog = parent.appendingPathComponent("PaymentSheet.xcstrings")
    try manager.copyItem(
      at: Self.sheets.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Localizations/PaymentSheet.xcstrings"), to: catalog)
    let export = runTool([
      "catalog", "export", catalog.path, "--language", "de", "--out", parent.path,
    ])
    #expect(export.exitCode == .success, "\(export.errors)")
    let bundle = parent.appendingPathComponent("de.xcloc")
    let xliff = bundle.appendingPathComponent("Localized Contents/de.xliff")
    var text = try String(contentsOf: xliff, encoding: .utf8)
    // Two edits a translator makes: a plain text, and one plural form.
    let edits = [
      ("<target state=\"translated\">Versand</target>", "Versand  und Porto"),
      ("<target state=\"translated\">%lld Artikel</target>", "%lld  Artikel"),
    ]
    for (target, edited) in edits {
      let range = try #require(text.range(of: target, options: .backwards))
      text.replaceSubrange(range, with: "<target state=\"translated\">\(edited)</target>")
    }
    try Data(text.utf8).write(to: xliff)
    let before = try [catalog, xliff].map { try Data(contentsOf: $0) }
    let listed = try manager.subpathsOfDirectory(atPath: parent.path).sorted()

    let out = parent.appendingPathComponent("gallery")
    let sheet = Self.sheets.appendingPathComponent("yen-order.json").path
    let result = runTool([
      "preview", sheet, "--catalog", catalog.path, "--with", bundle.path, "--out", out.path,
    ])
    #expect(result.exitCode == .success, "\(result.errors)")
    // The XLIFF's language alone is drawn.
    #expect(result.output.contains("1 page, 1 cards"), "\(result.output)")
    #expect(
      try manager.contentsOfDirectory(atPath: out.path).sorted() == [
        "de.html", "fonts", "index.html",
      ])
    let page = try String(contentsOf: out.appendingPathComponent("de.html"), encoding: .utf8)

    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (edited, key, form, unit) in [
      ("Versand  und Porto", "summary.shipping", "", ""),
      (
        "%lld  Artikel", "summary.items", " (plural other)",
        " (trans-unit &#39;summary.items|==|plural.other&#39;)"
      ),
    ] {
      // The <target> of the edit, found in the XLIFF's text: 1-based line and column.
      let index = try #require(lines.firstIndex { $0.contains(">\(edited)</target>") })
      let column = try #require(lines[index].range(of: "<target"))
      let at =
        "\(xliff.path):\(index + 1):\(lines[index].unicodeScalars.distance(from: lines[index].startIndex, to: column.lowerBound) + 1)"
      let drawn = edited.replacingOccurrences(of: "%lld", with: "2")
      #expect(page.contains("<span class=\"psk0\">\(drawn)</span>"), "\(edited) is not drawn")
      // The finding on the card's line, with the XLIFF's place.
      let line = try #require(
        page.range(of: "data-key=\"\(key)\"").map { page[$0.lowerBound...] }?.prefix {
          $0 != "\n"
        })
      #expect(
        line.contains(
          "<span class=\"rule\">whitespace</span> the de text\(form) &#39;\(edited)&#39; has two spaces in a row\(unit) <span class=\"at\">\(at)</span>"
        ), "\(key): \(line)")
    }
    #expect(try [catalog, xliff].map { try Data(contentsOf: $0) } == before)
    #expect(
      try manager.subpathsOfDirectory(atPath: parent.path).filter { !$0.hasPrefix("gallery") }
        .sorted() == listed)

    // The catalog alone has neither text nor finding.
    let plain = parent.appendingPathComponent("plain")
    let without = runTool([
      "preview", sheet, "--catalog", catalog.path, "--language", "de", "--out", plain.path,
    ])
    #expect(without.exitCode == .success, "\(without.errors)")
    let catalogPage = try String(
      contentsOf: plain.appendingPathComponent("de.html"), encoding: .utf8)
    #expect(!catalogPage.contains("und Porto"))
    #expect(!catalogPage.contains("has two spaces in a row"))
    #expect(!catalogPage.contains("class=\"at\""))
  }
}
