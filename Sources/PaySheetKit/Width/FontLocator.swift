import Foundation
import Synchronization

/// Where the `points` model finds the font files of its default set (`FontSet.debian`), by
/// file name: the given folders (`paysheet --fonts DIR`), then `PAYSHEET_FONTS` (folders
/// separated by `:`), then the system's font folders, then the files fontconfig knows
/// (`fc-match`, where it is installed).
///
/// Distributions put the same files in different folders under `/usr/share/fonts`
/// (Debian's `truetype/noto/`, Fedora's `google-noto/`, Arch's and Alpine's `noto/`,
/// openSUSE's `truetype/`), so each folder is searched through, not only at Debian's path.
/// A face found nowhere keeps its Debian path, and opening it is the error that names the
/// package installing it.
public struct FontLocator: Sendable, Hashable {
  /// The folders searched first, in order.
  public var folders: [String]
  /// The folders of `PAYSHEET_FONTS`, searched next.
  public var environmentFolders: [String]
  /// The system's font folders, searched last but for fontconfig.
  public var systemFolders: [String]
  /// Whether to ask fontconfig (`fc-match`) for a file the folders do not hold.
  public var usesFontconfig: Bool

  public init(
    folders: [String] = [], environmentFolders: [String] = FontLocator.environmentFolders(),
    systemFolders: [String] = FontLocator.systemFolders(), usesFontconfig: Bool = true
  ) {
    self.folders = folders
    self.environmentFolders = environmentFolders
    self.systemFolders = systemFolders
    self.usesFontconfig = usesFontconfig
  }

  /// A locator that looks in `folders` alone: no environment, no system folder, no
  /// fontconfig. For tests and for callers that ship their fonts.
  public static func only(_ folders: [String]) -> FontLocator {
    FontLocator(folders: folders, environmentFolders: [], systemFolders: [], usesFontconfig: false)
  }

  /// The environment variable of folders searched after the given ones.
  public static let environmentVariable = "PAYSHEET_FONTS"

  /// `PAYSHEET_FONTS`'s folders, in order; empty entries are passed over.
  public static func environmentFolders(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String] {
    (environment[environmentVariable] ?? "").split(separator: ":").map(String.init)
  }

  /// The platform's font folders: the shared ones, the local administrator's, then the
  /// user's (XDG's `~/.local/share/fonts` and the older `~/.fonts`).
  public static func systemFolders(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String] {
    var folders: [String]
    #if os(macOS)
      folders = ["/System/Library/Fonts", "/Library/Fonts"]
    #else
      folders = ["/usr/share/fonts", "/usr/local/share/fonts"]
    #endif
    let dataHome = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
    if let home = environment["HOME"], !home.isEmpty {
      #if os(macOS)
        folders.append(home + "/Library/Fonts")
      #endif
      folders.append((dataHome ?? home + "/.local/share") + "/fonts")
      folders.append(home + "/.fonts")
    } else if let dataHome {
      folders.append(dataHome + "/fonts")
    }
    return folders
  }

  /// Every folder in the order it is searched.
  public var searchOrder: [String] { folders + environmentFolders + systemFolders }

  /// What is searched, for messages: "--fonts /x, PAYSHEET_FONTS (/y), /usr/share/fonts, …".
  public var searchDescription: String {
    var parts = folders
    if !environmentFolders.isEmpty {
      parts.append("\(Self.environmentVariable) (\(environmentFolders.joined(separator: ":")))")
    }
    parts += systemFolders
    if usesFontconfig { parts.append("fontconfig (fc-match)") }
    return parts.isEmpty ? "nowhere" : parts.joined(separator: ", ")
  }

  /// The process's locator: `paysheet --fonts` sets it; by default the environment's and
  /// the system's folders.
  public static var current: FontLocator {
    get { shared.withLock { $0 } }
    set { shared.withLock { $0 = newValue } }
  }

