/// Text made safe for the markup the package writes: XML element text, XML attribute values
/// and HTML. Every context writes a character it escapes with the same reference, and only
/// the set of characters it escapes differs.
package struct MarkupEscaper: Sendable {
  /// The characters written as references; every other character is written as is.
  package let escaped: Set<Unicode.Scalar>

  package init(escaping escaped: Set<Unicode.Scalar>) {
    self.escaped = escaped
  }

  /// XML element text: the markup characters, and a carriage return, which XML's line-end
  /// handling would read back as a line feed (XML 1.0 §2.11).
  package static let xmlText = MarkupEscaper(escaping: ["&", "<", ">", "\r"])

  /// An XML attribute value in double quotes: also the quote, and line feed and tab, which
  /// attribute-value normalization would read back as spaces (XML 1.0 §3.3.3).
  package static let xmlAttribute = MarkupEscaper(
    escaping: ["&", "<", ">", "\"", "\r", "\n", "\t"])

  /// HTML text, or an attribute value in either quote.
  package static let html = MarkupEscaper(escaping: ["&", "<", ">", "\"", "'"])

  /// `text` with each escaped character replaced by its reference.
  package func escape(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: escaped.contains) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if escaped.contains(scalar) {
        out += Self.reference(scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// The reference for `scalar`: the entity XML and HTML both predefine for `&`, `<`, `>`
  /// and `"`, else a decimal character reference (`'` is `&#39;`, since HTML 4 has no
  /// `&apos;`).
  package static func reference(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "&": return "&amp;"
    case "<": return "&lt;"
    case ">": return "&gt;"
    case "\"": return "&quot;"
    default: return "&#\(scalar.value);"
    }
  }
}
