import PaySheetKit

/// A `paysheet` with a set of commands: finds the subcommand, runs it, and turns errors into
/// exit codes.
///
/// `paysheet` itself has every command (`PaySheetTool` in PaySheetCommands); the copy the
/// build plugins run has only `lint` and `rules`, so that a package using the plugin never
/// compiles the preview and its HTML for it (about 4 s of a clean build on two cores).
package struct CommandLineTool: Sendable {
  /// The commands, in the order help lists them.
  package let commands: [any Command.Type]

  /// The commands of this module, all but `preview` (PaySheetCommands adds it).
  package static let baseCommands: [any Command.Type] = [
    FormatAmountCommand.self, PluralCommand.self, MeasureCommand.self, RenderCommand.self,
    RequestCommand.self,
    CatalogFmtCommand.self, CatalogExportCommand.self, CatalogImportCommand.self,
    PseudoCommand.self, LintCommand.self, RulesCommand.self,
  ]

  /// The commands the build plugins run.
  package static let lintCommands: [any Command.Type] = [LintCommand.self, RulesCommand.self]

  /// The version `paysheet --version` prints.
  package static let version = "0.9.0"

  package init(commands: [any Command.Type]) {
    self.commands = commands
  }

  var overview: String {
    var lines = [
      "paysheet: the text of a payment sheet, in every locale, and proof that each line fits.",
      "",
      "usage: paysheet COMMAND [options]",
      "",
      "commands:",
    ]
    for command in commands { lines.append("  " + command.name.padding(to: 16) + command.abstract) }
    lines += [
      "", "Run 'paysheet help COMMAND' or 'paysheet COMMAND --help' for a command's options;",
      "'paysheet --version' for the version.",
      "Exit codes: 0 success, 1 findings or differences, 2 bad usage or unreadable input.",
    ]
    return lines.joined(separator: "\n")
  }

  /// Runs `arguments` (without the program name) and returns the exit code.
  package func run(_ arguments: [String], console: Console) -> ExitCode {
    defer { console.flush() }
    guard let first = arguments.first else {
      console.printError(overview)
      return .usageOrInput
    }
    if first == "--version" {
      console.print("paysheet \(Self.version)")
      return .success
    }
    if first == "--help" || first == "-h" || (first == "help" && arguments.count == 1) {
      console.print(overview)
      return .success
    }
    if first == "help" {
      // `paysheet help lint` is `paysheet lint --help`.
      return run(Array(arguments.dropFirst()) + ["--help"], console: console)
    }
    let group = commands.filter { $0.name.hasPrefix(first + " ") }
    if !group.isEmpty, arguments.count == 1 || ["--help", "-h"].contains(arguments[1]) {
      var lines = ["usage: paysheet \(first) COMMAND [options]", "", "commands:"]
      for command in group {
        lines.append("  " + command.name.padding(to: 16) + command.abstract)
      }
      (arguments.count == 1 ? console.printError : console.print)(lines.joined(separator: "\n"))
      return arguments.count == 1 ? .usageOrInput : .success
    }
    // Commands in a group ("catalog fmt") are named by their first two words.
    let twoWords = arguments.prefix(2).joined(separator: " ")
    let command: any Command.Type
    let consumed: Int
    if let grouped = commands.first(where: { $0.name == twoWords }) {
      command = grouped
      consumed = 2
    } else if let single = commands.first(where: { $0.name == first }) {
      command = single
      consumed = 1
    } else {
      let group = commands.filter { $0.name.hasPrefix(first + " ") }.map { $0.name }
      let hint =
        group.isEmpty ? "" : " (did you mean \(group.map { "'\($0)'" }.joined(separator: ", "))?)"
      console.printError("paysheet: error: unknown command '\(twoWords)'\(hint)\n\n\(overview)")
      return .usageOrInput
    }
    let rest = Array(arguments.dropFirst(consumed))
    if rest.contains("--help") || rest.contains("-h") {
      console.print(command.help(path: "paysheet \(command.name)"))
      return .success
    }
    do {
      return try command.parseAndRun(rest, console: console)
    } catch let error as ValidationError {
      console.printError("paysheet: error: \(error)")
      console.printError("usage: paysheet \(command.name) \(command.synopsis)")
      return .usageOrInput
    } catch let error as InputError {
      console.printError("paysheet: error: \(error.placeAndMessage)")
      return .usageOrInput
    } catch {
      console.printError("paysheet: error: \(error)")
      return .usageOrInput
    }
  }
}
