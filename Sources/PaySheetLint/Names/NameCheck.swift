internal import PaySheetICU
import PaySheetKit

/// Checks a merchant, app or card-network name for what can make it deceive the customer
/// who reads it on the total line, by UTS #39 (ICU's spoof checker) and Unicode's data.
///
/// It finds bidi controls and characters that show nothing, characters NFKC rewrites
/// (fullwidth and letterlike forms, ligatures), letters outside UTS #39's General Security
/// Profile, marks laid over letters, scripts mixed the way spoofed names mix them, and names
/// written wholly in a script the sheet's language does not use whose every letter has a
/// Latin twin (`ѕсоре`). A character that the everyday writing of its script's language uses
/// (ICU's exemplar characters, such as Thai's SARA AM, which NFKC rewrites) is not reported.
///
/// ```swift
/// let check = try NameCheck()
/// for finding in try check.findings(in: "ℕetflix", shownIn: [try SheetLocale("en")]) {
///   print(finding)  // has U+2115 DOUBLE-STRUCK CAPITAL N, …; write 'Netflix'
/// }
/// ```
public struct NameCheck: Sendable {
  private let checker: ICUSpoofChecker
  private let twins: [String: [Unicode.Scalar]]

  /// Opens ICU's spoof checker; when ICU cannot open it, that is an error, never a check
  /// that passes everything.
  public init() throws(PaySheetError) {
    do {
      checker = try ICUSpoofChecker.shared.get()
      twins = try Self.asciiTwins.get()
    } catch {
      throw .icu(ICUFailure(error))
    }
  }

  /// What in `name` can deceive a customer reading a sheet in `locales`.
  ///
  /// - Parameter locales: the languages the sheet is shown in. A name wholly in a script
  ///   that one of them does not use is judged as a possible look-alike of Latin text; with
  ///   no locale, every such name is.
  public func findings(in name: String, shownIn locales: [SheetLocale] = [])
    throws(PaySheetError) -> [NameFinding]
  {
    try wrapICU { () throws(ICUError) in try icuFindings(name, locales) }
  }

  /// Whether two names look alike (share a UTS #39 skeleton) and are written differently,
  /// such as "Acme" and "Асме" with Cyrillic letters.
  public func looksAlike(_ first: String, _ second: String) throws(PaySheetError) -> Bool {
    guard first != second else { return false }
    return try wrapICU { () throws(ICUError) in try checker.areConfusable(first, second) }
  }

  /// The name written plainly for a sheet in `locales`: NFKC, without characters that show
  /// nothing or marks laid over letters, and with letters that imitate Latin ones replaced
  /// by them in words that mix them with Latin (and in the whole name, when it is a
  /// look-alike of Latin text for these locales).
  public func plainSpelling(of name: String, shownIn locales: [SheetLocale] = [])
    throws(PaySheetError) -> String
  {
    try wrapICU { () throws(ICUError) in
      let scalars = Array(name.unicodeScalars)
      return try plain(scalars, wholeName: try wholeScript(name, scalars, locales) != nil)
    }
  }

  /// The ISO 15924 codes of the scripts a locale is written in, from ICU ("ja": Kana, Hira,
  /// Hani).
  public static func scripts(of locale: SheetLocale) throws(PaySheetError) -> [String] {
    try wrapICU { () throws(ICUError) in try ICUNames.scripts(ofLocale: locale.icuIdentifier) }
  }

  // MARK: The checks

