import Dispatch
import Foundation

extension Array where Element: Sendable {
  /// The elements transformed on every core of the machine, in the array's order; the error
  /// is that of the first element in the array that failed, as a plain `map` would throw.
  ///
  /// Reading a large catalog's keys, walking them for the linter and running the rules are
  /// each independent per element, and a lint of a large catalog spent most of its time in
  /// them on one core while the others waited.
  ///
  /// - Parameter minimumPerThread: below this many elements per core the work stays on the
  ///   calling thread, where starting threads would cost more than it saves.
  package func concurrentMap<Transformed: Sendable, Failure: Error>(
    minimumPerThread: Int = 1,
    _ transform: @Sendable (Element) throws(Failure) -> Transformed
  ) throws(Failure) -> [Transformed] {
    let threads = Swift.min(
      ProcessInfo.processInfo.activeProcessorCount, count / Swift.max(1, minimumPerThread))
    guard threads > 1 else { return try map(transform) }
    // A few chunks per thread, so that a thread that drew cheap elements takes more.
    let chunks = Swift.min(count, threads * 4)
    var results = [Result<Transformed, Failure>?](repeating: nil, count: count)
    results.withUnsafeMutableBufferPointer { buffer in
      // Each chunk writes only its own elements, so the threads never share a slot.
      nonisolated(unsafe) let slots = buffer
      DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
        let start = chunk * count / chunks
        let end = (chunk + 1) * count / chunks
        for index in start..<end {
          slots[index] = Result { () throws(Failure) in try transform(self[index]) }
        }
      }
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
