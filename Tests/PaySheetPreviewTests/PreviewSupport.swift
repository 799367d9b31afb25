import Foundation
import PaySheetKit

@testable import PaySheetPreview

/// The package's root folder, found from this file.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent()
  .deletingLastPathComponent()

/// The shipped catalog, as the tool reads it.
func shippedCatalog() throws -> StringCatalog {
  try StringCatalog(
    contentsOf: packageRoot.appendingPathComponent("Localizations/PaymentSheet.xcstrings"))
}

/// A shipped device profile by name.
func shippedProfile(_ name: String) throws -> DeviceProfile {
  try DeviceProfile.named(
    name,
    in: DeviceProfile.load(
      path: packageRoot.appendingPathComponent("Localizations/DeviceProfiles.json").path))
}

/// Every example sheet, in file-name order.
func exampleSheets() throws -> [PreviewSheet] {
  let folder = packageRoot.appendingPathComponent("Examples/sheets")
  return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
    $0.hasSuffix(".json")
  }.sorted()
    .map { name in
      PreviewSheet(
        name: String(name.dropLast(5)),
        sheet: try PaymentSheet(json: Data(contentsOf: folder.appendingPathComponent(name))))
    }
}

/// Why the browser tests are skipped, when they are.
let chromiumMissing =
  "Chromium is not installed; scripts/setup-browser.sh installs the Debian package 'chromium'"
