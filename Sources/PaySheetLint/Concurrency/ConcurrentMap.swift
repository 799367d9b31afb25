import PaySheetKit
import Synchronization

extension Array where Element: Sendable {
  /// The elements transformed as child tasks, at most `ParallelWork.cores` at a time in the
  /// whole process, in the array's order.
  ///
  /// For short, non-blocking pieces of work that an `async` caller spreads over the cores:
  /// each piece holds a thread of the cooperative pool only while it runs, and since every
  /// map's pieces take turns at `ParallelWork.pieces`, the pool's queue holds at most one
  /// piece per core, so the process's other tasks wait for one piece, not for a whole map.
  /// Eight lints whose stages were handed to libdispatch whole delayed a 10 ms ticker by
  /// 1.5 s; limited per map only (sixteen pieces in the queue), by 91 to 246 ms; with the
  /// process's turns, by 76 to 90 ms; with each turn taken at the back of the queue, by 25
  /// ms on 2 cores and 39 ms on one (`Benchmarks --ticker`).
  ///
  /// A cancelled caller stops the map: no piece starts after the cancellation (each checks
  /// when its turn comes, as a turn may be a long wait behind other maps), the pieces
  /// running finish, and the map throws `CancellationError`.
  package func concurrentMap<Transformed: Sendable>(
    _ transform: @escaping @Sendable (Element) -> Transformed
  ) async throws(CancellationError) -> [Transformed] {
    let results = await withTaskGroup(of: (Int, Transformed?).self) { group in
      var results = [Transformed?](repeating: nil, count: count)
      var next = 0
      func start() {
        let index = next
        let element = self[index]
        group.addTask {
          await ParallelWork.pieces.enter()
          defer { ParallelWork.pieces.leave() }
          guard !Task.isCancelled else { return (index, nil) }
          return (index, ParallelWork.$isConcurrentPiece.withValue(true) { transform(element) })
        }
        next += 1
      }
      while next < Swift.min(count, ParallelWork.cores), !Task.isCancelled { start() }
      while let (index, result) = await group.next() {
        results[index] = result
        if next < count, !Task.isCancelled { start() }
      }
      return results
    }
    // Every index was started once and collected once, unless the task was cancelled.
    var done: [Transformed] = []
    done.reserveCapacity(count)
    for result in results {
      guard let result else { throw CancellationError() }
      done.append(result)
    }
    return done
  }
}

extension ParallelWork {
  /// The turns every `concurrentMap` of the process takes, one per core.
  ///
  /// It is the process's, as the cooperative pool it keeps short is: two lints, or two
  /// sessions, that each kept their own count would put twice as many pieces in the queue
  /// ahead of a task that only wants to wake.
  package static let pieces = Turns(cores)
}

/// A number of turns that tasks wait for in the order they asked, suspending rather than
/// blocking a thread.
package final class Turns: Sendable {
  private struct State {
    var free: Int
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  // Sendable: the state is reached only under the mutex.
  private let state: Mutex<State>

  /// - Parameter count: how many holders may have a turn at once; at least one.
  package init(_ count: Int) {
    state = Mutex(State(free: Swift.max(1, count)))
  }

  /// Waits, suspended, until a turn is free, and takes it.
  package func enter() async {
    let taken = state.withLock { state -> Bool in
      guard state.free > 0 else { return false }
      state.free -= 1
      return true
    }
    if !taken { await waitForTurn() }
    // Turns handed from holder to holder kept the pool's threads ahead of the jobs already
    // in its queue: beside eight lints, a 10 ms ticker slept 1.6 s on 2 cores and 3.2 s on
    // one, the whole run. Going to the back of the queue once with the turn lets what was
    // queued first (a timer's wake-up) run first: 10 to 30 ms late (`Benchmarks --ticker`).
    // Yielding only after a wait was not enough (still 1.6 s).
    await Task.yield()
  }

  private func waitForTurn() async {
    await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
      // A turn may have come back between the first look and this one.
      let now = state.withLock { state -> Bool in
        if state.free > 0 {
          state.free -= 1
          return true
        }
        state.waiting.append(waiter)
        return false
      }
      if now { waiter.resume() }
    }
  }

  /// How many tasks wait for a turn now.
  package var waitingCount: Int { state.withLock { $0.waiting.count } }

  /// Gives a turn back: to the task that has waited longest, if one waits.
  package func leave() {
    let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
      guard !state.waiting.isEmpty else {
        state.free += 1
        return nil
      }
      return state.waiting.removeFirst()
    }
    // Resumed outside the lock: the waiter's task is queued, not run here.
    next?.resume()
  }
}
