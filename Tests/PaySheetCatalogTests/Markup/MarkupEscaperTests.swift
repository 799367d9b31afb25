import Foundation
import Testing

@testable import PaySheetCatalog

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The three contexts, by name, for the tests' arguments.
private let contexts: [(name: String, escaper: MarkupEscaper)] = [
  ("xmlText", .xmlText), ("xmlAttribute", .xmlAttribute), ("html", .html),
]
private let contextNames = contexts.map(\.name)

private func escaper(_ name: String) -> MarkupEscaper {
  contexts.first { $0.name == name }!.escaper
}

/// Texts with every character some context escapes, beside ones none does.
private let texts = [
  "", "plain", "Tom & \"Jerry's\" <b>", "a\r\nb\tc", "&amp; already escaped",
  "Gift Wrap \u{A0}5,00\u{A0}€", "שלום \u{2068}ACME\u{2069}", "👩🏽‍💻 & 🇯🇵", "]]> ends CDATA",
]

/// What XMLParser (libxml2) reads back from an element's text and its attribute.
private final class ReadBack: NSObject, XMLParserDelegate {
  var text = ""
  var attribute: String?
  var failed = false

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    if name == "a" { attribute = attributes["v"] }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

  func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { failed = true }

  static func read(_ xml: String) -> ReadBack {
    let reader = ReadBack()
    let parser = XMLParser(data: Data(xml.utf8))
    parser.delegate = reader
    reader.failed = !parser.parse() || reader.failed
    return reader
  }
}

@Suite("Markup escaping")
struct MarkupEscaperTests {
  @Test(
    "a context replaces exactly the characters of its set, each by one reference",
    arguments: contextNames)
  func onlyItsSet(name: String) {
    let escaper = escaper(name)
    // Every ASCII character and a few others, one at a time.
    let scalars = (0..<0x80).compactMap(Unicode.Scalar.init) + ["\u{A0}", "é", "\u{2028}", "😀"]
    for scalar in scalars {
      let escaped = escaper.escape(String(scalar))
      if escaper.escaped.contains(scalar) {
        #expect(escaped.hasPrefix("&") && escaped.hasSuffix(";"), "\(name): U+\(scalar.value)")
        #expect(escaped == MarkupEscaper.reference(scalar))
      } else {
        #expect(escaped == String(scalar), "\(name): U+\(scalar.value)")
      }
    }
  }

  @Test("XML text and attribute values read back as written by XMLParser", arguments: texts)
  func xmlReadsBack(text: String) {
    let xml =
      "<a v=\"\(MarkupEscaper.xmlAttribute.escape(text))\">\(MarkupEscaper.xmlText.escape(text))</a>"
    let read = ReadBack.read(xml)
    #expect(!read.failed, "\(xml)")
    #expect(read.text == text)
    #expect(read.attribute == text)
  }

  @Test("HTML escaping reads back in an element and in either quote", arguments: texts)
  func htmlReadsBack(text: String) {
    // Without line breaks and tabs: HTML keeps them in text and attributes, XML does not.
    let text = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(
      of: "\t", with: " ")
    let escaped = MarkupEscaper.html.escape(text)
    for quote in ["\"", "'"] {
      let read = ReadBack.read("<a v=\(quote)\(escaped)\(quote)>\(escaped)</a>")
      #expect(!read.failed)
      #expect(read.text == text)
      #expect(read.attribute == text)
    }
  }

  @Test(
    "each character XML text or attributes escape beyond the markup would come back otherwise",
    arguments: [
      ("xmlText", "a\rb"), ("xmlAttribute", "a\rb"), ("xmlAttribute", "a\nb"),
      ("xmlAttribute", "a\tb"),
    ])
  func whyLineBreaks(name: String, text: String) {
    let read = ReadBack.read("<a v=\"\(text)\">\(text)</a>")
    let comesBack = name == "xmlText" ? read.text : read.attribute
    #expect(comesBack != text)
    let escaped = escaper(name).escape(text)
    let readEscaped = ReadBack.read(
      name == "xmlText" ? "<a>\(escaped)</a>" : "<a v=\"\(escaped)\"/>")
    #expect((name == "xmlText" ? readEscaped.text : readEscaped.attribute) == text)
  }

  @Test("a text with nothing to escape is returned as it is", arguments: contextNames)
  func unchanged(name: String) {
    let text = "Monthly Subscription 19,99 € · 月額"
    #expect(escaper(name).escape(text) == text)
  }
}
