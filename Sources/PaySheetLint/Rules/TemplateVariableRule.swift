import PaySheetKit

/// A translation whose template variables (`{{attribute}}`, `{name}`, `%(name)s`) are not
/// the source's: a variable translated or dropped is shown raw or left empty.
public struct TemplateVariableRule: TextRule {
  public static let description = RuleDescription(
    id: "template-variable-mismatch",
    defaultSeverity: .error,
    summary:
      "A translation's template variables ({{name}}, {name}, %(name)s) are not the source's.",
    details: """
      A translation whose template variables differ from the source's: `{{attributo}}` for
      `{{attribute}}`, `{nombre}` for `{name}`, `%(montant)s` for `%(amount)s`. Templates are
      filled by name, by code that does not know the translated name, so the text shows
      "{{attributo}}" as written; a variable left out loses its value.

      Variables are names of letters, digits, `_` and `.` in double braces, in single braces,
      or in `%(…)` before a conversion letter. Only texts whose source has at least one are
      compared. A source with an ICU message (`{count, plural, one {…} other {…}}`) is passed
      over, as its inner braces hold words to translate, and so is a variable a plural form
      leaves out ("One item" for `{count} items`).
      """,
    triggeringExamples: [
      .catalog(
        key: "form.required",
        [
          ("en", RuleExample.unit("{{attribute}} is required")),
          ("it", RuleExample.unit("↓{{attributo}} è obbligatorio")),
        ]),
      .catalog(
        key: "receipt.greeting",
        [
          ("en", RuleExample.unit("Thanks, {name}!")),
          ("es", RuleExample.unit("↓¡Gracias, {nombre}!")),
        ]),
      .catalog(
        key: "refund.amount",
        [
          ("en", RuleExample.unit("Refund of %(amount)s")),
          ("fr", RuleExample.unit("↓Remboursement de %(montant)s")),
        ]),
    ],
    nonTriggeringExamples: [
      .catalog(
        key: "form.required",
        [
          ("en", RuleExample.unit("{{attribute}} is required")),
          ("it", RuleExample.unit("{{ attribute }} è obbligatorio")),
        ]),
      .catalog(
        key: "cart.count",
        [
          ("en", RuleExample.unit("{count, plural, one {item} other {items}}")),
          ("de", RuleExample.unit("{count, plural, one {Artikel} other {Artikel}}")),
        ]),
      .catalog(
        key: "cart.items",
        [
          ("en", RuleExample.plural([("one", "One item"), ("other", "{count} items")])),
          ("de", RuleExample.plural([("one", "Ein Artikel"), ("other", "{count} Artikel")])),
        ]),
    ])

  public init(configuration: LintConfiguration) {}

  package static let texts = CheckedTexts.translations

  package func check(_ text: CheckedText, context: LintContext) -> [TextProblem] {
    guard let source = text.source,
      source.value.containsByte(UInt8(ascii: "{"))
        || source.value.containsByte(UInt8(ascii: "(")),
      !text.value.isEmpty, !Self.isMessageFormat(source.value)
    else { return [] }
    let expected = Self.variables(in: source.value)
    guard !expected.isEmpty else { return [] }
    let found = Self.variables(in: text.value)
    let added = found.filter { !expected.contains($0) }
    // A plural form may leave out the count, as it may a format argument.
    let missing =
      text.unit.pluralCategory == nil ? expected.filter { !found.contains($0) } : []
    guard !added.isEmpty || !missing.isEmpty else { return [] }
    return [
      TextProblem(
        .variablesDiffer(added: added, missing: missing, source: source.value),
        quoting: added.first.map { .markingPart($0.written) } ?? .whole)
    ]
  }

  /// One template variable: its name and how the text writes it.
  struct Variable: Equatable {
    let name: String
    let written: String

    static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.name == rhs.name }
  }

  /// The template variables of `text`, in order, each once.
  static func variables(in text: String) -> [Variable] {
    let scalars = Array(text.unicodeScalars)
    var found: [Variable] = []
    func add(_ name: ArraySlice<Unicode.Scalar>, from start: Int, to end: Int) {
      let variable = Variable(
        name: String(String.UnicodeScalarView(name)),
        written: String(String.UnicodeScalarView(scalars[start..<end])))
      if !found.contains(variable) { found.append(variable) }
    }
    var index = 0
    while index < scalars.count {
      if scalars[index] == "{" {
        let double = index + 1 < scalars.count && scalars[index + 1] == "{"
        let open = double ? 2 : 1
        if let (name, end) = Self.name(in: scalars, from: index + open, closing: "}"),
          !double || (end < scalars.count && scalars[end] == "}")
        {
          let close = end + (double ? 1 : 0)
          add(name, from: index, to: close)
          index = close
          continue
        }
        index += open
      } else if scalars[index] == "%", index + 1 < scalars.count, scalars[index + 1] == "(",
        let (name, end) = Self.name(in: scalars, from: index + 2, closing: ")"),
        end < scalars.count, scalars[end].properties.isAlphabetic || scalars[end] == "@"
      {
        add(name, from: index, to: end + 1)
        index = end + 1
      } else {
        index += 1
      }
    }
    return found
  }

  /// The name that starts at `start` (spaces around it allowed), and the index after the
  /// `closing` scalar that ends it; nil when what is there is no name.
  private static func name(
    in scalars: [Unicode.Scalar], from start: Int, closing: Unicode.Scalar
  ) -> (ArraySlice<Unicode.Scalar>, Int)? {
    var index = start
    while index < scalars.count, scalars[index] == " " { index += 1 }
    let nameStart = index
    while index < scalars.count,
      scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil
        || scalars[index] == "_" || scalars[index] == "."
    {
      index += 1
    }
    let nameEnd = index
    while index < scalars.count, scalars[index] == " " { index += 1 }
    guard nameEnd > nameStart, index < scalars.count, scalars[index] == closing else {
      return nil
    }
    return (scalars[nameStart..<nameEnd], index + 1)
  }

  /// Whether the text is an ICU message with plural or select arguments.
  static func isMessageFormat(_ text: String) -> Bool {
    // Each asked of the bytes first: Foundation's search of every text with a bracket took
    // 38 of the 1,836 million instructions of a lint of DuckDuckGo's catalog.
    (text.containsBytes(of: ", plural,") && text.contains(", plural,"))
      || (text.containsBytes(of: ", select,") && text.contains(", select,"))
      || (text.containsBytes(of: ", selectordinal,") && text.contains(", selectordinal,"))
  }
}

extension Finding.Message {
  fileprivate static func variablesDiffer(
    added: [TemplateVariableRule.Variable], missing: [TemplateVariableRule.Variable],
    source: String
  ) -> Finding.Message {
    func listed(_ variables: [TemplateVariableRule.Variable]) -> String {
      variables.map { "'\($0.written)'" }.joined(separator: ", ")
    }
    var parts: [String] = []
    if !added.isEmpty {
      parts.append(
        "has \(listed(added)), which the source \(Quote.text(source)) does not have: a template is filled by the variable's name as the source spells it, so the text shows \(added.count == 1 ? "it" : "them") as written"
      )
    }
    if !missing.isEmpty {
      parts.append(
        "\(added.isEmpty ? "leaves" : "and leaves") out \(listed(missing))\(added.isEmpty ? " of the source \(Quote.text(source))" : ""), whose value is then not shown"
      )
    }
    return "\(parts.joined(separator: " "))"
  }
}
