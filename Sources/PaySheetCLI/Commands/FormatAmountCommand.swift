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
  struct Options: ParsableArguments {
    @OptionGroup var localeOption: LocaleOption
    @Option("currency", "ISO", "ISO 4217 currency code, such as EUR.")
    var currency: Currency
    @Option("sign", "STYLE", "When the sign shows.")
    var sign: SignChoice = .auto
    @Option("unit-width", "WIDTH", "How the currency is named.")
    var unitWidth: WidthChoice = .symbol
    @Option(
      "round", "RULE",
      "Round amounts with more digits than the currency allows (default: refuse them).")
    var rounding: RoundingRule?
    @Flag("keep-going", "With '-': report a bad line and go on to the next.")
    var keepGoing: Bool
    @Argument("DECIMAL|-", "The amount, or '-' to read one per line from standard input.")
    var amount: String
  }

  enum SignChoice: String, CaseIterable, ExpressibleByArgument {
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

  enum WidthChoice: String, CaseIterable, ExpressibleByArgument {
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

  static func run(_ options: Options, console: Console) throws -> ExitCode {
    let input = options.amount
    let locale = options.localeOption.locale
    let currency = options.currency
    let style = AmountStyle(sign: options.sign.display, unitWidth: options.unitWidth.width)
    let rounding = options.rounding
    let formatter = MoneyFormatter(locale: locale, style: style)
    func format(_ text: String) throws -> String {
      try formatter.string(for: Money(text, currency: currency, rounding: rounding))
    }
    guard input == "-" else {
      console.print(try format(input))
      return .success
    }
    let keepGoing = options.keepGoing
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
