import PaySheetReading

/// A String Catalog (`.xcstrings`): every localizable key of a table with its translations.
///
/// Members the model does not know are kept as raw JSON in `extraMembers` (on every type)
/// and written back, and each object remembers the order its members were read in, so a
/// catalog read and written again keeps its exact bytes. Equality ignores where values sat
/// in the file: the same catalog read from two differently formatted files is equal.
public struct StringCatalog: Sendable, Equatable {
  public var sourceLanguage: String
  public var version: String
  /// The entries by key, in file order.
  package var strings: OrderedMap<CatalogEntry>
  /// Top-level members other than `sourceLanguage`, `strings` and `version`.
  package var extraMembers: OrderedMap<JSONNode>
  @NotCompared package var memberOrder: [String] = []
  /// For a catalog read from `.strings` and `.stringsdict` files, the keys that no file of
  /// the development language holds and no comment of Xcode's gives a text for, with why and
  /// whether the key stands in for the text.
  @NotCompared package var keysWithoutSource: [String: MissingSource] = [:]

  package init(
    sourceLanguage: String, version: String = "1.0", strings: OrderedMap<CatalogEntry> = [:],
    extraMembers: OrderedMap<JSONNode> = [:]
  ) {
    self.sourceLanguage = sourceLanguage
    self.version = version
    self.strings = strings
    self.extraMembers = extraMembers
    self.memberOrder = []
  }
}

/// One key of a catalog: its comment, how Xcode found it, and its translations.
public struct CatalogEntry: Sendable, Equatable {
  public var comment: String?
  /// `"manual"`, `"stale"`, `"extracted_with_value"`, `"migrated"`, … kept as written.
  public var extractionState: String?
  public var shouldTranslate: Bool?
  /// Translations by language code, in file order.
  package var localizations: OrderedMap<Localization>
  package var extraMembers: OrderedMap<JSONNode>
  /// Where the key's opening quote is in the file.
  @NotCompared public var keyPosition: SourcePosition? = nil
  /// Where the entry's object starts in the file.
  @NotCompared public var position: SourcePosition? = nil
  @NotCompared package var memberOrder: [String] = []

  package init(
    comment: String? = nil, extractionState: String? = nil, shouldTranslate: Bool? = nil,
    localizations: OrderedMap<Localization> = [:], extraMembers: OrderedMap<JSONNode> = [:]
  ) {
    self.comment = comment
    self.extractionState = extractionState
    self.shouldTranslate = shouldTranslate
    self.localizations = localizations
    self.extraMembers = extraMembers
    self.memberOrder = []
  }
}

/// The text of a key in one language (or one variation): a plain string unit, variations by
/// plural category or device, substitutions, or several of these together as Xcode allows.
///
/// Its members sit behind one reference, copied on write: the rules walk a catalog's
/// localizations by value, and a copy of the members themselves retained 23 references and
/// moved some 330 bytes (80,000 copies, 35 million instructions, in a lint of Cork's catalog).
public struct Localization: Sendable, Equatable {
  private var storage: Storage

  public var stringUnit: StringUnit? {
    get { storage.stringUnit }
    set { unique().stringUnit = newValue }
  }

  public var variations: Variations? {
    get { storage.variations }
    set { unique().variations = newValue }
  }

  /// Named substitutions referenced as `%#@name@`, in file order.
  package var substitutions: OrderedMap<Substitution> {
    get { storage.substitutions }
    set { unique().substitutions = newValue }
  }

  package var extraMembers: OrderedMap<JSONNode> {
    get { storage.extraMembers }
    set { unique().extraMembers = newValue }
  }

  /// Where the localization's object starts in the file; not compared.
  public var position: SourcePosition? {
    get { storage.position }
    set { unique().position = newValue }
  }

  /// The member names in file order; not compared.
  package var memberOrder: [String] {
    get { storage.memberOrder }
    set { unique().memberOrder = newValue }
  }

  package init(
    stringUnit: StringUnit? = nil, variations: Variations? = nil,
    substitutions: OrderedMap<Substitution> = [:], extraMembers: OrderedMap<JSONNode> = [:]
  ) {
    storage = Storage(
      stringUnit: stringUnit, variations: variations, substitutions: substitutions,
      extraMembers: extraMembers)
  }

  /// The storage, copied first if another localization shares it.
  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  // Sendable because a storage is changed only through `unique()`, that is only while one
  // localization alone holds it; shared storage is only read.
  private final class Storage: Equatable, @unchecked Sendable {
    var stringUnit: StringUnit?
    var variations: Variations?
    var substitutions: OrderedMap<Substitution>
    var extraMembers: OrderedMap<JSONNode>
    var position: SourcePosition? = nil
    var memberOrder: [String] = []

    init(
      stringUnit: StringUnit?, variations: Variations?,
      substitutions: OrderedMap<Substitution>, extraMembers: OrderedMap<JSONNode>
    ) {
      self.stringUnit = stringUnit
      self.variations = variations
      self.substitutions = substitutions
      self.extraMembers = extraMembers
    }

