import Foundation
import PaySheetReading

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A `.stringsdict` file: the plural and device rules of one table in one language, each key
/// read into the text a String Catalog holds for it, with its places.
///
/// The file is an XML property list, read with the XLIFF reader's guards (no entity, UTF-8
/// only). Each key's `NSStringLocalizedFormatKey` names its variables (`%#@count@`); each
/// variable is a dictionary with `NSStringFormatSpecTypeKey` (`NSStringPluralRuleType` or
/// `NSStringDeviceSpecificRuleType`), `NSStringFormatValueTypeKey` (the conversion, `d`,
/// `lld`, `@`) and its forms by plural category or device.
///
/// As Xcode's migration writes it, a format key that is one variable alone becomes that
/// variable's variations; any other becomes a string unit with substitutions, each form's
/// own conversion written `%arg`.
public struct StringsDictFile: Sendable, Equatable {
  public var entries: [StringsDictEntry]

  /// The largest `.stringsdict` read.
  public static let maximumFileSize = 64 << 20
}

/// One key of a `.stringsdict` and its text, as a catalog holds it.
public struct StringsDictEntry: Sendable, Equatable {
  public var key: String
  public var localization: Localization
  /// Where the key's `<key>` is.
  @NotCompared public var keyPosition: SourcePosition? = nil
}

extension StringsDictFile {
  static let formatKey = "NSStringLocalizedFormatKey"
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  static let valueTypeKey = "NSStringFormatValueTypeKey"
  static let pluralRule = "NSStringPluralRuleType"
  static let deviceRule = "NSStringDeviceSpecificRuleType"
  static let widthRule = "NSStringVariableWidthRuleType"

  /// Reads a `.stringsdict` file's bytes.
  ///
  /// - Throws: `InputError` at the element at fault: XML that is not well formed, a root
  ///   that is not a `<plist>` with a `<dict>`, a key without `NSStringLocalizedFormatKey`,
  ///   a variable without a rule type or forms, or a rule type that is not known.
  public init(bytes: [UInt8], file: String? = nil) throws(InputError) {
    InputFile.countParse(file)
    do throws(InputError) {
      let root = try PropertyListXML.read(bytes)
      guard case .dictionary(let keys) = root.value else {
        throw InputError(
          kind: .schema, position: root.position,
          message: "not a .stringsdict: the property list's root is not a <dict>")
      }
      var entries: [StringsDictEntry] = []
      for member in keys {
        entries.append(try Self.entry(member))
      }
      self.init(entries: entries)
    } catch {
      throw error.withFile(file)
    }
  }

  private static func schema(_ position: SourcePosition?, _ message: String) -> InputError {
    InputError(kind: .schema, position: position, message: message)
  }

