import Foundation
import PaySheetReading

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An XLIFF 1.2 file as Xcode and translation tools exchange it: `<file>`s of `<trans-unit>`s,
/// each with its source, its target, the target's state and the developer's notes.
///
/// Read with Foundation's `XMLParser` (libxml2), with the place of every `<trans-unit>`,
/// `<source>` and `<target>`, so that a finding names the line the translator has open.
public struct XLIFFDocument: Sendable, Equatable {
  public var files: [XLIFFFile]

  public init(files: [XLIFFFile]) { self.files = files }

  /// The largest XLIFF read, as for catalogs: an export is a catalog's texts in XML.
  public static let maximumFileSize = 64 << 20
  /// How deep elements may nest: XLIFF from Xcode nests 6 deep, and a file nested far
  /// deeper is not a translation but an attempt on the reader.
  public static let maximumDepth = JSONNode.defaultMaxDepth
}

/// One `<file>` of an XLIFF: the texts of one table (`original`) in one language pair.
public struct XLIFFFile: Sendable, Equatable {
  /// The table the texts come from, such as `App/Localizable.xcstrings`.
  public var original: String?
  public var sourceLanguage: String
  public var targetLanguage: String?
  /// The `<tool>` of the header, such as `com.apple.dt.xcode`.
  public var toolID: String?
  public var units: [XLIFFUnit]
  @NotCompared public var position: SourcePosition? = nil
  /// For an export, the texts left out because XML 1.0 cannot hold a character of theirs
  /// (a control character such as U+0018), each as a sentence naming the key.
  @NotCompared public var omitted: [String] = []

  public init(
    original: String?, sourceLanguage: String, targetLanguage: String?, toolID: String? = nil,
    units: [XLIFFUnit]
  ) {
    self.original = original
    self.sourceLanguage = sourceLanguage
    self.targetLanguage = targetLanguage
    self.toolID = toolID
    self.units = units
  }
}

/// One `<trans-unit>`: a text to translate and its translation.
public struct XLIFFUnit: Sendable, Equatable {
  public var id: String
  /// The key a tool that numbers its units keeps (Crowdin's `resname`).
  public var resname: String?
  public var source: String
  /// The translation; nil when the unit has no `<target>`.
  public var target: String?
  /// The target's `state` (`translated`, `needs-review-translation`, `new`, `final`, …).
  public var state: String?
  /// The target's `state-qualifier`, how the text came about (`leveraged-mt`: machine
  /// translation, as Xcode 27's agents and translation tools mark it; `exact-match`, …).
  public var stateQualifier: String? = nil
  /// The developer's notes (no `from`, or `from="developer"`), in file order; an empty
  /// `<note/>` is none.
  public var notes: [String]
  /// The comments Xcode generated (`<note from="auto-generated">`), kept apart from the
  /// developer's: a translator weighs a guess differently from the developer's word.
  public var generatedNotes: [String] = []
  /// `translate="no"`.
  public var translate: Bool
  @NotCompared public var position: SourcePosition? = nil
  @NotCompared public var sourcePosition: SourcePosition? = nil
  @NotCompared public var targetPosition: SourcePosition? = nil

  public init(
    id: String, resname: String? = nil, source: String, target: String? = nil,
    state: String? = nil, notes: [String] = [], translate: Bool = true
  ) {
    self.id = id
    self.resname = resname
    self.source = source
    self.target = target
    self.state = state
    self.notes = notes
    self.translate = translate
  }
}

