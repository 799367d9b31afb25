import Foundation
import PaySheetKit

/// One lint run: reads the inputs, runs every enabled rule and the fit check, and reports.
///
/// It is the one way a lint runs: `paysheet lint`, the build plugins (through it), the
/// preview and library users all call it, so that reading, the parallel work, the filters
/// and the fit coverage are assembled in one place.
///
/// The work runs in three stages spread over the cores: reading (file by file), walking
/// each catalog's keys, and one flattened stage of every (subject × rule) and every (catalog
/// × language × profile) of the fit check. A stage never nests another, so no stage waits
/// on a core that a nested one holds. The synchronous `run` and `lint` use `parallelMap`
/// (libdispatch's workers); the `async` ones run each stage as child tasks, a few at a time,
/// so the calling task suspends and never blocks a thread.
public struct LintSession: Sendable {
  /// Which rules run, at which severity, with the names, profiles and sheet lines they use.
  public let configuration: LintConfiguration
  /// The profiles the fit check knows; `configuration.profiles` names which of them it
  /// measures on, all of them when it names none.
  public let profiles: [DeviceProfile]
  /// Languages the report keeps findings of; every language when empty. Findings about no
  /// language (a sheet's, a name's) are kept only when this is empty.
  public private(set) var languages: [String]
  /// How the fit check uses the sample sheets.
  public let fitScope: FitScope
  private let customChecker: (any LineFitChecker)?

  /// How the fit check measures the lines of the sample sheets.
  public enum FitScope: Sendable, Hashable {
    /// Every sheet is a sample for every catalog, and keys named sheet lines are measured
    /// on their own as well: a key's finding is its widest use anywhere.
    case allSheets
    /// Each sheet is measured apart, and no key on its own, so that a finding says how a
    /// line measures in that sheet (the preview's cards). The findings are
    /// `LintReport.overflowsBySheet`, not `findings`.
    case eachSheet
  }

  /// - Parameters:
  ///   - profiles: the device profiles the fit check knows; the shipped ones by default.
  ///   - fitChecker: measures lines instead of the session's own `SheetFitChecker`, for
  ///     tests and for callers with their own layout.
  /// - Throws: `PaySheetError.unknownProfile` when the configuration names a profile that
  ///   is not among `profiles`: one usage error rather than a finding on every catalog;
  ///   `InputError` when the shipped profiles cannot be read.
  public init(
    configuration: LintConfiguration = LintConfiguration(), profiles: [DeviceProfile]? = nil,
    languages: [String] = [], fitScope: FitScope = .allSheets,
    fitChecker: (any LineFitChecker)? = nil
  ) throws {
    let known: [DeviceProfile]
    if let profiles { known = profiles } else { known = try DeviceProfile.shipped() }
    if fitChecker == nil {
      let names = known.map(\.name)
      for profile in configuration.profiles where !names.contains(profile) {
        throw PaySheetError.unknownProfile(profile, known: names)
      }
    }
    self.configuration = configuration
    self.profiles = known
    self.languages = languages
    self.fitScope = fitScope
    self.customChecker = fitChecker
  }

  // MARK: Running

  /// Reads the catalogs and sheets at `paths` and lints them.
  @available(*, noasync, message: "use 'await run(paths:)', which does not block the caller")
  public func run(paths: [String]) -> LintReport {
    let clock = ContinuousClock()
    let start = clock.now
    let inputs = Linter.read(
      paths: paths, excluding: configuration.excluded,
      developmentLanguage: configuration.developmentLanguage)
    var report = lintNow(inputs)
    report.timings.reading = clock.now - start - report.timings.total
    return report
  }

  /// Reads the catalogs and sheets at `paths` and lints them, without blocking the caller.
  public func run(paths: [String]) async -> LintReport {
    let clock = ContinuousClock()
    let start = clock.now
    let inputs = await Linter.read(
      paths: paths, excluding: configuration.excluded,
      developmentLanguage: configuration.developmentLanguage)
    var report = await lint(inputs)
    report.timings.reading = clock.now - start - report.timings.total
    return report
  }

