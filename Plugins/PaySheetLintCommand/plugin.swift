import Foundation
import PackagePlugin

/// `swift package paysheet-lint [--target NAME ...] [lint options] [PATH ...]`.
///
/// Without targets or paths it lints the whole package folder (catalogs and sheets); with
/// `--target` it lints those targets' String Catalogs. Other arguments go to `paysheet lint`.
@main
struct PaySheetLintCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var catalogs: [String] = []
    for target in try context.package.targets(named: targetNames) {
      guard let target = target as? SourceModuleTarget else { continue }
      catalogs += target.sourceFiles.map(\.url).filter { $0.pathExtension == "xcstrings" }.map(
        \.path)
    }
    try Self.lint(
      tool: context.tool(named: "paysheet-lint").url, root: context.package.directoryURL,
      targetNames: targetNames, catalogs: catalogs, rest: extractor.remainingArguments)
  }

  /// Runs `paysheet lint` in `root` on the targets' catalogs, on the paths among `rest`, or,
  /// when neither is given, on the whole of `root`.
  static func lint(
    tool: URL, root: URL, targetNames: [String], catalogs: [String], rest: [String]
  ) throws {
    if !targetNames.isEmpty && catalogs.isEmpty {
      print(
        "paysheet-lint: the targets \(targetNames.joined(separator: ", ")) have no String Catalogs")
      return
    }
    var paths = catalogs
    let namesPaths = rest.contains { !$0.hasPrefix("-") }
    if targetNames.isEmpty && !namesPaths {
      paths.append(root.path)
    }
    let process = Process()
    process.executableURL = tool
    process.arguments = ["lint"] + rest + paths
    process.currentDirectoryURL = root
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      Diagnostics.error("paysheet lint exited with status \(process.terminationStatus)")
    }
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  // Xcode's File > Packages menu and a project's context menu: the same command on an Xcode
  // project, whose targets are selected by their display names.
  extension PaySheetLintCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
      var extractor = ArgumentExtractor(arguments)
      let targetNames = extractor.extractOption(named: "target")
      let catalogs = context.xcodeProject.targets
        .filter { targetNames.contains($0.displayName) }
        .flatMap { $0.inputFiles.map(\.url).filter { $0.pathExtension == "xcstrings" } }
        .map(\.path)
      try Self.lint(
        tool: context.tool(named: "paysheet-lint").url, root: context.xcodeProject.directoryURL,
        targetNames: targetNames, catalogs: catalogs, rest: extractor.remainingArguments)
    }
  }
#endif
