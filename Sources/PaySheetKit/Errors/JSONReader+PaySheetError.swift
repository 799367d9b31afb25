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

  /// Runs the validating initializer of the object here; a refusal that names one of the
  /// object's members (`amount`) is placed at that member and named by its whole path
  /// (`items[1].amount`), any other refusal at this value.
  package func checkedMembers<T>(_ body: () throws(PaySheetError) -> T) throws(InputError) -> T {
    do {
      return try body()
    } catch {
      throw self.error(refusing: error)
    }
  }

  /// `refusal` as an error of the file: at the member its field names below this value, or
  /// at this value when it names none (or a member the file leaves out, at the deepest part
  /// of the path the file has).
  package func error(refusing refusal: PaySheetError) -> InputError {
    guard case .invalidSheet(let field, let reason) = refusal, !field.steps.isEmpty else {
      return error("\(path): \(refusal.reason)")
    }
    let whole = field.steps.reduce(path) { $0.appending($1) }
    return deepest(field.steps).error("\(whole): \(reason)")
  }
}
