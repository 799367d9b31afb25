import FuzzSupport
import PaySheetKit

/// Catalog reader and writer: what reads, written out reads back as the same catalog, and
/// `catalog fmt` is idempotent (formatting its own output changes nothing).
@_cdecl("FuzzCatalog_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  runFuzzer(argc, argv) { data, size in
    guard let catalog = try? StringCatalog(jsonBytes: bytes(data, size)) else { return 0 }
    let written = catalog.xcodeBytes()
    let reread: StringCatalog
    do {
      reread = try StringCatalog(jsonBytes: written)
    } catch {
      fatalError("the writer's output does not read back: \(error)")
    }
    require(reread == catalog, "the catalog written and read back differs")
    let formatted = catalog.sortedForXcode().xcodeBytes()
    guard let again = try? StringCatalog(jsonBytes: formatted) else {
      fatalError("the formatted catalog does not read back")
    }
    require(again.sortedForXcode().xcodeBytes() == formatted, "catalog fmt is not idempotent")
    return 0
  }
}
