import PaySheetKit

/// More summary items than a summary needs.
public struct TooManyItemsRule: LintRule {
  public static let description = RuleDescription(
    id: "too-many-items",
    defaultSeverity: .warning,
    summary: "The sheet lists more summary items than a summary needs (an itemized product list).",
    details: """
      More summary items than a summary needs: the sheet shows subtotal, discounts, tax,
      shipping and the like, not an itemized list of the products bought.
      """,
    triggeringExamples: [
      RuleExample(
        .sheet(
          SheetExamples.sheet(
            items: (1...8).map { _ in SheetExamples.item("summary.giftWrap", "1.00") }
              + ["↓" + SheetExamples.item("summary.giftWrap", "1.00")])))
    ],
    nonTriggeringExamples: [
      RuleExample(
        .sheet(
          SheetExamples.sheet(
            items: (1...8).map { _ in SheetExamples.item("summary.giftWrap", "1.00") })))
    ])

  public init(configuration: LintConfiguration) {}

  public func check(_ subject: LintSubject, context: LintContext) -> [RuleHit] {
    guard case .sheet(let sheet) = subject else { return [] }
    let limit = context.configuration.maximumSummaryItems
    guard sheet.items.count > limit else { return [] }
    return [
      RuleHit(at: sheet.items[limit].position, .tooMany(sheet.items.count, limit: limit))
    ]
  }
}

extension Finding.Message {
  fileprivate static func tooMany(_ count: Int, limit: Int) -> Finding.Message {
    "the sheet has \(count) summary items, more than \(limit): show a subtotal instead of listing each product"
  }
}
