import Foundation
import Testing

@testable import PaySheetCLI
@testable import PaySheetCommands

struct FormatAmountCommandTests {
  @Test func formatsOneAmount() {
    let result = runTool(["format-amount", "--locale", "de-CH", "--currency", "CHF", "1234.5"])
    #expect(result.exitCode == .success)
    #expect(result.output == "CHF\u{A0}1’234.50\n")
    #expect(result.errors.isEmpty)
  }

  @Test func acceptsICUSpellingAndNegativeAmounts() {
    let result = runTool([
      "format-amount", "--locale", "en_US", "--currency", "USD", "--sign", "accounting", "-5.25",
    ])
    #expect(result.output == "($5.25)\n")
  }

  @Test func streamsOneAmountPerLine() {
    let input = Array("1\n2.5\r\n-3\n1000000".utf8)
    let result = runTool(
      ["format-amount", "--locale", "ja", "--currency", "JPY", "--round", "half-even", "-"],
      input: input)
    #expect(result.exitCode == .success)
    #expect(result.output == "￥1\n￥2\n-￥3\n￥1,000,000\n")
  }

  @Test(arguments: [
    (["--locale", "xx-YY", "--currency", "USD", "1"], "invalid locale 'xx-YY'"),
    (["--locale", "en", "--currency", "ABC", "1"], "unknown currency 'ABC'"),
    (
      ["--locale", "en", "--currency", "USD", "1.234"],
      "amount '1.234' has more than 2 fraction digits"
    ),
    (
      ["--locale", "ja", "--currency", "JPY", "4800.00"],
      "amount '4800.00' has more than 0 fraction digits, the ISO 4217 minor units of JPY"
    ),
    (["--locale", "en", "--currency", "USD", "NaN"], "invalid amount 'NaN'"),
    (["--locale", "en", "--currency", "USD", "1e400"], "invalid amount '1e400'"),
    (["--locale", "en", "--currency", "USD", ""], "invalid amount ''"),
    (["--locale", "en", "--currency", "USD"], "missing DECIMAL"),
    (["--currency", "USD", "1"], "missing '--locale'"),
    (["--locale", "en", "--currency", "USD", "--sign", "loud", "1"], "'--sign' must be one of"),
  ])
  func refusesBadInputWithExitCode2(arguments: [String], message: String) {
    let result = runTool(["format-amount"] + arguments)
    #expect(result.exitCode == .usageOrInput)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix("paysheet: error: "))
    #expect(result.errors.contains(message))
  }

  @Test func clipsA100KilobyteArgumentInTheMessage() {
    let huge = String(repeating: "9", count: 100_000)
    let result = runTool(["format-amount", "--locale", "en", "--currency", "USD", huge])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains("(100000 bytes)"))
    #expect(result.errors.utf8.count < 400)
  }

  @Test func stopsAtTheFirstBadLineByDefault() {
    let input = Array("1\nabc\n2\n".utf8)
    let result = runTool(
      ["format-amount", "--locale", "en", "--currency", "USD", "-"], input: input)
    #expect(result.exitCode == .usageOrInput)
    #expect(result.output == "$1.00\n")
    #expect(
      result.errors
        == "paysheet: error: <stdin>:2: invalid amount 'abc': unexpected 'a' at character 1\n")
  }

  @Test func keepsGoingWhenAskedAndNamesEachBadLine() {
    let input: [UInt8] = Array("1\n".utf8) + [0x31, 0xFF, 0x0A] + Array("\n1.234\n3\n".utf8)
    let result = runTool(
      ["format-amount", "--locale", "en", "--currency", "USD", "--keep-going", "-"], input: input)
    #expect(result.exitCode == .usageOrInput)
    #expect(result.output == "$1.00\n$3.00\n")
    let lines = result.errors.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0] == "paysheet: error: <stdin>:2: not valid UTF-8: byte 0xFF at byte 2")
    #expect(lines[1].hasPrefix("paysheet: error: <stdin>:3: invalid amount ''"))
    #expect(lines[2].hasPrefix("paysheet: error: <stdin>:4: amount '1.234'"))
  }
}

