import Foundation
import PaySheetKit
import PaySheetTestCorpus
import Testing

@testable import PaySheetCLI

struct RenderCommandTests {
  @Test func rendersJSONWithTheContractsFields() throws {
    let result = runTool([
      "render", path("Examples/sheets/marketplace-via.json"), "--locale", "de", "--catalog",
      shippedCatalog, "--format", "json",
    ])
    #expect(result.exitCode == .success)
    #expect(result.errors.isEmpty)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["locale"] as? String == "de")
    #expect(object["currency"] as? String == "GBP")
    let lines = try #require(object["lines"] as? [[String: Any]])
    #expect(
      lines.map { $0["kind"] as? String } == [
        "item", "item", "discount", "item", "shipping", "shipping", "total", "confirmation",
      ])
    for line in lines {
      #expect(Set(line.keys).isSuperset(of: ["kind", "key", "label", "amount", "detail"]))
    }
    #expect(lines[6]["label"] as? String == "ZAHLUNG: FERN & CO (ÜBER MARKETLY)")
  }

  /// Platform words no device confirmed are named as unverified in both renderings, and
  /// the profile's system generation decides the platform's words.
  @Test func marksUnverifiedPlatformWords() throws {
    let sheet = path("Examples/sheets/ride-pending.json")
    let text = runTool(["render", sheet, "--locale", "fr", "--profile", "iphone-8-legacy"])
    #expect(text.exitCode == .success)
    #expect(
      text.output.contains(
        "unverified: no device confirmed these platform words in fr: platform.amountPending, platform.pay"
      ))
    #expect(!runTool(["render", sheet, "--locale", "en"]).output.contains("unverified"))
    let json = runTool(["render", sheet, "--locale", "fr", "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let lines = try #require(object["lines"] as? [[String: Any]])
    #expect(lines[0]["amount"] as? String == "…")
    #expect(lines[0]["unverified"] as? [String] == ["platform.amountPendingMark"])
    #expect(lines[1]["unverified"] == nil)
  }

  @Test func rendersAReadablePicture() {
    let result = runTool([
      "render", path("Examples/sheets/yen-order.json"), "--locale", "ja", "--catalog",
      shippedCatalog,
    ])
    #expect(result.exitCode == .success)
    #expect(result.output.contains("￥5,100"))
    #expect(result.output.hasPrefix("ja · JPY\n┌"))
  }

  @Test func warnsOnStandardErrorWhenAKeyFallsBack() throws {
    try TemporaryFolder.with("render") { directory in
      let catalog = directory.appendingPathComponent("partial.xcstrings")
      try Data(
        #"""
        {"sourceLanguage" : "en", "strings" : {
          "platform.pay" : {"localizations" : {"en" : {"stringUnit" : {"state" : "translated", "value" : "Pay %@"}}}},
          "summary.tax" : {"localizations" : {"en" : {"stringUnit" : {"state" : "translated", "value" : "Tax"}}}}
        }, "version" : "1.0"}
        """#.utf8
      ).write(to: catalog)
      let sheet = directory.appendingPathComponent("sheet.json")
      try Data(
        #"{"currency":"EUR","items":[{"type":"item","label":"summary.tax","amount":"1"}],"total":{"merchant":"A","amount":"1"}}"#
          .utf8
      )
      .write(to: sheet)
      let result = runTool(["render", sheet.path, "--locale", "fr", "--catalog", catalog.path])
      #expect(result.exitCode == .success)
      #expect(result.errors.contains("paysheet: warning: "))
      #expect(
        result.errors.contains(
          "partial.xcstrings has no text for fr; showing its source language, en"))
    }
  }

  /// A translation that would retitle the window and clear the screen, a C1 CSI, a
  /// zero-width space and an override: every output spells them out.
  @Test func noOutputWritesATranslationsControlsToTheTerminal() throws {
    try TemporaryFolder.with("render") { directory in
      let catalog = directory.appendingPathComponent("hostile.xcstrings")
      let hostile = "Tax\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m Zwischen\u{200B}summe \u{202E}xet"
      let escaped = String(decoding: try JSONEncoder().encode(hostile), as: UTF8.self)
      try Data(
        """
        {"sourceLanguage" : "en", "strings" : {
          "platform.pay" : {"localizations" : {"en" : {"stringUnit" : {"state" : "translated", "value" : "Pay %@"}}}},
          "summary.tax" : {"localizations" : {"en" : {"stringUnit" : {"state" : "translated", "value" : \(escaped)}}}}
        }, "version" : "1.0"}
        """.utf8
      ).write(to: catalog)
      let sheet = directory.appendingPathComponent("sheet.json")
      try Data(
        #"{"currency":"EUR","items":[{"type":"item","label":"summary.tax","amount":"1"}],"total":{"merchant":"A","amount":"1"}}"#
          .utf8
      )
      .write(to: sheet)
      let text = runTool(["render", sheet.path, "--locale", "en", "--catalog", catalog.path])
      #expect(text.exitCode == .success, "\(text.errors)")
      #expect(
        text.output.contains(
          #"Tax\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}31m Zwischen\u{200B}summe \u{202E}xet"#),
        "\(text.output)")
      let json = runTool([
        "render", sheet.path, "--locale", "en", "--catalog", catalog.path, "--format", "json",
      ])
      #expect(json.exitCode == .success)
      let request = runTool([
        "request", sheet.path, "--locale", "en", "--catalog", catalog.path, "--format",
        "payment-request",
      ])
      for output in [text.output, json.output, request.output, text.errors, json.errors] {
        let hidden = output.unicodeScalars.filter {
          ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
            || [0x200B, 0x202E].contains($0.value)
        }
        #expect(hidden.isEmpty, "\(output)")
      }
      // The JSON says the same text, escaped.
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
      let lines = try #require(object["lines"] as? [[String: Any]])
      #expect(lines[0]["label"] as? String == hostile)
    }
  }

  @Test func aRightToLeftSheetKeepsItsIsolatesAndMarks() throws {
    let result = runTool([
      "render", path("Examples/sheets/marketplace-via.json"), "--locale", "ar", "--catalog",
      shippedCatalog,
    ])
    #expect(result.exitCode == .success)
    #expect(result.output.unicodeScalars.contains { $0.value == 0x2068 })
    #expect(!result.output.contains("\\u{"))
  }

  @Test func aMalformedCatalogIsAnErrorWithFileLineAndColumn() throws {
    try TemporaryFolder.with("render") { directory in
      let catalog = directory.appendingPathComponent("broken.xcstrings")
      try Data(
        "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : { \"comment\" : \"x\" \n  }\n}"
          .utf8
      ).write(to: catalog)
      let before = try Data(contentsOf: catalog)
      let result = runTool([
        "render", path("Examples/sheets/yen-order.json"), "--locale", "en", "--catalog",
        catalog.path,
      ])
      #expect(result.exitCode == .usageOrInput)
      #expect(result.output.isEmpty)
      #expect(result.errors.hasPrefix("paysheet: error: \(catalog.path):"))
      let place = result.errors.dropFirst("paysheet: error: \(catalog.path):".count).split(
        separator: ":")
      #expect(Int(place[0]) != nil && Int(place[1]) != nil)
      #expect(try Data(contentsOf: catalog) == before)
    }
  }

  @Test(arguments: [
    (
      #"{"currency":"XYZ","items":[],"total":{"merchant":"A","amount":"1"}}"#,
      "unknown currency 'XYZ'"
    ),
    (
      #"{"currency":"EUR","items":[{"type":"item","label":"summary.bogus","amount":"1"}],"total":{"merchant":"A","amount":"1"}}"#,
      "unknown key 'summary.bogus'"
    ),
    ("{", "sheet.json:1:2: unexpected end of input"),
  ])
  func badSheetsAreErrorsNamingWhatIsWrong(json: String, message: String) throws {
    try TemporaryFolder.with("render") { directory in
      let sheet = directory.appendingPathComponent("sheet.json")
      try Data(json.utf8).write(to: sheet)
      let result = runTool(["render", sheet.path, "--locale", "en", "--catalog", shippedCatalog])
      #expect(result.exitCode == .usageOrInput)
      #expect(result.output.isEmpty)
      #expect(result.errors.contains(sheet.path))
      #expect(result.errors.contains(message))
    }
  }

  @Test func refusesASheetThatIsNotUTF8() throws {
    try TemporaryFolder.with("render") { directory in
      let sheet = directory.appendingPathComponent("sheet.json")
      try Data([0x7B, 0xFF, 0x7D]).write(to: sheet)
      let result = runTool(["render", sheet.path, "--locale", "en", "--catalog", shippedCatalog])
      #expect(result.exitCode == .usageOrInput)
      #expect(result.errors.contains("sheet.json:1:2: invalid UTF-8"))
    }
  }
}

struct CatalogFmtCommandTests {
  @Test func neverWritesACatalogAboveALimitItsReadersTookTheInputUnder() throws {
    let limits = [(1000, "the big reader"), (100, "the small reader")]
    let small = [UInt8](repeating: 0x20, count: 90)
    #expect {
      try CatalogFmtCommand.checkSize(
        of: [UInt8](repeating: 0x20, count: 101), from: small, path: "c.xcstrings",
        limits: limits)
    } throws: { error in
      (error as? InputError)?.placeAndMessage
        == "c.xcstrings:1:1: in Xcode's layout the catalog would be 101 bytes (it is 90), more than the 100 that the small reader reads; nothing was written; split the catalog, or flatten its deepest nesting, to stay under it"
    }
    #expect(throws: InputError.self) {
      try CatalogFmtCommand.checkSize(
        of: [UInt8](repeating: 0x20, count: 1001), from: [UInt8](repeating: 0x20, count: 500),
        path: "c.xcstrings", limits: limits)
    }
    // Already over the small reader's limit, and shrinking or staying there: written.
    try CatalogFmtCommand.checkSize(
      of: [UInt8](repeating: 0x20, count: 400), from: [UInt8](repeating: 0x20, count: 500),
      path: "c.xcstrings", limits: limits)
    try CatalogFmtCommand.checkSize(of: small, from: small, path: "c.xcstrings", limits: limits)
  }

  @Test func theShippedCatalogIsInXcodesLayout() {
    let result = runTool(["catalog", "fmt", "--check", shippedCatalog])
    #expect(result.exitCode == .success)
    #expect(result.errors.isEmpty)
  }

  @Test func checkReportsADifferenceAndWritesNothing() throws {
    try TemporaryFolder.with("render") { directory in
      let file = directory.appendingPathComponent("unsorted.xcstrings")
      let text = #"{"sourceLanguage":"en","strings":{"b":{},"a":{}},"version":"1.0"}"#
      try Data(text.utf8).write(to: file)
      let check = runTool(["catalog", "fmt", "--check", file.path])
      #expect(check.exitCode == .findings)
      #expect(check.errors.contains("\(file.path):1:1: error: not in Xcode's layout"))
      #expect(try String(contentsOf: file, encoding: .utf8) == text)

      let write = runTool(["catalog", "fmt", file.path])
      #expect(write.exitCode == .success)
      let written = try String(contentsOf: file, encoding: .utf8)
      #expect(
        written.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {"))
      #expect(!written.hasSuffix("\n"))
      #expect(runTool(["catalog", "fmt", "--check", file.path]).exitCode == .success)
    }
  }

  @Test func aMissingFileIsBadInput() {
    let result = runTool(["catalog", "fmt", "/nonexistent/x.xcstrings"])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains("/nonexistent/x.xcstrings"))
  }
}

/// `catalog fmt` and `pseudo` refuse a catalog over the catalog reader's size limit.
struct CatalogFileSizeTests {
  @Test(arguments: [["catalog", "fmt"], ["catalog", "fmt", "--check"]])
  func refusesACatalogOverTheLimitAndLeavesItAlone(command: [String]) throws {
    try TemporaryFolder.with("render") { directory in
      let file = directory.appendingPathComponent("huge.xcstrings").path
      #expect(FileManager.default.createFile(atPath: file, contents: Data("{".utf8)))
      // A sparse file one byte over the limit: no disk space is used.
      #expect(truncate(file, off_t(StringCatalog.maximumFileSize + 1)) == 0)
      let result = runTool(command + [file])
      #expect(result.exitCode == .usageOrInput)
      #expect(
        result.errors
          == "paysheet: error: \(file):1:1: the file is larger than \(StringCatalog.maximumFileSize) bytes, the most this reader takes\n"
      )
      let size = try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int
      #expect(size == StringCatalog.maximumFileSize + 1)
    }
  }

  @Test func pseudoRefusesACatalogOverTheLimit() throws {
    try TemporaryFolder.with("render") { directory in
      let file = directory.appendingPathComponent("huge.xcstrings").path
      #expect(FileManager.default.createFile(atPath: file, contents: Data("{".utf8)))
      #expect(truncate(file, off_t(StringCatalog.maximumFileSize + 1)) == 0)
      let out = directory.appendingPathComponent("out.xcstrings").path
      let result = runTool(["pseudo", file, "--out", out])
      #expect(result.exitCode == .usageOrInput)
      #expect(result.errors.contains("the file is larger than"))
      #expect(!FileManager.default.fileExists(atPath: out))
    }
  }
}
