import Synchronization

/// A thread-safe cache of ICU objects keyed by a Hashable signature.
///
/// Opening an ICU formatter costs far more than using one, so each signature is opened once.
/// The creator runs outside the lock: two threads may both create a value for a new key, and
/// the first one stored wins, which costs a little work once but never blocks other keys.
package final class ICUCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let storage = Mutex<[Key: Value]>([:])
  private let limit: Int

  /// - Parameter limit: entries kept before the cache is emptied, so that a stream of
  ///   distinct requests (a server fed arbitrary locales) cannot grow it without bound.
  package init(limit: Int = 512) {
    self.limit = limit
  }

  package func value<E: Error>(for key: Key, create: () throws(E) -> Value) throws(E) -> Value {
    if let cached = storage.withLock({ $0[key] }) { return cached }
    let created = try create()
    return storage.withLock { entries in
      if let existing = entries[key] { return existing }
      if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
      entries[key] = created
      return created
    }
  }

  package var count: Int { storage.withLock { $0.count } }
}
