import PaySheetKit

/// A total that is not the sum of the items charged now.
public struct TotalNotSumRule: LintRule {
  public static let description = RuleDescription(
    id: "total-not-sum",
    defaultSeverity: .error,
    summary: "The total is not the sum of the items charged now, pending items counting 0.",
    details: """
      A total that is not the sum of the items charged now (items, discounts, a trial's first
      period, a reload's first load unless the total leaves it out, a recurring charge without
      a start date or a trial before it): Apple asks for the grand total to be the sum of the
      other items, and a payment platform shows every item as part of it. A deferred charge
      and a recurring charge from a start date (or from a trial's end) are taken later and left
      aside. A pending item counts 0: with pending items Apple's total is "the total of all the
      known costs; don't include the value of any pending items", so a total that
      pre-authorizes an estimate above the known costs is reported too. `paysheet request`
      refuses such a sheet.
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
          """)),
      RuleExample(
        .sheet(
          """
          {
            "currency" : "USD",
            "items" : [
              { "type" : "pending", "label" : "summary.rideFare", "explanation" : "pending.explanation" },
              { "type" : "item", "label" : "summary.serviceFee", "amount" : "2.50" }
            ],
            ↓"total" : { "merchant" : "Metro Cabs", "estimated" : true, "amount" : "23.50" }
          }
          """)),
    ],
    nonTriggeringExamples: [
      RuleExample(.sheet(SheetExamples.sheet())),
      RuleExample(
        .sheet(
          SheetExamples.sheet(items: [
            "{ \"type\" : \"pending\", \"label\" : \"summary.rideFare\", \"explanation\" : \"pending.explanation\" }",
            SheetExamples.item("summary.serviceFee", "10.80"),
          ]))),
    ])

  public init(configuration: LintConfiguration) {}

  public func check(_ subject: LintSubject, context: LintContext) -> [RuleHit] {
    guard case .sheet(let sheet) = subject, let mismatch = sheet.totalMismatch() else {
      return []
    }
    return [RuleHit(at: sheet.total.position, .notTheSum(mismatch))]
  }
}

extension Finding.Message {
  fileprivate static func notTheSum(_ mismatch: String) -> Finding.Message {
    "total.amount \(mismatch)"
  }
}
