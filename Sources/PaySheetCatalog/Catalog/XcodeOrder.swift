import Foundation
import PaySheetReading

/// The order Xcode gives keys when it writes a String Catalog.
///
/// Xcode serializes with `JSONSerialization`'s `sortedKeys`, which compares keys with
/// `compare(_:options: [.numeric, .caseInsensitive, .forcedOrdering], locale: systemLocale)`.
/// The system (root) locale makes this a Unicode collation, not a code point order: in
/// IceCubes' catalog `"my_snake_case"` sorts before `"my.snake_case"`, `"user-reblogs"`
/// before `"user.account"`, and `"•"` before `"a"`, none of which byte order or
/// case-folded byte order reproduces. Digit runs compare by value (`"item9" < "item10"`)
/// and keys equal apart from case still get a stable order (`"key"` before `"Key"`).
package enum XcodeKeyOrder {
  /// Whether `lhs` comes before `rhs` in Xcode's key order.
  package static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
    lhs.compare(
      rhs, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: rootLocale)
      == .orderedAscending
  }

  /// Sorts keys into Xcode's order.
  package static func sorted(_ keys: some Sequence<String>) -> [String] {
    keys.sorted(by: areInIncreasingOrder)
  }

  private static let rootLocale = Locale(identifier: "")
}

extension JSONNode {
  /// This value with every object's members, at every depth, in Xcode's key order.
  package func sortedForXcode() -> JSONNode {
    var copy = self
    switch value {
    case .object(let members):
      let sortedMembers = members.map {
        JSONMember(key: $0.key, keyPosition: $0.keyPosition, value: $0.value.sortedForXcode())
      }
      // A catalog Xcode wrote is in order already: n - 1 comparisons tell, where sorting
      // 100,000 keys with Foundation's collation takes about 17 each.
      let inOrder = zip(sortedMembers, sortedMembers.dropFirst()).allSatisfy {
        !XcodeKeyOrder.areInIncreasingOrder($1.key, $0.key)
      }
      copy.value = .object(
        inOrder
          ? sortedMembers
          : sortedMembers.sorted { XcodeKeyOrder.areInIncreasingOrder($0.key, $1.key) })
    case .array(let elements):
      copy.value = .array(elements.map { $0.sortedForXcode() })
    default:
      break
    }
    return copy
  }
}
