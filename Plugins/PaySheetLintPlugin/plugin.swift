import Foundation
import PackagePlugin

/// Runs `paysheet lint` on the String Catalogs of the target being built, with the sheets
/// the target carries as samples for the line-fit check.
///
/// Findings at error severity fail the build; the tool prints each once as
/// `file:line:col: error: message [rule]`, which `swift build` and Xcode show as they are.
/// The command declares its inputs (the catalogs, the sample sheets, `.paysheet.json` by way
/// of a link and its folder, the baseline it names) and
/// its output (a small Swift file the tool writes when the catalogs pass, which the target
/// compiles), so the build system runs the lint before the target is compiled and again only
/// when one of those files or the tool changes: a build with nothing changed skips it.
@main
struct PaySheetLintPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    return try Self.commands(
      name: target.name, files: target.sourceFiles.map(\.url),
      root: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL,
      tool: { try context.tool(named: "paysheet-lint").url })
  }

  /// The lint command for a target whose files are `files`, or none when it has no catalog.
  ///
  /// `root` is the folder that holds `.paysheet.json`: the package's, or the Xcode project's.
  static func commands(
    name: String, files: [URL], root: URL, workDirectory: URL, tool: () throws -> URL
  ) throws -> [Command] {
    let catalogs = files.filter { $0.pathExtension == "xcstrings" }
    guard !catalogs.isEmpty else { return [] }
    let sheets = files.flatMap(Self.files).filter(Self.isSheet)
    let stamp = workDirectory.appendingPathComponent("PaySheetLint_\(name).swift")
    // The command is planned once and rerun when an input changes, so `.paysheet.json` is
    // not one: deleted, it would be a missing input on every build until the package is
    // planned again. The tool keeps a hard link of it (an input that never goes missing and
    // changes with it), and the root folder is an input too, which changes when the file is
    // created, deleted or saved anew.
    let configuration = root.appendingPathComponent(".paysheet.json")
    let link = workDirectory.appendingPathComponent("paysheet-configuration.json")
    Self.keepLink(link, to: configuration)
    var arguments = [
      "lint", "--stamp", stamp.path, "--config-if-present", configuration.path,
      "--config-link", link.path,
    ]
    if let platforms = Self.platforms(root: root) {
      arguments += ["--targets", platforms.joined(separator: ",")]
    }
    var inputs = catalogs + sheets + [root, link]
    // The baseline the configuration names: writing it again reruns the lint.
    if let baseline = Self.baseline(named: configuration) { inputs.append(baseline) }
    return [
      .buildCommand(
        displayName: "Linting the String Catalogs of \(name)",
        executable: try tool(),
        arguments: arguments + catalogs.map(\.path) + sheets.map(\.path),
        inputFiles: inputs,
        outputFiles: [stamp])
    ]
  }

  /// The platforms the package or Xcode project in `root` names, so that the watch is judged
  /// by default only for one that builds for watchOS; nil when it names none (a package
  /// without `platforms` builds for every platform).
  static func platforms(root: URL) -> [String]? {
    let files = FileManager.default
    let names: [(mark: String, platform: String)]
    var texts: [String] = []
    if let manifest = files.contents(atPath: root.appendingPathComponent("Package.swift").path) {
      texts.append(String(decoding: manifest, as: UTF8.self))
      names = [
        (".iOS(", "iOS"), (".macOS(", "macOS"), (".macCatalyst(", "macCatalyst"),
        (".tvOS(", "tvOS"), (".visionOS(", "visionOS"), (".watchOS(", "watchOS"),
      ]
    } else {
      for project in (try? files.contentsOfDirectory(atPath: root.path)) ?? []
      where project.hasSuffix(".xcodeproj") {
        let file = root.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
        if let data = files.contents(atPath: file.path) {
          texts.append(String(decoding: data, as: UTF8.self))
        }
      }
      names = [
        ("iphoneos", "iOS"), ("macosx", "macOS"), ("appletvos", "tvOS"), ("xros", "visionOS"),
        ("watchos", "watchOS"),
      ]
    }
    let found = names.filter { name in texts.contains { $0.contains(name.mark) } }.map(\.platform)
    return found.isEmpty ? nil : found
  }

  /// The baseline file `.paysheet.json` names (relative to its folder), when both exist.
  static func baseline(named configuration: URL) -> URL? {
    guard let data = FileManager.default.contents(atPath: configuration.path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let path = object["baseline"] as? String, !path.isEmpty
    else { return nil }
    let file = URL(fileURLWithPath: path, relativeTo: configuration.deletingLastPathComponent())
      .standardizedFileURL
    return FileManager.default.fileExists(atPath: file.path) ? file : nil
  }

  /// Makes `link` exist for planning: a hard link of `configuration`, else an empty file.
  /// The tool links it again on each run (a configuration created or saved anew since).
  static func keepLink(_ link: URL, to configuration: URL) {
    let files = FileManager.default
    guard !files.fileExists(atPath: link.path) else { return }
    try? files.createDirectory(
      at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
    if (try? files.linkItem(at: configuration, to: link)) == nil {
      _ = files.createFile(atPath: link.path, contents: Data())
    }
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

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  // An Xcode app target: its input files hold the catalogs and sample sheets, and
  // `.paysheet.json` sits beside the `.xcodeproj`.
  extension PaySheetLintPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws
      -> [Command]
    {
      try Self.commands(
        name: target.displayName, files: target.inputFiles.map(\.url),
        root: context.xcodeProject.directoryURL, workDirectory: context.pluginWorkDirectoryURL,
        tool: { try context.tool(named: "paysheet-lint").url })
    }
  }
#endif
