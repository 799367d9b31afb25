import Foundation
import Testing

@testable import PaySheetCLI
@testable import PaySheetCommands

/// Usage lines come from the option declarations: the list in docs/cli.md, `--help` and the
/// parser cannot disagree.
struct UsageTests {
  static let reference: String = {
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: directory.appendingPathComponent("README.md").path)
    {
      directory = directory.deletingLastPathComponent()
    }
    return try! String(
      contentsOf: directory.appendingPathComponent("docs/cli.md"), encoding: .utf8)
  }()

  @Test func theReferenceListsEveryCommandsGeneratedUsage() throws {
    let heading = try #require(Self.reference.range(of: "## Usage\n\n```\n"))
    let end = try #require(Self.reference[heading.upperBound...].range(of: "```"))
    let listed = Self.reference[heading.upperBound..<end.lowerBound].split(separator: "\n")
      .map(String.init)
    let generated = PaySheetTool.commands.map { "paysheet \($0.name) \($0.synopsis)" }
    #expect(listed == generated)
  }

  @Test(arguments: PaySheetTool.commands.map { $0.name })
  func helpShowsTheGeneratedUsageAndEveryOption(name: String) throws {
    let command = try #require(PaySheetTool.commands.first { $0.name == name })
    let help = runTool(name.split(separator: " ").map(String.init) + ["--help"])
    #expect(help.exitCode == .success)
    #expect(help.output.contains("usage: paysheet \(name) \(command.synopsis)"))
    for option in command.options {
      let shown = option.kind == .positional ? option.name : "--\(option.name)"
      #expect(help.output.contains(shown), "\(name) --help lacks \(shown)")
      #expect(command.synopsis.contains(shown), "\(name)'s usage lacks \(shown)")
    }
    #expect(runTool(["help"] + name.split(separator: " ").map(String.init)).output == help.output)
  }

  @Test func optionsOnceLeftOutOfUsageLinesAppear() {
    #expect(RenderCommand.synopsis.contains("[--longest-merchant NAME]"))
    #expect(MeasureCommand.synopsis.contains("[--profile NAME [--profiles FILE]]"))
    #expect(FormatAmountCommand.synopsis.contains("[--keep-going]"))
  }

  @Test func groupsAndVersionAnswer() {
    let catalog = runTool(["catalog", "--help"])
    #expect(catalog.exitCode == .success && catalog.output.contains("catalog fmt"))
    let version = runTool(["--version"])
    #expect(
      version.exitCode == .success && version.output.hasPrefix("paysheet \(PaySheetTool.version)"))
  }
}
