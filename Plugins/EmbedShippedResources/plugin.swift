import Foundation
import PackagePlugin

/// Compiles the shipped catalog, device profiles and glossary into PaySheetKit.
///
/// `Bundle.module` stops the process when a binary runs away from its build folder, and a
/// `paysheet` built inside another package cannot find this package's `Localizations/`;
/// data compiled in is there wherever the binary goes.
@main
struct EmbedShippedResources: BuildToolPlugin {
  static let files = ["PaymentSheet.xcstrings", "DeviceProfiles.json", "Glossary.json"]

  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    let folder = context.package.directoryURL.appendingPathComponent("Localizations")
    let inputs = Self.files.map { folder.appendingPathComponent($0) }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedResources.swift")
    return [
      .buildCommand(
        displayName: "Embedding \(Self.files.joined(separator: ", ")) in \(target.name)",
        executable: try context.tool(named: "PaySheetEmbed").url,
        arguments: [output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
