import Testing

@testable import PaySheetCLI

struct ArgumentParserTests {
  static let options: [OptionSpec] = [
    .value("locale", "ID", "Locale."),
    .value("sign", "STYLE", "Sign.", choices: ["auto", "accounting"]),
    .flag("keep-going", "Go on."),
  ]

  @Test func readsValuesFlagsAndPositionals() throws {
    let parsed = try ParsedArguments(
      ["--locale", "de", "--keep-going", "--sign=accounting", "12.5"], options: Self.options)
    #expect(parsed.values(of: Self.options[0]) == ["de"])
    #expect(parsed.values(of: Self.options[1]) == ["accounting"])
    #expect(parsed.isSet(Self.options[2]))
    #expect(parsed.positionals == ["12.5"])
  }

  @Test(arguments: [["-2.50"], ["-"], ["--", "--locale"], ["-.5"]])
  func treatsNegativeNumbersDashAndAfterDoubleDashAsPositional(arguments: [String]) throws {
    let parsed = try ParsedArguments(arguments, options: Self.options)
    #expect(parsed.positionals == [arguments.last!])
  }

  @Test(arguments: [
    (["--nope"], "unknown option '--nope'"),
    (["-x"], "unknown option '-x'; options are spelled with two dashes"),
    (["--locale"], "'--locale' needs a value (ID)"),
    (["--sign", "loud"], "'--sign' must be one of auto, accounting, not 'loud'"),
    (["--keep-going=yes"], "'--keep-going' takes no value"),
  ])
  func explainsBadUsage(arguments: [String], message: String) {
    #expect(throws: ValidationError(message)) {
      try ParsedArguments(arguments, options: Self.options)
    }
  }
}
