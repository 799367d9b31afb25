import Foundation
import PaySheetKit
import PaySheetLint

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

  /// The catalog named, or the shipped one, with the notes of its reading (the members the
  /// file has twice, which a lint of it reports); and the name errors use for it.
  package func load() throws -> (catalog: StringCatalog, notes: ReadingNotes, name: String) {
    if let path {
      let read = try StringCatalog.readWithNotes(contentsOf: URL(fileURLWithPath: path))
      return (read.catalog, read.notes, path)
    }
    return (try StringCatalog.shipped(), ReadingNotes(), "the shipped PaymentSheet.xcstrings")
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
  package var named: [String]

  package init() {}

  /// The languages named, each once, matched against `catalogs` (`ReportedLanguages`).
  package func resolve(in catalogs: [StringCatalog], unreadable: [InputError] = []) throws
    -> ReportedLanguages
  {
    do {
      return try ReportedLanguages(named, in: catalogs, unreadable: unreadable)
    } catch {
      throw ValidationError(error.message)
    }
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
