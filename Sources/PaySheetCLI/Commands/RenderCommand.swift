import Foundation
import PaySheetKit

/// `paysheet render`: the lines of a sheet in one locale, as text or JSON.
struct RenderCommand: Command {
  static let name = "render"
  static let abstract = "Show a payment sheet's lines in a locale."
  static let discussion = """
    SHEET.json holds the sheet (see Examples/sheets/). The catalog defaults to the shipped
    PaymentSheet.xcstrings. A key missing in the locale's language falls back to the
    source language with a warning on standard error. JSON output:
    {"locale", "currency", "lines": [{"kind", "key", "label", "amount", "detail"}]}; a
    line with platform words no device confirmed in the language (marked needs_review in
    the catalog) names their keys in "unverified", and the text output lists them under
    the sheet. The profile's system generation decides the words the platform composes.
    With --profile, each line is measured against the profile's row (label, gap and the
    widest amount the currency can show in the locale); a label with a shorter variant
    (a '.short' key) uses the longest one that fits, and JSON lines gain "width", "limit",
    "fits", "excess" and "unit", and the sheet "fonts": the font file each script was
    shaped with (points model). Where HarfBuzz cannot be loaded, a points profile is judged
    with the columns model (one line on standard error says so, and "unit" is "columns");
    where a font file is found nowhere (see 'paysheet measure --help'), the lines are
    shown unjudged with one warning naming it. --longest-merchant and --longest-app measure the total
    line with the longest names the sheet may carry. With --fail-on-overflow (which needs
    --profile) the exit code is 1 when a line overflows, for scripts that use render as a
    check.
    """
  /// What `--format` writes.
  enum Format: String, CaseIterable, ExpressibleByArgument {
    case text, json
  }

  struct Options: ParsableArguments {
    @Argument("SHEET.json", "The sheet (see docs/sheet-format.md).")
    var path: String
    @OptionGroup var localeOption: LocaleOption
    @OptionGroup var catalog: CatalogOption
    @Option("format", "FORMAT", "Output format.")
    var format = Format.text
    @OptionGroup var profile: ProfileOption
    @OptionGroup var fonts: FontsOption
    @Option("longest-merchant", "NAME", "Longest merchant name the total line must hold.")
    var longestMerchant: LongestName?
    @Option("longest-app", "NAME", "Longest app name the total line must hold.")
    var longestApp: LongestName?
    @OptionGroup var overflow: OverflowOption

    mutating func validate() throws(ValidationError) {
      if overflow.failOnOverflow, profile.name == nil {
        throw ValidationError(
          "'\(overflow.$failOnOverflow.flag)' needs '\(profile.$name.flag) NAME' to measure lines on"
        )
      }
    }
  }

  /// A name the total line must hold, such as `--longest-merchant`'s: one line of text,
  /// as a sheet's merchant name must be.
  struct LongestName: ExpressibleByArgument {
    let name: DisplayName

    /// Refused as the option it is: the parser puts the flag before the reason.
    init(argument: String) throws(ValidationError) {
      if let reason = DisplayName.refusal(of: argument) { throw ValidationError(reason) }
      name = DisplayName(passed: argument)
    }
  }

  static func run(_ options: Options, console: Console) throws -> ExitCode {
    let path = options.path
    options.fonts.use()
    let locale = options.localeOption.locale
    let (catalog, _, catalogName) = try options.catalog.load()
    let sheet = try SheetFile.read(path)
    let failOnOverflow = options.overflow.failOnOverflow
    var budget: FitBudget?
    if let profile = try options.profile.load() {
      CommonOptions.warnIfShaperMissing([profile], console: console)
      budget = FitBudget(
        profile: profile, longestMerchantName: options.longestMerchant?.name,
        longestAppName: options.longestApp?.name)
    }
    let formatter = SheetFormatter(catalog: catalog, catalogName: catalogName, locale: locale)
    var formatted: FormattedSheet
    do {
      do {
        formatted = try formatter.format(sheet, fit: budget)
      } catch .fontNotFound(let file, let package) {
        // The text is still right without fonts; only the fit cannot be judged.
        formatted = try formatter.format(sheet)
        budget = nil
        console.printError(
          "paysheet: warning: \(PaySheetError.fontNotFound(path: file, package: package)): "
            + "the \(formatted.lines.count) lines of \(path) in \(locale.identifier) were not judged"
        )
      }
    } catch {
      throw InputError(kind: .schema, file: path, position: nil, message: error.description)
    }
    if formatted.language.match == .sourceLanguage {
      console.printError(
        "paysheet: warning: \(catalogName) has no text for \(formatted.language.requested); "
          + "showing its source language, \(formatted.language.language)")
    }
    for warning in formatted.warnings { console.printError("paysheet: warning: \(warning)") }
    for line in formatted.overflows {
      guard let fit = line.fit else { continue }
      console.printError(
        "paysheet: warning: \(path): '\(line.key)' in \(locale.identifier) overflows by \(WidthFigure.text(fit.excess)) "
          + "\(fit.unit.rawValue): width \(WidthFigure.text(fit.width)), limit \(WidthFigure.text(fit.limit))"
      )
    }
    switch options.format {
    case .json:
      console.print(
        try SheetRendering.json(formatted, fonts: (budget?.model as? PointsModel)?.fonts))
    case .text: console.print(try SheetRendering.text(formatted))
    }
    return failOnOverflow && !formatted.overflows.isEmpty ? .findings : .success
  }
}

