import Foundation
import Testing

@testable import PaySheetCLI

private let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"

private let hbShape: String? = ["/usr/bin/hb-shape", "/usr/local/bin/hb-shape"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// hb-shape's width of `text` in `font` at `size` points (see PaySheetKitTests'
/// HBShapeReference for why the size is given in hundredths).
private func referenceWidth(_ text: String, font: String, size: Double) throws -> Double {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: hbShape!)
  process.arguments = [
    "--font-size=\(Int(size * 100))", "--bot", "--eot", "--output-format=json", "--language=en",
    font, text,
  ]
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let glyphs = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
  return Double(glyphs.reduce(0) { $0 + (($1["ax"] as? NSNumber)?.intValue ?? 0) }) / 100
}

@Suite(
  .enabled(
    if: hbShape != nil && FileManager.default.isReadableFile(atPath: inter),
    "needs hb-shape (libharfbuzz-bin) and Inter (fonts-inter)"))
struct MeasureCommandPointsTests {
  @Test(arguments: [("Total due", 17.0), ("AVATAR", 12.5), ("Σύνολο", 20)])
  func printsPointsWithTwoDecimals(text: String, size: Double) throws {
    let result = runTool([
      "measure", "--locale", "en", "--model", "points", "--font", inter, "--size", "\(size)", text,
    ])
    #expect(result.exitCode == .success)
    #expect(result.output.wholeMatch(of: /\d+\.\d\d\n/) != nil, "\(result.output)")
    let printed = Double(result.output.dropLast())!
    let reference = try referenceWidth(text, font: inter, size: size)
    #expect(
      abs(printed - reference) <= max(0.01, reference * 0.005),
      "\(printed) vs hb-shape \(reference)")
  }

  @Test func aProfileGivesModelAndSize() throws {
    let result = runTool(["measure", "--locale", "en", "--profile", "iphone-se", "Total"])
    #expect(result.exitCode == .success)
    let reference = try referenceWidth("Total", font: inter, size: 17)
    #expect(abs(Double(result.output.dropLast())! - reference) <= 0.01)
    // The watch profile measures in columns.
    #expect(
      runTool(["measure", "--locale", "en", "--profile", "watch-41mm", "Total"]).output == "5\n")
  }

  @Test func verboseNamesTheFontOfEachRun() {
    let result = runTool([
      "measure", "--locale", "ja", "--profile", "iphone-se", "--verbose", "合計 ACME",
    ])
    #expect(result.exitCode == .success)
    let lines = result.output.split(separator: "\n").map { $0.split(separator: "\t") }
    #expect(lines.count == 3, "\(result.output)")
    #expect(lines.dropFirst().map { String($0[0]) } == ["Hani", "Latn"])
    #expect(lines.last.map { String($0[2]) } == inter)
    #expect(lines.last.map { String($0[3]) } == "ACME")
  }

  @Test func aMissingGlyphIsAnError() {
    let hebrew = "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf"
    let result = runTool(["measure", "--locale", "en", "--model", "points", "--font", hebrew, "a"])
    #expect(result.exitCode == .usageOrInput)
    // The code point as Unicode writes it, with four digits, as every other message does.
    #expect(result.errors.contains("no glyph for 'a' (U+0061)") && result.errors.contains(hebrew))
  }
}

struct MeasureCommandTests {
  @Test func aMissingFontFileIsAnErrorNamingIt() {
    let result = runTool([
      "measure", "--locale", "en", "--model", "points", "--font", "/nonexistent/x.ttf", "a",
    ])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.hasPrefix("paysheet: error: font file '/nonexistent/x.ttf' not found"))
  }

  @Test(arguments: [
    (["--model", "columns", "--size", "12"], "'--size' applies to the points model only"),
    (
      ["--model", "points", "--size", "0"], "--size: must be a positive number of points, not '0'"
    ),
    (["--model", "pixels"], "'--model' must be one of columns, points, not 'pixels'"),
    (
      ["--profile", "pixel-9"],
      "unknown device profile 'pixel-9'; known profiles: iphone-se, iphone-15, iphone-15-xxlarge, watch-41mm"
    ),
    (
      ["--profiles", "/nonexistent/p.json", "--profile", "x"],
      "/nonexistent/p.json:1:1: no such file"
    ),
  ])
  func refusesBadOptions(options: [String], message: String) {
    let result = runTool(["measure", "--locale", "en"] + options + ["Total"])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains(message), "\(result.errors)")
  }

  @Test func columnsStayTheDefault() {
    #expect(runTool(["measure", "--locale", "ja", "合計"]).output == "4\n")
  }
}
