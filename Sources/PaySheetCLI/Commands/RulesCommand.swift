import PaySheetKit
import PaySheetLint

/// `paysheet rules`: the lint rules, or what one rule checks with its examples.
struct RulesCommand: Command {
  static let name = "rules"
  static let abstract = "List the lint rules, or show what one checks, with its examples."
  static let discussion = """
    Without ID, one line per rule: its id, its default severity ("off" for a rule that runs
    only when .paysheet.json turns it on) and what it reports. With ID, what the rule checks
    and why, then the rule's own examples, those it reports (each with the message lint
    gives on it) and those it passes; the tests run the same examples.
    """
  struct Options: ParsableArguments {
    @Argument("ID", "A rule id, such as plural-categories.")
    var id: String?
  }

  static func run(_ options: Options, console: Console) throws -> ExitCode {
    guard let id = options.id else {
      console.print(RuleManual.list())
      return .success
    }
    guard let rule = RuleManual.rule(id) else {
      throw ValidationError(LintConfiguration.unknownRule(id))
    }
    let checker = SheetFitChecker(sheets: [], profiles: try DeviceProfile.shipped())
    console.print(RuleManual.page(rule, fitChecker: checker))
    return .success
  }
}
