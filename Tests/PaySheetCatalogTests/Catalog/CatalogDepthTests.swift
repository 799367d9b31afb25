import Foundation
import PaySheetReading
import Testing

@testable import PaySheetCatalog

/// How deep a catalog may nest, and that reading one never depends on the caller's stack.
struct CatalogDepthTests {
  /// A one-key catalog whose variations nest `depth` levels: plural, then device, in turn,
  /// as Xcode nests a device's plural; beside it an unknown member of JSON arrays nested as
  /// deep as the parser takes, which a round trip keeps.
  static func catalog(variationDepth depth: Int, arrayDepth: Int = 0) -> String {
    var localization = #"{ "stringUnit" : { "state" : "translated", "value" : "x" } }"#
    for level in 0..<depth {
      let kind = level % 2 == 0 ? #""plural" : { "other" : "# : #""device" : { "iphone" : "#
      localization = #"{ "variations" : { "# + kind + localization + " } } }"
    }
    let arrays =
      String(repeating: "[", count: arrayDepth) + String(repeating: "]", count: arrayDepth)
    let extra = arrayDepth > 0 ? #", "extra" : "# + arrays : ""
    return #"{ "sourceLanguage" : "en", "strings" : { "k" : { "localizations" : { "en" : "#
      + localization + #" } } }, "version" : "1.0""# + extra + " }"
  }

  /// Reads `text` and writes it back in Xcode's layout on a thread of `stackSize` bytes,
  /// the size of a secondary thread on Apple platforms by default, so that a reader or
  /// writer that needs more crashes the test.
  static func read(_ text: String, stackSize: Int = 512 << 10) async -> Result<
    (StringCatalog, [UInt8]), InputError
  > {
    await withCheckedContinuation { continuation in
      let thread = Thread {
        continuation.resume(
          returning: Result { () throws(InputError) in
            let catalog = try StringCatalog(jsonBytes: Array(text.utf8), file: "deep.xcstrings")
            return (catalog, catalog.xcodeBytes())
          })
      }
      thread.stackSize = stackSize
      thread.start()
    }
  }

  @Test func theDeepestCatalogAllowedIsReadOnASmallStack() async throws {
    // The catalog object and the member take 2 of the JSON reader's levels.
    let text = Self.catalog(
      variationDepth: maximumVariationDepth, arrayDepth: JSONNode.defaultMaxDepth - 1)
    let (catalog, written) = try await Self.read(text).get()
    #expect(catalog.strings.keys.map { $0 } == ["k"])
    #expect(String(decoding: written, as: UTF8.self).contains(#""value" : "x""#))
    // What was written reads back as the same catalog.
    let reread = try StringCatalog(jsonBytes: written, file: "deep.xcstrings")
    #expect(reread.xcodeBytes() == written)
  }

  @Test func variationsNestedDeeperThanAllowedAreAnErrorAtTheirPlace() async throws {
    let text = Self.catalog(variationDepth: maximumVariationDepth + 1)
    let result = await Self.read(text)
    guard case .failure(let error) = result else {
      Issue.record("a catalog nesting \(maximumVariationDepth + 1) levels of variations was read")
      return
    }
    #expect(error.position.line == 1)
    #expect(error.position.column > 1)
    #expect(error.message.contains("nests variations 9 levels deep"))
    #expect(error.message.contains("at most 8"))
  }
}
