import PaySheetICU
import PaySheetKit

/// A merchant or app name from the configuration that can deceive: bidi controls that
/// reorder the line, invisible characters, scripts mixed the way spoofed names mix them
/// (Latin "Acme" written with a Cyrillic "А"), or two names that look alike.
///
/// Mixed scripts and look-alikes come from ICU's spoof checker (UTS #39) at its moderately
/// restrictive level, so "Café 東京" passes and "Аpple" does not.
public struct SuspiciousNameRule: LintRule {
  public static let id = "suspicious-name"
  public static let defaultSeverity = Severity.error
  public static let summary =
    "A declared merchant or app name has bidi controls, invisible characters or mixed-script look-alikes."

  public static let triggeringExamples: [RuleExample] = [
    RuleExample(.merchantNames(["ACME\u{202E}txt.exe"])),
    RuleExample(.merchantNames(["AC\u{200B}ME"])),
    RuleExample(.merchantNames(["\u{0410}pple"])),
    RuleExample(.merchantNames(["Acme", "\u{0410}\u{0441}me"])),
  ]

  public static let nonTriggeringExamples: [RuleExample] = [
    RuleExample(.merchantNames(["ACME Coffee", "Café 東京", "Яндекс Такси", "شركة أكمي"])),
    RuleExample(.merchantNames(["Ben & Jerry’s", "7-Eleven"])),
  ]

  public init() {}

  public func check(_ subject: LintSubject, context: LintContext) -> [RuleHit] {
    guard case .names(let names) = subject else { return [] }
    var hits: [RuleHit] = []
    let checker = try? ICUSpoofChecker.shared.get()
    for name in names {
      let shown = Quote.text(name.text)
      if let control = name.text.unicodeScalars.first(where: { $0.properties.isBidiControl }) {
        hits.append(
          RuleHit(
            at: name.position,
            "the \(name.role) name \(shown) contains the bidi control \(Quote.scalar(control)), which can reorder the text around it; remove it"
          ))
      }
      if let hidden = name.text.unicodeScalars.first(where: Self.isInvisible) {
        hits.append(
          RuleHit(
            at: name.position,
            "the \(name.role) name \(shown) contains the invisible character \(Quote.scalar(hidden)); remove it"
          ))
      }
      guard let checker, let problems = try? checker.check(name.text) else { continue }
      if problems.contains(.mixedScripts) {
        hits.append(
          RuleHit(
            at: name.position,
            "the \(name.role) name \(shown) mixes the scripts \(Self.scripts(of: name.text)), as spoofed names do; write it in one script"
          ))
      }
      if problems.contains(.invisible) || problems.contains(.hiddenOverlay) {
        hits.append(
          RuleHit(
            at: name.position,
            "the \(name.role) name \(shown) has marks that hide or stack over its letters"))
      }
      if problems.contains(.mixedNumbers) {
        hits.append(
          RuleHit(
            at: name.position,
            "the \(name.role) name \(shown) mixes digits of different numbering systems"))
      }
    }
    if let checker {
      for (index, first) in names.enumerated() {
        for second in names[(index + 1)...] where first.text != second.text {
          guard (try? checker.areConfusable(first.text, second.text)) == true else { continue }
          hits.append(
            RuleHit(
              at: second.position,
              "the \(second.role) name \(Quote.text(second.text)) looks like the \(first.role) name \(Quote.text(first.text)) but is written with other characters"
            ))
        }
      }
    }
    return hits
  }

  /// Format and other invisible characters; ZERO WIDTH JOINER is allowed because emoji
  /// sequences in names need it.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    guard scalar != "\u{200D}", !scalar.properties.isBidiControl else { return false }
    switch scalar.properties.generalCategory {
    case .control, .format, .unassigned, .privateUse, .surrogate: return true
    default: return ICUCharacterProperties.isDefaultIgnorable(scalar)
    }
  }

  /// The scripts of a text's letters, such as "Latn and Cyrl".
  static func scripts(of text: String) -> String {
    var seen: [String] = []
    for scalar in text.unicodeScalars {
      let script = ICUCharacterProperties.script(scalar)
      if script != "Zyyy" && script != "Zinh" && !seen.contains(script) { seen.append(script) }
    }
    guard seen.count > 1 else { return seen.first ?? "" }
    return seen.dropLast().joined(separator: ", ") + " and " + seen.last!
  }
}
