import PaySheetKit

/// A key, language or other member that a catalog's file has twice in one object.
public struct DuplicateKeyRule: CatalogRule {
  public static let description = RuleDescription(
    id: "duplicate-key",
    defaultSeverity: .error,
    summary: "The file has a key or member twice; Xcode keeps the last and drops the first.",
    details: """
      A member that appears twice in one object of the `.xcstrings` file: most often a key
      written twice by a merge, sometimes a language twice within a key.

      Xcode reads the file with Foundation's `JSONSerialization`, which keeps the last one and
      drops the first without a word, so whatever the first one says is lost. The lint reads
      the file the same way, reports the second one where it is, with where the first is, and
      lints the rest of the catalog. Keep the one you mean and delete the other.
      """,
    triggeringExamples: [
      .catalog(keys: [
        ("Done", nil, [("en", RuleExample.unit("Done")), ("de", RuleExample.unit("Fertig"))]),
        ("↓Done", nil, [("en", RuleExample.unit("Done")), ("de", RuleExample.unit("Erledigt"))]),
      ])
    ],
    nonTriggeringExamples: [
      .catalog(keys: [
        ("Done", nil, [("en", RuleExample.unit("Done")), ("de", RuleExample.unit("Fertig"))]),
        ("Done.", nil, [("en", RuleExample.unit("Done.")), ("de", RuleExample.unit("Fertig."))]),
      ])
    ])

  public init(configuration: LintConfiguration) {}

  package func check(_ catalog: LintedCatalog, context: LintContext) -> [RuleHit] {
    catalog.notes.duplicateMembers.map { member in
      let steps = member.path.steps + [.member(member.key)]
      // strings.KEY.localizations.LANGUAGE…: the key and language it is in, where it is in one.
      let key = Self.member(at: 1, of: steps, after: "strings")
      let language = Self.member(at: 3, of: steps, after: "localizations")
      let first = member.first.map { " (the first is at \($0.line):\($0.column))" } ?? ""
      if member.isTransUnit {
        return RuleHit(
          at: member.position, key: key, language: language, .transUnitTwice(first: first))
      }
      let place = steps.count <= 2 ? "the catalog" : member.path.description
      return RuleHit(
        at: member.position, key: key, language: language,
        .twice(member.key, in: place, first: first))
    }
  }

  /// The member name at `index` of `steps` when the step before it is `parent`.
  private static func member(at index: Int, of steps: [FieldPath.Step], after parent: String)
    -> String?
  {
    guard index < steps.count, case .member(let before) = steps[index - 1], before == parent,
      case .member(let name) = steps[index]
    else { return nil }
    return name
  }
}

extension Finding.Message {
  fileprivate static func transUnitTwice(first: String) -> Finding.Message {
    "the file has this trans-unit twice\(first); an import keeps this one and drops the first: keep one of them"
  }

  fileprivate static func twice(_ member: String, in place: String, first: String)
    -> Finding.Message
  {
    "'\(TerminalText.visible(member))' appears twice in \(place)\(first); Xcode keeps this one and drops the first"
  }
}
