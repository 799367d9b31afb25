import Foundation
import PaySheetKit

/// The findings a repository already had when it started to lint: a run given one reports
/// only the findings not in it, so that a CI gate starts quiet and stays strict about
/// anything new.
///
/// Each entry names a finding by its rule, file, key, language, the variation of the text
/// (plural form, device, substitution) and a hash of the text it is about, never by line or
/// column: moving keys, reformatting the file or editing other keys leaves an entry
/// matching, and editing the text itself makes its findings new. A finding about no text of
/// a catalog (a missing language, a whole file, a sheet) is named by its message instead,
/// with any `line:column` in it left out. Entries are a multiset: two identical findings
/// need two entries.
///
/// The file is JSON with a version, one entry per line, sorted, so that a review sees what
/// was added or dropped; paths are relative to the baseline's folder, so the same baseline
/// works from any current folder and in any clone.
public struct Baseline: Sendable, Hashable {
  /// The baseline file, as an absolute path.
  public let path: String
  /// The folder entries' files are relative to: the file's, with symbolic links resolved.
  public let folder: String
  /// The path as the user named it, for reports.
  public let shownPath: String
  /// The entries, sorted.
  public let entries: [BaselineEntry]

  /// The version of the file format this reader takes and this writer writes.
  public static let version = 1
  /// The largest baseline read: an entry is about 150 bytes, so 64 MiB holds some 400,000.
  public static let maximumFileSize = 64 << 20

  /// A baseline of `entries`, to be written at `path` (relative to the current folder).
  public init(entries: [BaselineEntry], path: String) {
    self.path = URL(fileURLWithPath: path).standardizedFileURL.path
    self.folder = Self.folder(of: path)
    self.shownPath = LintRequest.shownPath(path)
    self.entries = entries.sorted()
  }

  /// The folder of the baseline at `path`, with symbolic links resolved.
  static func folder(of path: String) -> String {
    (absolute(path) as NSString).deletingLastPathComponent
  }

  // MARK: Reading

  /// Reads the baseline at `path`; errors name the file, line and column.
  public init(contentsOf path: String) throws(InputError) {
    let shown = LintRequest.shownPath(path)
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(
        URL(fileURLWithPath: path), displayPath: shown, limit: Self.maximumFileSize)
    } catch  where !FileManager.default.fileExists(atPath: path) {
      throw InputError(
        kind: .io, file: shown, position: nil,
        message:
          "no such baseline; write one with 'paysheet lint --write-baseline \(shown)' (\(error.message))"
      )
    }
    try self.init(jsonBytes: bytes, path: path)
  }

  /// Reads a baseline from the bytes of the file at `path`.
  public init(jsonBytes bytes: [UInt8], path: String) throws(InputError) {
    let shown = LintRequest.shownPath(path)
    let document = try JSONReader.document(bytes, file: shown)
    var object = try document.object("a baseline object {version, findings}")
    let version = try object.required("version")
    guard try version.integer(in: 1...Int.max) == Self.version else {
      throw version.error(
        "version \(version.shown) is not one this paysheet reads (\(Self.version)); write the baseline again with 'paysheet lint --write-baseline \(shown)'"
      )
    }
    var entries: [BaselineEntry] = []
    for item in try object.required("findings").array() {
      var fields = try item.object("a baseline entry {rule, file, key, language, variation, text}")
      func text(_ name: String, required: Bool) throws(InputError) -> String? {
        guard let member = required ? try fields.required(name) : fields.optional(name) else {
          return nil
        }
        let value = try member.string()
        guard !value.isEmpty else { throw member.mismatch("a non-empty string") }
        return value
      }
      let rule = try text("rule", required: true) ?? ""
      let file = try text("file", required: true) ?? ""
      let key = try text("key", required: false)
      let language = try text("language", required: false)
      let variation = try text("variation", required: false)
      let hashMember = try fields.required("text")
      let hash = try hashMember.string()
      guard hash.utf8.count == 16, hash.utf8.allSatisfy(Self.isLowerHexDigit) else {
        throw hashMember.mismatch("16 hexadecimal digits, the hash the writer gives")
      }
      try fields.finish(known: BaselineEntry.members)
      entries.append(
        BaselineEntry(
          rule: rule, file: file, key: key, language: language, variation: variation, text: hash))
    }
    try object.finish(known: ["version", "findings"])
    self.path = URL(fileURLWithPath: path).standardizedFileURL.path
    self.folder = Self.folder(of: path)
    self.shownPath = shown
    self.entries = entries.sorted()
  }

  private static func isLowerHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }

  // MARK: Writing

  /// The file's bytes: the version, then one entry per line in sorted order, each with its
  /// members in sorted order, so that the same findings always give the same bytes.
  public func bytes() -> [UInt8] {
    var text = "{\n  \"version\" : \(Self.version),\n  \"findings\" : ["
    text.reserveCapacity(entries.count * 160 + 64)
    for (index, entry) in entries.enumerated() {
      text += index == 0 ? "\n    " : ",\n    "
      text += entry.line
    }
    text += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return Array(text.utf8)
  }

  /// Whether the regular file at `path` begins as `bytes()` writes a baseline, for a
  /// folder search to pass over it.
  static func isWritten(at path: String) -> Bool {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    guard attributes?[.type] as? FileAttributeType == .typeRegular,
      let handle = FileHandle(forReadingAtPath: path)
    else { return false }
    defer { try? handle.close() }
    let head = String(decoding: (try? handle.read(upToCount: 64)) ?? Data(), as: UTF8.self)
    return head.hasPrefix("{\n  \"version\" : ") && head.contains("\n  \"findings\" : [")
  }

  // MARK: Paths

  /// `path` (relative to the current folder, or absolute) as an absolute path, with `.`,
  /// `..` and symbolic links resolved, so that two names of one file compare equal.
  static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// `path` (absolute) relative to `folder` (absolute), with `..` where it is outside it.
  static func relative(_ path: String, to folder: String) -> String {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true)
    let base = folder.split(separator: "/", omittingEmptySubsequences: true)
    var common = 0
    while common < parts.count, common < base.count, parts[common] == base[common] { common += 1 }
    let up = Array(repeating: "..", count: base.count - common)
    return (up + parts[common...].map(String.init)).joined(separator: "/")
  }
}

