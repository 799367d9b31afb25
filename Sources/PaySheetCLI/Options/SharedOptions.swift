import Foundation
import PaySheetKit

/// `--locale ID`: the locale a sheet, an amount or a text is formatted in.
package struct LocaleOption: ParsableArguments {
  @Option("locale", "ID", "Locale, BCP 47 (zh-Hant-TW) or ICU (zh_Hant_TW).")
  package var locale: SheetLocale

  package init() {}
}

/// `--catalog FILE`: the String Catalog a sheet's text comes from.
package struct CatalogOption: ParsableArguments {
  @Option(
    "catalog", "FILE", "String Catalog to read (default: the shipped PaymentSheet.xcstrings).")
  package var path: String?

  package init() {}

  /// The catalog named, or the shipped one; and the name errors use for it.
  package func load() throws -> (catalog: StringCatalog, name: String) {
    if let path {
      return (try StringCatalog(contentsOf: URL(fileURLWithPath: path)), path)
    }
    return (try StringCatalog.shipped(), "the shipped PaymentSheet.xcstrings")
  }
}

/// `--profiles FILE`: the device profiles to use instead of the shipped ones.
package struct ProfilesFileOption: ParsableArguments {
  @Option(
    "profiles", "FILE", "Device profiles file to use instead of the shipped DeviceProfiles.json.",
    within: "profile")
  package var path: String?

  package init() {}

  /// The profiles of the file named, or the shipped ones.
  package func load() throws -> [DeviceProfile] {
    try path.map { try DeviceProfile.load(path: $0) } ?? DeviceProfile.shipped()
  }
}

/// `--profile NAME [--profiles FILE]`: the device profile a line is measured on.
package struct ProfileOption: ParsableArguments {
  @Option("profile", "NAME", "Device profile (see Localizations/DeviceProfiles.md).")
  package var name: String?
  @OptionGroup package var file: ProfilesFileOption

  package init() {}

  package mutating func validate() throws(ValidationError) {
    if name == nil, file.path != nil {
      throw ValidationError("'\(file.$path.flag)' needs '\($name.flag) NAME'")
    }
  }

  /// The profile named, from the file named or the shipped ones; nil when none is named.
  package func load() throws -> DeviceProfile? {
    guard let name else { return nil }
    return try DeviceProfile.named(name, in: file.load())
  }
}

/// `--fonts DIR`: the first folder the points model looks for its font files in.
package struct FontsOption: ParsableArguments {
  @Option(
    "fonts", "DIR",
    "Folder to look for the points model's font files in first; then PAYSHEET_FONTS, the system's font folders and fontconfig."
  )
  package var folder: String?

  package init() {}

  package mutating func validate() throws(ValidationError) {
    guard let folder else { return }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue
    else {
      throw ValidationError("'\($folder.flag)' names '\(folder)', which is not a folder")
    }
  }

  /// Makes the folder named the first one the points model looks in.
  package func use() {
    guard let folder else { return }
    FontLocator.current = FontLocator(folders: [folder])
  }
}

/// `--fail-on-overflow`: exit 1 when a line overflows.
package struct OverflowOption: ParsableArguments {
  @Flag("fail-on-overflow", "Exit 1 when a line overflows the profile's row.")
  package var failOnOverflow: Bool

  package init() {}
}

/// `--language LANG ...`: the catalog languages to show.
package struct LanguageOption: ParsableArguments {
  @Option(
    "language", "LANG",
    "Catalog language to show (default: every one); one the catalogs lack yet shows as missing.")
  package var named: [LanguageTag]

  package init() {}

  /// The languages named, each once, matched against `catalogs` (see `LanguageTag.resolve`).
  package func resolve(in catalogs: [StringCatalog], unreadable: [InputError] = []) throws
    -> LanguageTag.Resolved
  {
    try LanguageTag.resolve(named, in: catalogs, unreadable: unreadable)
  }
}

