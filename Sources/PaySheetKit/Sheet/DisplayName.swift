/// A business, merchant, app or card-network name: data shown as written, never translated.
///
/// Refused: empty names, names over 100 characters, and names with control characters,
/// bidi controls (embeddings, overrides, isolates, marks), line separators or other
/// characters that show nothing (soft hyphen, zero-width space, fillers), which could reorder
/// or hide the text around them on the sheet. Joiners and variation selectors pass where the
/// writing needs them: ZERO WIDTH NON-JOINER and JOINER after a virama or, for the non-joiner,
/// between joining letters (Urdu, Persian), ZWJ inside emoji sequences. What is legal but
/// looks like another name (`ѕсоре` in Cyrillic) is for ``NameCheck`` to report.
public struct DisplayName: Hashable, Sendable, Encodable, CustomStringConvertible {
  public let text: String
  /// Where the name was read from; ignored by `==`.
  @NotCompared public internal(set) var position: SourcePosition? = nil

  public static let maximumLength = 100

  /// `field` is the member the name is read from, as a sheet file names it.
  public init(_ text: String, field: FieldPath = "name") throws(PaySheetError) {
    if let reason = Self.refusal(of: text) { throw .invalidSheet(field, reason: reason) }
    self.text = text
  }

  /// A name `refusal(of:)` has passed, for a caller that refuses a bad one in its own terms
  /// (a command-line option names its flag, not a member of a sheet).
  package init(passed text: String) {
    self.text = text
  }

  /// Why `text` is not a name a sheet can show, or nil when it is one: empty, too long, or
  /// holding a character that hides or reorders what the customer reads (named).
  package static func refusal(of text: String) -> String? {
    ShownText.refusal(of: text, noun: "name", maximumLength: maximumLength)
  }

  public var description: String { text }

  /// Whether the name holds right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko and
  /// the other scripts of those blocks): such a name is isolated (FSI…PDI) in left-to-right
  /// text too, or "חנות הספרים (via Marketly)" reorders around the parenthesis.
  package var hasRightToLeftLetters: Bool {
    text.unicodeScalars.contains { scalar in
      switch scalar.value {
      case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF,
        0x1E800...0x1EFFF:
        scalar.properties.isAlphabetic
      default: false
      }
    }
  }

  /// The name as it goes into a sheet's text: isolated with FSI…PDI in right-to-left text,
  /// and in any text when it holds right-to-left letters.
  package func inserted(rightToLeft: Bool) -> String {
    rightToLeft || hasRightToLeftLetters ? "\u{2068}\(text)\u{2069}" : text
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
