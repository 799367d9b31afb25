import Foundation
import PackagePlugin

/// Runs `paysheet lint` on the String Catalogs of the target being built, with the sheets
/// the target carries as samples for the line-fit check.
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
    let sheets = target.sourceFiles.map(\.url).flatMap(Self.files).filter(Self.isSheet)
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
        arguments: arguments + catalogs.map(\.path) + sheets.map(\.path),
        inputFiles: catalogs + sheets
          + (FileManager.default.fileExists(atPath: configuration.path) ? [configuration] : []),
        outputFiles: [stamp])
    ]
  }

  /// The files at `url`: itself, or everything under it when it is a folder (a resource
  /// declared with `.copy("Sheets")` is listed as the folder).
  static func files(_ url: URL) -> [URL] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return [url] }
    let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
    return (enumerator?.allObjects as? [URL] ?? []).sorted { $0.path < $1.path }
  }

  /// Whether a file is a payment sheet: a JSON object with `items` and `total`.
  static func isSheet(_ url: URL) -> Bool {
    guard url.pathExtension == "json", let data = FileManager.default.contents(atPath: url.path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return false }
    return object["items"] != nil && object["total"] != nil
  }
}
