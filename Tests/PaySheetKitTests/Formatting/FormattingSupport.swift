import Foundation

@testable import PaySheetKit

/// The package root, found from this file's path.
let packageRoot: URL = {
  var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  while !FileManager.default.fileExists(
    atPath: directory.appendingPathComponent("Package.swift").path)
  {
    directory = directory.deletingLastPathComponent()
  }
  return directory
}()

/// The shipped catalog, read once.
let shippedCatalog: StringCatalog = {
  try! StringCatalog(
    contentsOf: packageRoot.appendingPathComponent("Localizations/PaymentSheet.xcstrings"))
}()

/// A catalog built from JSON text, for tests that need a key the shipped one lacks.
func catalog(_ json: String) throws -> StringCatalog {
  try StringCatalog(jsonBytes: Array(json.utf8), file: "test.xcstrings")
}

func sheet(_ json: String) throws -> PaymentSheet {
  try PaymentSheet(json: Data(json.utf8))
}

/// The names of the example sheets in Examples/sheets, sorted; a new example is tested
/// wherever the examples are.
let exampleSheetNames: [String] = {
  let names = try! FileManager.default.contentsOfDirectory(
    atPath: packageRoot.appendingPathComponent("Examples/sheets").path
  ).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  precondition(names.count >= 7, "Examples/sheets holds \(names)")
  return names
}()

func exampleSheetURL(_ name: String) -> URL {
  packageRoot.appendingPathComponent("Examples/sheets/\(name).json")
}

func exampleSheet(_ name: String) throws -> PaymentSheet {
  try PaymentSheet(contentsOf: exampleSheetURL(name))
}

func format(
  _ sheet: PaymentSheet, _ locale: String, catalog: StringCatalog = shippedCatalog,
  base: [StringCatalog] = SheetFormatter.shippedBase, style: SheetStyle = SheetStyle()
)
  throws -> FormattedSheet
{
  try SheetFormatter(catalog: catalog, locale: SheetLocale(locale), base: base, style: style)
    .format(sheet)
}

/// A one-item sheet in `currency` whose item is `label`.
func oneItemSheet(
  _ label: String, amount: String = "1.00", currency: String = "USD", merchant: String = "ACME"
)
  throws -> PaymentSheet
{
  try sheet(
    """
    {"currency": "\(currency)", "items": [{"type": "item", "label": \(label), "amount": "\(amount)"}],
     "total": {"merchant": "\(merchant)", "amount": "\(amount)"}}
    """)
}
