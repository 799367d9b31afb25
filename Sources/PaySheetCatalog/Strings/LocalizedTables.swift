import Foundation
import PaySheetReading

/// The `.strings` and `.stringsdict` files of `LANG.lproj` folders, read into String Catalogs:
/// one catalog per table (`Localizable`, `InfoPlist`, …) of the folders beside each other,
/// its source the development language's folder, as Xcode's migration reads them.
///
/// `Base.lproj` is the development language's too; where both have a table, the language's
/// own folder wins a key, as a bundle looks it up. A key of the `.stringsdict` wins over the
/// same key of the `.strings`, as Foundation looks it up. Each text keeps its place in its
/// own file: a finding on it names that file, line and column, not the catalog's.
public enum LocalizedTables {
  /// The folder name of the development language's texts that names no language.
  public static let baseFolder = "Base"

  /// Whether `path` is a `.strings` or `.stringsdict` file in a `LANG.lproj` folder.
  public static func isLocalizedFile(_ path: String) -> Bool {
    let url = URL(fileURLWithPath: path)
    return ["strings", "stringsdict"].contains(url.pathExtension)
      && url.deletingLastPathComponent().pathExtension == "lproj"
  }

  /// One file of a table: its language (the `.lproj` folder's name) and path.
  struct TableFile: Sendable {
    var path: String
    var language: String
    var isDictionary: Bool
    var isBase: Bool
  }

  /// Reads the `.strings` and `.stringsdict` files at `paths` into one catalog per table and
  /// folder of `.lproj`s, each file once.
  ///
  /// - Parameters:
  ///   - paths: files inside `LANG.lproj` folders; others are passed over.
  ///   - developmentLanguage: the language of the source texts, whose folder (or
  ///     `Base.lproj`) holds them.
  /// - Returns: each catalog with the path findings without a text of their own name (the
  ///   source `.strings`, else the table's first file) and the notes of its reading (the
  ///   file each text is in, the keys a file has twice), and every file that could not be
  ///   read; the table is read without it.
  public static func catalogs(_ paths: [String], developmentLanguage: String = "en") -> (
    catalogs: [(path: String, catalog: StringCatalog, notes: ReadingNotes)],
    unreadable: [InputError]
  ) {
    var tables: [String: [TableFile]] = [:]
    var order: [String] = []
    for path in paths where isLocalizedFile(path) {
      // Absolute, so that a bare `Localizable.strings` read inside `de.lproj` has its
      // folder's name: a relative URL's parent is `.`, whose name is no language.
      let url = URL(fileURLWithPath: path).absoluteURL
      let folder = url.deletingLastPathComponent()
      let name = folder.deletingPathExtension().lastPathComponent
      let table =
        folder.deletingLastPathComponent().path + "/"
        + url.deletingPathExtension().lastPathComponent
      let isBase = name == baseFolder
      let language = isBase ? developmentLanguage : languageCode(name)
      if tables[table] == nil { order.append(table) }
      tables[table, default: []].append(
        TableFile(
          path: path, language: language, isDictionary: url.pathExtension == "stringsdict",
          isBase: isBase))
    }
    var catalogs: [(path: String, catalog: StringCatalog, notes: ReadingNotes)] = []
    var unreadable: [InputError] = []
    for table in order {
      let (path, found, problems) = read(
        tables[table] ?? [], developmentLanguage: developmentLanguage)
      unreadable += problems
      if let found { catalogs.append((path, found.catalog, found.notes)) }
    }
    return (catalogs, unreadable)
  }

  /// The language code of an `.lproj` folder's name: the old English names Xcode once wrote
  /// (`English.lproj`) are their codes, as a bundle reads them.
  static func languageCode(_ name: String) -> String {
    let legacy = [
      "English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es",
      "Italian": "it", "Dutch": "nl",
    ]
    return legacy[name] ?? name
  }

