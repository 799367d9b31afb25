import Foundation
import PaySheetTestCorpus
import Testing

@testable import PaySheetCatalog

/// Export then import, through the XML, on every catalog of the corpus.
@Suite("XLIFF round trip", .enabled(if: TestCorpus.isAvailable, TestCorpus.missing))
struct XLIFFRoundTripTests {
  /// Every `.xcstrings` of the corpus (`xcstrings/` and `real/`).
  static let catalogs: [String] =
    TestCorpus.isAvailable ? TestCorpus.catalogs(in: TestCorpus.folder) : []

  /// The catalog's languages, and Russian, which needs plural forms English lacks.
  static func languages(_ catalog: StringCatalog) -> [String] {
    var languages = [catalog.sourceLanguage]
    for entry in catalog.strings.values {
      for language in entry.languages where !languages.contains(language) {
        languages.append(language)
      }
    }
    return languages.contains("ru") ? languages : languages + ["ru"]
  }

  static func exchanged(_ catalog: StringCatalog, _ language: String) throws -> XLIFFFile {
    let file = XLIFFFile(exporting: catalog, original: "Localizable.xcstrings", language: language)
    let bytes = XLIFFDocument(files: [file]).xmlBytes(toolVersion: "1")
    let read = try XLIFFDocument(bytes: bytes)
    try #require(read.files.count == 1)
    #expect(read.files[0] == file, "the XML reads back as written")
    return read.files[0]
  }

  @Test("the corpus is there") func corpus() { #expect(Self.catalogs.count >= 29) }

  @Test("an unchanged export imports to the same bytes", arguments: catalogs)
  func unchanged(path: String) throws {
    let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let catalog = try StringCatalog(jsonBytes: original, file: path)
    for language in Self.languages(catalog) {
      let merge = catalog.merging(try Self.exchanged(catalog, language))
      #expect(merge.changed.isEmpty, "\(path) \(language): \(merge.changed.prefix(3))")
      #expect(merge.unknownKeys.isEmpty)
      #expect(merge.catalog.xcodeBytes() == catalog.xcodeBytes(), "\(path) \(language)")
    }
  }

  @Test("one edited target changes exactly that text", arguments: catalogs)
  func oneEdit(path: String) throws {
    let catalog = try StringCatalog(contentsOf: URL(fileURLWithPath: path))
    // `languages` adds Russian to a catalog without it, so every catalog has one to edit.
    let language = try #require(
      Self.languages(catalog).first(where: { $0 != catalog.sourceLanguage }),
      "\(path) has no language besides its source language")
    var file = try Self.exchanged(catalog, language)
    guard let index = file.units.lastIndex(where: { $0.target != nil }) ?? file.units.indices.last
    else {
      // A catalog with nothing to translate, or only App Shortcut phrases (`stringSet`),
      // exports no unit.
      #expect(
        catalog.strings.values.allSatisfy { entry in
          entry.shouldTranslate == false
            || entry.localizations.values.allSatisfy { $0.places(key: "").isEmpty }
        })
      return
    }
    file.units[index].target = "Edited «\(index)» & <b>\r\n"
    file.units[index].state = "needs-review-translation"
    // The edit goes through the XML too.
    let read = try XLIFFDocument(bytes: XLIFFDocument(files: [file]).xmlBytes(toolVersion: "1"))
    let merge = catalog.merging(read.files[0])
    #expect(merge.changed.count == 1)
    let place = CatalogPlace(id: file.units[index].id)
    var expected = catalog
    var entry = try #require(expected.strings[place.key])
    var localization = entry.localizations[language] ?? Localization()
    var unit = localization.unit(at: place) ?? StringUnit(state: "needs_review", value: "")
    unit.value = "Edited «\(index)» & <b>\r\n"
    unit.state = "needs_review"
    localization.setUnit(
      unit, at: place,
      template: place.substitution.flatMap {
        entry.localizations[catalog.sourceLanguage]?.substitutions[$0]
      })
    entry.localizations[language] = localization
    expected.strings[place.key] = entry
    #expect(merge.catalog.xcodeBytes() == expected.xcodeBytes(), "\(path): \(file.units[index].id)")
  }

  @Test("a text XML cannot hold goes without its target, and is named")
  func unwritable() throws {
    let json = """
      {"sourceLanguage":"en","strings":{"Find":{"localizations":{"vi":{"stringUnit":{"state":"translated","value":"T\\u0018ìm"}}}}},"version":"1.0"}
      """
    let catalog = try StringCatalog(jsonBytes: Array(json.utf8))
    let file = try Self.exchanged(catalog, "vi")
    #expect(file.units.map(\.target) == [nil])
    let export = XLIFFFile(exporting: catalog, original: "a.xcstrings", language: "vi")
    #expect(export.omitted.count == 1 && export.omitted[0].contains("U+0018"))
    #expect(catalog.merging(file).changed.isEmpty)
  }

  @Test("import: states, variations, a new substitution's argument, an empty target untranslated")
  func importForms() throws {
    let json = """
      {"sourceLanguage":"en","strings":{"Saw %#@birds@":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Saw %#@birds@"},"substitutions":{"birds":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg bird"}},"other":{"stringUnit":{"state":"translated","value":"%arg birds"}}}}}}}}},"Total":{}},"version":"1.0"}
      """
    let catalog = try StringCatalog(jsonBytes: Array(json.utf8))
    let file = XLIFFFile(
      original: "Localizable.xcstrings", sourceLanguage: "en", targetLanguage: "de",
      units: [
        XLIFFUnit(id: "Saw %#@birds@", source: "", target: "%#@birds@ gesehen", state: "final"),
        XLIFFUnit(
          id: "Saw %#@birds@|==|substitutions.birds.plural.one", source: "", target: "%arg Vogel",
          state: "needs-review-translation"),
        XLIFFUnit(id: "Saw %#@birds@|==|substitutions.birds.plural.other", source: "", target: ""),
        XLIFFUnit(id: "Total|==|device.applewatch", source: "", target: "Summe", state: "new"),
        XLIFFUnit(id: "Gone", source: "", target: "Weg"),
      ])
    let merge = catalog.merging(file)
    #expect(merge.changed.count == 3)
    #expect(merge.unknownKeys == ["Gone"])
    let de = try #require(merge.catalog["Saw %#@birds@"]?.localization("de"))
    #expect(de.stringUnit?.state == "translated")
    let birds = try #require(de.substitutions["birds"])
    #expect(birds.argNum == 1 && birds.formatSpecifier == "lld")
    #expect(birds.variations?.plural["one"]?.stringUnit?.state == "needs_review")
    #expect(birds.variations?.plural["other"] == nil)
    let total = merge.catalog["Total"]?.localization("de")?.variations?.device["applewatch"]
    #expect(total?.stringUnit?.value == "Summe" && total?.stringUnit?.state == "new")
  }
}
