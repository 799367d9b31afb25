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
    /// Whether this is the copy built into the program, which the tests check, rather than
    /// a file of `PAYSHEET_RESOURCES`.
    package let isBuiltIn: Bool
  }

  /// The environment variable naming a folder whose files replace the built-in ones.
  package static let overrideVariable = "PAYSHEET_RESOURCES"

  /// The folder `PAYSHEET_RESOURCES` names, read once: the environment is the process's own.
  /// Read with `getenv`: `ProcessInfo`'s environment copies every variable into a dictionary,
  /// half a million instructions at the start of each lint.
  private static let overrideFolder: String? = {
    guard let value = getenv(overrideVariable) else { return nil }
    let folder = String(cString: value)
    return folder.isEmpty ? nil : folder
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
        return File(
          name: path, bytes: try InputFile.read(URL(fileURLWithPath: path), limit: limit),
          isBuiltIn: false)
      }
    }
    guard let bytes = EmbeddedResources.bytes(of: name) else {
      throw InputError(
        kind: .io, file: name, position: nil,
        message:
          "no such shipped file; shipped: \(EmbeddedResources.names.sorted().joined(separator: ", "))"
      )
    }
    return File(name: "Localizations/\(name) (built in)", bytes: bytes, isBuiltIn: true)
  }
}

/// The files `CPaySheetResources` compiles in, by file name.
enum EmbeddedResources {
  /// The names of the files compiled in.
  static var names: [String] {
    table.map { String(cString: $0.name) }
  }

  /// The bytes of the file compiled in as `name`, copied out of the program's read-only
  /// data when asked for: copying every file once per process copied the 0.7 MB catalog
  /// for each lint, which reads only the 4 KB profiles and 25 KB glossary.
  static func bytes(of name: String) -> [UInt8]? {
    guard
      let resource = name.withCString({ wanted in table.first { strcmp($0.name, wanted) == 0 } })
    else { return nil }
    return Array(UnsafeBufferPointer(start: resource.bytes, count: resource.count))
  }

  private static var table: UnsafeBufferPointer<paysheet_resource> {
    var count = 0
    guard let table = paysheet_resources(&count) else {
      return UnsafeBufferPointer(start: nil, count: 0)
    }
    return UnsafeBufferPointer(start: table, count: count)
  }
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
