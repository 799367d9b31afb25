/// Bad usage: an unknown option, a missing value, a value out of its set. Exit code 2.
package struct ValidationError: Error, Sendable, Equatable, CustomStringConvertible {
  package let message: String

  package init(_ message: String) {
    self.message = message
  }

  package var description: String { message }
}

/// What a command's exit status means, as scripts read it.
package enum ExitCode: Int32, Sendable {
  /// Everything asked for was done.
  case success = 0
  /// The command ran and found problems: lint errors, or `--check` differences.
  case findings = 1
  /// Bad usage or input that could not be read; nothing was written.
  case usageOrInput = 2
}
