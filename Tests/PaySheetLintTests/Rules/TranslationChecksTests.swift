import PaySheetKit
import PaySheetLintTestSupport
import Testing

@testable import PaySheetLint

/// The script-aware parts of the translation checks: digits, placeholders, links, end
/// punctuation and word boundaries of each script, and what each rule says.
@Suite("Translation checks")
struct TranslationChecksTests {
  // MARK: Numbers

  /// 1,250 as each script and locale writes it: one number, the same for every script.
  @Test(arguments: [
    ("ASCII", "1250"), ("Arabic-Indic", "١٢٥٠"), ("Persian", "۱۲۵۰"), ("Devanagari", "१२५०"),
    ("Bengali", "১২৫০"), ("Thai", "๑๒๕๐"), ("full-width", "１２５０"), ("English grouping", "1,250"),
    ("German grouping", "1.250"), ("French grouping", "1 250"),
    ("French narrow no-break space", "1\u{202F}250"), ("Swiss grouping", "1’250"),
    ("Arabic grouping", "١٬٢٥٠"), ("Persian grouping", "۱٬۲۵۰"),
  ])
  func digitsOfEveryScriptAreOneNumber(script: String, written: String) {
    let numbers = TextMarks.numbers(in: "Total \(written) today")
    #expect(numbers.map(\.digits) == ["1250"], "\(script)")
    #expect(numbers.first?.written == written, "\(script)")
  }

  /// Decimal separators of each locale: "9.99", "9,99" and Arabic "٩٫٩٩" are 999.
  @Test(arguments: ["9.99", "9,99", "٩٫٩٩", "۹٫۹۹", "९.९९"])
  func decimalSeparatorsOfEveryLocaleAreTolerated(written: String) {
    #expect(TextMarks.numbers(in: written).map(\.digits) == ["999"])
  }

  /// Placeholders hold no number, nor do malformed ones.
  @Test(arguments: ["%1$@", "%.2f", "%2$lld", "%#@count@", "%1$$@", "%3$.1f%%", "%arg"])
  func placeholdersAreNoNumbers(placeholder: String) {
    #expect(TextMarks.numbers(in: "Pay \(placeholder) now").isEmpty)
  }

  /// Without arguments, `%` is the percent sign: Turkish writes "%20".
  @Test func aPercentSignIsNoPlaceholderInATextWithoutArguments() {
    #expect(TextMarks.numbers(in: "%20 indirim", hasPlaceholders: false).map(\.digits) == ["20"])
    #expect(TextMarks.numbers(in: "%20 indirim").isEmpty)
  }

  /// A space groups thousands only: "2 3" is two numbers.
  @Test func aSpaceGroupsOnlyThousands() {
    #expect(TextMarks.numbers(in: "Steps 2 3").map(\.digits) == ["2", "3"])
    #expect(TextMarks.numbers(in: "10:30").map(\.digits) == ["10", "30"])
  }

  /// Numbers in a word or next to a unit or currency are marked so.
  @Test(arguments: [
    ("W8 code", true, false), ("2FA", true, false), ("6 inches", false, true),
    ("25€", false, true), ("€ 25", false, true), ("15 cm", false, true), ("15 days", false, false),
  ])
  func numbersInWordsAndMeasuresAreMarked(text: String, inWord: Bool, measure: Bool) {
    let number = TextMarks.numbers(in: text).first
    #expect(number?.isInWord == inWord, "\(text)")
    #expect(number?.isMeasure == measure, "\(text)")
  }

