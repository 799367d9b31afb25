/// Which generation of the system's payment sheet a text models: the platform composes
/// parts of each line itself, and those parts differ between system versions.
///
/// The words each generation adds are `platform.*` keys of the shipped catalog; an app's
/// catalog may override any of them.
public enum SystemGeneration: String, Hashable, Sendable, Codable, CaseIterable {
  /// Current systems: "…" in place of a pending amount, and the system's own second lines
  /// under recurring and trial items ("Starting Dec 10", "7 days free trial", "Free" for a
  /// free period, "$3.99 per month for 3 months").
  case current
  /// Older systems: "Amount Pending" in place of a pending amount, line-item labels in
  /// capitals, and second lines as the app words them.
  case legacy

  /// The key of the text shown in place of a pending amount.
  public var pendingAmountKey: String {
    switch self {
    case .current: "platform.amountPendingMark"
    case .legacy: "platform.amountPending"
    }
  }

  /// Whether the system writes line-item labels in capitals.
  public var uppercasesLabels: Bool { self == .legacy }

  /// Whether the system composes the second lines of recurring and trial items.
  public var composesRecurringLines: Bool { self == .current }
}
