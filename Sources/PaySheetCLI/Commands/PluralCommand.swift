import PaySheetKit

/// `paysheet plural`: the CLDR plural category of a number as written.
struct PluralCommand: Command {
  static let name = "plural"
  static let abstract = "Print the CLDR plural category of a number as written."
  static let discussion = """
    The number is taken as written: its fraction digits count, so in English "1" is one
    and "1.0" is other. Categories: zero, one, two, few, many, other.
    """
  static let options: [OptionSpec] = [
    CommonOptions.locale, .positional("NUMBER", "The number, as it will be displayed."),
  ]

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let number = try arguments.single("NUMBER")
    let locale = try CommonOptions.locale(arguments)
    console.print(try locale.pluralCategory(of: number).rawValue)
    return .success
  }
}