/// Reading sheet files with errors that name the file.
package enum SheetFile {
  package static func read(_ path: String) throws(InputError) -> PaymentSheet {
    try PaymentSheet(contentsOf: URL(fileURLWithPath: path), displayPath: path)
  }
}

/// The two renderings of a formatted sheet.
enum SheetRendering {
  /// A picture of the sheet: rows of label and amount, second lines indented, the total
  /// under a rule. Amounts are aligned by column width.
  static func text(_ sheet: FormattedSheet) throws -> String {
    let width = 44
    var rows: [String] = []
    // The picture is read in a terminal, where ambiguous characters such as "•" are
    // usually drawn one column wide whatever the sheet's language.
    let columns = ColumnsModel(ambiguous: .narrow)
    func row(_ label: String, _ amount: String) throws -> String {
      // Text from the catalog and the sheet may hold controls that would drive the terminal.
      let left = TerminalText.visible(label)
      let right = TerminalText.visible(amount)
      let used = Int(
        try columns.width(of: left, locale: sheet.locale)
          + columns.width(of: right, locale: sheet.locale))
      return "│ " + left + String(repeating: " ", count: max(1, width - used)) + right + " │"
    }
    let rule = String(repeating: "─", count: width + 2)
    rows.append("┌" + rule + "┐")
    for line in sheet.lines {
      if line.kind == .total || line.kind == .confirmation { rows.append("├" + rule + "┤") }
      var right = line.amount ?? ""
      if let fit = line.fit, !fit.fits {
        right += "  ⚠ +" + WidthFigure.text(fit.excess)
      }
      rows.append(try row(line.label, right))
      if let detail = line.detail { rows.append(try row("  " + detail, "")) }
    }
    rows.append("└" + rule + "┘")
    let unverified = sheet.unverified
    if !unverified.isEmpty {
      rows.append(
        "unverified: no device confirmed these platform words in \(sheet.language.language): "
          + TerminalText.visible(unverified.joined(separator: ", ")))
    }
    return "\(sheet.locale.identifier) · \(sheet.currency.code)\n" + rows.joined(separator: "\n")
  }

  private struct JSONSheet: Encodable {
    let locale: String
    let currency: String
    let lines: [JSONLine]
    /// The font each script of the lines was shaped with, by script code; absent unless the
    /// lines were measured in points.
    let fonts: [String: String]?
  }

  private struct JSONLine: Encodable {
    let line: SheetLine

    enum CodingKeys: String, CodingKey {
      case kind, key, label, amount, detail, width, limit, fits, excess, unit, unverified
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(line.kind, forKey: .kind)
      try container.encode(line.key, forKey: .key)
      try container.encode(line.label, forKey: .label)
      try container.encode(line.amount, forKey: .amount)
      try container.encode(line.detail, forKey: .detail)
      if !line.unverified.isEmpty { try container.encode(line.unverified, forKey: .unverified) }
      if let fit = line.fit {
        try container.encode((fit.width * 100).rounded() / 100, forKey: .width)
        try container.encode(fit.limit, forKey: .limit)
        try container.encode(fit.fits, forKey: .fits)
        try container.encode((fit.excess * 100).rounded() / 100, forKey: .excess)
        try container.encode(fit.unit, forKey: .unit)
      }
    }
  }

  /// The sheet as JSON; with `fonts`, the set the points model measured its lines with,
  /// the font file of each script its labels, amounts and second lines are in.
  static func json(_ sheet: FormattedSheet, fonts: FontSet? = nil) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var used: [String: String]?
    if let fonts {
      let model = PointsModel(size: 17, fonts: fonts)
      var scripts: [String: String] = [:]
      for line in sheet.lines {
        for text in [line.label, line.amount, line.detail].compactMap({ $0 }) {
          for run in try model.measure(text, locale: sheet.locale).runs
          where scripts[run.script] == nil {
            scripts[run.script] = run.font.description
          }
        }
      }
      used = scripts
    }
    let value = JSONSheet(
      locale: sheet.locale.identifier, currency: sheet.currency.code,
      lines: sheet.lines.map(JSONLine.init), fonts: used)
    return TerminalText.escapingJSON(String(decoding: try encoder.encode(value), as: UTF8.self))
  }
}
