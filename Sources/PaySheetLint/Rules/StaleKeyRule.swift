import PaySheetKit

/// How many keys of a catalog Xcode marked `stale`: checked for what they show, not for
/// missing translations.
public struct StaleKeyRule: CatalogRule {
  public static let description = RuleDescription(
    id: "stale-key",
    defaultSeverity: .note,
    summary: "The catalog has keys Xcode marked stale; they are not asked for translations.",
    details: """
      One note per catalog that counts the keys Xcode marked `stale` (its last build found no
      literal naming them), at the first of them.

      Apps that build keys at run time (`"status.\\(state)"`, a server's codes) still show
      such keys, and Xcode keeps them until someone deletes them. So every rule that judges
      what a text shows (placeholders, escapes, scripts, plural forms, fit) checks a stale key
      like any other; only the rules that ask for work on it, `missing-translation` and
      `awaiting-review`, pass it over, and this note says how many keys they passed over, so
      that a report is never quieter than the catalog.

      A note, enabled by default and a note even under `--strict`: nothing in the catalog is
      wrong, but a reader of the report must know that part of it was not asked for
      translations. Turn it off with `"stale-key": "off"` in `.paysheet.json`; delete keys
      the app no longer uses in Xcode ("Remove Stale Strings" or per key).
      """,
    triggeringExamples: [
      .catalog(
        keys: [
          ("summary.tip", nil, [("en", RuleExample.unit("Tip"))]),
          ("↓status.pending", nil, [("en", RuleExample.unit("Pending"))]),
          (
            "status.failed", nil,
            [("en", RuleExample.unit("Failed")), ("de", RuleExample.unit("Fehlgeschlagen"))]
          ),
        ], stale: ["↓status.pending", "status.failed"])
    ],
    nonTriggeringExamples: [
      .catalog([("en", RuleExample.unit("Tip")), ("de", RuleExample.unit("Trinkgeld"))]),
      .catalog(
        keys: [("summary.tip", nil, [("en", RuleExample.unit("Tip"))])],
        stale: [], extractionState: "manual"),
    ])

  public init(configuration: LintConfiguration) {}

  package func check(_ catalog: LintedCatalog, context: LintContext) -> [RuleHit] {
    let stale = catalog.keys.filter(\.isStale)
    guard let first = stale.first else { return [] }
    return [RuleHit(at: first.entry.keyPosition, key: first.key, .staleKeys(stale.count))]
  }
}

extension Finding.Message {
  fileprivate static func staleKeys(_ count: Int) -> Finding.Message {
    let keys = count == 1 ? "1 key is" : "\(count) keys are"
    return
      "\(keys) marked stale (no longer named in the code): checked for what they show, not for missing translations or reviews"
  }
}

extension RuleExample {
  /// A catalog with several keys, those in `stale` marked `stale` by Xcode and the others
  /// `extractionState` when one is given.
  package static func catalog(
    keys: [(String, String?, [(String, String)])], stale: Set<String>,
    extractionState: String? = nil, locales: [String] = [], line: UInt = #line
  ) -> RuleExample {
    var example = catalog(keys: keys, locales: locales, line: line)
    guard case .catalog(var text) = example.source else { return example }
    for (key, _, _) in keys {
      guard let state = stale.contains(key) ? "stale" : extractionState else { continue }
      let opening = "\(XcodeJSONWriter.quoted(key)) : {\n"
      text = text.replacingAll(opening, with: opening + "\"extractionState\" : \"\(state)\",\n")
    }
    example.source = .catalog(text)
    return example
  }
}
