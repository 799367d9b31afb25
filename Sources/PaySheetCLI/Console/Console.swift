import PaySheetKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command reads and writes: the process's standard streams, or memory in tests.
///
/// Output is buffered and written out when a command flushes (after each chunk of streamed
/// input, and at the end), so that streaming stays responsive without a system call per line.
package final class Console {
  private let readChunk: () -> [UInt8]?
  private let writeOut: ([UInt8]) -> Void
  private let writeErr: ([UInt8]) -> Void
  private var pendingOut: [UInt8] = []
  /// What a command hands over rather than free: see `keep(_:)`.
  private var kept: [Any] = []

  package init(
    readChunk: @escaping () -> [UInt8]?, writeOut: @escaping ([UInt8]) -> Void,
    writeErr: @escaping ([UInt8]) -> Void
  ) {
    self.readChunk = readChunk
    self.writeOut = writeOut
    self.writeErr = writeErr
  }

  /// The process's stdin, stdout and stderr.
  package static func standard() -> Console {
    Console(
      readChunk: {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
          let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
          if count < 0 && errno == EINTR { continue }
          return count > 0 ? Array(buffer[..<count]) : nil
        }
      },
      writeOut: { Console.writeAll($0, to: 1) },
      writeErr: { Console.writeAll($0, to: 2) })
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { return }
      offset += written
    }
  }

  /// Adds a line to standard output.
  package func print(_ line: String) {
    pendingOut.append(contentsOf: line.utf8)
    pendingOut.append(UInt8(ascii: "\n"))
  }

  /// Keeps `value` for as long as the console: the process's console lives until `exit`,
  /// which frees nothing, as a compiler leaves its memory to the system at exit. Freeing
  /// the 18,000 findings and texts of a 2.9 MB catalog one by one took 20 ms of a 250 ms lint.
  package func keep(_ value: Any) {
    kept.append(value)
  }

  /// Adds the UTF-8 that `write` appends to standard output as it is, such as a whole
  /// report, written into the output's buffer rather than copied there; a line break ends
  /// it when its last line has none.
  package func printLines(_ write: (inout [UInt8]) -> Void) {
    let start = pendingOut.count
    write(&pendingOut)
    if pendingOut.count > start, pendingOut.last != UInt8(ascii: "\n") {
      pendingOut.append(UInt8(ascii: "\n"))
    }
  }

  /// Adds a line to standard output that `body` appends as UTF-8.
  func printUTF8(_ body: (inout [UInt8]) throws -> Void) rethrows {
    let start = pendingOut.count
    do {
      try body(&pendingOut)
    } catch {
      pendingOut.removeSubrange(start...)
      throw error
    }
    pendingOut.append(UInt8(ascii: "\n"))
  }

  /// Writes a line to standard error at once, after what was printed so far.
  ///
  /// Errors and warnings quote names and texts from files: any control or invisible
  /// character in them is spelled out, so that a file cannot drive the terminal.
  package func printError(_ line: String) {
    flush()
    writeErr(Array(TerminalText.visible(line, keepingLineBreaks: true).utf8) + [UInt8(ascii: "\n")])
  }

  /// Writes what was printed to standard output.
  package func flush() {
    guard !pendingOut.isEmpty else { return }
    writeOut(pendingOut)
    pendingOut.removeAll(keepingCapacity: true)
  }

  /// Standard input split into lines as they arrive, without the line ends ("\n" or "\r\n").
  ///
  /// `body` gets the 1-based line number and the line; it returns false to stop. A line
  /// longer than `limit` bytes comes as `.tooLong` as soon as that is known, so that input
  /// without line ends is read only as far as the limit when `body` stops there.
  func forEachInputLine(
    limit: Int = InputLines.maximumLineBytes, _ body: (Int, InputLine) throws -> Bool
  ) rethrows {
    var lines = InputLines(limit: limit)
    while let chunk = readChunk() {
      guard try lines.feed(chunk, body) else {
        flush()
        return
      }
      flush()
    }
    try lines.finish(body)
    flush()
  }
}
