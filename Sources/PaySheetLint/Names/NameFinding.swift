import PaySheetKit

/// One way a merchant, app or card-network name can mislead the customer who reads it.
public struct NameFinding: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// A bidi control, which reorders the text around it ("ACME\u{202E}txt.exe").
    case bidiControl = "bidi-control"
    /// A character that shows nothing: a soft hyphen, a zero-width space, a filler, a joiner
    /// where no script needs one.
    case invisible
    /// Scripts mixed beyond UTS #39's moderately restrictive level, as in "раураl" (Cyrillic
    /// with a Latin "l").
    case mixedScripts = "mixed-scripts"
    /// The whole name is in one script that the sheet's language does not use, and every
    /// letter of it has a Latin look-alike: "ѕсоре" in Cyrillic reads as "scope".
    case wholeScriptConfusable = "whole-script-confusable"
    /// A compatibility form that NFKC rewrites: fullwidth "Ｓ", letterlike "ℕ", ligature "ﬁ".
    case compatibilityForm = "compatibility-form"
    /// A letter, mark or digit outside UTS #39's General Security Profile (Identifier_Status
    /// Restricted), such as Cherokee "Ꭺ" or LATIN SMALL LETTER LONG S.
    case restricted
    /// A combining mark laid over a letter (U+0335 in "G̵oogle") or a mark the letter's
    /// script does not put on it.
    case stackedMark = "stacked-mark"
    /// Marks that ICU's spoof checker finds hiding each other: the same mark twice, or a
    /// dot above on a letter that already has one.
    case hiddenMarks = "hidden-marks"
    /// Digits of more than one numbering system ("1٢3").
    case mixedNumbers = "mixed-numbers"
  }

  public let kind: Kind
  /// The characters at fault, in the order they first appear, for the kinds about
  /// characters; empty for the kinds about the whole name (mixed scripts, whole-script
  /// look-alikes, hidden marks, mixed numbers).
  public let characters: [NamedCharacter]
  /// The first character at fault.
  public var character: NamedCharacter? { characters.first }
  /// The ISO 15924 code of the name's script, for a whole-script confusable ("Cyrl").
  public let script: String?
  /// The name written plainly: NFKC, without invisible characters and stray marks, with
  /// letters that imitate Latin ones replaced by them where ICU's skeletons name one; nil
  /// when that is the name itself.
  public let suggestion: String?
  /// What is wrong, in a sentence that names the character or the scripts.
  public let message: String

  package init(
    _ kind: Kind, characters: [NamedCharacter] = [], script: String? = nil, suggestion: String?,
    message: String
  ) {
    self.kind = kind
    self.characters = characters
    self.script = script
    self.suggestion = suggestion
    self.message = message
  }

  /// The message, with the plain spelling when there is one.
  public var description: String {
    guard let suggestion else { return message }
    return "\(message); write '\(suggestion)'"
  }
}
