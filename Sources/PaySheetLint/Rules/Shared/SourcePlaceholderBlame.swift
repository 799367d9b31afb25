import PaySheetKit

/// A key whose source text alone differs from its translations in placeholders: most
/// translations agree with one another on arguments the source does not have, or leave out
/// one it has ("Add For Game" where 21 languages write `%@`; a `%@` that 19 languages drop).
///
/// Translators who agree with one another rarely make one mistake independently; more
/// likely the source was edited after they translated it, or the code passes arguments the
/// source does not show. The source is then blamed, once, and the agreeing translations are
/// not reported. Blame needs at least `minimumAgreeing` translations with the same arguments,
/// and at least `minimumShare` of the translations compared.
struct SourcePlaceholderBlame {
  /// The source text blamed.
  let source: CatalogUnit
  /// The placeholders of the source, as written.
  let sourcePlaceholders: [String]
  /// The placeholders the agreeing translations use, as the first of them writes them.
  let agreedPlaceholders: [String]
  /// The languages whose translations agree with one another, in file order.
  let agreeing: [String]
  /// The languages whose translations have the source's arguments.
  let followingSource: [String]
  /// How many translations were compared.
  let compared: Int

  /// Three translations agreeing are unlikely to share a slip; two may be copies of one.
  static let minimumAgreeing = 3
  /// Three in four: a source kept by a quarter of its translations is not alone.
  static let minimumShare = (numerator: 3, denominator: 4)

  /// The blame on `key`'s source, or nil when the source does not stand alone.
  ///
  /// Only a source of one plain text (no plural, device or substitution variations) and
  /// translations of one plain text are compared; a translation not marked translated, or
  /// that is the source text copied, is no independent reading and is not counted, and
  /// neither is one whose placeholders cannot be read (`invalid-specifier` reports it).
  init?(_ key: LintedKey) {
    guard key.sourceUnits.count == 1, let source = key.sourceUnits.first,
      source.place.variationLabel.isEmpty, !source.value.isEmpty
    else { return nil }
    // Nearly every key has no `%` anywhere; those cannot differ in placeholders.
    let hasPercent =
      source.value.containsByte(UInt8(ascii: "%"))
      || key.translations.contains { language in
        language.units.contains { $0.unit.value.containsByte(UInt8(ascii: "%")) }
      }
    guard hasPercent,
      let sourceArguments = Self.arguments(of: source, takesArguments: key.takesArguments)
    else { return nil }
    var groups: [[Argument]: (languages: [String], placeholders: [String])] = [:]
    var order: [[Argument]] = []
    var following: [String] = []
    var compared = 0
    for language in key.translations {
      guard language.units.count == 1, let unit = language.units.first?.unit,
        unit.place.variationLabel.isEmpty, !unit.value.isEmpty, unit.isMarkedTranslated,
        unit.value != source.value,
        let arguments = Self.arguments(of: unit, takesArguments: unit.hasArgumentSpecifier)
      else { continue }
      compared += 1
      if arguments == sourceArguments {
        following.append(language.language)
        continue
      }
      if groups[arguments] == nil {
        order.append(arguments)
        groups[arguments] = ([], unit.argumentSpecifiers)
      }
      groups[arguments]?.languages.append(language.language)
    }
    guard
      let best = order.max(by: { groups[$0]!.languages.count < groups[$1]!.languages.count }),
      let group = groups[best], group.languages.count >= Self.minimumAgreeing,
      group.languages.count * Self.minimumShare.denominator
        >= compared * Self.minimumShare.numerator
    else { return nil }
    self.source = source
    sourcePlaceholders = key.takesArguments ? source.argumentSpecifiers : []
    agreedPlaceholders = group.placeholders
    agreeing = group.languages
    followingSource = following
    self.compared = compared
  }

  /// One argument a text takes: its position and the kind of value it shows.
  struct Argument: Hashable {
    let position: Int
    let kind: String
  }

  /// The arguments of `unit` by position, each with its type (signed and unsigned integers
  /// alike, as `FormatArgumentType.isCompatible` has them); none for a text without
  /// arguments, nil for one whose arguments cannot be read.
  static func arguments(of unit: CatalogUnit, takesArguments: Bool) -> [Argument]? {
    guard takesArguments else { return [] }
    guard let slots = unit.readableArgumentSlots() else { return nil }
    return slots.keys.sorted().map { position in
      let type = slots[position]?.type
      let kind = type == .uint ? FormatArgumentType.int.rawValue : type?.rawValue ?? "any"
      return Argument(position: position, kind: kind)
    }
  }

  /// Whether the translation in `language` is one that agrees with the others against the
  /// source, and so is not reported.
  func agrees(_ language: String) -> Bool { agreeing.contains(language) }

  /// The keys of `catalog` whose source stands alone, by key.
  static func blames(in catalog: LintedCatalog) -> [String: SourcePlaceholderBlame] {
    var blames: [String: SourcePlaceholderBlame] = [:]
    for key in catalog.keys {
      if let blame = SourcePlaceholderBlame(key) { blames[key.key] = blame }
    }
    return blames
  }

  /// `hits` without those on translations that agree against their blamed source.
  static func withoutAgreeing(_ hits: [RuleHit], _ blames: [String: SourcePlaceholderBlame])
    -> [RuleHit]
  {
    guard !blames.isEmpty else { return hits }
    return hits.filter { hit in
      guard let key = hit.key, let language = hit.language, let blame = blames[key] else {
        return true
      }
      return !blame.agrees(language)
    }
  }
}

extension Finding.Message {
  /// The one finding on a source whose placeholders its translations agree against.
  static func sourceStandsAlone(_ blame: SourcePlaceholderBlame) -> Finding.Message {
    func described(_ placeholders: [String]) -> String {
      switch placeholders.count {
      case 0: "no placeholder"
      case 1: "the placeholder '\(placeholders[0])'"
      default: "the placeholders " + placeholders.map { "'\($0)'" }.joined(separator: ", ")
      }
    }
    let following =
      blame.followingSource.isEmpty
      ? ""
      : " (then also the \(blame.followingSource.count == 1 ? "translation" : "translations") that follow the source: \(blame.followingSource.joined(separator: ", ")))"
    return
      "has \(described(blame.sourcePlaceholders)), where \(blame.agreeing.count) of \(blame.compared) translations (\(blame.agreeing.joined(separator: ", "))) agree on \(described(blame.agreedPlaceholders)): the source is likely the wrong side, as translators rarely make one change to the placeholders independently (the source was likely edited after they translated it, or the code passes arguments it does not show); check what the code passes and fix the source\(following)"
  }
}
