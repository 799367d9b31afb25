import Foundation
import Synchronization
import Testing

@testable import PaySheetKit

@Suite("Concurrent map")
struct ConcurrentMapTests {
  struct Failure: Error, Equatable {
    var element: Int
  }

  @Test(arguments: [0, 1, 7, 64, 1000, 10_007])
  func keepsTheOrderOfTheElements(count: Int) {
    let numbers = Array(0..<count)
    let squared = numbers.concurrentMap { $0 * $0 }
    #expect(squared == numbers.map { $0 * $0 })
  }

  @Test func throwsTheErrorOfTheFirstElementThatFails() {
    // Elements fail from 500 on and at 9000, in whichever order the threads reach them;
    // a plain map throws for 500, and so must this one.
    let numbers = Array(0..<10_000)
    #expect(throws: Failure(element: 500)) {
      _ = try numbers.concurrentMap { (number) throws(Failure) in
        if number >= 500 || number == 9000 { throw Failure(element: number) }
        return number
      }
    }
  }

  @Test func runsEachElementOnce() {
    let calls = Mutex([Int: Int]())
    _ = Array(0..<5000).concurrentMap { number in
      calls.withLock { $0[number, default: 0] += 1 }
      return number
    }
    let counts = calls.withLock { $0 }
    #expect(counts.count == 5000)
    #expect(counts.values.allSatisfy { $0 == 1 })
  }

  @Test func usesMoreThanOneThreadWhenTheMachineHasMoreThanOneCore() throws {
    try #require(
      ProcessInfo.processInfo.activeProcessorCount > 1,
      "this machine has one core, where the work stays on the calling thread")
    let threads = Mutex(Set<ObjectIdentifier>())
    _ = Array(0..<64).concurrentMap { number in
      // Long enough per element that one thread cannot take every chunk.
      Thread.sleep(forTimeInterval: 0.002)
      threads.withLock { _ = $0.insert(ObjectIdentifier(Thread.current)) }
      return number
    }
    #expect(threads.withLock { $0.count } > 1)
  }

  @Test func staysOnTheCallingThreadBelowTheMinimum() {
    let caller = ObjectIdentifier(Thread.current)
    let threads = Mutex(Set<ObjectIdentifier>())
    _ = Array(0..<100).concurrentMap(minimumPerThread: 1000) { number in
      threads.withLock { _ = $0.insert(ObjectIdentifier(Thread.current)) }
      return number
    }
    #expect(threads.withLock { $0 } == [caller])
  }
}

extension ConcurrentMapTests {
  /// The rules run side by side and the fit check inside one of them maps again: maps
  /// inside maps, started and finished many times over, each give every result.
  @Test func mapsInsideMapsFinishWithEveryResult() {
    for round in 0..<50 {
      let sums = Array(0..<8).concurrentMap { outer in
        Array(0..<100).concurrentMap { inner in outer * 1000 + inner + round }.reduce(0, +)
      }
      #expect(
        sums == (0..<8).map { outer in (0..<100).map { outer * 1000 + $0 + round }.reduce(0, +) })
    }
  }
}
