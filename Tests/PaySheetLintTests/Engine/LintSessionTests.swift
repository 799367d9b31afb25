import Foundation
import PaySheetKit
import PaySheetTestCorpus
import Synchronization
import Testing

@testable import PaySheetLint

/// The catalogs the runs are compared on.
enum SessionCorpus {
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../..").standardizedFileURL

  /// Catalogs committed with the package: the shipped one and the real excerpts.
  static let committed = [
    package.appendingPathComponent("Localizations/PaymentSheet.xcstrings").path,
    package.appendingPathComponent("Tests/PaySheetLintTests/Corpus/Real").path,
  ]

  /// The corpus's real catalogs (`TestCorpus`).
  static let real = TestCorpus.real.path

  static var realIsAvailable: Bool { TestCorpus.isAvailable }
}

/// What a report says, for comparing two runs: everything but the timings.
struct ReportContents: Equatable {
  var findings: [Finding]
  var unreadable: [InputError]
  var rules: [RuleDescriptor]
  var coverage: [FitCoverage]

  init(_ report: LintReport) {
    findings = report.findings
    unreadable = report.unreadable
    rules = report.rules
    coverage = report.coverage
  }
}

struct LintSessionTests {
  /// The synchronous run, which an `async` test calls through a synchronous function.
  static func runNow(_ session: LintSession, _ request: LintRequest) throws -> LintReport {
    try session.run(request)
  }

  /// The synchronous run and the `async` one list the same pieces and give the same report,
  /// fit check and coverage included, on the catalogs committed with the package.
  @Test func syncAndAsyncRunsGiveTheSameReport() async throws {
    let session = try LintSession()
    let request = LintRequest(paths: SessionCorpus.committed)
    let sync = try await Task.detached { try Self.runNow(session, request) }.value
    let async = try await session.run(request)
    #expect(!sync.findings.isEmpty)
    #expect(!sync.coverage.isEmpty)
    #expect(ReportContents(async) == ReportContents(sync))
  }

  /// On the real catalogs beside the package, all of them in one request.
  @Test(.enabled(if: SessionCorpus.realIsAvailable, TestCorpus.missing))
  func syncAndAsyncRunsGiveTheSameReportOnTheRealCorpus() async throws {
    let session = try LintSession()
    let request = LintRequest(paths: [SessionCorpus.real])
    let sync = try await Task.detached { try Self.runNow(session, request) }.value
    let async = try await session.run(request)
    #expect(sync.findings.count > 1000)
    #expect(ReportContents(async) == ReportContents(sync))
  }

  /// A cancelled `async` run stops: the pieces not started when the task is cancelled do
  /// not run, and the run throws `CancellationError`.
  @Test func aCancelledRunStops() async throws {
    let checker = CountingChecker(profiles: (0..<200).map { "profile-\($0)" })
    let session = try LintSession(profiles: [], fitChecker: checker)
    let catalog = try StringCatalog(contentsOf: URL(fileURLWithPath: SessionCorpus.committed[0]))
    let languages = catalog.languages.count
    let inputs = LintInputs(catalogs: [("PaymentSheet.xcstrings", catalog)])
    let run = Task { try await session.lint(inputs) }
    for await _ in checker.started.stream { break }
    run.cancel()
    await #expect(throws: CancellationError.self) { try await run.value }
    // 200 profiles in each language; a few per core had their turn before the cancellation.
    #expect(languages > 10)
    #expect(checker.calls.load(ordering: .acquiring) < 200 * languages / 10)
  }