  private static func entry(_ member: PropertyListXML.Member) throws(InputError)
    -> StringsDictEntry
  {
    let key = member.key
    let shown = "'\(Quote.value(key))'"
    guard case .dictionary(let members) = member.value.value else {
      throw schema(member.value.position, "the value of \(shown) is not a <dict> of rules")
    }
    guard let format = members.first(where: { $0.key == formatKey }) else {
      throw schema(member.keyPosition, "\(shown) has no \(formatKey), so no text to show")
    }
    guard case .string(let formatText) = format.value.value else {
      throw schema(format.value.position, "the \(formatKey) of \(shown) is not a <string>")
    }
    var variables = OrderedMap<Substitution>()
    var direct: Variations?
    let segments = (try? FormatString.parse(formatText)) ?? []
    let references = segments.compactMap { segment -> SubstitutionReference? in
      if case .substitution(let reference) = segment { return reference }
      return nil
    }
    let alone = segments.count == 1 && references.count == 1
    for variable in members where variable.key != formatKey {
      guard case .dictionary(let rule) = variable.value.value else {
        throw schema(
          variable.value.position,
          "the variable '\(Quote.value(variable.key))' of \(shown) is not a <dict>")
      }
      func string(_ name: String) throws(InputError) -> (String, SourcePosition?)? {
        guard let found = rule.first(where: { $0.key == name }) else { return nil }
        guard case .string(let text) = found.value.value else {
          throw schema(found.value.position, "\(name) of \(shown) is not a <string>")
        }
        return (text, found.value.position)
      }
      guard let (specType, specPosition) = try string(specTypeKey) else {
        throw schema(
          variable.keyPosition,
          "the variable '\(Quote.value(variable.key))' of \(shown) has no \(specTypeKey)")
      }
      let valueType = try string(valueTypeKey)?.0
      let argument = references.first { $0.name == variable.key }?.argument
      var forms = OrderedMap<Localization>()
      for form in rule where form.key != specTypeKey && form.key != valueTypeKey {
        guard case .string(var text) = form.value.value else {
          throw schema(form.value.position, "the form '\(form.key)' of \(shown) is not a <string>")
        }
        if !alone, let valueType { text = Self.argumentWritten(text, valueType, argument) }
        var unit = StringUnit(state: "translated", value: text)
        unit.valuePosition = form.value.position
        unit.position = form.keyPosition
        var localization = Localization(stringUnit: unit)
        localization.position = form.keyPosition
        forms[form.key] = localization
      }
      var variations: Variations
      switch specType {
      case pluralRule: variations = Variations(plural: forms)
      case deviceRule: variations = Variations(device: forms)
      case widthRule:
        // A catalog has no width variations: the widest text is what a roomy screen shows,
        // and stands for every count.
        let widest = forms.keys.max { (Int($0) ?? 0) < (Int($1) ?? 0) }
        variations = Variations(plural: widest.flatMap { forms[$0] }.map { ["other": $0] } ?? [:])
      default:
        throw schema(
          specPosition,
          "the rule type '\(Quote.value(specType))' of \(shown) is not one Foundation knows (\(pluralRule), \(deviceRule) or \(widthRule))"
        )
      }
      variations.position = variable.value.position
      if alone, references.first?.name == variable.key {
        direct = variations
      } else {
        var substitution = Substitution(
          argNum: argument, formatSpecifier: valueType, variations: variations)
        substitution.position = variable.keyPosition
        variables[variable.key] = substitution
      }
    }
    var localization = Localization()
    localization.position = member.keyPosition
    if let direct {
      localization.variations = direct
    } else {
      var unit = StringUnit(state: "translated", value: formatText)
      unit.valuePosition = format.value.position
      unit.position = format.keyPosition
      localization.stringUnit = unit
      localization.substitutions = variables
    }
    var entry = StringsDictEntry(key: key, localization: localization)
    entry.keyPosition = member.keyPosition
    return entry
  }

  /// `text` with its variable's own conversion (`%d`, or `%2$d` for argument 2) written
  /// `%arg`, as a catalog's substitution texts write it.
  static func argumentWritten(_ text: String, _ valueType: String, _ argument: Int?) -> String {
    var candidates = ["%" + valueType]
    if let argument { candidates.insert("%\(argument)$" + valueType, at: 0) }
    for candidate in candidates {
      if let range = text.range(of: candidate) {
        return text.replacingCharacters(in: range, with: "%arg")
      }
    }
    return text
  }
}

/// An XML property list read with the place of every element, for `.stringsdict` files.
enum PropertyListXML {
  /// A value and where its element starts (for a `<string>`, where its text starts).
  struct Node: Sendable {
    var value: Value
    var position: SourcePosition?
  }

  struct Member: Sendable {
    var key: String
    var keyPosition: SourcePosition?
    var value: Node
  }

  enum Value: Sendable {
    case string(String)
    case dictionary([Member])
    case array([Node])
    /// `<integer>`, `<real>`, `<true/>`, `<false/>`, `<date>`, `<data>`: not a text.
    case other(String)
  }

  static func read(_ bytes: [UInt8]) throws(InputError) -> Node {
    let lines = LineTable(bytes)
    if let problem = XLIFFDocument.encodingProblem(in: bytes, lines: lines, kind: "property list") {
      throw problem
    }
    if let (offset, message) = XLIFFDocument.refusedMarkup(in: bytes, kind: "property list") {
      throw InputError(kind: .syntax, position: lines.position(ofByte: offset), message: message)
    }
    let reader = PropertyListDelegate(lines: lines)
    let parser = XMLParser(data: Data(bytes))
    parser.shouldResolveExternalEntities = false
    parser.delegate = reader
    let parsed = parser.parse()
    if let failure = reader.failure { throw failure }
    guard parsed else {
      let reason =
        (parser.parserError as NSError?).map { XLIFFDocument.describe($0) }
        ?? "not valid XML"
      throw InputError(
        kind: .syntax,
        position: lines.position(line: parser.lineNumber, column: parser.columnNumber),
        message: reason)
    }
    guard let root = reader.root else {
      throw InputError(
        kind: .schema, position: lines.position(ofByte: 0),
        message: "not a property list: no <plist> with a value")
    }
    return root
  }
}