  /// The files of one table read into a catalog: the source files first (Base, then the
  /// development language's own; `.strings`, then `.stringsdict`), then each language's.
  ///
  /// A table without a development-language `.strings` file (a storyboard's, whose source is
  /// in `Base.lproj/Main.storyboard`) takes each key's source text from the comment Xcode
  /// wrote above its entry, at that comment's place. A key with no source text either way is
  /// placed where it first occurs and recorded in `keysWithoutSource`.
  static func read(_ files: [TableFile], developmentLanguage: String) -> (
    String, (catalog: StringCatalog, notes: ReadingNotes)?, [InputError]
  ) {
    let sorted = files.sorted { a, b in
      func rank(_ file: TableFile) -> (Int, String, Int, Bool) {
        let isSource = file.language == developmentLanguage
        return (
          isSource ? 0 : 1, isSource ? "" : file.language, file.isBase ? 0 : 1, file.isDictionary
        )
      }
      let (x, y) = (rank(a), rank(b))
      return (x.0, x.1, x.2, x.3 ? 1 : 0) < (y.0, y.1, y.2, y.3 ? 1 : 0)
    }
    var catalog = StringCatalog(sourceLanguage: developmentLanguage)
    var notes = ReadingNotes()
    var problems: [InputError] = []
    let mainPath =
      sorted.first { $0.language == developmentLanguage && !$0.isDictionary }?.path
      ?? sorted.first?.path ?? ""
    let sourceFiles = sorted.filter { $0.language == developmentLanguage && !$0.isDictionary }
      .map { lprojName($0.path) }
    // Where each key a translation has first occurs: the place of a key no source file has.
    var firstPlaces: [String: (file: String, position: SourcePosition?)] = [:]
    var readAny = false
    for file in sorted {
      let isSource = file.language == developmentLanguage
      do throws(InputError) {
        let bytes = try InputFile.read(
          URL(fileURLWithPath: file.path), displayPath: file.path,
          limit: StringsFile.maximumFileSize)
        if file.isDictionary {
          let read = try StringsDictFile(bytes: bytes, file: file.path)
          for entry in read.entries {
            catalog.add(
              key: entry.key, keyPosition: entry.keyPosition, comment: nil,
              localization: entry.localization, language: file.language, file: file.path,
              isSource: isSource, notes: &notes)
            if !isSource, firstPlaces[entry.key] == nil {
              firstPlaces[entry.key] = (file.path, entry.keyPosition)
            }
          }
        } else {
          let read = try StringsFile(bytes: bytes, file: file.path)
          var seen: [String: SourcePosition?] = [:]
          for entry in read.entries {
            if let first = seen[entry.key] {
              notes.duplicateMembers.append(
                DuplicateMember(
                  key: entry.key,
                  path: FieldPath([
                    .member("strings"), .member(entry.key), .member("localizations"),
                    .member(file.language),
                  ]),
                  position: entry.keyPosition, first: first))
            }
            seen[entry.key] = entry.keyPosition
            var unit = StringUnit(state: "translated", value: entry.value)
            unit.valuePosition = entry.valuePosition
            unit.position = entry.keyPosition
            var localization = Localization(stringUnit: unit)
            localization.position = entry.keyPosition
            let comment = entry.comment.flatMap { XLIFFExchange.comment([$0]) }
            catalog.add(
              key: entry.key, keyPosition: entry.keyPosition, comment: comment,
              localization: localization, language: file.language, file: file.path,
              isSource: isSource, notes: &notes)
            guard !isSource else { continue }
            if firstPlaces[entry.key] == nil {
              firstPlaces[entry.key] = (file.path, entry.keyPosition)
            }
            if sourceFiles.isEmpty,
              catalog.strings[entry.key]?.localizations[developmentLanguage] == nil,
              let source = interfaceBuilderSource(entry, encoding: read.encoding)
            {
              catalog.add(
                key: entry.key, keyPosition: entry.keyPosition, comment: comment,
                localization: source, language: developmentLanguage, file: file.path,
                isSource: true, notes: &notes)
            }
          }
        }
        readAny = true
      } catch {
        problems.append(error.withFile(file.path))
      }
    }
    for (key, entry) in catalog.strings.pairs where entry.localizations[developmentLanguage] == nil
    {
      catalog.keysWithoutSource[key] = MissingSource(
        sourceFiles: sourceFiles, keyStandsIn: MissingSource.readsAsText(key))
      // No source file holds the key: a finding on it goes where a translation has it.
      if let first = firstPlaces[key] {
        catalog.strings[key]?.keyPosition = first.position
        catalog.strings[key]?.position = first.position
        notes.keyFiles[key] = first.file
      }
    }
    // Only the keys whose place is in another file than the catalog's need their file.
    notes.keyFiles = notes.keyFiles.filter { $0.value != mainPath }
    return (mainPath, readAny ? (catalog, notes) : nil, problems)
  }

  /// The development language's text of a storyboard's or XIB's entry, from the comment
  /// Xcode wrote above it, placed at its opening quote in the comment.
  static func interfaceBuilderSource(_ entry: StringsEntry, encoding: StringsFile.Encoding)
    -> Localization?
  {
    guard let comment = entry.comment, let start = entry.commentPosition,
      let (text, offset) = InterfaceBuilderComment.sourceText(key: entry.key, comment: comment)
    else { return nil }
    // The comment is the file's text as written (no escapes undone), so its scalars before
    // the quote move the place one by one.
    var line = start.line
    var column = start.column
    var byte = start.offset
    for scalar in comment.unicodeScalars.prefix(offset) {
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      byte += encoding == .utf8 ? UTF8.width(scalar) : UTF16.width(scalar) * 2
    }
    let position = SourcePosition(line: line, column: column, offset: byte)
    var unit = StringUnit(state: "translated", value: text)
    unit.position = position
    unit.valuePosition = position
    var localization = Localization(stringUnit: unit)
    localization.position = position
    return localization
  }

  /// `de.lproj/Localizable.strings` of a path: how a message names a table's file, the same
  /// in every clone.
  static func lprojName(_ path: String) -> String {
    let url = URL(fileURLWithPath: path)
    return url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
  }
}