  @Test(arguments: [
    ("Pay 50 now", "Zahle 60 jetzt", NumberMismatchRule.Change.changed(from: ["50"], to: ["60"])),
    ("Pay 50 now", "Zahle ٥٠ jetzt", .none),
    ("Up to 1,000 a day", "Bis zu 1.000 am Tag", .none),
    ("Up to 1,000 a day", "Bis zu tausend am Tag", .missing(["1,000"])),
    ("In 7 days", "In sieben Tagen", .none),
    ("Pay now", "Zahle 2012 jetzt", .added(["2012"])),
  ])
  func numberChanges(source: String, translation: String, change: NumberMismatchRule.Change) {
    #expect(
      NumberMismatchRule.change(
        TextMarks.numbers(in: source), TextMarks.numbers(in: translation), inPluralForm: false)
        == change)
  }

  /// A changed amount in a payment sheet's key is an error; elsewhere a warning.
  @Test(arguments: [("summary.serviceFee", nil), ("settings.limit", Severity.warning)])
  func changedNumbersInPaymentKeysAreErrors(key: String, limit: Severity?) throws {
    let example = RuleExample.catalog(
      key: key,
      [("en", RuleExample.unit("Fee up to 5")), ("de", RuleExample.unit("Gebühr bis 6"))])
    let found = try example.hits(of: NumberMismatchRule.self, fitChecker: nil)
    #expect(found.count == 1)
    #expect(found.first?.severityLimit == limit)
    #expect(found.first?.message.contains("has 6 where the source 'Fee up to 5' has 5") == true)
  }

  // MARK: Links

  @Test(arguments: [
    ("See https://acme.com/terms.", ["https://acme.com/terms"]),
    ("Write to help@acme.co.uk!", ["help@acme.co.uk"]),
    ("https://support.apple.com/HT204915를 참조하세요", ["https://support.apple.com/HT204915"]),
    ("Visit www.acme.com, then pay", ["www.acme.com"]),
    ("Pay %1$@ to @acme", []),
  ])
  func linksAndAddressesEndWhereTheSentenceResumes(text: String, links: [String]) {
    #expect(TextMarks.links(in: text).map(\.text) == links)
  }

  @Test(arguments: [
    ("See https://acme.com/terms", "Siehe https://acme.com/terms", "de", [String]()),
    (
      "See https://acme.com/terms", "Siehe https://acme.con/terms", "de", ["https://acme.com/terms"]
    ),
    ("See https://acme.com/en/terms", "Voir https://acme.com/fr/terms", "fr", []),
    ("Mail help@acme.com", "Mail hilfe@acme.com", "de", ["help@acme.com"]),
    ("user@server.com", "usuario@servidor.com", "es", []),
  ])
  func droppedLinks(source: String, translation: String, language: String, dropped: [String]) {
    #expect(
      NumberMismatchRule.droppedLinks(source: source, translation: translation, language: language)
        == dropped)
  }

  // MARK: End punctuation

  /// How a text ends, in the forms of each script.
  @Test(arguments: [
    ("en", "Done.", TextMarks.Ending.fullStop), ("zh-Hans", "完成。", .fullStop),
    ("ja", "完了．", .fullStop), ("hi", "पूरा हुआ।", .fullStop), ("ur", "مکمل ہو گیا۔", .fullStop),
    ("hy", "Պատրաստ է։", .fullStop), ("am", "ተጠናቋል።", .fullStop), ("my", "ပြီးပါပြီ။", .fullStop),
    ("en", "Pay now?", .question), ("ar", "ادفع الآن؟", .question),
    ("fa", "اکنون پرداخت؟", .question),
    ("zh-Hans", "立即付款？", .question), ("el", "Πληρωμή τώρα;", .question),
    ("el", "Πληρωμή τώρα\u{037E}", .question), ("ja", "支払いますか。", .question),
    ("hy", "Վճարե՞լ հիմա։", .question), ("es", "¿Pagar ahora?", .question),
    ("en", "Paid!", .exclamation), ("zh-Hans", "已付款！", .exclamation),
    ("hy", "Վճարվա՜ծ է։", .exclamation), ("en", "Total:", .colon), ("ja", "合計：", .colon),
    ("en", "Loading…", .ellipsis), ("en", "Loading...", .ellipsis), ("he", "טוען. . .", .ellipsis),
    ("zh-Hans", "加载中⋯", .ellipsis), ("en", "Tap “Pay.”", .fullStop),
    ("tr", "Sadece senin için. 👀", .fullStop), ("fr", "C’est prêt\u{A0}!", .exclamation),
  ])
  func endingsOfEveryScript(language: String, text: String, ending: TextMarks.Ending) {
    #expect(TextMarks.ending(of: text, language: language) == ending)
  }

  @Test(arguments: [
    ("en", "Done"), ("th", "เสร็จแล้ว"), ("ja", "完了"), ("en", "Loading.."),
    ("en", "Visa (Apple Pay)"),
  ])
  func textsThatEndInNoMark(language: String, text: String) {
    let ending = TextMarks.ending(of: text, language: language)
    // Two dots are a full stop typed twice, not an ellipsis.
    #expect(ending == (text.hasSuffix("..") ? .fullStop : nil))
  }

  /// Which differences are reported: dropped or changed marks, not style.
  @Test(arguments: [
    (TextMarks.Ending.fullStop, TextMarks.Ending?.none, "de", true),
    (.fullStop, nil, "th", false), (.fullStop, nil, "zh-Hans", false),
    (.fullStop, nil, "ja", false),
    (.fullStop, .exclamation, "de", false), (.exclamation, .fullStop, "de", false),
    (.exclamation, nil, "de", false), (.question, .fullStop, "ar", true),
    (.colon, nil, "ja", true), (.ellipsis, nil, "ko", true), (.ellipsis, .fullStop, "de", true),
  ])
  func endingDefects(
    expected: TextMarks.Ending, found: TextMarks.Ending?, language: String, reported: Bool
  ) {
    #expect(
      EndPunctuationRule.isDefect(expected: expected, found: found, language: language) == reported)
  }

  // MARK: Brackets and quotes

  @Test(arguments: [
    ("Tip (optional)", "Trinkgeld (optional", ["round brackets"]),
    ("Tip (optional)", "チップ（任意）", []),
    ("Tap “Pay”", "Tippe auf „Bezahlen“", []),
    ("Tap “Pay”", "Touchez « Payer »", []),
    ("Tap “Pay”", "「支払う」をタップ", []),
    ("Tap “Pay”", "Tippe auf „Bezahlen", ["quotation marks"]),
    ("[Terms](https://acme.com)", "[Bedingungen](https://acme.com", ["round brackets"]),
    ("Example: a.app", "例) a.app", []),
    ("Sent to (address)", "Gesendet an Adresse)", ["round brackets"]),
  ])
  func bracketsAndQuotes(source: String, translation: String, unbalanced: [String]) {
    #expect(UnbalancedBracketsRule.unbalanced(translation, source: source) == unbalanced)
  }

  // MARK: French spacing

  @Test(arguments: [
    ("Total: payer maintenant?", "fr", "Total\u{A0}: payer maintenant\u{202F}?"),
    ("Attention; payé!", "fr-FR", "Attention\u{202F}; payé\u{202F}!"),
    ("Total : payer maintenant ?", "fr", "Total : payer maintenant ?"),
    ("Total: payer maintenant?", "fr-CA", "Total\u{A0}: payer maintenant?"),
    ("« Payer »: maintenant", "fr", "« Payer »\u{A0}: maintenant"),
    ("Retrait à 10:30 (C:)", "fr", "Retrait à 10:30 (C:)"),
  ])
  func frenchSpacingFix(text: String, language: String, fixed: String) {
    let marks = FrenchPunctuationSpacingRule.spacedMarks(language)
    let once = FrenchPunctuationSpacingRule.fixed(text, marks: marks)
    #expect(once == fixed)
    // A fix never needs another.
    #expect(FrenchPunctuationSpacingRule.fixed(once, marks: marks) == once)
    #expect(FrenchPunctuationSpacingRule.unspaced(once, marks: marks).isEmpty)
  }

  @Test(arguments: ["de", "en", "frr", "es"])
  func onlyFrenchIsSpaced(language: String) {
    #expect(FrenchPunctuationSpacingRule.spacedMarks(language).isEmpty)
  }

  // MARK: Doubled words

  @Test(arguments: [
    ("the the card", ["the"]), ("Der der Karte", ["der"]), ("оплата Оплата картой", ["оплата"]),
    ("الدفع الدفع الآن", ["الدفع"]), ("כרטיס כרטיס", ["כרטיס"]), ("भुगतान भुगतान करें", ["भुगतान"]),
    ("Ζ Ζ", ["ζ"]), ("orang-orang", []), ("12 12", []), ("the, the", []), ("pay  pay", ["pay"]),
  ])
  func doubledWordsOfEveryScript(text: String, words: [String]) {
    #expect(DoubledWordRule.doubledWords(in: text).map(\.word) == words)
  }

  @Test(arguments: [
    ("de", "Mit der Karte Karte zahlen", 1), ("de", "Die Karte, die die Bank ausgab", 0),
    ("nl", "Zoals je je kaart bewaart", 0),
    ("id", "Kartu kartu tersimpan", 0), ("zh-Hans", "银行 银行卡", 0),
    ("es", "Por sí solo solo paga", 0), ("es", "Cuarto cuarto", 0), ("es", "Paga paga ahora", 1),
  ])
  func doubledWordsReported(language: String, text: String, count: Int) throws {
    let example = RuleExample.catalog(
      key: "pay.hint",
      [("en", RuleExample.unit("Pay with the card")), (language, RuleExample.unit(text))])
    #expect(try example.hits(of: DoubledWordRule.self, fitChecker: nil).count == count)
  }

  // MARK: Inconsistent translation

  /// The finding names the other key and its text, once per pair, on the key left in the
  /// source language when there is one; plural forms are not compared.
  @Test func inconsistentTranslationNamesTheOtherKeyOnce() throws {
    let example = RuleExample.catalog(keys: [
      (
        "a.undo", nil,
        [
          ("en", RuleExample.unit("This cannot be undone")),
          ("de", RuleExample.unit("This cannot be undone")),
        ]
      ),
      (
        "b.undo", nil,
        [
          ("en", RuleExample.unit("This cannot be undone")),
          ("de", RuleExample.unit("Das kann nicht rückgängig gemacht werden")),
        ]
      ),
      (
        "c.undo", nil,
        [
          ("en", RuleExample.unit("This cannot be undone")),
          ("de", RuleExample.unit("Das lässt sich nicht rückgängig machen")),
        ]
      ),
      (
        "d.items", nil,
        [
          (
            "en",
            RuleExample.plural([("one", "%lld items in cart"), ("other", "%lld items in cart")])
          ),
          (
            "de",
            RuleExample.plural([("one", "%lld Artikel im Warenkorb"), ("other", "%lld Artikel")])
          ),
        ]
      ),
    ])
    let found = try example.hits(of: InconsistentTranslationRule.self, fitChecker: nil)
    #expect(found.map(\.key) == ["a.undo", "c.undo"])
    #expect(
      found.first?.message
        == "the de text 'This cannot be undone' translates 'This cannot be undone' differently from key 'b.undo', which has 'Das kann nicht rückgängig gemacht werden'; use one wording for both"
    )
  }
}
