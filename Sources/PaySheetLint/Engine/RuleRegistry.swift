import PaySheetKit

/// Every rule, the ones a configuration enables, and the severity policy that turns a rule's
/// hits into findings.
public struct RuleRegistry: Sendable {
  /// Every rule, in the order reports list them.
  public static let all: [any LintRule.Type] = registered.map(\.type)

  /// Every rule with how it is built: whether a rule reads the shared walk of a catalog is
  /// known here, where its type is, rather than asked of each rule when a lint starts, as
  /// a cast to a protocol looks through every conformance the binary has (10 million
  /// instructions for the 40 rules of an empty lint).
  static let registered: [RegisteredRule] = [
    RegisteredRule(DuplicateKeyRule.self),
    RegisteredRule(MissingTranslationRule.self),
    RegisteredRule(AwaitingReviewRule.self),
    RegisteredRule(FormatSpecifierMismatchRule.self),
    RegisteredRule(InvalidSpecifierRule.self),
    RegisteredRule(UnexpectedPlaceholderRule.self),
    RegisteredRule(TemplateVariableRule.self),
    RegisteredRule(PluralCategoriesRule.self),
    RegisteredRule(UnusedPluralCategoriesRule.self),
    RegisteredRule(LineOverflowRule.self),
    RegisteredRule(WhitespaceRule.self),
    RegisteredRule(MissingJoiningSpaceRule.self),
    RegisteredRule(CurrencyInTranslationRule.self),
    RegisteredRule(SuspiciousNameRule.self),
    RegisteredRule(GenericTotalLabelRule.self),
    RegisteredRule(PendingWithoutExplanationRule.self),
    RegisteredRule(TooManyItemsRule.self),
    RegisteredRule(TotalNotSumRule.self),
    RegisteredRule(TranslationLengthRule.self),
    RegisteredRule(TruncatedTranslationRule.self),
    RegisteredRule(GlossaryRule.self),
    RegisteredRule(EmptyTranslationRule.self),
    RegisteredRule(UnchangedTranslationRule.self),
    RegisteredRule(UnchangedShortTextRule.self),
    RegisteredRule(ForeignScriptRule.self),
    RegisteredRule(EscapeAsTextRule.self),
    RegisteredRule(MarkdownMismatchRule.self),
    RegisteredRule(MarkdownEmphasisSpaceRule.self),
    RegisteredRule(BidiControlRule.self),
    RegisteredRule(HiddenCharacterRule.self),
    RegisteredRule(EdgeLineBreaksRule.self),
    RegisteredRule(UnverifiedPlatformWordRule.self),
    RegisteredRule(NumberMismatchRule.self),
    RegisteredRule(UnbalancedBracketsRule.self),
    RegisteredRule(EndPunctuationRule.self),
    RegisteredRule(FrenchPunctuationSpacingRule.self),
    RegisteredRule(DoubledWordRule.self),
    RegisteredRule(InconsistentTranslationRule.self),
    RegisteredRule(StaleKeyRule.self),
    RegisteredRule(MachineTranslationRule.self),
  ]

  public let configuration: LintConfiguration
  /// The enabled rules, each built from the configuration once, in `all`'s order.
  package let enabled: [EnabledRule]

  public init(configuration: LintConfiguration = LintConfiguration()) {
    self.configuration = configuration
    enabled = Self.registered.compactMap { rule in
      configuration.severity(of: rule.type).map { rule.enabled(configuration, $0) }
    }
  }

  /// The enabled rules that `--fix` runs, in the order their fixes apply.
  package var correcting: [any CorrectingRule] {
    enabled.enumerated().compactMap { offset, rule in
      rule.correcting.map { (type(of: $0).correctionStage, offset, $0) }
    }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
  }

  /// The rules a report lists, with the severity each reports at.
  public var descriptors: [RuleDescriptor] {
    enabled.map {
      RuleDescriptor(id: $0.description.id, summary: $0.description.summary, severity: $0.severity)
    }
  }

  /// The findings `hits` of `rule` make in `file`, at the severity each is shown with.
  ///
  /// Keys marked not to be translated were passed over by the walk. A hit on the source language is a defect of the source,
  /// reported at most as a warning; an advisory hit is a warning even with `strict`.
  package func findings(
    _ hits: [RuleHit], of rule: EnabledRule, on subject: WalkedSubject, file: String
  ) -> [Finding] {
    var sourceLanguage: String?
    var unitIDs: [Int: String] = [:]
    var catalog: LintedCatalog?
    if case .catalog(let linted) = subject {
      sourceLanguage = linted.sourceLanguage
      unitIDs = linted.notes.exchangeUnitIDs
      catalog = linted
    }
    // The rule's identifier once: asked of each hit, it was 6 of the 37 million
    // instructions the 18,088 findings of Anytype's catalog took.
    let ruleID = rule.description.id
    return hits.map { hit in
      // A text a translator's XLIFF gave is shown where it is in that file.
      let origin = catalog.flatMap { Self.origin(of: hit, in: $0) }
      var limit = hit.severityLimit ?? .error
      if hit.language != nil, hit.language == sourceLanguage { limit = .warning }
      let shown =
        hit.isAdvisory
        ? min(rule.severity, .warning)
        : configuration.strict ? min(rule.severity, limit).strict : min(rule.severity, limit)
      // Most hits are on no XLIFF's unit: their message is the hit's, not copied (adding
      // an empty label copied it, 13.5 million instructions for Anytype's catalog).
      let label = origin.map { Self.unitLabel($0.unitID, hit) } ?? Self.unitLabel(unitIDs, hit)
      return Finding(
        at: FilePlace(file: origin?.file ?? file, position: hit.position), key: hit.key,
        language: hit.language, ruleID: ruleID, severity: shown,
        message: label.isEmpty ? hit.message : hit.message + label)
    }
  }

