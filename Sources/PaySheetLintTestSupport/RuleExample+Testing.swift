import PaySheetKit
import PaySheetLint

extension RuleExample {
  /// What `rule` alone reports on this example, as the rule's own hits (positions, keys,
  /// languages), without a session: for tests of what a rule says.
  package func hits(of rule: any LintRule.Type, fitChecker: (any LineFitChecker)?) throws
    -> [RuleHit]
  {
    let subjects: [LintSubject]
    // Catalogs with the notes of their reading (the members written twice, the XLIFF's
    // units), which a rule sees only in a walked catalog.
    var catalogs: [(catalog: StringCatalog, notes: ReadingNotes)] = []
    var configured: [ConfiguredName] = []
    switch source {
    case .catalog:
      catalogs = [
        try StringCatalog.readWithNotes(
          jsonBytes: Array((text ?? "").utf8), file: Self.catalogFile)
      ]
      subjects = []
    case .sheet:
      subjects = [
        .sheet(try PaymentSheet(jsonBytes: Array((text ?? "").utf8), file: Self.sheetFile))
      ]
    case .xliff:
      catalogs = try Self.xliffCatalogs(text ?? "")
      subjects = []
    case .merchantNames:
      configured = configuredNames
      subjects = [.names(configured)]
    }
    let configuration = try LintConfiguration(locales: locales, names: configured)
    let context = LintContext(configuration: configuration, fitChecker: fitChecker)
    let checking = rule.init(configuration: configuration)
    let catalogHits = catalogs.flatMap { read in
      guard let catalogRule = checking as? any CatalogRule else {
        return checking.check(.catalog(read.catalog), context: context)
      }
      return catalogRule.check(LintedCatalog(read.catalog, notes: read.notes), context: context)
    }
    return catalogHits + subjects.flatMap { checking.check($0, context: context) }
  }

  /// The places the markers point at in `text`: the character after a marker, or the
  /// opening quote of the string a marker starts; for names, the place of each marked name.
  /// A place with two findings has two markers (`↓↓`).
  package var markedPositions: [SourcePosition] {
    switch source {
    case .catalog(let text), .sheet(let text), .xliff(let text): Self.positions(of: text)
    case .merchantNames(let names):
      names.indices.flatMap { index in
        let markers = names[index].unicodeScalars.prefix { $0 == Self.marker }.count
        return Array(repeating: Self.namePosition(index), count: markers)
      }
    }
  }

  private static func positions(of text: String) -> [SourcePosition] {
    var positions: [SourcePosition] = []
    var line = 1
    var column = 1
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if scalar == marker {
        positions.append(
          SourcePosition(line: line, column: previous == "\"" ? column - 1 : column, offset: 0))
        continue
      }
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      previous = scalar
    }
    return positions
  }

  /// Text of several bytes per character (an emoji of 7 scalars joined by U+200D, and two
  /// CJK characters) that `multiBytePrefixed` puts before every text.
  package static let multiBytePrefix = "👨‍👩‍👧‍👦価格"

  /// The example with `multiBytePrefix` before each text of a catalog, on the text's line:
  /// in a member of its string unit that the reader keeps and no rule reads, so that what
  /// the rules judge is unchanged while every later column of the line and every later
  /// offset moves (the prefix is 9 scalars, 31 bytes, 13 UTF-16 units). A place counted in
  /// bytes or UTF-16 units instead of scalars then lands elsewhere than the marker. An
  /// XLIFF takes the prefix as a comment before each `<trans-unit>`, `<source>` and
  /// `<target>`, on its line. Nil for a sheet or names, whose readers take no member they do
  /// not know.
  package var multiBytePrefixed: RuleExample? {
    if case .xliff(let marked) = source {
      // An XML comment, which the reader passes over, before each element a finding lands at.
      let comment = "<!--\(Self.multiBytePrefix)-->"
      var prefixed = marked
      for tag in ["<trans-unit", "<source", "<target"] {
        prefixed = prefixed.replacingOccurrences(of: tag, with: comment + tag)
      }
      prefixed = prefixed.replacingOccurrences(
        of: String(Character(Self.marker)) + comment, with: comment + String(Character(Self.marker))
      )
      return RuleExample(.xliff(prefixed), locales: locales, line: line)
    }
    guard case .catalog(let marked) = source else { return nil }
    let opening = "{ \"stringUnit\" : { "
    guard marked.contains(opening) else { return nil }
    let prefixed = marked.replacingOccurrences(
      of: opening, with: opening + "\"x-test\" : \"\(Self.multiBytePrefix)\", ")
    return RuleExample(.catalog(prefixed), locales: locales, line: line)
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