  /// Lints catalogs and sheets already read (by `read(paths:)`, or built in code).
  @available(*, noasync, message: "use 'await lint(_:)', which does not block the caller")
  public func lint(_ inputs: LintInputs) -> LintReport {
    lintNow(inputs)
  }

  /// Lints catalogs and sheets already read, without blocking the caller.
  ///
  /// Each stage runs as child tasks, a few at a time (`ParallelWork.cores`): one file, one
  /// catalog's walk, one rule on one subject or one language on one profile. A thread of
  /// the cooperative pool is held for no longer than one such piece and never waits on
  /// another, so the caller's other tasks keep their turn. Handing the stages to libdispatch
  /// whole kept its workers, which Swift's tasks share on Linux, busy for whole lints: beside
  /// eight lints at once a 10 ms ticker woke 1.5 s late.
  public func lint(_ inputs: LintInputs) async -> LintReport {
    let clock = ContinuousClock()
    let start = clock.now
    let walked = await inputs.catalogs.concurrentMap { LintedCatalog($0.catalog) }
    let stage = prepare(inputs, walked: walked)
    let walkedAt = clock.now
    let done = await stage.work.concurrentMap(stage.perform)
    return finish(stage, done, timed: (start, walkedAt, clock.now))
  }

  /// Reads the catalogs and sheets at `paths`, each file once and the files side by side.
  ///
  /// A folder is searched for `.xcstrings` files and sheet `.json` files (JSON files that
  /// are not sheets, such as configurations, are passed over); hidden folders and `.build`
  /// are skipped, and so are the files and folders `excluded` names (absolute paths, as
  /// `LintConfiguration.excluded` holds them). A file that cannot be read is recorded in
  /// `unreadable` and the others are still read.
  @available(*, noasync, message: "use 'await run(paths:)', which does not block the caller")
  public static func read(
    paths: [String], excluding excluded: [String] = [], developmentLanguage: String = "en"
  ) -> LintInputs {
    Linter.read(paths: paths, excluding: excluded, developmentLanguage: developmentLanguage)
  }

  /// The same session, keeping only the findings in `languages`.
  public func restricted(to languages: [String]) -> LintSession {
    var session = self
    session.languages = languages
    return session
  }

  // MARK: The stages

  private func lintNow(_ inputs: LintInputs) -> LintReport {
    let clock = ContinuousClock()
    let start = clock.now
    // Walking a catalog's keys is spread over the cores within the catalog when it is the
    // only one, and catalog by catalog otherwise.
    let walked = inputs.catalogs.parallelMap { LintedCatalog($0.catalog) }
    let stage = prepare(inputs, walked: walked)
    let walkedAt = clock.now
    let done = stage.work.parallelMap(stage.perform)
    return finish(stage, done, timed: (start, walkedAt, clock.now))
  }

  /// Everything a lint's parallel stage needs, worked out before it: the walked catalogs,
  /// the subjects, and the list of pieces of work.
  private struct Stage: Sendable {
    let inputs: LintInputs
    let linter: Linter
    let enabled: [(rule: any LintRule, severity: Severity)]
    let checker: (any LineFitChecker)?
    let walked: [LintedCatalog]
    /// Each subject with its file, and for a catalog its place in `walked`.
    let subjects: [(subject: Linter.Subject, file: String, catalog: Int?)]
    let fitProfiles: [String]
    let work: [Work]
    let sheetCheckers: [SheetFitChecker]
    let lineKeys: [[(String, SheetLineKind)]?]

    /// One piece of the parallel stage: one rule on one subject, or one language of one
    /// catalog on one profile.
    @Sendable func perform(_ item: Work) -> WorkResult {
      switch item {
      case .rule(let subject, let rule):
        return .hits(linter.hits(of: enabled[rule].rule, on: subjects[subject].subject))
      case .fit(let catalog, let sheet, let language, let profile):
        let measuring: any LineFitChecker = sheet.map { sheetCheckers[$0] } ?? checker!
        let linted = walked[catalog].catalog
        return .fit(
          Result {
            if let sheetChecker = measuring as? SheetFitChecker, let keys = lineKeys[catalog] {
              return try sheetChecker.fits(
                catalog: linted, language: language, profile: profile, lineKeys: keys)
            }
            return try measuring.fits(catalog: linted, language: language, profile: profile)
          })
      }
    }
  }

