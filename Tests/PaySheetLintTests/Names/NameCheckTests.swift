import Foundation
import Testing

@testable import PaySheetKit
@testable import PaySheetLint

struct NameCheckTests {
  static let check = Result { try NameCheck() }

  @Test(arguments: NameCorpus.realNames)
  func realNamesRaiseNoFinding(_ shown: NameCorpus.Shown) throws {
    let locale = try SheetLocale(shown.language)
    let findings = try Self.check.get().findings(in: shown.name, shownIn: [locale])
    #expect(findings.isEmpty, "\(findings.map(\.description))")
  }

  @Test(arguments: NameCorpus.realNames)
  func realNamesAreShownOnASheetInTheirLanguage(_ shown: NameCorpus.Shown) throws {
    let sheet = try PaymentSheet(
      json: Data(
        """
        {"currency": "USD", "items": [{"type": "item", "label": "summary.subtotal", "amount": "1.00"}],
         "total": {"merchant": "\(shown.name)", "amount": "1.00"}}
        """.utf8))
    let formatted = try SheetFormatter(
      catalog: StringCatalog.shipped(), locale: SheetLocale(shown.language),
      style: SheetStyle(uppercaseTotal: false)
    ).format(sheet)
    let total = try #require(formatted.lines.first { $0.kind == .total })
    #expect(total.label.contains(shown.name), "\(total.label)")
  }

