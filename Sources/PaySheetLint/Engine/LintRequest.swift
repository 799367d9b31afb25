import Foundation
import PaySheetKit

/// What one lint run is asked for: the paths to read, the languages to report, whether to
/// fix. `LintSession.run(_:)` does the rest.
public struct LintRequest: Sendable, Hashable {
  /// Catalogs, XLIFFs, sheets or folders searched for them.
  public var paths: [String]
  /// The languages to report (`--language`), as named: each is matched against the
  /// catalogs read; every language when empty.
  public var languages: [String]
  /// Whether the safe fixes are applied first, to the bytes read (`--fix`); an XLIFF is
  /// never fixed, as the translator's tool owns it.
  public var fix: Bool
  /// The findings already known (`--baseline`): the report leaves out those it holds and
  /// counts them (`LintReport.baseline`).
  public var baseline: Baseline?
  /// The file a baseline of every finding is made for (`--write-baseline`): the report's
  /// `recordedBaseline`, its paths relative to that file's folder, for the caller to write.
  public var baselineToWrite: String?
  /// What `baselineToWrite` holds now, when it exists: the baseline made keeps its entries of
  /// the files, rules and languages this run did not check, so that a lint of one folder
  /// leaves the other folders' entries in the file.
  public var baselineToUpdate: Baseline?

  public init(
    paths: [String] = ["."], languages: [String] = [], fix: Bool = false,
    baseline: Baseline? = nil, baselineToWrite: String? = nil, baselineToUpdate: Baseline? = nil
  ) {
    self.paths = paths
    self.languages = languages
    self.fix = fix
    self.baseline = baseline
    self.baselineToWrite = baselineToWrite
    self.baselineToUpdate = baselineToUpdate
  }

  /// The baseline files, as the folder search names files, which it passes over: a
  /// baseline is JSON, and no sheet.
  var baselineFiles: [String] {
    [baseline.map(\.path), baselineToWrite].compactMap { $0 }.flatMap { path in
      let url = URL(fileURLWithPath: path).standardizedFileURL
      return [url.path, url.resolvingSymlinksInPath().path]
    }
  }

  /// `path` relative to the current folder when it is inside it, without a leading `./`:
  /// the path as the user named it, as reports show it.
  public static func shownPath(_ path: String) -> String {
    var shown = path
    let current = FileManager.default.currentDirectoryPath
    if shown.hasPrefix(current + "/") { shown.removeFirst(current.count + 1) }
    while shown.hasPrefix("./") { shown.removeFirst(2) }
    return shown
  }
}

/// A request a lint cannot run: the message says what and where.
public struct LintRequestError: Error, Sendable, Hashable, CustomStringConvertible {
  public let message: String
  /// What kind of problem it is: a caller reports a usage problem with the usage.
  public let kind: Kind

  public enum Kind: Sendable, Hashable {
    /// The request itself is wrong: a language that is no tag, a fix that would rewrite more.
    case usage
    /// The paths hold nothing a lint reads: passing would say that what was never checked
    /// is clean.
    case nothingToRead
  }

  public init(_ message: String, kind: Kind = .usage) {
    self.message = message
    self.kind = kind
  }

  /// The error of a request whose paths hold no catalog, XLIFF or sheet, naming them.
  static func nothingToRead(in paths: [String]) -> LintRequestError {
    let shown = paths.prefix(5).map { "'\(LintRequest.shownPath($0))'" }
    let more = paths.count > 5 ? " and \(paths.count - 5) more" : ""
    return LintRequestError(
      "nothing to lint in \(shown.joined(separator: ", "))\(more): no String Catalog (.xcstrings), XLIFF (.xliff, .xcloc), sheet (.json), or .strings or .stringsdict in a LANG.lproj folder found",
      kind: .nothingToRead)
  }

  public var description: String { message }
}

/// The languages a request names, matched against the catalogs read.
///
/// A tag the catalogs lack is taken for the catalog language a customer with that tag would
/// see (`LanguageChoice`'s variants: `pt-BR` for `pt`, `de-AT` for `de`, `pt` for `pt-BR`);
/// one with no such language is a language not translated yet, shown as missing with a
/// warning. A language no catalog read has may be in a catalog that could not be read: then
/// the error says so and names what was wrong with each of those.
public struct ReportedLanguages: Sendable, Hashable {
  /// Each named language once: the catalog's own tag where one matches (`pt` for `pt-BR`),
  /// else the tag as named.
  public var shown: [String] = []
  /// The named languages no catalog has: their lines show as missing.
  public var new: [String] = []
  /// One warning per new language, with the catalog language it may have meant.
  public var warnings: [String] = []

