import Dispatch
import Foundation

extension Array where Element: Sendable {
  /// The elements transformed on libdispatch's worker pool, in the array's order; the error
  /// is that of the first element in the array that failed, as a plain `map` would throw.
  ///
  /// `DispatchQueue.concurrentPerform` runs the work on the calling thread and the pool's
  /// workers, which libdispatch sizes to the cores: no thread of our own is started, nothing
  /// waits on a group, and a map inside a map runs on the thread that reached it instead of
  /// starting more (a lint that nested maps on threads of its own started 224 threads at 16
  /// cores). Callers that want every core flatten their work into one map rather than
  /// nesting maps.
  ///
  /// It blocks the calling thread until every element is done, so `async` code spreads its
  /// work with `concurrentMap` instead; inside a piece of one it runs in place, on the
  /// piece's thread, and never waits on the cooperative pool.
  ///
  /// - Parameter minimumCount: below this many elements the work stays on the calling
  ///   thread, where handing it out would cost more than it saves.
  package func parallelMap<Transformed: Sendable, Failure: Error>(
    minimumCount: Int = 2,
    _ transform: @Sendable (Element) throws(Failure) -> Transformed
  ) throws(Failure) -> [Transformed] {
    // On a thread of the cooperative pool, in a piece of `concurrentMap`, the caller would
    // wait for the workers, and the pieces beside it already use the cores.
    guard count >= Swift.max(2, minimumCount), ParallelWork.cores > 1,
      !ParallelWork.isConcurrentPiece
    else {
      return try map(transform)
    }
    var results = [Result<Transformed, Failure>?](repeating: nil, count: count)
    results.withUnsafeMutableBufferPointer { buffer in
      // Each iteration writes only its own slot, so no two threads share one.
      nonisolated(unsafe) let slots = buffer
      DispatchQueue.concurrentPerform(iterations: count) { index in
        slots[index] = Result { () throws(Failure) in try transform(self[index]) }
      }
    }
    var transformed: [Transformed] = []
    transformed.reserveCapacity(count)
    for result in results {
      // concurrentPerform returns only after every iteration has written its slot.
      try transformed.append(result!.get())
    }
    return transformed
  }
}

/// Where blocking work meets Swift concurrency.
package enum ParallelWork {
  /// The cores libdispatch spreads a map over, read once per process.
  package static let cores = ProcessInfo.processInfo.activeProcessorCount

  /// Whether the running code is a piece of a `concurrentMap`, where a `parallelMap` inside
  /// (a large catalog's keys) runs in place rather than waiting on libdispatch's workers.
  @TaskLocal package static var isConcurrentPiece = false
}
