import FuzzSupport
import PaySheetKit
import PaySheetLint

/// A lint session on any catalog that reads: every rule and the fit check on every shipped
/// profile run without crashing or hanging.
let session = try! LintSession()

@_cdecl("FuzzLint_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  runFuzzer(argc, argv) { data, size in
    // Read with its notes, so that the members a file has twice reach the duplicate-key rule.
    guard let read = try? StringCatalog.readWithNotes(jsonBytes: bytes(data, size)) else {
      return 0
    }
    var inputs = LintInputs()
    inputs.catalogs = [("fuzz.xcstrings", read.catalog, read.notes)]
    _ = session.lint(inputs)
    return 0
  }
}
