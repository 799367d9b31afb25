import PaySheetKit

/// Escaping for HTML text and attribute values.
enum HTML {
  /// `text` safe inside an element or a quoted attribute value.
  static func escape(_ text: String) -> String { MarkupEscaper.html.escape(text) }

  /// A number as a person writes it: "343" for a whole number, else two decimals ("17.50").
  static func number(_ value: Double) -> String {
    value.rounded() == value ? decimal(value, digits: 0) : decimal(value, digits: 2)
  }

  /// A number with `digits` decimals, rounded half away from zero, with "." whatever the
  /// process locale.
  static func decimal(_ value: Double, digits: Int) -> String {
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
