import Foundation
import PaySheetKit
import PaySheetLint

extension Gallery {
  /// The name of the index page `write(to:)` creates in the gallery folder.
  package static let pageName = "index.html"
  /// The id of the script element a page fills with what the browser measured.
  package static let measurementsID = "paysheet-measurements"

  /// The file name of one language's page, such as "ja.html".
  package static func pageName(for language: String) -> String {
    // Language tags are letters, digits and '-'; anything else could not name a file here.
    let safe = String(
      language.unicodeScalars.map { scalar in
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
          ? Character(scalar) : "-"
      })
    return safe == "index" ? "language-index.html" : safe + ".html"
  }

  /// Writes `index.html`, a page per language and the font files into `directory`, creating
  /// it if needed, and returns the index page's URL. Nothing is written outside
  /// `directory`; when writing fails, a `directory` this call created is removed again, and
  /// the error keeps the system's reason (such as "No space left on device").
  @discardableResult
  package func write(to directory: URL) throws -> URL {
    var fonts = FontFiles()
    let pages = languages.map { (Self.pageName(for: $0), page(for: $0, fonts: &fonts)) }
    let index = self.index(fonts: &fonts)
    let existed = FileManager.default.fileExists(atPath: directory.path)
    do {
      try GalleryFiles.makeDirectory(directory.path)
      try fonts.write(to: directory.appendingPathComponent("fonts"))
      for (name, html) in pages {
        try GalleryFiles.replace(
          directory.appendingPathComponent(name).path, with: Array(html.utf8))
      }
      let url = directory.appendingPathComponent(Self.pageName)
      try GalleryFiles.replace(url.path, with: Array(index.utf8))
      return url
    } catch {
      if !existed { try? FileManager.default.removeItem(at: directory) }
      if let error = error as? PreviewError { throw error }
      throw PreviewError("cannot write the gallery into \(directory.path): \(error)")
    }
  }

  /// The anchor, in its language's page, of the first line or card that shows `finding`.
  func anchor(of finding: Finding, in language: String) -> String {
    for card in cards(in: language) {
      if card.sheetFindings.contains(finding) { return card.id }
      if let row = card.rows.first(where: { $0.findings.contains(finding) }) { return row.id }
    }
    return "findings"
  }

  /// The index: every language with its counts, each linking to its first problem.
  func index(fonts: inout FontFiles) -> String {
    var body = """
      <header class="bar"><h1 id="top">PaySheetKit preview</h1>\(Self.appearanceButton)</header>
      <p class="about">\(HTML.escape(about)) One page per language: each card is a sheet as the \
      platform draws it, with every lint finding on its lines.</p>
      <table class="languages">
      <thead><tr><th>language</th><th>errors</th><th>warnings</th><th>notes</th><th>overflowing lines</th><th>first problem</th></tr></thead>
      <tbody>

      """
    for language in languages {
      let page = HTML.escape(Self.pageName(for: language))
      let findings = findings(in: language)
      let overflowing = cards(in: language).reduce(0) { $0 + $1.formatted.overflows.count }
      body += "<tr><th><a href=\"\(page)\">\(HTML.escape(language))</a></th>"
      for severity in Severity.allCases.reversed() {
        let count = findings.filter { $0.severity == severity }.count
        body += "<td class=\"\(count > 0 ? severity.rawValue : "none")\">\(count)</td>"
      }
      body +=
        "<td class=\"\(overflowing > 0 ? "error" : "none")\">\(overflowing)</td><td>"
      if let first = findings.first {
        body +=
          "<a class=\"\(first.severity.rawValue)\" href=\"\(page)#\(anchor(of: first, in: language))\">"
          + "\(HTML.escape(first.ruleID))\(first.key.map { " · " + HTML.escape($0) } ?? "")</a>"
      } else {
        body += "<span class=\"none\">none</span>"
      }
      body += "</td></tr>\n"
    }
    body += "</tbody>\n</table>\n"
    return document(
      title: "PaySheetKit preview · \(profile.name)", lang: "en", body: body, fonts: &fonts)
  }

