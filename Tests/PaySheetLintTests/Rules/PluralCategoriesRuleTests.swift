import PaySheetKit
import PaySheetLintTestSupport
import Testing

@testable import PaySheetLint

/// A missing plural form, by language family: an error where the grammar says `other`'s
/// text is wrong for the counts it stands for, a warning that names those counts where it
/// may not read right, nothing where it reads right for all of them.
struct PluralCategoriesRuleTests {
  /// What a case expects: no finding, a warning, or an error.
  enum Expected: Sendable, CustomStringConvertible {
    case none
    case warning(String)
    case error(String)

    var description: String {
      switch self {
      case .none: "none"
      case .warning(let words): "warning '\(words)'"
      case .error(let words): "error '\(words)'"
      }
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var family: String
    var language: String
    var forms: [(String, String)]
    var expected: Expected
    var testDescription: String { "\(family) \(language): \(expected)" }
  }

  static let cases: [Case] = [
    // Slavic: few after a number takes a form of its own.
    Case(
      family: "Slavic", language: "ru",
      forms: [
        ("one", "%lld рабочий день"), ("many", "%lld рабочих дней"), ("other", "%lld рабочего дня"),
      ],
      expected: .warning("2, 3, 4, … show other's text '%lld рабочего дня'")),
    Case(
      family: "Slavic", language: "uk", forms: [("one", "%lld товар"), ("other", "%lld товарів")],
      expected: .error("uk says 2 товари and 5 товарів after a number")),
    Case(
      family: "Slavic", language: "ru",
      forms: [("one", "%lld день"), ("few", "%lld дня"), ("other", "%lld дня")],
      expected: .error("ru says 2 товара and 5 товаров")),
    Case(
      family: "Slavic", language: "cs",
      forms: [("one", "%lld produkt"), ("other", "%lld produktů")],
      expected: .error("cs says 2 produkty and 5 produktů")),
    Case(
      family: "Slavic", language: "pl",
      forms: [("one", "od %lld uczestnika"), ("other", "od %lld uczestników")], expected: .none),
    Case(
      family: "Slavic", language: "pl", forms: [("one", "Głos: %lld"), ("other", "Głosy: %lld")],
      expected: .none),
    Case(
      family: "Slavic", language: "pl",
      forms: [("one", "%lld post"), ("few", "%lld posty"), ("other", "%lld postów")],
      expected: .none),
    Case(
      family: "Slavic", language: "uk",
      forms: [
        ("one", "Ви маєте %lld встановлений Cask"), ("other", "Ви маєте %lld встановлених Cask"),
      ],
      expected: .none),
    Case(
      family: "Slavic", language: "uk",
      forms: [("one", "Add %lld app"), ("other", "Add %lld apps")],
      expected: .error("uk says 2 товари and 5 товарів")),
    Case(
      family: "Slavic", language: "hr", forms: [("one", "%lld stavka"), ("other", "%lld stavki")],
      expected: .warning("2, 3, 4, … show other's text '%lld stavki'")),
    // Semitic: Hebrew 2 reads right with the plural; Arabic 3 to 10 take a plural that
    // 11 and 100 do not.
    Case(
      family: "Semitic", language: "he", forms: [("one", "יום אחד"), ("other", "%lld ימים")],
      expected: .warning("2, … show other's text '%lld ימים'")),
    Case(
      family: "Semitic", language: "ar",
      forms: [
        ("zero", "لا منتجات"), ("one", "منتج واحد"), ("two", "منتجان"), ("many", "%lld منتجًا"),
        ("other", "%lld منتج"),
      ],
      expected: .error("ar says 3 منتجات and 100 منتج after a number")),
    // Celtic: the singular after every number; only a mutation differs.
    Case(
      family: "Celtic", language: "cy", forms: [("one", "%lld eitem"), ("other", "%lld eitem")],
      expected: .warning("show other's text '%lld eitem'")),
    // Baltic: Lithuanian 2 to 9 take the nominative plural, 10 to 20 the genitive.
    Case(
      family: "Baltic", language: "lt", forms: [("one", "%lld prekė"), ("other", "%lld prekių")],
      expected: .error("lt says 2 prekės and 10 prekių")),
    // Romance: `many` is for millions, where other reads right; `one` is not.
    Case(
      family: "Romance", language: "fr", forms: [("one", "%lld jour"), ("other", "%lld jours")],
      expected: .none),
    Case(
      family: "Romance", language: "es", forms: [("one", "%lld día"), ("other", "%lld días")],
      expected: .none),
    Case(
      family: "Romance", language: "fr", forms: [("other", "%lld jours")],
      expected: .error("cannot read right for one and other")),
  ]

  @Test(arguments: cases)
  func missingFormIsJudgedByTheGrammar(_ test: Case) throws {
    let example = RuleExample.catalog(
      key: "summary.days",
      [
        ("en", RuleExample.plural([("one", "%lld day"), ("other", "%lld days")])),
        (test.language, RuleExample.plural(test.forms)),
      ])
    let found = try hits(of: PluralCategoriesRule.self, in: example)
    switch test.expected {
    case .none:
      #expect(found.isEmpty, "\(found.map(\.message))")
    case .warning(let words):
      #expect(found.count == 1)
      #expect(found.first?.severityLimit == .warning)
      #expect(found.first?.message.contains(words) == true, "\(found.map(\.message))")
    case .error(let words):
      #expect(found.count == 1)
      #expect(found.first?.severityLimit == nil)
      #expect(found.first?.message.contains(words) == true, "\(found.map(\.message))")
    }
  }

  @Test(
    arguments: [
      ("Товаров: %lld", false, nil), ("%lld товаров", true, nil), ("из %lld товаров", true, "из"),
      ("%1$lld из %2$@", true, nil), ("(%lld)", false, nil), ("Cask %lld ", false, "cask"),
    ] as [(String, Bool, String?)])
  func countPlaceFindsTheWordAfterTheNumber(text: String, bound: Bool, before: String?) throws {
    let place = try #require(CountPlace(in: text))
    #expect(place.isBound == bound)
    #expect(place.wordBefore == before)
  }
}
