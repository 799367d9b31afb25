import PaySheetKit
import Testing

@testable import PaySheetLint

/// How messages quote a text: whole when short, else a window around the part at fault, so
/// that the defect is always in the message.
struct QuoteTests {
  static let long =
    "Mit der Bestätigung erklären Sie sich mit den Bedingungen einverstanden, die  hier stehen."

  @Test func aShortTextIsShownWholeWithoutMarkers() {
    #expect(Quote.text("Trinkgeld ", marking: 9..<10) == "'Trinkgeld '")
  }

  @Test func aLongTextIsCutToAWindowAroundTheDefect() {
    let doubled = WhitespaceRule.problems(in: Self.long, multiLine: true).first {
      $0.kind == .doubled
    }
    let range = try! #require(doubled).at
    let shown = Quote.text(Self.long, marking: range)
    #expect(shown.contains("einverstanden, die⟦  ⟧hier stehen."))
    #expect(shown.hasPrefix("'…") && shown.hasSuffix("stehen.'"))
    // The old quote cut the text at 60 characters, before the defect.
    #expect(!Quote.text(Self.long).contains("die  hier"))
  }

  @Test func aChangeShowsBeforeAndAfterWhereTheyDiffer() {
    #expect(Quote.change("Trinkgeld ", "Trinkgeld") == "'Trinkgeld ' → 'Trinkgeld'")
    let fixed = Self.long.replacing("die  hier", with: "die hier")
    let shown = Quote.change(Self.long, fixed)
    #expect(shown.contains("die⟦ ⟧ hier") || shown.contains("die ⟦ ⟧hier"), "\(shown)")
    #expect(shown.contains("→"))
    let halves = shown.components(separatedBy: " → ")
    #expect(halves.count == 2 && halves[0] != halves[1])
  }

  @Test func aTypedEscapeAndTheCharacterAreToldApart() {
    let shown = Quote.change("Zeile eins\\nZeile zwei", "Zeile eins\nZeile zwei")
    #expect(
      shown.hasSuffix("(U+005C REVERSE SOLIDUS, U+006E LATIN SMALL LETTER N became U+000A)"),
      "\(shown)")
  }

  @Test func theTextReportShowsAWholeKey() {
    let key = String(repeating: "settings.notifications.", count: 4) + "title"
    let finding = Finding(
      at: FilePlace(file: "a.xcstrings"), key: key, language: "de",
      ruleID: "whitespace", severity: .warning, message: "m")
    #expect(TextReporter().report([finding], rules: []).contains("(key '\(key)')"))
  }
}
