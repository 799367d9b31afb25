import Foundation

@testable import PaySheetCLI
@testable import PaySheetCommands

/// The result of running `paysheet` in process with a memory console.
struct RunResult {
  let exitCode: ExitCode
  let output: String
  let errors: String
}

/// Runs the tool in this process with `input` as standard input, in chunks of `chunkSize`
/// bytes to exercise line splitting across reads.
func runTool(_ arguments: [String], input: [UInt8] = [], chunkSize: Int = 7) -> RunResult {
  final class Box: @unchecked Sendable {
    var output: [UInt8] = []
    var errors: [UInt8] = []
    var input: ArraySlice<UInt8>
    init(_ input: [UInt8]) { self.input = input[...] }
  }
  let box = Box(input)
  let console = Console(
    readChunk: {
      guard !box.input.isEmpty else { return nil }
      let chunk = Array(box.input.prefix(chunkSize))
      box.input = box.input.dropFirst(chunkSize)
      return chunk
    },
    writeOut: { box.output += $0 },
    writeErr: { box.errors += $0 })
  let code = PaySheetTool.run(arguments, console: console)
  return RunResult(
    exitCode: code, output: String(decoding: box.output, as: UTF8.self),
    errors: String(decoding: box.errors, as: UTF8.self))
}

/// The built `paysheet` executable, next to the test bundle.
func paysheetExecutable() -> URL? {
  var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<4 {
    let candidate = directory.appendingPathComponent("paysheet")
    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    directory = directory.deletingLastPathComponent()
  }
  return nil
}

/// Runs the real executable, so that crashes and signals would show as such.
func runExecutable(_ arguments: [String], input: Data = Data()) throws -> (
  status: Int32, output: String, errors: String
) {
  guard let executable = paysheetExecutable() else {
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "paysheet executable"])
  }
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  let stdin = Pipe()
  let stdout = Pipe()
  let stderr = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stderr
  try process.run()
  let writer = Thread {
    stdin.fileHandleForWriting.write(input)
    try? stdin.fileHandleForWriting.close()
  }
  writer.start()
  let output = stdout.fileHandleForReading.readDataToEndOfFile()
  let errors = stderr.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: output, as: UTF8.self),
    String(decoding: errors, as: UTF8.self)
  )
}

/// The package root, found from this file's path.
let root: URL = {
  var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  while !FileManager.default.fileExists(
    atPath: directory.appendingPathComponent("Package.swift").path)
  {
    directory = directory.deletingLastPathComponent()
  }
  return directory
}()

/// A path inside the package.
func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

/// The shipped catalog's path, for `--catalog`.
let shippedCatalog = path("Localizations/PaymentSheet.xcstrings")
