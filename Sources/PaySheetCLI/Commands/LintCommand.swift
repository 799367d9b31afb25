import Foundation
import PaySheetKit
import PaySheetLint

/// `paysheet lint`: checks catalogs and sheets against the lint rules and reports findings.
struct LintCommand: Command {
  static let name = "lint"
  static let abstract =
    "Check String Catalogs and sheets: translations, placeholders, plurals, fit."
  static var discussion: String {
    var lines = [
      "PATHs are .xcstrings files, XLIFFs (.xliff, and .xcloc Localization Catalogs), sheet .json",
      "files or folders searched for them (default: the current folder). An XLIFF is linted as",
      "the catalog it stands for, each finding at the line of its <target>. Settings are read",
      "from --config FILE, else from .paysheet.json in the current folder; --profile and",
      "--locale add to its lists. Exit codes: 0 no errors (warnings allowed), 1 findings at",
      "error severity, 2 bad usage or unreadable input.",
      "",
      "--locale and --language, side by side: --locale it requires Italian of every catalog (each",
      "key without it is an error) and still reports every language; --language it reports only",
      "Italian, as the catalog spells it (pt-BR finds a catalog's pt, pt its pt-BR, as a customer's",
      "device would), and a language no catalog has yet shows every line as missing.",
      "",
      "--fix rewrites each catalog with a safe fix, as 'paysheet catalog fmt' writes (mode,",
      "owner and symbolic link kept; a read-only file is refused), changing only the fixed",
      "values, prints each fix, then lints the fixed catalogs. An XLIFF is never rewritten:",
      "the translator's tool owns it.",
      "",
      "rules ('paysheet rules ID' shows what one checks, with its examples):",
    ]
    lines += RuleManual.list().split(separator: "\n").map { "  " + $0 }
    return lines.joined(separator: "\n")
  }

  static let options: [OptionSpec] = [
    .positional(
      "PATH", "Catalogs, XLIFFs, sheets or folders (default: the current folder).", required: false,
      repeatable: true),
    .value("format", "NAME", "Report format.", choices: Reporters.all.map { $0.id }),
    .value("profile", "NAME", "Device profile to check line fit on.", repeatable: true),
    FontsOption().$folder,
    .value(
      "locale", "ID", "Locale every catalog must translate; findings of every language show.",
      repeatable: true),
    LanguageOption().$named,
    .value("config", "FILE", "Configuration file (default: ./.paysheet.json if present)."),
    .value(
      "config-if-present", "FILE",
      "Configuration file, or the defaults when FILE does not exist, for build plugins."),
    .value(
      "config-link", "FILE",
      "Keep FILE a hard link of the configuration, an input that never goes missing, for build plugins."
    ),
    .flag("strict", "Report warnings as errors."),
    .flag(
      "fix",
      "Apply the safe fixes (whitespace the source lacks, escapes typed as text) first."),
    .value(
      "targets", "PLATFORMS",
      "Platforms the package builds for (iOS,macOS); without watchOS the default profiles leave out the watch."
    ),
    .value(
      "stamp", "FILE",
      "Write FILE (an empty Swift source) when there are no errors, for build plugins."),
  ]

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    // Before the configuration is read: an invalid one, corrected in place, must rerun too.
    if let link = arguments.value("config-link") {
      let original = arguments.value("config-if-present") ?? arguments.value("config")
      if let problem = ConfigurationLink.keep(
        link, sameAs: original ?? LintConfiguration.defaultFileName)
      {
        throw ValidationError(problem)
      }
    }
    var configuration: LintConfiguration
    do {
      configuration = try loadConfiguration(arguments).adding(
        profiles: arguments.values["profile"] ?? [], locales: arguments.values["locale"] ?? [])
    } catch let error as InvalidConfigurationValue {
      throw ValidationError(error.expected)
    }
    if arguments.flag("strict") { configuration.strict = true }
    if let targets = arguments.value("targets"), configuration.profiles.isEmpty {
      let (profiles, warning) = try Self.defaultProfiles(targets: targets)
      configuration = try CommonOptions.requiring([], in: configuration, profiles: profiles)
      if let warning { console.printError("paysheet: warning: \(warning)") }
    }
    // An unknown profile is one usage error, not a finding on every catalog.
    try CommonOptions.useFonts(arguments)
    let session = try LintSession(configuration: configuration)
    CommonOptions.warnIfShaperMissing((try? DeviceProfile.shipped()) ?? [], console: console)

