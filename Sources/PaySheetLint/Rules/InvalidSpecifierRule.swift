import PaySheetKit

/// A format specifier that is malformed, unsupported or inconsistent within its text.
public struct InvalidSpecifierRule: TextRule {
  public static let description = RuleDescription(
    id: "invalid-specifier",
    defaultSeverity: .error,
    summary: "A format specifier is invalid, unsupported, or used inconsistently.",
    details: """
      A format specifier that is malformed, unsupported in String Catalogs, or inconsistent
      within its own text (one argument used with two types, a skipped argument).

      Checked in every language, the source included, with the parser the formatter uses, so
      that anything reported here is something that would fail at run time. A lone `%` at the
      end of a text without arguments is literal text ("Test %"), and a substitution's
      variation text may use a later argument without the earlier ones the main text uses.
      Texts of a key whose source takes no arguments are prose ("100%", "70% dla"), and a
      defect the source has too is reported on the source only, as a warning.
      """,
    triggeringExamples: [
      .catalog([("en", RuleExample.unit("↓Test %c"))]),
      .catalog([("en", RuleExample.unit("↓%2$@, %3$@"))]),
      .catalog([("en", RuleExample.unit("↓%1$lld or %1$@"))]),
      .catalog([("en", RuleExample.unit("Tip %@")), ("de", RuleExample.unit("↓Trinkgeld %1$"))]),
      .catalog([("en", RuleExample.unit("↓%#@items@"))]),
      .catalog(
        key: "summary.minimum",
        [
          ("en", RuleExample.unit("↓%@% (%@ minimum)")),
          ("de", RuleExample.unit("%@% (%@ Minimum)")),
        ]),
    ],
    nonTriggeringExamples: [
      .catalog([
        ("en", RuleExample.unit("%1$@ (via %2$@)")), ("de", RuleExample.unit("%1$@ (über %2$@)")),
      ]),
      .catalog([("en", RuleExample.unit("100%% natural"))]),
      .catalog([("en", RuleExample.unit("Test %"))]),
      .catalog([("en", RuleExample.plural([("one", "%lld Item"), ("other", "%lld Items")]))]),
      .catalog([("en", RuleExample.unit("100% natural")), ("pl", RuleExample.unit("70% dla"))]),
      .catalog([("en", RuleExample.unit("Open %1$s")), ("de", RuleExample.unit("%1$s öffnen"))]),
    ])

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.everyLanguage

  package func checks(_ key: LintedKey, in catalog: LintedCatalog, context: LintContext) -> Bool {
    key.takesArguments
  }

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    let error: FormatStringError
    do {
      _ = try text.unit.argumentSlots()
      return []
    } catch let caught {
      error = caught
    }
    // A placeholder the source has too is the source's defect, reported once, on the
    // source. A `%s` the source itself uses is the app's own token (its code passes a
    // C string or replaces it), which a translation follows.
    if text.isSource {
      if error.kind == .unsupportedSpecifier,
        let conversion = error.specifier?.last, conversion == "s" || conversion == "S"
      {
        return []
      }
    } else if let source = text.source, Self.sameDefect(error, in: source) {
      return []
    }
    return [TextProblem(.badPlaceholder(error))]
  }

  /// Whether the source text fails with the same kind of error on the same specifier.
  static func sameDefect(_ error: FormatStringError, in source: CatalogUnit) -> Bool {
    do {
      _ = try source.argumentSlots()
      return false
    } catch let sourceError {
      return sourceError.kind == error.kind
        && (error.specifier == nil || source.value.contains(error.specifier ?? ""))
    }
  }
}

extension Finding.Message {
  fileprivate static func badPlaceholder(_ error: FormatStringError) -> Finding.Message {
    "has a bad placeholder: \(error.message)"
  }
}
