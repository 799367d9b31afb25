/// How XLIFF names a place in a String Catalog.
///
/// Xcode writes one unit per text. For a String Catalog (Xcode 15 and later) the id is the
/// key, then `|==|` and the variation's path: `%lld items|==|plural.one`,
/// `key|==|substitutions.birds.plural.few`, `key|==|device.applewatch`. For a `.stringsdict`
/// (Xcode 14 and before) the id is a path into the plist:
/// `/KEY:dict/NSStringLocalizedFormatKey:dict/:string` for the format and
/// `/KEY:dict/VAR:dict/one:dict/:string` for one form of substitution VAR.
extension CatalogPlace {
  static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
  static let separator = "|==|"

  /// The place a unit's id (or, for a tool that numbers its units, its `resname`) names.
  ///
  /// Crowdin writes a `.stringsdict` substitution as a group of gettext plurals: ids
  /// `8351[0]`, `8351[1]`, all with `resname` `/KEY:dict/VAR:dict/`, the index counting
  /// `language`'s CLDR categories in order (German: 0 `one`, 1 `other`).
  public init(unit: XLIFFUnit, language: String?) {
    let name = unit.resname ?? unit.id
    if unit.resname != nil, name.hasPrefix("/"), name.hasSuffix(":dict/"),
      let open = unit.id.lastIndex(of: "["), unit.id.hasSuffix("]"),
      let index = Int(
        unit.id[unit.id.index(after: open)..<unit.id.index(before: unit.id.endIndex)]),
      let language, let categories = try? PluralCategory.cardinal(in: language),
      index >= 0, index < categories.count
    {
      let parts = String(name.dropFirst().dropLast(":dict/".count)).components(
        separatedBy: ":dict/")
      if parts.count >= 2 {
        self.init(
          key: parts.dropLast().joined(separator: ":dict/"), substitution: parts[parts.count - 1],
          plural: categories[index].rawValue)
        return
      }
    }
    self.init(id: name)
  }

  /// The place `id` names; an id of neither generation's form is a key on its own.
  public init(id: String) {
    if let place = Self.catalogPlace(id) ?? Self.stringsdictPlace(id) {
      self = place
    } else {
      self.init(key: id)
    }
  }

  /// `key|==|device.iphone.plural.one`, `key|==|substitutions.NAME.plural.few`.
  private static func catalogPlace(_ id: String) -> CatalogPlace? {
    // The last separator: a key may hold `|==|` itself, a variation path never does.
    guard let range = id.range(of: separator, options: .backwards) else { return nil }
    var place = CatalogPlace(key: String(id[..<range.lowerBound]))
    var parts = id[range.upperBound...].split(separator: ".", omittingEmptySubsequences: false)
      .map(String.init)
    guard !parts.isEmpty else { return nil }
    if parts[0] == "substitutions" {
      // A substitution's name may hold dots (`total.strings`): it runs up to the first
      // `plural` or `device` that the rest of the path follows.
      for end in stride(from: 2, to: parts.count, by: 1)
      where parts[end] == "plural" || parts[end] == "device" {
        let rest = parts[end...].joined(separator: ".")
        if var inner = catalogPlace(place.key + separator + rest), inner.substitution == nil {
          inner.substitution = parts[1..<end].joined(separator: ".")
          return inner
        }
      }
      return nil
    }
    while !parts.isEmpty {
      let kind = parts.removeFirst()
      guard !parts.isEmpty else { return nil }
      let name = parts.removeFirst()
      switch kind {
      case "plural" where place.plural == nil && pluralCategories.contains(name):
        place.plural = name
      case "device" where place.device == nil && place.plural == nil && !name.isEmpty:
        place.device = name
      default:
        return nil
      }
    }
    return place
  }

  /// `/KEY:dict/NSStringLocalizedFormatKey:dict/:string`, `/KEY:dict/VAR:dict/one:dict/:string`.
  private static func stringsdictPlace(_ id: String) -> CatalogPlace? {
    let end = ":dict/:string"
    guard id.hasPrefix("/"), id.hasSuffix(end), id.count > end.count + 1 else { return nil }
    let path = String(id.dropFirst().dropLast(end.count))
    let parts = path.components(separatedBy: ":dict/")
    switch parts.count {
    case 2 where parts[1] == "NSStringLocalizedFormatKey":
      return CatalogPlace(key: parts[0])
    case 3... where pluralCategories.contains(parts[parts.count - 1]):
      return CatalogPlace(
        key: parts.dropLast(2).joined(separator: ":dict/"), substitution: parts[parts.count - 2],
        plural: parts[parts.count - 1])
    case 3... where parts[parts.count - 1] == "NSStringFormatValueTypeKey":
      var place = CatalogPlace(
        key: parts.dropLast(2).joined(separator: ":dict/"), substitution: parts[parts.count - 2])
      place.isFormatSpecifier = true
      return place
    default:
      return nil
    }
  }

  /// The id Xcode 15 and later give this place's unit.
  public var catalogID: String {
    var path: [String] = []
    if let substitution { path += ["substitutions", substitution] }
    if let device { path += ["device", device] }
    if let plural { path += ["plural", plural] }
    return path.isEmpty ? key : key + Self.separator + path.joined(separator: ".")
  }
}
