import Foundation
import PaySheetReading
import PaySheetTestCorpus
import Testing

@testable import PaySheetCatalog

/// A key's entry is read straight from the tree when it has the common shape, and through
/// the `JSONReader` otherwise: both must give the same entry, positions and member order
/// included, and anything the straight read does not take must reach the reader.
@Suite("Catalog reading, the common case")
struct CatalogReadingTests {
  /// Everything an entry holds, positions and member order included (but not the order of
  /// a dictionary's storage, which differs between two equal dictionaries).
  private static func described(_ entry: CatalogEntry) -> String {
    var text = ""
    func walk(_ value: Any, _ label: String, _ indent: String) {
      let mirror = Mirror(reflecting: value)
      if mirror.children.isEmpty {
        text += "\(indent)\(label): \(value)\n"
        return
      }
      text += "\(indent)\(label): \(mirror.subjectType)\n"
      for (index, child) in mirror.children.enumerated() where child.label != "indexByKey" {
        walk(child.value, child.label ?? "[\(index)]", indent + "  ")
      }
    }
    walk(entry, "entry", "")
    return text
  }

  private static let entries: [(String, String)] = [
    (
      "plain",
      #"{"localizations" : {"de" : {"stringUnit" : {"state" : "translated", "value" : "Wert"}}}}"#
    ),
    (
      "value first, no state",
      #"{"localizations" : {"fr" : {"stringUnit" : {"value" : "x"}}}, "comment" : "c"}"#
    ),
    (
      "every member",
      #"{"comment" : "c", "extractionState" : "manual", "shouldTranslate" : false, "localizations" : {}}"#
    ),
    (
      "variations and substitutions",
      #"{"localizations" : {"en" : {"stringUnit" : {"state" : "new", "value" : "%#@n@"}, "substitutions" : {"n" : {"argNum" : 1, "formatSpecifier" : "lld", "variations" : {"plural" : {"one" : {"stringUnit" : {"state" : "translated", "value" : "%arg item"}}, "other" : {"stringUnit" : {"state" : "translated", "value" : "%arg items"}}}}}}}, "de" : {"variations" : {"device" : {"mac" : {"variations" : {"plural" : {"other" : {"stringUnit" : {"value" : "x"}}}}}}}}}}"#
    ),
    (
      "an unknown member",
      #"{"localizations" : {"de" : {"stringUnit" : {"value" : "x", "note" : [1]}}}, "extra" : 2}"#
    ),
    (
      "null members",
      #"{"comment" : null, "localizations" : {"de" : null, "fr" : {"stringUnit" : {"state" : null, "value" : "x"}}}}"#
    ),
    (
      "a repeated member",
      #"{"localizations" : {"de" : {"stringUnit" : {"value" : "x", "value" : "y"}}}}"#
    ),
    (
      "a repeated language",
      #"{"localizations" : {"de" : {"stringUnit" : {"value" : "x"}}, "de" : {"stringUnit" : {"value" : "y"}}}}"#
    ),
    (
      "a non-canonical argNum",
      #"{"localizations" : {"en" : {"substitutions" : {"n" : {"argNum" : 1.0}}}}}"#
    ),
    ("a number for a string", #"{"localizations" : {"en" : {"stringUnit" : {"value" : 1}}}}"#),
    ("no value", #"{"localizations" : {"en" : {"stringUnit" : {"state" : "new"}}}}"#),
    ("a string for an object", #"{"localizations" : "de"}"#),
  ]

  @Test(arguments: entries.map(\.0))
  func theCommonCaseReadsAsTheReaderReads(_ name: String) throws {
    let text = try #require(Self.entries.first { $0.0 == name }?.1)
    let node = try JSONNode.parse(Array(text.utf8), file: "test.xcstrings")
    let reader = JSONReader(node, file: "test.xcstrings", duplicates: DuplicateMembers())
    let read: Result<CatalogEntry, InputError> = Result { () throws(InputError) in
      try CatalogEntry.read(reader)
    }
    let throughReader: Result<CatalogEntry, InputError> = Result { () throws(InputError) in
      try CatalogEntry(reading: reader)
    }
    switch (read, throughReader) {
    case (.success(let entry), .success(let expected)):
      #expect(Self.described(entry) == Self.described(expected))
    case (.failure(let error), .failure(let expected)):
      #expect(error == expected)
      #expect(error.description == expected.description)
    default:
      Issue.record("\(read) != \(throughReader)")
    }
  }

  @Test func thePlainReadGivesUpOnWhatItDoesNotTake() {
    for (name, text) in Self.entries
    where ["a repeated member", "a repeated language", "a non-canonical argNum", "no value"]
      .contains(name)
    {
      let node = try? JSONNode.parse(Array(text.utf8))
      #expect(node.map { try? CatalogEntry(reading: PlainValue($0)) } == .some(nil), "\(name)")
    }
  }

  /// A whole catalog, as the shipped one, reads the same either way.
  @Test func theShippedCatalogReadsAsTheReaderReads() throws {
    let bytes = try InputFile.read(
      TestCorpus.packageRoot.appendingPathComponent("Localizations/PaymentSheet.xcstrings"),
      limit: StringCatalog.maximumFileSize)
    let node = try JSONNode.parse(bytes)
    guard case .object(let top) = node.value,
      case .object(let keys) = try #require(top.first { $0.key == "strings" }).value.value
    else {
      Issue.record("not a catalog")
      return
    }
    #expect(keys.count > 50)
    for member in keys {
      let plain = try CatalogEntry(reading: PlainValue(member.value))
      let expected = try CatalogEntry(reading: JSONReader(member.value, file: nil))
      #expect(Self.described(plain) == Self.described(expected), "\(member.key)")
    }
  }
}
