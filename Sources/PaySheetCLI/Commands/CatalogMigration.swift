import Foundation
import PaySheetKit
import PaySheetLint

/// `paysheet catalog import` of `.strings` and `.stringsdict` tables: Xcode's migration of a
/// table into a String Catalog, after the lint of what it brings.
enum CatalogMigration {
  static func run(
    _ input: String, into path: String, force: Bool, configuration: LintConfiguration,
    console: Console
  ) throws -> ExitCode {
    let files = LocalizedTables.files(of: input)
    guard !files.isEmpty else {
      throw ValidationError(
        "'\(input)' holds no .strings or .stringsdict file in a LANG.lproj folder, nor is an XLIFF or .xcloc"
      )
    }
    let read = LocalizedTables.catalogs(
      files, developmentLanguage: configuration.developmentLanguage)
    if let problem = read.unreadable.first { throw problem }
    let name = LocalizedTables.tableName(path)
    let named = read.catalogs.filter { LocalizedTables.tableName($0.path) == name }
    let tables = read.catalogs.map { LocalizedTables.tableName($0.path) }.sorted()
    guard
      let table = named.count == 1
        ? named.first : read.catalogs.count == 1 ? read.catalogs.first : nil
    else {
      throw ValidationError(
        "'\(input)' has the tables \(tables.joined(separator: ", ")); a catalog is migrated from one, the table it is named after: name it \(tables.map { $0 + ".xcstrings" }.joined(separator: " or "))"
      )
    }
    var migrated = table.catalog
    let check = try ImportCheck.findings(
      on: migrated, notes: table.notes, file: table.path, configuration: configuration
    ) { finding in
      // A key a language lacks is no text brought in.
      finding.ruleID != MissingTranslationRule.description.id
        && finding.language != migrated.sourceLanguage
    }
    let refused = check.report(console, force: force)
    if !force {
      for finding in check.errors {
        guard let key = finding.key, let language = finding.language else { continue }
        migrated.strings[key]?.localizations[language] = nil
      }
    }

    let shown = LintCommand.displayPath(path)
    var catalog = migrated
    var original: [UInt8]?
    var changed = migrated.strings.values.reduce(0) { $0 + $1.localizations.count }
    if FileManager.default.fileExists(atPath: path) {
      let bytes = try InputFile.read(
        URL(fileURLWithPath: path), displayPath: path, limit: StringCatalog.maximumFileSize)
      catalog = try StringCatalog(jsonBytes: bytes, file: path)
      original = bytes
      changed = 0
      for (key, entry) in migrated.strings.pairs {
        guard var existing = catalog.strings[key] else {
          catalog.strings[key] = entry
          changed += entry.localizations.count
          continue
        }
        for (language, localization) in entry.localizations.pairs
        where existing.localizations[language] != localization {
          existing.localizations[language] = localization
          changed += 1
        }
        catalog.strings[key] = existing
      }
      guard changed > 0 else {
        console.print(
          "\(shown) unchanged: "
            + ImportCheck.unchangedNote(
              refused, alreadyThere: "every text of the table is already in it"))
        return refused > 0 ? .findings : .success
      }
    }
    let bytes = catalog.sortedXcodeBytes()
    if let original { try CatalogFmtCommand.checkSize(of: bytes, from: original, path: path) }
    try FileRewrite(force: force).replace(path, with: bytes, readAs: original)
    let languages = Set(migrated.strings.values.flatMap(\.languages)).count
    console.print(
      "migrated \(changed) text\(changed == 1 ? "" : "s") of \(migrated.strings.count) keys in \(languages) languages from \(LintCommand.displayPath(table.path)) (table \(name)) into \(shown)"
        + ImportCheck.refusedNote(refused))
    return refused > 0 ? .findings : .success
  }
}

/// The lint of what an import brings, before anything is written.
enum ImportCheck {
  /// The settings the lint of an import uses: `.paysheet.json` of the current folder, and
  /// `--development-language`.
  static func configuration(developmentLanguage: String?) throws -> LintConfiguration {
    var configuration: LintConfiguration
    do {
      configuration = try CommonOptions.currentConfiguration()
    } catch let error as InvalidConfigurationValue {
      throw ValidationError(error.expected)
    }
    if let language = developmentLanguage {
      configuration.developmentLanguage = language
    }
    return configuration
  }

