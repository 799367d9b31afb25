import Dispatch
import Foundation
import PaySheetKit
import PaySheetLint
import Synchronization

/// The threads a whole `paysheet lint` process runs at its peak, on a folder of up to ten
/// real catalogs (the corpus's `real/`, `scripts/fetch-corpus.sh`), read from `/proc` every half millisecond; the
/// bound is the core count plus 4 (the main thread and those libdispatch and the runtime
/// keep). A lint that started threads of its own for maps inside maps reached 224 at 16
/// cores.
func threadCase(rounds: Int) throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("paysheet")
  let corpus = corpusFolder(root).appendingPathComponent("real")
  let catalogs =
    (FileManager.default.enumerator(atPath: corpus.path)?.compactMap { $0 as? String } ?? [])
    .filter { $0.hasSuffix(".xcstrings") }.sorted().prefix(10)
  guard FileManager.default.isExecutableFile(atPath: executable.path), !catalogs.isEmpty,
    FileManager.default.fileExists(atPath: "/proc/self/status")
  else {
    print(
      "\npeak threads of paysheet lint: not measured; build paysheet, run scripts/fetch-corpus.sh, run on Linux"
    )
    return
  }
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "paysheet-threads-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  for (index, path) in catalogs.enumerated() {
    try FileManager.default.copyItem(
      at: corpus.appendingPathComponent(path),
      to: folder.appendingPathComponent("\(index)-\(URL(fileURLWithPath: path).lastPathComponent)"))
  }
  var peaks: [Int] = []
  for _ in 0..<rounds {
    let process = Process()
    process.executableURL = executable
    process.arguments = ["lint", folder.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let status = "/proc/\(process.processIdentifier)/status"
    var peak = 0
    while process.isRunning {
      if let text = try? String(contentsOfFile: status, encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Threads:") }),
        let count = Int(line.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces))
      {
        peak = max(peak, count)
      }
      usleep(500)
    }
    process.waitUntilExit()
    peaks.append(peak)
  }
  let cores = ProcessInfo.processInfo.activeProcessorCount
  let worst = peaks.max() ?? 0
  print(
    "\npeak threads of paysheet lint on \(catalogs.count) real catalogs, \(rounds) runs, \(cores) cores:"
  )
  print(
    "  \(worst) at most (runs: \(peaks.map(String.init).joined(separator: ", "))); bound \(cores + 4): "
      + (worst <= cores + 4 ? "within" : "OVER"))
}

/// Eight tasks that each run `await LintSession.run(_:)` on the shipped catalog and the
/// example sheets at once, beside a task that sleeps 10 ms at a time: how late the ticker
/// wakes at worst (the bound is 50 ms). When eight tasks each ran a lint on the cooperative
/// pool, the ticker was 42.8 s late. The ticker waits for the pieces already queued: with
/// one turn per core for the whole process, each taken at the back of the pool's queue,
/// about one piece per core, and the longest pieces (reading or walking the 670 KB shipped
/// catalog, fitting one language on one profile) take 20 to 35 ms. `taskset -c 0` runs it
/// on one core.
func tickerCase() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  let paths = [
    root.appendingPathComponent("Localizations/PaymentSheet.xcstrings").path,
    root.appendingPathComponent("Examples/sheets").path,
  ]
  let session = try LintSession()
  let outcome = Mutex<(late: Duration, ticks: Int, findings: [Int], took: Duration)?>(nil)
  let done = DispatchSemaphore(value: 0)
  // The main thread waits here, not a thread of the cooperative pool.
  Task.detached {
    let clock = ContinuousClock()
    let start = clock.now
    let ticker = Task {
      var late = Duration.zero
      var ticks = 0
      var last = clock.now
      while !Task.isCancelled {
        try? await Task.sleep(for: .milliseconds(10))
        let now = clock.now
        late = max(late, now - last - .milliseconds(10))
        last = now
        ticks += 1
      }
      return (late, ticks)
    }
    let findings = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask { (try? await session.run(LintRequest(paths: paths)))?.findings.count ?? 0 }
      }
      var counts: [Int] = []
      for await count in group { counts.append(count) }
      return counts
    }
    let took = clock.now - start
    ticker.cancel()
    let (late, ticks) = await ticker.value
    outcome.withLock { $0 = (late, ticks, findings, took) }
    done.signal()
  }
  done.wait()
  guard let (late, ticks, findings, took) = outcome.withLock({ $0 }) else { return }
  guard Set(findings).count == 1 else {
    fatalError("eight lints of the same files found different numbers of findings: \(findings)")
  }
  let milliseconds =
    Double(late.components.attoseconds) / 1e15 + Double(late.components.seconds) * 1000
  print(
    "\neight tasks running await LintSession.run on the shipped catalog and example sheets at once "
      + "(\(findings[0]) findings each, \(took) in all):")
  print(
    String(
      format: "  a 10 ms ticker woke %.1f ms late at worst over %d ticks; bound 50 ms: %@",
      milliseconds, ticks, milliseconds <= 50 ? "within" : "OVER"))
}