extension XLIFFDocument {
  /// Reads an XLIFF file's bytes.
  ///
  /// No entity is ever expanded or loaded: a file that declares one (`<!ENTITY`) is refused
  /// before the parser sees it, so neither a `SYSTEM "file:///etc/passwd"` entity nor the
  /// billion laughs of nested ones gets anywhere, and the parser resolves no external one.
  ///
  /// Only well-formed XML is read: the first error libxml2 reports refuses the file at its
  /// place, even where libxml2 would recover and go on.
  public init(bytes: [UInt8], file: String? = nil) throws(InputError) {
    InputFile.countParse(file)
    let lines = LineTable(bytes)
    if let problem = Self.encodingProblem(in: bytes, lines: lines) {
      throw problem.withFile(file)
    }
    if let (offset, message) = Self.refusedMarkup(in: bytes) {
      throw InputError(
        kind: .syntax, file: file, position: lines.position(ofByte: offset), message: message)
    }
    let reader = XLIFFParserDelegate(bytes: bytes, lines: lines)
    let parser = XMLParser(data: Data(bytes))
    parser.shouldResolveExternalEntities = false
    parser.shouldProcessNamespaces = false
    parser.delegate = reader
    let parsed = parser.parse()
    if let failure = reader.failure {
      throw failure.withFile(file)
    }
    guard parsed else {
      // An error libxml2 raises under a warning's code too (a misplaced XML declaration is
      // XML_ERR_RESERVED_XML_NAME, as is a processing instruction named `xml-…`): the
      // parse failed, so it was the error, at the place it was reported.
      let position =
        reader.firstReport
        ?? lines.position(line: parser.lineNumber, column: parser.columnNumber)
      let reason = (parser.parserError as NSError?).map { Self.describe($0) } ?? "not valid XML"
      throw InputError(kind: .syntax, file: file, position: position, message: reason)
    }
    guard reader.sawRoot else {
      throw InputError(
        kind: .schema, file: file, position: lines.position(ofByte: 0),
        message: "not an XLIFF file: the root element is not <xliff>")
    }
    self.init(files: reader.files)
  }

  /// Why the file is not UTF-8 text, if it is not. The entity check reads bytes as UTF-8,
  /// and libxml2 would decode a UTF-16 file (a byte order mark, or `<` then a NUL byte)
  /// past it: a UTF-16 file declaring an `<!ENTITY` was read, its entity silently empty.
  /// Xcode and translation tools write UTF-8, so any other encoding is refused by name.
  static func encodingProblem(in bytes: [UInt8], lines: LineTable, kind: String = "XLIFF")
    -> InputError?
  {
    if let bad = JSONParser.firstInvalidUTF8Offset(bytes) {
      let byte = String(bytes[bad], radix: 16, uppercase: true)
      return InputError(
        kind: .invalidUTF8, position: lines.position(ofByte: bad),
        message:
          "not UTF-8: ill-formed sequence starting with byte 0x\(byte) at byte offset \(bad); save the \(kind) as UTF-8, as Xcode and translation tools write it"
      )
    }
    if let nul = bytes.firstIndex(of: 0) {
      return InputError(
        kind: .invalidUTF8, position: lines.position(ofByte: nul),
        message:
          "a NUL byte, which no XML text holds: the file is UTF-16 or UTF-32, or not text; save the \(kind) as UTF-8"
      )
    }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    guard bytes[start...].starts(with: Array("<?xml".utf8)),
      let end = bytes[start...].firstIndex(of: UInt8(ascii: ">"))
    else { return nil }
    let declaration = String(decoding: bytes[start..<end], as: UTF8.self)
    guard let name = declaration.range(of: "encoding") else { return nil }
    let rest = declaration[name.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
    guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
    let encoding = rest.dropFirst().prefix { $0 != quote }
    guard !["utf-8", "utf8", "us-ascii", "ascii"].contains(encoding.lowercased()) else {
      return nil
    }
    return InputError(
      kind: .syntax, position: lines.position(ofByte: start),
      message:
        "the \(kind) declares the encoding '\(Quote.value(String(encoding)))'; only UTF-8 is read, as Xcode and translation tools write it: save it as UTF-8"
    )
  }

  /// The markup declarations of a DTD that are refused before the parser sees them, each
  /// with the reason the file is refused.
  ///
  /// An entity would be expanded or loaded. A declared attribute's default is added to
  /// every element it names, unseen in the file (a `state` for every `<target>`), and one
  /// without a default (`#IMPLIED`, `#REQUIRED`), like any notation, stops the process
  /// inside FoundationXML, which reads the absent value as a string. XLIFF as Xcode and
  /// translation tools exchange it declares none of them.
  static let refusedDeclarations: [(keyword: [UInt8], message: String)] = [
    (
      Array("<!ENTITY".utf8),
      "the XLIFF declares an entity (<!ENTITY); entities are never expanded or loaded, so the file is refused"
    ),
    (
      Array("<!ATTLIST".utf8),
      "the XLIFF declares attributes (<!ATTLIST), whose defaults would add attributes the file does not show, so the file is refused"
    ),
    (
      Array("<!NOTATION".utf8),
      "the XLIFF declares a notation (<!NOTATION), which no XLIFF uses, so the file is refused"
    ),
  ]

  /// The byte offset of the first markup refused before the parser, if the file has some,
  /// and why it is refused: a declaration of `refusedDeclarations`, or a processing
  /// instruction with no data (`<?name?>`), which FoundationXML also reads as a string when
  /// libxml2 passes none, stopping the process.
  static func refusedMarkup(in bytes: [UInt8], kind: String = "XLIFF") -> (
    offset: Int, message: String
  )? {
    guard bytes.count >= 2 else { return nil }
    var index = 0
    while index < bytes.count - 1 {
      if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "!") {
        for (keyword, message) in refusedDeclarations
        where bytes[index...].starts(with: keyword) {
          return (index, message.replacingOccurrences(of: "the XLIFF", with: "the \(kind)"))
        }
      }
      if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") {
        // The target runs to a space or `?`; a target that `?>` ends at once has no data.
        var end = index + 2
        while end < bytes.count, ![0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "?")].contains(bytes[end]) {
          end += 1
        }
        if end > index + 2, bytes[end...].starts(with: [UInt8(ascii: "?"), UInt8(ascii: ">")]) {
          let name = String(decoding: bytes[index + 2..<end], as: UTF8.self)
          return (
            index,
            "a processing instruction with no data (<?\(Quote.value(name))?>), which the XML parser cannot read; write <?\(Quote.value(name)) ?> or remove it"
          )
        }
      }
      index += 1
    }
    return nil
  }

  static func describe(_ error: NSError) -> String {
    let text = error.localizedDescription
    // Foundation on Linux names only the libxml2 error number.
    if text.isEmpty || text.contains("NSXMLParserErrorDomain") {
      return "not valid XML (libxml2 error \(error.code))"
    }
    return "not valid XML: \(text)"
  }
}

