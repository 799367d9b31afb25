import Dispatch
import Foundation
import Synchronization

extension Array where Element: Sendable {
  /// The elements transformed on every core of the machine, in the array's order; the error
  /// is that of the first element in the array that failed, as a plain `map` would throw.
  ///
  /// Reading a large catalog's keys, walking them for the linter, running the rules and
  /// measuring each language on each profile are independent per element, and a lint of a
  /// large catalog spent most of its time in them on one core while the others waited.
  ///
  /// The work runs on threads of its own, each with the main thread's 8 MiB of stack (a
  /// catalog read nests as deep as its JSON, up to 512 levels), and a map inside a map gets
  /// threads too: the rules run side by side, and the fit check inside one of them measures
  /// its languages side by side. Libdispatch's `concurrentPerform` runs a nested one on the
  /// calling thread alone, which left the fit check, the longest rule, on one core.
  ///
  /// - Parameter minimumPerThread: below this many elements per core the work stays on the
  ///   calling thread, where starting threads would cost more than it saves.
  package func concurrentMap<Transformed: Sendable, Failure: Error>(
    minimumPerThread: Int = 1,
    _ transform: @escaping @Sendable (Element) throws(Failure) -> Transformed
  ) throws(Failure) -> [Transformed] {
    let threads = Swift.min(
      ProcessInfo.processInfo.activeProcessorCount, ConcurrentMapThreads.maximum,
      count / Swift.max(1, minimumPerThread))
    guard threads > 1 else { return try map(transform) }
    // A few chunks per thread, so that a thread that drew cheap elements takes more.
    let chunks = Swift.min(count, threads * 4)
    let next = ChunkCounter()
    var results = [Result<Transformed, Failure>?](repeating: nil, count: count)
    results.withUnsafeMutableBufferPointer { buffer in
      // Each chunk writes only its own elements, so the threads never share a slot.
      nonisolated(unsafe) let slots = buffer
      // `transform` escapes only in name: a thread may let go of its block after it has
      // signalled the group, but every slot is written before this returns.
      let work: @Sendable () -> Void = { [self] in
        while case let chunk = next.take(), chunk < chunks {
          for index in (chunk * count / chunks)..<((chunk + 1) * count / chunks) {
            slots[index] = Result { () throws(Failure) in try transform(self[index]) }
          }
        }
      }
      let group = DispatchGroup()
      for _ in 1..<threads {
        group.enter()
        let thread = Thread {
          work()
          group.leave()
        }
        thread.stackSize = ConcurrentMapThreads.stackSize
        thread.start()
      }
      work()
      group.wait()
    }
    var transformed: [Transformed] = []
    transformed.reserveCapacity(count)
    for result in results {
      // Every slot was written by its chunk.
      try transformed.append(result!.get())
    }
    return transformed
  }
}

/// The threads of a concurrent map.
enum ConcurrentMapThreads {
  /// The most threads one map starts, whatever the cores: a lint of the largest real
  /// catalogs is a quarter to a third of a second of one core's work, which sixteen threads
  /// already cut into pieces of some 20 ms.
  static let maximum = 16

  /// The main thread's on Linux and macOS.
  static let stackSize = 8 << 20
}

/// Hands out chunk numbers, each once, to the threads of a concurrent map.
private final class ChunkCounter: Sendable {
  private let next = Atomic<Int>(0)

  func take() -> Int { next.add(1, ordering: .relaxed).oldValue }
}