struct PluralAndMeasureCommandTests {
  @Test(arguments: [
    ("en", "1", "one"), ("en", "1.0", "other"), ("ru", "22", "few"), ("ar", "0", "zero"),
    ("pl", "5", "many"),
  ])
  func printsPluralCategory(locale: String, number: String, category: String) {
    let result = runTool(["plural", "--locale", locale, number])
    #expect(result.exitCode == .success)
    #expect(result.output == category + "\n")
  }

  /// Without a number, each category with CLDR's samples; each first sample, given back
  /// as NUMBER, is in its category.
  @Test(arguments: ["ru", "cs", "ar", "fr", "ja"])
  func listsEachCategoryWithSamplesThatSelectIt(locale: String) {
    let result = runTool(["plural", "--locale", locale])
    #expect(result.exitCode == .success)
    let lines = result.output.split(separator: "\n")
    #expect(!lines.isEmpty)
    for line in lines {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      let category = String(fields[0])
      // "integers 1, 21, …" or "decimals 0.0~1.5, …": the first number, low end of a range.
      let first = fields[2].split(separator: "~")[0].split(separator: ",")[0].split(separator: ";")[
        0]
      #expect(runTool(["plural", "--locale", locale, String(first)]).output == category + "\n")
    }
  }

  @Test func integersListsOnlyWhatACountSelects() {
    let czech = runTool(["plural", "--locale", "cs", "--integers"])
    #expect(
      czech.output == "one    1\nfew    2~4\nother  0, 5~19, 100, 1000, 10000, 100000, 1000000, …\n"
    )
    let french = runTool(["plural", "--locale", "fr", "--integers"]).output
    #expect(french.contains("\nmany   1000000, 1c6,"))
    #expect(french.contains("(optional: only millions; other stands in)\n"))
    let both = runTool(["plural", "--locale", "fr", "--integers", "5"])
    #expect(both.exitCode == .usageOrInput)
  }

  @Test func refusesAnUnreadableNumber() {
    let result = runTool(["plural", "--locale", "en", "1e3"])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains("invalid number '1e3'"))
  }

  @Test(arguments: [
    ("en", "Gift Wrap", "9"), ("ja", "ギフト±", "8"), ("en", "±", "1"), ("en", "🇯🇵", "2"),
  ])
  func measuresColumns(locale: String, text: String, width: String) {
    let result = runTool(["measure", "--locale", locale, "--model", "columns", text])
    #expect(result.output == width + "\n")
  }

  @Test(arguments: ["format-amount", "plural", "measure"])
  func everyCommandHasHelp(command: String) {
    let result = runTool([command, "--help"])
    #expect(result.exitCode == .success)
    #expect(result.output.contains("usage: paysheet \(command)"))
    #expect(result.output.contains("--locale ID"))
  }

  @Test func unknownCommandIsBadUsage() {
    let result = runTool(["frobnicate"])
    #expect(result.exitCode == .usageOrInput)
    #expect(result.errors.contains("unknown command 'frobnicate'"))
    #expect(runTool(["--help"]).output.contains("format-amount"))
  }
}

/// The real executable: no crash or signal on hostile input, exit codes as documented.
struct ExecutableTests {
  @Test(
    .enabled(if: paysheetExecutable() != nil, "the paysheet executable is built next to the tests"))
  func survivesInvalidUTF8OnStandardInput() throws {
    var input = Data("1\n".utf8)
    input.append(contentsOf: [0xC3, 0x28, 0x0A, 0xFF, 0xFE, 0x0A])
    input.append(Data("2\n".utf8))
    let result = try runExecutable(
      ["format-amount", "--locale", "fr", "--currency", "EUR", "--keep-going", "-"], input: input)
    #expect(result.status == 2)
    #expect(result.output == "1,00\u{A0}€\n2,00\u{A0}€\n")
    #expect(result.errors.contains("<stdin>:2: not valid UTF-8: byte 0xC3 at byte 1"))
    #expect(result.errors.contains("<stdin>:3: not valid UTF-8: byte 0xFF at byte 1"))
  }

