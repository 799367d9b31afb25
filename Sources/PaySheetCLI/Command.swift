import Foundation
import PaySheetKit
import PaySheetLint

/// One subcommand: its name, help, options, and what it does.
///
/// A command's `Options` is a `ParsableArguments` type, whose declarations are the parser's
/// spec, `--help` and the usage line, and whose value `run` is given, decoded and validated.
package protocol Command: Sendable {
  associatedtype Options: ParsableArguments

  static var name: String { get }
  /// One line, shown in `paysheet --help`.
  static var abstract: String { get }
  /// Paragraphs after the options in `--help`.
  static var discussion: String { get }

  static func run(_ options: Options, console: Console) throws -> ExitCode
}

extension Command {
  package static var discussion: String { "" }

  /// The declared options and arguments, in the order usage shows them.
  package static var options: [OptionSpec] { Options.declarations }

  /// The usage line after the command's name, generated from `options`, such as
  /// "--locale ID NUMBER".
  package static var synopsis: String { OptionSpec.synopsis(options) }

  /// Parses `arguments` and runs the command with the options they give.
  static func parseAndRun(_ arguments: [String], console: Console) throws -> ExitCode {
    try run(Options.parse(arguments), console: console)
  }

  static func help(path: String) -> String {
    let options = self.options
    var lines = ["\(abstract)", "", "usage: \(path) \(synopsis)"]
    let positionals = options.filter { $0.kind == .positional }
    if !positionals.isEmpty {
      lines += ["", "arguments:"]
      for argument in positionals {
        lines.append("  \(argument.name)".padding(to: 28) + argument.help)
      }
    }
    if !options.isEmpty {
      lines += ["", "options:"]
      for option in options.filter({ $0.kind != .positional }) + [.flag("help", "Show this help.")]
      {
        let left = "  --\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
        let choices = option.choices.isEmpty ? "" : " (\(option.choices.joined(separator: ", ")))"
        lines.append(left.padding(to: 28) + option.help + choices)
      }
    }
    if !discussion.isEmpty { lines += ["", discussion] }
    return lines.joined(separator: "\n")
  }
}

extension String {
  func padding(to width: Int) -> String {
    count >= width ? self + "  " : self + String(repeating: " ", count: width - count)
  }
}

/// What several commands do with their options beyond reading them.
package enum CommonOptions {
  /// `configuration` with `languages` among the locales that must have translations, and
  /// `profiles` among its profiles.
  package static func requiring(
    _ languages: [String], in configuration: LintConfiguration, profiles: [String] = []
  ) throws -> LintConfiguration {
    do {
      return try configuration.adding(profiles: profiles, locales: languages)
    } catch {
      throw ValidationError(error.expected)
    }
  }

  /// One line on standard error when profiles of the points model are judged with the
  /// columns model, as HarfBuzz cannot be loaded; nothing when it can or none is of points.
  package static func warnIfShaperMissing(_ profiles: [DeviceProfile], console: Console) {
    guard profiles.contains(where: { $0.model == .points }),
      let reason = PointsModel.unavailableReason
    else { return }
    console.printError(
      "paysheet: warning: the points model is unavailable, as HarfBuzz cannot be loaded (\(reason)): "
        + "lines are judged with the columns model instead, a column being half an em of the profile's "
        + "font size (Debian and Ubuntu: apt-get install libharfbuzz0b)")
  }

  /// The lint configuration of the current folder, `.paysheet.json`, or the defaults.
  package static func currentConfiguration() throws -> LintConfiguration {
    let path = LintConfiguration.defaultFileName
    guard FileManager.default.fileExists(atPath: path) else { return LintConfiguration() }
    return try LintConfiguration(contentsOf: URL(fileURLWithPath: path), displayPath: path)
  }
}
