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

/// The text as a JSON string literal.
func jsonString(_ text: String) -> String {
  var out = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case _ where scalar.value < 0x20:
      out +=
        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
        + String(scalar.value, radix: 16)
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out + "\""
}

@_cdecl("FuzzFormat_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  precondition(!sheets.isEmpty, "no example sheets found beside the fuzz targets")
  return runFuzzer(argc, argv) { data, size in
    let input = bytes(data, size)
    guard let first = input.first else { return 0 }
    let locale = locales[Int(first) % locales.count]
    let sheet = sheets[Int(first / 8) % sheets.count]
    let value = jsonString(String(decoding: input.dropFirst(), as: UTF8.self))
    let unit = "{\"stringUnit\":{\"state\":\"translated\",\"value\":\(value)}}"
    let entry = "{\"localizations\":{\"en\":\(unit),\"\(locale.language)\":\(unit)}}"
    let strings = keys.map { jsonString($0) + ":" + entry }.joined(separator: ",")
    let json = "{\"sourceLanguage\":\"en\",\"strings\":{\(strings)},\"version\":\"1.0\"}"
    guard let catalog = try? StringCatalog(jsonBytes: Array(json.utf8)) else { return 0 }
    _ = try? SheetFormatter(catalog: catalog, locale: locale).format(sheet)
    return 0
  }
}