/// Line starts of a file, to turn the parser's line and column into a `SourcePosition`.
///
/// libxml2 counts lines by line feed, as this table does, and columns in characters after a
/// byte order mark, as this table does, as long as it reads the file as written: when it
/// recovers from an error it may skip bytes without counting them (from a broken XML
/// declaration to the next `>`), which is why the reader stops at its first error.
struct LineTable: Sendable {
  let bytes: [UInt8]
  private(set) var starts: [Int] = [0]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    // A byte order mark is no column: the first line's text starts after it.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { starts[0] = 3 }
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
  }

  /// The position of the byte at `offset`: its line, and its column in Unicode scalars.
  func position(ofByte offset: Int) -> SourcePosition {
    let offset = max(0, min(offset, bytes.count))
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var column = 1
    for byte in bytes[min(starts[low], offset)..<offset] where byte & 0xC0 != 0x80 { column += 1 }
    return SourcePosition(line: low + 1, column: column, offset: offset)
  }

  /// The byte offset of libxml2's 1-based line and column, which counts characters.
  func offset(line: Int, column: Int) -> Int {
    guard line >= 1, line <= starts.count else { return bytes.count }
    var offset = starts[line - 1]
    var remaining = max(0, column - 1)
    while remaining > 0, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
      offset += 1
      while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      remaining -= 1
    }
    return offset
  }

  func position(line: Int, column: Int) -> SourcePosition {
    position(ofByte: offset(line: line, column: column))
  }

  /// Where the start tag `<name` that ends near libxml2's line and column begins: the
  /// parser reports the tag's `>` (or the `/` of `<name/>`), and no `<` can stand inside a
  /// tag, so the nearest `<` before it is the tag's.
  func startTag(_ name: String, line: Int, column: Int) -> SourcePosition {
    let reported = offset(line: line, column: column)
    var index = min(reported, bytes.count) - 1
    while index >= 0, bytes[index] != UInt8(ascii: "<") { index -= 1 }
    let tag = Array(("<" + name).utf8)
    guard index >= 0, index + tag.count <= bytes.count,
      bytes[index..<index + tag.count].elementsEqual(tag)
    else { return position(ofByte: reported) }
    return position(ofByte: index)
  }
}