  /// `--fix` is applied to the bytes the run read: the file is read once. The fixed bytes
  /// are those of the catalog the report's findings are of, and the original bytes are the
  /// file's.
  @Test func aFixUsesTheBytesRead() throws {
    let folder = try TemporaryFolder.make("fix")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("A.xcstrings")
    let catalog = try StringCatalog(
      jsonBytes: Array(
        #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {"summary.tip": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Tip"}},
          "de": {"stringUnit": {"state": "translated", "value": "Trinkgeld "}}}}}}
        """#.utf8))
    let bytes = catalog.xcodeBytes()
    try Data(bytes).write(to: file)
    let report = try LintSession(profiles: []).run(LintRequest(paths: [file.path], fix: true))
    let fixed = try #require(report.fixed.first)
    #expect(report.fixed.count == 1)
    #expect(fixed.original == bytes)
    #expect(fixed.fixes.map(\.ruleID) == ["whitespace"])
    #expect(String(decoding: fixed.fixed, as: UTF8.self).contains(#""Trinkgeld""#))
    // The lint that follows is of the fixed catalog; the file itself is the caller's to write.
    #expect(!report.findings.contains { $0.ruleID == "whitespace" })
    #expect(try Array(Data(contentsOf: file)) == bytes)
  }

  /// A large catalog's keys are checked in pieces on the cores: every key is judged once,
  /// and a rule that weighs a key's texts against each other finishes the hits of all the
  /// pieces together (a source blamed for the placeholder no translation has, and those
  /// translations not reported), wherever in the file the keys are.
  @Test func aLargeCatalogCheckedInPiecesReportsEveryKeyOnce() throws {
    let languages = ["de": "Weiter", "fr": "Continuer", "es": "Continuar", "it": "Continua"]
    var strings = StringCatalog(sourceLanguage: "en").strings
    var (blamed, spaced) = (0, 0)
    for index in 0..<1_100 {
      var entry = CatalogEntry()
      // Every 97th key's source passes an argument no translation shows: the source is
      // blamed once, its translations are not reported.
      let blames = index % 97 == 5
      entry.localizations["en"] = Localization(
        stringUnit: StringUnit(value: blames ? "Continue %@ \(index)" : "Continue \(index)"))
      for (language, word) in languages.sorted(by: { $0.key < $1.key }) {
        // Every 41st key's German text ends with a space.
        let spacedHere = language == "de" && index % 41 == 2
        entry.localizations[language] = Localization(
          stringUnit: StringUnit(value: "\(word) \(index)" + (spacedHere ? " " : "")))
        spaced += spacedHere ? 1 : 0
      }
      blamed += blames ? 1 : 0
      strings.append("key.\(index)", entry)
    }
    let folder = try TemporaryFolder.make("pieces")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Large.xcstrings")
    try Data(StringCatalog(sourceLanguage: "en", strings: strings).xcodeBytes()).write(to: file)
    let report = try LintSession(profiles: []).run(LintRequest(paths: [file.path]))
    let mismatches = report.findings.filter { $0.ruleID == "format-specifier-mismatch" }
    #expect(blamed == 12)
    #expect(mismatches.count == blamed)
    #expect(mismatches.allSatisfy { $0.language == "en" })
    let spaces = report.findings.filter { $0.ruleID == "whitespace" }
    #expect(spaced == 27)
    #expect(spaces.map(\.key) == (0..<1_100).filter { $0 % 41 == 2 }.map { "key.\($0)" })
  }

  /// A language the request names that no catalog has is required, as `--locale` requires
  /// it, in the same run: each key shows as missing in it, and only it is reported.
  @Test func aNewLanguageIsRequiredInTheSameRun() throws {
    let report = try LintSession(profiles: []).run(
      LintRequest(paths: [SessionCorpus.committed[0]], languages: ["is"]))
    #expect(report.warnings.count == 1)
    #expect(!report.findings.isEmpty)
    #expect(
      report.findings.allSatisfy { $0.language == "is" && $0.ruleID == "missing-translation" })
  }
}

/// A fit checker that measures nothing, counting its calls, and tells when the first came.
final class CountingChecker: LineFitChecker {
  let defaultProfiles: [String]
  let calls = Atomic(0)
  let started = AsyncStream<Void>.makeStream()

  init(profiles: [String]) {
    defaultProfiles = profiles
  }

  func fits(catalog: StringCatalog, language: String, profile: String) throws -> [String:
    MeasuredLine]
  {
    if calls.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue == 1 {
      started.continuation.yield()
    }
    Thread.sleep(forTimeInterval: 0.001)
    return [:]
  }
}
