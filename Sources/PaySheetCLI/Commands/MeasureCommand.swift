import PaySheetKit

/// `paysheet measure`: the width of a text in a width model.
struct MeasureCommand: Command {
  static let name = "measure"
  static let abstract = "Print the width of a text."
  static let synopsis = "--locale ID [--model columns] TEXT"
  static let discussion = """
    columns: grapheme clusters weighted by East Asian Width (wide and fullwidth 2, emoji 2,
    marks and zero-width characters 0, ambiguous 1, or 2 in Chinese, Japanese and Korean).
    Printed as an integer.
    """
  static let options: [OptionSpec] = [
    CommonOptions.locale,
    .value("model", "MODEL", "Width model.", choices: ["columns"]),
  ]

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let text = try arguments.single("TEXT")
    let locale = try CommonOptions.locale(arguments)
    console.print(String(try locale.columnWidth(of: text)))
    return .success
  }
}