/// Why a key of a catalog read from `.strings` tables has no text in the development
/// language, and whether the key stands in for it.
package struct MissingSource: Sendable, Hashable {
  /// The development language's `.strings` files of the table (`en.lproj/Localizable.strings`),
  /// which lack the key; empty when the table has none.
  package var sourceFiles: [String]
  /// Whether the key reads as a text ("Cancel", "Move to Edge", "Pay %@"), which the app
  /// shows for it as a bundle does; an identifier (`summary.tip`, `NSCameraUsageDescription`,
  /// an object ID) is no text a translation can be compared with.
  package var keyStandsIn: Bool

  /// Whether `key` reads as a text rather than an identifier: it has a space or a format
  /// specifier, or it has no `.` or `_` and no capital inside a word (`camelCase`), which
  /// identifiers have and words do not.
  static func readsAsText(_ key: String) -> Bool {
    var previousIsLower = false
    for scalar in key.unicodeScalars {
      if scalar == "%" || scalar.properties.isWhitespace { return true }
      if scalar == "." || scalar == "_" { return false }
      if previousIsLower, scalar.properties.isUppercase { return false }
      previousIsLower = scalar.properties.isLowercase
    }
    return true
  }
}

extension StringCatalog {
  /// Adds the text of `key` in `language` read from `file`, over any read before it, and
  /// notes the file as the place of each of its positions.
  fileprivate mutating func add(
    key: String, keyPosition: SourcePosition?, comment: String?, localization: Localization,
    language: String, file: String, isSource: Bool, notes: inout ReadingNotes
  ) {
    var entry = strings[key] ?? CatalogEntry(extractionState: "migrated")
    if isSource {
      entry.keyPosition = keyPosition
      entry.position = keyPosition
      if let comment { entry.comment = comment }
      notes.keyFiles[key] = file
    }
    entry.localizations[language] = localization
    strings[key] = entry
    for position in localization.allPositions {
      notes.overlaidTexts[OverlaidText(key: key, language: language, position: position)] =
        ExchangeOrigin(file: file, unitID: key)
    }
  }
}

extension Localization {
  /// Every position of the localization and the forms inside it.
  var allPositions: [SourcePosition] {
    var found = [position, stringUnit?.position, stringUnit?.valuePosition].compactMap { $0 }
    if let variations { found += variations.allPositions }
    for substitution in substitutions.values {
      found += [substitution.position].compactMap { $0 }
      if let variations = substitution.variations { found += variations.allPositions }
    }
    return found
  }
}

extension Variations {
  var allPositions: [SourcePosition] {
    [position].compactMap { $0 } + plural.values.flatMap(\.allPositions)
      + device.values.flatMap(\.allPositions)
  }
}

extension LocalizedTables {
  /// Whether `input` names `.strings` tables to migrate: a `.strings` or `.stringsdict` of a
  /// `LANG.lproj` folder, or a folder that is not a Localization Catalog (`.xcloc`).
  public static func isMigration(_ input: String) -> Bool {
    if isLocalizedFile(input) { return true }
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
      && isDirectory.boolValue && URL(fileURLWithPath: input).pathExtension != "xcloc"
  }

  /// The files of the tables `input` names: for a file, its table in every `LANG.lproj`
  /// beside its folder; for a folder, every `.strings` and `.stringsdict` of the `LANG.lproj`
  /// folders under it (hidden folders and `.build` passed over), in a stable order.
  public static func files(of input: String) -> [String] {
    let manager = FileManager.default
    if isLocalizedFile(input) {
      // Spelled as `input` is, as a folder's finds are: a relative path gives relative ones
      // (`de.lproj/Localizable.strings` → `fr.lproj/…`); a bare file name, read inside its
      // `.lproj`, gives absolute ones.
      let url = URL(fileURLWithPath: input)
      let table = url.deletingPathExtension().lastPathComponent
      let lproj = (input as NSString).deletingLastPathComponent
      let parent =
        lproj.isEmpty
        ? url.deletingLastPathComponent().deletingLastPathComponent().path
        : (lproj as NSString).deletingLastPathComponent
      let prefix = parent.isEmpty || parent.hasSuffix("/") ? parent : parent + "/"
      let folders = (try? manager.contentsOfDirectory(atPath: parent.isEmpty ? "." : parent)) ?? []
      return folders.sorted().filter { $0.hasSuffix(".lproj") }.flatMap { folder in
        ["strings", "stringsdict"].map { prefix + folder + "/" + table + "." + $0 }
      }.filter { manager.fileExists(atPath: $0) }
    }
    var found: [String] = []
    func search(_ folder: String) {
      let names = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
      for name in names.sorted() where !name.hasPrefix(".") && name != "node_modules" {
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
        if isDirectory.boolValue {
          search(path)
        } else if isLocalizedFile(path) {
          found.append(path)
        }
      }
    }
    search(input)
    return found
  }

  /// The name of the table a catalog read by `catalogs(_:developmentLanguage:)` stands for:
  /// `Localizable` for `en.lproj/Localizable.strings`.
  public static func tableName(_ path: String) -> String {
    URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
  }
}
