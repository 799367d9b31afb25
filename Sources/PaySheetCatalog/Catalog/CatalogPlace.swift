/// Where a text sits in a String Catalog: its key, and the substitution, device and plural
/// form of the variation it is, if any.
///
/// The one way to name a text of a catalog: lint findings and their messages, `--fix`, and
/// XLIFF exchange (whose unit ids name such a place) all use it.
public struct CatalogPlace: Sendable, Hashable {
  public var key: String
  public var substitution: String?
  public var device: String?
  public var plural: String?
  /// The substitution's format specifier rather than a text: what a `.stringsdict`
  /// (`NSStringFormatValueTypeKey`) and so an XLIFF exported from one name as a unit.
  public var isFormatSpecifier = false

  public init(
    key: String, substitution: String? = nil, device: String? = nil, plural: String? = nil
  ) {
    self.key = key
    self.substitution = substitution
    self.device = device
    self.plural = plural
  }

  /// Where the text sits among the variations, such as "plural one" or "substitution days,
  /// plural few"; "" for the text itself.
  public var variationLabel: String {
    var parts: [String] = []
    if let substitution { parts.append("substitution \(substitution)") }
    if let device { parts.append("device \(device)") }
    if let plural { parts.append("plural \(plural)") }
    return parts.joined(separator: ", ")
  }

  /// Whether `other` is the same variation, whatever the key.
  public func isSameVariation(as other: CatalogPlace) -> Bool {
    substitution == other.substitution && device == other.device && plural == other.plural
  }
}

extension Localization {
  /// The string unit at `place`'s variation, if there is one.
  package func unit(at place: CatalogPlace) -> StringUnit? {
    if let name = place.substitution {
      guard let variations = substitutions[name]?.variations else { return nil }
      var inner = place
      inner.substitution = nil
      return Localization(variations: variations).unit(at: inner)
    }
    if let device = place.device {
      var inner = place
      inner.device = nil
      return variations?.device[device]?.unit(at: inner)
    }
    if let plural = place.plural {
      return variations?.plural[plural]?.stringUnit
    }
    return stringUnit
  }

  /// Sets the string unit at `place`'s variation, making the variations it needs; a new
  /// substitution takes `template`'s argument and format specifier.
  package mutating func setUnit(
    _ unit: StringUnit, at place: CatalogPlace, template: Substitution? = nil
  ) {
    if let name = place.substitution {
      var substitution =
        substitutions[name]
        ?? Substitution(argNum: template?.argNum, formatSpecifier: template?.formatSpecifier)
      var inner = place
      inner.substitution = nil
      var holder = Localization(variations: substitution.variations)
      holder.setUnit(unit, at: inner)
      substitution.variations = holder.variations
      substitutions[name] = substitution
      return
    }
    if let device = place.device {
      var variations = self.variations ?? Variations()
      var inner = place
      inner.device = nil
      var form = variations.device[device] ?? Localization()
      form.setUnit(unit, at: inner)
      variations.device[device] = form
      self.variations = variations
      return
    }
    if let plural = place.plural {
      var variations = self.variations ?? Variations()
      var form = variations.plural[plural] ?? Localization()
      form.stringUnit = unit
      variations.plural[plural] = form
      self.variations = variations
      return
    }
    stringUnit = unit
  }

  /// Every string unit with its place, in file order: the text itself, device then plural
  /// variations, then each substitution's.
  package func places(key: String) -> [(place: CatalogPlace, unit: StringUnit)] {
    var result: [(CatalogPlace, StringUnit)] = []
    func walk(_ localization: Localization, _ place: CatalogPlace) {
      if let unit = localization.stringUnit { result.append((place, unit)) }
      guard let variations = localization.variations else { return }
      for (device, form) in variations.device.pairs {
        var inner = place
        inner.device = device
        walk(form, inner)
      }
      for (category, form) in variations.plural.pairs {
        var inner = place
        inner.plural = category
        walk(form, inner)
      }
    }
    walk(self, CatalogPlace(key: key))
    for (name, substitution) in substitutions.pairs {
      guard let variations = substitution.variations else { continue }
      walk(Localization(variations: variations), CatalogPlace(key: key, substitution: name))
    }
    return result
  }
}