  private static func origin(of hit: RuleHit, in linted: LintedCatalog) -> ExchangeOrigin? {
    guard let key = hit.key, let position = hit.position else { return nil }
    return linted.notes.exchangeOrigin(
      key: key, language: hit.language, position: position, in: linted.catalog)
  }

  /// " (trans-unit 'ID')" for a hit on an XLIFF's text whose unit id is not its key alone.
  private static func unitLabel(_ ids: [Int: String], _ hit: RuleHit) -> String {
    guard !ids.isEmpty, let offset = hit.position?.offset, let id = ids[offset] else { return "" }
    return unitLabel(id, hit)
  }

  private static func unitLabel(_ id: String, _ hit: RuleHit) -> String {
    id == hit.key ? "" : " (trans-unit \(Quote.text(id, limit: 120)))"
  }
}

/// A rule type of `RuleRegistry.all`, and how an enabled rule of it is built.
struct RegisteredRule: Sendable {
  let type: any LintRule.Type
  let enabled: @Sendable (LintConfiguration, Severity) -> EnabledRule

  /// A rule that checks its subjects itself.
  init<Rule: LintRule>(_ type: Rule.Type) {
    self.type = type
    enabled = { EnabledRule(Rule(configuration: $0), severity: $1, catalogRule: nil) }
  }

  /// A rule that reads the walk of a catalog the session shares among such rules.
  init<Rule: CatalogRule>(_ type: Rule.Type) {
    self.type = type
    enabled = {
      let rule = Rule(configuration: $0)
      return EnabledRule(rule, severity: $1, catalogRule: rule)
    }
  }
}

/// One enabled rule, built once per run, with the severity it reports at.
package struct EnabledRule: Sendable {
  package let rule: any LintRule
  package let severity: Severity
  /// The rule as a catalog rule, given the shared walk rather than walking again.
  let catalogRule: (any CatalogRule)?
  /// The rule as one whose findings `--fix` mends, asked only by `--fix`: each cast to a
  /// protocol first looks through every conformance of the binary, and the 38 that a run
  /// without `--fix` need not make were 6 of the 20 million instructions the casts took.
  package var correcting: (any CorrectingRule)? { catalogRule as? any CorrectingRule }
  /// Whether this is the fit check, which the session measures as pieces of its own.
  package let measuresFit: Bool

  init(_ rule: any LintRule, severity: Severity, catalogRule: (any CatalogRule)?) {
    self.rule = rule
    self.severity = severity
    self.catalogRule = catalogRule
    // A cast to a concrete type compares type metadata; it looks through no conformance.
    measuresFit = rule is LineOverflowRule
  }

  package var description: RuleDescription { type(of: rule).description }

  /// Whether the rule may check a catalog's keys in pieces (`CatalogRule.judgesKeysApart`).
  package var judgesKeysApart: Bool { catalogRule?.judgesKeysApart ?? false }

  /// The hits of the rule in the keys at `keys` of `catalog`, to be finished together.
  package func hits(on catalog: LintedCatalog, keys: Range<Int>, context: LintContext)
    -> [RuleHit]
  {
    catalogRule?.check(catalog, keys: keys, context: context) ?? []
  }

  /// The hits of every piece of `catalog`'s keys, in order, as the rule reports them.
  package func finishing(_ hits: [RuleHit], on catalog: LintedCatalog, context: LintContext)
    -> [RuleHit]
  {
    catalogRule?.finish(hits, in: catalog, context: context) ?? hits
  }

  /// The hits of the rule on `subject`.
  package func hits(on subject: WalkedSubject, context: LintContext) -> [RuleHit] {
    switch subject {
    case .catalog(let linted):
      if let catalogRule { return catalogRule.check(linted, context: context) }
      return rule.check(.catalog(linted.catalog), context: context)
    case .sheet(let sheet): return rule.check(.sheet(sheet), context: context)
    case .names(let names): return rule.check(.names(names), context: context)
    }
  }
}

/// What a rule looks at, with a catalog already walked.
package enum WalkedSubject: Sendable {
  case catalog(LintedCatalog)
  case sheet(PaymentSheet)
  case names([ConfiguredName])
}
