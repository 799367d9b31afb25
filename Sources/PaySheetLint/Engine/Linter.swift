import Foundation
import PaySheetKit

/// The catalogs and sheets a lint run reads, each read and parsed once, and the files that
/// could not be read.
public struct LintInputs: Sendable {
  public var catalogs: [(path: String, catalog: StringCatalog)] = []
  public var sheets: [(path: String, sheet: PaymentSheet)] = []
  /// Every file that could not be read, each with the place and reason.
  public var unreadable: [InputError] = []

  public init() {}
}

/// Runs the enabled rules over catalogs, sheets and the configured names.
public struct Linter: Sendable {
  /// Every rule, in the order reports list them.
  public static let allRules: [any LintRule.Type] = [
    MissingTranslationRule.self,
    FormatSpecifierMismatchRule.self,
    InvalidSpecifierRule.self,
    PluralCategoriesRule.self,
    UnusedPluralCategoriesRule.self,
    LineOverflowRule.self,
    WhitespaceRule.self,
    CurrencyInTranslationRule.self,
    SuspiciousNameRule.self,
    GenericTotalLabelRule.self,
    PendingWithoutExplanationRule.self,
    TooManyItemsRule.self,
    TranslationLengthRule.self,
    GlossaryRule.self,
    EmptyTranslationRule.self,
    UnchangedTranslationRule.self,
    EscapeAsTextRule.self,
    MarkdownMismatchRule.self,
    BidiControlRule.self,
    HiddenCharacterRule.self,
    EdgeLineBreaksRule.self,
    UnverifiedPlatformWordRule.self,
  ]

  public var context: LintContext
  public var configuration: LintConfiguration { context.configuration }

  public init(
    configuration: LintConfiguration = LintConfiguration(), fitChecker: (any LineFitChecker)? = nil
  ) {
    context = LintContext(configuration: configuration, fitChecker: fitChecker)
  }

  /// The enabled rules with the severity each reports at.
  public var enabledRules: [(rule: any LintRule.Type, severity: Severity)] {
    Self.allRules.compactMap { rule in configuration.severity(of: rule).map { (rule, $0) } }
  }

  /// The findings of every enabled rule on `subject`, sorted.
  ///
  /// - Parameter file: the path findings name; names from the configuration name its file.
  ///
  /// Keys Xcode marked `stale` (no longer in the code) and keys marked not to be translated
  /// are passed over by every rule. A hit on the source language is a defect of the source,
  /// reported at most as a warning; an advisory hit is a warning even with `strict`.
  public func lint(_ subject: LintSubject, file: String) -> [Finding] {
    var findings: [Finding] = []
    var subject = subject
    var sourceLanguage: String?
    var linted: LintedCatalog?
    if case .catalog(let catalog) = subject {
      let walked = LintedCatalog(catalog)
      subject = .catalog(walked.catalog)
      sourceLanguage = catalog.sourceLanguage
      linted = walked
    }
    // The rules are independent of each other, so they run on every core.
    let rules = enabledRules
    let hitsByRule = rules.concurrentMap { [subject, linted] (rule, _) in
      let instance = rule.init()
      if let linted, let catalogRule = instance as? any CatalogRule {
        return catalogRule.check(linted, context: context)
      }
      return instance.check(subject, context: context)
    }
    for ((rule, severity), hits) in zip(rules, hitsByRule) {
      for hit in hits {
        var limit = hit.severityLimit ?? .error
        if hit.language != nil, hit.language == sourceLanguage { limit = .warning }
        let shown =
          hit.isAdvisory
          ? min(severity, .warning)
          : configuration.strict ? min(severity, limit).strict : min(severity, limit)
        findings.append(
          Finding(
            file: file, line: hit.position?.line ?? 1, column: hit.position?.column ?? 1,
            key: hit.key,
            language: hit.language, ruleID: rule.id, severity: shown, message: hit.message))
      }
    }
    let accepted = configuration.accepted
    if accepted.isEmpty { return findings.sorted() }
    return findings.filter { finding in !accepted.contains { $0.matches(finding) } }.sorted()
  }

  /// The findings on the names the configuration declares.
  public func lintConfiguredNames() -> [Finding] {
    guard !configuration.names.isEmpty else { return [] }
    let file = configuration.names.first?.file ?? LintConfiguration.defaultFileName
    return lint(.names(configuration.names), file: file)
  }

