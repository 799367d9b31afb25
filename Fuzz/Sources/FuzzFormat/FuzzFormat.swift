import Foundation
import FuzzSupport
import PaySheetKit

/// Format strings: the input is the value of every key of the shipped catalog, and the
/// example sheets, whose labels pass arguments, are formatted with it through the public
/// formatter. A bad format string is an error, never a crash or a hang.
let keys: [String] = {
  let file = try! ShippedResources.file("PaymentSheet.xcstrings")
  return try! StringCatalog(jsonBytes: file.bytes).keys
}()

let sheets: [PaymentSheet] = {
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../Examples/sheets").standardized
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  return names.sorted().filter { $0.hasSuffix(".json") }.compactMap {
    try? PaymentSheet(json: Data(contentsOf: folder.appendingPathComponent($0)))
  }
}()

let locales = ["en", "de", "ar", "ja", "ru"].map { try! SheetLocale($0) }

@_cdecl("FuzzFormat_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  precondition(!sheets.isEmpty, "no example sheets found beside the fuzz targets")
  return runFuzzer(argc, argv) { data, size in
    let input = bytes(data, size)
    guard let first = input.first else { return 0 }
    let locale = locales[Int(first) % locales.count]
    let sheet = sheets[Int(first / 8) % sheets.count]
    let value = String(decoding: input.dropFirst(), as: UTF8.self)
    // The catalog is built in memory, not as JSON text: the reader has a target of its own,
    // and writing and parsing some 200 keys per input held this one to about 100 runs a second.
    let unit = Localization(stringUnit: StringUnit(value: value))
    var localizations: OrderedMap<Localization> = [:]
    localizations["en"] = unit
    localizations[locale.language] = unit
    var strings: OrderedMap<CatalogEntry> = [:]
    for key in keys { strings[key] = CatalogEntry(localizations: localizations) }
    let catalog = StringCatalog(sourceLanguage: "en", strings: strings)
    _ = try? SheetFormatter(catalog: catalog, locale: locale).format(sheet)
    return 0
  }
}
