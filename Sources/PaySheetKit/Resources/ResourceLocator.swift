internal import CPaySheetResources
import Foundation

/// The data files PaySheetKit ships in `Localizations/`: the catalog, device profiles and glossary.
///
/// They are compiled into the library from `Localizations/` itself (C23 `#embed`, in
/// `CPaySheetResources`), so the library and an installed `paysheet` have them wherever they
/// run (`Bundle.module` would stop the process away from the build folder), the repository
/// holds one copy, and a changed file is built in by the next build. A folder named by
/// `PAYSHEET_RESOURCES` replaces them, file by file, without a rebuild.
package enum ShippedResources {
  /// A shipped file's bytes and the name errors should use for it.
  package struct File: Sendable {
    package let name: String
    package let bytes: [UInt8]
  }

  /// The environment variable naming a folder whose files replace the built-in ones.
  package static let overrideVariable = "PAYSHEET_RESOURCES"

  /// The folder `PAYSHEET_RESOURCES` names, read once: the environment is the process's own.
  private static let overrideFolder: String? = {
    guard let folder = ProcessInfo.processInfo.environment[overrideVariable], !folder.isEmpty
    else { return nil }
    return folder
  }()

  /// The shipped file `name`, such as "PaymentSheet.xcstrings".
  ///
  /// - Throws: `InputError` of kind `.io` when `PAYSHEET_RESOURCES` names a folder whose
  ///   copy cannot be read, or when no such file is shipped.
  package static func file(_ name: String) throws(InputError) -> File {
    if let folder = overrideFolder {
      let path = URL(fileURLWithPath: folder).appendingPathComponent(name).path
      if FileManager.default.fileExists(atPath: path) {
        // The limits of the readers the files go to: catalogs and 1 MiB for the JSON files.
        let limit =
          name.hasSuffix(".xcstrings")
          ? StringCatalog.maximumFileSize : DeviceProfile.maximumFileSize
        return File(name: path, bytes: try InputFile.read(URL(fileURLWithPath: path), limit: limit))
      }
    }
    guard let bytes = EmbeddedResources.files[name] else {
      throw InputError(
        kind: .io, file: name, position: nil,
        message:
          "no such shipped file; shipped: \(EmbeddedResources.files.keys.sorted().joined(separator: ", "))"
      )
    }
    return File(name: "Localizations/\(name) (built in)", bytes: bytes)
  }
}

/// The files `CPaySheetResources` compiles in, by file name.
enum EmbeddedResources {
  /// Copied out of the program's read-only data once per process: 0.7 MB.
  static let files: [String: [UInt8]] = {
    var count = 0
    guard let table = paysheet_resources(&count) else { return [:] }
    var files: [String: [UInt8]] = [:]
    for resource in UnsafeBufferPointer(start: table, count: count) {
      files[String(cString: resource.name)] = Array(
        UnsafeBufferPointer(start: resource.bytes, count: resource.count))
    }
    return files
  }()
}

extension StringCatalog {
  /// The shipped `PaymentSheet.xcstrings`: the platform's words and the sheet lines in every
  /// language, read once per process (a 2 MB parse is not for every request).
  public static func shipped() throws(InputError) -> StringCatalog {
    try shippedCatalog.get()
  }

  private static let shippedCatalog: Result<StringCatalog, InputError> = {
    do throws(InputError) {
      let file = try ShippedResources.file("PaymentSheet.xcstrings")
      return .success(try StringCatalog(jsonBytes: file.bytes, file: file.name))
    } catch {
      return .failure(error)
    }
  }()
}
