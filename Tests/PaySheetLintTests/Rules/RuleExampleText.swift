import PaySheetLint

extension RuleExample {
  /// The text of a catalog example; nil for a sheet or names, which a test then fails on with
  /// `#require` instead of passing without a check.
  var catalogText: String? {
    guard case .catalog(let text) = source else { return nil }
    return text
  }
}
