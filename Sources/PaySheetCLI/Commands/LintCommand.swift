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
    CommonOptions.fonts,
    .value(
      "locale", "ID", "Locale every catalog must translate; findings of every language show.",
      repeatable: true),
    CommonOptions.language,
    .value("config", "FILE", "Configuration file (default: ./.paysheet.json if present)."),
    .value(
      "config-if-present", "FILE",
      "Configuration file, or the defaults when FILE does not exist, for build plugins."),
    .value(
      "config-link", "FILE",
      "Keep FILE a hard link of the configuration, an input that never goes missing, for build plugins."
    ),
    .value(
      "development-language", "LANG",
      "Language of the source texts of .strings tables, in LANG.lproj or Base.lproj (default: the configuration's developmentLanguage, else en)."
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
    if let language = arguments.value("development-language") {
      configuration.developmentLanguage = language
    }
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
    let paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
    var inputs = LintSession.read(
      paths: paths, excluding: configuration.excluded,
      developmentLanguage: configuration.developmentLanguage)
    if arguments.flag("fix") {
      inputs.catalogs = try inputs.catalogs.map { (path, catalog) in
        guard !path.hasSuffix(".xliff"), !path.hasSuffix(".xlf"),
          !LocalizedTables.isLocalizedFile(path)
        else { return (path, catalog) }
        return (path, try fix(catalog, at: path, configuration: configuration, console: console))
      }
    }
    let languages = try CommonOptions.languages(
      arguments, in: inputs.catalogs.map(\.catalog), unreadable: inputs.unreadable)
    for warning in languages.warnings { console.printError("paysheet: warning: \(warning)") }
    // A language not translated yet is one that must have translations, as --locale says.
    let lintSession =
      languages.new.isEmpty
      ? session
      : try LintSession(configuration: CommonOptions.requiring(languages.new, in: configuration))
    let report = lintSession.restricted(to: languages.shown).lint(inputs)
    // Each file's shown path once, rather than once per finding.
    var displayPaths: [String: String] = [:]
    for path in inputs.catalogs.map(\.path) + inputs.sheets.map(\.path) {
      displayPaths[path] = displayPath(path)
    }
    var shown = report
    shown.findings = report.findings.map { finding in
      finding.inFile(displayPaths[finding.file] ?? displayPath(finding.file))
    }.sorted()
    shown.unreadable = report.unreadable.map { $0.withFile(displayPath($0.file)) }
    // The text report shows an unreadable file among the findings; a report for machines
    // is not read by a person, who is told on standard error as well.
    if reporter.id != TextReporter.id {
      for problem in shown.unreadable {
        console.printError("paysheet: error: \(problem.placeAndMessage)")
      }
    }
    let text = reporter.init().report(shown)
    // Left to the system at exit rather than freed text by text (`Console.keep`).
    console.keep((inputs, report, shown))
    // A report ends its lines; taking its last line break off first copied it whole.
    console.printLines(text)
    if !text.isEmpty, !text.hasSuffix("\n") { console.print("") }
    if reporter.id == TextReporter.id {
      for coverage in report.coverage { console.print(fitCoverage(coverage)) }
    }
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

  /// Applies the safe fixes to the catalog at `path` and writes it back as `catalog fmt`
  /// writes (mode, owner and symbolic link kept, a read-only file refused), printing each
  /// fix; returns the catalog as fixed, for the lint that follows. The rules `configuration`
  /// turns off make no fixes.
  static func fix(
    _ catalog: StringCatalog, at path: String, configuration: LintConfiguration, console: Console
  ) throws -> StringCatalog {
    let (fixed, fixes) = SafeFixes.apply(to: catalog, configuration: configuration)
    guard !fixes.isEmpty else { return catalog }
    // Written back in Xcode's layout, a file in another layout would change throughout.
    let original = try InputFile.read(
      URL(fileURLWithPath: path), displayPath: path, limit: Linter.maximumCatalogSize)
    guard catalog.xcodeBytes() == original else {
      throw ValidationError(
        "'\(displayPath(path))' is not in Xcode's layout, so a fix would rewrite more than the fixed values; run 'paysheet catalog fmt \(displayPath(path))' first"
      )
    }
    try FileRewrite(forceOption: nil).replace(path, with: fixed.xcodeBytes(), readAs: original)
    let shown = displayPath(path)
    for fix in fixes {
      let place = fix.position.map { ":\($0.line):\($0.column)" } ?? ""
      let variation = fix.place.isEmpty ? "" : " (\(fix.place))"
      console.print(
        "\(shown)\(place): fixed: the \(fix.language) text\(variation) \(Quote.change(fix.before, fix.after)) (key '\(TerminalText.visible(fix.key))') [\(fix.ruleID)]"
      )
    }
    console.print("fixed \(fixes.count) text\(fixes.count == 1 ? "" : "s") in \(shown)")
    return fixed
  }

  /// The line that says how many keys of a catalog the fit check measured, and how to have
  /// the others measured.
  static func fitCoverage(_ coverage: FitCoverage) -> String {
    let missing = coverage.keys - coverage.measured
    let rest =
      missing == 0
      ? ""
      : "; \(missing) not, as no sample sheet uses them and sheetLines in .paysheet.json does not name them"
    let skipped = coverage.skipped.map { skipped in
      "\(skipped.form.category.rawValue) (from \(grouped(skipped.form.first))) in \(skipped.languages.joined(separator: ", "))"
    }
    let forms =
      skipped.isEmpty
      ? ""
      : "; plural forms no count up to maximumCount reaches were skipped: \(skipped.joined(separator: "; "))"
    return
      "\(displayPath(coverage.file)): line fit measured \(coverage.measured) of \(coverage.keys) keys on \(coverage.profiles.joined(separator: ", "))\(rest)\(forms)"
  }

  /// `number` with a comma every three digits, as the lint's English messages write counts.
  static func grouped(_ number: Int) -> String {
    var digits = String(number.magnitude)
    var groups: [Substring] = []
    while digits.count > 3 {
      groups.insert(Substring(digits.suffix(3)), at: 0)
      digits.removeLast(3)
    }
    groups.insert(Substring(digits), at: 0)
    return (number < 0 ? "-" : "") + groups.joined(separator: ",")
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

  /// `path` relative to the current folder when it is inside it, without a leading `./`.
  static func displayPath(_ path: String) -> String {
    var shown = path
    let current = FileManager.default.currentDirectoryPath
    if shown.hasPrefix(current + "/") { shown.removeFirst(current.count + 1) }
    while shown.hasPrefix("./") { shown.removeFirst(2) }
    return shown
  }
}
