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
    var paths: [String] = []
    for target in try context.package.targets(named: targetNames) {
      guard let target = target as? SourceModuleTarget else { continue }
      paths += target.sourceFiles.map(\.url).filter { $0.pathExtension == "xcstrings" }.map(\.path)
    }
    if !targetNames.isEmpty && paths.isEmpty {
      print(
        "paysheet-lint: the targets \(targetNames.joined(separator: ", ")) have no String Catalogs")
      return
    }
    let rest = extractor.remainingArguments
    let namesPaths = rest.contains { !$0.hasPrefix("-") }
    if targetNames.isEmpty && !namesPaths {
      paths.append(context.package.directoryURL.path)
    }
    let process = Process()
    process.executableURL = try context.tool(named: "paysheet").url
    process.arguments = ["lint"] + rest + paths
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      Diagnostics.error("paysheet lint exited with status \(process.terminationStatus)")
    }
  }
}
