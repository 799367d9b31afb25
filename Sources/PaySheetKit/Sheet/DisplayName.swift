/// A business, merchant, app or card-network name: data shown as written, never translated.
///
/// Refused: empty names, names over 100 characters, and names with control characters,
/// bidi controls (embeddings, overrides, isolates, marks) or other invisible format
/// characters, which could reorder or hide the text around them on the sheet.
public struct DisplayName: Hashable, Sendable, Encodable, CustomStringConvertible {
  public let text: String
  /// Where the name was read from; ignored by `==`.
  @NotCompared public internal(set) var position: SourcePosition? = nil

  public static let maximumLength = 100

  public init(_ text: String, field: String = "name") throws(PaySheetError) {
    guard !text.isEmpty, text.contains(where: { !$0.isWhitespace }) else {
      throw .invalidSheet(field, reason: "the name is empty")
    }
    guard text.count <= Self.maximumLength else {
      throw .invalidSheet(
        field,
        reason: "'\(PaySheetError.clip(text))' is longer than \(Self.maximumLength) characters")
    }
    if let bad = text.unicodeScalars.first(where: Self.isForbidden) {
      let code = "U+" + String(bad.value, radix: 16, uppercase: true).leftPadded(to: 4)
      throw .invalidSheet(
        field, reason: "'\(PaySheetError.clip(text))' contains \(code), a control or bidi character"
      )
    }
    self.text = text
  }

  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
      // ZERO WIDTH JOINER is format but belongs to emoji sequences in names.
      return scalar != "\u{200D}"
    default:
      return false
    }
  }

  public var description: String { text }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}

extension String {
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
