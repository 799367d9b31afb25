import Foundation
import Synchronization
import Testing

@testable import PaySheetReading

/// Serialized: a test that holds libdispatch's workers would leave another's map on its
/// caller alone.
@Suite(.serialized)
struct ParallelMapTests {
  @Test(arguments: [0, 1, 2, 127, 128, 5000])
  func keepsTheArraysOrder(count: Int) {
    let numbers = Array(0..<count)
    #expect(numbers.parallelMap { $0 * $0 } == numbers.map { $0 * $0 })
  }

  struct Failure: Error, Equatable { let index: Int }

  @Test func throwsTheErrorOfTheFirstElementThatFailed() {
    let numbers = Array(0..<1000)
    #expect(throws: Failure(index: 17)) {
      _ = try numbers.parallelMap { (number) throws(Failure) in
        if number % 17 == 0, number > 0 { throw Failure(index: number) }
        return number
      }
    }
  }

  @Test func runsEachElementOnce() {
    let calls = Mutex([Int: Int]())
    _ = Array(0..<5000).parallelMap { number in
      calls.withLock { $0[number, default: 0] += 1 }
      return number
    }
    let counts = calls.withLock { $0 }
    #expect(counts.count == 5000)
    #expect(counts.values.allSatisfy { $0 == 1 })
  }

  /// On a machine of one core the map stays on the calling thread, and this says so rather
  /// than failing: there is nothing to spread the work over.
  @Test(
    .enabled(
      if: ParallelWork.cores > 1, "this machine has one core, where the work stays on the caller"))
  func usesMoreThanOneThreadWhenTheMachineHasMoreThanOneCore() {
    // libdispatch hands iterations only to workers that are free, and the other suites
    // running beside this one may hold them all for a while: up to 50 tries of 64 ms.
    var most = 0
    for _ in 0..<50 where most < 2 {
      let threads = Mutex(Set<ObjectIdentifier>())
      _ = Array(0..<64).parallelMap { number in
        // Long enough per element that one thread cannot take every element.
        Thread.sleep(forTimeInterval: 0.002)
        threads.withLock { _ = $0.insert(ObjectIdentifier(Thread.current)) }
        return number
      }
      most = max(most, threads.withLock { $0.count })
    }
    #expect(most > 1)
  }

  @Test func staysOnTheCallingThreadBelowTheMinimum() {
    let caller = ObjectIdentifier(Thread.current)
    let threads = Mutex(Set<ObjectIdentifier>())
    _ = Array(0..<100).parallelMap(minimumCount: 1000) { number in
      threads.withLock { _ = $0.insert(ObjectIdentifier(Thread.current)) }
      return number
    }
    #expect(threads.withLock { $0 } == [caller])
  }

  /// A map inside a map runs on the thread that reached it, so that nesting never starts
  /// threads: the threads that ever ran work stay within the pool libdispatch sizes to the
  /// cores, plus the caller.
  @Test func mapsInsideMapsFinishWithEveryResultOnTheDispatchPool() {
    let threads = Mutex(Set<ObjectIdentifier>())
    for round in 0..<50 {
      let sums = Array(0..<8).parallelMap { outer in
        Array(0..<100).parallelMap { inner in
          threads.withLock { _ = $0.insert(ObjectIdentifier(Thread.current)) }
          return outer * 1000 + inner + round
        }.reduce(0, +)
      }
      #expect(
        sums == (0..<8).map { outer in (0..<100).map { outer * 1000 + $0 + round }.reduce(0, +) })
    }
    #expect(threads.withLock { $0.count } <= ParallelWork.cores + 1)
  }
}
