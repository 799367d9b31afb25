import Foundation
import PaySheetKit

/// Input the linter cannot read: a malformed catalog or sheet, a missing file.
public struct LintInputError: Error, Sendable, CustomStringConvertible {
  public var file: String
  public var position: SourcePosition?
  public var message: String

  public init(file: String, position: SourcePosition? = nil, message: String) {
    self.file = file
    self.position = position
    self.message = message
  }

  init(_ error: CatalogError, file: String) {
    self.init(
      file: error.file ?? file,
      position: SourcePosition(line: error.line, column: error.column, offset: 0),
      message: error.message)
  }

  /// `file:line:col: message`, or `file: message` without a place.
  public var description: String {
    guard let position else { return "\(file): \(message)" }
    return "\(file):\(position.line):\(position.column): \(message)"
  }
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
  public func lint(_ subject: LintSubject, file: String) -> [Finding] {
    var findings: [Finding] = []
    for (rule, severity) in enabledRules {
      for hit in rule.init().check(subject, context: context) {
        findings.append(
          Finding(
            file: file, line: hit.position?.line ?? 1, column: hit.position?.column ?? 1,
            key: hit.key,
            language: hit.language, ruleID: rule.id, severity: severity, message: hit.message))
      }
    }
    let accepted = configuration.accepted
    return findings.filter { finding in !accepted.contains { $0.matches(finding) } }.sorted()
  }

  /// The findings on the names the configuration declares.
  public func lintConfiguredNames() -> [Finding] {
    guard !configuration.names.isEmpty else { return [] }
    let file = configuration.names.first?.file ?? LintConfiguration.defaultFileName
    return lint(.names(configuration.names), file: file)
  }

  /// Reads and lints the catalogs and sheets at `paths`, and the configured names.
  ///
  /// A folder is searched for `.xcstrings` files and sheet `.json` files (JSON files that
  /// are not sheets, such as configurations, are passed over); hidden folders and `.build`
  /// are skipped. A file named directly is linted as what its extension says.
  ///
  /// - Throws: `LintInputError` for a path that does not exist or a file that cannot be read.
  public func lint(paths: [String]) throws(LintInputError) -> [Finding] {
    var findings = lintConfiguredNames()
    for file in try Self.inputFiles(paths) {
      findings += try lint(file: file.path, isSheet: file.isSheet)
    }
    return findings.sorted()
  }

  /// Reads and lints one catalog or sheet.
  public func lint(file path: String, isSheet: Bool) throws(LintInputError) -> [Finding] {
    let bytes: [UInt8]
    do {
      bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw LintInputError(file: path, message: "cannot read file")
    }
    if isSheet {
      let (sheet, document) = try Self.readSheet(bytes, file: path)
      return lint(.sheet(sheet, document: document), file: path)
    }
    do {
      return lint(.catalog(try StringCatalog(jsonBytes: bytes, file: path)), file: path)
    } catch {
      throw LintInputError(error, file: path)
    }
  }

  static func readSheet(_ bytes: [UInt8], file: String) throws(LintInputError) -> (
    PaymentSheet, JSONNode
  ) {
    let document: JSONNode
    do {
      document = try JSONNode.parse(bytes, file: file)
    } catch {
      throw LintInputError(error, file: file)
    }
    do {
      return (try PaymentSheet(json: Data(bytes)), document)
    } catch {
      throw LintInputError(file: file, position: document.position, message: error.description)
    }
  }

  /// A file to lint and what it holds.
  public struct InputFile: Sendable, Hashable {
    public var path: String
    public var isSheet: Bool
  }

  /// The catalogs and sheets named by `paths`, each once, in a stable order.
  public static func inputFiles(_ paths: [String]) throws(LintInputError) -> [InputFile] {
    var files: [InputFile] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw LintInputError(file: path, message: "no such file or folder")
      }
      if !isDirectory.boolValue {
        if path.hasSuffix(".xcstrings") {
          files.append(InputFile(path: path, isSheet: false))
        } else if path.hasSuffix(".json") {
          files.append(InputFile(path: path, isSheet: true))
        } else {
          throw LintInputError(
            file: path, message: "not a String Catalog (.xcstrings) or sheet (.json)")
        }
        continue
      }
      files += folderFiles(path)
    }
    var seen = Set<String>()
    return files.filter { seen.insert($0.path).inserted }
  }

  private static func folderFiles(_ folder: String) -> [InputFile] {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return [] }
    var files: [InputFile] = []
    for name in names.sorted() where !name.hasPrefix(".") && name != "node_modules" {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        files += folderFiles(path)
      } else if name.hasSuffix(".xcstrings") {
        files.append(InputFile(path: path, isSheet: false))
      } else if name.hasSuffix(".json"), looksLikeSheet(path) {
        files.append(InputFile(path: path, isSheet: true))
      }
    }
    return files
  }

  /// Whether a JSON file found in a folder is a sheet: an object with `items` and `total`.
  private static func looksLikeSheet(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path),
      let node = try? JSONNode.parse([UInt8](data)), case .object(let members) = node.value
    else { return false }
    let keys = Set(members.map(\.key))
    return keys.contains("items") && keys.contains("total")
  }
}