/// One finding of a baseline: what it is about, never where in the file it is.
public struct BaselineEntry: Sendable, Hashable, Comparable {
  public var rule: String
  /// The file, relative to the baseline's folder, with `/` between folders.
  public var file: String
  public var key: String?
  public var language: String?
  /// Where the text sits among the variations ("plural one", "device iphone"), when it is
  /// one of them.
  public var variation: String?
  /// 16 hexadecimal digits: the FNV-1a hash of the text the finding is about, or, for a
  /// finding about no one text, of its message.
  public var text: String

  public init(
    rule: String, file: String, key: String? = nil, language: String? = nil,
    variation: String? = nil, text: String
  ) {
    self.rule = rule
    self.file = file
    self.key = key
    self.language = language
    self.variation = variation
    self.text = text
  }

  /// The members an entry may have, in the order the file writes them.
  static let members = ["file", "key", "language", "rule", "text", "variation"]

  /// File, key, language, variation, rule, text: the entries of one key stay together.
  public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
    (lhs.file, lhs.key ?? "", lhs.language ?? "", lhs.variation ?? "", lhs.rule, lhs.text)
      < (rhs.file, rhs.key ?? "", rhs.language ?? "", rhs.variation ?? "", rhs.rule, rhs.text)
  }

  /// The entry as one line of JSON, its members in sorted order.
  var line: String {
    var members = [("file", file)]
    if let key { members.append(("key", key)) }
    if let language { members.append(("language", language)) }
    members.append(("rule", rule))
    members.append(("text", text))
    if let variation { members.append(("variation", variation)) }
    return "{ "
      + members.map { "\(XcodeJSONWriter.quoted($0.0)) : \(XcodeJSONWriter.quoted($0.1))" }
      .joined(separator: ", ") + " }"
  }

  /// The FNV-1a 64-bit hash of `text`'s UTF-8 bytes, as 16 hexadecimal digits: stable
  /// across runs, machines and versions, which Swift's `Hasher` is not.
  static func hash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

/// What a baseline did in a run: how many findings it matched, and how many of its entries
/// for the files, languages and rules the run checked matched no finding.
public struct BaselineOutcome: Sendable, Hashable {
  /// The baseline file, as the user named it.
  public var file: String
  /// Findings the baseline knew, left out of the report.
  public var matched: Int
  /// Entries no finding matched: what was fixed since the baseline was written.
  public var gone: Int

  public init(file: String, matched: Int, gone: Int) {
    self.file = file
    self.matched = matched
    self.gone = gone
  }

  /// "baseline b.json: 12,829 findings matched (not shown); 1 entry no longer occurs: …".
  public var summary: String {
    let findings = matched == 1 ? "1 finding" : "\(FitCoverage.grouped(matched)) findings"
    let goneText =
      gone == 0
      ? "no entry is gone"
      : (gone == 1
        ? "1 entry no longer occurs" : "\(FitCoverage.grouped(gone)) entries no longer occur")
        + ": 'paysheet lint --write-baseline \(file)' drops \(gone == 1 ? "it" : "them")"
    return "baseline \(file): \(findings) matched (not shown); \(goneText)"
  }
}

