import Foundation
import Testing

@testable import PaySheetKit

/// `docs/sheet-format.md`, `docs/sheet.schema.json` and the reader name the same members,
/// kinds and ranges: a member added to one and not the others fails here.
struct SheetFormatDocumentTests {
  static let schema: JSONReader = {
    let url = packageRoot.appendingPathComponent("docs/sheet.schema.json")
    return try! JSONReader.document(InputFile.read(url, limit: 1 << 20), file: url.path)
  }()

  static let document: String = {
    try! String(
      contentsOf: packageRoot.appendingPathComponent("docs/sheet-format.md"), encoding: .utf8)
  }()

  /// The object at a path of member names and array indices in the schema.
  static func node(_ steps: [FieldPath.Step]) -> JSONNode {
    var node = schema.node
    for step in steps {
      switch (step, node.value) {
      case (.member(let name), .object(let members)):
        node = members.first { $0.key == name }!.value
      case (.index(let index), .array(let elements)):
        node = elements[index]
      default:
        Issue.record("no \(steps) in the schema")
      }
    }
    return node
  }

  static func keys(_ node: JSONNode) -> Set<String> {
    guard case .object(let members) = node.value else { return [] }
    return Set(members.map(\.key))
  }

  static func strings(_ node: JSONNode) -> Set<String> {
    guard case .array(let elements) = node.value else { return [] }
    return Set(elements.compactMap { if case .string(let text) = $0.value { text } else { nil } })
  }

  static func number(_ node: JSONNode) -> Int? {
    if case .number(let literal) = node.value { Int(literal) } else { nil }
  }

  /// The members a section of the document lists in its member table.
  static func documented(_ section: String) -> Set<String> {
    let heading = "## `\(section)`\n"
    guard let start = document.range(of: heading)?.upperBound else { return [] }
    let body = document[start...].prefix { _ in true }
    let end = body.range(of: "\n## ")?.lowerBound ?? body.endIndex
    var members: Set<String> = []
    var inMemberTable = false
    for line in body[..<end].split(separator: "\n") {
      if line.hasPrefix("| member |") { inMemberTable = true }
      guard inMemberTable, line.hasPrefix("| `") else { continue }
      let name = line.dropFirst(3).prefix { $0 != "`" }
      members.insert(String(name))
    }
    return members
  }

  @Test func theTopLevelMembersAgree() {
    let members = Set(PaymentSheet.members)
    #expect(Self.keys(Self.node([.member("properties")])) == members)
    #expect(Self.documented("sheet") == members)
    #expect(
      Self.strings(Self.node([.member("properties"), .member("shippingType"), .member("enum")]))
        == Set(ShippingType.allCases.map(\.rawValue)))
  }

  @Test(
    arguments: [
      ("label", [.member("oneOf"), .index(1), .member("properties")], SheetLabel.members),
      ("interval", [.member("properties")], RecurringInterval.members),
      ("dateRange", [.member("properties")], DateRange.members),
      ("shippingMethod", [.member("properties")], ShippingMethod.members),
      ("total", [.member("properties")], SheetTotal.members),
      ("terms", [.member("properties")], PaymentTerms.members),
      ("deferred", [.member("properties")], DeferredTerms.members),
      ("merchant", [.member("properties")], MerchantPayment.members),
      ("pickupContact", [.member("properties")], PickupContact.members),
    ] as [(String, [FieldPath.Step], [String])])
  func eachObjectsMembersAgree(name: String, path: [FieldPath.Step], members: [String]) {
    let properties = Self.node([.member("$defs"), .member(name)] + path)
    #expect(Self.keys(properties) == Set(members), "schema \(name)")
    #expect(Self.documented(name) == Set(members), "document \(name)")
  }

  @Test func confirmationMembersAgree() {
    let union = Self.keys(
      Self.node([
        .member("$defs"), .member("confirmation"), .member("oneOf"), .index(0),
        .member("properties"),
      ])
    ).union(
      Self.keys(
        Self.node([
          .member("$defs"), .member("confirmation"), .member("oneOf"), .index(1),
          .member("properties"),
        ])))
    #expect(union == Set(Confirmation.members))
    #expect(Self.documented("confirmation") == Set(Confirmation.members))
  }

  @Test func eachKindOfItemTakesTheSameMembers() {
    let kinds = SummaryItem.Kind.Name.allCases
    let typeEnum = Self.node([
      .member("$defs"), .member("item"), .member("properties"), .member("type"), .member("enum"),
    ])
    #expect(Self.strings(typeEnum) == Set(kinds.map(\.rawValue)))
    var all: Set<String> = ["type", "label"]
    for (index, kind) in kinds.enumerated() {
      let properties = Self.node([
        .member("$defs"), .member("item"), .member("oneOf"), .index(index), .member("properties"),
      ])
      let constant = Self.node([
        .member("$defs"), .member("item"), .member("oneOf"), .index(index), .member("properties"),
        .member("type"), .member("const"),
      ])
      #expect(constant.value == .string(kind.rawValue))
      #expect(
        Self.keys(properties) == Set(["type", "label"] + SummaryItem.members(of: kind)),
        "\(kind)")
      all.formUnion(SummaryItem.members(of: kind))
    }
    #expect(Self.documented("item") == all)
  }

  @Test func theRangesAgree() {
    let count = Self.node([
      .member("$defs"), .member("label"), .member("oneOf"), .index(1), .member("properties"),
      .member("count"),
    ])
    #expect(Self.number(Self.member(count, "minimum")) == SheetLabel.counts.lowerBound)
    #expect(Self.number(Self.member(count, "maximum")) == SheetLabel.counts.upperBound)
    let interval = Self.node([
      .member("$defs"), .member("interval"), .member("properties"), .member("count"),
    ])
    #expect(Self.number(Self.member(interval, "minimum")) == RecurringInterval.counts.lowerBound)
    #expect(Self.number(Self.member(interval, "maximum")) == RecurringInterval.counts.upperBound)
    let units = Self.node([
      .member("$defs"), .member("interval"), .member("properties"), .member("unit"),
      .member("enum"),
    ])
    #expect(Self.strings(units) == Set(RecurringInterval.Unit.allCases.map(\.rawValue)))
    #expect(Self.document.contains("0 to \(SheetLabel.counts.upperBound)"))
  }

  static func member(_ node: JSONNode, _ name: String) -> JSONNode {
    guard case .object(let members) = node.value,
      let found = members.first(where: { $0.key == name })
    else { return JSONNode(.null) }
    return found.value
  }

  @Test func theDocumentsWholeSheetReads() throws {
    let start = try #require(Self.document.range(of: "```json\n")?.upperBound)
    let end = try #require(Self.document[start...].range(of: "```")?.lowerBound)
    let sheet = try PaymentSheet(jsonBytes: Array(Self.document[start..<end].utf8), file: "doc")
    #expect(sheet.items.count == 2 && sheet.total.via?.text == "Marketly")
  }
}
