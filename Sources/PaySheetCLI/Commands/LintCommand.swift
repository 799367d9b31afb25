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
      "files, .strings and .stringsdict files of LANG.lproj folders, or folders searched for them",
      "(default: the current folder). An XLIFF is linted as the catalog it stands for, each",
      "finding at the line of its <target>; the .strings and .stringsdict of one table are linted",
      "as one catalog, its source the --development-language folder (or Base.lproj), each finding",
      "at the line of its file. Settings are read",
      "from --config FILE, else from .paysheet.json in the current folder; --profile and",
      "--locale add to its lists. Exit codes: 0 no errors (warnings allowed), 1 findings at",
      "error severity, 2 bad usage, unreadable input or nothing to lint under the PATHs.",
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
      "--write-baseline FILE records every finding in FILE and exits 0 whatever it found; the",
      "entries FILE already has for files this run does not lint are kept, so each folder can",
      "be recorded on its own, and the entries of the files linted are replaced (it says how",
      "many were written, kept and removed);",
      "--baseline FILE (or baseline in .paysheet.json) then reports only the findings not in it,",
      "and says how many it matched and how many of its entries no longer occur. An entry names",
      "a finding by rule, file, key, language and a hash of its text, not by line, so moving keys",
      "or editing others leaves it matching; the exit code depends on the new findings alone.",
      "",
      "rules ('paysheet rules ID' shows what one checks, with its examples):",
    ]
    lines += RuleManual.list().split(separator: "\n").map { "  " + $0 }
    return lines.joined(separator: "\n")
  }

  struct Options: ParsableArguments {
    @Argument("PATH", "Catalogs, XLIFFs, sheets or folders (default: the current folder).")
    var paths: [String]
    @Option("format", "NAME", "Report format.")
    var format = ReportFormat(TextReporter.self)
    @Option("profile", "NAME", "Device profile to check line fit on.")
    var profiles: [String]
    @OptionGroup var fonts: FontsOption
    @Option(
      "locale", "ID", "Locale every catalog must translate; findings of every language show.")
    var locales: [String]
    @OptionGroup var languages: LanguageOption
    @Option("config", "FILE", "Configuration file (default: ./.paysheet.json if present).")
    var config: String?
    @Option(
      "config-if-present", "FILE",
      "Configuration file, or the defaults when FILE does not exist, for build plugins.")
    var configIfPresent: String?
    @Option(
      "config-link", "FILE",
      "Keep FILE a hard link of the configuration, an input that never goes missing, for build plugins."
    )
    var configLink: String?
    @Option(
      "development-language", "LANG",
      "Language of the source texts of .strings tables, in LANG.lproj or Base.lproj (default: the configuration's developmentLanguage, else en)."
    )
    var developmentLanguage: String?
    @Flag("strict", "Report warnings as errors.")
    var strict: Bool
    @Flag(
      "fix",
      "Apply the safe fixes (whitespace the source lacks, escapes typed as text) first.")
    var fix: Bool
    @Option(
      "targets", "PLATFORMS",
      "Platforms the package builds for (iOS,macOS); without watchOS the default profiles leave out the watch."
    )
    var targets: String?
    @Option(
      "baseline", "FILE",
      "Report only findings not in FILE, a baseline --write-baseline wrote (default: baseline in .paysheet.json)."
    )
    var baseline: String?
    @Option(
      "write-baseline", "FILE",
      "Record every finding in FILE as the baseline for --baseline (keeping its entries of files not linted), and exit 0."
    )
    var writeBaseline: String?
    @Option(
      "stamp", "FILE",
      "Write FILE (an empty Swift source) when there are no errors, for build plugins.")
    var stamp: String?

    mutating func validate() throws(ValidationError) {
      // Writing records every finding, and reading hides the known ones: writing the
      // findings a baseline left would drop its entries; writing their union would keep
      // fixed ones, which would let them back in unseen.
      if writeBaseline != nil, baseline != nil {
        throw ValidationError(
          "'\($writeBaseline.flag)' records every finding and '\($baseline.flag)' hides the known ones: use one at a time ('\($writeBaseline.flag)' alone refreshes a baseline)"
        )
      }
      // A baseline of some languages would make the others' findings new on the next run.
      if writeBaseline != nil, !languages.named.isEmpty {
        throw ValidationError(
          "'\($writeBaseline.flag)' records the findings of every language; leave out '\(languages.$named.flag)'"
        )
      }
    }
  }

  /// A report format `--format` names: the id of one of `Reporters.all`.
  struct ReportFormat: ExpressibleByArgument {
    let reporter: any LintReporter.Type

    init(_ reporter: any LintReporter.Type) {
      self.reporter = reporter
    }

    init(argument: String) throws(ValidationError) {
      guard let reporter = Reporters.named(argument) else {
        throw ValidationError(
          "'\(argument)' is not one of \(Self.allValueStrings.joined(separator: ", "))")
      }
      self.reporter = reporter
    }

    static var allValueStrings: [String] { Reporters.all.map { $0.id } }
  }

  static func run(_ options: Options, console: Console) throws -> ExitCode {
    // Before the configuration is read: an invalid one, corrected in place, must rerun too.
    if let link = options.configLink {
      let original = options.configIfPresent ?? options.config
      if let problem = ConfigurationLink.keep(
        link, sameAs: original ?? LintConfiguration.defaultFileName)
      {
        throw ValidationError(problem)
      }
    }
    var configuration: LintConfiguration
    do {
      configuration = try loadConfiguration(options).adding(
        profiles: options.profiles, locales: options.locales)
    } catch let error as InvalidConfigurationValue {
      throw ValidationError(error.expected)
    }
    if options.strict { configuration.strict = true }
    if let language = options.developmentLanguage {
      configuration.developmentLanguage = language
    }
    if let targets = options.targets, configuration.profiles.isEmpty {
      let (profiles, warning) = try Self.defaultProfiles(targets: targets)
      configuration = try CommonOptions.requiring([], in: configuration, profiles: profiles)
      if let warning { console.printError("paysheet: warning: \(warning)") }
    }
    // An unknown profile is one usage error, not a finding on every catalog.
    options.fonts.use()
    let session = try LintSession(configuration: configuration)
    CommonOptions.warnIfShaperMissing((try? DeviceProfile.shipped()) ?? [], console: console)

    let reporter = options.format.reporter
    // --write-baseline records every finding, so it reads no baseline, not even the
    // configured one, which it is usually refreshing.
    let baselinePath =
      options.writeBaseline == nil ? options.baseline ?? configuration.baseline : nil
    let request = LintRequest(
      paths: options.paths.isEmpty ? ["."] : options.paths,
      languages: options.languages.named, fix: options.fix,
      baseline: try baselinePath.map { (path) throws(InputError) in
        try Baseline(contentsOf: path)
      },
      baselineToWrite: options.writeBaseline,
      // The file's entries for what this run does not check are kept, so it is read first;
      // a file there that is no baseline is refused rather than overwritten.
      baselineToUpdate: try options.writeBaseline.flatMap { (path) throws(InputError) in
        FileManager.default.fileExists(atPath: path) ? try Baseline(contentsOf: path) : nil
      })
    let report = try lint(request, in: session, console: console)
    for fixed in report.fixed { try write(fixed, console: console) }
    for warning in report.warnings { console.printError("paysheet: warning: \(warning)") }
    // The text report shows an unreadable file among the findings; a report for machines
    // is not read by a person, who is told on standard error as well.
    if reporter.id != TextReporter.id {
      for problem in report.unreadable {
        console.printError("paysheet: error: \(problem.placeAndMessage)")
      }
    }
    console.printLines { reporter.init().write(report, to: &$0) }
    // Left to the system at exit rather than freed text by text (`Console.keep`).
    console.keep(report)
    if !report.unreadable.isEmpty {
      if let path = options.writeBaseline {
        console.printError(
          "paysheet: error: no baseline written to '\(LintRequest.shownPath(path))': \(report.unreadable.count == 1 ? "a file" : "\(report.unreadable.count) files") could not be read, so \(report.unreadable.count == 1 ? "its" : "their") findings would be missing from it"
        )
      }
      return .usageOrInput
    }
    if let recorded = report.recordedBaseline, let path = options.writeBaseline {
      try FileRewrite(forceOption: nil).replace(path, with: recorded.bytes())
      if let update = report.baselineUpdate { console.printError("paysheet: \(update.summary)") }
      return .success
    }
    if report.hasErrors { return .findings }
    if let stamp = options.stamp {
      do {
        try Data("// paysheet lint found no errors in these catalogs.\n".utf8).write(
          to: URL(fileURLWithPath: stamp), options: .atomic)
      } catch {
        throw ValidationError("cannot write '\(stamp)'")
      }
    }
    return .success
  }

  /// The report of `request`; a request that is wrong is a usage error. Nothing to lint is
  /// not, and is told without the usage line.
  static func lint(_ request: LintRequest, in session: LintSession, console: Console) throws
    -> LintReport
  {
    // What the run read goes with the process (`Console.keep`), not freed before it exits.
    let result = Result { () throws(LintRequestError) in
      try session.run(request, handingOver: console.keep)
    }
    switch result {
    case .success(let report): return report
    case .failure(let error) where error.kind == .usage: throw ValidationError(error.message)
    case .failure(let error): throw error
    }
  }

  /// Writes a catalog `--fix` changed back as `catalog fmt` writes (mode, owner and symbolic
  /// link kept, a read-only file refused, a file changed since it was read refused), and
  /// prints each fix.
  static func write(_ catalog: FixedCatalog, console: Console) throws {
    try FileRewrite(forceOption: nil).replace(
      catalog.path, with: catalog.fixed, readAs: catalog.original)
    let shown = catalog.shownPath
    for fix in catalog.fixes {
      let place = FilePlace(file: shown, position: fix.position)
      let label = fix.place.variationLabel
      let variation = label.isEmpty ? "" : " (\(label))"
      console.print(
        "\(place): fixed: the \(fix.language) text\(variation) \(Quote.change(fix.before, fix.after)) (key '\(TerminalText.visible(fix.key))') [\(fix.ruleID)]"
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

  static func loadConfiguration(_ options: Options) throws -> LintConfiguration {
    if let path = options.configIfPresent {
      guard FileManager.default.fileExists(atPath: path) else { return LintConfiguration() }
      return try LintConfiguration(contentsOf: URL(fileURLWithPath: path), displayPath: path)
    }
    if let path = options.config {
      guard FileManager.default.fileExists(atPath: path) else {
        throw ValidationError("configuration file '\(path)' does not exist")
      }
      return try LintConfiguration(contentsOf: URL(fileURLWithPath: path), displayPath: path)
    }
    return try CommonOptions.currentConfiguration()
  }

  /// `path` as reports show it: relative to the current folder when inside it.
  static func displayPath(_ path: String) -> String { LintRequest.shownPath(path) }
}