  private func icuFindings(_ name: String, _ locales: [SheetLocale]) throws(ICUError)
    -> [NameFinding]
  {
    let scalars = Array(name.unicodeScalars)
    let confusableScript = try wholeScript(name, scalars, locales)
    let plain = try plain(scalars, wholeName: confusableScript != nil)
    let suggestion = plain == name || plain.isEmpty ? nil : plain
    var exemplars: [ICUExemplarSet] = []
    for locale in locales {
      exemplars.append(try ICUExemplarSet.cached(locale: locale.icuIdentifier))
    }
    // One finding per kind, naming its first character and counting the others.
    var found: [(kind: NameFinding.Kind, characters: [NamedCharacter], message: String)] = []
    func add(_ kind: NameFinding.Kind, _ scalar: Unicode.Scalar, _ message: String) {
      let character = NamedCharacter.of(scalar)
      if let at = found.firstIndex(where: { $0.kind == kind }) {
        if !found[at].characters.contains(character) { found[at].characters.append(character) }
      } else {
        found.append((kind, [character], message))
      }
    }
    for (index, scalar) in scalars.enumerated() {
      let character = NamedCharacter.of(scalar)
      if let problem = HiddenCharacters.problem(in: scalars, at: index) {
        switch problem {
        case .bidiControl:
          add(
            .bidiControl, scalar,
            "contains the bidi control \(character), which can reorder the text around it")
        case .invisible:
          add(.invisible, scalar, "contains the invisible character \(character)")
        case .joinerOutOfContext:
          add(
            .invisible, scalar,
            "contains the invisible character \(character) where no script needs a joiner")
        }
        continue
      }
      if let plainForm = try compatibilityForm(scalar),
        !(try isCustomary(scalar, exemplars))
      {
        add(
          .compatibilityForm, scalar,
          "has \(character), a compatibility form that normalization (NFKC) writes '\(plainForm)'")
        continue
      }
      if let base = try stackedBase(scalars, index) {
        add(
          .stackedMark, scalar,
          "has \(character) over '\(base)', a mark that letter does not take in its script")
        continue
      }
      if Self.isJudgedByProfile(scalars, index),
        try ICUNames.identifierStatus(scalar) == .restricted,
        !(try isCustomary(scalar, exemplars))
      {
        add(
          .restricted, scalar,
          "has \(character), which is outside UTS #39's General Security Profile for identifiers")
      }
    }
    var findings = found.map { entry in
      let more = entry.characters.count - 1
      let message = more == 0 ? entry.message : entry.message + " (and \(more) more like it)"
      return NameFinding(
        entry.kind, characters: entry.characters, suggestion: suggestion, message: message)
    }
    let problems = try checker.check(name)
    if problems.contains(.mixedScripts) {
      findings.append(
        NameFinding(
          .mixedScripts, suggestion: suggestion,
          message: "mixes the scripts \(Self.scriptList(scalars)), as spoofed names do"))
    } else if let (scalar, twin) = try latinLookAlikeInLatinWord(scalars) {
      // The moderately restrictive level lets Latin mix with one other script, such as
      // Armenian, whose letters can still imitate Latin ones inside a Latin word ("gօօgle").
      let character = NamedCharacter.of(scalar)
      findings.append(
        NameFinding(
          .mixedScripts, characters: [character], suggestion: suggestion,
          message:
            "mixes the scripts \(Self.scriptList(scalars)) in one word: \(character) looks like the Latin '\(twin)'"
        ))
    }
    if problems.contains(.invisible) || problems.contains(.hiddenOverlay) {
      findings.append(
        NameFinding(
          .hiddenMarks, suggestion: suggestion,
          message: "has marks that hide or stack over its letters"))
    }
    if problems.contains(.mixedNumbers) {
      findings.append(
        NameFinding(
          .mixedNumbers, suggestion: suggestion,
          message: "mixes digits of different numbering systems"))
    }
    if let script = confusableScript {
      var others: [SheetLocale] = []
      for locale in locales
      where !(try ICUNames.scripts(ofLocale: locale.icuIdentifier).contains(script)) {
        others.append(locale)
      }
      let written = ICUNames.scriptName(script)
      let readers =
        others.isEmpty
        ? "where the sheet's language is not written in \(written)"
        : "on a sheet in \(others.map(\.identifier).joined(separator: ", ")), which is not written in \(written)"
      findings.append(
        NameFinding(
          .wholeScriptConfusable, script: script, suggestion: suggestion,
          message: "is written wholly in \(written) and reads as the Latin '\(plain)' \(readers)"))
    }
    return findings
  }

  /// What NFKC writes for a compatibility character, or nil when NFKC keeps it (beyond the
  /// canonical composition NFC also does, which changes nothing a reader sees).
  private func compatibilityForm(_ scalar: Unicode.Scalar) throws(ICUError) -> String? {
    guard !scalar.isASCII else { return nil }
    let text = String(scalar)
    let compatible = try ICUNames.normalized(text, .nfkc)
    return compatible == (try ICUNames.normalized(text, .nfc)) ? nil : compatible
  }