/// A language as `--language` names it: a BCP 47 tag, such as de or pt-BR.
package struct LanguageTag: ExpressibleByArgument, Equatable {
  /// The tag as written.
  package let text: String
  package let locale: SheetLocale

  package init(argument: String) throws(ValidationError) {
    do {
      locale = try SheetLocale(argument)
    } catch {
      throw ValidationError(
        "'\(PaySheetError.clip(argument))' is not a language tag (such as de or pt-BR): \(error)")
    }
    text = argument
  }

  package static func == (a: LanguageTag, b: LanguageTag) -> Bool { a.text == b.text }

  /// The languages named, as the catalogs spell them, and those no catalog has yet.
  package struct Resolved: Sendable {
    /// Each named language once: the catalog's own tag where one matches (`pt` for `pt-BR`),
    /// else the tag as named.
    package var shown: [String] = []
    /// The named languages no catalog has: their lines show as missing.
    package var new: [String] = []
    /// One warning per new language, with the catalog language it may have meant.
    package var warnings: [String] = []
  }

  /// The languages `named`, each once, matched against `catalogs`.
  ///
  /// A tag the catalogs lack is taken for the catalog language a customer with that tag
  /// would see (`LanguageChoice`'s variants: `pt-BR` for `pt`, `de-AT` for `de`, `pt` for
  /// `pt-BR`); one with no such language is a language not translated yet, shown as missing
  /// with a warning. A language no catalog read has may be in a catalog that could not be
  /// read: then the error says so and names what was wrong with each of those.
  package static func resolve(
    _ named: [LanguageTag], in catalogs: [StringCatalog], unreadable: [InputError] = []
  ) throws(ValidationError) -> Resolved {
    var known = Set<String>()
    for catalog in catalogs {
      known.insert(catalog.sourceLanguage)
      known.formUnion(catalog.languages)
    }
    var result = Resolved()
    for tag in named {
      let named = tag.text
      let candidates = known.contains(named) ? [named] : tag.locale.catalogLanguageCandidates
      if let match = candidates.first(where: known.contains) {
        if !result.shown.contains(match) { result.shown.append(match) }
        continue
      }
      if !unreadable.isEmpty {
        let problems = unreadable.map(\.placeAndMessage).joined(separator: "; ")
        throw ValidationError(
          "no catalog read has language '\(PaySheetError.clip(named))', and \(unreadable.count == 1 ? "one" : String(unreadable.count)) could not be read: \(problems); correct \(unreadable.count == 1 ? "it" : "them") and run again"
        )
      }
      guard !result.shown.contains(named) else { continue }
      result.shown.append(named)
      result.new.append(named)
      let close = Spelling.suggestion(for: named, among: Array(known)).map {
        " (did you mean \($0)?)"
      }
      result.warnings.append(
        "no catalog has language '\(PaySheetError.clip(named))' yet\(close ?? ""): each of its lines shows as missing"
      )
    }
    return result
  }
}

extension SheetLocale: ExpressibleByArgument {
  package init(argument: String) throws(ValidationError) {
    do {
      try self.init(argument)
    } catch {
      throw ValidationError(error.description)
    }
  }
}

extension Currency: ExpressibleByArgument {
  package init(argument: String) throws(ValidationError) {
    do {
      try self.init(argument)
    } catch {
      throw ValidationError(error.description)
    }
  }
}

extension WidthUnit: ExpressibleByArgument {}
extension PseudoLanguage: ExpressibleByArgument {
  package init(argument: String) throws(ValidationError) {
    guard let language = Self(rawValue: argument) else {
      let known = Self.allCases.map(\.rawValue).joined(separator: ", ")
      throw ValidationError("unknown pseudo-language '\(argument)'; expected \(known)")
    }
    self = language
  }
}
extension ApplePayContactField: ExpressibleByArgument {}

extension RoundingRule: ExpressibleByArgument {
  /// The spelling on the command line: half-even, half-up, down, up.
  var optionName: String {
    switch self {
    case .halfEven: return "half-even"
    case .halfUp: return "half-up"
    case .down: return "down"
    case .up: return "up"
    }
  }

  package init(argument: String) throws(ValidationError) {
    guard let rule = Self.allCases.first(where: { $0.optionName == argument }) else {
      throw ValidationError(
        "'\(argument)' is not one of \(Self.allValueStrings.joined(separator: ", "))")
    }
    self = rule
  }

  package static var allValueStrings: [String] { allCases.map(\.optionName) }
}
