import Foundation
import PaySheetKit
import PaySheetLint

/// One subcommand: its name, help, options, and what it does.
public protocol Command: Sendable {
  static var name: String { get }
  /// One line, shown in `paysheet --help`.
  static var abstract: String { get }
  /// Paragraphs after the options in `--help`.
  static var discussion: String { get }
  static var options: [OptionSpec] { get }

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode
}

extension Command {
  public static var discussion: String { "" }

  /// The usage line after the command's name, generated from `options`, such as
  /// "--locale ID NUMBER".
  public static var synopsis: String { OptionSpec.synopsis(options) }

  static func help(path: String) -> String {
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

/// Parses options shared by several commands.
package enum CommonOptions {
  package static let locale = OptionSpec.value(
    "locale", "ID", "Locale, BCP 47 (zh-Hant-TW) or ICU (zh_Hant_TW).", required: true)

  package static func locale(_ arguments: ParsedArguments) throws -> SheetLocale {
    try SheetLocale(arguments.required("locale"))
  }

  package static let language = OptionSpec.value(
    "language", "LANG",
    "Catalog language to show (default: every one); one the catalogs lack yet shows as missing.",
    repeatable: true)

  /// The languages `--language` names, as the catalogs spell them, and those no catalog
  /// has yet.
  /// The languages named by `--language`, each once, matched against `catalogs`
  /// (`ReportedLanguages`).
  package static func languages(
    _ arguments: ParsedArguments, in catalogs: [StringCatalog], unreadable: [InputError] = []
  ) throws -> ReportedLanguages {
    do {
      return try ReportedLanguages(
        arguments.values["language"] ?? [], in: catalogs, unreadable: unreadable)
    } catch {
      throw ValidationError(error.message)
    }
  }

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

  package static let failOnOverflow = OptionSpec.flag(
    "fail-on-overflow", "Exit 1 when a line overflows the profile's row.")

  package static let catalog = OptionSpec.value(
    "catalog", "FILE", "String Catalog to read (default: the shipped PaymentSheet.xcstrings).")

  /// The catalog named by `--catalog`, or the shipped one; and the name errors use for it.
  package static func catalog(_ arguments: ParsedArguments) throws -> (StringCatalog, String) {
    if let path = arguments.value("catalog") {
      return (try StringCatalog(contentsOf: URL(fileURLWithPath: path)), path)
    }
    let catalog = try StringCatalog.shipped()
    return (catalog, "the shipped PaymentSheet.xcstrings")
  }

  package static let profile = OptionSpec.value(
    "profile", "NAME", "Device profile (see Localizations/DeviceProfiles.md).")
  package static let profiles = OptionSpec.value(
    "profiles", "FILE", "Device profiles file to use instead of the shipped DeviceProfiles.json.",
    within: "profile")

  /// The profile named by `--profile`, from `--profiles FILE` or the shipped file; nil without `--profile`.
  package static func profile(_ arguments: ParsedArguments) throws -> DeviceProfile? {
    guard let name = arguments.value("profile") else {
      if arguments.value("profiles") != nil {
        throw ValidationError("'--profiles' needs '--profile NAME'")
      }
      return nil
    }
    let profiles =
      try arguments.value("profiles").map { try DeviceProfile.load(path: $0) }
      ?? DeviceProfile.shipped()
    return try DeviceProfile.named(name, in: profiles)
  }

  package static let fonts = OptionSpec.value(
    "fonts", "DIR",
    "Folder to look for the points model's font files in first; then PAYSHEET_FONTS, the system's font folders and fontconfig."
  )

  /// Makes `--fonts DIR` the first folder the points model looks for its fonts in.
  package static func useFonts(_ arguments: ParsedArguments) throws {
    guard let folder = arguments.value("fonts") else { return }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
    else {
      throw ValidationError("'--fonts' names '\(folder)', which is not a folder")
    }
    FontLocator.current = FontLocator(folders: [folder])
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

  /// A font given as `FILE` or `FILE#INDEX` (a face of a `.ttc` collection).
  package static func fontFace(_ text: String) throws -> FontFace {
    if let hash = text.lastIndex(of: "#"), let index = Int(text[text.index(after: hash)...]) {
      do {
        return try FontFace(path: String(text[..<hash]), index: index)
      } catch {
        throw ValidationError("\(error.reason) in '\(text)'")
      }
    }
    return FontFace(path: text)
  }

  /// The lint configuration: `--config FILE`, else `.paysheet.json` in the current folder,
  /// else the defaults.
  package static func configuration(_ arguments: ParsedArguments) throws -> LintConfiguration {
    try LintCommand.loadConfiguration(arguments)
  }
}
