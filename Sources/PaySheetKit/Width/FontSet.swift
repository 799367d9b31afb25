/// One face of a font file: the path, the face's index in a collection, and where it comes from.
public struct FontFace: Sendable, Hashable, Encodable, CustomStringConvertible {
  /// The font file (`.ttf`, `.otf` or a `.ttc` collection).
  public let path: String
  /// The face in a collection; 0 for a single-face file.
  public let index: Int
  /// The Debian package that installs the file, named in the error when it is missing.
  public let package: String?
  /// Whether a `FontLocator` looked for the file by name and found it nowhere: `path` is then
  /// Debian's, for messages, and is not opened even if it exists.
  package var isMissing = false

  private enum CodingKeys: String, CodingKey { case path, index, package }

  /// The first (or only) face of a file.
  public init(path: String, package: String? = nil) {
    self.path = path
    self.index = 0
    self.package = package
  }

  /// A face of a collection; OpenType numbers a collection's faces with 16 bits.
  public init(path: String, index: Int, package: String? = nil) throws(InvalidFontValue) {
    guard Self.indexes.contains(index) else {
      throw InvalidFontValue(
        "a face index is a whole number from 0 to \(Self.indexes.upperBound), not \(index)")
    }
    self.path = path
    self.index = index
    self.package = package
  }

  package static let indexes = 0...65_535

  /// A face of a collection by a number that is always in range.
  package init(path: String, face: UInt16, package: String? = nil) {
    self.path = path
    self.index = Int(face)
    self.package = package
  }

  init(reading reader: JSONReader) throws(InputError) {
    var object = try reader.object("a font face {\"path\", \"index\", \"package\"}")
    let path = try object.required("path").string()
    let indexMember = object.optional("index")
    let index = try indexMember?.integer(in: Int.min...Int.max) ?? 0
    let package = try object.optional("package")?.string()
    try object.finish(known: ["path", "index", "package"])
    do {
      try self.init(path: path, index: index, package: package)
    } catch {
      throw (indexMember ?? reader).error("\((indexMember ?? reader).path): \(error.reason)")
    }
  }

  public var description: String { index == 0 ? path : "\(path)#\(index)" }
}

/// Which font draws which script in the `points` model.
///
/// Text is split into script runs; each run gets the face for its script (ISO 15924 code),
/// and a character that face has no glyph for gets the first of `fallbacks` that has one,
/// as a system's font cascade would. Two codes are not scripts: `Zsye` is for emoji and
/// `Zyyy` for text with no script of its own (digits, punctuation, symbols). A language can
/// draw a script in a face of its own (`languages`): Urdu writes Arabic script in Nastaliq,
/// which is wider and taller than the Naskh of Arabic.
public struct FontSet: Sendable, Hashable, Encodable {
  public let scripts: [String: FontFace]
  /// Language subtag ("ur") to script code to the face that language draws the script in.
  public let languages: [String: [String: FontFace]]
  public let fallbacks: [FontFace]

  /// A font set, checked as a profiles file is: script codes of four letters (ISO 15924,
  /// such as `Latn`) and language subtags of two or three lowercase letters (`ur`).
  public init(
    scripts: [String: FontFace], languages: [String: [String: FontFace]] = [:],
    fallbacks: [FontFace] = []
  ) throws(InvalidFontValue) {
    for code in scripts.keys.sorted() + languages.values.flatMap(\.keys).sorted()
    where !Self.isScriptCode(code) {
      throw InvalidFontValue(
        "'\(Quote.value(code))' is not an ISO 15924 script code such as Latn",
        code: code)
    }
    for subtag in languages.keys.sorted() where !Self.isLanguageSubtag(subtag) {
      throw InvalidFontValue(
        "'\(Quote.value(subtag))' is not a lowercase language subtag such as ur",
        code: subtag)
    }
    self.init(checked: scripts, languages: languages, fallbacks: fallbacks)
  }

  /// A set whose codes are known to be well formed: built from checked sets, or written
  /// out in this file.
  private init(
    checked scripts: [String: FontFace], languages: [String: [String: FontFace]],
    fallbacks: [FontFace]
  ) {
    self.scripts = scripts
    self.languages = languages
    self.fallbacks = fallbacks
  }

  static func isScriptCode(_ code: String) -> Bool {
    code.utf8.count == 4 && code.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
  }

  static func isLanguageSubtag(_ subtag: String) -> Bool {
    (2...3).contains(subtag.utf8.count)
      && subtag.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
  }

  init(reading reader: JSONReader) throws(InputError) {
    var object = try reader.object("a font set {\"scripts\", \"languages\", \"fallbacks\"}")
    // Where each code and subtag is written, for the initializer's errors.
    var places: [String: JSONReader] = [:]
    func faces(_ member: JSONReader) throws(InputError) -> [String: FontFace] {
      var faces: [String: FontFace] = [:]
      var members = try member.object("an object of ISO 15924 codes")
      for (code, face) in members.takeAll() {
        places[code] = places[code] ?? face
        faces[code] = try FontFace(reading: face)
      }
      return faces
    }
    let scripts = try object.optional("scripts").map(faces) ?? [:]
    var languages: [String: [String: FontFace]] = [:]
    if var members = try object.optional("languages")?.object("an object of language subtags") {
      for (subtag, scripts) in members.takeAll() {
        places[subtag] = places[subtag] ?? scripts
        languages[subtag] = try faces(scripts)
      }
    }
    let fallbacks =
      try object.optional("fallbacks")?.array().map { (face) throws(InputError) in
        try FontFace(reading: face)
      } ?? []
    try object.finish(known: ["scripts", "languages", "fallbacks"])
    do {
      try self.init(scripts: scripts, languages: languages, fallbacks: fallbacks)
    } catch {
      throw (error.code.flatMap { places[$0] } ?? reader).error(error.reason)
    }
  }

