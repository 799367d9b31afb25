import FuzzSupport
import PaySheetKit

/// Amounts: text that reads as an amount formats, and its wire value reads back as it.
let currencies = ["USD", "JPY", "KWD", "CLF", "CHF"].compactMap {
  try? Currency($0)
}
let formatter = MoneyFormatter(locale: try! SheetLocale("de-CH"))

@_cdecl("FuzzAmount_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  runFuzzer(argc, argv) { data, size in
    let input = bytes(data, size)
    guard let first = input.first else { return 0 }
    let currency = currencies[Int(first) % currencies.count]
    let rounding = RoundingRule.allCases[Int(first / 8) % RoundingRule.allCases.count]
    let text = String(decoding: input.dropFirst(), as: UTF8.self)
    for rule in [nil, rounding] as [RoundingRule?] {
      guard let money = try? Money(text, currency: currency, rounding: rule) else { continue }
      do {
        let back = try Money(money.wireValue, currency: currency)
        require(back == money, "\(money.wireValue) reads back as \(back)")
        _ = try formatter.string(for: money)
      } catch {
        fatalError("\(money) cannot be read back or formatted: \(error)")
      }
    }
    return 0
  }
}
