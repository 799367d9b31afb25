import FuzzSupport
import PaySheetKit
import PaySheetLint

/// A lint session on any catalog that reads: every rule and the fit check on every shipped
/// profile run without crashing or hanging.
let session = try! LintSession()

@_cdecl("FuzzLint_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  runFuzzer(argc, argv) { data, size in
    guard let catalog = try? StringCatalog(jsonBytes: bytes(data, size)) else { return 0 }
    var inputs = LintInputs()
    inputs.catalogs = [("fuzz.xcstrings", catalog)]
    _ = session.lint(inputs)
    return 0
  }
}