  @Test func theCorporaAreLargeEnough() {
    #expect(NameCorpus.realNames.count >= 100)
    #expect(
      NameCorpus.realNames.filter { $0.name.contains(" ") && Self.mixesLatin($0.name) }.count >= 10)
    #expect(NameCorpus.spoofs.count >= 50)
    let kinds = Set(NameCorpus.spoofs.map(\.kind))
    #expect(kinds == Set(NameFinding.Kind.allCases.map(\.rawValue)))
  }

  @Test(arguments: NameCorpus.spoofs)
  func spoofsAreCaught(_ spoof: NameCorpus.Spoof) throws {
    let locale = try SheetLocale(spoof.language)
    let findings = try Self.check.get().findings(in: spoof.name, shownIn: [locale])
    #expect(
      findings.contains { $0.kind.rawValue == spoof.kind }, "\(findings.map(\.description))")
  }

  /// What hides or reorders text cannot reach a sheet at all: the render path refuses it.
  @Test(arguments: NameCorpus.spoofs.filter { ["invisible", "bidi-control"].contains($0.kind) })
  func hiddenCharactersCannotBeShown(_ spoof: NameCorpus.Spoof) {
    #expect(throws: PaySheetError.self) { try DisplayName(spoof.name) }
  }

  /// On an English sheet a native name is not reported for being written in its own script;
  /// only a name whose every letter has a Latin twin is, and ICU agrees it looks like the
  /// Latin spelling suggested.
  @Test(arguments: NameCorpus.realNames.filter { !Self.isLatin($0.name) })
  func nativeNamesOnAnEnglishSheet(_ shown: NameCorpus.Shown) throws {
    let check = try Self.check.get()
    let findings = try check.findings(in: shown.name, shownIn: [try SheetLocale("en")])
    #expect(
      findings.allSatisfy { $0.kind == .wholeScriptConfusable }, "\(findings.map(\.description))")
    for finding in findings {
      let latin = try #require(finding.suggestion)
      let ascii = latin.unicodeScalars.allSatisfy { $0.isASCII }
      #expect(ascii, "\(latin)")
      #expect(try check.looksAlike(shown.name, latin))
    }
  }

  @Test func mostNativeNamesPassOnAnEnglishSheet() throws {
    let check = try Self.check.get()
    let english = try SheetLocale("en")
    let native = NameCorpus.realNames.filter { !Self.isLatin($0.name) }
    var reported: [String] = []
    for shown in native where try !check.findings(in: shown.name, shownIn: [english]).isEmpty {
      reported.append(shown.name)
    }
    // "ΟΤΕ" (Greek capitals) reads as the Latin "OTE"; every other native name passes.
    #expect(reported == ["ΟΤΕ"])
  }

  @Test(arguments: [("ru", false), ("uk", false), ("en", true), ("de", true), ("el", true)])
  func aCyrillicNameIsALookAlikeOnlyWhereCyrillicIsNotWritten(language: String, reported: Bool)
    throws
  {
    let findings = try Self.check.get().findings(
      in: "ВВС", shownIn: [try SheetLocale(language)])
    #expect(findings.contains { $0.kind == .wholeScriptConfusable } == reported)
    #expect(findings.allSatisfy { $0.kind == .wholeScriptConfusable })
  }

  @Test func withoutALocaleAWholeScriptLookAlikeIsReported() throws {
    let findings = try Self.check.get().findings(in: "ѕсоре")
    let finding = try #require(findings.first)
    #expect(finding.kind == .wholeScriptConfusable)
    #expect(finding.script == "Cyrl")
    #expect(finding.suggestion == "scope")
  }

  @Test func theIssuesFourNameTheCharacterAndAPlainSpelling() throws {
    let check = try Self.check.get()
    let english = try SheetLocale("en")
    let cases: [(String, NameFinding.Kind, String?, String)] = [
      ("ѕсоре", .wholeScriptConfusable, nil, "scope"),
      ("ℕetflix", .compatibilityForm, "U+2115 DOUBLE-STRUCK CAPITAL N", "Netflix"),
      ("Ｓｔｒｉｐｅ", .compatibilityForm, "U+FF33 FULLWIDTH LATIN CAPITAL LETTER S", "Stripe"),
      ("G\u{335}oogle", .stackedMark, "U+0335 COMBINING SHORT STROKE OVERLAY", "Google"),
    ]
    for (name, kind, character, plain) in cases {
      let findings = try check.findings(in: name, shownIn: [english])
      #expect(findings.map(\.kind) == [kind], "\(name): \(findings.map(\.description))")
      #expect(findings.first?.character?.description == character)
      #expect(findings.first?.suggestion == plain)
      #expect(try check.plainSpelling(of: name, shownIn: [english]) == plain)
    }
    // One finding for the six fullwidth letters, naming each of them.
    let fullwidth = try check.findings(in: "Ｓｔｒｉｐｅ", shownIn: [english])
    #expect(fullwidth.first?.characters.count == 6)
    #expect(fullwidth.first?.message.contains("(and 5 more like it)") == true)
  }

  /// NFKC from ICU agrees with Foundation's compatibility mapping, and ICU's character names
  /// with the Swift standard library's.
  @Test(arguments: NameCorpus.spoofs.filter { $0.kind == "compatibility-form" })
  func compatibilityFormsAgreeWithFoundation(_ spoof: NameCorpus.Spoof) throws {
    let findings = try Self.check.get().findings(
      in: spoof.name, shownIn: [try SheetLocale(spoof.language)])
    let finding = try #require(findings.first { $0.kind == .compatibilityForm })
    #expect(finding.suggestion == spoof.name.precomposedStringWithCompatibilityMapping)
    for character in finding.characters {
      #expect(character.name == character.scalar.properties.name)
    }
  }

  /// The scripts ICU gives for each catalog language include the script its own text in the
  /// shipped catalog is written in.
  @Test func localeScriptsCoverTheCatalogsOwnText() throws {
    let pay = try #require(try StringCatalog.shipped().strings["platform.pay"])
    for (language, localization) in pay.localizations {
      let text = try #require(localization.stringUnit?.value, "\(language)")
      let letter = try #require(text.unicodeScalars.first { $0.properties.isAlphabetic })
      let scripts = try NameCheck.scripts(of: try SheetLocale(language))
      #expect(scripts.contains(Self.script(of: letter)), "\(language): \(scripts)")
    }
  }

  /// Emoji sequences, keycaps, subdivision flags and ideographic variation sequences are
  /// written with joiners, selectors, tags and enclosing marks that belong there.
  @Test(arguments: [
    "Tea ☕\u{FE0F}", "Club 1\u{FE0F}\u{20E3}", "Family 👩🏽\u{200D}👧", "葛\u{E0100}城",
    "Pub 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", "Pride 🏳\u{FE0F}\u{200D}🌈",
  ])
  func emojiAndVariationSequencesRaiseNoFinding(_ name: String) throws {
    let findings = try Self.check.get().findings(in: name, shownIn: [try SheetLocale("en")])
    #expect(findings.isEmpty, "\(findings.map(\.description))")
  }

  @Test func namesThatLookAlikeAreFound() throws {
    let check = try Self.check.get()
    #expect(try check.looksAlike("Acme", "\u{0410}\u{0441}me"))
    #expect(try check.looksAlike("paypal", "раураl"))
    #expect(try !check.looksAlike("Acme", "Acne"))
    #expect(try !check.looksAlike("Acme", "Acme"))
  }

  static func isLatin(_ name: String) -> Bool {
    name.unicodeScalars.allSatisfy {
      $0.isASCII || script(of: $0) == "Latn" || !$0.properties.isAlphabetic
    }
  }

  static func mixesLatin(_ name: String) -> Bool {
    name.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic } && !isLatin(name)
  }

  /// The ISO 15924 code of a letter's script, from the scripts the corpus uses, by Unicode
  /// block; a second source besides ICU for the locale test.
  static func script(of scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x0000...0x024F, 0x1E00...0x1EFF: return "Latn"
    case 0x0370...0x03FF, 0x1F00...0x1FFF: return "Grek"
    case 0x0400...0x04FF: return "Cyrl"
    case 0x0590...0x05FF: return "Hebr"
    case 0x0600...0x06FF: return "Arab"
    case 0x0900...0x097F: return "Deva"
    case 0x0980...0x09FF: return "Beng"
    case 0x0A00...0x0A7F: return "Guru"
    case 0x0A80...0x0AFF: return "Gujr"
    case 0x0B00...0x0B7F: return "Orya"
    case 0x0B80...0x0BFF: return "Taml"
    case 0x0C00...0x0C7F: return "Telu"
    case 0x0C80...0x0CFF: return "Knda"
    case 0x0D00...0x0D7F: return "Mlym"
    case 0x0E00...0x0E7F: return "Thai"
    case 0x3040...0x309F: return "Hira"
    case 0x30A0...0x30FF: return "Kana"
    case 0x4E00...0x9FFF: return "Hani"
    case 0xAC00...0xD7AF: return "Hang"
    default: return "Zzzz"
    }
  }
}
