import Foundation
import PaySheetReading
import Testing

@testable import PaySheetCatalog

@Suite("String Catalog reader and writer")
struct CatalogTests {
  @Test(
    "Reading then writing gives the same bytes", .enabled(if: Corpus.isAvailable, Corpus.missing),
    arguments: Corpus.fileNames)
  func roundTripIsByteForByte(_ name: String) throws {
    let bytes = try Corpus.bytes(name)
    let catalog = try StringCatalog(jsonBytes: bytes, file: name)
    #expect(catalog.xcodeBytes() == bytes)
    #expect(try JSONNode.parse(bytes).xcodeJSONBytes() == bytes)
  }

  @Test(
    "Sorting an Xcode-written file changes nothing",
    .enabled(if: Corpus.isAvailable, Corpus.missing),
    arguments: Corpus.fileNames)
  func sortingXcodeOutputIsANoOp(_ name: String) throws {
    let bytes = try Corpus.bytes(name)
    let catalog = try StringCatalog(jsonBytes: bytes, file: name)
    #expect(catalog.sortedForXcode().xcodeBytes() == bytes)
    #expect(catalog.sortedXcodeBytes() == bytes)
    #expect(try JSONNode.parse(bytes).sortedForXcode().xcodeJSONBytes() == bytes)
  }

  @Test(
    "Shuffled keys sort back to Xcode's order", .enabled(if: Corpus.hasIceCubes, Corpus.missing))
  func shuffledKeysSortBack() throws {
    let bytes = try Corpus.bytes(Corpus.iceCubes)
    var catalog = try StringCatalog(jsonBytes: bytes)
    var generator = SplitMix(seed: 42)
    let shuffled = catalog.strings.shuffled(using: &generator)
    catalog.strings = OrderedMap(shuffled.map { ($0.key, $0.value) })
    #expect(catalog.xcodeBytes() != bytes)
    #expect(catalog.sortedForXcode().xcodeBytes() == bytes)
    #expect(catalog.sortedXcodeBytes() == bytes)
  }

  @Test(arguments: [
    ("my_snake_case", "my.snake_case"),
    ("user-reblogs", "user.account"),
    ("continue", "Empty"),
    ("Empty", "Empty.Comment"),
    ("item9", "item10"),
    ("key", "Key"),
    ("•", "a"),
    ("", " "),
  ])
  func xcodeKeyOrder(_ first: String, _ second: String) {
    #expect(XcodeKeyOrder.areInIncreasingOrder(first, second))
    #expect(!XcodeKeyOrder.areInIncreasingOrder(second, first))
  }

  @Test("IceCubes parses quickly", .enabled(if: Corpus.hasIceCubes, Corpus.missing))
  func iceCubesModel() throws {
    let bytes = try Corpus.bytes(Corpus.iceCubes)
    let clock = ContinuousClock()
    var catalog: StringCatalog?
    let elapsed = try clock.measure { catalog = try StringCatalog(jsonBytes: bytes) }
    let parsed = try #require(catalog)
    #expect(parsed.strings.count == 733)
    #expect(parsed.sourceLanguage == "en")
    #expect(parsed.version == "1.0")
    // Generous for debug builds; release builds take a small fraction of this.
    #expect(elapsed < .seconds(10))
  }

  @Test("Value positions match the raw text", .enabled(if: Corpus.isAvailable, Corpus.missing))
  func valuePositionsMatchRawText() throws {
    for name in Corpus.fileNames {
      let bytes = try Corpus.bytes(name)
      let lines = String(decoding: bytes, as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false)
      let catalog = try StringCatalog(jsonBytes: bytes, file: name)
      var checked = 0
      for unit in catalog.allStringUnits() {
        let position = try #require(unit.valuePosition)
        let line = lines[position.line - 1]
        let prefix = "\"value\" : "
        // Search the raw line; the column counts scalars, so measure with unicodeScalars.
        let range = try #require(line.range(of: prefix))
        let expectedColumn = line[..<range.upperBound].unicodeScalars.count + 1
        #expect(position.column == expectedColumn, "\(name) \(position)")
        let rawValue = line[range.upperBound...]
        #expect(rawValue.hasPrefix("\""))
        let offsetLine = String(
          decoding: bytes[position.offset...].prefix(while: { $0 != 0x0A }), as: UTF8.self)
        #expect(offsetLine == String(rawValue))
        checked += 1
      }
      #expect(checked > 0)
    }
  }