  public init(
    _ named: [String], in catalogs: [StringCatalog], unreadable: [InputError] = []
  ) throws(LintRequestError) {
    var known = Set<String>()
    for catalog in catalogs {
      known.insert(catalog.sourceLanguage)
      known.formUnion(catalog.languages)
    }
    for named in named {
      let locale: SheetLocale
      do {
        locale = try SheetLocale(named)
      } catch {
        throw LintRequestError(
          "'\(Quote.value(named))' is not a language tag (such as de or pt-BR): \(error)")
      }
      let candidates = known.contains(named) ? [named] : locale.catalogLanguageCandidates
      if let match = candidates.first(where: known.contains) {
        if !shown.contains(match) { shown.append(match) }
        continue
      }
      if !unreadable.isEmpty {
        let problems = unreadable.map(\.placeAndMessage).joined(separator: "; ")
        throw LintRequestError(
          "no catalog read has language '\(Quote.value(named))', and \(unreadable.count == 1 ? "one" : String(unreadable.count)) could not be read: \(problems); correct \(unreadable.count == 1 ? "it" : "them") and run again"
        )
      }
      guard !shown.contains(named) else { continue }
      shown.append(named)
      new.append(named)
      let close = Spelling.suggestion(for: named, among: Array(known)).map {
        " (did you mean \($0)?)"
      }
      warnings.append(
        "no catalog has language '\(Quote.value(named))' yet\(close ?? ""): each of its lines shows as missing"
      )
    }
  }
}

/// A catalog `--fix` changed: its bytes as read and as fixed, and each fix, for the caller
/// to write back and list.
public struct FixedCatalog: Sendable {
  /// The path as read, to write to.
  public var path: String
  /// The path as reports show it (`LintRequest.shownPath`).
  public var shownPath: String { LintRequest.shownPath(path) }
  public var fixes: [SafeFix]
  /// The bytes the lint read, to write over only if the file still holds them.
  public var original: [UInt8]
  /// The catalog in Xcode's layout with the fixes made.
  public var fixed: [UInt8]
  /// The fixed catalog, which the lint that follows reads.
  var catalog: StringCatalog

  /// `catalog`, read from `original` at `path`, with the safe fixes of `registry`'s rules;
  /// nil when none applies.
  ///
  /// - Throws: when the file is not in Xcode's layout: written back in it, the whole file
  ///   would change, not only the fixed values.
  init?(
    _ catalog: StringCatalog, at path: String, read original: [UInt8], registry: RuleRegistry
  ) throws(LintRequestError) {
    let (fixed, fixes) = SafeFixes.apply(to: catalog, registry: registry)
    guard !fixes.isEmpty else { return nil }
    guard catalog.xcodeBytes() == original else {
      let shown = LintRequest.shownPath(path)
      throw LintRequestError(
        "'\(shown)' is not in Xcode's layout, so a fix would rewrite more than the fixed values; run 'paysheet catalog fmt \(shown)' first"
      )
    }
    self.path = path
    self.fixes = fixes
    self.original = original
    self.fixed = fixed.xcodeBytes()
    self.catalog = fixed
  }
}

extension LintReport {
  /// The report with every path as the user named it (`LintRequest.shownPath`), findings
  /// sorted again, and the request's fixes and warnings.
  func shown(fixes: [FixedCatalog], warnings: [String]) -> LintReport {
    var shown = self
    // Each file's shown path once, rather than once per finding: hashing the path of each
    // of the 18,088 findings of Anytype's catalog took 10 million instructions on one core.
    var paths: [String: String] = [:]
    var last: (file: String, path: String)?
    func path(_ file: String) -> String {
      if let last, last.file == file { return last.path }
      let path = paths[file] ?? LintRequest.shownPath(file)
      paths[file] = path
      last = (file, path)
      return path
    }
    /// The findings in the files as shown, sorted; not copied when no path changes (a
    /// catalog named by its absolute path outside the current folder, or relative to it):
    /// copying and checking them took 18 million instructions for Anytype's catalog.
    func inShownFiles(_ findings: [Finding]) -> [Finding] {
      var renamed = false
      var file: String?
      for finding in findings where finding.file != file {
        file = finding.file
        if path(finding.file) != finding.file {
          renamed = true
          break
        }
      }
      guard renamed else { return findings.sortedByPlace() }
      // Paths named as the user named them keep their order but where two files' names
      // sort otherwise.
      return findings.map { $0.inFile(path($0.file)) }.sortedByPlace()
    }
    shown.findings = inShownFiles(findings)
    shown.overflowsBySheet = overflowsBySheet.map(inShownFiles)
    shown.unreadable = unreadable.map { $0.withFile(path($0.file)) }
    shown.coverage = coverage.map {
      var covered = $0
      covered.file = path($0.file)
      return covered
    }
    shown.fixed = fixes
    shown.warnings = warnings
    return shown
  }
}
