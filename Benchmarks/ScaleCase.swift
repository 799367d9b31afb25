import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A generated catalog of `keys` keys in English, German and French, on one line (as a
/// script writes one), with a trailing space in every 500th German text for `lint --fix`.
func generatedCatalog(keys: Int, at url: URL) throws {
  var text = #"{"sourceLanguage":"en","strings":{"#
  for index in 0..<keys {
    if index > 0 { text += "," }
    let space = index % 500 == 0 ? " " : ""
    text += #""key.\#(index)":{"comment":"Line \#(index)","localizations":{"#
    text +=
      #""de":{"stringUnit":{"state":"translated","value":"Zwischensumme \#(index)\#(space)"}},"#
    text += #""en":{"stringUnit":{"state":"translated","value":"Subtotal for item \#(index)"}},"#
    text += #""fr":{"stringUnit":{"state":"translated","value":"Sous-total \#(index)"}}}}"#
  }
  text += #"},"version":"1.0"}"#
  try Data(text.utf8).write(to: url)
}

/// Runs `program` to its end with its output discarded: its wall time, and its peak
/// resident memory in bytes as GNU time reports it (nil without /usr/bin/time).
///
/// The peak is GNU time's: posix_spawn starts a child in the parent's memory (vfork), so
/// the child's own wait4(2) peak would be at least this benchmark's, which
/// JSONSerialization has raised past a gigabyte; GNU time forks the program from its own
/// small process.
func measuredRun(_ program: String, _ arguments: [String], peakFile: URL) throws -> (
  seconds: Double, peak: Int?
) {
  let gnuTime = "/usr/bin/time"
  let timed = FileManager.default.isExecutableFile(atPath: gnuTime)
  let command = timed ? [gnuTime, "-f", "%M", "-o", peakFile.path, program] : [program]
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let argv = (command + arguments).map { strdup($0) } + [nil]
  defer { for argument in argv { free(argument) } }
  var process: pid_t = 0
  var status: Int32 = 0
  let (seconds, _) = try time { () throws -> Int in
    guard posix_spawn(&process, command[0], &actions, nil, argv, environ) == 0 else {
      throw CocoaError(.executableLoad)
    }
    while waitpid(process, &status, 0) < 0, errno == EINTR {}
    return Int(status)
  }
  let kilobytes =
    timed
    ? (try? String(contentsOf: peakFile, encoding: .utf8)).flatMap {
      Int($0.split(separator: "\n").last.map(String.init) ?? "")
    } : nil
  return (seconds, kilobytes.map { $0 * 1024 })
}

/// `paysheet lint`, `catalog fmt` and `lint --fix` of a generated 100,000-key catalog as
/// whole processes, beside Foundation's `JSONSerialization` reading the same file and writing
/// it back with sorted keys in this process; the target is at most 1.5× that reference for
/// each, and the peak memory of each process is printed as a multiple of the file's size.
func scaleCase(rounds: Int, keys: Int) throws {
  let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("paysheet").path
  guard FileManager.default.isExecutableFile(atPath: executable) else {
    print("\nscale: not measured; build paysheet beside the benchmark")
    return
  }
  let work = FileManager.default.temporaryDirectory.appendingPathComponent(
    "paysheet-scale-\(getpid())")
  try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: work) }
  let compact = work.appendingPathComponent("compact.xcstrings")
  let file = work.appendingPathComponent("Catalog.xcstrings")
  try generatedCatalog(keys: keys, at: compact)
  let compactText = try Data(contentsOf: compact)
  // The formatted copy is what lint and --fix read, as a catalog Xcode wrote.
  let peakFile = work.appendingPathComponent("peak.txt")
  _ = try measuredRun(executable, ["catalog", "fmt", compact.path], peakFile: peakFile)
  let formatted = try Data(contentsOf: compact)

  var reference = Measurement(name: "JSONSerialization read and write")
  var measurements = [
    "lint": Measurement(name: "paysheet lint"),
    "fmt": Measurement(name: "paysheet catalog fmt (compact input)"),
    "fix": Measurement(name: "paysheet lint --fix (200 fixes)"),
  ]
  var peaks: [String: Int] = [:]
  for _ in 0..<rounds {
    try formatted.write(to: file)
    reference.seconds.append(
      try time { () throws -> Int in
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        let bytes = try JSONSerialization.data(
          withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        try bytes.write(to: work.appendingPathComponent("reference.json"))
        return bytes.count
      }.0)
    let runs: [(String, [String], Data)] = [
      ("lint", ["lint", file.path], formatted),
      // The compact text, so that fmt sorts and writes the whole file.
      ("fmt", ["catalog", "fmt", file.path], compactText),
      ("fix", ["lint", "--fix", file.path], formatted),
    ]
    for (name, arguments, input) in runs {
      try input.write(to: file)
      let (seconds, peak) = try measuredRun(executable, arguments, peakFile: peakFile)
      measurements[name]?.seconds.append(seconds)
      if let peak { peaks[name] = max(peaks[name] ?? 0, peak) }
    }
  }
  print(
    "\nscale: a generated catalog of \(keys) keys (\(formatted.count / 1_048_576) MiB in Xcode's layout), "
      + "median of \(rounds) round\(rounds == 1 ? "" : "s"):")
  for (name, measurement) in [("", reference)]
    + ["lint", "fmt", "fix"].map({ ($0, measurements[$0]!) })
  {
    let peak =
      peaks[name].map {
        String(
          format: ", peak %4.0f MiB = %4.1f× the file", Double($0) / 1_048_576,
          Double($0) / Double(formatted.count))
      } ?? ""
    print(
      "  " + measurement.name.padding(toLength: 38, withPad: " ", startingAt: 0)
        + String(
          format: "%6.2f s  %5.2f× the reference", measurement.median,
          measurement.median / reference.median) + peak)
  }
  print("  (target: each at most 1.5× the reference)")
}
