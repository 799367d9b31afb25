import PaySheetKit

/// Small sheets for the sheet rules' examples, written as a user writes a sheet file.
enum SheetExamples {
  static func item(_ label: String, _ amount: String) -> String {
    "{ \"type\" : \"item\", \"label\" : \"\(label)\", \"amount\" : \"\(amount)\" }"
  }

  static func sheet(merchant: String = "ACME Coffee", via: String? = nil, items: [String]? = nil)
    -> String
  {
    let list = items ?? [item("summary.subtotal", "10.00"), item("summary.tax", "0.80")]
    let viaMember = via.map { ",\n    \"via\" : \(XcodeJSONWriter.quoted($0))" } ?? ""
    return """
      {
        "currency" : "USD",
        "items" : [
          \(list.joined(separator: ",\n    "))
        ],
        "total" : {
          "merchant" : \(XcodeJSONWriter.quoted(merchant))\(viaMember),
          "amount" : "10.80"
        }
      }
      """
  }
}
