import PaySheetCLI
import PaySheetCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A closed pipe (`paysheet ... | head -1`) must end the output, not kill the process
// with SIGPIPE halfway through a write.
signal(SIGPIPE, SIG_IGN)
// A global, never freed: what commands keep with it goes to the system at `exit`.
let console = Console.standard()
exit(PaySheetTool.run(Array(CommandLine.arguments.dropFirst()), console: console).rawValue)