/// What a finding is about, for its baseline entry: the text of the catalog it points at and
/// where that text sits among the variations.
struct BaselineSubject: Sendable, Hashable {
  var text: String
  var variation: String?
}

/// The text each finding of a run points at, gathered where rules' hits become findings.
struct BaselineSubjects: Sendable {
  private(set) var byFinding: [Finding: BaselineSubject] = [:]
  /// Each walked catalog's texts by the offset of their value, built when first needed: a
  /// catalog of `.strings` tables spans a file per language, whose offsets may coincide.
  private var units: [ObjectIdentifier: [Int: [CatalogUnit]]] = [:]

  /// Records the text each of `findings`, made from `hits` in order, is about.
  mutating func record(_ hits: [RuleHit], _ findings: [Finding], in catalog: LintedCatalog) {
    let id = ObjectIdentifier(catalog)
    if units[id] == nil {
      var index: [Int: [CatalogUnit]] = [:]
      for key in catalog.keys {
        for language in key.languages {
          for (unit, _) in language.units {
            if let offset = unit.position?.offset { index[offset, default: []].append(unit) }
          }
        }
      }
      units[id] = index
    }
    let index = units[id] ?? [:]
    for (hit, finding) in zip(hits, findings) {
      guard let offset = hit.position?.offset,
        let unit = index[offset]?.first(where: {
          $0.key == hit.key && $0.language == hit.language
        })
      else { continue }
      let variation = unit.place.variationLabel
      byFinding[finding] = BaselineSubject(
        text: unit.value, variation: variation.isEmpty ? nil : variation)
    }
  }
}

extension LintReport {
  /// The baseline entry of `finding`, its file relative to `folder`; `files` caches each
  /// finding file's relative path.
  func baselineEntry(
    _ finding: Finding, folder: String, files: inout [String: String]
  ) -> BaselineEntry {
    let file =
      files[finding.file]
      ?? {
        let relative = Baseline.relative(Baseline.absolute(finding.file), to: folder)
        files[finding.file] = relative
        return relative
      }()
    let subject = baselineSubjects[finding]
    let text = subject?.text ?? Self.withoutPlaces(finding.message)
    return BaselineEntry(
      rule: finding.ruleID, file: file, key: finding.key, language: finding.language,
      variation: subject?.variation, text: BaselineEntry.hash(text))
  }

  /// `message` without the `line:column` places it names ("the first is at 12:5"), which
  /// move when other keys do.
  static func withoutPlaces(_ message: String) -> String {
    guard message.utf8.contains(UInt8(ascii: ":")) else { return message }
    var result = ""
    var scalars = Array(message.unicodeScalars)[...]
    while let first = scalars.first {
      let digits = scalars.prefix { ("0"..."9").contains($0) }
      if !digits.isEmpty, scalars.dropFirst(digits.count).first == ":" {
        let after = scalars.dropFirst(digits.count + 1)
        let more = after.prefix { ("0"..."9").contains($0) }
        if !more.isEmpty {
          result += "#"
          scalars = after.dropFirst(more.count)
          continue
        }
      }
      result.unicodeScalars.append(first)
      scalars = scalars.dropFirst()
    }
    return result
  }

  /// The report with the findings `baseline` knows left out and counted, and the baseline
  /// to write recorded in `recordedBaseline` when `recording` names a file.
  ///
  /// An entry belongs to the run when the run checked its file (one of `checkedFiles`, a file
  /// a finding names, or a file under one of `paths`, which a deleted file was), its language
  /// (every one, unless the request named languages) and its rule. Only such an entry counts
  /// as gone, and only such entries of `updating` (the baseline the one recorded replaces)
  /// are replaced by the run's findings: linting one folder or one language neither calls the
  /// rest fixed nor drops it from the file.
  func applying(
    baseline: Baseline?, recording: String?, updating previous: Baseline? = nil,
    paths: [String] = [], checkedFiles: [String], languages: [String]?
  ) -> LintReport {
    guard baseline != nil || recording != nil else { return self }
    var report = self
    let scope = BaselineScope(
      checkedFiles: checkedFiles + findings.map(\.file), paths: paths,
      unreadable: unreadable.map(\.file), rules: Set(self.rules.map(\.id)), languages: languages)
    if let recording {
      let folder = Baseline.folder(of: recording)
      var files: [String: String] = [:]
      let recorded = Baseline(
        entries: findings.map { baselineEntry($0, folder: folder, files: &files) },
        path: recording)
      let update = recorded.updating(previous, in: scope)
      report.recordedBaseline = update.baseline
      report.baselineUpdate = update.counts
    }
    report.baselineSubjects = [:]
    guard let baseline else { return report }
    var files: [String: String] = [:]
    var left: [BaselineEntry: Int] = [:]
    for entry in baseline.entries { left[entry, default: 0] += 1 }
    var new: [Finding] = []
    var matched = 0
    for finding in findings {
      let entry = baselineEntry(finding, folder: baseline.folder, files: &files)
      if let count = left[entry], count > 0 {
        left[entry] = count - 1
        matched += 1
      } else {
        new.append(finding)
      }
    }
    let gone = left.reduce(0) { sum, element in
      let (entry, count) = element
      return scope.contains(entry, of: baseline) ? sum + count : sum
    }
    report.findings = new
    report.baseline = BaselineOutcome(file: baseline.shownPath, matched: matched, gone: gone)
    return report
  }
}