  /// One face for every script and no fallbacks: what `hb-shape FONT TEXT` measures.
  public static func single(_ face: FontFace) -> FontSet {
    FontSet(checked: ["Zyyy": face], languages: [:], fallbacks: [])
  }

  /// The face for a script code in a language (a BCP 47 or ICU identifier, of which the
  /// language subtag counts), or the `Zyyy` face for a script the set does not name.
  public func face(forScript script: String, language: String? = nil) -> FontFace? {
    if let language, !languages.isEmpty {
      let subtag = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map {
        $0.lowercased()
      }
      if let subtag, let face = languages[subtag]?[script] { return face }
    }
    return scripts[script] ?? scripts["Zyyy"]
  }

  /// This set with `other`'s scripts and language faces replacing its own, and `other`'s
  /// fallbacks if it has any.
  public func overridden(by other: FontSet) -> FontSet {
    FontSet(
      checked: scripts.merging(other.scripts) { _, new in new },
      languages: languages.merging(other.languages) { old, new in
        old.merging(new) { _, newer in newer }
      },
      fallbacks: other.fallbacks.isEmpty ? fallbacks : other.fallbacks)
  }

  /// The default fonts as this system has them: the faces of `debian` at the files
  /// `FontLocator.current` finds by their names (`--fonts`, `PAYSHEET_FONTS`, the system's
  /// font folders, fontconfig).
  public static var installed: FontSet { FontLocator.current.located(.debian) }

  /// This set with `transform` applied to every face.
  func mapFaces(_ transform: (FontFace) -> FontFace) -> FontSet {
    FontSet(
      checked: scripts.mapValues(transform),
      languages: languages.mapValues { $0.mapValues(transform) },
      fallbacks: fallbacks.map(transform))
  }

  /// The fonts Debian and Ubuntu install with `fonts-inter`, `fonts-noto-core`,
  /// `fonts-noto-cjk` and `fonts-noto-color-emoji`.
  ///
  /// The scripts of India's languages get Noto Sans faces (Marathi shares Hindi's
  /// Devanagari), and Urdu gets Noto Nastaliq Urdu: Nastaliq is how iOS draws Urdu.
  ///
  /// Inter stands in for the system font of an iPhone (SF Pro), which cannot be shipped; its
  /// Latin, Greek and Cyrillic are close to SF Pro's widths. The CJK collection's Japanese
  /// face draws Han and Kana and its Korean face Hangul; the shaper's `locl` feature picks
  /// Chinese forms from the run's language. Ideographs are one em wide in every face.
  public static let debian: FontSet = {
    let inter = FontFace(
      path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", package: "fonts-inter")
    func noto(_ name: String) -> FontFace {
      FontFace(
        path: "/usr/share/fonts/truetype/noto/\(name)-Regular.ttf", package: "fonts-noto-core")
    }
    let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    let japanese = FontFace(path: cjk, face: 0, package: "fonts-noto-cjk")
    let korean = FontFace(path: cjk, face: 1, package: "fonts-noto-cjk")
    let emoji = FontFace(
      path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", package: "fonts-noto-color-emoji")
    let nastaliq = noto("NotoNastaliqUrdu")
    return FontSet(
      checked: [
        "Zyyy": inter, "Latn": inter, "Grek": inter, "Cyrl": inter,
        "Arab": noto("NotoSansArabic"), "Hebr": noto("NotoSansHebrew"),
        "Deva": noto("NotoSansDevanagari"), "Thai": noto("NotoSansThai"),
        "Beng": noto("NotoSansBengali"), "Gujr": noto("NotoSansGujarati"),
        "Guru": noto("NotoSansGurmukhi"), "Knda": noto("NotoSansKannada"),
        "Mlym": noto("NotoSansMalayalam"), "Orya": noto("NotoSansOriya"),
        "Taml": noto("NotoSansTamil"), "Telu": noto("NotoSansTelugu"),
        "Hani": japanese, "Hira": japanese, "Kana": japanese, "Bopo": japanese, "Hang": korean,
        "Zsye": emoji,
      ],
      languages: ["ur": ["Arab": nastaliq]],
      fallbacks: [
        // CJK last but one: it covers fullwidth punctuation that follows Latin names in
        // Chinese and Japanese text ("ACME（via App）").
        inter, noto("NotoSans"), noto("NotoSansSymbols"), noto("NotoSansSymbols2"), japanese, emoji,
      ])
  }()
}

/// A font face or set that cannot be, and why.
public struct InvalidFontValue: Error, Sendable, Hashable, CustomStringConvertible {
  public let reason: String
  /// The script code or language subtag at fault, where one is.
  public let code: String?

  public init(_ reason: String, code: String? = nil) {
    self.reason = reason
    self.code = code
  }

  public var description: String { reason }
}
