import Foundation
import PaySheetKit

extension Gallery {
  /// The name of the page `write(to:)` creates in the gallery folder.
  public static let pageName = "index.html"
  /// The id of the script element the page fills with what the browser measured.
  public static let measurementsID = "paysheet-measurements"

  /// Writes `index.html` and the font files into `directory`, creating it if needed, and
  /// returns the page's URL. Nothing is written outside `directory`; when writing fails,
  /// a `directory` this call created is removed again, and the error keeps the system's
  /// reason (such as "No space left on device").
  @discardableResult
  public func write(to directory: URL) throws -> URL {
    var fonts = FontFiles()
    let html = page(fonts: &fonts)
    let existed = FileManager.default.fileExists(atPath: directory.path)
    do {
      try GalleryFiles.makeDirectory(directory.path)
      try fonts.write(to: directory.appendingPathComponent("fonts"))
      let url = directory.appendingPathComponent(Self.pageName)
      try GalleryFiles.replace(url.path, with: Array(html.utf8))
      return url
    } catch {
      if !existed { try? FileManager.default.removeItem(at: directory) }
      if let error = error as? PreviewError { throw error }
      throw PreviewError("cannot write the gallery into \(directory.path): \(error)")
    }
  }

  /// The page's HTML; `fonts` collects the faces it refers to.
  func page(fonts: inout FontFiles) -> String {
    let pt = { (value: Double) in HTML.decimal(value, digits: 2) }
    let uiFont = profile.fontSet.face(forScript: "Latn").map { fonts.entry(for: $0).family }
    var cardsHTML = ""
    for sheetName in sheetNames {
      cardsHTML +=
        "<section class=\"sheet-group\"><h2>\(HTML.escape(sheetName))</h2><div class=\"cards\">\n"
      for card in cards where card.sheetName == sheetName {
        cardsHTML += self.card(card, fonts: &fonts)
      }
      cardsHTML += "</div></section>\n"
    }
    let overflowing = cards.reduce(0) { $0 + $1.formatted.overflows.count }
    var out = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>PaySheetKit preview · \(HTML.escape(profile.name))</title>
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

      """
    for entry in fonts.entries {
      out +=
        "@font-face { font-family: \"\(entry.family)\"; src: url(\"fonts/\(HTML.escape(entry.fileName))\"); }\n"
      out += ".\(entry.family) { font-family: \"\(entry.family)\"; }\n"
    }
    let ui = (uiFont.map { "\"\($0)\", " } ?? "") + "sans-serif"
    out += """
      body { font-family: \(ui); margin: 24px; background: #f2f2f7; color: #1c1c1e; font-size: 14px; }
      h1 { font-size: 22px; margin: 0 0 4px; }
      h2 { font-size: 18px; margin: 24px 0 8px; }
      p.about { margin: 0 0 16px; color: #636366; }
      table.summary { border-collapse: collapse; background: #fff; margin-bottom: 8px; }
      table.summary th, table.summary td { border: 1px solid #d1d1d6; padding: 2px 8px; text-align: left; }
      a.fits { color: #248a3d; } a.over { color: #d70015; font-weight: 600; }
      .cards { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
      .card { background: #fff; border-radius: 14px; padding: 12px 16px 16px; width: \(pt(profile.rowWidth))px;
        box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15); }
      .card.over { box-shadow: 0 0 0 2px #d70015; }
      .card h3 { font-size: 13px; font-weight: 600; margin: 0 0 8px; color: #636366; }
      .sheet { font-size: \(pt(profile.fontSize))px; line-height: 1.35; }
      .line { padding: 6px 0; }
      .line + .line { border-top: 1px solid #e5e5ea; }
      .line.total, .line.confirmation { border-top: 2px solid #8e8e93; margin-top: 10px; padding-top: 10px; }
      .row { display: flex; align-items: baseline; width: \(pt(profile.rowWidth))px; column-gap: \(pt(profile.gap))px; }
      .row > * { flex: none; }
      .row .amount { margin-inline-start: auto; }
      .row.stacked { flex-direction: column; align-items: flex-start; }
      .row.stacked .amount { margin-inline-start: 0; }
      .label, .amount, .detail { white-space: pre; font-kerning: normal; letter-spacing: normal;
        word-spacing: normal; font-variant-ligatures: normal; font-feature-settings: normal; font-weight: normal;
        font-style: normal; text-transform: none; }
      .detail { color: #636366; }
      .unverified { color: #8a6d00; font-size: 12px; }
      .line.over { background: #ffecec; }
      .line.over .row { outline: 1px dashed #d70015; }
      .excess { color: #d70015; font-size: 12px; font-weight: 600; }
      </style>
      </head>
      <body>
      <h1 id="top">PaySheetKit preview</h1>
      <p class="about">Profile \(HTML.escape(profile.name)): \(HTML.number(profile.rowWidth)) pt row, \
      \(HTML.number(profile.gap)) pt gap, \(HTML.number(profile.fontSize)) pt text (1 CSS px = 1 pt), drawn with the fonts the points model shapes with. \
      \(cards.count) cards, \(overflowing) overflowing \(overflowing == 1 ? "line" : "lines").</p>

      """
    out += summary()
    out += cardsHTML
    out += """
      <script type="application/json" id="\(Self.measurementsID)"></script>
      <script>
      addEventListener('load', function () {
        var faces = [];
        document.fonts.forEach(function (face) { faces.push(face); });
        Promise.all(faces.map(function (face) {
          return face.load().catch(function (error) { paysheetErrors.push('font ' + face.family + ': ' + error); });
        })).then(function () { return document.fonts.ready; }).then(function () {
          var out = { errors: paysheetErrors, fonts: [], lines: [] };
          faces.forEach(function (face) { out.fonts.push({ family: face.family, status: face.status }); });
          document.querySelectorAll('[data-measure]').forEach(function (element) {
            out.lines.push({
              card: element.closest('.card').id, lang: element.closest('.sheet').lang,
              key: element.closest('.line').dataset.key, role: element.dataset.measure,
              text: element.textContent, width: element.getBoundingClientRect().width
            });
          });
          out.width = document.documentElement.scrollWidth;
          out.height = document.documentElement.scrollHeight;
          document.getElementById('\(Self.measurementsID)').textContent =
            JSON.stringify(out).replace(/</g, '\\u003c');
        });
      });
      </script>
      </body>
      </html>

      """
    return out
  }

  /// Languages down, sheets across; each cell links to its card.
  private func summary() -> String {
    var out = "<table class=\"summary\">\n<thead><tr><th>language</th>"
    for name in sheetNames { out += "<th>\(HTML.escape(name))</th>" }
    out += "</tr></thead>\n<tbody>\n"
    for language in languages {
      out += "<tr><th>\(HTML.escape(language))</th>"
      for name in sheetNames {
        guard let card = cards.first(where: { $0.sheetName == name && $0.language == language })
        else {
          out += "<td></td>"
          continue
        }
        if card.fits {
          out += "<td><a class=\"fits\" href=\"#\(card.id)\">fits</a></td>"
        } else {
          let count = card.formatted.overflows.count
          out +=
            "<td><a class=\"over\" href=\"#\(card.id)\" title=\"\(count) overflowing \(count == 1 ? "line" : "lines")\">"
            + "+\(HTML.decimal(card.worstExcess, digits: 1)) pt</a></td>"
        }
      }
      out += "</tr>\n"
    }
    return out + "</tbody>\n</table>\n"
  }

  private func card(_ card: PreviewCard, fonts: inout FontFiles) -> String {
    let direction = card.locale.isRightToLeft ? "rtl" : "ltr"
    var out = "<section class=\"card\(card.fits ? "" : " over")\" id=\"\(card.id)\">\n"
    out +=
      "<h3><a href=\"#top\">\(HTML.escape(card.language))</a> · \(HTML.escape(card.sheetName)) · "
      + "\(HTML.escape(card.formatted.currency.code))</h3>\n"
    out +=
      "<div class=\"sheet\" lang=\"\(HTML.escape(card.locale.identifier))\" dir=\"\(direction)\">\n"
    for row in card.rows {
      let line = row.line
      let over = line.fit.map { !$0.fits } ?? false
      let layout = line.kind == .total ? profile.totalLayout : profile.layout
      out +=
        "<div class=\"line \(line.kind.rawValue)\(over ? " over" : "")\" data-key=\"\(HTML.escape(line.key))\">"
      out += "<div class=\"row\(layout == .stacked ? " stacked" : "")\">"
      out += runs(row.label, role: "label", fonts: &fonts)
      if let amount = row.amount { out += runs(amount, role: "amount", fonts: &fonts) }
      out += "</div>"
      if let detail = row.detail {
        out += "<div>" + runs(detail, role: "detail", fonts: &fonts) + "</div>"
      }
      if !line.unverified.isEmpty {
        let keys = HTML.escape(line.unverified.joined(separator: ", "))
        out +=
          "<div class=\"unverified\" title=\"no device confirmed these platform words: \(keys)\">"
          + "unverified: \(keys)</div>"
      }
      if let fit = line.fit, !fit.fits {
        out +=
          "<div class=\"excess\" title=\"needs \(HTML.decimal(fit.width, digits: 2)) pt of \(HTML.decimal(fit.limit, digits: 2)) pt\">"
          + "+\(HTML.decimal(fit.excess, digits: 1)) pt</div>"
      }
      out += "</div>\n"
    }
    return out + "</div>\n</section>\n"
  }

  /// A text as one span per shaped run, each in the font the model shaped it with.
  private func runs(_ measurement: TextMeasurement, role: String, fonts: inout FontFiles) -> String
  {
    var out =
      "<span class=\"\(role)\" data-measure=\"\(role)\" title=\"\(HTML.decimal(measurement.width, digits: 2)) pt\">"
    for run in measurement.runs {
      out += "<span class=\"\(fonts.entry(for: run.font).family)\">\(HTML.escape(run.text))</span>"
    }
    return out + "</span>"
  }
}
