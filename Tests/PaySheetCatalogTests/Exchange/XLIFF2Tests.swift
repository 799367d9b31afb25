import PaySheetReading
import Testing

@testable import PaySheetCatalog

/// XLIFF 2.0 (Phrase's jobs) is refused at its `<xliff>` with the version named, and a broken
/// one gets the error of any XML at its place.
struct XLIFF2Tests {
  static let declaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

  /// A job as Phrase writes one: a unit with one segment, its state and a note.
  static let job = """
    <xliff version="2.0" xmlns="urn:oasis:names:tc:xliff:document:2.0" srcLang="en" trgLang="de">
      <file id="f1" original="Localizable.xcstrings">
        <unit id="summary.tip">
          <notes><note>Tip on the payment sheet</note></notes>
          <segment state="translated">
            <source>Tip</source>
            <target>Trinkgeld</target>
          </segment>
        </unit>
      </file>
    </xliff>
    """

  @Test(
    arguments: [
      // A whole job: refused at the <xliff> of line 2, the version named.
      (declaration + job, 2, 1, "XLIFF 2.0 is not read"),
      // 2.1 alike.
      (declaration + job.replacingOccurrences(of: "\"2.0\"", with: "\"2.1\""), 2, 1, "XLIFF 2.1"),
      // Broken before the root: the XML error, where the parser finds the declaration
      // unclosed, at the `<` of the next line.
      ("<?xml version=\"1.0\" encoding=\"UTF-8\"\n" + job, 2, 1, "not valid XML"),
      // A 2.0 root whose start tag is broken: the XML error wins, at the `<` that breaks it.
      (
        declaration + "<xliff version=\"2.0\" srcLang=\"en\" <file></file></xliff>", 2, 35,
        "not valid XML"
      ),
    ] as [(String, Int, Int, String)])
  func refusedWithTheVersionAndPlace(text: String, line: Int, column: Int, words: String) throws {
    let error = try #require(throws: InputError.self) {
      try XLIFFDocument(bytes: Array(text.utf8), file: "job.xliff")
    }
    #expect(error.file == "job.xliff")
    #expect(error.message.contains(words), "\(error)")
    #expect(error.location.line == line, "\(error)")
    #expect(error.location.column == column, "\(error)")
  }

  @Test func theRefusalSaysWhatToExport() throws {
    let error = try #require(throws: InputError.self) {
      try XLIFFDocument(bytes: Array((Self.declaration + Self.job).utf8), file: "job.xliff")
    }
    #expect(error.message.hasSuffix("export the file as XLIFF 1.2"), "\(error)")
  }
}

/// A target's `state-qualifier` is kept, and a machine's text is known at its place.
struct XLIFFStateQualifierTests {
  static func file(qualifier: String?) -> String {
    let attribute = qualifier.map { " state-qualifier=\"\($0)\"" } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="Localizable.xcstrings" source-language="en" target-language="fr" datatype="plaintext">
          <body>
            <trans-unit id="summary.tip">
              <source>Tip</source>
              <target state="translated"\(attribute)>Pourboire</target>
            </trans-unit>
          </body>
        </file>
      </xliff>
      """
  }

  @Test(
    arguments: [
      ("leveraged-mt", true), ("mt-suggestion", true), ("exact-match", false), (nil, false),
    ] as [(String?, Bool)])
  func machineTextIsKnownAtItsTarget(qualifier: String?, machine: Bool) throws {
    let document = try XLIFFDocument(bytes: Array(Self.file(qualifier: qualifier).utf8))
    let unit = try #require(document.files.first?.units.first)
    #expect(unit.stateQualifier == qualifier)
    let (catalog, notes) = StringCatalog.linting(try #require(document.files.first))
    let target = try #require(catalog.strings["summary.tip"]?.localizations["fr"]?.stringUnit)
    #expect(target.valuePosition?.line == 7)
    #expect(
      notes.isMachineTranslated(key: "summary.tip", language: "fr", at: target.valuePosition)
        == machine)
  }
}
