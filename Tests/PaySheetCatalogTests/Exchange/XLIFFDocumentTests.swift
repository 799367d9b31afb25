import Foundation
import PaySheetReading
import PaySheetTestCorpus
import Testing

@testable import PaySheetCatalog

/// The XLIFF files kept in `Files/` (see `Files/SOURCES.md`).
enum ExchangeFiles {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Files")

  static let real = [
    "xcode14-loopkit-de.xliff", "xcode15-ketchup-fr.xliff", "crowdin-focusedwork-de.xliff",
  ]
  static let all = real + ["xcode15-variations-de.xliff"]

  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
  }

  static func document(_ name: String) throws -> XLIFFDocument {
    try XLIFFDocument(bytes: bytes(name), file: name)
  }
}

@Suite("XLIFF reader")
struct XLIFFDocumentTests {
  @Test(
    "every <trans-unit>, <source> and <target> is placed at its own tag",
    arguments: ExchangeFiles.all)
  func positions(name: String) throws {
    let bytes = try ExchangeFiles.bytes(name)
    let document = try ExchangeFiles.document(name)
    let lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    var units = 0
    for file in document.files {
      for unit in file.units {
        units += 1
        let places: [(String, SourcePosition?)] = [
          ("<trans-unit", unit.position), ("<source", unit.sourcePosition),
          (unit.target == nil ? "<trans-unit" : "<target", unit.targetPosition ?? unit.position),
        ]
        for (tag, position) in places {
          let position = try #require(position, "\(unit.id) has no place for \(tag)")
          #expect(
            bytes[position.offset...].starts(with: Array(tag.utf8)),
            "\(name): \(unit.id) \(tag) at \(position)")
          // The column counts scalars from the line's start.
          let line = lines[position.line - 1]
          #expect(
            String(line.unicodeScalars.dropFirst(position.column - 1)).hasPrefix(tag),
            "\(name): \(unit.id) \(tag) at \(position)")
        }
      }
    }
    #expect(units >= 9)
  }

  @Test("Xcode 14: a .strings and a storyboard table, notes, untranslated units")
  func xcode14() throws {
    let document = try ExchangeFiles.document("xcode14-loopkit-de.xliff")
    #expect(document.files.count == 7)
    let storyboard = try #require(
      document.files.first { $0.original?.hasSuffix(".storyboard") == true })
    let label = try #require(storyboard.units.first { $0.id == "3i8-2m-QFG.text" })
    #expect(label.source == "Run alongside G5 app")
    #expect(label.target == "Neben G5-App ausführen")
    #expect(storyboard.toolID == "com.apple.dt.xcode")
    let ui = try #require(document.files.last)
    let expired = try #require(ui.units.first { $0.id == "Sensor Expired" })
    #expect(expired.target == nil)
    #expect(expired.notes == ["Title describing past sensor expiration"])
  }

  @Test("Crowdin: numbered units, resname keys, gettext plural groups, the tool's notes left out")
  func crowdin() throws {
    let file = try #require(try ExchangeFiles.document("crowdin-focusedwork-de.xliff").files.first)
    let (catalog, notes) = StringCatalog.linting(file)
    let entry = try #require(catalog["COMPLETED_COUNT"])
    #expect(entry.localization("de")?.stringUnit?.value == "%#@completed_count@")
    let forms = try #require(entry.localization("de")?.substitutions["completed_count"]?.variations)
    #expect(forms.pluralForms.map(\.category) == ["one", "other"])
    #expect(forms.plural["one"]?.stringUnit?.value == "%lld mal")
    #expect(entry.comment == nil)
    #expect(catalog["CFBundleName"] != nil)
    let ids = Set(notes.exchangeUnitIDs.values)
    #expect(ids.contains("8351[0]"))
  }

  @Test("Xcode 15: plural, device and substitution variations and states from |==| ids")
  func xcode15() throws {
    let file = try #require(try ExchangeFiles.document("xcode15-variations-de.xliff").files.first)
    let catalog = StringCatalog.linting(file).catalog
    let items = try #require(catalog["%lld items"]?.localization("de")?.variations)
    #expect(items.plural["one"]?.stringUnit?.state == "translated")
    #expect(items.plural["other"]?.stringUnit?.state == "needs_review")
    #expect(catalog["%lld items"]?.comment == "Number of items in the cart")
    let shop = try #require(catalog["Bird Food Shop"]?.localization("de"))
    #expect(shop.stringUnit?.value == "Vogelfutterladen")
    #expect(shop.variations?.device["applewatch"]?.stringUnit?.value == "Vogelladen")
    let birds = try #require(catalog["Saw %#@birds@"]?.localization("de"))
    #expect(
      birds.substitutions["birds"]?.variations?.plural["one"]?.stringUnit?.value == "%arg Vogel")
    // A unit without a target is a text not yet translated, at its <trans-unit>.
    let other = try #require(birds.substitutions["birds"]?.variations?.plural["other"]?.stringUnit)
    #expect(other.value == "" && other.state == "new")
    #expect(catalog["Total"]?.localization("de")?.stringUnit?.state == "translated")
  }

  @Test(
    "trans-unit ids of both Xcode generations",
    arguments: [
      ("Pay", CatalogPlace(key: "Pay")),
      ("%lld items|==|plural.one", CatalogPlace(key: "%lld items", plural: "one")),
      ("key|==|device.applewatch", CatalogPlace(key: "key", device: "applewatch")),
      (
        "key|==|device.iphone.plural.few", CatalogPlace(key: "key", device: "iphone", plural: "few")
      ),
      (
        "key|==|substitutions.birds.plural.few",
        CatalogPlace(key: "key", substitution: "birds", plural: "few")
      ),
      ("a|==|b|==|plural.other", CatalogPlace(key: "a|==|b", plural: "other")),
      (
        "k|==|substitutions.total.strings.plural.one",
        CatalogPlace(key: "k", substitution: "total.strings", plural: "one")
      ),
      ("k|==|substitutions.x", CatalogPlace(key: "k|==|substitutions.x")),
      ("odd|==|plural.seven", CatalogPlace(key: "odd|==|plural.seven")),
      ("/KEY:dict/NSStringLocalizedFormatKey:dict/:string", CatalogPlace(key: "KEY")),
      (
        "/%lld Recent Visitors:dict/recentVisitors:dict/one:dict/:string",
        CatalogPlace(key: "%lld Recent Visitors", substitution: "recentVisitors", plural: "one")
      ),
      ("3i8-2m-QFG.text", CatalogPlace(key: "3i8-2m-QFG.text")),
    ])
  func places(id: String, place: CatalogPlace) {
    #expect(CatalogPlace(id: id) == place)
    if !id.hasPrefix("/"), place.key != id || !id.contains("|==|") {
      #expect(CatalogPlace(id: place.catalogID) == place)
    }
  }

  static let envelope = (
    "<?xml version=\"1.0\"?>\n",
    "<xliff version=\"1.2\"><file original=\"a.xcstrings\" source-language=\"en\" target-language=\"de\"><body><trans-unit id=\"k\"><source>Pay</source><target>&e;</target></trans-unit></body></file></xliff>\n"
  )

  @Test("an external entity is refused and never read")
  func externalEntity() throws {
    let text =
      Self.envelope.0 + "<!DOCTYPE xliff [ <!ENTITY e SYSTEM \"file:///etc/passwd\"> ]>\n"
      + Self.envelope.1
    let error = try #require(throws: InputError.self) {
      try XLIFFDocument(bytes: Array(text.utf8), file: "evil.xliff")
    }
    #expect(error.position.line == 2)
    #expect(error.description.contains("evil.xliff:2:"))
    #expect(!error.description.contains("root:"))
  }

  /// Ten levels of ten references each: a billion "ha" when expanded.
  static let laughs: String = {
    var declarations = "<!ENTITY l0 \"ha\">"
    for level in 1...9 {
      declarations +=
        "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">"
    }
    declarations += "<!ENTITY e \"&l9;\">"
    return Self.envelope.0 + "<!DOCTYPE xliff [\(declarations)]>\n" + Self.envelope.1
  }()

  /// One entity of 60,000 characters referenced 100,000 times: 6 GB when expanded.
  static let quadratic =
    Self.envelope.0 + "<!DOCTYPE xliff [<!ENTITY a \"" + String(repeating: "x", count: 60_000)
    + "\">]>\n"
    + Self.envelope.1.replacingOccurrences(
      of: "&e;", with: String(repeating: "&a;", count: 100_000))

  @Test(
    "entity expansion attacks fail at once, at their first declaration",
    arguments: ["billion laughs", "quadratic blowup"])
  func expansion(attack: String) throws {
    let text = attack == "billion laughs" ? Self.laughs : Self.quadratic
    let clock = ContinuousClock()
    let start = clock.now
    let error = try #require(throws: InputError.self) {
      try XLIFFDocument(bytes: Array(text.utf8), file: "attack.xliff")
    }
    #expect(clock.now - start < .seconds(1))
    #expect(error.kind == .syntax)
    #expect(error.message.contains("declares an entity (<!ENTITY)"), "\(error)")
    #expect(error.description.hasPrefix("attack.xliff:2:18: "), "\(error)")
  }

  /// UTF-16 as libxml2 detects it: little-endian with a byte order mark, or big-endian
  /// without one (`<` beside a NUL byte).
  static func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
    let units = Array(text.utf16).flatMap { unit -> [UInt8] in
      let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
      return bigEndian ? [high, low] : [low, high]
    }
    return bigEndian ? units : [0xFF, 0xFE] + units
  }

  @Test(
    "a hostile file in UTF-16 is refused as not UTF-8, before libxml2 decodes it past the entity check",
    arguments: [false, true], ["laughs", "passwd"])
  func utf16Hostile(bigEndian: Bool, attack: String) throws {
    let text =
      attack == "laughs"
      ? Self.laughs
      : Self.envelope.0 + "<!DOCTYPE xliff [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n"
        + Self.envelope.1
    let bytes = Self.utf16(
      text.replacingOccurrences(
        of: "<?xml version=\"1.0\"?>", with: "<?xml version=\"1.0\" encoding=\"UTF-16\"?>"),
      bigEndian: bigEndian)
    let clock = ContinuousClock()
    let start = clock.now
    let error = try #require(throws: InputError.self) {
      try XLIFFDocument(bytes: bytes, file: "evil.xliff")
    }
    #expect(clock.now - start < .seconds(1))
    #expect(error.kind == .invalidUTF8, "big-endian \(bigEndian): \(error)")
    #expect(!error.description.contains("root:"))
  }

  @Test(
    "an encoding other than UTF-8 is refused by name",
    arguments: ["ISO-8859-1", "UTF-16", "ebcdic-cp-us"])
  func declaredEncoding(name: String) throws {
    let text =
      "<?xml version=\"1.0\" encoding=\"\(name)\"?>\n"
      + Self.envelope.1.replacingOccurrences(of: "&e;", with: "Zahlen")
    let error = try #require(throws: InputError.self) {
      try XLIFFDocument(bytes: Array(text.utf8))
    }
    #expect(error.message.contains("'\(name)'"), "\(error)")
    let utf8 = text.replacingOccurrences(of: name, with: "utf-8")
    #expect(try XLIFFDocument(bytes: Array(utf8.utf8)).files.first?.units.first?.target == "Zahlen")
  }

  @Test("an external DTD is never loaded: neither its default attributes nor its entities apply")
  func externalDTD() throws {
    let folder = try TemporaryFolder.make("xliff-dtd")
    defer { try? FileManager.default.removeItem(at: folder) }
    let dtd = folder.appendingPathComponent("evil.dtd")
    try Data("<!ATTLIST target state CDATA \"SECRET-STATE\">\n<!ENTITY e \"SECRET-TEXT\">\n".utf8)
      .write(to: dtd)
    let doctype = "<!DOCTYPE xliff SYSTEM \"\(dtd.absoluteString)\">\n"
    // Loaded, the DTD would give the target a state.
    let plain =
      Self.envelope.0 + doctype + Self.envelope.1.replacingOccurrences(of: "&e;", with: "Zahlen")
    let unit = try #require(try XLIFFDocument(bytes: Array(plain.utf8)).files.first?.units.first)
    #expect(unit.target == "Zahlen")
    #expect(unit.state == nil)
    // Loaded, it would declare the entity the target names.
    let error = try #require(throws: InputError.self) {
      try XLIFFDocument(bytes: Array((Self.envelope.0 + doctype + Self.envelope.1).utf8))
    }
    #expect(!error.description.contains("SECRET"))
  }

  /// Found by FuzzXLIFF: bytes that are not UTF-8 in an element's name stopped the process
  /// inside FoundationXML, which takes libxml2's names as UTF-8; they are an error at
  /// their place, in a name or in a text.
  @Test(
    "bytes that are not UTF-8 are an error at their place, not a crash",
    arguments: ["<note/>", "<target state=\"translated\">"])
  func invalidUTF8(tag: String) throws {
    var bytes = try ExchangeFiles.bytes("xcode15-variations-de.xliff")
    let needle = Array(tag.utf8)
    let at = try #require(
      bytes.indices.first { bytes[$0...].starts(with: needle) }, "no \(tag) in the file")
    let line = bytes[..<at].filter { $0 == UInt8(ascii: "\n") }.count + 1
    bytes.insert(contentsOf: [0xFF, 0xC3, 0x28], at: at + 4)
    let error = try #require(throws: InputError.self) {
      try XLIFFDocument(bytes: bytes, file: "bad.xliff")
    }
    #expect(error.kind == .invalidUTF8)
    #expect(error.position.line == line, "\(error)")
    #expect(error.message.contains("0xFF"), "\(error)")
  }

  @Test("an undeclared entity is an error, not text")
  func undeclaredEntity() {
    let text = Self.envelope.0 + Self.envelope.1
    #expect(throws: InputError.self) { try XLIFFDocument(bytes: Array(text.utf8)) }
  }

  @Test("nesting deeper than the limit is refused")
  func depth() throws {
    let depth = XLIFFDocument.maximumDepth + 1
    let text =
      "<xliff>" + String(repeating: "<g>", count: depth) + String(repeating: "</g>", count: depth)
      + "</xliff>"
    let error = try #require(throws: InputError.self) {
      try XLIFFDocument(bytes: Array(text.utf8))
    }
    #expect(error.kind == .nestingTooDeep)
  }

  /// An Xcode 15 export of an app's `InfoPlist` String Catalog in French, in Xcode's
  /// layout, without its XML declaration: what comes before `<xliff>` is each test's own.
  static let infoPlist = """
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
      <file original="BirdShop/InfoPlist.xcstrings" source-language="en" target-language="fr" datatype="plaintext">
        <header>
          <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="15.3" build-num="15E204a"/>
        </header>
        <body>
          <trans-unit id="CFBundleDisplayName" xml:space="preserve">
            <source>Bird Shop</source>
            <target state="translated">Oiselerie</target>
            <note>Bundle display name</note>
          </trans-unit>
          <trans-unit id="CFBundleName" xml:space="preserve">
            <source>BirdShop</source>
            <target state="translated">BirdShop</target>
            <note>Bundle name</note>
          </trans-unit>
          <trans-unit id="NSCameraUsageDescription" xml:space="preserve">
            <source>Scan a gift card to pay with it.</source>
            <target state="needs-review-translation">Scannez une carte cadeau pour payer avec.</target>
            <note>Privacy - Camera Usage Description</note>
          </trans-unit>
          <trans-unit id="NSLocationWhenInUseUsageDescription" xml:space="preserve">
            <source>Your location finds the nearest store for pickup.</source>
            <note>Privacy - Location When In Use Usage Description</note>
          </trans-unit>
        </body>
      </file>
    </xliff>

    """

  /// Where `tag` stands in `text` from byte `offset` on, counted as an editor counts: lines
  /// by line feed, columns in scalars, a byte order mark no column.
  static func place(of tag: String, in text: [UInt8], from offset: Int) -> SourcePosition? {
    let needle = Array(tag.utf8)
    guard let at = text.indices.dropFirst(offset).first(where: { text[$0...].starts(with: needle) })
    else { return nil }
    let lineStart = text[..<at].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    let line = text[..<at].filter { $0 == UInt8(ascii: "\n") }.count + 1
    let first = lineStart == 0 && text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : lineStart
    let column = String(decoding: text[first..<at], as: UTF8.self).unicodeScalars.count + 1
    return SourcePosition(line: line, column: column, offset: at)
  }

  /// Every unit's `<trans-unit>`, `<source>` and `<target>` is where the text has it.
  static func expectPlaced(_ document: XLIFFDocument, in text: [UInt8], _ name: String) throws {
    let units = document.files.flatMap(\.units)
    #expect(units.count == 4, "\(name)")
    var offset = 0
    for unit in units {
      let start = try #require(place(of: "<trans-unit ", in: text, from: offset))
      let source = try #require(place(of: "<source>", in: text, from: start.offset))
      #expect(unit.position == start, "\(name): \(unit.id) <trans-unit> at \(unit.position!)")
      #expect(
        unit.sourcePosition == source, "\(name): \(unit.id) <source> at \(unit.sourcePosition!)")
      if unit.target != nil {
        let target = try #require(place(of: "<target ", in: text, from: source.offset))
        #expect(
          unit.targetPosition == target,
          "\(name): \(unit.id) <target> at \(unit.targetPosition!)")
      }
      offset = source.offset
    }
  }

  /// What may stand before `<xliff>`: line breaks, characters of several bytes, and markup
  /// libxml2 reads without reporting it.
  static let prologs: [(String, String)] = [
    ("declaration", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"),
    ("byte order mark", "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"),
    ("byte order mark alone", "\u{FEFF}"),
    (
      "declaration over several lines",
      "<?xml\n  version=\"1.0\"\n\n  encoding=\"UTF-8\"\n\tstandalone=\"yes\"\n\n?>\n"
    ),
    (
      "doctype with an internal subset",
      "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [\n  <!ELEMENT xliff ANY>\n  <!-- a comment\n  in the subset -->\n  <?tool note\n  ?>\n  <!ELEMENT note (#PCDATA)>\n]>\n"
    ),
    ("doctype with an external DTD", "<!DOCTYPE xliff SYSTEM\n  \"xliff-core-1.2.dtd\">\n"),
    (
      "comments",
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- Übersetzt für 🇫🇷,\n  über drei\n  Zeilen -->\n<!---->\n<!-- <xliff> -->"
    ),
    (
      "processing instructions",
      "<?xml version=\"1.0\"?>\n<?xml-stylesheet type=\"text/xsl\"\n  href=\"xliff.xsl\"?>\n<?memoQ version=\"9\"\n\n?>\n"
    ),
    (
      "all of them, with carriage returns",
      "\u{FEFF}<?xml\r\n version=\"1.0\"\r\n encoding=\"utf-8\"?>\r\n<!-- é\r\n -->\r\n<!DOCTYPE xliff [\r\n<!-- ü -->\r\n]>\r\n<?pi 🇫🇷\r\n?>\r\n"
    ),
  ]

  @Test(
    "whatever stands before <xliff>, every unit is placed at the line and column of its text",
    arguments: prologs)
  func prolog(name: String, prolog: String) throws {
    let text = Array((prolog + Self.infoPlist).utf8)
    let document = try XLIFFDocument(bytes: text, file: "\(name).xliff")
    try Self.expectPlaced(document, in: text, name)
    // Independently of the search: each tag is as many lines down as the prolog has.
    let plain = try XLIFFDocument(bytes: Array(Self.infoPlist.utf8))
    let lines = prolog.unicodeScalars.filter { $0 == "\n" }.count
    for (unit, alone) in zip(document.files.flatMap(\.units), plain.files.flatMap(\.units)) {
      #expect(unit.position?.line == alone.position.map { $0.line + lines }, "\(name)")
      #expect(unit.position?.column == alone.position?.column, "\(name)")
    }
  }

  @Test(
    "a file on one line: columns count from the line's start, a byte order mark no column",
    arguments: ["", "\u{FEFF}"])
  func oneLine(mark: String) throws {
    let flat = Self.infoPlist.split(separator: "\n").map { $0.drop { $0 == " " } }.joined()
    let text = Array((mark + "<?xml version=\"1.0\" encoding=\"UTF-8\"?>" + flat).utf8)
    let document = try XLIFFDocument(bytes: text)
    try Self.expectPlaced(document, in: text, "one line")
    let first = try #require(document.files.first?.units.first?.position)
    #expect(first.line == 1)
    #expect(first.column == 512, "\(first)")
  }

  /// An XML declaration broken by 77 line feeds inside the name `encoding`. libxml2 reports that '?>' is missing, skips to the next `>` without counting
  /// the lines, and goes on, so each place after it was 77 lines early (a finding of the unit
  /// at line 93 named line 16); FoundationXML calls such a parse a success when the
  /// file also ends early or has content after its root.
  static let brokenDeclaration =
    "<?xml version=\"1.0\" encodin" + String(repeating: "\n", count: 77) + "g=\"UTF-8\"?>\n"

  @Test(
    "an XML declaration broken inside a pseudo-attribute's name is refused at its place",
    arguments: ["whole", "cut short", "content after the root"])
  func brokenDeclaration(rest: String) throws {
    var text = Self.brokenDeclaration + Self.infoPlist
    if rest == "cut short" { text = String(text[..<text.range(of: "</body>")!.lowerBound]) }
    if rest == "content after the root" { text += "<xliff/>\n" }
    let error = try #require(throws: InputError.self) {
      try XLIFFDocument(bytes: Array(text.utf8), file: "fr.xliff")
    }
    #expect(error.kind == .syntax)
    #expect(error.position.line == 1, "\(error)")
    #expect(error.position.column == 21, "\(error)")
    #expect(error.description.hasPrefix("fr.xliff:1:21: error: "), "\(error)")
    #expect(error.message.contains("XML declaration"), "\(error)")
  }

  @Test(
    "a file that ends inside its root, or goes on after it, is refused where it does",
    arguments: [
      ("cut after a unit", "</trans-unit>", "ends inside <body>"),
      ("cut inside a target", "Oiselerie", "ends inside <target>"),
      ("a second root", "</xliff>", "after the root"),
      ("text after the root", "</xliff>", "after the root"),
    ])
  func unfinished(name: String, cut: String, message: String) throws {
    let whole = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + Self.infoPlist
    let end = whole.range(of: cut)!.upperBound
    var text = String(whole[..<end])
    if name == "a second root" { text += "\n<xliff version=\"1.2\"/>\n" }
    if name == "text after the root" { text += "\nCFBundleName = \"BirdShop\";\n" }
    let bytes = Array(text.utf8)
    let error = try #require(throws: InputError.self) {
      try XLIFFDocument(bytes: bytes, file: "fr.xliff")
    }
    #expect(error.kind == .syntax, "\(name): \(error)")
    #expect(error.message.contains(message), "\(name): \(error)")
    let line = bytes[..<whole[..<end].utf8.count].filter { $0 == UInt8(ascii: "\n") }.count + 1
    #expect(error.position.line >= line, "\(name): \(error)")
  }

  /// Found writing the prolog tests: FoundationXML reads an attribute declared without a
  /// default, and a notation's absent identifier, as a string, and stops the process; a
  /// default is added to every element it names without the file showing it.
  @Test(
    "a DTD that declares attributes or a notation is refused at the declaration, not a crash",
    arguments: [
      ("<!ATTLIST trans-unit approved (yes|no) #IMPLIED>", "<!ATTLIST"),
      ("<!ATTLIST target state CDATA \"translated\">", "<!ATTLIST"),
      ("<!NOTATION png SYSTEM \"image/png\">", "<!NOTATION"),
      ("<!NOTATION png PUBLIC \"-//W3C//NOTATION PNG//EN\">", "<!NOTATION"),
    ])
  func declarations(declaration: String, keyword: String) throws {
    let text =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [\n  \(declaration)\n]>\n" + Self.infoPlist
    let error = try #require(throws: InputError.self) {
      try XLIFFDocument(bytes: Array(text.utf8), file: "fr.xliff")
    }
    #expect(error.description.hasPrefix("fr.xliff:3:3: error: "), "\(error)")
    #expect(error.message.contains(keyword), "\(error)")
  }

  /// Found by FuzzXLIFF: FoundationXML reads the data of a processing instruction that has
  /// none as a string and stops the process, wherever the instruction stands.
  @Test(
    "a processing instruction with no data is refused at its place, not a crash",
    arguments: [
      ("<?xml version=\"1.0\"?>\n<?memoQ?>\n", "", 2, 1),
      ("<?xml version=\"1.0\"?>\n", "<target state=\"translated\">Oiselerie<?x-tool.v2?>", 10, 45),
    ])
  func emptyInstruction(prolog: String, target: String, line: Int, column: Int) throws {
    var body = Self.infoPlist
    if !target.isEmpty {
      body = body.replacingOccurrences(of: "<target state=\"translated\">Oiselerie", with: target)
    }
    let error = try #require(throws: InputError.self) {
      try XLIFFDocument(bytes: Array((prolog + body).utf8), file: "fr.xliff")
    }
    #expect(error.description.hasPrefix("fr.xliff:\(line):\(column): error: "), "\(error)")
    #expect(error.message.contains("processing instruction with no data"), "\(error)")
    // With data, even none but a space, it is read.
    let spaced = (prolog + body).replacingOccurrences(of: "?>\n", with: " ?>\n")
      .replacingOccurrences(of: "v2?>", with: "v2 ?>")
    #expect(throws: Never.self) { try XLIFFDocument(bytes: Array(spaced.utf8)) }
  }

  @Test(
    "bad input names what and where",
    arguments: [
      ("<plist/>", "root element"),
      ("<xliff><file><body/></file></xliff>", "source-language"),
      ("<xliff version=\"2.0\"/>", "XLIFF 2.0"),
      (
        "<xliff><file source-language=\"en\"><body><trans-unit><source/></trans-unit></body></file></xliff>",
        "no id"
      ),
      (
        "<xliff><file source-language=\"en\"><body><trans-unit id=\"a\"><source>a <g>b</g></source></trans-unit></body></file></xliff>",
        "inline"
      ),
      ("<xliff></file>", "not valid XML"),
      ("", "root element"),
    ])
  func badInput(text: String, message: String) throws {
    let error = try #require(throws: InputError.self) {
      try XLIFFDocument(bytes: Array(text.utf8), file: "bad.xliff")
    }
    #expect(error.message.contains(message), "\(error)")
    #expect(error.file == "bad.xliff")
  }
}
