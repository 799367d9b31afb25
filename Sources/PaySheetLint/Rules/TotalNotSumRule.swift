import PaySheetKit

/// A total that is not the sum of the items charged now.
public struct TotalNotSumRule: LintRule {
  public static let description = RuleDescription(
    id: "total-not-sum",
    defaultSeverity: .error,
    summary: "The total is not the sum of the items charged now.",
    details: """
      A total that is not the sum of the items charged now (items, discounts, a trial's first
      period, a reload's first load, a recurring charge without a start date): Apple asks for
      the grand total to be the sum of the other items, and a payment platform shows every
      item as part of it. A deferred charge and a recurring charge from a start date are taken
      later and left aside; a pending item makes the total an estimate, which is not checked.
      `paysheet request` refuses such a sheet.
      """,
    triggeringExamples: [
      RuleExample(
        .sheet(
          """
          {
            "currency" : "USD",
            "items" : [
              { "type" : "item", "label" : "summary.subtotal", "amount" : "10.00" },
              { "type" : "item", "label" : "summary.tax", "amount" : "1.00" }
            ],
            ↓"total" : { "merchant" : "ACME Coffee", "amount" : "99.00" }
          }
          """))
    ],
    nonTriggeringExamples: [
      RuleExample(.sheet(SheetExamples.sheet())),
      RuleExample(
        .sheet(
          SheetExamples.sheet(items: [
            "{ \"type\" : \"pending\", \"label\" : \"summary.rideFare\", \"explanation\" : \"pending.explanation\" }"
          ]))),
    ])

  public init(configuration: LintConfiguration) {}

  public func check(_ subject: LintSubject, context: LintContext) -> [RuleHit] {
    guard case .sheet(let sheet) = subject, let mismatch = sheet.totalMismatch() else {
      return []
    }
    return [RuleHit(at: sheet.total.position, "total.amount \(mismatch)")]
  }
}