  /// Lists the work of the parallel stage on the walked catalogs.
  private func prepare(_ inputs: LintInputs, walked: [LintedCatalog]) -> Stage {
    let linter = Linter(configuration: configuration)
    let enabled = linter.enabledRules
    let checker = fitChecker(sheets: inputs.sheets.map(\.sheet))
    let measuresFit = checker != nil && enabled.contains { $0.rule is LineOverflowRule }

    // Each subject with its file, and for a catalog its place in `walked`.
    var subjects: [(subject: Linter.Subject, file: String, catalog: Int?)] = []
    if !configuration.names.isEmpty {
      let file = configuration.names.first?.file ?? LintConfiguration.defaultFileName
      subjects.append((.names(configuration.names), file, nil))
    }
    for (index, linted) in walked.enumerated() {
      subjects.append((.catalog(linted), inputs.catalogs[index].path, index))
    }
    for (path, sheet) in inputs.sheets { subjects.append((.sheet(sheet), path, nil)) }

    let fitProfiles =
      configuration.profiles.isEmpty ? (checker?.defaultProfiles ?? []) : configuration.profiles
    var work: [Work] = []
    for subject in subjects.indices {
      for rule in enabled.indices where !(enabled[rule].rule is LineOverflowRule) {
        work.append(.rule(subject: subject, rule: rule))
      }
    }
    if measuresFit {
      for (index, linted) in walked.enumerated() {
        let languages = LineOverflowRule.languages(of: linted.catalog)
        let sheets = fitScope == .eachSheet ? inputs.sheets.indices.map { Optional($0) } : [nil]
        for sheet in sheets {
          for language in languages {
            for profile in fitProfiles {
              work.append(
                .fit(catalog: index, sheet: sheet, language: language, profile: profile))
            }
          }
        }
      }
    }

    // The one parallel stage: every rule on every subject, every language on every profile.
    let sheetCheckers: [SheetFitChecker] =
      fitScope == .eachSheet
      ? inputs.sheets.map { eachSheetChecker($0.sheet) } : []
    // What every language and profile of a catalog share, worked out once: matching every
    // key against every sheet-line pattern for each of them was a twentieth of a lint.
    let sharedChecker = (fitScope == .eachSheet ? sheetCheckers.first : checker as? SheetFitChecker)
    let lineKeys = walked.map { sharedChecker?.lineKeys($0.catalog) }
    return Stage(
      inputs: inputs, linter: linter, enabled: enabled, checker: checker, walked: walked,
      subjects: subjects, fitProfiles: fitProfiles, work: work, sheetCheckers: sheetCheckers,
      lineKeys: lineKeys)
  }

