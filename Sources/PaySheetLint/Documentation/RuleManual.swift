import PaySheetKit

extension RuleExample {
  /// What `rule` reports on this example, linted as `paysheet lint` lints: by a session with
  /// that rule alone on, the example's locales configured and its names declared.
  package func findings(of rule: any LintRule.Type, fitChecker: (any LineFitChecker)?) throws
    -> [Finding]
  {
    var inputs = LintInputs()
    var configured: [ConfiguredName] = []
    switch source {
    case .catalog:
      let read = try StringCatalog.readWithNotes(
        jsonBytes: Array((text ?? "").utf8), file: Self.catalogFile)
      inputs.catalogs.append((Self.catalogFile, read.catalog, read.notes))
    case .sheet:
      inputs.sheets.append(
        (
          Self.sheetFile,
          try PaymentSheet(jsonBytes: Array((text ?? "").utf8), file: Self.sheetFile)
        ))
    case .xliff:
      inputs.catalogs += try Self.xliffCatalogs(text ?? "").map {
        (Self.xliffFile, $0.catalog, $0.notes)
      }
    case .merchantNames:
      configured = configuredNames
    }
    var settings: [String: RuleSetting] = [:]
    for other in RuleRegistry.all { settings[other.description.id] = .off }
    settings[rule.description.id] = .on
    let configuration = try LintConfiguration(
      rules: settings, locales: locales, names: configured)
    let session = try LintSession(configuration: configuration, fitChecker: fitChecker)
    return session.lint(inputs).findings
  }

  /// The example's merchant names as the configuration declares them, each at the place
  /// `namePosition` gives it in the configuration file.
  package var configuredNames: [ConfiguredName] {
    names.enumerated().map { index, name in
      ConfiguredName(
        name, role: .merchant,
        location: FilePlace(
          file: LintConfiguration.defaultFileName, position: Self.namePosition(index)))
    }
  }

  /// The file names findings on examples name.
  package static let catalogFile = "example.xcstrings"
  package static let sheetFile = "example.json"
  package static let xliffFile = "example.xliff"

  /// The catalogs an XLIFF example's `<file>`s stand for, read as `paysheet lint` reads an
  /// `.xliff`: the document with its places, each `<file>` the catalog it stands for.
  package static func xliffCatalogs(_ text: String) throws(InputError)
    -> [(catalog: StringCatalog, notes: ReadingNotes)]
  {
    try XLIFFDocument(bytes: Array(text.utf8), file: xliffFile).files.map {
      StringCatalog.linting($0)
    }
  }

  /// The example as a reader takes it in: a catalog as its texts, key by key and language
  /// by language, spelled as the `.xcstrings` file spells them (a line break `\n`, a
  /// backslash typed as text `\\`); a sheet as its JSON; names as a list.
  func shownLines() -> [String] {
    switch source {
    case .merchantNames:
      return ["merchant names: " + names.map { Quote.text($0) }.joined(separator: ", ")]
    case .sheet, .xliff:
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
            let place = unit.placeLabel
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
    let descriptions = RuleRegistry.all.map { $0.description }
    let width = (descriptions.map(\.id.count).max() ?? 0) + 2
    return descriptions.map { rule in
      let severity = rule.isEnabledByDefault ? rule.defaultSeverity.rawValue : "off"
      return rule.id.padded(to: width) + severity.padded(to: 9) + rule.summary
    }.joined(separator: "\n")
  }

  /// The rule with `id`, or nil.
  public static func rule(_ id: String) -> (any LintRule.Type)? {
    RuleRegistry.all.first { $0.description.id == id }
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
    let xliff = (description.triggeringExamples + description.nonTriggeringExamples).contains {
      if case .xliff = $0.source { return true }
      return false
    }
    lines += [
      "",
      xliff
        ? "The examples are XLIFF files as a translator returns them; texts are spelled as in the file."
        : "Texts in the examples are spelled as in the .xcstrings file (JSON).",
    ]
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
        let found = (try? example.findings(of: rule, fitChecker: fitChecker)) ?? []
        for finding in found { lines.append("     → " + finding.message) }
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
