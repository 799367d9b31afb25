import PaySheetCLI

/// The `paysheet` command with every subcommand.
public enum PaySheetTool {
  /// Every command, in the order help lists them.
  public static let commands: [any Command.Type] =
    CommandLineTool.baseCommands + [
      PreviewCommand.self
    ]

  /// The version `paysheet --version` prints.
  public static let version = CommandLineTool.version

  /// Runs `arguments` (without the program name) and returns the exit code.
  public static func run(_ arguments: [String], console: Console) -> ExitCode {
    CommandLineTool(commands: commands).run(arguments, console: console)
  }
}