  @Test(
    .enabled(if: paysheetExecutable() != nil, "the paysheet executable is built next to the tests"))
  func survivesA100KilobyteArgument() throws {
    let huge = String(repeating: "é", count: 50_000)
    let amount = try runExecutable(["format-amount", "--locale", "en", "--currency", "USD", huge])
    #expect(amount.status == 2)
    #expect(amount.errors.hasPrefix("paysheet: error: invalid amount"))
    let width = try runExecutable(["measure", "--locale", "en", huge])
    #expect(width.status == 0)
    #expect(width.output == "50000\n")
  }

  @Test(
    .enabled(if: paysheetExecutable() != nil, "the paysheet executable is built next to the tests"))
  func streamsAThousandLines() throws {
    let input = Data((0..<1000).map { "\($0).5\n" }.joined().utf8)
    let result = try runExecutable(
      ["format-amount", "--locale", "en-IN", "--currency", "INR", "-"], input: input)
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 1000)
    #expect(lines.last == "₹999.50")
  }
}

/// Standard input that is long and has no line end: refused at the limit, not collected.
struct FormatAmountStreamLimitTests {
  /// A console whose input is `total` digits with no line end, in 64 KiB chunks, counting
  /// the chunks the command asked for.
  final class EndlessDigits: @unchecked Sendable {
    var remaining: Int
    var chunksRead = 0
    var tailSent = false
    var output: [UInt8] = []
    var errors: [UInt8] = []
    let tail: [UInt8]
    init(total: Int, tail: [UInt8] = []) {
      remaining = total
      self.tail = tail
    }

    func console() -> Console {
      Console(
        readChunk: {
          if self.remaining == 0 {
            if self.tail.isEmpty || self.tailSent { return nil }
            self.tailSent = true
            return self.tail
          }
          let count = min(self.remaining, 65536)
          self.remaining -= count
          self.chunksRead += 1
          return [UInt8](repeating: UInt8(ascii: "9"), count: count)
        },
        writeOut: { self.output += $0 },
        writeErr: { self.errors += $0 })
    }
  }

  @Test func refusesALineWithoutEndAfterTheFirstChunk() {
    let input = EndlessDigits(total: 16 << 20)
    let code = PaySheetTool.run(
      ["format-amount", "--locale", "en", "--currency", "USD", "-"], console: input.console())
    #expect(code == .usageOrInput)
    #expect(
      String(decoding: input.errors, as: UTF8.self)
        == "paysheet: error: <stdin>:1: line is longer than 1024 bytes; write one value per line\n")
    #expect(input.output.isEmpty)
    // One chunk of 16 MiB was read: the command stopped at the limit.
    #expect(input.chunksRead == 1)
  }

  @Test func keepsGoingPastALongLineAndNumbersTheNextLines() {
    let input = EndlessDigits(total: 3 << 20, tail: Array("\n2\n".utf8))
    let code = PaySheetTool.run(
      ["format-amount", "--locale", "en", "--currency", "USD", "--keep-going", "-"],
      console: input.console())
    #expect(code == .usageOrInput)
    #expect(String(decoding: input.output, as: UTF8.self) == "$2.00\n")
    #expect(
      String(decoding: input.errors, as: UTF8.self)
        == "paysheet: error: <stdin>:1: line is longer than 1024 bytes; write one value per line\n")
  }

  @Test func aLineOfTheLimitIsReadAndOneByteMoreIsNot() {
    let nines = String(repeating: "9", count: 1024)
    let result = runTool(
      ["format-amount", "--locale", "en", "--currency", "USD", "--keep-going", "-"],
      input: Array((nines + "\r\n" + nines + "9\n1\n").utf8), chunkSize: 100)
    #expect(result.exitCode == .usageOrInput)
    #expect(result.output == "$1.00\n")
    let lines = result.errors.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("paysheet: error: <stdin>:1: invalid amount '999"))
    #expect(
      lines[1]
        == "paysheet: error: <stdin>:2: line is longer than 1024 bytes; write one value per line")
  }
}