  /// One language's page: a summary of its findings, then a card per sheet.
  func page(for language: String, fonts: inout FontFiles) -> String {
    let cards = cards(in: language)
    let findings = findings(in: language)
    let counts = Severity.allCases.reversed().map { severity in
      Self.count(findings.filter { $0.severity == severity }.count, severity.rawValue)
    }
    let overflowing = cards.reduce(0) { $0 + $1.formatted.overflows.count }
    let unverified = unverifiedWords(in: language)
    let words =
      unverified.isEmpty
      ? ""
      : "; \(unverified.count) platform \(unverified.count == 1 ? "word" : "words") no device confirmed (marked unverified): \(HTML.escape(unverified.joined(separator: ", ")))"
    var body = """
      <header class="bar"><a href="\(Self.pageName)">All languages</a>\
      <h1 id="top">\(HTML.escape(language))</h1>\(Self.appearanceButton)</header>
      <p class="about">\(HTML.escape(about)) \(cards.count) \(cards.count == 1 ? "sheet" : "sheets"), \
      \(overflowing) overflowing \(overflowing == 1 ? "line" : "lines").</p>
      <section class="summary" id="findings">
      <h2>\(counts.joined(separator: ", ")) on the lines shown\(words)</h2>

      """
    if !findings.isEmpty {
      body += "<ol class=\"findings\" lang=\"en\" dir=\"ltr\">\n"
      for finding in findings {
        body +=
          "<li class=\"finding \(finding.severity.rawValue)\"><a href=\"#\(anchor(of: finding, in: language))\">"
          + "\(HTML.escape(finding.key ?? finding.file))</a> <span class=\"rule\">\(HTML.escape(finding.ruleID))</span> "
          + "\(HTML.escape(finding.message))\(place(of: finding))</li>\n"
      }
      body += "</ol>\n"
    }
    body += "</section>\n<div class=\"cards\">\n"
    for card in cards {
      body += profile.model == .points ? self.card(card, fonts: &fonts) : gridCard(card)
    }
    body += "</div>\n"
    return document(
      title: "PaySheetKit preview · \(language) · \(profile.name)", lang: "en", body: body,
      fonts: &fonts)
  }

  private var about: String {
    func measure(_ value: Double) -> String {
      WidthFigure.text(value)
        + (profile.model == .points ? " pt" : value == 1 ? " column" : " columns")
    }
    var text =
      "Profile \(profile.name): \(measure(profile.rowWidth)) row, \(measure(profile.gap)) gap"
    if profile.model == .points {
      text +=
        ", \(WidthFigure.text(profile.fontSize)) pt text (1 CSS px = 1 pt, text size \(profile.textSize.rawValue)), "
        + "drawn with the fonts the points model shapes with."
    } else {
      text += ", drawn as a grid of columns, one cell per column, as the columns model counts them."
    }
    return text
  }

  /// The width of a column's cell in a grid card, in CSS px.
  static let cellWidth = 14

