internal import PaySheetICU

/// A character of a name, with its code point and Unicode name:
/// `U+2115 DOUBLE-STRUCK CAPITAL N`.
public struct NamedCharacter: Hashable, Sendable, CustomStringConvertible {
  public let scalar: Unicode.Scalar
  /// The Unicode name from ICU's character data; nil for code points without one.
  public let name: String?

  package init(_ scalar: Unicode.Scalar, name: String?) {
    self.scalar = scalar
    self.name = name
  }

  /// `U+XXXX` with at least four hex digits.
  public var code: String { Quote.code(scalar) }

  public var description: String { name.map { "\(code) \($0)" } ?? code }
}

extension NamedCharacter {
  /// The character with its name from ICU (u_charName).
  package static func of(_ scalar: Unicode.Scalar) -> NamedCharacter {
    NamedCharacter(scalar, name: try? ICUNames.name(of: scalar))
  }
}
