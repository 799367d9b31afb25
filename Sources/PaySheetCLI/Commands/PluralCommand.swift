import PaySheetKit

/// `paysheet plural`: the CLDR plural category of a number as written, or a locale's
/// categories with CLDR's sample numbers.
struct PluralCommand: Command {
  static let name = "plural"
  static let abstract = "Print the CLDR plural category of a number, or each category's samples."
  static let discussion = """
    The number is taken as written: its fraction digits count, so in English "1" is one
    and "1.0" is other. Categories: zero, one, two, few, many, other.

    Without NUMBER, each category the locale uses, with CLDR's sample numbers from ICU's
    data ("2~4" is 2 to 4, "1c6" is 1000000, "…" means more): the forms a plural variation
    needs, and a number to try for each. With --integers, only the categories a whole
    number (%lld) selects, the ones lint's plural-categories requires for a count; a
    category only millions select is marked optional, as "other" stands in for it.
    """
  struct Options: ParsableArguments {
    @OptionGroup var localeOption: LocaleOption
    @Flag("integers", "Without NUMBER: only the categories whole numbers select.")
    var integers: Bool
    @Argument("NUMBER", "The number, as it will be displayed.")
    var number: String?

    mutating func validate() throws(ValidationError) {
      if integers, number != nil {
        throw ValidationError("'\($integers.flag)' lists categories; it takes no NUMBER")
      }
    }
  }

  static func run(_ options: Options, console: Console) throws -> ExitCode {
    let locale = options.localeOption.locale
    if let number = options.number {
      console.print(try locale.pluralCategory(of: number).rawValue)
      return .success
    }
    let integersOnly = options.integers
    for samples in try locale.pluralSamples {
      let numbers = samples.wholeNumbers
      if integersOnly && numbers.isEmpty { continue }
      let name = samples.category.rawValue.padding(to: 7)
      if integersOnly {
        let optional =
          numbers.allSatisfy { $0 >= 1_000_000 }
          ? " (optional: only millions; other stands in)" : ""
        console.print(name + samples.integers.joined(separator: ", ") + optional)
      } else {
        console.print(name + samples.listed)
      }
    }
    return .success
  }
}
