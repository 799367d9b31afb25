import Foundation
import PaySheetKit
import PaySheetLint

/// `paysheet catalog export`: writes a Localization Catalog (`LANG.xcloc`) for a translator,
/// as Xcode's Export Localizations does.
struct CatalogExportCommand: Command {
  static let name = "catalog export"
  static let abstract = "Write LANG.xcloc (an XLIFF) of a String Catalog for a translator."
  static let discussion = """
    Writes DIR/LANG.xcloc as Xcode's Product > Export Localizations writes it: contents.json,
    'Localized Contents/LANG.xliff' with one unit per text (ids such as 'key|==|plural.one'),
    'Source Contents/' with the catalog, and an empty 'Notes/'. Texts already translated go
    with their state; the forms LANG needs that it lacks go without a target. Check the
    returned file with 'paysheet lint', merge it with 'paysheet catalog import'.
    """
  struct Options: ParsableArguments {
    @Option("language", "LANG", "The language to translate into.")
    var language: LanguageCode
    @Option("out", "DIR", "The folder to write LANG.xcloc in.")
    var out: String
    @Argument("CATALOG", "The String Catalog to export.")
    var path: String
  }

  /// A language as a file name and an XLIFF's target-language take it: ASCII letters,
  /// digits, '-' and '_'.
  struct LanguageCode: ExpressibleByArgument {
    let code: String

    init(argument: String) throws(ValidationError) {
      guard
        !argument.isEmpty,
        argument.unicodeScalars.allSatisfy({
          $0.isASCII
            && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
        })
      else {
        throw ValidationError(
          "'\(Quote.value(argument))' is not a language code such as de or pt-BR")
      }
      code = argument
    }
  }

  static func run(_ options: Options, console: Console) throws -> ExitCode {
    let path = options.path
    let language = options.language.code
    let out = options.out
    let original = try InputFile.read(
      URL(fileURLWithPath: path), displayPath: path, limit: StringCatalog.maximumFileSize)
    let catalog = try StringCatalog(jsonBytes: original, file: path)
    let shown = LintCommand.displayPath(path)
    let file = XLIFFFile(exporting: catalog, original: shown, language: language)
    let xliff = XLIFFDocument(files: [file]).xmlBytes(toolVersion: CommandLineTool.version)

    let bundle = URL(fileURLWithPath: out).appendingPathComponent("\(language).xcloc")
    let fileName = URL(fileURLWithPath: path).lastPathComponent
    let manager = FileManager.default
    do {
      for folder in ["Localized Contents", "Source Contents", "Notes"] {
        try manager.createDirectory(
          at: bundle.appendingPathComponent(folder), withIntermediateDirectories: true)
      }
    } catch {
      throw ValidationError("cannot make '\(bundle.path)': \(error.localizedDescription)")
    }
    let writer = FileRewrite(forceOption: nil)
    try writer.replace(
      bundle.appendingPathComponent("contents.json").path,
      with: contents(sourceLanguage: catalog.sourceLanguage, language: language))
    try writer.replace(
      bundle.appendingPathComponent("Localized Contents/\(language).xliff").path, with: xliff)
    try writer.replace(
      bundle.appendingPathComponent("Source Contents/\(fileName)").path, with: original)
    for omitted in file.omitted { console.printError("\(shown): warning: \(omitted)") }
    let translated = file.units.filter { $0.target != nil }.count
    console.print(
      "exported \(file.units.count) texts of \(shown) (\(translated) translated) to \(LintCommand.displayPath(bundle.path))"
    )
    return .success
  }

  /// `contents.json`, with the members Xcode writes, in its order and layout.
  static func contents(sourceLanguage: String, language: String) -> [UInt8] {
    let node = JSONNode(
      .object([
        JSONMember(key: "developmentRegion", value: JSONNode(.string(sourceLanguage))),
        JSONMember(key: "targetLocale", value: JSONNode(.string(language))),
        JSONMember(
          key: "toolInfo",
          value: JSONNode(
            .object([
              JSONMember(key: "toolID", value: JSONNode(.string(XLIFFExchange.toolID))),
              JSONMember(key: "toolName", value: JSONNode(.string("paysheet"))),
              JSONMember(key: "toolVersion", value: JSONNode(.string(CommandLineTool.version))),
            ]))),
        JSONMember(key: "version", value: JSONNode(.string("1.0"))),
      ]))
    return node.xcodeJSONBytes()
  }
}

