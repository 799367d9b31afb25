import PaySheetReading
import Testing

@testable import PaySheetCatalog

struct PseudoLocalizerTests {
  /// The non-literal pieces of a format string, as written.
  static func specifiers(_ format: String, context: FormatString.Context = .value) throws
    -> [String]
  {
    try FormatString.parse(format, context: context).compactMap { segment in
      switch segment {
      case .literal: nil
      case .specifier(let specifier): specifier.text
      case .substitution(let reference): reference.text
      case .substitutionArgument: "%arg"
      }
    }
  }

  static let formats = [
    "Pay %@", "%lld items", "%1$@ ••••%2$@", "%#@items@ in your bag", "50%% off",
    "Total: %1$@ (%2$lld × %3$@)",
    "%@", "",
  ]

  @Test(arguments: formats, PseudoLanguage.allCases)
  func keepsEveryFormatSpecifier(format: String, language: PseudoLanguage) throws {
    let pseudo = try PseudoLocalizer.text(format, language)
    #expect(try Self.specifiers(pseudo) == Self.specifiers(format))
    #expect(
      try FormatString.arguments(pseudo).map(\.specifiers)
        == FormatString.arguments(format).map(\.specifiers))
  }

  @Test(arguments: [
    ("Total", "[Ţöţåļ]"),
    ("Pay %@", "[Þåý %@]"),
    ("50%% off", "[50%% öƒƒ]"),
    ("Größe: XYZ", "[Ĝŕößé: ẊÝŽ]"),
  ])
  func accentsLatinLettersInBrackets(format: String, expected: String) throws {
    #expect(try PseudoLocalizer.text(format, .accented) == expected)
  }

  /// IBM's bands, upper ends, worked out by hand: 5 × 200% = 10, 15 × 100% = 15,
  /// 25 × 80% = 20, 40 × 60% = 24, 60 × 40% = 24, 100 × 30% = 30.
  @Test(arguments: [
    (5, 10), (10, 20), (11, 11), (15, 15), (25, 20), (40, 24), (60, 24), (100, 30), (0, 0),
  ])
  func expandsByIBMsGuide(length: Int, added: Int) throws {
    let source = String(repeating: "a", count: length)
    let pseudo = try PseudoLocalizer.text(source, .expanded)
    #expect(pseudo.hasPrefix("[" + source) && pseudo.hasSuffix("]"))
    #expect(pseudo.count == length + added + 2)
  }

  @Test func expansionCountsTextNotSpecifiers() throws {
    // "Pay " is 4 characters: +8.
    #expect(try PseudoLocalizer.text("Pay %1$@", .expanded).count == "[Pay %1$@]".count + 8)
  }

  @Test func rightToLeftWrapsEveryWordAndKeepsTheText() throws {
    let pseudo = try PseudoLocalizer.text("Pay %@ now", .rightToLeft)
    #expect(pseudo == "\u{200F}\u{202E}Pay\u{202C}\u{200F} %@ \u{200F}\u{202E}now\u{202C}\u{200F}")
    let controls: Set<Character> = ["\u{200F}", "\u{202E}", "\u{202C}"]
    #expect(String(pseudo.filter { !controls.contains($0) }) == "Pay %@ now")
  }

  @Test func catalogKeepsPluralCategoriesAndSubstitutions() throws {
    let json = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "bag" : {
            "localizations" : {
              "en" : {
                "stringUnit" : { "state" : "translated", "value" : "%#@items@ in your bag" },
                "substitutions" : {
                  "items" : {
                    "argNum" : 1,
                    "formatSpecifier" : "lld",
                    "variations" : {
                      "plural" : {
                        "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg item" } },
                        "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg items" } }
                      }
                    }
                  }
                }
              }
            }
          },
          "count" : {
            "localizations" : {
              "en" : {
                "variations" : {
                  "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld payment" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld payments" } }
                  }
                }
              }
            }
          },
          "Key as text" : { },
          "brand" : { "shouldTranslate" : false }
        },
        "version" : "1.0"
      }
      """
    let catalog = try StringCatalog(jsonBytes: Array(json.utf8))
    let pseudo = try PseudoLocalizer.pseudolocalize(catalog)

    let count = try #require(pseudo.strings["count"]?.localizations["en-XA"]?.variations)
    #expect(count.plural.map(\.key) == ["one", "other"])
    #expect(count.plural["one"]?.stringUnit?.value == "[%lld þåýɱéñţ]")
    #expect(count.plural["other"]?.stringUnit?.value == "[%lld þåýɱéñţš]")

    let bag = try #require(pseudo.strings["bag"]?.localizations["ar-XB"])
    #expect(bag.stringUnit?.value.hasPrefix("%#@items@ ") == true)
    let items = try #require(bag.substitutions["items"])
    #expect(items.argNum == 1 && items.formatSpecifier == "lld")
    #expect(items.variations?.plural.map(\.key) == ["one", "other"])
    let one = try #require(items.variations?.plural["one"]?.stringUnit?.value)
    #expect(try Self.specifiers(one, context: .substitutionValue) == ["%arg"])

    #expect(
      pseudo.strings["Key as text"]?.localizations["en-XA"]?.stringUnit?.value == "[Ķéý åš ţéẋţ]")
    #expect(pseudo.strings["brand"]?.localizations.isEmpty == true)
    // The source language is untouched.
    #expect(
      pseudo.strings["count"]?.localizations["en"] == catalog.strings["count"]?.localizations["en"])
  }

  @Test func anInvalidSourceFormatIsAnErrorAtItsPosition() throws {
    let json = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "bad" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "100%" } } } }
        },
        "version" : "1.0"
      }
      """
    let catalog = try StringCatalog(jsonBytes: Array(json.utf8), file: "bad.xcstrings")
    #expect {
      try PseudoLocalizer.pseudolocalize(catalog, file: "bad.xcstrings")
    } throws: { error in
      guard let error = error as? InputError else { return false }
      return error.file == "bad.xcstrings" && error.position.line == 4
        && error.message.hasPrefix("key 'bad': cannot make en-XA")
    }
  }
}
