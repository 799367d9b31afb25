import PaySheetCLI

/// The `paysheet` command with every subcommand.
package enum PaySheetTool {
  /// Every command, in the order help lists them.
  package static let commands: [any Command.Type] =
    CommandLineTool.baseCommands + [
      PreviewCommand.self
    ]

  /// The version `paysheet --version` prints.
  package static let version = CommandLineTool.version

  /// Runs `arguments` (without the program name) and returns the exit code.
  package static func run(_ arguments: [String], console: Console) -> ExitCode {
    CommandLineTool(commands: commands).run(arguments, console: console)
  }
}
