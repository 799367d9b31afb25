import Foundation

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
  /// The developer's notes (no `from`, or `from="developer"`), in file order; an empty
  /// `<note/>` is none.
  public var notes: [String]
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
  public init(bytes: [UInt8], file: String? = nil) throws(InputError) {
    InputFile.countParse(file)
    let lines = LineTable(bytes)
    if let problem = Self.encodingProblem(in: bytes, lines: lines) {
      throw problem.withFile(file)
    }
    if let declaration = Self.entityDeclaration(in: bytes) {
      throw InputError(
        kind: .syntax, file: file, position: lines.position(ofByte: declaration),
        message:
          "the XLIFF declares an entity (<!ENTITY); entities are never expanded or loaded, so the file is refused"
      )
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
      let position = lines.position(line: parser.lineNumber, column: parser.columnNumber)
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
  static func encodingProblem(in bytes: [UInt8], lines: LineTable) -> InputError? {
    if let bad = JSONParser.firstInvalidUTF8Offset(bytes) {
      let byte = String(bytes[bad], radix: 16, uppercase: true)
      return InputError(
        kind: .invalidUTF8, position: lines.position(ofByte: bad),
        message:
          "not UTF-8: ill-formed sequence starting with byte 0x\(byte) at byte offset \(bad); save the XLIFF as UTF-8, as Xcode and translation tools write it"
      )
    }
    if let nul = bytes.firstIndex(of: 0) {
      return InputError(
        kind: .invalidUTF8, position: lines.position(ofByte: nul),
        message:
          "a NUL byte, which no XML text holds: the file is UTF-16 or UTF-32, or not text; save the XLIFF as UTF-8"
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
        "the XLIFF declares the encoding '\(PaySheetError.clip(String(encoding)))'; only UTF-8 is read, as Xcode and translation tools write it: save it as UTF-8"
    )
  }

  /// The byte offset of the first `<!ENTITY`, if the file has one.
  static func entityDeclaration(in bytes: [UInt8]) -> Int? {
    let needle = Array("<!ENTITY".utf8)
    guard bytes.count >= needle.count else { return nil }
    var index = 0
    while index <= bytes.count - needle.count {
      if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "!"),
        bytes[index..<index + needle.count].elementsEqual(needle)
      {
        return index
      }
      index += 1
    }
    return nil
  }

  private static func describe(_ error: NSError) -> String {
    let text = error.localizedDescription
    // Foundation on Linux names only the libxml2 error number.
    if text.isEmpty || text.contains("NSXMLParserErrorDomain") {
      return "not valid XML (libxml2 error \(error.code))"
    }
    return "not valid XML: \(text)"
  }
}

/// Line starts of a file, to turn the parser's line and column into a `SourcePosition`.
struct LineTable: Sendable {
  let bytes: [UInt8]
  private(set) var starts: [Int] = [0]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
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
    for byte in bytes[starts[low]..<offset] where byte & 0xC0 != 0x80 { column += 1 }
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

  private var depth = 0
  private var file: XLIFFFile?
  private var unit: XLIFFUnit?
  /// The element whose text is being collected: `source`, `target` or `note`.
  private var collecting: String?
  private var text = ""
  private var noteIsDeveloper = false
  /// Inside `<alt-trans>`, whose source and target are a tool's suggestions, not the text.
  private var alternativeDepth = 0

  init(bytes: [UInt8], lines: LineTable) {
    self.lines = lines
  }

  private func fail(_ parser: XMLParser, _ kind: InputError.Kind, _ message: String) {
    guard failure == nil else { return }
    failure = InputError(
      kind: kind, position: lines.position(line: parser.lineNumber, column: parser.columnNumber),
      message: message)
    parser.abortParsing()
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    guard failure == nil else { return }
    depth += 1
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
        fail(parser, .schema, "XLIFF \(version) is not read; Xcode exchanges XLIFF 1.2")
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
      }
      if name == "note" {
        let from = attributes["from"]
        noteIsDeveloper = from == nil || from == "developer"
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
    depth -= 1
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
