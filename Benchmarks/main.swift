import Foundation
import PaySheetICU
import CPaySheetICU
let loc = try ICULocale(parsing: "de-CH")
let f = try ICUNumberFormatter.cached(locale: loc, skeleton: "currency/CHF")
print(try f.format(units: -123456, scale: 2), try f.format(decimal: "1234567.891"))
let n = 300_000
var t = Date(); var c = 0
for i in 0..<n { c &+= try f.format(units: Int64(i), scale: 2).utf8.count }
print("ours", Date().timeIntervalSince(t)/Double(n)*1e9)
t = Date()
let strs = (0..<1000).map { Array(String(format: "%d.%02d", $0/100, $0%100).utf8) }
var buf = [UInt16](repeating: 0, count: 128)
for i in 0..<n { var st: Int32 = 0; let s = strs[i%1000]; c &+= Int(s.withUnsafeBufferPointer { p in p.withMemoryRebound(to: CChar.self) { psicu_numfmt_format_decimal(f.handle, $0.baseAddress, Int32($0.count), &buf, 128, &st) } }) }
print("raw", Date().timeIntervalSince(t)/Double(n)*1e9)
let style = Decimal.FormatStyle.Currency(code: "CHF", locale: Locale(identifier: "de_CH"))
t = Date()
for i in 0..<n/10 { c &+= style.format(Decimal(i) / 100).utf8.count }
print("fs", Date().timeIntervalSince(t)/Double(n/10)*1e9, style.format(Decimal(-1234.56)))
t = Date()
for i in 0..<n { var st: Int32 = 0; let s = strs[i%1000]; let len = s.withUnsafeBufferPointer { p in p.withMemoryRebound(to: CChar.self) { psicu_numfmt_format_decimal(f.handle, $0.baseAddress, Int32($0.count), &buf, 128, &st) } }; c &+= String(decoding: buf[..<Int(len)], as: UTF16.self).utf8.count }
print("raw+string", Date().timeIntervalSince(t)/Double(n)*1e9)