  /// Whether the everyday writing of the sheet's languages, or of the language most likely
  /// for the character's script, uses the character (ICU's standard exemplar characters).
  private func isCustomary(_ scalar: Unicode.Scalar, _ exemplars: [ICUExemplarSet])
    throws(ICUError) -> Bool
  {
    if exemplars.contains(where: { $0.contains(scalar) }) { return true }
    let script = ICUCharacterProperties.script(scalar)
    guard script != "Zyyy", script != "Zinh", script != "Zzzz" else { return false }
    let language = try ICUNames.likelyLanguage(ofScript: script)
    return try ICUExemplarSet.cached(locale: language).contains(scalar)
  }

  /// The letter a mark is stacked on when it does not belong there: an overlay (canonical
  /// combining class 1, such as U+0335 SHORT STROKE OVERLAY), or a mark shared by all
  /// scripts that does not compose with the letter into one of its script's characters.
  private func stackedBase(_ scalars: [Unicode.Scalar], _ index: Int) throws(ICUError)
    -> Character?
  {
    let mark = scalars[index]
    guard Self.isMark(mark), !ICUCharacterProperties.isDefaultIgnorable(mark) else {
      return nil
    }
    var start = index - 1
    while start >= 0, Self.isMark(scalars[start]) { start -= 1 }
    guard start >= 0, Self.isLetter(scalars[start]) else { return nil }
    let base = scalars[start]
    if ICUNames.combiningClass(mark) == 1 { return Character(base) }
    guard ICUCharacterProperties.script(mark) == "Zinh" else { return nil }
    let script = ICUCharacterProperties.script(base)
    if try ICUNames.scriptExtensions(mark).contains(script) { return nil }
    var cluster = String.UnicodeScalarView()
    cluster.append(contentsOf: scalars[start...index])
    let composed = try ICUNames.normalized(String(cluster), .nfc)
    return composed.unicodeScalars.contains(mark) ? Character(base) : nil
  }

  /// The script of a name written in one script other than Latin whose every letter has a
  /// Latin twin (its UTS #39 skeleton is ASCII letters, digits, spaces and punctuation), when a locale of the sheet does not use
  /// that script, or no locale is known.
  private func wholeScript(_ name: String, _ scalars: [Unicode.Scalar], _ locales: [SheetLocale])
    throws(ICUError) -> String?
  {
    var scripts: [String] = []
    for scalar in scalars {
      let script = ICUCharacterProperties.script(scalar)
      if script != "Zyyy", script != "Zinh", !scripts.contains(script) { scripts.append(script) }
    }
    guard scripts.count == 1, let script = scripts.first, script != "Latn" else { return nil }
    var usedEverywhere = !locales.isEmpty
    for locale in locales
    where !(try ICUNames.scripts(ofLocale: locale.icuIdentifier).contains(script)) {
      usedEverywhere = false
    }
    if usedEverywhere { return nil }
    let skeleton = try checker.skeleton(try ICUNames.normalized(name, .nfkc))
    var latinLetters = 0
    for scalar in skeleton.unicodeScalars {
      if scalar.isASCII {
        if scalar.properties.isAlphabetic { latinLetters += 1 }
        continue
      }
      // A mark in the skeleton ("b̄" for Cyrillic "Б") means the letter has no Latin twin.
      if ICUCharacterProperties.script(scalar) == "Zyyy", !scalar.properties.isAlphabetic,
        !Self.isMark(scalar)
      {
        continue
      }
      return nil
    }
    return latinLetters > 0 ? script : nil
  }

  /// The name with hidden characters and stacked marks removed, NFKC applied, and letters
  /// with a Latin twin replaced in words that hold Latin letters (or in every word, for a
  /// name that is a whole-script look-alike).
  private func plain(_ scalars: [Unicode.Scalar], wholeName: Bool) throws(ICUError) -> String {
    var kept = String.UnicodeScalarView()
    for index in scalars.indices {
      if HiddenCharacters.problem(in: scalars, at: index) != nil { continue }
      if try stackedBase(scalars, index) != nil { continue }
      kept.append(scalars[index])
    }
    let normalized = try ICUNames.normalized(String(kept), .nfkc)
    var result = String.UnicodeScalarView()
    for piece in Self.pieces(Array(normalized.unicodeScalars)) {
      let hasLatin = piece.contains { ICUCharacterProperties.script($0) == "Latn" }
      if Self.isWord(piece) && (hasLatin || wholeName) {
        for scalar in piece { result.append(try twin(of: scalar) ?? scalar) }
      } else {
        result.append(contentsOf: piece)
      }
    }
    return String(result)
  }

