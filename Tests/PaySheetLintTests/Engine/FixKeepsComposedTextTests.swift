import Foundation
import PaySheetKit
import PaySheetTestCorpus
import Testing

@testable import PaySheetLint

/// The catalogs `--fix` is tried on.
enum FixCorpus {
  static let excerpts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../Corpus/Real").standardizedFileURL

  /// Every catalog of the corpus (`TestCorpus`) and of the excerpts, as a path.
  static let catalogs: [String] =
    (TestCorpus.isAvailable ? TestCorpus.catalogs(in: TestCorpus.folder) : [])
    + TestCorpus.catalogs(in: excerpts)

  static var isAvailable: Bool { TestCorpus.isAvailable }
}

/// `--fix` on every real catalog of the corpus (`TestCorpus`) and in `Corpus/Real`: what a reader sees in any composed text (substitutions
/// put in, for each plural form and device) is the same after the fixes but for spacing at
/// its ends, doubled spaces and the space French sets before `:` `;` `!` `?`, it changes only in a key and language a fix names, and a
/// second lint reports nothing the first did not.
@Suite(
  .enabled(
    if: FixCorpus.isAvailable, TestCorpus.missing))
struct FixKeepsComposedTextTests {
  @Test(arguments: FixCorpus.catalogs)
  func fixesChangeNoComposedTextButItsSpacing(path: String) throws {
    let name = URL(fileURLWithPath: path).lastPathComponent
    let catalog = try StringCatalog(contentsOf: URL(fileURLWithPath: path))
    let (fixed, fixes) = SafeFixes.apply(to: catalog)
    let fixedPlaces = Set(fixes.map { [$0.key, $0.language] })
    // An escape typed as text is meant to change what a reader sees: `\n` shown becomes a
    // line break, `\'` an apostrophe; only spacing may change besides.
    let escapeFixed = Set(
      fixes.filter { $0.ruleID == EscapeAsTextRule.description.id }.map { [$0.key, $0.language] })
    // A French text's missing space before `:` `;` `!` `?` is put in: spacing too.
    let frenchFixed = Set(
      fixes.filter { $0.ruleID == FrenchPunctuationSpacingRule.description.id }.map {
        [$0.key, $0.language]
      })
    var changed = 0
    for (key, entry) in catalog.strings.pairs {
      for (language, localization) in entry.localizations.pairs {
        let after = try #require(fixed.strings[key]?.localizations[language])
        let before = Self.composed(localization)
        let now = Self.composed(after)
        #expect(before.keys == now.keys)
        for (place, text) in before where now[place] != text {
          changed += 1
          #expect(
            fixedPlaces.contains([key, language]),
            "\(name): \(key) \(language) \(place) changed with no fix printed")
          var meant =
            escapeFixed.contains([key, language])
            ? text.replacing("\\n", with: "\n").replacing("\\t", with: "\t")
              .replacing("\\'", with: "'").replacing("\\\"", with: "\"") : text
          if frenchFixed.contains([key, language]) {
            meant = FrenchPunctuationSpacingRule.fixed(
              meant, marks: FrenchPunctuationSpacingRule.spacedMarks(language))
          }
          #expect(
            Self.spacingAside(now[place] ?? "") == Self.spacingAside(meant),
            "\(name): \(key) \(language) \(place): \(Quote.text(text)) became \(Quote.text(now[place] ?? ""))"
          )
        }
      }
    }
    // A fix changes at least the composed text of the text it fixes.
    #expect(fixes.isEmpty || changed > 0)

    let session = try LintSession(profiles: [])
    var first = LintInputs()
    first.catalogs = [(path, catalog, ReadingNotes())]
    var second = LintInputs()
    second.catalogs = [(path, fixed, ReadingNotes())]
    let found = Set(session.lint(first).findings.map(Self.identity))
    let new = session.lint(second).findings.filter { !found.contains(Self.identity($0)) }
    #expect(new.isEmpty, "\(name): \(new.prefix(5).map(\.message))")
  }

  /// A finding apart from its message, which quotes the text a fix changed.
  static func identity(_ finding: Finding) -> [String] {
    [
      finding.ruleID, finding.key ?? "", finding.language ?? "",
      String(finding.location.line), String(finding.location.column),
    ]
  }

  /// The text with its ends trimmed and every run of spaces or tabs made one space: what a
  /// whitespace fix may change.
  static func spacingAside(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var pendingSpace = false
    for scalar in text.unicodeScalars {
      if WhitespaceRule.isSpace(scalar) {
        pendingSpace = true
        continue
      }
      if pendingSpace, !result.isEmpty { result.append(" ") }
      pendingSpace = false
      result.append(scalar)
    }
    return String(result)
  }

  /// Each text a reader may see, by place ("device iphone, plural one"): for every device
  /// and plural category the localization has, its text with every `%#@name@` replaced by
  /// the substitution's text for the same category (its `other` when it has no such form).
  static func composed(_ localization: Localization) -> [String: String] {
    var categories: Set<String> = ["other"]
    var devices: Set<String> = ["other"]
    func collect(_ variations: Variations?) {
      guard let variations else { return }
      categories.formUnion(variations.plural.keys)
      devices.formUnion(variations.device.keys)
      for (_, inner) in variations.device.pairs { collect(inner.variations) }
      for (_, inner) in variations.plural.pairs { collect(inner.variations) }
    }
    collect(localization.variations)
    for (_, substitution) in localization.substitutions.pairs { collect(substitution.variations) }

    func text(_ localization: Localization, device: String, category: String) -> String? {
      if let variations = localization.variations {
        if let inner = variations.device[device] ?? variations.device["other"],
          let found = text(inner, device: device, category: category)
        {
          return found
        }
        if let inner = variations.plural[category] ?? variations.plural["other"],
          let found = text(inner, device: device, category: category)
        {
          return found
        }
      }
      return localization.stringUnit?.value
    }

    var result: [String: String] = [:]
    for device in devices.sorted() {
      for category in categories.sorted() {
        guard var value = text(localization, device: device, category: category) else {
          continue
        }
        // Nested substitutions are put in too, a few levels at most.
        for _ in 0..<4 {
          for (name, substitution) in localization.substitutions.pairs {
            let fragment =
              substitution.variations.flatMap {
                text(Localization(variations: $0), device: device, category: category)
              } ?? ""
            value = Self.replacingReferences(to: name, in: value, with: fragment)
          }
        }
        result["device \(device), plural \(category)"] = value
      }
    }
    return result
  }

  /// `text` with each `%#@name@` (or `%1$#@name@`) replaced by `fragment`.
  static func replacingReferences(to name: String, in text: String, with fragment: String)
    -> String
  {
    guard text.contains("#@\(name)@") else { return text }
    let pattern = try! Regex(
      "%([0-9]+\\$)?#@" + NSRegularExpression.escapedPattern(for: name) + "@")
    return text.replacing(pattern, with: fragment)
  }
}
