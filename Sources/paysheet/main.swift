import PaySheetCommands

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A closed pipe (`paysheet ... | head -1`) must end the output, not kill the process
// with SIGPIPE halfway through a write.
signal(SIGPIPE, SIG_IGN)
exit(PaySheetTool.run(Array(CommandLine.arguments.dropFirst()), console: .standard()).rawValue)
