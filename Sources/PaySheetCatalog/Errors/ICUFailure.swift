/// What ICU reported when it refused an operation, kept as ICU's own values so that a caller
/// can tell a missing resource (`U_MISSING_RESOURCE_ERROR`) from a bad argument.
public struct ICUFailure: Error, Sendable, Hashable, CustomStringConvertible {
  /// What was being done, such as "open number formatter for skeleton 'currency/EUR'".
  public let operation: String
  /// ICU's `UErrorCode` value.
  public let status: Int32
  /// ICU's name for the code, such as `U_ILLEGAL_ARGUMENT_ERROR`.
  public let name: String

  public init(operation: String, status: Int32, name: String) {
    self.operation = operation
    self.status = status
    self.name = name
  }

  public var description: String { "ICU could not \(operation): \(name)" }
}
