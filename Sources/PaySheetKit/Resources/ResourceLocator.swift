import Foundation

/// Finds the data files PaySheetKit ships in `Localizations/` (the catalog, device profiles).
///
/// `Bundle.module` stops the process when a binary runs away from its build folder, so the
/// files are looked up instead, in this order: the folder named by `PAYSHEET_RESOURCES`;
/// `Localizations/` beside the package the binary was built in (found by walking up from
/// the executable); `share/paysheet/` beside an installed binary; `Localizations/` under the
/// current directory. Not finding one is an error that lists where it looked.
public enum ResourceLocator {
  /// An error naming the file and every place it was looked for.
  public struct NotFound: Error, Sendable, CustomStringConvertible {
    public let name: String
    public let searched: [String]

    public var description: String {
      "cannot find \(name); looked in \(searched.joined(separator: ", ")). "
        + "Set PAYSHEET_RESOURCES to the folder that holds it, or pass the file explicitly."
    }
  }

  /// The places searched for shipped files, most specific first.
  public static func searchDirectories() -> [URL] {
    var directories: [URL] = []
    if let folder = ProcessInfo.processInfo.environment["PAYSHEET_RESOURCES"], !folder.isEmpty {
      directories.append(URL(fileURLWithPath: folder))
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    for _ in 0..<6 {
      let candidate = directory.appendingPathComponent("Localizations")
      if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
        directories.append(candidate)
        break
      }
      directory = directory.deletingLastPathComponent()
    }
    directories.append(
      executable.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share/paysheet"))
    directories.append(
      URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Localizations"))
    return directories
  }

  /// The URL of the shipped file `name`, such as "PaymentSheet.xcstrings".
  public static func url(for name: String) throws(NotFound) -> URL {
    let directories = searchDirectories()
    for directory in directories {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isReadableFile(atPath: candidate.path) { return candidate }
    }
    throw NotFound(name: name, searched: directories.map(\.path))
  }
}
