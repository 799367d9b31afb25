import Foundation
import PaySheetReading

/// What reading a catalog's files found beside the catalog: where its texts came from and
/// what the files hold twice, for the lint to report.
///
/// None of it is the catalog's: the same catalog read from an `.xcstrings` file, from
/// `.strings` tables or from an XLIFF is equal, and a catalog built in code has no notes.
/// The readers that know more than the catalog says return it beside the catalog
/// (`StringCatalog.readWithNotes(jsonBytes:file:)`, `StringCatalog.linting(_:)`,
/// `LocalizedTables.catalogs(_:developmentLanguage:)`, `StringCatalog.overlaying(_:from:)`),
/// and `LintInputs` carries it to the rules.
public struct ReadingNotes: Sendable {
  /// The members the file has twice, each where the second one is: the catalog holds the
  /// last, as Xcode reads it.
  package var duplicateMembers: [DuplicateMember] = []
  /// For a catalog read from an XLIFF, the trans-unit id of each text by the byte offset of
  /// its `<source>`, `<target>` or `<trans-unit>`, so that a finding names the unit.
  package var exchangeUnitIDs: [Int: String] = [:]
  /// For a catalog read from an XLIFF or with one drawn over it, the texts whose `<target>`
  /// a machine translated (`state-qualifier="leveraged-mt"`), by key, language and place.
  package var machineTranslatedTexts: Set<OverlaidText> = []
  /// For a catalog with a translator's XLIFF drawn over it (`StringCatalog.overlaying`), the
  /// file and trans-unit id of each text the XLIFF gave, by the text's key, language and
  /// place (its `<target>`): a finding there names the XLIFF, not the catalog. For one read
  /// from `.strings` and `.stringsdict` files, the file each text is in.
  package var overlaidTexts: [OverlaidText: ExchangeOrigin] = [:]
  /// For a catalog read from `.strings` and `.stringsdict` files, the file each key's
  /// position is in, where that is not the file the catalog is named by.
  var keyFiles: [String: String] = [:]

  /// No notes: a catalog built in code, or read from a file that says nothing beside it.
  public init() {}

  package init(duplicateMembers: [DuplicateMember]) {
    self.duplicateMembers = duplicateMembers
  }

  /// Adds what `other` noted of the same catalog, over what these notes say of the same
  /// text: a second XLIFF drawn over the first.
  package mutating func add(_ other: ReadingNotes) {
    duplicateMembers += other.duplicateMembers
    exchangeUnitIDs.merge(other.exchangeUnitIDs) { _, new in new }
    machineTranslatedTexts.formUnion(other.machineTranslatedTexts)
    overlaidTexts.merge(other.overlaidTexts) { _, new in new }
    keyFiles.merge(other.keyFiles) { _, new in new }
  }

  /// Whether the text of `key` in `language` at `position` is one a machine translated.
  package func isMachineTranslated(key: String, language: String, at position: SourcePosition?)
    -> Bool
  {
    guard let position, !machineTranslatedTexts.isEmpty else { return false }
    return machineTranslatedTexts.contains(
      OverlaidText(key: key, language: language, position: position))
  }

  /// The XLIFF drawn over `catalog` that gave the text of `key` in `language` at
  /// `position`, if one did, or the `.strings` or `.stringsdict` file it is in.
  package func exchangeOrigin(
    key: String, language: String?, position: SourcePosition, in catalog: StringCatalog
  ) -> ExchangeOrigin? {
    if let language,
      let origin = overlaidTexts[OverlaidText(key: key, language: language, position: position)]
    {
      return origin
    }
    // A key read from a `.stringsdict` beside the `.strings` the catalog is named by.
    guard let file = keyFiles[key], catalog[key]?.keyPosition == position else { return nil }
    return ExchangeOrigin(file: file, unitID: key)
  }

  /// The files that gave texts of the catalog, beside the one it is named by: the XLIFFs
  /// drawn over it, or the `.strings` and `.stringsdict` files of its table.
  package var overlaidFiles: Set<String> { Set(overlaidTexts.values.map(\.file)) }
}

/// A text of a catalog by its key, language and place.
package struct OverlaidText: Sendable, Hashable {
  var key: String
  var language: String
  var position: SourcePosition
}

/// The XLIFF a text was read from and the id of its `<trans-unit>`.
package struct ExchangeOrigin: Sendable, Hashable {
  package var file: String
  package var unitID: String
}

extension StringCatalog {
  /// Reads the catalog at `url`, as `init(contentsOf:displayPath:)` does, with the members
  /// the file has twice.
  package static func readWithNotes(contentsOf url: URL, displayPath: String? = nil)
    throws(InputError) -> (catalog: StringCatalog, notes: ReadingNotes)
  {
    let path = displayPath ?? url.path
    let bytes = try InputFile.read(url, displayPath: path, limit: maximumFileSize)
    return try readWithNotes(jsonBytes: bytes, file: path)
  }

  /// Reads a catalog from the bytes of an `.xcstrings` file, as `init(jsonBytes:file:)`
  /// does, with the members the file has twice.
  ///
  /// - Parameter keep: given the parsed tree rather than free it here, node by node on the
  ///   reading core (10 to 20 million instructions for the largest real catalogs), which a
  ///   command that exits next leaves to the system.
  package static func readWithNotes(
    jsonBytes: [UInt8], file: String? = nil, handingOver keep: (JSONNode) -> Void = { _ in }
  ) throws(InputError) -> (catalog: StringCatalog, notes: ReadingNotes) {
    let duplicates = DuplicateMembers()
    let document = try JSONReader.document(jsonBytes, file: file)
    defer { keep(document.node) }
    let catalog = try StringCatalog(reading: document, duplicates: duplicates)
    return (catalog, ReadingNotes(duplicateMembers: duplicates.all))
  }
}
