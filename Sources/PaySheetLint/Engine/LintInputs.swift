import Foundation
import PaySheetKit

/// The catalogs and sheets a lint run reads, each read and parsed once, and the files that
/// could not be read.
public struct LintInputs: Sendable {
  /// Each catalog with the notes of its reading (`ReadingNotes`: the members written twice,
  /// the file or trans-unit each text came from), which the rules report on.
  public var catalogs: [(path: String, catalog: StringCatalog, notes: ReadingNotes)] = []
  public var sheets: [(path: String, sheet: PaymentSheet)] = []
  /// Every file that could not be read, each with the place and reason.
  public var unreadable: [InputError] = []
  /// The bytes each catalog was read from, by path, when the reading kept them (`--fix`
  /// compares and rewrites them rather than reading the file again).
  public var catalogBytes: [String: [UInt8]] = [:]
  /// For a `.strings` table read whole because only some of its files were named, by the
  /// catalog's path: the named files, the only ones whose findings are reported.
  public var reportedFiles: [String: Set<String>] = [:]

  public init(
    catalogs: [(path: String, catalog: StringCatalog)] = [],
    sheets: [(path: String, sheet: PaymentSheet)] = []
  ) {
    // Built in code: no file was read, so nothing is noted beside them.
    self.catalogs = catalogs.map { ($0.path, $0.catalog, ReadingNotes()) }
    self.sheets = sheets
  }
}

extension LintInputs {
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
  ///
  /// `.strings` and `.stringsdict` files of `LANG.lproj` folders are read as one catalog a
  /// table (`LocalizedTables`), the development language's folder giving the source. A table
  /// file named on its own is read with the rest of its table, so that its source and other
  /// languages are known, and only the named file's findings are reported
  /// (`reportedFiles`); a table a folder path also reaches is reported whole.
  ///
  /// - Parameters:
  ///   - developmentLanguage: the language of the tables' source texts.
  ///   - keepingBytes: keep each catalog's bytes in `catalogBytes`, for `--fix`.
  @available(*, noasync, message: "use 'await read(paths:)', which does not block the caller")
  public static func read(
    paths: [String], excluding excluded: [String] = [], developmentLanguage: String = "en",
    keepingBytes: Bool = false
  ) -> LintInputs {
    let (all, missing) = inputFiles(paths, excluding: excluded)
    let (files, tables, reported) = localizedTables(all, developmentLanguage: developmentLanguage)
    // Files are read side by side; a single large catalog spreads its keys instead.
    var read = inputs(
      files.parallelMap(minimumCount: 2) { file in (file, readFile(file, keepingBytes)) }
        + tables, missing)
    read.reportedFiles = reported
    return read
  }

  /// Reads the catalogs and sheets at `paths`, each file a child task.
  ///
  /// - Throws: `CancellationError` when the task is cancelled; the files not started are
  ///   not read.
  public static func read(
    paths: [String], excluding excluded: [String] = [], developmentLanguage: String = "en",
    keepingBytes: Bool = false
  ) async throws(CancellationError) -> LintInputs {
    let (all, missing) = inputFiles(paths, excluding: excluded)
    let (files, tables, reported) = localizedTables(all, developmentLanguage: developmentLanguage)
    var read = inputs(
      try await files.concurrentMap { file in (file, readFile(file, keepingBytes)) } + tables,
      missing)
    read.reportedFiles = reported
    return read
  }

  /// The files other than `.strings` and `.stringsdict`, and those read as one catalog a
  /// table (`LocalizedTables`), since a table's languages are read together; and, for the
  /// tables only named files reach, the files whose findings are reported.
  private static func localizedTables(_ files: [Input], developmentLanguage: String) -> (
    [Input], [(Input, ReadFile)], [String: Set<String>]
  ) {
    let localized = files.filter(\.isLocalized)
    guard !localized.isEmpty else { return (files, [], [:]) }
    // A table reached through a folder is read and reported whole.
    let wholeTables = Set(localized.filter { !$0.named }.map { tableKey($0.path) })
    var named: [String: Set<String>] = [:]
    var paths: [String] = []
    var seen = Set<String>()
    for file in localized {
      let table = tableKey(file.path)
      var members = [file.path]
      if file.named, !wholeTables.contains(table) {
        named[table, default: []].insert(file.path)
        members += LocalizedTables.files(of: file.path)
      }
      for path in members where seen.insert(standardized(path)).inserted { paths.append(path) }
    }
    let (catalogs, unreadable) = LocalizedTables.catalogs(
      paths, developmentLanguage: developmentLanguage)
    var reported: [String: Set<String>] = [:]
    for (path, _, _) in catalogs {
      if let files = named[tableKey(path)] { reported[path] = files }
    }
    let read =
      catalogs.map {
        (
          Input(path: $0.path, isSheet: false, named: true),
          ReadFile.catalog($0.catalog, $0.notes, nil)
        )
      }
      // Of a table read for named files alone, only those files' errors are the run's.
      + unreadable.filter { named[tableKey($0.file)]?.contains($0.file) ?? true }.map {
        (Input(path: $0.file, isSheet: false, named: true), ReadFile.unreadable($0))
      }
    return (files.filter { !$0.isLocalized }, read, reported)
  }

  /// The table a `.strings` or `.stringsdict` file belongs to: its `.lproj`s' folder and
  /// its name, however the path is spelled.
  private static func tableKey(_ path: String) -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    return url.deletingLastPathComponent().deletingLastPathComponent().path + "/"
      + url.deletingPathExtension().lastPathComponent
  }

  private static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  private static func inputs(_ read: [(Input, ReadFile)], _ missing: [InputError]) -> LintInputs {
    var inputs = LintInputs()
    inputs.unreadable = missing
    for (file, result) in read {
      switch result {
      case .catalog(let catalog, let notes, let bytes):
        inputs.catalogs.append((file.path, catalog, notes))
        if let bytes { inputs.catalogBytes[file.path] = bytes }
      case .exchange(let catalogs):
        inputs.catalogs += catalogs.map { (file.path, $0.catalog, $0.notes) }
      case .sheet(let sheet): inputs.sheets.append((file.path, sheet))
      case .skipped: continue
      case .unreadable(let error): inputs.unreadable.append(error)
      }
    }
    return inputs
  }

  /// What reading one input file gave.
  private enum ReadFile: Sendable {
    /// A catalog and its reading's notes, with its bytes when they are kept.
    case catalog(StringCatalog, ReadingNotes, [UInt8]?)
    /// An XLIFF's `<file>`s, each a catalog with its notes.
    case exchange([(catalog: StringCatalog, notes: ReadingNotes)])
    case sheet(PaymentSheet)
    /// JSON found in a folder that is not a sheet.
    case skipped
    case unreadable(InputError)
  }

  private static func readFile(_ file: Input, _ keepingBytes: Bool) -> ReadFile {
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
        return .exchange(document.files.map { StringCatalog.linting($0) })
      }
      let bytes = try InputFile.read(url, displayPath: file.path, limit: maximumCatalogSize)
      let read = try StringCatalog.readWithNotes(jsonBytes: bytes, file: file.path)
      return .catalog(read.catalog, read.notes, keepingBytes ? bytes : nil)
    } catch {
      // JSON found in a folder that does not even parse is not known to be a sheet.
      if file.isSheet, !file.named, error.kind != .schema, error.kind != .io { return .skipped }
      // A baseline found in a folder is no sheet, and one of a large repository is larger
      // than a sheet may be.
      if file.isSheet, !file.named, error.kind == .io, Baseline.isWritten(at: file.path) {
        return .skipped
      }
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