  /// A card's width in CSS px: the row with the sheet's 16 pt margins on either side.
  package var cardWidth: Double {
    (profile.model == .points ? profile.rowWidth : profile.rowWidth * Double(Self.cellWidth)) + 32
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  static let appearanceButton =
    "<button type=\"button\" id=\"appearance\" title=\"Light or dark appearance\">Appearance: auto</button>"

  /// A whole page around `body`: the error catcher first, the styles, the appearance switch
  /// and the measuring script last. Only the faces `body` draws with are declared.
  private func document(title: String, lang: String, body: String, fonts: inout FontFiles)
    -> String
  {
    let ui = profile.fontSet.face(forScript: "Latn").map {
      fonts.entry(for: $0, drawing: title + body)
    }
    var faces = ""
    for entry in fonts.entries
    where entry.family == ui?.family || body.contains("\"\(entry.family)\"") {
      faces +=
        "@font-face { font-family: \"\(entry.family)\"; src: url(\"fonts/\(HTML.escape(entry.fileName))\"); }\n"
        + ".\(entry.family) { font-family: \"\(entry.family)\"; }\n"
    }
    let uiStack = (ui.map { "\"\($0.family)\", " } ?? "") + "sans-serif"
    return """
      <!doctype html>
      <html lang="\(lang)">
      <head>
      <meta charset="utf-8">
      <meta name="color-scheme" content="light dark">
      <title>\(HTML.escape(title))</title>
      <script>
      window.paysheetErrors = [];
      addEventListener('error', function (event) {
        var target = event.target;
        paysheetErrors.push(target && target !== window
          ? 'cannot load ' + (target.src || target.href || target.tagName)
          : String(event.message));
      }, true);
      addEventListener('unhandledrejection', function (event) { paysheetErrors.push(String(event.reason)); });
      ['error', 'warn'].forEach(function (level) {
        var original = console[level];
        console[level] = function () {
          paysheetErrors.push(level + ': ' + Array.prototype.join.call(arguments, ' '));
          original.apply(console, arguments);
        };
      });
      </script>
      <style>
      \(faces)\(styles(uiStack: uiStack))
      </style>
      </head>
      <body>
      \(body)<script type="application/json" id="\(Self.measurementsID)"></script>
      <script>\(Self.script)</script>
      </body>
      </html>

      """
  }

  /// The colours of the two appearances, as CSS custom properties.
  static let lightColours = [
    ("page", "#f2f2f7"), ("sheet", "#ffffff"), ("text", "#1c1c1e"), ("secondary", "#6c6c70"),
    ("separator", "#e5e5ea"), ("placeholder", "#d1d1d6"), ("button", "#000000"),
    ("button-text", "#ffffff"), ("error", "#d70015"), ("error-fill", "#ffecec"),
    ("warning", "#935300"), ("link", "#0040dd"),
  ]
  static let darkColours = [
    ("page", "#000000"), ("sheet", "#1c1c1e"), ("text", "#ffffff"), ("secondary", "#aeaeb2"),
    ("separator", "#38383a"), ("placeholder", "#48484a"), ("button", "#ffffff"),
    ("button-text", "#000000"), ("error", "#ff6961"), ("error-fill", "#3d1214"),
    ("warning", "#ffb340"), ("link", "#409cff"),
  ]

  private func styles(uiStack: String) -> String {
    let pt = { (value: Double) in WidthFigure.decimal(value, digits: 2) }
    func colours(_ list: [(String, String)]) -> String {
      list.map { "--\($0.0): \($0.1);" }.joined(separator: " ")
    }
    let dark = colours(Self.darkColours)
    return """
      :root { color-scheme: light; \(colours(Self.lightColours)) }
      @media (prefers-color-scheme: dark) { :root:not([data-appearance="light"]) { color-scheme: dark; \(dark) } }
      :root[data-appearance="dark"] { color-scheme: dark; \(dark) }
      body { font-family: \(uiStack); margin: 24px; background: var(--page); color: var(--text); font-size: 14px; }
      a { color: var(--link); }
      .bar { display: flex; align-items: baseline; gap: 16px; margin-bottom: 4px; }
      .bar h1 { font-size: 22px; margin: 0; }
      .bar button { margin-inline-start: auto; font: inherit; color: var(--text); background: var(--sheet);
        border: 1px solid var(--separator); border-radius: 8px; padding: 4px 10px; }
      h2 { font-size: 16px; margin: 0 0 8px; }
      p.about { margin: 0 0 16px; color: var(--secondary); max-width: 70em; }
      table.languages { border-collapse: collapse; background: var(--sheet); }
      table.languages th, table.languages td { border: 1px solid var(--separator); padding: 3px 10px; text-align: start; }
      td.error, a.error { color: var(--error); font-weight: 600; } td.warning, a.warning { color: var(--warning); }
      .none { color: var(--secondary); }
      .summary { background: var(--sheet); border-radius: 12px; padding: 12px 16px; margin-bottom: 20px; max-width: 70em; }
      ol.findings, ul.findings { margin: 0; padding-inline-start: 20px; }
      .finding { margin: 2px 0; font-size: 13px; line-height: 1.35; white-space: normal; }
      .finding.error::marker, .finding.error .rule { color: var(--error); }
      .finding.warning::marker, .finding.warning .rule { color: var(--warning); }
      .finding.note::marker, .finding.note .rule { color: var(--secondary); }
      td.note { color: var(--secondary); }
      .rule { font-weight: 600; }
      .at { color: var(--secondary); white-space: nowrap; }
      .cards { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
      .card { flex: none; width: \(pt(cardWidth))px; }
      .card h3 { font-size: 13px; font-weight: 600; margin: 0 0 6px; color: var(--secondary); }
      .sheet { background: var(--sheet); border-radius: 14px; padding: 10px 16px 16px;
        box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2); font-size: \(pt(profile.fontSize))px; line-height: 1.3; }
      .card.over .sheet { box-shadow: 0 0 0 2px var(--error); }
      .sheet-top { display: flex; align-items: center; justify-content: space-between; padding-bottom: 8px; }
      .close { width: 22px; height: 22px; border-radius: 50%; background: var(--placeholder); }
      .ph { display: inline-block; height: 0.6em; border-radius: 4px; background: var(--placeholder); vertical-align: middle; }
      .field { display: flex; align-items: center; gap: 10px; min-height: 2.2em; border-top: 1px solid var(--separator); }
      .field .ph:first-child { width: 22%; } .field .ph + .ph { flex: 1; }
      .field .card-art { width: 2em; height: 1.3em; border-radius: 3px; background: linear-gradient(135deg, #5e5ce6, #30b0c7); }
      .field .digits { color: var(--secondary); letter-spacing: 1px; }
      .lines { border-top: 1px solid var(--separator); padding-top: 4px; }
      .line { padding: 5px 0; }
      .line.total, .line.confirmation { border-top: 1px solid var(--separator); margin-top: 6px; padding-top: 8px; }
      .row { display: flex; align-items: baseline; width: \(pt(profile.rowWidth))px; column-gap: \(pt(profile.gap))px; }
      .row > * { flex: none; }
      .row .amount { margin-inline-start: auto; }
      .row.stacked { flex-direction: column; align-items: flex-start; }
      .row.stacked .amount { margin-inline-start: 0; }
      .label, .amount, .detail { white-space: pre; font-kerning: normal; letter-spacing: normal;
        word-spacing: normal; font-variant-ligatures: normal; font-feature-settings: normal; font-weight: normal;
        font-style: normal; text-transform: none; }
      .detail { color: var(--secondary); }
      .unverified { color: var(--warning); font-size: 12px; }
      .unformatted { color: var(--error); font-size: 12px; }
      .source { font-size: 12px; }
      .source dd.comment { font-style: italic; }
      .second { overflow: hidden; text-overflow: ellipsis; white-space: pre; width: \(pt(profile.rowWidth))px; }
      .line.over { background: var(--error-fill); }
      .line.over .row { outline: 1px dashed var(--error); }
      .excess { color: var(--error); font-size: 12px; font-weight: 600; }
      .line .findings, .sheet-findings { font-size: 13px; margin-top: 4px; }
      .pay { margin-top: 12px; height: 46px; border-radius: 10px; background: var(--button);
        display: flex; align-items: center; justify-content: center; }
      .pay .ph { width: 64px; height: 14px; background: var(--button-text); opacity: 0.85; }
      .watch .sheet { background: #000; color: #fff; border-radius: 36px; padding: 16px; font-size: 14px; }
      .grid { display: grid; grid-template-columns: repeat(var(--columns), \(Self.cellWidth)px); grid-auto-rows: 22px; }
      .cell { display: flex; align-items: center; justify-content: center; white-space: pre; box-shadow: inset -1px 0 #333; }
      .cell.wide { grid-column: span 2; }
      .cell.beyond { background: #5c1a1a; color: #ffb3ad; }
      .grid .edge { box-shadow: inset -2px 0 #ff6961; }
      .watch .detail { color: #aeaeb2; font-size: 12px; }
      """
  }

  /// The appearance switch and the measuring script; the switch cycles auto, light, dark.
  static let script = """
    (function () {
      var modes = ['auto', 'light', 'dark'];
      var button = document.getElementById('appearance');
      button.addEventListener('click', function () {
        var next = modes[(modes.indexOf(document.documentElement.dataset.appearance || 'auto') + 1) % 3];
        if (next === 'auto') { delete document.documentElement.dataset.appearance; }
        else { document.documentElement.dataset.appearance = next; }
        button.textContent = 'Appearance: ' + next;
      });
    })();
    addEventListener('load', function () {
      var faces = [];
      document.fonts.forEach(function (face) { faces.push(face); });
      Promise.all(faces.map(function (face) {
        return face.load().catch(function (error) { paysheetErrors.push('font ' + face.family + ': ' + error); });
      })).then(function () { return document.fonts.ready; }).then(function () {
        var out = { errors: paysheetErrors, fonts: [], lines: [], boxes: [] };
        faces.forEach(function (face) { out.fonts.push({ family: face.family, status: face.status }); });
        function inside(element, card) {
          var box = element.getBoundingClientRect(), outer = card.getBoundingClientRect();
          return box.left >= outer.left - 0.5 && box.right <= outer.right + 0.5
            && box.top >= outer.top - 0.5 && box.bottom <= outer.bottom + 0.5;
        }
        document.querySelectorAll('[data-measure]').forEach(function (element) {
          var line = element.closest('.line'), sheet = element.closest('.sheet');
          out.lines.push({
            card: element.closest('.card').id, lang: sheet.lang, key: line.dataset.key,
            role: element.dataset.measure, text: element.textContent,
            width: element.getBoundingClientRect().width,
            inside: inside(element, sheet), over: line.classList.contains('over')
          });
        });
        document.querySelectorAll('.line').forEach(function (line) {
          out.boxes.push({ id: line.id, inside: inside(line, line.closest('.sheet')) });
        });
        out.background = getComputedStyle(document.body).backgroundColor;
        out.width = document.documentElement.scrollWidth;
        out.height = document.documentElement.scrollHeight;
        document.getElementById('\(measurementsID)').textContent =
          JSON.stringify(out).replace(/</g, '\\u003c');
      });
    });
    """

  /// The rows every payment sheet has around the app's lines, with placeholders in no
  /// language: the card, the shipping address and the contact.
  private static let sheetRows = """
    <div class="sheet-top" aria-hidden="true"><span class="ph" style="width: 30%"></span><span class="close"></span></div>
    <div class="field" aria-hidden="true"><span class="card-art"></span><span class="digits" dir="ltr">•••• 0000</span></div>
    <div class="field" aria-hidden="true"><span class="ph"></span><span class="ph"></span></div>
    <div class="field" aria-hidden="true"><span class="ph"></span><span class="ph"></span></div>

    """

  private func cardHeading(_ card: PreviewCard) -> String {
    let count = card.findings.count
    return
      "<section class=\"card\(card.fits ? "" : " over")\(profile.model == .columns ? " watch" : "")\" id=\"\(card.id)\">\n"
      + "<h3><a href=\"#top\">\(HTML.escape(card.sheetName))</a> · "
      + "\(HTML.escape(card.formatted.currency.code)) · \(Self.count(count, "finding"))</h3>\n"
  }

  private func findingsList(_ findings: [Finding], class name: String) -> String {
    guard !findings.isEmpty else { return "" }
    var out = "<ul class=\"\(name)\" lang=\"en\" dir=\"ltr\">"
    for finding in findings {
      out +=
        "<li class=\"finding \(finding.severity.rawValue)\"><span class=\"rule\">\(HTML.escape(finding.ruleID))</span> "
        + "\(HTML.escape(finding.message))\(place(of: finding))</li>"
    }
    return out + "</ul>"
  }

  /// Where a finding is, when it is in another file than the catalog: the line and column
  /// of the translator's XLIFF.
  private func place(of finding: Finding) -> String {
    guard finding.file != catalogName else { return "" }
    return " <span class=\"at\">\(HTML.escape(finding.location.description))</span>"
  }

  /// The platform words of the line that no device confirmed in the language.
  /// Why the line is drawn from the fallback text, for each of its keys the card's language
  /// could not fill.
  private func unformatted(_ row: PreviewRow) -> String {
    row.unformatted.sorted { $0.key < $1.key }.map { key, reason in
      "<div class=\"unformatted\">cannot be formatted (\(HTML.escape(key))): \(HTML.escape(reason)); drawn from the text the catalog falls back to</div>"
    }.joined()
  }

  /// The source text and developer comment of each key the line shows, folded.
  private func sources(_ row: PreviewRow) -> String {
    let known = row.sources.filter { $0.text != nil || $0.comment != nil }
    guard !known.isEmpty else { return "" }
    var out = "<details class=\"source\" lang=\"en\" dir=\"ltr\"><summary>source</summary><dl>"
    for source in known {
      out += "<dt>\(HTML.escape(source.key))</dt>"
      if let text = source.text { out += "<dd class=\"text\">\(HTML.escape(text))</dd>" }
      if let comment = source.comment {
        out += "<dd class=\"comment\">\(HTML.escape(comment))</dd>"
      }
    }
    return out + "</dl></details>"
  }

  private func unverified(_ line: SheetLine) -> String {
    guard !line.unverified.isEmpty else { return "" }
    let keys = HTML.escape(line.unverified.joined(separator: ", "))
    return "<div class=\"unverified\" title=\"no device confirmed these platform words: \(keys)\">"
      + "unverified: \(keys)</div>"
  }

  private func excess(_ line: SheetLine) -> String {
    guard let fit = line.fit, !fit.fits else { return "" }
    let unit = fit.unit == .points ? "pt" : "columns"
    return
      "<div class=\"excess\" title=\"needs \(WidthFigure.decimal(fit.width, digits: 2)) of \(WidthFigure.decimal(fit.limit, digits: 2)) \(unit)\">"
      + "+\(WidthFigure.text(fit.excess)) \(unit)</div>"
  }

  private func lineOpening(_ row: PreviewRow) -> String {
    let over = row.line.fit.map { !$0.fits } ?? false
    return
      "<div class=\"line \(row.line.kind.rawValue)\(over ? " over" : "")\" id=\"\(row.id)\" data-key=\"\(HTML.escape(row.line.key))\">"
  }

  /// A card of a `points` profile: the sheet drawn at the profile's row width and size.
  private func card(_ card: PreviewCard, fonts: inout FontFiles) -> String {
    let direction = card.locale.isRightToLeft ? "rtl" : "ltr"
    var out = cardHeading(card)
    out +=
      "<div class=\"sheet\" lang=\"\(HTML.escape(card.locale.identifier))\" dir=\"\(direction)\">\n"
    out += Self.sheetRows + "<div class=\"lines\">\n"
    var closed = false
    for row in card.rows {
      let line = row.line
      if line.kind == .total || line.kind == .confirmation, !closed {
        out += "</div>\n"
        closed = true
      }
      let layout = line.kind == .total ? profile.totalLayout : profile.layout
      out += lineOpening(row)
      out += "<div class=\"row\(layout == .stacked ? " stacked" : "")\">"
      if let label = row.label { out += runs(label, role: "label", fonts: &fonts) }
      if let amount = row.amount { out += runs(amount, role: "amount", fonts: &fonts) }
      out += "</div>"
      if let detail = row.detail {
        out += "<div class=\"second\">" + runs(detail, role: "detail", fonts: &fonts) + "</div>"
      }
      out +=
        unverified(line) + unformatted(row) + excess(line)
        + findingsList(row.findings, class: "findings") + sources(row) + "</div>\n"
      if line.kind == .total {
        out += "<div class=\"pay\" aria-hidden=\"true\"><span class=\"ph\"></span></div>\n"
      }
    }
    if !closed { out += "</div>\n" }
    out += "</div>\n" + findingsList(card.sheetFindings, class: "sheet-findings") + "</section>\n"
    return out
  }

  /// A text as one span per shaped run, each in the font the model shaped it with.
  private func runs(_ measurement: TextMeasurement, role: String, fonts: inout FontFiles) -> String
  {
    var out =
      "<span class=\"\(role)\" data-measure=\"\(role)\" title=\"\(WidthFigure.decimal(measurement.width, digits: 2)) pt\">"
    for run in measurement.runs {
      let family = fonts.entry(for: run.font, drawing: run.text).family
      out += "<span class=\"\(family)\">\(HTML.escape(run.text))</span>"
    }
    return out + "</span>"
  }

  /// A card of a `columns` profile: each line as a grid of the profile's columns, a cell
  /// per column as the model counts them (a wide character takes two), the columns past the
  /// row shaded.
  private func gridCard(_ card: PreviewCard) -> String {
    let direction = card.locale.isRightToLeft ? "rtl" : "ltr"
    let columns = Int(profile.rowWidth.rounded(.down))
    var out = cardHeading(card)
    out +=
      "<div class=\"sheet\" lang=\"\(HTML.escape(card.locale.identifier))\" dir=\"\(direction)\">\n"
    for row in card.rows {
      let line = row.line
      let layout = line.kind == .total ? profile.totalLayout : profile.layout
      // The rows the fit check laid the label out in, so that the grid shows what it judged.
      var gridRows = line.labelRows.map { cells($0, locale: card.locale) }
      let amount = line.amount.map { cells($0, locale: card.locale) } ?? []
      if layout == .row {
        let gap = Array(repeating: (" ", 1), count: Int(profile.gap.rounded(.up)))
        gridRows[gridRows.count - 1] += amount.isEmpty ? [] : gap + amount
      } else if !amount.isEmpty {
        gridRows.append(amount)
      }
      out += lineOpening(row)
      for cells in gridRows { out += grid(cells, columns: columns) }
      if let detail = line.detail { out += "<div class=\"detail\">\(HTML.escape(detail))</div>" }
      out +=
        unverified(line) + unformatted(row) + excess(line)
        + findingsList(row.findings, class: "findings") + sources(row) + "</div>\n"
    }
    out += "</div>\n" + findingsList(card.sheetFindings, class: "sheet-findings") + "</section>\n"
    return out
  }

  /// The text's grapheme clusters with the columns each takes, as the `columns` model
  /// counts them; a cluster of no width rides on the one before it, as it draws.
  private func cells(_ text: String, locale: SheetLocale) -> [(String, Int)] {
    var cells: [(String, Int)] = []
    let counted = (try? locale.columnCells(of: text)) ?? text.map { (String($0), 1) }
    for (cluster, width) in counted {
      if width == 0, !cells.isEmpty {
        cells[cells.count - 1].0 += cluster
      } else {
        cells.append((cluster, width))
      }
    }
    return cells
  }

  private func grid(_ cells: [(String, Int)], columns: Int) -> String {
    let used = cells.reduce(0) { $0 + $1.1 }
    var out = "<div class=\"grid\" style=\"--columns: \(max(columns, used))\">"
    var column = 0
    for (text, width) in cells {
      var classes = ["cell"]
      if width == 2 { classes.append("wide") }
      if column + width > columns { classes.append("beyond") }
      if column + width == columns { classes.append("edge") }
      out += "<span class=\"\(classes.joined(separator: " "))\">\(HTML.escape(text))</span>"
      column += width
    }
    while column < columns {
      column += 1
      out += "<span class=\"cell\(column == columns ? " edge" : "")\"></span>"
    }
    return out + "</div>"
  }
}
