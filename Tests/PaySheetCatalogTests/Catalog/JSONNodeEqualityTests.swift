import PaySheetReading
import Testing

@testable import PaySheetCatalog

/// Positions say where a value sat in its file; two trees of the same JSON are equal.
struct JSONNodeEqualityTests {
  /// A member the model does not know, kept as raw JSON, at another indentation after a
  /// round trip (found by the catalog fuzz target).
  static let unknownMember = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "multiline" : {
          "commeocalizations" : {
          "  en" : {
              "stringUnit" : { "state" : "tr.nslated", "value" : "Options" }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test func aCatalogWithAnUnknownMemberEqualsItsWrittenCopy() throws {
    let catalog = try StringCatalog(jsonBytes: Array(Self.unknownMember.utf8))
    let written = catalog.xcodeBytes()
    #expect(written != Array(Self.unknownMember.utf8))
    #expect(try StringCatalog(jsonBytes: written) == catalog)
  }

  @Test func nodesAtOtherPlacesAreEqualAndKeepTheirPositions() throws {
    let first = try JSONNode.parse(Array(#"{"a": [1, "x"]}"#.utf8))
    let second = try JSONNode.parse(Array("{\n  \"a\" : [\n 1,\n \"x\"\n ]\n}".utf8))
    #expect(first == second)
    #expect(first.position != nil)
    #expect(try JSONNode.parse(Array(#"{"a": [2, "x"]}"#.utf8)) != first)
  }
}
