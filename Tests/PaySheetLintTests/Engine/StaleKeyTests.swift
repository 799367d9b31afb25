import PaySheetKit
import Testing

@testable import PaySheetLint

/// Keys Xcode marked `stale` are checked for what their texts show, not for translations.
struct StaleKeyTests {
  /// A catalog with one current key, translated into German, and one key in
  /// `extractionState` whose German text is `german` (nil: no German text).
  static func catalog(stale state: String, german: String?) -> String {
    let de = german.map {
      "\"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0)\" } },\n"
    }
    return """
      { "sourceLanguage" : "en", "strings" : {
        "summary.tip" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Tip" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Trinkgeld" } } } },
        "status.fee" : { "extractionState" : "\(state)", "localizations" : {
          \(de ?? "")"en" : { "stringUnit" : { "state" : "translated", "value" : "Fee: %@" } } } }
        }, "version" : "1.0" }
      """
  }

  static func findings(_ text: String) throws -> [Finding] {
    let catalog = try StringCatalog(jsonBytes: Array(text.utf8))
    return try LintSession(configuration: LintConfiguration(), profiles: [])
      .lint(LintInputs(catalogs: [("a.xcstrings", catalog)])).findings
  }

  /// What each text shows is checked on a stale key as on a current one; only a missing
  /// translation and the count differ.
  @Test(
    arguments: [
      // A lost placeholder shows wrongly whether or not the code names the key.
      (
        "Gebühr", ["format-specifier-mismatch"], ["format-specifier-mismatch", "stale-key"]
      ),
      ("Gebühr: %@ ", ["whitespace"], ["stale-key", "whitespace"]),
      // No German text: missing on a current key, not asked of a stale one.
      (nil, ["missing-translation"], ["stale-key"]),
    ] as [(String?, [String], [String])])
  func staleKeysAreCheckedForWhatTheyShow(german: String?, current: [String], stale: [String])
    throws
  {
    let asCurrent = try Self.findings(Self.catalog(stale: "manual", german: german))
    let asStale = try Self.findings(Self.catalog(stale: "stale", german: german))
    #expect(asCurrent.map(\.ruleID).sorted() == current)
    #expect(asStale.map(\.ruleID).sorted() == stale)
  }

  @Test func oneNotePerCatalogCountsTheStaleKeys() throws {
    let found = try Self.findings(Self.catalog(stale: "stale", german: "Gebühr: %@"))
    let note = try #require(found.first { $0.ruleID == "stale-key" })
    #expect(found.count == 1)
    #expect(note.severity == .note)
    #expect(note.key == "status.fee")
    #expect(note.location.line == 5)
    #expect(note.message.hasPrefix("1 key is marked stale"))
  }
}
