/// How the tool writes a width, an excess or a font size in its messages, pages and sheet
/// pictures: with "." whatever the process locale, rounded half away from zero, as the JSON
/// of `paysheet render` rounds its widths.
package enum WidthFigure {
  /// A number as a person writes it: "343" for a whole number, else two decimals ("17.50").
  package static func text(_ value: Double) -> String {
    decimal(value, digits: value.rounded() == value ? 0 : 2)
  }

  /// `value` with `digits` decimals ("12.3" for 12.25 and one digit).
  package static func decimal(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int64((abs(value) * scale).rounded())
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard digits > 0 else { return sign + String(scaled) }
    let whole = scaled / Int64(scale)
    var fraction = String(scaled % Int64(scale))
    while fraction.count < digits { fraction = "0" + fraction }
    return "\(sign)\(whole).\(fraction)"
  }
}
