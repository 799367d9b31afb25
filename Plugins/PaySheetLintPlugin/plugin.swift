import Foundation
import PackagePlugin

/// Runs `paysheet lint` on the String Catalogs of the target being built.
///
/// Findings at error severity fail the build; the tool prints them as
/// `file:line:col: error: message [rule]`, which `swift build` and Xcode show as they are.
/// The tool writes a small Swift file when the catalogs pass: the target compiles it, so the
/// lint runs before the target is compiled and again whenever a catalog changes.
@main
struct PaySheetLintPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let catalogs = target.sourceFiles.map(\.url).filter { $0.pathExtension == "xcstrings" }
    guard !catalogs.isEmpty else { return [] }
    let tool = try context.tool(named: "paysheet")
    let stamp = context.pluginWorkDirectoryURL.appendingPathComponent(
      "PaySheetLint_\(target.name).swift")
    var arguments = ["lint", "--stamp", stamp.path]
    let configuration = context.package.directoryURL.appendingPathComponent(".paysheet.json")
    if FileManager.default.fileExists(atPath: configuration.path) {
      arguments += ["--config", configuration.path]
    }
    return [
      .buildCommand(
        displayName: "Linting the String Catalogs of \(target.name)",
        executable: tool.url,
        arguments: arguments + catalogs.map(\.path),
        inputFiles: catalogs
          + (FileManager.default.fileExists(atPath: configuration.path) ? [configuration] : []),
        outputFiles: [stamp])
    ]
  }
}
