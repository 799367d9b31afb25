import Foundation
import PaySheetKit
let d1 = Date(timeIntervalSince1970: 1796256000) // 2026-12-03
let d2 = Date(timeIntervalSince1970: 1796256000 + 2*86400)
let d3 = Date(timeIntervalSince1970: 1796256000 + 30*86400)
for l in ["en", "ru", "ja", "ar", "de", "zh-Hant", "he"] {
  let loc = try SheetLocale(l)
  let a = try loc.formatDateRange(from: d1, to: d2); let b = try loc.formatDateRange(from: d1, to: d3)
  print(l, a, a.unicodeScalars.map{String($0.value, radix:16)}.joined(separator:" "), "|", b)
}
for (l,c,a) in [("en-US","USD","1234.5"),("de","EUR","1234.5"),("de-CH","CHF","1234.5"),("fr","EUR","1234.5"),("ru","RUB","1234.5"),("pl","PLN","1234.5"),("pl","PLN","12345.5"),("tr","TRY","1234.5"),("th","THB","1234.5"),("hi","INR","1234567.5"),("zh-Hant","TWD","1234.5"),("he","ILS","1234.5"),("en","KWD","1.234"),("en","IQD","1.250"),("ja","JPY","1000"),("en","JPY","1000"), ("ar","SAR","1234.5"), ("zh-HK", "HKD", "12.5")] {
  let s = try Money(a, currency: Currency(c)).formatted(locale: SheetLocale(l))
  print(l, c, s, s.unicodeScalars.filter{$0.value > 0x7e}.map{String($0.value, radix:16)})
}
print(try SheetLocale("zh_Hant_TW").identifier, (try? SheetLocale("en-ZZ")) as Any, try SheetLocale("es-419").icuIdentifier, try SheetLocale("zh-HK").icuIdentifier)
for c in ["CHF","HUF","IQD","LAK","TWD","JPY","KWD","CLP","ISK","SEK"] { let x = try Currency(c); print(c, x.minorUnitDigits, x.displayDigits, x.cashDigits, x.cashRoundingIncrement as Any) }
print(try SheetLocale("el").uppercased("Πληρωμή άδεια"), try SheetLocale("tr").uppercased("istanbul"), try SheetLocale("de").uppercased("Straße"))
