import FuzzSupport
import PaySheetKit

/// Locale identifiers: a locale that is accepted formats amounts, plurals and case; one
/// ICU cannot serve is refused when it is read, not later.
let amount = try! Money("1234.56", currency: Currency("USD"))

@_cdecl("FuzzLocale_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  runFuzzer(argc, argv) { data, size in
    let text = String(decoding: bytes(data, size), as: UTF8.self)
    guard let locale = try? SheetLocale(text) else { return 0 }
    do {
      _ = try MoneyFormatter(locale: locale).string(for: amount)
      _ = try locale.pluralCategory(of: "1.5")
      _ = try locale.uppercased("Pay")
      _ = try SheetLocale(locale.identifier)
    } catch {
      fatalError("'\(text)' was accepted as \(locale.identifier) but fails: \(error)")
    }
    return 0
  }
}