/// `paysheet catalog import`: merges a translator's XLIFF or `.xcloc` into a String Catalog.
struct CatalogImportCommand: Command {
  static let name = "catalog import"
  static let abstract = "Merge a translated XLIFF or .xcloc into a String Catalog."
  static let discussion = """
    Each unit's target becomes the text at its place (plural, device or substitution form)
    in the XLIFF's target language, with the catalog state of its state (needs-review-* is
    needs_review, new is new, translated, final and signed-off are translated); a unit
    without a target, or with an empty one, leaves the text untranslated; keys the catalog
    lacks are passed over and named. Of several <file>s, those whose original ends in the
    most of the catalog's path are merged; two that stand for it equally and translate a key
    differently are refused. Texts whose value and state are unchanged are left as
    they are, so importing an unchanged export changes no byte. The catalog is written as
    'paysheet catalog fmt' writes (mode, owner and symbolic link kept).

    What is imported is linted first, with the settings of .paysheet.json: a key whose
    imported text has an error finding (a lost or extra placeholder, a broken plural) is
    not imported; each is named with its unit, line and rule, the others are imported, and
    the exit code is 1. --force imports them all the same. Texts imported with warnings are
    listed.

    A .strings or .stringsdict file, or a folder of LANG.lproj folders, is migrated as
    Xcode's migration does: the table the catalog is named after (Localizable.xcstrings
    takes Localizable.strings and Localizable.stringsdict of every LANG.lproj) becomes one
    catalog, its source the --development-language folder (or Base.lproj), every text
    'translated' and every key 'migrated'. A catalog that does not exist yet is created; one
    that exists takes the keys and languages it lacks and the texts that differ.
    \(FileRewrite.help)
    """
  struct Options: ParsableArguments {
    @Option("into", "CATALOG", "The String Catalog to merge into.")
    var catalog: String
    @Flag(
      "force",
      "Import texts with error findings too; rewrite a read-only catalog; write a hard-linked one in place."
    )
    var force: Bool
    @Option(
      "development-language", "LANG",
      "Language of the source texts of .strings tables, in LANG.lproj or Base.lproj (default: the configuration's developmentLanguage, else en)."
    )
    var developmentLanguage: String?
    @Argument(
      "FILE",
      "The XLIFF (.xliff), Localization Catalog (.xcloc), or .strings/.stringsdict table (a file of it, or a folder of LANG.lproj folders) to migrate."
    )
    var input: String
  }

  static func run(_ options: Options, console: Console) throws -> ExitCode {
    let input = options.input
    let path = options.catalog
    let force = options.force
    let configuration = try ImportCheck.configuration(
      developmentLanguage: options.developmentLanguage)
    if LocalizedTables.isMigration(input) {
      return try CatalogMigration.run(
        input, into: path, force: force, configuration: configuration, console: console)
    }
    let original = try InputFile.read(
      URL(fileURLWithPath: path), displayPath: path, limit: StringCatalog.maximumFileSize)
    let catalog = try StringCatalog(jsonBytes: original, file: path)
    let files = try ExchangeInput.files(input, forCatalog: path)

    var merged = catalog
    var changed = 0
    var refused = 0
    for (xliffPath, file) in files {
      let check = try ImportCheck.xliff(
        file, from: xliffPath, into: merged, catalogPath: path, configuration: configuration)
      refused += check.findings.report(console, force: force)
      let merge = merged.merging(force ? file : check.accepted)
      merged = merge.catalog
      changed += merge.changed.count
      for key in merge.unknownKeys {
        console.printError(
          "\(LintCommand.displayPath(input)): warning: key '\(Quote.value(key))' is not in \(LintCommand.displayPath(path)); passed over"
        )
      }
    }
    let shown = LintCommand.displayPath(path)
    guard changed > 0 else {
      console.print(
        "\(shown) unchanged: "
          + ImportCheck.unchangedNote(refused, alreadyThere: "every translation is already in it"))
      return refused > 0 ? .findings : .success
    }
    // Written in the layout the file has: Xcode's order, or the order it was read in.
    let bytes: [UInt8]
    if catalog.sortedXcodeBytes() == original {
      bytes = merged.sortedXcodeBytes()
    } else if catalog.xcodeBytes() == original {
      bytes = merged.xcodeBytes()
    } else {
      throw ValidationError(
        "'\(shown)' is not in Xcode's layout, so an import would rewrite more than the imported texts; run 'paysheet catalog fmt \(shown)' first"
      )
    }
    try CatalogFmtCommand.checkSize(of: bytes, from: original, path: path)
    try FileRewrite(force: force).replace(path, with: bytes, readAs: original)
    console.print(
      "imported \(changed) text\(changed == 1 ? "" : "s") into \(shown)"
        + ImportCheck.refusedNote(refused))
    return refused > 0 ? .findings : .success
  }
}

