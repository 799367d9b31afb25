import Foundation
import PaySheetKit

/// The shop's checkout: its sheet, formatted with its own catalog.
public enum Checkout {
  /// The sheet the shop shows, as text in `locale`, from the files it ships.
  public static func lines(locale tag: String) throws -> [SheetLine] {
    guard
      let catalogURL = Bundle.module.url(forResource: "Localizable", withExtension: "xcstrings"),
      let sheetURL = Bundle.module.url(
        forResource: "checkout", withExtension: "json", subdirectory: "Sheets")
    else { return [] }
    let catalog = try StringCatalog(contentsOf: catalogURL)
    let sheet = try PaymentSheet(json: Data(contentsOf: sheetURL))
    return try SheetFormatter(catalog: catalog, locale: SheetLocale(tag)).format(sheet).lines
  }
}
