import PaySheetKit
import PaySheetLintTestSupport
import Testing

@testable import PaySheetLint

/// Defects a translator's QA tool finds that the rules once missed, and the side each
/// finding blames.
struct TranslationMissesTests {
  /// A source of one text and its translations, each marked translated.
  func catalog(_ texts: [(String, String)]) -> RuleExample {
    RuleExample.catalog(key: "k", texts.map { ($0.0, RuleExample.unit($0.1)) })
  }

  /// The source alone differs: one finding on it, at most a warning, naming the agreeing
  /// translations; none on them, from either placeholder rule.
  @Test(arguments: [
    // 4 of 5 agree on an argument the source lacks.
    (
      [
        "de": "Zu %@ hinzufügen", "fr": "Ajouter à %@", "es": "Añadir a %@", "it": "Aggiungi a %@",
        "ja": "注文に追加",
      ], "Add to Order", "4 of 5 translations (de, fr, es, it)"
    ),
    // 3 of 3 drop the argument the source has.
    (
      ["de": "Beleg gesendet", "fr": "Reçu envoyé", "pl": "Potwierdzenie wysłane"],
      "Receipt sent %@", "3 of 3 translations (de, fr, pl)"
    ),
  ])
  func theSourceAloneIsBlamedOnce(
    translations: [String: String], source: String, named: String
  ) throws {
    let order = ["de", "fr", "es", "it", "pl", "ja"].filter { translations[$0] != nil }
    let example = catalog([("en", source)] + order.map { ($0, translations[$0]!) })
    let findings =
      try example.findings(of: FormatSpecifierMismatchRule.self, fitChecker: nil)
      + example.findings(of: UnexpectedPlaceholderRule.self, fitChecker: nil)
    #expect(findings.count == 1)
    #expect(findings.first?.language == "en")
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.message.contains(named) == true)
    #expect(findings.first?.message.contains("the source is likely the wrong side") == true)
  }

  /// Below the threshold (3 translations agreeing, 3 in 4 of those compared) the
  /// translations are held to the source, as before.
  @Test(arguments: [
    // Two agree: no blame, two errors on the translations.
    (["de": "Zu %@ hinzufügen", "fr": "Ajouter à %@"], 2),
    // Three of five agree, fewer than 3 in 4.
    (
      [
        "de": "Zu %@ hinzufügen", "fr": "Ajouter à %@", "es": "Añadir a %@", "it": "Aggiungi",
        "pl": "Dodaj",
      ], 3
    ),
  ])
  func translationsAreHeldToTheSourceBelowTheThreshold(
    translations: [String: String], errors: Int
  ) throws {
    let order = ["de", "fr", "es", "it", "pl"].filter { translations[$0] != nil }
    let example = catalog([("en", "Add to Order")] + order.map { ($0, translations[$0]!) })
    let findings = try example.findings(of: UnexpectedPlaceholderRule.self, fitChecker: nil)
    #expect(findings.count == errors)
    #expect(findings.allSatisfy { $0.language != "en" && $0.severity == .error })
    #expect(try example.findings(of: FormatSpecifierMismatchRule.self, fitChecker: nil).isEmpty)
  }

  /// Tokens that read as placeholders are reported in a key without arguments; prose
  /// percent signs are not.
  @Test(arguments: [
    ("%q suchen", ["%q"]), ("Suche (%1$)", ["%1$"]), ("%ll Artikel", ["%ll"]),
    ("%10 indirim", []), ("100%l’an", []), ("70%dla", []), ("50 % de réduction", []),
  ])
  func placeholderLikeTokens(text: String, tokens: [String]) {
    #expect(UnexpectedPlaceholderRule.placeholderLikeTokens(in: text) == tokens)
  }

  /// A placeholder the source follows with a space, written right before a word; languages
  /// written without spaces and Korean particles are not.
  @Test(
    arguments: [
      ("de", "%@ SOL", "%@SOL", "'%@SOL'"), ("pl", "Price %@ total", "Cena %@cena", "'%@cena'"),
      ("de", "%@ SOL", "%@ SOL", nil), ("de", "%@SOL", "%@SOL", nil),
      ("ca", "%@ posts", "% publicacions", nil), ("ja", "%lld items", "%lld件", nil),
      ("ko", "%@ fee", "%@수수료", nil), ("bn", "%lld Items", "%lldটি আইটেম", nil),
      ("de", "%1$@ of %2$@", "%2$@s %1$@", nil),
    ] as [(String, String, String, String?)])
  func gluedPlaceholders(language: String, source: String, translation: String, glued: String?)
    throws
  {
    let example = catalog([("en", source), (language, translation)])
    let findings = try example.findings(of: MissingJoiningSpaceRule.self, fitChecker: nil)
    #expect(findings.count == (glued == nil ? 0 : 1))
    if let glued { #expect(findings.first?.message.contains("no space in \(glued)") == true) }
  }

  @Test(arguments: [
    ("Hello world", "Hallo\\nWelt", 1), ("Hello world", "Hallo\\tWelt", 1),
    ("Type \\n to break", "\\n eingeben", 0), ("Saved in C:\\Receipts", "C:\\Receipts\\neu", 0),
    ("Line one\nLine two", "Zeile eins\\nZeile zwei", 1),
  ])
  func escapesTypedAsText(source: String, translation: String, findings: Int) throws {
    let example = catalog([("en", source), ("de", translation)])
    #expect(try example.findings(of: EscapeAsTextRule.self, fitChecker: nil).count == findings)
  }

  /// Mostly letters of a script the language does not use; Latin never counts as foreign.
  @Test(
    arguments: [
      ("ar", "立即付款", "Han"), ("el", "Итого", "Cyrillic"), ("zh-Hans", "完了しました", "Hiragana"),
      ("he", "Pay 立即", nil), ("ar", "ادفع بـ Apple Pay", nil), ("ja", "完了", nil),
      ("ko", "결제 完了", nil), ("sr", "Ukupno", nil), ("de", "Jetzt zahlen", nil),
      ("ar", "Apple 立", nil),
    ] as [(String, String, String?)])
  func foreignScripts(language: String, text: String, script: String?) throws {
    let example = catalog([("en", "Pay now"), (language, text)])
    let findings = try example.findings(of: ForeignScriptRule.self, fitChecker: nil)
    #expect(findings.count == (script == nil ? 0 : 1))
    if let script { #expect(findings.first?.message.contains("written in \(script)") == true) }
  }

  @Test(arguments: [
    (
      "{{attribute}} is required", "{{attributo}} è obbligatorio", ["{{attributo}}"],
      ["{{attribute}}"]
    ),
    ("Thanks, {name}!", "Danke, {name}!", [], []),
    ("Refund of %(amount)s", "Remboursement de %(montant)s", ["%(montant)s"], ["%(amount)s"]),
    ("Hi {first} {last}", "Hallo {first}", [], ["{last}"]),
    (
      "{count, plural, one {item} other {items}}", "{count, plural, one {Artikel} other {Artikel}}",
      [], []
    ),
  ])
  func templateVariables(source: String, translation: String, added: [String], missing: [String])
    throws
  {
    let example = catalog([("en", source), ("de", translation)])
    let findings = try example.findings(of: TemplateVariableRule.self, fitChecker: nil)
    #expect(findings.count == (added.isEmpty && missing.isEmpty ? 0 : 1))
    for name in added + missing {
      #expect(findings.first?.message.contains("'\(name)'") == true)
    }
  }

  /// Russian one, many and other without `few`: 2, 3, 4 show `other`'s genitive singular
  /// ("3 рабочего дня"), which may read right for some nouns: a warning naming the counts.
  @Test func russianWithoutFewIsReported() throws {
    let example = RuleExample.catalog(
      key: "shipping.days",
      [
        (
          "en", RuleExample.plural([("one", "%lld business day"), ("other", "%lld business days")])
        ),
        (
          "ru",
          RuleExample.plural([
            ("one", "%lld рабочий день"), ("many", "%lld рабочих дней"),
            ("other", "%lld рабочего дня"),
          ])
        ),
      ])
    let findings = try example.findings(of: PluralCategoriesRule.self, fitChecker: nil)
    #expect(findings.contains { $0.language == "ru" && $0.severity == .warning })
  }
}
