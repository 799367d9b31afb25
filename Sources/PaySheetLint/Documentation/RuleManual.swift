import PaySheetKit

extension RuleExample {
  /// What `rule` reports on this example, linted alone with the example's locales.
  public func hits(of rule: any LintRule.Type, fitChecker: (any LineFitChecker)?) throws
    -> [RuleHit]
  {
    let subject: LintSubject
    var configured: [ConfiguredName] = []
    switch source {
    case .catalog:
      subject = .catalog(
        try StringCatalog(jsonBytes: Array((text ?? "").utf8), file: "example.xcstrings"))
    case .sheet:
      subject = .sheet(try PaymentSheet(jsonBytes: Array((text ?? "").utf8), file: "example.json"))
    case .merchantNames:
      configured = names.enumerated().map { index, name in
        ConfiguredName(
          name, role: .merchant,
          location: SourceLocation(
            file: LintConfiguration.defaultFileName, position: RuleExample.namePosition(index)))
      }
      subject = .names(configured)
    }
    let configuration = try LintConfiguration(locales: locales, names: configured)
    let context = LintContext(configuration: configuration, fitChecker: fitChecker)
    return rule.init(configuration: configuration).check(subject, context: context)
  }

  /// The example as a reader takes it in: a catalog as its texts, key by key and language
  /// by language, spelled as the `.xcstrings` file spells them (a line break `\n`, a
  /// backslash typed as text `\\`); a sheet as its JSON; names as a list.
  func shownLines() -> [String] {
    switch source {
    case .merchantNames:
      return ["merchant names: " + names.map { Quote.text($0) }.joined(separator: ", ")]
    case .sheet:
      return (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    case .catalog:
      guard
        let catalog = try? StringCatalog(jsonBytes: Array((text ?? "").utf8), file: "example")
      else { return [text ?? ""] }
      var lines: [String] = []
      for (key, entry) in catalog.strings {
        lines.append(
          "key " + Quote.text(key) + (entry.comment.map { ", comment " + Quote.text($0) } ?? ""))
        for language in entry.localizations.keys {
          for unit in catalog.units(key: key, language: language) {
            let place = unit.variationPath.isEmpty ? "" : " (\(unit.variationPath))"
            let state = unit.unit.state.map { $0 == "translated" ? "" : ", \($0)" } ?? ""
            lines.append("  \(language)\(place)\(state): \(XcodeJSONWriter.quoted(unit.value))")
          }
        }
      }
      for locale in locales { lines.append("locale \(locale) configured") }
      return lines
    }
  }
}

/// What `paysheet rules` prints: the list of rules, and each rule's page with what it checks
/// and its examples, each with what the rule says about it.
public enum RuleManual {
  /// One line per rule: id, default severity (or "off"), summary.
  public static func list() -> String {
    let descriptions = Linter.allRules.map { $0.description }
    let width = (descriptions.map(\.id.count).max() ?? 0) + 2
    return descriptions.map { rule in
      let severity = rule.isEnabledByDefault ? rule.defaultSeverity.rawValue : "off"
      return rule.id.padded(to: width) + severity.padded(to: 9) + rule.summary
    }.joined(separator: "\n")
  }

  /// The rule with `id`, or nil.
  public static func rule(_ id: String) -> (any LintRule.Type)? {
    Linter.allRules.first { $0.description.id == id }
  }

  /// A rule's page: summary, severity, what it checks, then the examples it reports and
  /// those it passes, each linted with `fitChecker` so that the page shows the real messages.
  public static func page(_ rule: any LintRule.Type, fitChecker: (any LineFitChecker)?) -> String {
    let description = rule.description
    let severity =
      description.isEnabledByDefault
      ? "\(description.defaultSeverity.rawValue) by default"
      : "off by default (\(description.defaultSeverity.rawValue) when turned on)"
    var lines = [
      "\(description.id): \(description.summary)", "Severity: \(severity).", "",
      description.details,
    ]
    lines += ["", "Texts in the examples are spelled as in the .xcstrings file (JSON)."]
    for (title, examples) in [
      ("Reported", description.triggeringExamples),
      ("Not reported", description.nonTriggeringExamples),
    ] {
      lines += ["", "\(title):"]
      for (number, example) in examples.enumerated() {
        lines.append("")
        let shown = example.shownLines()
        for (index, line) in shown.enumerated() {
          lines.append((index == 0 ? "  \(number + 1). " : "     ") + line)
        }
        let messages = (try? example.hits(of: rule, fitChecker: fitChecker)) ?? []
        for hit in messages { lines.append("     → " + hit.message) }
      }
    }
    return lines.joined(separator: "\n")
  }
}

extension String {
  fileprivate func padded(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