  /// Lints catalogs and sheets already read, and the configured names.
  public func lint(_ inputs: LintInputs) -> [Finding] {
    var findings = lintConfiguredNames()
    for (path, catalog) in inputs.catalogs { findings += lint(.catalog(catalog), file: path) }
    for (path, sheet) in inputs.sheets { findings += lint(.sheet(sheet), file: path) }
    return findings.sorted()
  }

  /// The largest catalog read: Xcode's own catalogs of large apps are a few megabytes, and
  /// 64 MiB keeps a stray file from being loaded whole.
  public static let maximumCatalogSize = 64 << 20

  /// Reads the catalogs and sheets at `paths`, each file once.
  ///
  /// A folder is searched for `.xcstrings` files and sheet `.json` files (JSON files that
  /// are not sheets, such as configurations, are passed over); hidden folders and `.build`
  /// are skipped. A file named directly is read as what its extension says. A file that
  /// cannot be read is recorded in `unreadable` and the others are still read.
  public static func read(paths: [String]) -> LintInputs {
    var inputs = LintInputs()
    let (files, missing) = inputFiles(paths)
    inputs.unreadable = missing
    for file in files {
      let url = URL(fileURLWithPath: file.path)
      do throws(InputError) {
        if file.isSheet {
          let bytes = try InputFile.read(
            url, displayPath: file.path, limit: PaymentSheet.maximumFileSize)
          let document = try JSONReader.document(bytes, file: file.path)
          if !file.named, !looksLikeSheet(document) { continue }
          inputs.sheets.append((file.path, try PaymentSheet(reading: document)))
        } else {
          let bytes = try InputFile.read(url, displayPath: file.path, limit: maximumCatalogSize)
          inputs.catalogs.append((file.path, try StringCatalog(jsonBytes: bytes, file: file.path)))
        }
      } catch {
        // JSON found in a folder that does not even parse is not known to be a sheet.
        if file.isSheet, !file.named, error.kind != .schema, error.kind != .io { continue }
        inputs.unreadable.append(error.withFile(file.path))
      }
    }
    return inputs
  }

  /// A file to lint and what it holds.
  struct Input: Sendable, Hashable {
    var path: String
    var isSheet: Bool
    /// Named on the command line, not found in a folder.
    var named: Bool
  }

  /// The catalogs and sheets named by `paths`, each once, in a stable order, and the paths
  /// that name nothing readable.
  static func inputFiles(_ paths: [String]) -> ([Input], [InputError]) {
    var files: [Input] = []
    var problems: [InputError] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        problems.append(
          InputError(
            kind: .io, file: path, line: 0, column: 0,
            message: InputFile.missingReason(path, nothing: "no such file or folder")))
        continue
      }
      if !isDirectory.boolValue {
        if path.hasSuffix(".xcstrings") {
          files.append(Input(path: path, isSheet: false, named: true))
        } else if path.hasSuffix(".json") {
          files.append(Input(path: path, isSheet: true, named: true))
        } else {
          problems.append(
            InputError(
              kind: .io, file: path, line: 0, column: 0,
              message: "not a String Catalog (.xcstrings) or sheet (.json)"))
        }
        continue
      }
      files += folderFiles(path)
    }
    var seen = Set<String>()
    return (files.filter { seen.insert($0.path).inserted }, problems)
  }

  private static func folderFiles(_ folder: String) -> [Input] {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
    var files: [Input] = []
    for name in names.sorted() where !name.hasPrefix(".") && name != "node_modules" {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        files += folderFiles(path)
      } else if name.hasSuffix(".xcstrings") {
        files.append(Input(path: path, isSheet: false, named: false))
      } else if name.hasSuffix(".json") {
        files.append(Input(path: path, isSheet: true, named: false))
      }
    }
    return files
  }

  /// Whether a JSON file found in a folder is a sheet: an object with `items` and `total`.
  private static func looksLikeSheet(_ document: JSONReader) -> Bool {
    guard case .object(let members) = document.node.value else { return false }
    let keys = Set(members.map(\.key))
    return keys.contains("items") && keys.contains("total")
  }
}