  private static let shared = Mutex(FontLocator())

  /// The file named `name` in the first folder that holds it, or that fontconfig knows;
  /// `relativePath` (Debian's place under a font folder) is tried first in each folder, so
  /// that a folder laid out as Debian's is not searched through.
  public func locate(_ name: String, relativePath: String? = nil) -> String? {
    for folder in searchOrder {
      for candidate in [relativePath, name].compactMap({ $0 }) {
        let path = folder + "/" + candidate
        if Self.isReadableFile(path) { return path }
      }
      if let path = Self.index(of: folder)[name] { return path }
    }
    if usesFontconfig, let path = Self.fontconfigIndex()[name] { return path }
    return nil
  }

  /// `set` with each face at the file found for its file name, or marked missing where none
  /// is (opening it is then the error that names its package).
  public func located(_ set: FontSet = .debian) -> FontSet {
    let key = CacheKey(locator: self, set: set)
    if let known = Self.cache.withLock({ $0[key] }) { return known }
    let located = set.mapFaces { face in locate(face) }
    Self.cache.withLock { $0[key] = located }
    return located
  }

  /// The face at the file found for it, or marked missing when its file is found nowhere.
  func locate(_ face: FontFace) -> FontFace {
    let name = (face.path as NSString).lastPathComponent
    let prefix = "/usr/share/fonts/"
    let relative = face.path.hasPrefix(prefix) ? String(face.path.dropFirst(prefix.count)) : nil
    guard let path = locate(name, relativePath: relative) else {
      var missing = face
      missing.isMissing = true
      return missing
    }
    return FontFace(path: path, face: UInt16(face.index), package: face.package)
  }

  private struct CacheKey: Hashable, Sendable {
    let locator: FontLocator
    let set: FontSet
  }

  private static let cache = Mutex<[CacheKey: FontSet]>([:])
  private static let indexes = Mutex<[String: [String: String]]>([:])
  private static let fontconfig = Mutex<[String: String]?>(nil)

  private static func isReadableFile(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && !isFolder.boolValue
      && FileManager.default.isReadableFile(atPath: path)
  }

  /// The font files under `folder` by file name, the first in path order where two share a
  /// name; read once per process.
  private static func index(of folder: String) -> [String: String] {
    if let known = indexes.withLock({ $0[folder] }) { return known }
    var found: [String: String] = [:]
    if let walker = FileManager.default.enumerator(atPath: folder) {
      var paths: [String] = []
      while let relative = walker.nextObject() as? String {
        let lower = relative.lowercased()
        if lower.hasSuffix(".ttf") || lower.hasSuffix(".otf") || lower.hasSuffix(".ttc") {
          paths.append(relative)
        }
      }
      for relative in paths.sorted() {
        let name = (relative as NSString).lastPathComponent
        if found[name] == nil { found[name] = folder + "/" + relative }
      }
    }
    indexes.withLock { $0[folder] = found }
    return found
  }

  /// The font files fontconfig knows, by file name: `fc-match --all` lists every face it
  /// would fall back to, which is every font it knows. Empty where fc-match is not found.
  private static func fontconfigIndex() -> [String: String] {
    if let known = fontconfig.withLock({ $0 }) { return known }
    var found: [String: String] = [:]
    // iOS and its kin start no processes (and measure with Core Text, not font files).
    #if os(Linux) || os(macOS)
      let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
      if let tool = path.split(separator: ":").map({ "\($0)/fc-match" }).first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      }) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--all", "--format=%{file}\\n"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        if (try? process.run()) != nil {
          let data = output.fileHandleForReading.readDataToEndOfFile()
          process.waitUntilExit()
          for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let file = String(line)
            let name = (file as NSString).lastPathComponent
            if found[name] == nil, isReadableFile(file) { found[name] = file }
          }
        }
      }
    #endif
    fontconfig.withLock { $0 = found }
    return found
  }
}
