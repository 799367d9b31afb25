import PaySheetKit

/// A format specifier that is malformed, unsupported in String Catalogs, or inconsistent
/// within its own text (one argument used with two types, a skipped argument).
///
/// Checked in every language, the source included, with the parser the formatter uses, so
/// that anything reported here is something that would fail at run time. A lone `%` at the
/// end of a text without arguments is literal text ("Test %"), and a substitution's
/// variation text may use a later argument without the earlier ones the main text uses.
public struct InvalidSpecifierRule: LintRule {
  public static let id = "invalid-specifier"
  public static let defaultSeverity = Severity.error
  public static let summary = "A format specifier is invalid, unsupported, or used inconsistently."

  public static let triggeringExamples: [RuleExample] = [
    .catalog([("en", RuleExample.unit("Test %c"))]),
    .catalog([("en", RuleExample.unit("%2$@, %3$@"))]),
    .catalog([("en", RuleExample.unit("%1$lld or %1$@"))]),
    .catalog([("en", RuleExample.unit("Tip %@")), ("de", RuleExample.unit("Trinkgeld %1$"))]),
    .catalog([("en", RuleExample.unit("%#@items@"))]),
  ]

  public static let nonTriggeringExamples: [RuleExample] = [
    .catalog([
      ("en", RuleExample.unit("%1$@ (via %2$@)")), ("de", RuleExample.unit("%1$@ (über %2$@)")),
    ]),
    .catalog([("en", RuleExample.unit("100%% natural"))]),
    .catalog([("en", RuleExample.unit("Test %"))]),
    .catalog([("en", RuleExample.plural([("one", "%lld Item"), ("other", "%lld Items")]))]),
  ]

  public init() {}

  public func check(_ subject: LintSubject, context: LintContext) -> [RuleHit] {
    guard case .catalog(let catalog) = subject else { return [] }
    var hits: [RuleHit] = []
    for (key, entry) in catalog.strings {
      for language in entry.localizations.keys {
        for unit in catalog.units(key: key, language: language) {
          do {
            _ = try unit.argumentSlots()
          } catch {
            let place = unit.variationPath.isEmpty ? "" : " (\(unit.variationPath))"
            hits.append(
              RuleHit(
                at: unit.position, key: key, language: language,
                "the \(language) text\(place) \(Quote.text(unit.value)) has a bad placeholder: \(error.message)"
              ))
          }
        }
      }
    }
    return hits
  }
}
