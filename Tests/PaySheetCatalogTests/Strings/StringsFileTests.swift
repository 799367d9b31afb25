import Foundation
import PaySheetReading
import Testing

@testable import PaySheetCatalog

@Suite(".strings reader")
struct StringsFileTests {
  static let text = """
    /* The total line of the sheet. */
    "checkout.total" = "Pay %@";
    // Shipping
    "shipping" = "Livraison\\U00A0: %@";
    "quote" = "Say \\"hi\\"\\n\\t\\\\ done\\UD83D\\UDE00 \\101";
    unquoted_key = value.1;
    "same";
    """

  static func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
    var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
    for unit in text.utf16 {
      let (high, low) = (UInt8(unit >> 8), UInt8(unit & 0xFF))
      bytes += littleEndian ? [low, high] : [high, low]
    }
    return bytes
  }

  static let encodings: [(String, [UInt8])] = [
    ("UTF-8", Array(text.utf8)),
    ("UTF-8 with a byte order mark", [0xEF, 0xBB, 0xBF] + Array(text.utf8)),
    ("UTF-16LE", utf16(text, littleEndian: true)),
    ("UTF-16BE", utf16(text, littleEndian: false)),
  ]

  @Test("pairs, comments and escapes read alike in every encoding", arguments: encodings)
  func pairs(_ name: String, _ bytes: [UInt8]) throws {
    let file = try StringsFile(bytes: bytes, file: "Localizable.strings")
    #expect(
      file.entries.map(\.key) == ["checkout.total", "shipping", "quote", "unquoted_key", "same"])
    #expect(
      file.entries.map(\.value) == [
        "Pay %@", "Livraison\u{A0}: %@", "Say \"hi\"\n\t\\ done😀 A", "value.1", "same",
      ])
    #expect(
      file.entries.map(\.comment) == ["The total line of the sheet.", "Shipping", nil, nil, nil])
    // Lines and columns count scalars, whatever the encoding: the value of `shipping` is on
    // line 4, after `"shipping" = `.
    #expect(file.entries[1].keyPosition?.description == "4:1")
    #expect(file.entries[1].valuePosition?.description == "4:14")
    #expect(file.entries[4].valuePosition?.description == "7:1")
  }

  @Test("offsets are the file's own bytes")
  func offsets() throws {
    let utf8 = try StringsFile(bytes: Array(#""é" = "x";"#.utf8))
    #expect(utf8.entries[0].valuePosition?.offset == 7)
    let utf16 = try StringsFile(bytes: Self.utf16(#""é" = "x";"#, littleEndian: true))
    #expect(utf16.encoding == .utf16LittleEndian)
    #expect(utf16.entries[0].valuePosition?.offset == 2 + 2 * 6)
    #expect(utf16.entries[0].valuePosition?.column == 7)
  }

  static let broken: [(String, [UInt8], String, String)] = [
    ("unterminated string", Array("\"a\" = \"b\";\n\"c\" = \"d;\n".utf8), "2:7", "not closed"),
    ("unterminated comment", Array("\"a\" = \"b\";\n /* open".utf8), "2:2", "'*/'"),
    ("missing semicolon", Array("\"a\" = \"b\"\n\"c\" = \"d\";".utf8), "2:1", "expected ';'"),
    (
      "invalid UTF-8", Array("\"a\" = \"".utf8) + [0xC3, 0x28] + Array("\";".utf8), "1:8",
      "not UTF-8"
    ),
    ("NUL byte", [0x22, 0x00, 0x61, 0x00], "1:2", "NUL byte"),
    (
      "unpaired surrogate",
      utf16("\"a\" = \"b\";\n", littleEndian: true) + [0x00, 0xD8, 0x41, 0x00],
      "2:1", "unpaired surrogate 0xD800"
    ),
    ("odd UTF-16", utf16("\"a\"", littleEndian: false) + [0x00], "1:4", "half a code unit"),
    ("\\U without digits", Array(#""a" = "\Uxyz";"#.utf8), "1:8", "hex digit"),
  ]

  @Test("bad input names its file, line and column", arguments: broken)
  func errors(_ name: String, _ bytes: [UInt8], _ place: String, _ message: String) {
    #expect {
      try StringsFile(bytes: bytes, file: "de.lproj/Localizable.strings")
    } throws: { error in
      guard let error = error as? InputError else { return false }
      return error.file == "de.lproj/Localizable.strings"
        && error.position.description == place && error.message.contains(message)
    }
  }

  @Test("each comment's place is its first character, in bytes of the file's own encoding")
  func commentPositions() throws {
    let text =
      "/*  Class = \"UIButton\"; */\n\"a\" = \"b\";\n// é note\n\"c\" = \"d\";\n\"e\" = \"f\";\n"
    let utf8 = try StringsFile(bytes: Array(text.utf8))
    #expect(utf8.entries.map(\.comment) == ["Class = \"UIButton\";", "é note", nil])
    #expect(utf8.entries[0].commentPosition == SourcePosition(line: 1, column: 5, offset: 4))
    #expect(utf8.entries[1].commentPosition == SourcePosition(line: 3, column: 4, offset: 41))
    #expect(utf8.entries[2].commentPosition == nil)
    let utf16 = try StringsFile(bytes: Self.utf16(text, littleEndian: true))
    #expect(
      utf16.entries[1].commentPosition == SourcePosition(line: 3, column: 4, offset: 2 + 2 * 41))
  }
}

@Suite(".stringsdict reader")
struct StringsDictFileTests {
  static func plist(_ body: String) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(body)
      </dict>
      </plist>
      """.utf8)
  }

  static let items = """
    \t<key>items.count</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@items@</string>
    \t\t<key>items</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>d</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%d item</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%d items</string>
    \t\t</dict>
    \t</dict>
    """

  @Test("a format key that is one variable becomes its plural variations")
  func plural() throws {
    let file = try StringsDictFile(bytes: Self.plist(Self.items))
    let entry = try #require(file.entries.first)
    #expect(entry.key == "items.count")
    #expect(entry.keyPosition?.description == "5:2")
    let forms = try #require(entry.localization.variations?.pluralForms)
    #expect(forms.map(\.category) == ["one", "other"])
    #expect(forms.map { $0.form.stringUnit?.value } == ["%d item", "%d items"])
    // The text of `other` starts after `\t\t\t<string>` on line 18.
    #expect(forms[1].form.stringUnit?.valuePosition?.description == "18:12")
  }

  @Test("text around the variables makes substitutions, each form's own argument %arg")
  func substitutions() throws {
    let body = Self.items.replacingOccurrences(
      of: "<string>%#@items@</string>", with: "<string>%@ has %#@items@</string>")
    let entry = try #require(try StringsDictFile(bytes: Self.plist(body)).entries.first)
    #expect(entry.localization.stringUnit?.value == "%@ has %#@items@")
    let substitution = try #require(entry.localization.substitutions["items"])
    #expect(substitution.argNum == 2)
    #expect(substitution.formatSpecifier == "d")
    #expect(
      substitution.variations?.pluralForms.map { $0.form.stringUnit?.value } == [
        "%arg item", "%arg items",
      ])
  }

  @Test("a key without a format key, or an unknown rule, is refused at its place")
  func refused() {
    let noFormat = Self.items.replacingOccurrences(
      of: "<key>NSStringLocalizedFormatKey</key>", with: "<key>Other</key>")
    #expect {
      try StringsDictFile(bytes: Self.plist(noFormat), file: "en.lproj/L.stringsdict")
    } throws: { error in
      let error = error as? InputError
      return error?.position.description == "5:2"
        && error?.message.contains("has no NSStringLocalizedFormatKey") == true
        && error?.file == "en.lproj/L.stringsdict"
    }
    let unknownRule = Self.items.replacingOccurrences(
      of: "NSStringPluralRuleType", with: "NSStringGenderRuleType")
    #expect {
      try StringsDictFile(bytes: Self.plist(unknownRule))
    } throws: { error in
      (error as? InputError)?.message.contains("'NSStringGenderRuleType'") == true
    }
    #expect {
      try StringsDictFile(bytes: Self.plist("<key>a</key><string>b"))
    } throws: { error in (error as? InputError)?.kind == .syntax }
  }
}
