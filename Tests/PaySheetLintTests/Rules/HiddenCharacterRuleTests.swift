import PaySheetKit
import Testing

@testable import PaySheetLint

struct HiddenCharacterRuleTests {
  func messages(_ translation: String, source: String = "Subtotal") throws -> [String] {
    let example = RuleExample.catalog([
      ("en", RuleExample.unit(source)), ("de", RuleExample.unit(translation)),
    ])
    return try hits(of: HiddenCharacterRule.self, in: example).map(\.message)
  }

  @Test(arguments: [
    ("Zwischen\u{200B}summe", "U+200B ZERO WIDTH SPACE"),
    ("\u{FEFF}Zwischensumme", "U+FEFF ZERO WIDTH NO-BREAK SPACE"),
    ("Zwischen\u{2060}summe", "U+2060 WORD JOINER"),
    ("Summe\u{1B}]0;pwned\u{07}", "U+001B, U+0007"),
    ("Summe\u{9B}2J", "U+009B"),
    ("Zwischen\u{200D}summe", "U+200D ZERO WIDTH JOINER"),
    ("Summe\r", "U+000D"),
  ])
  func reportsEachHiddenCharacterByName(text: String, names: String) throws {
    let found = try messages(text)
    #expect(found.count == 1)
    #expect(found.first?.contains("holds \(names)") == true, "\(found)")
    #expect(
      found.first?.hasSuffix(
        "which shows nothing on the sheet; remove \(names.contains(",") ? "them" : "it")") == true)
  }

  @Test func aCharacterTheSourceHasTooIsTheSources() throws {
    #expect(try messages("Zwischen\u{200B}summe", source: "Sub\u{200B}total").isEmpty)
    #expect(try messages("Zwischen\u{200B}summe\u{FEFF}", source: "Sub\u{200B}total").count == 1)
  }

  @Test func lineBreaksTabsAndJoinersTheWritingNeedsPass() throws {
    #expect(try messages("Zwischen-\nsumme\t").isEmpty)
    #expect(try messages("می\u{200C}شود").isEmpty)
    #expect(try messages("👩\u{200D}🍳").isEmpty)
    #expect(try messages("Zwischensumme · 1 234,56 €").isEmpty)
  }
}
