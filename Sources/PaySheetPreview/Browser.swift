import Foundation

/// Headless Chromium: the one place that starts the browser, for the gallery's self-check
/// and its screenshot.
///
/// Each run gets a fresh profile folder under the temporary directory, removed afterwards.
/// As root, Chromium's sandbox cannot start, so `--no-sandbox` is passed then.
package struct Browser: Sendable {
  /// The Debian package that installs the browser.
  package static let package = "chromium"

  package let executable: URL

  package init(executable: URL) {
    self.executable = executable
  }

  /// The browser named by `PAYSHEET_CHROMIUM`, else `chromium` or `chromium-browser` on
  /// `PATH`; nil when there is none.
  package static func find(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Browser?
  {
    if let named = environment["PAYSHEET_CHROMIUM"], !named.isEmpty {
      return FileManager.default.isExecutableFile(atPath: named)
        ? Browser(executable: URL(fileURLWithPath: named)) : nil
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      for name in ["chromium", "chromium-browser"] {
        let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) {
          return Browser(executable: candidate)
        }
      }
    }
    return nil
  }

  /// The browser, or an error that names the package to install.
  package static func required() throws -> Browser {
    guard let browser = find() else {
      throw PreviewError(
        "no Chromium found (looked for PAYSHEET_CHROMIUM, chromium and chromium-browser on PATH); "
          + "install the Debian package '\(package)' (scripts/setup-browser.sh does)")
    }
    return browser
  }

  /// What the browser saw on a page: the document after its scripts ran, and every message
  /// the page wrote to the console.
  package struct PageDump: Sendable {
    package var dom: String
    package var consoleMessages: [String]
  }

  /// Loads `page`, lets its scripts and fonts finish, and returns the document and console;
  /// `dark` loads it as a system set to the dark appearance does.
  package func dump(_ page: URL, windowWidth: Int = 1240, dark: Bool = false) throws -> PageDump {
    let (output, log) = try run(
      (dark ? ["--force-dark-mode", "--blink-settings=preferredColorScheme=0"] : []) + [
        "--dump-dom", "--window-size=\(windowWidth),900", page.absoluteString,
      ])
    // Chromium writes each console message to its log as `…:CONSOLE…] "message", source: …`.
    let console = log.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map { line in
      line.range(of: "] ").map { String(line[$0.upperBound...]) } ?? String(line)
    }
    return PageDump(dom: output, consoleMessages: console)
  }

  /// Saves a PNG of `page` drawn in a window `width` × `height` CSS pixels large.
  package func screenshot(_ page: URL, to file: URL, width: Int, height: Int) throws {
    try? FileManager.default.removeItem(at: file)
    _ = try run([
      "--screenshot=\(file.path)", "--window-size=\(width),\(height)", "--hide-scrollbars",
      page.absoluteString,
    ])
    guard FileManager.default.fileExists(atPath: file.path) else {
      throw PreviewError("Chromium wrote no screenshot to \(file.path)")
    }
  }

  /// The browser's standard output and log.
  private func run(_ arguments: [String]) throws -> (output: String, log: String) {
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "paysheet-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let process = Process()
    process.executableURL = executable
    var flags = [
      "--headless=new", "--disable-gpu", "--allow-file-access-from-files", "--no-first-run",
      "--no-default-browser-check", "--disable-extensions", "--mute-audio",
      "--user-data-dir=\(profile.path)", "--enable-logging=stderr", "--v=0",
      // Waits for the page's fonts and scripts (virtual time runs only while nothing loads).
      "--virtual-time-budget=30000", "--force-device-scale-factor=1",
    ]
    if getuid() == 0 { flags.append("--no-sandbox") }
    process.arguments = flags + arguments
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = profile.path
    process.environment = environment
    // The log goes to a file so that only one pipe has to be drained while the browser runs.
    let logFile = profile.appendingPathComponent("log.txt")
    do {
      try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: logFile.path, contents: nil)
      process.standardError = try FileHandle(forWritingTo: logFile)
    } catch {
      throw PreviewError(
        "cannot make a browser profile in \(profile.path): \(error.localizedDescription)")
    }
    let stdout = Pipe()
    process.standardOutput = stdout
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw PreviewError("cannot start \(executable.path): \(error.localizedDescription)")
    }
    let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errorData = FileManager.default.contents(atPath: logFile.path) ?? Data()
    let log = String(decoding: errorData, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw PreviewError(
        "\(executable.lastPathComponent) exited with status \(process.terminationStatus):\n"
          + log.split(separator: "\n").suffix(10).joined(separator: "\n"))
    }
    return (String(decoding: outputData, as: UTF8.self), log)
  }
}