  /// The findings on the texts an import brings: the errors refuse their key, the warnings
  /// are listed.
  struct Findings {
    var errors: [Finding]
    var warnings: [Finding]

    /// Prints each finding; returns how many keys are refused (none with `force`).
    func report(_ console: Console, force: Bool) -> Int {
      for finding in errors {
        let shown = finding.inFile(LintCommand.displayPath(finding.file))
        console.printError(
          "\(shown.location): error: \(ImportCheck.unit(shown))\(shown.message) [\(shown.ruleID)]; "
            + (force ? "imported all the same (--force)" : "not imported"))
      }
      for finding in warnings {
        let shown = finding.inFile(LintCommand.displayPath(finding.file))
        console.printError(
          "\(shown.location): warning: \(ImportCheck.unit(shown))\(shown.message) [\(shown.ruleID)]; imported"
        )
      }
      guard !force else { return 0 }
      return Set(errors.compactMap { finding in finding.key.map { [$0, finding.language ?? ""] } })
        .count
    }
  }

  /// A fit check that measures no line: an import refuses what is wrong in a text itself,
  /// while whether a line fits depends on the device and the amounts, which `paysheet lint`
  /// judges with the project's profiles and sheets.
  private struct TextsAlone: LineFitChecker {
    var defaultProfiles: [String] { [] }

    func fits(catalog: StringCatalog, language: String, profile: String) -> [String:
      MeasuredLine]
    { [:] }
  }

  /// "key 'K': ", naming the text a finding refuses.
  fileprivate static func unit(_ finding: Finding) -> String {
    finding.key.map { "key '\(Quote.value($0))': " } ?? ""
  }

  /// The findings of `catalog`, read with `notes`, that `brought` keeps, split by severity.
  static func findings(
    on catalog: StringCatalog, notes: ReadingNotes, file: String,
    configuration: LintConfiguration, brought: (Finding) -> Bool
  ) throws -> Findings {
    let session = try LintSession(configuration: configuration, fitChecker: TextsAlone())
    var inputs = LintInputs()
    inputs.catalogs = [(file, catalog, notes)]
    let findings = session.lint(inputs).findings
      .filter { $0.key != nil && $0.language != nil && brought($0) }
    return Findings(
      errors: findings.filter { $0.severity == .error },
      warnings: findings.filter { $0.severity == .warning })
  }

  /// The lint of the texts `file` changes in `catalog`, at their places in the XLIFF, and
  /// the file without the units of the keys an error refuses.
  static func xliff(
    _ file: XLIFFFile, from xliffPath: String, into catalog: StringCatalog, catalogPath: String,
    configuration: LintConfiguration
  ) throws -> (findings: Findings, accepted: XLIFFFile) {
    let changed = Set(catalog.merging(file).changed.map(\.key))
    guard !changed.isEmpty, let language = file.targetLanguage else {
      return (Findings(errors: [], warnings: []), file)
    }
    let overlay = catalog.overlaying(file, from: xliffPath)
    let found = try findings(
      on: overlay.catalog, notes: overlay.notes, file: catalogPath, configuration: configuration
    ) {
      $0.file == xliffPath && $0.language == language && changed.contains($0.key ?? "")
    }
    let refused = Set(found.errors.compactMap(\.key))
    var accepted = file
    accepted.units.removeAll { refused.contains(CatalogPlace(unit: $0, language: language).key) }
    return (found, accepted)
  }

  /// What the summary line adds for keys refused.
  /// Why an import changed nothing: every text was already there, or those that were not had
  /// errors (said so, since "already in it" would hide the refused ones).
  static func unchangedNote(_ refused: Int, alreadyThere: String) -> String {
    refused == 0
      ? alreadyThere
      : "\(refused) text\(refused == 1 ? "" : "s") with errors not imported (--force imports them), and no other text to import"
  }

  static func refusedNote(_ refused: Int) -> String {
    refused == 0
      ? ""
      : "; \(refused) text\(refused == 1 ? "" : "s") with errors not imported (--force imports them)"
  }
}
