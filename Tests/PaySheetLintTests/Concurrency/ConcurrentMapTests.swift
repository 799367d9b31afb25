import Foundation
import PaySheetKit
import Synchronization
import Testing

@testable import PaySheetLint

/// Serialized: a test that holds libdispatch's workers would leave another's map on its
/// caller alone.
@Suite(.serialized)
struct ConcurrentMapTests {
  @Test(arguments: [0, 1, 2, 3, 200])
  func concurrentMapKeepsTheArraysOrder(count: Int) async throws {
    let numbers = Array(0..<count)
    #expect(try await numbers.concurrentMap { $0 * $0 } == numbers.map { $0 * $0 })
  }

  /// A cancelled map starts no piece after the cancellation and throws: of 10,000 pieces
  /// of 1 ms, cancelled after the first, at most the ones already started run.
  @Test func aCancelledMapStopsAndThrows() async {
    let ran = Atomic(0)
    let started = AsyncStream<Void>.makeStream()
    let map = Task {
      try await Array(0..<10_000).concurrentMap { number in
        if ran.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue == 1 {
          started.continuation.yield()
        }
        Thread.sleep(forTimeInterval: 0.001)
        return number
      }
    }
    for await _ in started.stream { break }
    map.cancel()
    await #expect(throws: CancellationError.self) { try await map.value }
    // The pieces that had their turn before the cancellation, at most a few per core.
    #expect(ran.load(ordering: .acquiring) < 10_000 / 10)
  }

  /// At most one piece per core runs at a time, so the pool's queue stays short for the
  /// caller's other tasks.
  @Test func concurrentMapRunsAtMostOnePiecePerCore() async throws {
    let running = Atomic(0)
    let most = Atomic(0)
    _ = try await Array(0..<64).concurrentMap { number in
      let now = running.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
      most.max(now, ordering: .acquiringAndReleasing)
      Thread.sleep(forTimeInterval: 0.002)
      running.wrappingSubtract(1, ordering: .acquiringAndReleasing)
      return number
    }
    #expect(most.load(ordering: .acquiring) <= ParallelWork.cores)
    #expect(most.load(ordering: .acquiring) >= 1)
  }

  /// Maps running at once share the process's turns: two of them together still run at
  /// most one piece per core, so a task beside them waits for that many pieces, not twice as
  /// many.
  @Test func mapsAtOnceShareOneTurnPerCore() async throws {
    let pieces = PieceCount()
    async let first = try Array(0..<32).concurrentMap(pieces.run)
    async let second = try Array(0..<32).concurrentMap(pieces.run)
    #expect(try await first + second == Array(0..<32) + Array(0..<32))
    #expect(pieces.most.load(ordering: .acquiring) <= ParallelWork.cores)
    #expect(pieces.most.load(ordering: .acquiring) >= 1)
  }

  /// A task that wakes while holders wait for turns runs before they are done: a turn
  /// handed from one holder to the next must not put the next ahead of the tasks already
  /// queued, or a server's request waits for every lint of the process.
  @Test(.timeLimit(.minutes(1))) func aTaskThatWakesBesideWaitingHoldersRunsBeforeTheyEnd()
    async
  {
    let turns = Turns(ParallelWork.cores)
    let pieces = PieceCount()
    let holders = 4 * ParallelWork.cores
    let total = holders * 20
    async let doneAtWake: Int = {
      try? await Task.sleep(for: .milliseconds(10))
      return pieces.done.load(ordering: .acquiring)
    }()
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<holders {
        group.addTask {
          for number in 0..<20 {
            await turns.enter()
            _ = pieces.run(number)
            turns.leave()
          }
        }
      }
    }
    // Resumed ahead of the queue, the holders kept both threads until the end (158 or 159
    // pieces of 160 on 2 cores, also when yielding only after a wait); going to its back
    // after every entry, the waking task ran after a few.
    let seen = await doneAtWake
    #expect(seen < total / 2, "the waking task ran after \(seen) of \(total) pieces")
  }

  /// Turns are given in the order they were asked for, and none is lost or made.
  @Test(.timeLimit(.minutes(1))) func turnsGoToTheLongestWaiting() async {
    let turns = Turns(1)
    await turns.enter()
    let order = Order()
    await withTaskGroup(of: Void.self) { group in
      for waiter in 0..<4 {
        group.addTask {
          await turns.enter()
          order.append(waiter)
          turns.leave()
        }
        // Each waiter is queued before the next one starts.
        while turns.waitingCount < waiter + 1 { await Task.yield() }
      }
      turns.leave()
    }
    #expect(order.values == [0, 1, 2, 3])
    #expect(turns.waitingCount == 0)
  }

  /// A `parallelMap` inside a piece runs on the piece's own thread: spread over libdispatch's
  /// workers, it would wait on a thread of the cooperative pool.
  @Test func aParallelMapInsideAPieceRunsInPlace() async throws {
    let threads = try await Array(0..<4).concurrentMap { _ in
      let own = pthread_self()
      return Array(0..<1000).parallelMap { _ in pthread_equal(pthread_self(), own) != 0 }
        .allSatisfy { $0 }
    }
    #expect(threads == [true, true, true, true])
  }
}

/// How many pieces ran at once at most, and how many are done.
private final class PieceCount: Sendable {
  let running = Atomic(0)
  let most = Atomic(0)
  let done = Atomic(0)

  @Sendable func run(_ number: Int) -> Int {
    let now = running.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
    most.max(now, ordering: .acquiringAndReleasing)
    Thread.sleep(forTimeInterval: 0.003)
    running.wrappingSubtract(1, ordering: .acquiringAndReleasing)
    done.wrappingAdd(1, ordering: .acquiringAndReleasing)
    return number
  }
}

/// The order in which tasks got somewhere.
private final class Order: Sendable {
  private let state = Mutex<[Int]>([])
  func append(_ value: Int) { state.withLock { $0.append(value) } }
  var values: [Int] { state.withLock { $0 } }
}
