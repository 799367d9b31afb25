internal import CHarfBuzz

/// HarfBuzz as this process found it: the library is loaded at run time, the first time it
/// is asked for, so that a binary runs where it is not installed.
package enum HarfBuzzLibrary {
  /// Why HarfBuzz cannot be used here, in one line (the loader's own words); nil when it is
  /// loaded. Asked once per process: installing HarfBuzz takes effect on the next run.
  package static let unavailableReason: String? = {
    paysheet_harfbuzz_load() != 0 ? nil : String(cString: paysheet_harfbuzz_failure())
  }()

  package static var isAvailable: Bool { unavailableReason == nil }
}
