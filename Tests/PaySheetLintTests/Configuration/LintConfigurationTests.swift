import Foundation
import PaySheetKit
import Testing

@testable import PaySheetLint

struct LintConfigurationTests {
  @Test func readsEverySetting() throws {
    let text = """
      {
        "rules" : { "translation-length" : "off", "whitespace" : "error", "too-many-items" : true },
        "profiles" : ["iphone-se"],
        "locales" : ["de-CH"],
        "merchantNames" : ["ACME Coffee"],
        "appNames" : ["RideShare"],
        "maximumSummaryItems" : 6
      }
      """
    let configuration = try LintConfiguration(jsonBytes: Array(text.utf8), file: ".paysheet.json")
    #expect(configuration.severity(of: TranslationLengthRule.self) == nil)
    #expect(configuration.severity(of: WhitespaceRule.self) == .error)
    #expect(configuration.severity(of: TooManyItemsRule.self) == .warning)
    #expect(configuration.severity(of: MissingTranslationRule.self) == .error)
    #expect(configuration.profiles == ["iphone-se"])
    #expect(configuration.locales == ["de-CH"])
    #expect(configuration.names.map(\.text) == ["ACME Coffee", "RideShare"])
    #expect(configuration.names.map(\.role) == [.merchant, .app])
    #expect(configuration.names[0].position?.line == 5)
    #expect(configuration.maximumSummaryItems == 6)
  }

  @Test func strictMakesWarningsErrorsButKeepsRulesOff() throws {
    let configuration = try LintConfiguration(rules: ["whitespace": .off], strict: true)
    #expect(configuration.severity(of: TooManyItemsRule.self) == .error)
    #expect(configuration.severity(of: WhitespaceRule.self) == nil)
    #expect(configuration.severity(of: TranslationLengthRule.self) == nil)
  }

