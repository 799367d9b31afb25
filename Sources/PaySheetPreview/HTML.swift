import PaySheetKit

/// Escaping for HTML text and attribute values.
enum HTML {
  /// `text` safe inside an element or a quoted attribute value.
  static func escape(_ text: String) -> String { MarkupEscaper.html.escape(text) }
}