    /// Equal texts, variations, substitutions and unknown members, wherever they sat in a
    /// file.
    static func == (lhs: Storage, rhs: Storage) -> Bool {
      lhs === rhs
        || (lhs.stringUnit == rhs.stringUnit && lhs.variations == rhs.variations
          && lhs.substitutions == rhs.substitutions && lhs.extraMembers == rhs.extraMembers)
    }

    func copy() -> Storage {
      let copy = Storage(
        stringUnit: stringUnit, variations: variations, substitutions: substitutions,
        extraMembers: extraMembers)
      copy.position = position
      copy.memberOrder = memberOrder
      return copy
    }
  }
}

/// A translated string and its review state.
public struct StringUnit: Sendable, Equatable {
  /// `"new"`, `"translated"`, `"needs_review"`, `"stale"`, … kept as written.
  public var state: String?
  public var value: String
  /// Where the value's opening quote is in the file, for diagnostics about the text.
  @NotCompared public var valuePosition: SourcePosition? = nil
  package var extraMembers: OrderedMap<JSONNode>
  @NotCompared public var position: SourcePosition? = nil
  @NotCompared package var memberOrder: [String] = []

  package init(
    state: String? = "translated", value: String, extraMembers: OrderedMap<JSONNode> = [:]
  ) {
    self.state = state
    self.value = value
    self.extraMembers = extraMembers
    self.memberOrder = []
  }
}

/// Alternative texts chosen by plural category (`zero`, `one`, `two`, `few`, `many`, `other`)
/// or by device (`iphone`, `ipad`, `mac`, `applewatch`, `appletv`, `applevision`, `other`).
///
/// Each alternative is a full `Localization`, so variations nest (device, then plural) the
/// way Xcode writes them.
public struct Variations: Sendable, Equatable {
  package var plural: OrderedMap<Localization>
  package var device: OrderedMap<Localization>
  /// Variation kinds this model does not know, kept as raw JSON.
  package var extraMembers: OrderedMap<JSONNode>
  @NotCompared public var position: SourcePosition? = nil
  @NotCompared package var memberOrder: [String] = []

  package init(
    plural: OrderedMap<Localization> = [:], device: OrderedMap<Localization> = [:],
    extraMembers: OrderedMap<JSONNode> = [:]
  ) {
    self.plural = plural
    self.device = device
    self.extraMembers = extraMembers
    self.memberOrder = []
  }
}

/// A `%#@name@` substitution: which argument drives it and the texts it chooses between.
public struct Substitution: Sendable, Equatable {
  /// The 1-based argument the substitution formats and selects on.
  public var argNum: Int?
  /// The conversion without `%`, e.g. `"lld"` or `"@"`; the variation texts use `%arg` for it.
  public var formatSpecifier: String?
  public var variations: Variations?
  package var extraMembers: OrderedMap<JSONNode>
  @NotCompared public var position: SourcePosition? = nil
  @NotCompared package var memberOrder: [String] = []

  package init(
    argNum: Int? = nil, formatSpecifier: String? = nil, variations: Variations? = nil,
    extraMembers: OrderedMap<JSONNode> = [:]
  ) {
    self.argNum = argNum
    self.formatSpecifier = formatSpecifier
    self.variations = variations
    self.extraMembers = extraMembers
    self.memberOrder = []
  }
}

extension StringCatalog {
  /// A catalog with no keys yet.
  public init(sourceLanguage: String, version: String = "1.0") {
    self.init(sourceLanguage: sourceLanguage, version: version, strings: [:])
  }

  /// The keys, in file order.
  public var keys: [String] { strings.keys }

  /// The entry of `key`, if the catalog has it.
  public subscript(key: String) -> CatalogEntry? { strings[key] }

  /// The prefix of the keys that hold the platform's words ("Pay", "Amount Pending"): the
  /// system draws them, the app never ships them, and a catalog keeps them apart from the
  /// app's own keys so that an app may override them.
  public static let platformKeyPrefix = "platform."

  /// Whether `key` holds a platform word.
  public static func isPlatformKey(_ key: String) -> Bool { key.hasPrefix(platformKeyPrefix) }

  /// The state of a platform word's text that no device confirmed: Xcode's `needs_review`,
  /// which reports carry as unverified.
  public static let unverifiedState = "needs_review"
}

extension CatalogEntry {
  /// The languages this key has text in, in file order.
  public var languages: [String] { localizations.keys }

  /// The key's text in `language`, if it has one.
  public func localization(_ language: String) -> Localization? { localizations[language] }
}

extension Localization {
  /// The names of the substitutions the text refers to as `%#@name@`, in file order.
  public var substitutionNames: [String] { substitutions.keys }

  /// The substitution the text refers to as `%#@name@`, if it has one.
  public func substitution(_ name: String) -> Substitution? { substitutions[name] }
}

extension Variations {
  /// The plural forms by CLDR category (`one`, `other`, …), in file order.
  public var pluralForms: [(category: String, form: Localization)] {
    plural.map { ($0.key, $0.value) }
  }

  /// The forms by device (`iphone`, `mac`, …), in file order.
  public var deviceForms: [(device: String, form: Localization)] {
    device.map { ($0.key, $0.value) }
  }
}