/// What a run checked, for the entries of a baseline: an entry outside it is neither gone
/// nor replaced.
struct BaselineScope {
  /// The files the run read or reported on, as absolute paths.
  private let files: Set<String>
  /// The paths the run was given, as absolute paths: a file under one that the run did not
  /// read is gone from it (or excluded), so its entries are the run's too.
  private let roots: [String]
  /// The files under `roots` the run could not read: their findings are unknown, not gone.
  private let unreadable: Set<String>
  private let rules: Set<String>
  private let languages: [String]?

  init(
    checkedFiles: [String], paths: [String], unreadable: [String], rules: Set<String>,
    languages: [String]?
  ) {
    files = Set(checkedFiles.map(Baseline.absolute))
    roots = paths.map(Baseline.absolute)
    self.unreadable = Set(unreadable.map(Baseline.absolute))
    self.rules = rules
    self.languages = languages
  }

  /// Whether `entry` of `baseline` is about a file, rule and language the run checked.
  func contains(_ entry: BaselineEntry, of baseline: Baseline) -> Bool {
    guard rules.contains(entry.rule) else { return false }
    if let languages, !(entry.language.map(languages.contains) ?? false) { return false }
    let file = URL(fileURLWithPath: baseline.folder + "/" + entry.file).standardizedFileURL.path
    return files.contains(file)
      || (!unreadable.contains(file) && roots.contains { file == $0 || file.hasPrefix($0 + "/") })
  }
}

/// What writing a baseline did to the one it replaced: entries written for the run's files,
/// entries of other files kept, and entries of the run's files no finding has any more.
public struct BaselineUpdate: Sendable, Hashable {
  /// The baseline file, as the user named it.
  public var file: String
  /// Entries of this run's findings.
  public var written: Int
  /// Of `written`, those the baseline did not hold before.
  public var added: Int
  /// Entries of files, rules or languages the run did not check, kept as they were.
  public var kept: Int
  /// Entries of the files the run checked that match no finding any more: fixed, or their
  /// file deleted.
  public var removed: Int

  public init(file: String, written: Int, added: Int, kept: Int, removed: Int) {
    self.file = file
    self.written = written
    self.added = added
    self.kept = kept
    self.removed = removed
  }

  /// "baseline b.json: 12 entries written for the files linted (2 new, 1 removed: no longer
  /// found); 40 kept of files not linted".
  public var summary: String {
    func entries(_ count: Int) -> String {
      count == 1 ? "1 entry" : "\(FitCoverage.grouped(count)) entries"
    }
    return
      "baseline \(file): \(entries(written)) written for the files linted (\(FitCoverage.grouped(added)) new, "
      + "\(FitCoverage.grouped(removed)) removed: no longer found); \(entries(kept)) kept of files not linted"
  }
}

extension Baseline {
  /// This run's baseline with the entries of `previous` the run did not check kept (the
  /// file's earlier content, when there is one), and what that changed.
  func updating(_ previous: Baseline?, in scope: BaselineScope) -> (
    baseline: Baseline, counts: BaselineUpdate
  ) {
    var kept: [BaselineEntry] = []
    var replaced: [BaselineEntry: Int] = [:]
    for entry in previous?.entries ?? [] {
      if let previous, scope.contains(entry, of: previous) {
        replaced[entry, default: 0] += 1
      } else {
        kept.append(entry)
      }
    }
    var added = 0
    for entry in entries {
      if let count = replaced[entry], count > 0 {
        replaced[entry] = count - 1
      } else {
        added += 1
      }
    }
    let removed = replaced.values.reduce(0, +)
    let merged = Baseline(entries: kept + entries, path: path)
    return (
      merged,
      BaselineUpdate(
        file: shownPath, written: entries.count, added: added, kept: kept.count, removed: removed)
    )
  }
}
