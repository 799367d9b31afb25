import Testing

@testable import PaySheetReading

struct SpellingTests {
  @Test(arguments: [
    ("shipingMethods", "shippingMethods"), ("fontsize", "fontSize"), ("whitespaces", "whitespace"),
  ])
  func typosOfLongerNamesAreSuggested(word: String, suggestion: String) {
    #expect(
      Spelling.suggestion(for: word, among: ["shippingMethods", "fontSize", "whitespace"])
        == suggestion)
  }

  /// Two-letter codes are one edit apart from other codes: "pt" is not a typo of "it".
  @Test(arguments: ["pt", "de", "fil"])
  func shortWordsGetNoSuggestion(word: String) {
    #expect(Spelling.suggestion(for: word, among: ["it", "da", "fi", "nl"]) == nil)
  }
}
