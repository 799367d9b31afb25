import PaySheetReading

extension JSONReader {
  /// The value read by a domain initializer that checks it: its error becomes this member's.
  ///
  /// `PaySheetError` already names the value and why ("has more than 2 fraction digits");
  /// the path and position say where.
  package func string<T>(_ expected: String, _ read: (String) throws(PaySheetError) -> T)
    throws(InputError) -> T
  {
    guard case .string(let text) = node.value else { throw mismatch(expected) }
    return try checked { () throws(PaySheetError) in try read(text) }
  }

  /// Runs a domain check; its error becomes an error at this value.
  package func checked<T>(_ body: () throws(PaySheetError) -> T) throws(InputError) -> T {
    do {
      return try body()
    } catch {
      throw self.error("\(path): \(error.reason)")
    }
  }
}