/// Collects the files and units of an XLIFF as `XMLParser` reports its elements.
private final class XLIFFParserDelegate: NSObject, XMLParserDelegate {
  let lines: LineTable
  var files: [XLIFFFile] = []
  var failure: InputError?
  var sawRoot = false
  /// Where libxml2 reported its first error or warning.
  private(set) var firstReport: SourcePosition?

  /// The elements open, innermost last.
  private var open: [String] = []
  private var depth: Int { open.count }
  private var file: XLIFFFile?
  private var unit: XLIFFUnit?
  /// The element whose text is being collected: `source`, `target` or `note`.
  private var collecting: String?
  private var text = ""
  private var noteIsDeveloper = false
  private var noteIsGenerated = false
  /// Inside `<alt-trans>`, whose source and target are a tool's suggestions, not the text.
  private var alternativeDepth = 0

  /// The byte offset just past the XML declaration (`<?xml` and a space, up to `?>` or
  /// the end of the file), or 0 for a file without one.
  let declarationEnd: Int

  init(bytes: [UInt8], lines: LineTable) {
    self.lines = lines
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let opening = Array("<?xml".utf8)
    if bytes[start...].starts(with: opening), bytes.count > start + opening.count,
      [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start + opening.count])
    {
      var end = start + opening.count
      while end < bytes.count,
        !(bytes[end] == UInt8(ascii: "?") && end + 1 < bytes.count
          && bytes[end + 1] == UInt8(ascii: ">"))
      {
        end += 1
      }
      declarationEnd = min(end + 2, bytes.count)
    } else {
      declarationEnd = 0
    }
  }

  /// Records the first failure, at `position` or where the parser is, and stops parsing.
  private func fail(
    _ parser: XMLParser, _ kind: InputError.Kind, _ message: String,
    at position: SourcePosition? = nil
  ) {
    guard failure == nil else { return }
    failure = InputError(
      kind: kind,
      position: position
        ?? lines.position(line: parser.lineNumber, column: parser.columnNumber),
      message: message)
    parser.abortParsing()
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    guard failure == nil else { return }
    open.append(name)
    if depth > XLIFFDocument.maximumDepth {
      fail(
        parser, .nestingTooDeep,
        "elements are nested more than \(XLIFFDocument.maximumDepth) levels deep")
      return
    }
    let position = lines.startTag(name, line: parser.lineNumber, column: parser.columnNumber)
    if depth == 1 {
      guard name == "xliff" else {
        fail(parser, .schema, "not an XLIFF file: the root element is <\(name)>, not <xliff>")
        return
      }
      sawRoot = true
      if let version = attributes["version"], version.hasPrefix("2") {
        fail(
          parser, .schema,
          "XLIFF \(version) is not read; Xcode exchanges XLIFF 1.2: export the file as XLIFF 1.2",
          at: position)
      }
      return
    }
    if collecting != nil {
      fail(
        parser, .schema,
        "<\(name)> inside <\(collecting!)>: inline markup is not read; a text must be plain")
      return
    }
    if alternativeDepth > 0 || name == "alt-trans" {
      alternativeDepth += 1
      return
    }
    switch name {
    case "file":
      guard let source = attributes["source-language"], !source.isEmpty else {
        fail(parser, .schema, "<file> has no source-language")
        return
      }
      var opened = XLIFFFile(
        original: attributes["original"], sourceLanguage: source,
        targetLanguage: attributes["target-language"].flatMap { $0.isEmpty ? nil : $0 },
        units: [])
      opened.position = position
      file = opened
    case "tool":
      if file?.toolID == nil { file?.toolID = attributes["tool-id"] }
    case "trans-unit":
      guard file != nil else {
        fail(parser, .schema, "<trans-unit> outside a <file>")
        return
      }
      guard let id = attributes["id"] else {
        fail(parser, .schema, "<trans-unit> has no id")
        return
      }
      var opened = XLIFFUnit(
        id: id, resname: attributes["resname"], source: "",
        translate: attributes["translate"] != "no")
      opened.position = position
      unit = opened
    case "source", "target", "note":
      guard unit != nil else { return }
      collecting = name
      text = ""
      if name == "source" { unit?.sourcePosition = position }
      if name == "target" {
        unit?.targetPosition = position
        unit?.state = attributes["state"]
        unit?.stateQualifier = attributes["state-qualifier"]
      }
      if name == "note" {
        let from = attributes["from"]
        noteIsDeveloper = from == nil || from == "developer"
        noteIsGenerated = from == XLIFFExchange.generatedNoteSource
      }
    default:
      return
    }
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard failure == nil else { return }
    _ = open.popLast()
    if alternativeDepth > 0 {
      alternativeDepth -= 1
      return
    }
    switch name {
    case "source" where collecting == "source":
      unit?.source = text
      collecting = nil
    case "target" where collecting == "target":
      unit?.target = text
      collecting = nil
    case "note" where collecting == "note":
      // `<note/>`, which Xcode writes for a key without a comment, is no note.
      if noteIsDeveloper, !text.isEmpty { unit?.notes.append(text) }
      if noteIsGenerated, !text.isEmpty { unit?.generatedNotes.append(text) }
      collecting = nil
    case "trans-unit":
      if let unit { file?.units.append(unit) }
      unit = nil
    case "file":
      if let file { files.append(file) }
      file = nil
    default:
      return
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    if collecting != nil, alternativeDepth == 0 { text += string }
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    if collecting != nil, alternativeDepth == 0 {
      text += String(decoding: block, as: UTF8.self)
    }
  }

  /// libxml2's warnings, the codes it reports and reads on from without a fault in the
  /// file's form (xmlerror.h: XML_WAR_UNDECLARED_ENTITY 27, XML_WAR_CATALOG_PI 93,
  /// XML_WAR_UNKNOWN_VERSION 97 for `version="1.1"`, XML_WAR_LANG_VALUE 98,
  /// XML_WAR_NS_URI 99, XML_WAR_NS_URI_RELATIVE 100, XML_WAR_SPACE_VALUE 102,
  /// XML_WAR_NS_COLUMN 106, XML_WAR_ENTITY_REDEFINED 107), and two that parser.c also raises
  /// as warnings: XML_ERR_RESERVED_XML_NAME 64 for a processing instruction named `xml-…`,
  /// XML_ERR_ENTITY_PROCESSING 104.
  static let warnings: Set<Int> = [27, 64, 93, 97, 98, 99, 100, 102, 104, 106, 107]

  /// XML_ERR_DOCUMENT_END (xmlerror.h): the file ends inside its root, or goes on after it.
  /// (FoundationXML's `XMLParser.ErrorCode` counts from 0 where libxml2 and Apple's
  /// NSXMLParser count from 1, so its `prematureDocumentEndError` is 4.)
  static let documentEnd = 5

  /// FoundationXML runs libxml2 in recovery mode: it reports an error and reads on, and
  /// `parse()` still answers true when the last error is the end of the document (a file
  /// cut short, or content after the root). What it reads after an error is not the file as
  /// written, and its lines after a broken XML declaration are off by the lines it skipped, so
  /// the first error is the reader's.
  func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
    let code = (error as NSError).code
    let position = lines.position(line: parser.lineNumber, column: parser.columnNumber)
    if firstReport == nil { firstReport = position }
    guard !Self.warnings.contains(code) else { return }
    let message: String
    if position.offset < declarationEnd {
      message =
        "not valid XML: the XML declaration is not well-formed (libxml2 error \(code)); Xcode writes <?xml version=\"1.0\" encoding=\"UTF-8\"?>"
    } else if code == Self.documentEnd, let innermost = open.last {
      message =
        "not valid XML: the file ends inside <\(innermost)>, before its end tag: it was cut short"
    } else if code == Self.documentEnd, sawRoot {
      message = "not valid XML: content after the root element's end tag </xliff>"
    } else {
      message = XLIFFDocument.describe(error as NSError)
    }
    fail(parser, .syntax, message)
  }

  func parser(
    _ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?
  ) {
    fail(parser, .syntax, "the XLIFF declares entity '\(name)'; entities are never expanded")
  }

  func parser(
    _ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?,
    systemID: String?
  ) {
    fail(parser, .syntax, "the XLIFF declares external entity '\(name)'; it is never loaded")
  }

  func parser(
    _ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?
  ) -> Data? {
    fail(parser, .syntax, "the XLIFF refers to external entity '\(name)'; it is never loaded")
    return nil
  }
}
