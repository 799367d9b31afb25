import PaySheetKit

/// `paysheet format-amount`: amounts in a locale's currency format, one per line.
struct FormatAmountCommand: Command {
  static let name = "format-amount"
  static let abstract = "Format amounts in a locale's currency format."
  static let discussion = """
    DECIMAL is written with ASCII digits and '.', such as 19.99 or -2.50. With '-', one
    decimal is read from each line of standard input and one formatted amount is written per
    line as it arrives; a line may be up to 1024 bytes long. A bad line is reported as <stdin>:LINE; the command stops there
    unless --keep-going is given, and exits 2 if any line was bad.
    """
  static let options: [OptionSpec] = [
    CommonOptions.locale,
    .value("currency", "ISO", "ISO 4217 currency code, such as EUR.", required: true),
    .value("sign", "STYLE", "When the sign shows.", choices: SignChoice.allCases.map(\.rawValue)),
    .value(
      "unit-width", "WIDTH", "How the currency is named.",
      choices: WidthChoice.allCases.map(\.rawValue)),
    .value(
      "round", "RULE",
      "Round amounts with more digits than the currency allows (default: refuse them).",
      choices: RoundingRule.allCases.map(\.optionName)),
    .flag("keep-going", "With '-': report a bad line and go on to the next."),
    .positional("DECIMAL|-", "The amount, or '-' to read one per line from standard input."),
  ]

  enum SignChoice: String, CaseIterable {
    case auto, accounting, always
    case exceptZero = "except-zero"
    case never

    var display: AmountStyle.SignDisplay {
      switch self {
      case .auto: return .auto
      case .accounting: return .accounting
      case .always: return .always
      case .exceptZero: return .exceptZero
      case .never: return .never
      }
    }
  }

  enum WidthChoice: String, CaseIterable {
    case symbol, narrow
    case isoCode = "iso-code"
    case name

    var width: AmountStyle.UnitWidth {
      switch self {
      case .symbol: return .symbol
      case .narrow: return .narrow
      case .isoCode: return .isoCode
      case .name: return .name
      }
    }
  }

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let input = try arguments.single("DECIMAL (or '-' to read standard input)")
    let locale = try CommonOptions.locale(arguments)
    let currency = try Currency(arguments.required("currency"))
    let style = AmountStyle(
      sign: SignChoice(rawValue: arguments.value("sign") ?? "auto")!.display,
      unitWidth: WidthChoice(rawValue: arguments.value("unit-width") ?? "symbol")!.width)
    let rounding = arguments.value("round").flatMap { name in
      RoundingRule.allCases.first { $0.optionName == name }
    }
    let formatter = MoneyFormatter(locale: locale, style: style)
    func format(_ text: String) throws -> String {
      try formatter.string(for: Money(text, currency: currency, rounding: rounding))
    }
    guard input == "-" else {
      console.print(try format(input))
      return .success
    }
    let keepGoing = arguments.flag("keep-going")
    // One held ICU formatter, and plain amounts read from the line's bytes without a String:
    // the general path gives the same text, and still reads everything else.
    let stream = try CurrencyFormatter(locale: locale, currency: currency, style: style)
    var failed = false
    console.forEachInputLine { lineNumber, line in
      do {
        let bytes: ArraySlice<UInt8>
        switch line {
        case .bytes(let lineBytes): bytes = lineBytes
        case .tooLong(let limit): throw InputText.LineTooLong(limit: limit)
        }
        if let money = Money.plain(bytes, currency: currency) {
          try console.printUTF8 { output in try stream.appendUTF8(for: money, to: &output) }
          return true
        }
        let text = try InputText.line(bytes)
        console.print(try stream.string(for: Money(text, currency: currency, rounding: rounding)))
        return true
      } catch {
        console.printError("paysheet: error: <stdin>:\(lineNumber): \(error)")
        failed = true
        return keepGoing
      }
    }
    return failed ? .usageOrInput : .success
  }
}

extension RoundingRule {
  /// The spelling on the command line: half-even, half-up, down, up.
  var optionName: String {
    switch self {
    case .halfEven: return "half-even"
    case .halfUp: return "half-up"
    case .down: return "down"
    case .up: return "up"
    }
  }
}