/// A translator's XLIFF or Localization Catalog named on the command line.
package enum ExchangeInput {
  /// The `<file>`s of the XLIFF at `input` (or of a `.xcloc`'s) that belong to the catalog
  /// at `catalogPath`, each with the path of its XLIFF as findings name it
  /// (`de.xcloc/Localized Contents/de.xliff`): those whose `original` ends in the most of the
  /// catalog's path (a Crowdin project's `/App/Localizable.xcstrings` beside
  /// `/Widget/Localizable.xcstrings` for `App/Localizable.xcstrings`), or the only one there is.
  ///
  /// Two `<file>`s that stand for the catalog equally and translate one text differently are
  /// refused, naming both: merged, one would silently replace the other.
  package static func files(_ input: String, forCatalog catalogPath: String) throws -> [(
    path: String, file: XLIFFFile
  )] {
    var isDirectory: ObjCBool = false
    var paths = [input]
    if FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      let contents = (input.hasSuffix("/") ? input : input + "/") + "Localized Contents"
      let names = (try? FileManager.default.contentsOfDirectory(atPath: contents)) ?? []
      paths = names.filter { $0.hasSuffix(".xliff") && !$0.hasPrefix(".") }.sorted().map {
        contents + "/" + $0
      }
      guard !paths.isEmpty else {
        throw ValidationError("'\(input)' has no XLIFF in 'Localized Contents'")
      }
    }
    var files: [(path: String, file: XLIFFFile)] = []
    for path in paths {
      let bytes = try InputFile.read(
        URL(fileURLWithPath: path), displayPath: path, limit: XLIFFDocument.maximumFileSize)
      files += try XLIFFDocument(bytes: bytes, file: path).files.map { (path, $0) }
    }
    let catalog = URL(fileURLWithPath: catalogPath).standardizedFileURL.pathComponents
    let scored = files.map { ($0, commonTail($0.file.original ?? "", catalog)) }
    let best = scored.map(\.1).max() ?? 0
    if best > 0 {
      let matching = scored.filter { $0.1 == best }.map(\.0)
      try checkNoConflict(matching, input: input, name: catalog.last ?? catalogPath)
      return matching
    }
    if files.count == 1 { return files }
    throw ValidationError(
      "no <file> of '\(input)' is for \(catalog.last ?? catalogPath): its files are \(files.compactMap(\.file.original).joined(separator: ", "))"
    )
  }

  /// How many of the last path components of `original` are those of `catalog`.
  private static func commonTail(_ original: String, _ catalog: [String]) -> Int {
    let parts = original.split(separator: "/").map(String.init).filter { $0 != "." }
    var count = 0
    while count < parts.count, count < catalog.count,
      parts[parts.count - 1 - count] == catalog[catalog.count - 1 - count]
    {
      count += 1
    }
    return count
  }

  /// Refuses two `<file>`s that give one text two translations.
  private static func checkNoConflict(
    _ files: [(path: String, file: XLIFFFile)], input: String, name: String
  ) throws {
    guard files.count > 1 else { return }
    var first: [CatalogPlace: (path: String, file: XLIFFFile, unit: XLIFFUnit)] = [:]
    for (path, file) in files {
      guard let language = file.targetLanguage else { continue }
      for unit in file.units {
        guard let target = unit.target, !target.isEmpty else { continue }
        let place = CatalogPlace(unit: unit, language: language)
        guard let earlier = first[place] else {
          first[place] = (path, file, unit)
          continue
        }
        guard earlier.unit.target != target else { continue }
        func shown(_ path: String, _ file: XLIFFFile, _ unit: XLIFFUnit) -> String {
          "<file original='\(Quote.value(file.original ?? ""))'> at \(FilePlace(file: path, position: unit.targetPosition))"
        }
        throw ValidationError(
          "key '\(Quote.value(place.key))' is translated twice for \(name), differently, in \(shown(earlier.path, earlier.file, earlier.unit)) and \(shown(path, file, unit)); merged, one would replace the other: import an XLIFF with one of them, or name the catalog by a path that tells the two apart"
        )
      }
    }
  }
}
