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
/// × language × profile) of the fit check. Reading and walking nest a map (a large file's
/// members, a catalog's keys) that libdispatch runs on the thread that reached it; checking
/// nests none (docs/design.md). The synchronous `run` and `lint` use `parallelMap`
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

  /// Runs `request`: reads its paths, each file once; applies the safe fixes to the bytes
  /// read when it asks for them; matches its languages against the catalogs read; lints;
  /// and reports with the paths as the user named them.
  ///
  /// - Throws: `LintRequestError` when the paths hold nothing to lint (no catalog, XLIFF or
  ///   sheet, and no file that could not be read), a language named is no language tag, or
  ///   no catalog has it while one could not be read, or a catalog to fix is not in Xcode's
  ///   layout.
  @available(*, noasync, message: "use 'await run(_:)', which does not block the caller")
  public func run(_ request: LintRequest) throws(LintRequestError) -> LintReport {
    try run(request, handingOver: nil)
  }

  /// Runs `request` as `run(_:)` does, and hands what the run read and walked (the
  /// catalogs' parsed JSON and walked keys) to `keep` rather than free it: a command that
  /// exits next leaves it to the system, as a compiler leaves its memory, where freeing it
  /// node by node took 65 million instructions for Anytype's 2.9 MB catalog and 40 million
  /// for DuckDuckGo's, on one core after the parallel stage, and its JSON tree 10 to 20
  /// million more on one core after the reading. A report holds none of it.
  @available(*, noasync, message: "use 'await run(_:)', which does not block the caller")
  package func run(_ request: LintRequest, handingOver keep: ((any Sendable) -> Void)?)
    throws(LintRequestError) -> LintReport
  {
    let clock = ContinuousClock()
    let start = clock.now
    var inputs = LintInputs.read(
      paths: request.paths, excluding: configuration.excluded + request.baselineFiles,
      developmentLanguage: configuration.developmentLanguage, keepingBytes: request.fix,
      keepingTrees: keep != nil)
    keep?(inputs.trees)
    inputs.trees = []
    let (fixed, plan) = try prepare(request, inputs)
    var report = lintNow(fixed, plan, handingOver: keep ?? { _ in })
    report.timings.reading = clock.now - start - report.timings.total
    return finished(report, request, fixed, plan)
  }

  /// Runs `request` without blocking the caller, as the synchronous `run(_:)` does.
  ///
  /// - Throws: `LintRequestError` as `run(_:)`; `CancellationError` when the task is
  ///   cancelled, after the pieces already running finish.
  public func run(_ request: LintRequest) async throws -> LintReport {
    let clock = ContinuousClock()
    let start = clock.now
    let inputs = try await LintInputs.read(
      paths: request.paths, excluding: configuration.excluded + request.baselineFiles,
      developmentLanguage: configuration.developmentLanguage, keepingBytes: request.fix)
    let (fixed, plan) = try prepare(request, inputs)
    var report = try await lint(fixed, plan)
    report.timings.reading = clock.now - start - report.timings.total
    return finished(report, request, fixed, plan)
  }

  /// The report of `request` as callers see it: the baseline's findings left out and
  /// counted, the baseline to write made, the paths as the user named them.
  private func finished(
    _ report: LintReport, _ request: LintRequest, _ inputs: LintInputs, _ plan: RunPlan
  ) -> LintReport {
    // A table read whole for the files named checks those files only.
    var checked = inputs.catalogs.flatMap { path, _, notes in
      inputs.reportedFiles[path].map(Array.init) ?? [path] + notes.overlaidFiles
    }
    checked += inputs.sheets.map(\.path)
    if let names = configuration.names.first?.file { checked.append(names) }
    return report.applying(
      baseline: request.baseline, recording: request.baselineToWrite,
      updating: request.baselineToUpdate, paths: request.paths, checkedFiles: checked,
      languages: plan.languages ?? (languages.isEmpty ? nil : languages)
    ).shown(fixes: plan.fixes, warnings: plan.warnings)
  }

  /// Lints catalogs and sheets already read (by `LintInputs.read(paths:)`, or built in code).
  @available(*, noasync, message: "use 'await lint(_:)', which does not block the caller")
  public func lint(_ inputs: LintInputs) -> LintReport {
    lintNow(inputs, RunPlan(configuration: configuration))
  }

  /// Lints catalogs and sheets already read, without blocking the caller.
  ///
  /// Each stage runs as child tasks, a few at a time (`ParallelWork.cores`): one file, one
  /// catalog's walk, one rule on one subject or one language on one profile. A thread of
  /// the cooperative pool is held for no longer than one such piece and never waits on
  /// another, so the caller's other tasks keep their turn. Handing the stages to libdispatch
  /// whole kept its workers, which Swift's tasks share on Linux, busy for whole lints: beside
  /// eight lints at once a 10 ms ticker woke 1.5 s late.
  ///
  /// - Throws: `CancellationError` when the task is cancelled: no piece starts after it.
  public func lint(_ inputs: LintInputs) async throws(CancellationError) -> LintReport {
    try await lint(inputs, RunPlan(configuration: configuration))
  }

  /// The same session, keeping only the findings in `languages`.
  public func restricted(to languages: [String]) -> LintSession {
    var session = self
    session.languages = languages
    return session
  }

  // MARK: The request

  /// What a request adds to the session for one run: the configuration whose rules run (with
  /// the languages it names enabled), the languages it reports, the fixes made and the
  /// warnings to show.
  private struct RunPlan: Sendable {
    /// The rules are built from it in the walk's parallel stage (`walk`).
    var configuration: LintConfiguration
    var languages: [String]?
    var fixes: [FixedCatalog] = []
    var warnings: [String] = []
    /// Whether the texts findings are about are gathered, for a baseline's entries.
    var gathersBaselineSubjects = false
  }

  /// `inputs` with the request's fixes applied, and the plan of its lint.
  private func prepare(_ request: LintRequest, _ inputs: LintInputs) throws(LintRequestError)
    -> (LintInputs, RunPlan)
  {
    guard !inputs.catalogs.isEmpty || !inputs.sheets.isEmpty || !inputs.unreadable.isEmpty
    else { throw LintRequestError.nothingToRead(in: request.paths) }
    var inputs = inputs
    var fixes: [FixedCatalog] = []
    if request.fix {
      let registry = RuleRegistry(configuration: configuration)
      for (index, (path, catalog, _)) in inputs.catalogs.enumerated() {
        guard let original = inputs.catalogBytes[path] else { continue }
        guard let fixed = try FixedCatalog(catalog, at: path, read: original, registry: registry)
        else { continue }
        inputs.catalogs[index].catalog = fixed.catalog
        fixes.append(fixed)
      }
      // The bytes were kept for the fixes alone; the lint does not need them.
      inputs.catalogBytes = [:]
    }
    let chosen = try ReportedLanguages(
      request.languages, in: inputs.catalogs.map(\.catalog), unreadable: inputs.unreadable)
    var configuration = self.configuration
    // A language not translated yet is one that must have translations, as --locale says.
    if !chosen.new.isEmpty {
      do {
        configuration = try configuration.adding(locales: chosen.new)
      } catch {
        throw LintRequestError(error.expected)
      }
    }
    let plan = RunPlan(
      configuration: configuration,
      languages: request.languages.isEmpty ? nil : chosen.shown, fixes: fixes,
      warnings: chosen.warnings,
      gathersBaselineSubjects: request.baseline != nil || request.baselineToWrite != nil)
    return (inputs, plan)
  }

  // MARK: The stages

  private func lintNow(
    _ inputs: LintInputs, _ plan: RunPlan, handingOver keep: (any Sendable) -> Void = { _ in }
  ) -> LintReport {
    let clock = ContinuousClock()
    let start = clock.now
    let walk = Walk(inputs, plan.configuration)
    let (walked, registry) = walk.assembled(walk.pieces.parallelMap { walk.perform($0) })
    let stage = self.stage(inputs, walked: walked, registry: registry)
    let walkedAt = clock.now
    let done = stage.pieces.parallelMap { $0.perform() }
    let report = finish(stage, done, plan: plan, timed: (start, walkedAt, clock.now))
    keep(stage)
    return report
  }

  private func lint(_ inputs: LintInputs, _ plan: RunPlan) async throws(CancellationError)
    -> LintReport
  {
    let clock = ContinuousClock()
    let start = clock.now
    let walk = Walk(inputs, plan.configuration)
    let (walked, registry) = walk.assembled(
      try await walk.pieces.concurrentMap { walk.perform($0) })
    let stage = self.stage(inputs, walked: walked, registry: registry)
    let walkedAt = clock.now
    let done = try await stage.pieces.concurrentMap { $0.perform() }
    return finish(stage, done, plan: plan, timed: (start, walkedAt, clock.now))
  }

  /// The stage before the rules: every catalog's keys walked, a few dozen keys a piece, and
  /// the rules built from the configuration, one piece beside them. Built in order before
  /// the walk, the rules were 39 million instructions on one core (the shipped glossary
  /// read, each rule's description and examples made), some 4 ms of every run.
  private struct Walk: Sendable {
    /// A catalog's keys from `keys.lowerBound` to `keys.upperBound`, or the rules.
    enum Piece: Sendable {
      case rules
      case keys(catalog: Int, Range<Int>)
    }

    enum Done: Sendable {
      case rules(RuleRegistry)
      case keys(catalog: Int, [LintedKey])
    }

    let catalogs: [LintedCatalog.Walk]
    let configuration: LintConfiguration
    let pieces: [Piece]

    /// Keys walked a piece: a key takes some 100,000 instructions, so a piece is long
    /// beside the cost of handing it out, and a large catalog still has dozens of them for
    /// the cores to share.
    static let keysAPiece = 32

    init(_ inputs: LintInputs, _ configuration: LintConfiguration) {
      catalogs = inputs.catalogs.map { LintedCatalog.Walk($0.catalog, notes: $0.notes) }
      self.configuration = configuration
      // The rules first: the longest piece, started while the keys are handed out.
      var pieces: [Piece] = [.rules]
      for (index, catalog) in catalogs.enumerated() {
        let count = catalog.catalog.strings.count
        for start in stride(from: 0, to: count, by: Self.keysAPiece) {
          pieces.append(.keys(catalog: index, start..<min(count, start + Self.keysAPiece)))
        }
      }
      self.pieces = pieces
    }

    func perform(_ piece: Piece) -> Done {
      switch piece {
      case .rules: .rules(RuleRegistry(configuration: configuration))
      case .keys(let catalog, let keys):
        .keys(catalog: catalog, keys.map { catalogs[catalog].key(at: $0) })
      }
    }

    /// The walked catalogs, in the inputs' order, and the rules, from the pieces' results
    /// in the pieces' order.
    ///
    /// The rules are the first result: `init` makes them the first piece, and both maps
    /// (`parallelMap`, `concurrentMap`) return one result a piece, in the pieces' order. The
    /// rules are not built again when they are missing: that would be a map that lost a
    /// piece, whose keys would be lost too.
    func assembled(_ done: [Done]) -> ([LintedCatalog], RuleRegistry) {
      guard case .rules(let registry)? = done.first else {
        preconditionFailure("the walk's results do not start with its first piece, the rules")
      }
      var keys = [[LintedKey]](repeating: [], count: catalogs.count)
      for case .keys(let catalog, let walked) in done.dropFirst() { keys[catalog] += walked }
      let walked = zip(catalogs, keys).map { LintedCatalog($0, keys: $1) }
      return (walked, registry)
    }
  }

  /// A subject of the lint and the file its findings name.
  private struct Subject: Sendable {
    let walked: WalkedSubject
    let file: String
  }

  /// How the fit check measures: the session's own checker, or one a caller gave.
  private enum Measurer: Sendable {
    case sheets(SheetFitChecker)
    case custom(any LineFitChecker)

    var checker: any LineFitChecker {
      switch self {
      case .sheets(let checker): checker
      case .custom(let checker): checker
      }
    }
  }

  /// One language of one catalog measured on one profile.
  private struct FitPiece: Sendable {
    let catalog: Subject
    let linted: LintedCatalog
    let measurer: Measurer
    /// The keys `sheetLines` names, worked out once per catalog.
    let lineKeys: [(String, SheetLineKind)]?
    /// In the `eachSheet` scope, the sample sheet measured: its place among the inputs'.
    let sheet: Int?
    let language: String
    let profile: String

    func measure() -> Result<[String: MeasuredLine], any Error> {
      Result {
        switch measurer {
        case .sheets(let checker):
          if let lineKeys {
            return try checker.fits(
              catalog: linted.catalog, language: language, profile: profile, lineKeys: lineKeys)
          }
          return try checker.fits(catalog: linted.catalog, language: language, profile: profile)
        case .custom(let checker):
          return try checker.fits(catalog: linted.catalog, language: language, profile: profile)
        }
      }
    }
  }

  /// One piece of the parallel stage: one rule on one subject, one rule on some of a
  /// catalog's keys, or one fit measurement.
  private enum Piece: Sendable {
    case rule(EnabledRule, on: Subject, registry: RuleRegistry, context: LintContext)
    case keys(KeysPiece)
    case fit(FitPiece)

    /// The piece's work; a rule's hits are made findings here, on the cores, rather than
    /// after the stage on one (37 million instructions for Anytype's 18,088 findings).
    func perform() -> PieceResult {
      switch self {
      case .rule(let rule, let subject, let registry, let context):
        let hits = rule.hits(on: subject.walked, context: context)
        return .hits(
          subject, hits,
          registry.findings(hits, of: rule, on: subject.walked, file: subject.file))
      case .keys(let piece):
        let hits = piece.rule.hits(on: piece.linted, keys: piece.keys, context: piece.context)
        return .keyHits(
          piece, hits,
          piece.registry.findings(
            hits, of: piece.rule, on: piece.subject.walked, file: piece.subject.file))
      case .fit(let piece): return .measured(piece, piece.measure())
      }
    }
  }

  /// A rule that judges keys apart, on some of a large catalog's keys: the last of a rule's
  /// pieces finishes the hits of them all.
  private struct KeysPiece: Sendable {
    let rule: EnabledRule
    let subject: Subject
    let linted: LintedCatalog
    let registry: RuleRegistry
    let context: LintContext
    let keys: Range<Int>
    let isLast: Bool

    /// Pieces a rule's walk of a catalog is cut into: one rule's walk of the largest real
    /// catalogs is up to 90 million instructions, and whole, the rules the cores took last
    /// left one core idle for some 20 million on DuckDuckGo's; four pieces of at least 256
    /// keys make the last ones short.
    static let most = 4
    static let fewestKeys = 256
  }

  private enum PieceResult: Sendable {
    /// A rule's hits on a subject, and the findings they make.
    case hits(Subject, [RuleHit], [Finding])
    /// A rule's hits on some of a catalog's keys, and the findings they make unless the
    /// rule's `finish` changes them.
    case keyHits(KeysPiece, [RuleHit], [Finding])
    case measured(FitPiece, Result<[String: MeasuredLine], any Error>)
  }

  /// Everything a lint's parallel stage needs, worked out before it.
  private struct Stage: Sendable {
    let inputs: LintInputs
    /// The rules that run.
    let registry: RuleRegistry
    /// The subjects in report order: the configured names, the catalogs, the sheets.
    let subjects: [Subject]
    /// The catalogs, walked, with the subject each is.
    let catalogs: [(subject: Subject, linted: LintedCatalog)]
    let measurer: Measurer
    let fitProfiles: [String]
    let sheetCheckers: [SheetFitChecker]
    let pieces: [Piece]
  }

  /// Lists the pieces of the parallel stage on the walked catalogs.
  private func stage(_ inputs: LintInputs, walked: [LintedCatalog], registry: RuleRegistry)
    -> Stage
  {
    let enabled = registry.enabled
    let measurer = self.measurer(sheets: inputs.sheets.map(\.sheet))
    let context = LintContext(configuration: registry.configuration)

    var subjects: [Subject] = []
    if !configuration.names.isEmpty {
      let file = configuration.names.first?.file ?? LintConfiguration.defaultFileName
      subjects.append(Subject(walked: .names(configuration.names), file: file))
    }
    let catalogs = zip(inputs.catalogs, walked).map { input, linted in
      (subject: Subject(walked: .catalog(linted), file: input.path), linted: linted)
    }
    subjects += catalogs.map(\.subject)
    subjects += inputs.sheets.map { Subject(walked: .sheet($0.sheet), file: $0.path) }

    var pieces: [Piece] = []
    for subject in subjects {
      for rule in enabled where !rule.measuresFit {
        guard case .catalog(let linted) = subject.walked, rule.judgesKeysApart,
          case let count = linted.keys.count, count >= 2 * KeysPiece.fewestKeys
        else {
          pieces.append(.rule(rule, on: subject, registry: registry, context: context))
          continue
        }
        let parts = min(KeysPiece.most, count / KeysPiece.fewestKeys)
        for part in 0..<parts {
          pieces.append(
            .keys(
              KeysPiece(
                rule: rule, subject: subject, linted: linted, registry: registry,
                context: context, keys: count * part / parts..<count * (part + 1) / parts,
                isLast: part == parts - 1)))
        }
      }
    }
    let fitProfiles =
      configuration.profiles.isEmpty ? measurer.checker.defaultProfiles : configuration.profiles
    let sheetCheckers: [SheetFitChecker] =
      fitScope == .eachSheet ? inputs.sheets.map { eachSheetChecker($0.sheet) } : []
    if enabled.contains(where: \.measuresFit) {
      // What every language and profile of a catalog share, worked out once: matching every
      // key against every sheet-line pattern for each of them was a twentieth of a lint.
      let shared: SheetFitChecker?
      switch (fitScope, measurer) {
      case (.eachSheet, _): shared = sheetCheckers.first
      case (.allSheets, .sheets(let checker)): shared = checker
      case (.allSheets, .custom): shared = nil
      }
      let measurers: [(sheet: Int?, Measurer)] =
        fitScope == .eachSheet
        ? sheetCheckers.enumerated().map { ($0.offset, .sheets($0.element)) } : [(nil, measurer)]
      for (subject, linted) in catalogs {
        let lineKeys = shared?.lineKeys(linted.catalog)
        for (sheet, measuring) in measurers {
          for language in linted.languages {
            for profile in fitProfiles {
              pieces.append(
                .fit(
                  FitPiece(
                    catalog: subject, linted: linted, measurer: measuring, lineKeys: lineKeys,
                    sheet: sheet, language: language, profile: profile)))
            }
          }
        }
      }
    }
    return Stage(
      inputs: inputs, registry: registry, subjects: subjects, catalogs: catalogs,
      measurer: measurer, fitProfiles: fitProfiles, sheetCheckers: sheetCheckers, pieces: pieces)
  }

  /// Turns the results of the parallel stage into the report.
  private func finish(
    _ stage: Stage, _ done: [PieceResult], plan: RunPlan,
    timed: (
      start: ContinuousClock.Instant, walked: ContinuousClock.Instant,
      checked: ContinuousClock.Instant
    )
  ) -> LintReport {
    let registry = stage.registry
    var findings: [Finding] = []
    var subjects = BaselineSubjects()
    /// Of `made`, the findings of `hits`, those reported, with their texts when a baseline
    /// needs them.
    func recorded(_ hits: [RuleHit], _ made: [Finding], on subject: Subject) -> [Finding] {
      if plan.gathersBaselineSubjects, case .catalog(let linted) = subject.walked {
        subjects.record(hits, made, in: linted)
      }
      return reported(made, of: subject)
    }
    /// The findings of `hits`, as `recorded` keeps them.
    func made(_ hits: [RuleHit], of rule: EnabledRule, on subject: Subject) -> [Finding] {
      recorded(
        hits, registry.findings(hits, of: rule, on: subject.walked, file: subject.file),
        on: subject)
    }
    /// Of a table read whole for the files named, the findings placed in those files.
    func reported(_ findings: [Finding], of subject: Subject) -> [Finding] {
      guard let files = stage.inputs.reportedFiles[subject.file] else { return findings }
      return findings.filter { files.contains($0.file) }
    }
    // Each catalog's measurements, by the sheet measured (nil: every sample sheet), in the
    // order the pieces were listed; a catalog is known by its walk, which is its own.
    var measured: [ObjectIdentifier: [Int?: [LineOverflowRule.Measured]]] = [:]
    // A rule's hits on the pieces of a catalog's keys, which come one after another, and
    // their findings.
    var pieceHits: [RuleHit] = []
    var pieceFindings: [Finding] = []
    for result in done {
      switch result {
      case .hits(let subject, let hits, let made):
        findings += recorded(hits, made, on: subject)
      case .keyHits(let piece, let hits, let madeOnTheCores):
        pieceHits += hits
        pieceFindings += madeOnTheCores
        guard piece.isLast else { continue }
        let finished = piece.rule.finishing(pieceHits, on: piece.linted, context: piece.context)
        // Most rules finish the hits as they are (the same array, compared at once): their
        // findings were made on the cores.
        findings +=
          finished == pieceHits
          ? recorded(pieceHits, pieceFindings, on: piece.subject)
          : made(finished, of: piece.rule, on: piece.subject)
        (pieceHits, pieceFindings) = ([], [])
      case .measured(let piece, let lines):
        measured[ObjectIdentifier(piece.linted), default: [:]][piece.sheet, default: []].append(
          (piece.language, piece.profile, lines))
      }
    }
    var overflowsBySheet = [[Finding]](repeating: [], count: stage.inputs.sheets.count)
    var coverage: [FitCoverage] = []
    if let overflow = registry.enabled.first(where: \.measuresFit) {
      for (subject, linted) in stage.catalogs {
        let catalog = linted.catalog
        let fits = measured[ObjectIdentifier(linted)] ?? [:]
        switch (fitScope, stage.measurer) {
        case (.allSheets, _):
          let hits = LineOverflowRule.hits(
            catalog, measured: fits[nil] ?? [], checker: stage.measurer.checker)
          findings += made(hits, of: overflow, on: subject)
          if case .sheets(let checker) = stage.measurer,
            let covered = Self.coverage(
              of: catalog, file: subject.file, profiles: stage.fitProfiles, checker: checker,
              measured: fits[nil] ?? [])
          {
            coverage.append(covered)
          }
        case (.eachSheet, _):
          for (sheet, checker) in stage.sheetCheckers.enumerated() {
            let hits = LineOverflowRule.hits(catalog, measured: fits[sheet] ?? [], checker: checker)
            overflowsBySheet[sheet] += reported(
              registry.findings(hits, of: overflow, on: subject.walked, file: subject.file),
              of: subject)
          }
        }
      }
    }
    let shown = plan.languages ?? languages
    var report = LintReport(
      findings: keep(findings, languages: shown), unreadable: stage.inputs.unreadable,
      rules: registry.descriptors, coverage: coverage)
    report.overflowsBySheet = overflowsBySheet.map { keep($0, languages: shown) }
    report.baselineSubjects = subjects.byFinding
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
    let unknown = checker.unknownPlaceholderKeys(catalog)
    guard counts.measured > 0 || !unknown.isEmpty || !checker.sheetLines.configured.isEmpty
    else { return nil }
    var covered = FitCoverage(file: file, profiles: profiles, counts: counts)
    covered.unknownPlaceholders = unknown
    guard checker.measuresCounts(catalog) else { return covered }
    var languages: [FitCoverage.SkippedForm: [String]] = [:]
    for language in catalog.languages {
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

  /// The findings the configuration has not accepted, in `languages` (all when empty),
  /// sorted.
  private func keep(_ findings: [Finding], languages: [String]) -> [Finding] {
    let accepted = configuration.accepted
    // With nothing to leave out, the findings are not copied.
    guard !languages.isEmpty || !accepted.isEmpty else { return findings.sortedByPlace() }
    return findings.filter { finding in
      (languages.isEmpty || finding.language.map(languages.contains) == true)
        && !accepted.contains { $0.matches(finding) }
    }.sortedByPlace()
  }

  /// The checker of the `allSheets` scope: every sheet a sample, the keys `sheetLines` names
  /// on their own, with the longest configured names on the total line.
  private func measurer(sheets: [PaymentSheet]) -> Measurer {
    if let customChecker { return .custom(customChecker) }
    func longest(_ role: ConfiguredName.Role) -> DisplayName? {
      configuration.names.filter { $0.role == role }.map(\.text).max { $0.count < $1.count }
        .flatMap { try? DisplayName($0) }
    }
    return .sheets(
      SheetFitChecker(
        sheets: sheets, profiles: profiles, longestMerchantName: longest(.merchant),
        longestAppName: longest(.app), sheetLines: configuration.sheetLines))
  }

  /// The checker of one sheet in the `eachSheet` scope: the sheet's own lines, no key alone.
  private func eachSheetChecker(_ sheet: PaymentSheet) -> SheetFitChecker {
    SheetFitChecker(
      sheets: [sheet], profiles: profiles,
      sheetLines: SheetLines(configured: [SheetLines.Pattern("*", nil)]))
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
  /// The catalogs a request's `--fix` changed, for the caller to write back.
  public var fixed: [FixedCatalog] = []
  /// What the run warns of besides findings (a language no catalog has yet).
  public var warnings: [String] = []
  /// With a request's baseline: how many findings it matched (left out of `findings`) and
  /// how many of its entries no finding matched.
  public var baseline: BaselineOutcome?
  /// With a request's `baselineToWrite`: the baseline of every finding, for the caller to
  /// write.
  public var recordedBaseline: Baseline?
  /// With `recordedBaseline`: how many entries it wrote for this run and kept of the others.
  public var baselineUpdate: BaselineUpdate?
  /// The text each finding is about, while a baseline needs it.
  var baselineSubjects: [Finding: BaselineSubject] = [:]
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
    return (unreadable.map(Self.finding) + findings).sortedByPlace()
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
  /// Sheet-line keys not measured, as their `%@` is of a kind neither a sample sheet nor the
  /// key's comment tells.
  public var unknownPlaceholders: [String] = []

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

  /// The line that says how many keys of the catalog the fit check measured, and how to
  /// have the others measured.
  public var summary: String {
    let missing = keys - measured - unknownPlaceholders.count
    var rest =
      missing <= 0
      ? ""
      : "; \(missing) not, as no sample sheet uses them and sheetLines in .paysheet.json does not name them"
    if !unknownPlaceholders.isEmpty {
      let shown = unknownPlaceholders.prefix(12).joined(separator: ", ")
      let more = unknownPlaceholders.count > 12 ? " and \(unknownPlaceholders.count - 12) more" : ""
      rest +=
        "; \(unknownPlaceholders.count) not, as neither a sample sheet nor the key's comment says what their %@ holds (a comment such as '%@ = the plan name, e.g. Premium' does): \(shown)\(more)"
    }
    let skipped = skipped.map { skipped in
      "\(skipped.form.category.rawValue) (from \(Self.grouped(skipped.form.first))) in \(skipped.languages.joined(separator: ", "))"
    }
    let forms =
      skipped.isEmpty
      ? ""
      : "; plural forms no count up to maximumCount reaches were skipped: \(skipped.joined(separator: "; "))"
    return
      "\(file): line fit measured \(measured) of \(keys) keys on \(profiles.joined(separator: ", "))\(rest)\(forms)"
  }

  /// `number` with a comma every three digits, as the lint's English messages write counts.
  package static func grouped(_ number: Int) -> String {
    var digits = String(number.magnitude)
    var groups: [Substring] = []
    while digits.count > 3 {
      groups.insert(Substring(digits.suffix(3)), at: 0)
      digits.removeLast(3)
    }
    groups.insert(Substring(digits), at: 0)
    return (number < 0 ? "-" : "") + groups.joined(separator: ",")
  }
}