/// Builds the property list's tree as `XMLParser` reports its elements.
private final class PropertyListDelegate: NSObject, XMLParserDelegate {
  let lines: LineTable
  var root: PropertyListXML.Node?
  var failure: InputError?

  /// The containers open, innermost last, each with its element's place and, for a
  /// dictionary, the key waiting for its value.
  private var stack:
    [(
      name: String, position: SourcePosition?, members: [PropertyListXML.Member],
      items: [PropertyListXML.Node], key: (String, SourcePosition?)?
    )] = []
  private var text = ""
  private var textPosition: SourcePosition?
  private var depth = 0

  init(lines: LineTable) { self.lines = lines }

  private func fail(_ parser: XMLParser, _ position: SourcePosition?, _ message: String) {
    guard failure == nil else { return }
    failure = InputError(
      kind: .schema,
      position: position ?? lines.position(line: parser.lineNumber, column: parser.columnNumber),
      message: message)
    parser.abortParsing()
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    guard failure == nil else { return }
    depth += 1
    let position = lines.startTag(name, line: parser.lineNumber, column: parser.columnNumber)
    if depth > XLIFFDocument.maximumDepth {
      fail(parser, position, "the property list nests deeper than \(XLIFFDocument.maximumDepth)")
      return
    }
    text = ""
    // The text starts just past `<name>`.
    textPosition = lines.position(ofByte: position.offset + name.utf8.count + 2)
    switch name {
    case "dict", "array":
      stack.append((name, position, [], [], nil))
    case "plist":
      if depth != 1 { fail(parser, position, "a <plist> inside a property list") }
    default:
      if depth == 1 { fail(parser, position, "not a property list: the root element is <\(name)>") }
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    text += String(decoding: block, as: UTF8.self)
  }

  func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
  ) {
    guard failure == nil else { return }
    defer { depth -= 1 }
    let node: PropertyListXML.Node
    switch name {
    case "plist": return
    case "key":
      guard var top = stack.last, top.name == "dict" else {
        fail(parser, textPosition, "a <key> outside a <dict>")
        return
      }
      if top.key != nil {
        fail(parser, textPosition, "two <key>s in a row in a <dict>: the first has no value")
        return
      }
      // The place of `<key>` itself.
      let at = textPosition.map { lines.position(ofByte: max(0, $0.offset - 5)) }
      top.key = (text, at)
      stack[stack.count - 1] = top
      return
    case "dict":
      let top = stack.removeLast()
      if let key = top.key {
        fail(parser, key.1, "the <key> '\(Quote.value(key.0))' has no value")
        return
      }
      node = .init(value: .dictionary(top.members), position: top.position)
    case "array":
      let top = stack.removeLast()
      node = .init(value: .array(top.items), position: top.position)
    case "string":
      node = .init(value: .string(text), position: textPosition)
    default:
      node = .init(value: .other(text), position: textPosition)
    }
    guard var top = stack.last else {
      if root == nil { root = node }
      return
    }
    if top.name == "dict" {
      guard let key = top.key else {
        fail(parser, node.position, "a value without a <key> in a <dict>")
        return
      }
      top.members.append(.init(key: key.0, keyPosition: key.1, value: node))
      top.key = nil
    } else {
      top.items.append(node)
    }
    stack[stack.count - 1] = top
  }

  func parser(_ parser: XMLParser, parseErrorOccurred error: Error) {
    guard failure == nil else { return }
    failure = InputError(
      kind: .syntax,
      position: lines.position(line: parser.lineNumber, column: parser.columnNumber),
      message: XLIFFDocument.describe(error as NSError))
    parser.abortParsing()
  }
}
