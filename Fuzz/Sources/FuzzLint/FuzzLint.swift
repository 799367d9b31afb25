import FuzzSupport
import PaySheetKit
import PaySheetLint

/// The linter on any catalog that reads: every rule runs without crashing or hanging.
let linter = Linter()

@_cdecl("FuzzLint_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  runFuzzer(argc, argv) { data, size in
    guard let catalog = try? StringCatalog(jsonBytes: bytes(data, size)) else { return 0 }
    _ = linter.lint(.catalog(catalog), file: "fuzz.xcstrings")
    return 0
  }
}
