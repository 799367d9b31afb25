import PaySheetKit

/// A total whose merchant is a generic word ("Total", "Order") instead of a business name.
public struct GenericTotalLabelRule: LintRule {
  public static let description = RuleDescription(
    id: "generic-total-label",
    defaultSeverity: .error,
    summary: "The total names a generic word instead of the business on the bank statement.",
    details: """
      A total whose merchant is a generic word ("Total", "Order") instead of a business
      name: the platform shows "PAY TOTAL", and the customer cannot tell whom they pay or
      match the charge on their bank statement.
      """,
    triggeringExamples: [
      RuleExample(.sheet(SheetExamples.sheet(merchant: "↓Total"))),
      RuleExample(.sheet(SheetExamples.sheet(merchant: "↓ORDER"))),
      RuleExample(.sheet(SheetExamples.sheet(merchant: "ACME Rides", via: "↓Checkout"))),
    ],
    nonTriggeringExamples: [
      RuleExample(.sheet(SheetExamples.sheet(merchant: "ACME Coffee"))),
      RuleExample(.sheet(SheetExamples.sheet(merchant: "Total Wine & More"))),
    ])

  /// Words that name a part of the checkout rather than a business, compared without case.
  static let genericWords: Set<String> = [
    "total", "order", "payment", "checkout", "amount", "purchase", "subtotal", "pay", "merchant",
    "store", "shop", "cart", "basket", "your order", "order total", "total due", "amount due",
    "grand total", "payment total", "my order", "balance",
  ]

  public init(configuration: LintConfiguration) {}

  public func check(_ subject: LintSubject, context: LintContext) -> [RuleHit] {
    guard case .sheet(let sheet) = subject else { return [] }
    var hits: [RuleHit] = []
    var names: [(String, DisplayName)] = [("merchant", sheet.total.merchant)]
    if let via = sheet.total.via { names.append(("app", via)) }
    for (role, displayName) in names {
      let name = displayName.text
      let folded = name.trimmingSpaces().lowercased().split(whereSeparator: \.isWhitespace).joined(
        separator: " ")
      guard Self.genericWords.contains(folded) else { continue }
      hits.append(
        RuleHit(at: displayName.position, .genericWord(name, role: role)))
    }
    return hits
  }
}

extension Finding.Message {
  fileprivate static func genericWord(_ name: String, role: String) -> Finding.Message {
    "the total's \(role) is '\(name)', a generic word: the sheet would read 'PAY \(name.uppercased())'; use the business name the customer sees on the bank statement"
  }
}