  /// The initializer holds the reader's rules, naming the setting and its entry.
  @Test func theInitializerRefusesWhatTheReaderRefuses() {
    func setting(_ make: () throws(InvalidConfigurationValue) -> LintConfiguration)
      -> InvalidConfigurationValue.Setting?
    {
      do {
        _ = try make()
        return nil
      } catch {
        return error.setting
      }
    }
    #expect(
      setting { () throws(InvalidConfigurationValue) in
        try LintConfiguration(rules: ["whitespce": .on])
      } == .rule("whitespce"))
    #expect(
      setting { () throws(InvalidConfigurationValue) in
        try LintConfiguration(locales: ["en", "xx-YY"])
      } == .locale(1))
    #expect(
      setting { () throws(InvalidConfigurationValue) in
        try LintConfiguration(maximumSummaryItems: 0)
      } == .maximumSummaryItems)
    #expect(
      setting { () throws(InvalidConfigurationValue) in
        try LintConfiguration(unchangedAllowed: ["Wi-Fi", ""])
      } == .unchangedAllowed(1))
    #expect(
      setting { () throws(InvalidConfigurationValue) in
        try LintConfiguration(
          accepted: [AcceptedFinding(rule: "whitespace", key: "k", language: "de", reason: "")])
      } == .accepted(0, "reason"))
    #expect(
      setting { () throws(InvalidConfigurationValue) in
        try LintConfiguration(sheetLines: SheetLines(currencies: []))
      } == .currencies)
    #expect(
      setting { () throws(InvalidConfigurationValue) in
        try LintConfiguration(sheetLines: SheetLines(maximumCount: 0))
      } == .maximumCount)
    #expect(
      setting { () throws(InvalidConfigurationValue) in
        try LintConfiguration().adding(locales: ["de-CH"])
      } == nil)
    #expect(
      setting { () throws(InvalidConfigurationValue) in
        try LintConfiguration().adding(locales: ["de_XX_bad!"])
      } == .locale(0))
  }

  @Test func translationLengthRunsOnlyWhenAskedFor() throws {
    #expect(LintConfiguration().severity(of: TranslationLengthRule.self) == nil)
    let on = try LintConfiguration(rules: ["translation-length": .on])
    #expect(on.severity(of: TranslationLengthRule.self) == .warning)
  }

  /// As SwiftLint's `excluded`: relative to the file that says it, not to where the lint runs.
  @Test func excludedPathsAreTakenFromTheFilesFolder() throws {
    let text = #"{ "excluded" : ["Tests/Fixtures", "../Shared/Copy.xcstrings", "/srv/cache"] }"#
    let configuration = try LintConfiguration(
      jsonBytes: Array(text.utf8), file: "/work/app/.paysheet.json")
    #expect(
      configuration.excluded == [
        "/work/app/Tests/Fixtures", "/work/Shared/Copy.xcstrings", "/srv/cache",
      ])
  }

  @Test func readsTheUnchangedAllowList() throws {
    let text = #"{ "unchangedAllowed" : ["Homebrew", "Wi-Fi"] }"#
    let configuration = try LintConfiguration(jsonBytes: Array(text.utf8), file: "c.json")
    #expect(configuration.unchangedAllowed == ["Homebrew", "Wi-Fi"])
  }

  @Test(arguments: [
    ("{ \"rules\" : { \"no-such-rule\" : \"off\" } }", 1, 15, "unknown rule 'no-such-rule'"),
    (
      "{ \"rules\" : { \"whitespace\" : \"loud\" } }", 1, 15,
      "rules.whitespace is 'loud'; expected \"off\", \"on\", \"warning\" or \"error\""
    ),
    ("{ \"rules\" : { \"whitespaces\" : \"off\" } }", 1, 15, "did you mean 'whitespace'?"),
    ("{ \"locales\" : [\"xx-YY\"] }", 1, 16, "invalid locale 'xx-YY'"),
    ("{ \"colour\" : 1 }", 1, 3, "unknown member 'colour' in the document; the members are rules"),
    ("{ \"profile\" : [] }", 1, 3, "did you mean 'profiles'?"),
    ("{ \"merchantNames\" : [1] }", 1, 22, "merchantNames[0] is 1; expected a string"),
    ("{ \"maximumSummaryItems\" : 1e999 }", 1, 3, "expected a whole number from 1 to 1000"),
    ("[", 1, 2, "unexpected end"),
    ("{ \"unchangedAllowed\" : [\"\"] }", 1, 25, "expected a non-empty string"),
    ("{ \"unchangedAllow\" : [] }", 1, 3, "did you mean 'unchangedAllowed'?"),
    ("{ \"excluded\" : [\"\"] }", 1, 17, "expected a non-empty path"),
  ])
  func refusesBadSettingsWithTheirPlace(text: String, line: Int, column: Int, words: String) {
    #expect {
      try LintConfiguration(jsonBytes: Array(text.utf8), file: "c.json")
    } throws: { error in
      guard let error = error as? InputError else { return false }
      return error.file == "c.json" && error.position.line == line
        && error.position.column == column
        && error.message.contains(words)
    }
  }

  @Test func acceptedFindingsStopThatFindingOnly() throws {
    let configuration = try LintConfiguration(
      jsonBytes: Array(
        #"""
        {"accepted": [{"rule": "whitespace", "key": "summary.tip", "language": "fr", "reason": "reviewed"}]}
        """#.utf8), file: ".paysheet.json")
    #expect(configuration.accepted.count == 1)
    let catalog = try StringCatalog(
      jsonBytes: Array(
        #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {"summary.tip": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Tip"}},
          "fr": {"stringUnit": {"state": "translated", "value": "Pourboire "}},
          "de": {"stringUnit": {"state": "translated", "value": "Trinkgeld "}}}}}}
        """#.utf8), file: "c.xcstrings")
    let findings = try LintSession(configuration: configuration, profiles: [])
      .lint(LintInputs(catalogs: [("c.xcstrings", catalog)])).findings
      .filter { $0.ruleID == "whitespace" }
    #expect(findings.map(\.language) == ["de"])
  }

  @Test(arguments: [
    #"{"accepted": [{"rule": "whitespace", "key": "k", "language": "fr"}]}"#,
    #"{"accepted": [{"rule": "no-such-rule", "key": "k", "language": "fr", "reason": "r"}]}"#,
    #"{"accepted": {"rule": "whitespace"}}"#,
    #"{"accepted": [{"rule": "whitespace", "key": "k", "language": "fr", "reason": "r", "until": "x"}]}"#,
  ])
  func anAcceptedFindingNeedsRuleKeyLanguageAndReason(json: String) {
    #expect(throws: InputError.self) {
      try LintConfiguration(jsonBytes: Array(json.utf8), file: ".paysheet.json")
    }
  }
}