  /// Turns the results of the parallel stage into the report.
  private func finish(
    _ stage: Stage, _ done: [WorkResult],
    timed: (
      start: ContinuousClock.Instant, walked: ContinuousClock.Instant,
      checked: ContinuousClock.Instant
    )
  ) -> LintReport {
    let (inputs, linter, enabled, checker) = (
      stage.inputs, stage.linter, stage.enabled, stage.checker
    )
    let (walked, subjects, fitProfiles, work) = (
      stage.walked, stage.subjects, stage.fitProfiles, stage.work
    )
    let sheetCheckers = stage.sheetCheckers
    var findings: [Finding] = []
    var hitsByRule: [Int: [Int: [RuleHit]]] = [:]
    var fits: [Int: [Int?: [LineOverflowRule.Measured]]] = [:]
    for (item, result) in zip(work, done) {
      switch (item, result) {
      case (.rule(let subject, let rule), .hits(let hits)):
        hitsByRule[subject, default: [:]][rule] = hits
      case (.fit(let catalog, let sheet, let language, let profile), .fit(let lines)):
        fits[catalog, default: [:]][sheet, default: []].append((language, profile, lines))
      default:
        continue
      }
    }
    var overflowsBySheet = [[Finding]](repeating: [], count: inputs.sheets.count)
    var coverage: [FitCoverage] = []
    let overflowIndex = enabled.firstIndex { $0.rule is LineOverflowRule }
    for (index, (subject, file, catalog)) in subjects.enumerated() {
      var ruleHits = hitsByRule[index] ?? [:]
      if let catalog, let overflowIndex, let checker {
        let catalogText = walked[catalog].catalog
        let measured = fits[catalog] ?? [:]
        switch fitScope {
        case .allSheets:
          ruleHits[overflowIndex] = LineOverflowRule.hits(
            catalogText, measured: measured[nil] ?? [], checker: checker)
          if let checker = checker as? SheetFitChecker,
            let covered = Self.coverage(
              of: catalogText, file: file, profiles: fitProfiles, checker: checker,
              measured: measured[nil] ?? [])
          {
            coverage.append(covered)
          }
        case .eachSheet:
          for sheet in inputs.sheets.indices {
            let hits = LineOverflowRule.hits(
              catalogText, measured: measured[sheet] ?? [], checker: sheetCheckers[sheet])
            overflowsBySheet[sheet] += linter.findings(
              hits, rule: enabled[overflowIndex], subject: subject, file: file)
          }
        }
      }
      for (rule, hits) in ruleHits.sorted(by: { $0.key < $1.key }) {
        findings += linter.findings(hits, rule: enabled[rule], subject: subject, file: file)
      }
    }
    var report = LintReport(
      findings: keep(findings), unreadable: inputs.unreadable,
      rules: enabled.map {
        let description = type(of: $0.rule).description
        return RuleDescriptor(
          id: description.id, summary: description.summary, severity: $0.severity)
      },
      coverage: coverage)
    report.overflowsBySheet = overflowsBySheet.map(keep)
    report.timings.walking = timed.walked - timed.start
    report.timings.checking = timed.checked - timed.walked
    return report
  }

  /// How much of `catalog` the fit check measured, and the plural forms it skipped; nil for
  /// a catalog none of whose keys is a sheet line, of a sample sheet or of `sheetLines`,
  /// unless `sheetLines` names some: it is no payment-sheet catalog, as the test files and
  /// other tables beside one are, and is told nothing of sheets.
  private static func coverage(
    of catalog: StringCatalog, file: String, profiles: [String], checker: SheetFitChecker,
    measured: [LineOverflowRule.Measured]
  ) -> FitCoverage? {
    let counts = checker.coverage(of: catalog, measured: measured)
    guard counts.measured > 0 || !checker.sheetLines.configured.isEmpty else { return nil }
    var covered = FitCoverage(file: file, profiles: profiles, counts: counts)
    guard checker.measuresCounts(catalog) else { return covered }
    var languages: [FitCoverage.SkippedForm: [String]] = [:]
    for language in LineOverflowRule.languages(of: catalog) {
      for (category, first) in checker.skippedForms(language: language) {
        languages[FitCoverage.SkippedForm(category: category, first: first), default: []]
          .append(language)
      }
    }
    covered.skipped = languages.map { ($0.key, $0.value) }.sorted {
      ($0.0.category, $0.0.first) < ($1.0.category, $1.0.first)
    }.map { FitCoverage.Skipped(form: $0.0, languages: $0.1) }
    return covered
  }

  /// The findings the configuration has not accepted, in the session's languages, sorted.
  private func keep(_ findings: [Finding]) -> [Finding] {
    let accepted = configuration.accepted
    return findings.filter { finding in
      (languages.isEmpty || finding.language.map(languages.contains) == true)
        && !accepted.contains { $0.matches(finding) }
    }.sorted()
  }

  /// The checker of the `allSheets` scope: every sheet a sample, the keys `sheetLines` names
  /// on their own, with the longest configured names on the total line.
  private func fitChecker(sheets: [PaymentSheet]) -> (any LineFitChecker)? {
    if let customChecker { return customChecker }
    func longest(_ role: ConfiguredName.Role) -> DisplayName? {
      configuration.names.filter { $0.role == role }.map(\.text).max { $0.count < $1.count }
        .flatMap { try? DisplayName($0) }
    }
    return SheetFitChecker(
      sheets: sheets, profiles: profiles, longestMerchantName: longest(.merchant),
      longestAppName: longest(.app), sheetLines: configuration.sheetLines)
  }