  @Test(
    "Substitutions and variations are modelled", .enabled(if: Corpus.isAvailable, Corpus.missing))
  func modelShape() throws {
    let substitution = try StringCatalog(
      jsonBytes: Corpus.bytes("xcstrings-tool-Substitution.xcstrings"))
    let localization = try #require(
      substitution.strings["substitutions_example.string"]?.localizations["en"])
    #expect(localization.substitutions.keys == ["remaining.strings", "total.strings"])
    let total = try #require(localization.substitutions["total.strings"])
    #expect(total.argNum == 2)
    #expect(total.formatSpecifier == "lld")
    #expect(total.variations?.plural["one"]?.stringUnit?.value == "is %arg string")

    let variations = try StringCatalog(
      jsonBytes: Corpus.bytes("xcstrings-tool-Variations.xcstrings"))
    let device = try #require(variations.strings["String.Device"]?.localizations["en"]?.variations)
    #expect(device.device.keys == ["mac", "other"])
    #expect(device.device["mac"]?.stringUnit?.value == "Click to open")

    let multiline = try StringCatalog(jsonBytes: Corpus.bytes("xcstrings-tool-Multiline.xcstrings"))
    #expect(
      multiline.strings["multiline"]?.localizations["en"]?.stringUnit?.value
        == "Options:\n- One\n- Two\n- Three")
  }

  @Test func unknownMembersArePreserved() throws {
    let text = """
      {
        "future" : [
          1,
          {
            "x" : null
          }
        ],
        "sourceLanguage" : "en",
        "strings" : {
          "k" : {
            "localizations" : {
              "fr" : {
                "stringUnit" : {
                  "note" : "kept",
                  "state" : "translated",
                  "value" : "v"
                },
                "variations" : {
                  "width" : {
                    "short" : {

                    }
                  }
                }
              }
            },
            "shouldTranslate" : false,
            "zz" : 1.0
          }
        },
        "version" : "1.1"
      }
      """
    let catalog = try StringCatalog(jsonBytes: Array(text.utf8))
    #expect(catalog.extraMembers.keys == ["future"])
    let entry = try #require(catalog.strings["k"])
    #expect(entry.shouldTranslate == false)
    #expect(entry.extraMembers["zz"]?.value == .number("1.0"))
    #expect(entry.localizations["fr"]?.stringUnit?.extraMembers.keys == ["note"])
    #expect(entry.localizations["fr"]?.variations?.extraMembers.keys == ["width"])
    #expect(String(decoding: catalog.xcodeBytes(), as: UTF8.self) == text)
  }

  @Test func newCatalogIsWrittenInXcodeOrder() {
    var catalog = StringCatalog(sourceLanguage: "en")
    catalog.strings["b"] = CatalogEntry(extractionState: "manual")
    catalog.strings["a"] = CatalogEntry(
      comment: "c",
      localizations: ["en": Localization(stringUnit: StringUnit(value: "A/é\t"))])
    let expected = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "a" : {
            "comment" : "c",
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "A/é\\t"
                }
              }
            }
          },
          "b" : {
            "extractionState" : "manual"
          }
        },
        "version" : "1.0"
      }
      """
    #expect(String(decoding: catalog.sortedForXcode().xcodeBytes(), as: UTF8.self) == expected)
    #expect(String(decoding: catalog.sortedXcodeBytes(), as: UTF8.self) == expected)
  }

  @Test func emptyCatalogUsesXcodesEmptyObject() throws {
    let text =
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}"
    let catalog = try StringCatalog(jsonBytes: Array(text.utf8))
    #expect(catalog.strings.isEmpty)
    #expect(String(decoding: catalog.xcodeBytes(), as: UTF8.self) == text)
    #expect(
      String(decoding: StringCatalog(sourceLanguage: "en").xcodeBytes(), as: UTF8.self) == text)
  }

  // The last argument is the text the error must point at; its line and column are
  // computed from the raw input so the table does not depend on the reader's output.
  @Test(arguments: [
    (
      #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"comment":5}}}"#,
      "strings.k.comment is 5; expected a string", "\"comment\""
    ),
    (
      #"{"sourceLanguage":"en","version":"1.0","strings":[]}"#,
      "strings is an array; expected an object", "\"strings\""
    ),
    (#"{"version":"1.0"}"#, "the document has no 'sourceLanguage'; it is required", "{"),
    (
      #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":{"substitutions":{"s":{"argNum":1.5}}}}}}}"#,
      "strings.k.localizations.en.substitutions.s.argNum is 1.5; expected a whole number",
      "\"argNum\""
    ),
  ])
  func schemaErrors(_ text: String, _ message: String, _ marker: String) throws {
    let before = try #require(text.range(of: marker)).lowerBound
    let lines = text[..<before].split(separator: "\n", omittingEmptySubsequences: false)
    let line = lines.count
    let column = lines.last!.unicodeScalars.count + 1
    do {
      _ = try StringCatalog(jsonBytes: Array(text.utf8), file: "x.xcstrings")
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .schema)
      #expect(error.message.contains(message), "\(error.message)")
      #expect(error.position.line == line)
      #expect(error.position.column == column)
      #expect(error.file == "x.xcstrings")
    }
  }

  /// Xcode reads a catalog with `JSONSerialization`: a repeated member's last value is the
  /// one read, and the reading notes where each repeat is for the lint to report.
  @Test func aRepeatedMemberIsReadAsItsLastAndRecorded() throws {
    let text = """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "k":{"comment":"first"},
      "k":{"comment":"second","comment":"third"}}}
      """
    let (catalog, notes) = try StringCatalog.readWithNotes(
      jsonBytes: Array(text.utf8), file: "x.xcstrings")
    #expect(catalog.strings.keys == ["k"])
    #expect(catalog.strings["k"]?.comment == "third")
    // The notes are no part of the catalog: the file without the repeats reads the same.
    let once = #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"comment":"third"}}}"#
    #expect(try StringCatalog(jsonBytes: Array(once.utf8)) == catalog)
    let repeats = notes.duplicateMembers
    #expect(repeats.map(\.key) == ["k", "comment"])
    #expect(repeats.map { $0.position?.line } == [3, 3])
    #expect(repeats.map { $0.position?.column } == [1, 25])
    #expect(repeats.map { $0.first?.line } == [2, 3])
    #expect(repeats.map(\.path.description) == ["strings", "strings.k"])
  }

  /// Objects of more than a dozen members are searched by a dictionary, not in order.
  @Test func aRepeatInALargeObjectIsFoundAndTheRestKept() throws {
    let keys = (0..<20).map { "\"k\($0)\":{}" } + ["\"k3\":{\"comment\":\"last\"}"]
    let text =
      #"{"sourceLanguage":"en","version":"1.0","strings":{"# + keys.joined(separator: ",")
      + "}}"
    let (catalog, notes) = try StringCatalog.readWithNotes(jsonBytes: Array(text.utf8))
    #expect(catalog.strings.keys == (0..<20).map { "k\($0)" })
    #expect(catalog.strings["k3"]?.comment == "last")
    #expect(notes.duplicateMembers.map(\.key) == ["k3"])
  }

  /// `"comment": null`, as some tools write, is no comment; a null key or language is none.
  @Test func nullMembersAreAbsent() throws {
    let text = """
      {"sourceLanguage":"en","version":"1.0","strings":{
      "k":{"comment":null,"extractionState":null,"localizations":{"de":null,
      "fr":{"stringUnit":{"state":null,"value":"v"},"variations":null}}},
      "gone":null}}
      """
    let catalog = try StringCatalog(jsonBytes: Array(text.utf8))
    let entry = try #require(catalog.strings["k"])
    #expect(entry.comment == nil && entry.extractionState == nil)
    #expect(entry.localizations.keys == ["fr"])
    #expect(entry.localizations["fr"]?.stringUnit?.value == "v")
    #expect(entry.localizations["fr"]?.stringUnit?.state == nil)
    #expect(catalog.strings.keys == ["k"])
  }

  @Test func missingFileIsAnIOError() {
    #expect(throws: InputError.self) {
      try StringCatalog(contentsOf: URL(fileURLWithPath: "/nonexistent/x.xcstrings"))
    }
  }
}

extension StringCatalog {
  /// Every string unit in the catalog, depth first, including variations and substitutions.
  func allStringUnits() -> [StringUnit] {
    var units: [StringUnit] = []
    func visit(_ localization: Localization) {
      if let unit = localization.stringUnit { units.append(unit) }
      if let variations = localization.variations { visit(variations) }
      for (_, substitution) in localization.substitutions {
        if let variations = substitution.variations { visit(variations) }
      }
    }
    func visit(_ variations: Variations) {
      for (_, nested) in variations.plural { visit(nested) }
      for (_, nested) in variations.device { visit(nested) }
    }
    for (_, entry) in strings {
      for (_, localization) in entry.localizations { visit(localization) }
    }
    return units
  }
}

/// A small seeded generator so the shuffle test is reproducible.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
