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

/// The rules, and the pieces of a lint that `LintSession` runs: which rules are on, the hits
/// of one rule on one subject, and the findings they make.
public struct Linter: Sendable {
  /// Every rule, in the order reports list them.
  public static let allRules: [any LintRule.Type] = [
    DuplicateKeyRule.self,
    MissingTranslationRule.self,
    AwaitingReviewRule.self,
    FormatSpecifierMismatchRule.self,
    InvalidSpecifierRule.self,
    UnexpectedPlaceholderRule.self,
    PluralCategoriesRule.self,
    UnusedPluralCategoriesRule.self,
    LineOverflowRule.self,
    WhitespaceRule.self,
    MissingJoiningSpaceRule.self,
    CurrencyInTranslationRule.self,
    SuspiciousNameRule.self,
    GenericTotalLabelRule.self,
    PendingWithoutExplanationRule.self,
    TooManyItemsRule.self,
    TotalNotSumRule.self,
    TranslationLengthRule.self,
    TruncatedTranslationRule.self,
    GlossaryRule.self,
    EmptyTranslationRule.self,
    UnchangedTranslationRule.self,
    UnchangedShortTextRule.self,
    EscapeAsTextRule.self,
    MarkdownMismatchRule.self,
    MarkdownEmphasisSpaceRule.self,
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

  /// The enabled rules, each built from the configuration, with the severity it reports at.
  public var enabledRules: [(rule: any LintRule, severity: Severity)] {
    Self.allRules.compactMap { rule in
      configuration.severity(of: rule).map { (rule.init(configuration: configuration), $0) }
    }
  }

  /// What a rule looks at, with a catalog already walked.
  package enum Subject: Sendable {
    case catalog(LintedCatalog)
    case sheet(PaymentSheet)
    case names([ConfiguredName])
  }

  /// The hits of `rule` on `subject`: one piece of a session's parallel stage.
  package func hits(of rule: any LintRule, on subject: Subject) -> [RuleHit] {
    switch subject {
    case .catalog(let linted):
      if let catalogRule = rule as? any CatalogRule {
        return catalogRule.check(linted, context: context)
      }
      return rule.check(.catalog(linted.catalog), context: context)
    case .sheet(let sheet): return rule.check(.sheet(sheet), context: context)
    case .names(let names): return rule.check(.names(names), context: context)
    }
  }

  /// The findings `hits` of `rule` make in `file`, at the severity each is shown with.
  ///
  /// Keys Xcode marked `stale` (no longer in the code) and keys marked not to be translated
  /// were passed over by the walk. A hit on the source language is a defect of the source,
  /// reported at most as a warning; an advisory hit is a warning even with `strict`.
  package func findings(
    _ hits: [RuleHit], rule: (rule: any LintRule, severity: Severity), subject: Subject,
    file: String
  ) -> [Finding] {
    var sourceLanguage: String?
    var unitIDs: [Int: String] = [:]
    var catalog: StringCatalog?
    if case .catalog(let linted) = subject {
      sourceLanguage = linted.sourceLanguage
      unitIDs = linted.catalog.exchangeUnitIDs
      catalog = linted.catalog
    }
    return hits.map { hit in
      // A text a translator's XLIFF gave is shown where it is in that file.
      let origin = catalog.flatMap { Self.origin(of: hit, in: $0) }
      var limit = hit.severityLimit ?? .error
      if hit.language != nil, hit.language == sourceLanguage { limit = .warning }
      let shown =
        hit.isAdvisory
        ? min(rule.severity, .warning)
        : configuration.strict ? min(rule.severity, limit).strict : min(rule.severity, limit)
      return Finding(
        at: SourceLocation(file: origin?.file ?? file, position: hit.position), key: hit.key,
        language: hit.language, ruleID: type(of: rule.rule).description.id,
        severity: shown,
        message: hit.message
          + (origin.map { Self.unitLabel($0.unitID, hit) } ?? Self.unitLabel(unitIDs, hit)))
    }
  }

  private static func origin(of hit: RuleHit, in catalog: StringCatalog) -> ExchangeOrigin? {
    guard let key = hit.key, let position = hit.position else { return nil }
    return catalog.exchangeOrigin(key: key, language: hit.language, position: position)
  }

  /// " (trans-unit 'ID')" for a hit on an XLIFF's text whose unit id is not its key alone.
  private static func unitLabel(_ ids: [Int: String], _ hit: RuleHit) -> String {
    guard let offset = hit.position?.offset, let id = ids[offset] else { return "" }
    return unitLabel(id, hit)
  }

  private static func unitLabel(_ id: String, _ hit: RuleHit) -> String {
    id == hit.key ? "" : " (trans-unit \(Quote.text(id, limit: 120)))"
  }

  /// The findings of every enabled rule on `subject`, sorted, on the calling thread: one
  /// subject for tests and fuzzing, where `LintSession` runs whole inputs.
  ///
  /// - Parameter file: the path findings name.
  package func lint(_ subject: LintSubject, file: String) -> [Finding] {
    let walked: Subject
    switch subject {
    case .catalog(let catalog): walked = .catalog(LintedCatalog(catalog))
    case .sheet(let sheet): walked = .sheet(sheet)
    case .names(let names): walked = .names(names)
    }
    var findings: [Finding] = []
    for rule in enabledRules {
      findings += self.findings(
        hits(of: rule.rule, on: walked), rule: rule, subject: walked, file: file)
    }
    let accepted = configuration.accepted
    return findings.filter { finding in !accepted.contains { $0.matches(finding) } }.sorted()
  }

  /// The largest catalog read: Xcode's own catalogs of large apps are a few megabytes, and
  /// 64 MiB keeps a stray file from being loaded whole.
  public static let maximumCatalogSize = 64 << 20

  /// Reads the catalogs and sheets at `paths`, each file once.
  ///
  /// A folder is searched for `.xcstrings` files, XLIFFs (`.xliff`, and those of `.xcloc`
  /// Localization Catalogs) and sheet `.json` files (JSON files that are not sheets, such as
  /// configurations, are passed over); hidden folders and `.build` are skipped. A file named
  /// directly is read as what its extension says. A file that
  /// cannot be read is recorded in `unreadable` and the others are still read.
  package static func read(
    paths: [String], excluding excluded: [String] = [], developmentLanguage: String = "en"
  ) -> LintInputs {
    let (all, missing) = inputFiles(paths, excluding: excluded)
    let (files, tables) = localizedTables(all, developmentLanguage: developmentLanguage)
    // Files are read side by side; a single large catalog spreads its keys instead.
    return inputs(
      files.parallelMap(minimumCount: 2) { file in (file, readFile(file)) } + tables, missing)
  }

  /// Reads the catalogs and sheets at `paths`, each file a child task.
  package static func read(
    paths: [String], excluding excluded: [String] = [], developmentLanguage: String = "en"
  ) async -> LintInputs {
    let (all, missing) = inputFiles(paths, excluding: excluded)
    let (files, tables) = localizedTables(all, developmentLanguage: developmentLanguage)
    return inputs(await files.concurrentMap { file in (file, readFile(file)) } + tables, missing)
  }

  /// The files other than `.strings` and `.stringsdict`, and those read as one catalog a
  /// table (`LocalizedTables`), since a table's languages are read together.
  private static func localizedTables(_ files: [Input], developmentLanguage: String) -> (
    [Input], [(Input, ReadFile)]
  ) {
    let localized = files.filter(\.isLocalized).map(\.path)
    guard !localized.isEmpty else { return (files, []) }
    let (catalogs, unreadable) = LocalizedTables.catalogs(
      localized, developmentLanguage: developmentLanguage)
    let read =
      catalogs.map {
        (Input(path: $0.path, isSheet: false, named: true), ReadFile.catalog($0.catalog))
      }
      + unreadable.map {
        (Input(path: $0.file ?? "", isSheet: false, named: true), ReadFile.unreadable($0))
      }
    return (files.filter { !$0.isLocalized }, read)
  }

  private static func inputs(_ read: [(Input, ReadFile)], _ missing: [InputError]) -> LintInputs {
    var inputs = LintInputs()
    inputs.unreadable = missing
    for (file, result) in read {
      switch result {
      case .catalog(let catalog): inputs.catalogs.append((file.path, catalog))
      case .exchange(let catalogs):
        inputs.catalogs += catalogs.map { (file.path, $0) }
      case .sheet(let sheet): inputs.sheets.append((file.path, sheet))
      case .skipped: continue
      case .unreadable(let error): inputs.unreadable.append(error)
      }
    }
    return inputs
  }

  /// What reading one input file gave.
  private enum ReadFile: Sendable {
    case catalog(StringCatalog)
    /// An XLIFF's `<file>`s, each a catalog.
    case exchange([StringCatalog])
    case sheet(PaymentSheet)
    /// JSON found in a folder that is not a sheet.
    case skipped
    case unreadable(InputError)
  }

  private static func readFile(_ file: Input) -> ReadFile {
    let url = URL(fileURLWithPath: file.path)
    do throws(InputError) {
      if file.isSheet {
        let bytes = try InputFile.read(
          url, displayPath: file.path, limit: PaymentSheet.maximumFileSize)
        let document = try JSONReader.document(bytes, file: file.path)
        if !file.named, !looksLikeSheet(document) { return .skipped }
        return .sheet(try PaymentSheet(reading: document))
      }
      if file.isExchange {
        let bytes = try InputFile.read(
          url, displayPath: file.path, limit: XLIFFDocument.maximumFileSize)
        let document = try XLIFFDocument(bytes: bytes, file: file.path)
        return .exchange(document.files.map { StringCatalog(linting: $0) })
      }
      let bytes = try InputFile.read(url, displayPath: file.path, limit: maximumCatalogSize)
      return .catalog(try StringCatalog(jsonBytes: bytes, file: file.path))
    } catch {
      // JSON found in a folder that does not even parse is not known to be a sheet.
      if file.isSheet, !file.named, error.kind != .schema, error.kind != .io { return .skipped }
      return .unreadable(error.withFile(file.path))
    }
  }

  /// A file to lint and what it holds.
  struct Input: Sendable, Hashable {
    var path: String
    var isSheet: Bool
    /// Named on the command line, not found in a folder.
    var named: Bool
    /// An XLIFF, alone or in a Localization Catalog (`.xcloc`).
    var isExchange = false
    /// A `.strings` or `.stringsdict` of a `LANG.lproj` folder.
    var isLocalized = false
  }

  /// The XLIFFs of a Localization Catalog: `Localized Contents/*.xliff`.
  private static func localizationCatalogFiles(_ bundle: String) -> [Input] {
    let contents = (bundle.hasSuffix("/") ? bundle : bundle + "/") + "Localized Contents"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: contents)) ?? []
    return names.sorted().filter { $0.hasSuffix(".xliff") && !$0.hasPrefix(".") }.map {
      Input(path: contents + "/" + $0, isSheet: false, named: true, isExchange: true)
    }
  }

  /// The catalogs and sheets named by `paths`, each once, in a stable order, and the paths
  /// that name nothing readable.
  static func inputFiles(_ paths: [String], excluding excluded: [String] = []) -> (
    [Input], [InputError]
  ) {
    var files: [Input] = []
    var problems: [InputError] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        problems.append(
          InputError(
            kind: .io, file: path, position: nil,
            message: InputFile.missingReason(path, nothing: "no such file or folder")))
        continue
      }
      if !isDirectory.boolValue {
        if path.hasSuffix(".xcstrings") {
          files.append(Input(path: path, isSheet: false, named: true))
        } else if path.hasSuffix(".xliff") || path.hasSuffix(".xlf") {
          files.append(Input(path: path, isSheet: false, named: true, isExchange: true))
        } else if path.hasSuffix(".json") {
          files.append(Input(path: path, isSheet: true, named: true))
        } else if LocalizedTables.isLocalizedFile(path) {
          files.append(Input(path: path, isSheet: false, named: true, isLocalized: true))
        } else {
          problems.append(
            InputError(
              kind: .io, file: path, position: nil,
              message:
                "not a String Catalog (.xcstrings), XLIFF (.xliff), sheet (.json), or .strings or .stringsdict in a LANG.lproj folder"
            ))
        }
        continue
      }
      if isLocalizationCatalog(path) {
        let found = localizationCatalogFiles(path)
        if found.isEmpty {
          problems.append(
            InputError(
              kind: .io, file: path, position: nil,
              message: "a Localization Catalog without an XLIFF in 'Localized Contents'"))
        }
        files += found
        continue
      }
      files += folderFiles(path, excluding: excluded)
    }
    var seen = Set<String>()
    return (files.filter { seen.insert($0.path).inserted }, problems)
  }

  private static func folderFiles(_ folder: String, excluding excluded: [String]) -> [Input] {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
    var files: [Input] = []
    for name in names.sorted() where !name.hasPrefix(".") && name != "node_modules" {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      if !excluded.isEmpty,
        excluded.contains(URL(fileURLWithPath: path).standardizedFileURL.path)
      {
        continue
      }
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        files +=
          isLocalizationCatalog(path)
          ? localizationCatalogFiles(path) : folderFiles(path, excluding: excluded)
      } else if name.hasSuffix(".xcstrings") {
        files.append(Input(path: path, isSheet: false, named: false))
      } else if name.hasSuffix(".xliff") {
        files.append(Input(path: path, isSheet: false, named: false, isExchange: true))
      } else if name.hasSuffix(".json") {
        files.append(Input(path: path, isSheet: true, named: false))
      } else if LocalizedTables.isLocalizedFile(path) {
        files.append(Input(path: path, isSheet: false, named: false, isLocalized: true))
      }
    }
    return files
  }

  private static func isLocalizationCatalog(_ path: String) -> Bool {
    path.hasSuffix(".xcloc") || path.hasSuffix(".xcloc/")
  }

  /// Whether a JSON file found in a folder is a sheet: an object with `items` and `total`.
  private static func looksLikeSheet(_ document: JSONReader) -> Bool {
    guard case .object(let members) = document.node.value else { return false }
    let keys = Set(members.map(\.key))
    return keys.contains("items") && keys.contains("total")
  }
}