  /// The checker of one sheet in the `eachSheet` scope: the sheet's own lines, no key alone.
  private func eachSheetChecker(_ sheet: PaymentSheet) -> SheetFitChecker {
    SheetFitChecker(
      sheets: [sheet], profiles: profiles,
      sheetLines: SheetLines(configured: [SheetLines.Pattern("*", nil)]))
  }

  /// One piece of the parallel stage.
  private enum Work: Sendable {
    case rule(subject: Int, rule: Int)
    /// `sheet` is the one sheet measured, in the `eachSheet` scope.
    case fit(catalog: Int, sheet: Int?, language: String, profile: String)
  }

  private enum WorkResult: Sendable {
    case hits([RuleHit])
    case fit(Result<[String: MeasuredLine], any Error>)
  }
}

/// What a lint run found: the findings, the files it could not read, how much of each
/// catalog the fit check measured, and how long each stage took.
public struct LintReport: Sendable {
  /// Every finding, sorted by file and place.
  public var findings: [Finding]
  /// Every file that could not be read, each with its place and reason; a report with any
  /// is never a clean one.
  public var unreadable: [InputError]
  /// The enabled rules with the severity each reports at, for the reporters.
  public var rules: [RuleDescriptor]
  /// For each catalog, how many keys the fit check measured (the `allSheets` scope).
  public var coverage: [FitCoverage]
  /// With `FitScope.eachSheet`: the overflow findings of each sheet, in the inputs' order.
  public var overflowsBySheet: [[Finding]] = []
  public var timings = Timings()

  public init(
    findings: [Finding], unreadable: [InputError] = [], rules: [RuleDescriptor] = [],
    coverage: [FitCoverage] = []
  ) {
    self.findings = findings
    self.unreadable = unreadable
    self.rules = rules
    self.coverage = coverage
  }

  /// Whether a finding is at error severity.
  public var hasErrors: Bool { findings.contains { $0.severity == .error } }

  /// What every report format shows: each file that could not be read as an error at its
  /// place (rule `unreadable-file`), then the findings, sorted. A CI that reads only the
  /// report (SARIF for code scanning, JSON's `errors`) sees that the run is not clean.
  public var reportedFindings: [Finding] {
    guard !unreadable.isEmpty else { return findings }
    return (unreadable.map(Self.finding) + findings).sorted()
  }

  /// The rules a report lists: the enabled ones, and `unreadable-file` when a file was.
  public var reportedRules: [RuleDescriptor] {
    unreadable.isEmpty ? rules : rules + [Self.unreadableFile]
  }

  /// What a report says of a file it could not read.
  public static let unreadableFile = RuleDescriptor(
    id: "unreadable-file",
    summary:
      "A file could not be read (not JSON, not a catalog or sheet, or not there), so nothing in it was linted.",
    severity: .error)

  private static func finding(_ problem: InputError) -> Finding {
    Finding(
      at: problem.location, ruleID: unreadableFile.id, severity: .error,
      message: problem.message)
  }

  /// How long each stage of a run took.
  public struct Timings: Sendable, Hashable {
    public var reading: Duration = .zero
    public var walking: Duration = .zero
    public var checking: Duration = .zero

    public init() {}

    /// Walking and checking: the lint without reading.
    public var total: Duration { walking + checking }
  }
}

/// How many of a catalog's keys the fit check measured.
public struct FitCoverage: Sendable, Hashable {
  /// The catalog's path, as the inputs name it.
  public var file: String
  public var profiles: [String]
  /// Keys used by a sample sheet or named sheet lines (with their `.short` keys).
  public var measured: Int
  public var keys: Int
  /// The plural forms lines with a count were not measured in, as every count CLDR lists
  /// for them exceeds `maximumCount`, each with the languages it was skipped in.
  public var skipped: [Skipped] = []

  /// A plural form and its first CLDR sample.
  public struct SkippedForm: Sendable, Hashable {
    public var category: PluralCategory
    public var first: Int
  }

  /// A form skipped, and where.
  public struct Skipped: Sendable, Hashable {
    public var form: SkippedForm
    public var languages: [String]
  }

  public init(file: String, profiles: [String], counts: (measured: Int, keys: Int)) {
    self.file = file
    self.profiles = profiles
    self.measured = counts.measured
    self.keys = counts.keys
  }
}