    let reporter = Reporters.named(arguments.value("format") ?? "text") ?? TextReporter.self
    let request = LintRequest(
      paths: arguments.positionals.isEmpty ? ["."] : arguments.positionals,
      languages: arguments.values["language"] ?? [], fix: arguments.flag("fix"))
    let report: LintReport
    do {
      report = try session.run(request)
    } catch {
      throw ValidationError(error.message)
    }
    for fixed in report.fixed { try write(fixed, console: console) }
    for warning in report.warnings { console.printError("paysheet: warning: \(warning)") }
    // The text report shows an unreadable file among the findings; a report for machines
    // is not read by a person, who is told on standard error as well.
    if reporter.id != TextReporter.id {
      for problem in report.unreadable {
        console.printError("paysheet: error: \(problem.placeAndMessage)")
      }
    }
    let text = reporter.init().report(report)
    // Left to the system at exit rather than freed text by text (`Console.keep`).
    console.keep(report)
    // A report ends its lines; taking its last line break off first copied it whole.
    console.printLines(text)
    if !text.isEmpty, !text.hasSuffix("\n") { console.print("") }
    if !report.unreadable.isEmpty { return .usageOrInput }
    if report.hasErrors { return .findings }
    if let stamp = arguments.value("stamp") {
      do {
        try Data("// paysheet lint found no errors in these catalogs.\n".utf8).write(
          to: URL(fileURLWithPath: stamp), options: .atomic)
      } catch {
        throw ValidationError("cannot write '\(stamp)'")
      }
    }
    return .success
  }

  /// Writes a catalog `--fix` changed back as `catalog fmt` writes (mode, owner and symbolic
  /// link kept, a read-only file refused, a file changed since it was read refused), and
  /// prints each fix.
  static func write(_ catalog: FixedCatalog, console: Console) throws {
    try FileRewrite(forceOption: nil).replace(
      catalog.path, with: catalog.fixed, readAs: catalog.original)
    let shown = catalog.shownPath
    for fix in catalog.fixes {
      let place = fix.position.map { ":\($0.line):\($0.column)" } ?? ""
      let variation = fix.place.isEmpty ? "" : " (\(fix.place))"
      console.print(
        "\(shown)\(place): fixed: the \(fix.language) text\(variation) \(Quote.change(fix.before, fix.after)) (key '\(TerminalText.visible(fix.key))') [\(fix.ruleID)]"
      )
    }
    console.print(
      "fixed \(catalog.fixes.count) text\(catalog.fixes.count == 1 ? "" : "s") in \(shown)")
  }

  /// The shipped profiles a package that builds for `targets` (comma-separated platform
  /// names) is judged on when nothing names profiles: the watch's only with watchOS, and
  /// why it is left out otherwise.
  static func defaultProfiles(targets: String) throws -> (profiles: [String], warning: String?) {
    let platforms = targets.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    let all = try DeviceProfile.shipped().map(\.name)
    guard !platforms.contains("watchos") else { return (all, nil) }
    let watches = all.filter { $0.hasPrefix("watch") }
    guard !watches.isEmpty else { return (all, nil) }
    let listed = watches.joined(separator: ", ")
    return (
      all.filter { !$0.hasPrefix("watch") },
      "\(listed) not judged: the package builds for \(targets), not watchOS; name \(listed) in the profiles of .paysheet.json to judge it"
    )
  }

  static func loadConfiguration(_ arguments: ParsedArguments) throws -> LintConfiguration {
    if let path = arguments.value("config-if-present") {
      guard FileManager.default.fileExists(atPath: path) else { return LintConfiguration() }
      return try LintConfiguration(contentsOf: URL(fileURLWithPath: path), displayPath: path)
    }
    if let path = arguments.value("config") {
      guard FileManager.default.fileExists(atPath: path) else {
        throw ValidationError("configuration file '\(path)' does not exist")
      }
      return try LintConfiguration(contentsOf: URL(fileURLWithPath: path), displayPath: path)
    }
    let path = LintConfiguration.defaultFileName
    guard FileManager.default.fileExists(atPath: path) else { return LintConfiguration() }
    return try LintConfiguration(contentsOf: URL(fileURLWithPath: path), displayPath: path)
  }

  /// `path` as reports show it: relative to the current folder when inside it.
  static func displayPath(_ path: String) -> String { LintRequest.shownPath(path) }
}