  /// A letter of another script with a Latin twin inside a word that holds Latin letters,
  /// and its twin.
  private func latinLookAlikeInLatinWord(_ scalars: [Unicode.Scalar]) throws(ICUError) -> (
    Unicode.Scalar, Unicode.Scalar
  )? {
    for piece in Self.pieces(scalars) where Self.isWord(piece) {
      guard piece.contains(where: { ICUCharacterProperties.script($0) == "Latn" }) else {
        continue
      }
      for scalar in piece {
        let script = ICUCharacterProperties.script(scalar)
        guard script != "Latn", script != "Zyyy", script != "Zinh" else { continue }
        if let twin = try twin(of: scalar) { return (scalar, twin) }
      }
    }
    return nil
  }

  /// The text cut into words (runs of letters and marks) and what stands between them.
  static func pieces(_ scalars: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
    var pieces: [[Unicode.Scalar]] = []
    for scalar in scalars {
      let inWord = isLetter(scalar) || isMark(scalar)
      if let last = pieces.last?.last, (isLetter(last) || isMark(last)) == inWord, inWord {
        pieces[pieces.count - 1].append(scalar)
      } else {
        pieces.append([scalar])
      }
    }
    return pieces
  }

  static func isWord(_ piece: [Unicode.Scalar]) -> Bool {
    piece.first.map { isLetter($0) || isMark($0) } ?? false
  }

  /// The ASCII letter or digit that shares a scalar's skeleton, of the same case where one
  /// does ("І" → "I", "і" → "i", "ѕ" → "s").
  private func twin(of scalar: Unicode.Scalar) throws(ICUError) -> Unicode.Scalar? {
    guard !scalar.isASCII, Self.isLetter(scalar) else { return nil }
    guard let candidates = twins[try checker.skeleton(String(scalar))] else { return nil }
    let upper = scalar.properties.isUppercase
    let lower = scalar.properties.isLowercase
    return candidates.first {
      upper ? $0.properties.isUppercase : lower && $0.properties.isLowercase
    }
      ?? candidates.first { $0.properties.isAlphabetic } ?? candidates.first
  }

  /// ASCII letters and digits by their skeleton ("l" holds "1", "I" and "l").
  private static let asciiTwins = Result<[String: [Unicode.Scalar]], ICUError> {
    () throws(ICUError) in
    let checker = try ICUSpoofChecker.shared.get()
    var table: [String: [Unicode.Scalar]] = [:]
    for scalar in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".unicodeScalars {
      table[try checker.skeleton(String(scalar)), default: []].append(scalar)
    }
    return table
  }

  /// Letters, marks on letters, digits and private-use characters are held to the General
  /// Security Profile; spaces, punctuation and symbols ("&", "!", emoji) are not, since
  /// business names use them and NFKC already catches their look-alike forms, nor are the
  /// joiners, selectors and keycap marks of emoji sequences, which ``HiddenCharacters``
  /// judges in their context.
  private static func isJudgedByProfile(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
    let scalar = scalars[index]
    if ICUCharacterProperties.isDefaultIgnorable(scalar) { return false }
    if isMark(scalar) {
      var base = index - 1
      while base >= 0,
        isMark(scalars[base]) || ICUCharacterProperties.isDefaultIgnorable(scalars[base])
      {
        base -= 1
      }
      guard base >= 0, isLetter(scalars[base]) else { return false }
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber,
      .privateUse:
      return true
    default: return false
    }
  }

  static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
      return true
    default: return false
    }
  }

  /// The scripts of a name's letters in the order they appear, such as "Cyrillic and Latin".
  static func scriptList(_ scalars: [Unicode.Scalar]) -> String {
    var seen: [String] = []
    for scalar in scalars {
      let script = ICUCharacterProperties.script(scalar)
      if script != "Zyyy", script != "Zinh", !seen.contains(script) { seen.append(script) }
    }
    let names = seen.map(ICUNames.scriptName)
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + names.last!
  }
}

/// Runs ICU's work, reporting ICU's refusal as the error the library's API throws.
private func wrapICU<T>(_ body: () throws(ICUError) -> T) throws(PaySheetError) -> T {
  do {
    return try body()
  } catch {
    throw .icu(ICUFailure(error))
  }
}

extension ICUFailure {
  /// ICU's own values from PaySheetICU's error.
  fileprivate init(_ error: ICUError) {
    self.init(operation: error.operation, status: error.status, name: error.name)
  }
}
