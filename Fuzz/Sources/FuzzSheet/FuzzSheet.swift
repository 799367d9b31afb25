import Foundation
import FuzzSupport
import PaySheetKit

/// Sheet reader: any bytes either read as a sheet or are refused with an error.
@_cdecl("FuzzSheet_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  runFuzzer(argc, argv) { data, size in
    _ = try? PaymentSheet(json: Data(bytes(data, size)))
    return 0
  }
}
