import Testing

@testable import PaySheetCLI

struct InputLinesTests {
  /// Feeds `chunks` and collects what comes out, as text or "<too long>".
  private func lines(_ chunks: [[UInt8]], limit: Int) -> (lines: [String], splitter: InputLines) {
    var splitter = InputLines(limit: limit)
    var lines: [String] = []
    let collect: (Int, InputLine) -> Bool = { number, line in
      switch line {
      case .bytes(let bytes): lines.append("\(number):" + String(decoding: bytes, as: UTF8.self))
      case .tooLong(let limit): lines.append("\(number):<longer than \(limit)>")
      }
      return true
    }
    for chunk in chunks { _ = splitter.feed(chunk, collect) }
    splitter.finish(collect)
    return (lines, splitter)
  }

  @Test(arguments: [1, 2, 3, 5, 64])
  func splitsAcrossChunksOfAnySize(chunkSize: Int) {
    let input = Array("1\r\n22\n\n4444\r\n55555\n666".utf8)
    let chunks = stride(from: 0, to: input.count, by: chunkSize).map {
      Array(input[$0..<min($0 + chunkSize, input.count)])
    }
    let result = lines(chunks, limit: 4)
    #expect(result.lines == ["1:1", "2:22", "3:", "4:4444", "5:<longer than 4>", "6:666"])
    #expect(result.splitter.scannedByteCount == input.count)
  }

  @Test func refusesALongLineBeforeItsEndArrivesAndHoldsNoMoreThanTheLimit() {
    var splitter = InputLines(limit: 1024)
    var seen: [(Int, Bool)] = []
    let digits = [UInt8](repeating: UInt8(ascii: "9"), count: 4096)
    var fed = 0
    var largestBuffer = 0
    for _ in 0..<256 {
      _ = splitter.feed(digits) { number, line in
        if case .tooLong = line {
          seen.append((number, true))
        } else {
          seen.append((number, false))
        }
        return true
      }
      fed += digits.count
      largestBuffer = max(largestBuffer, splitter.bufferedByteCount)
      // Refused at the first chunk, long before a line end.
      #expect(seen.count == 1)
    }
    _ = splitter.feed(Array("\n7\n".utf8)) { number, line in
      if case .bytes(let bytes) = line { seen.append((number, bytes == [UInt8(ascii: "7")])) }
      return true
    }
    fed += 3
    #expect(seen.map(\.0) == [1, 2])
    #expect(seen.map(\.1) == [true, true])
    #expect(largestBuffer <= 1025)
    // Each byte is searched for a line end once: a megabyte is scanned as a megabyte.
    #expect(splitter.scannedByteCount == fed)
  }

  @Test func aLineOfExactlyTheLimitIsKeptWithOrWithoutCarriageReturn() {
    let line = [UInt8](repeating: UInt8(ascii: "1"), count: 8)
    let result = lines(
      [line + [13, 10], line + [10], line + [UInt8(ascii: "1"), 13, 10], line], limit: 8)
    #expect(result.lines.map { $0.count } == [10, 10, 1 + 16, 10])
    #expect(result.lines[2] == "3:<longer than 8>")
  }
}
