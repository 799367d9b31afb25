import Foundation
import PaySheetKit
import PaySheetLint

/// `paysheet catalog fmt`: rewrites a String Catalog in Xcode's own layout and key order.
struct CatalogFmtCommand: Command {
  static let name = "catalog fmt"
  static let abstract = "Rewrite a String Catalog in Xcode's layout; --check only reports."
  static let discussion = """
    The file is read, its keys sorted as Xcode sorts them, and written back with Xcode's
    indentation and escaping, so that Xcode opening and saving it changes nothing. Values,
    comments and members PaySheetKit does not know are kept as they are. With --check
    nothing is written; the exit code is 1 when the file would change.
    \(FileRewrite.help)
    """
  struct Options: ParsableArguments {
    @Flag("check", "Do not write; exit 1 if the file is not in Xcode's layout.")
    var check: Bool
    @Flag("force", "Rewrite a read-only file; write a hard-linked file in place.")
    var force: Bool
    @Argument("FILE", "The String Catalog to rewrite.")
    var path: String
  }

  static func run(_ options: Options, console: Console) throws -> ExitCode {
    let path = options.path
    let original = try InputFile.read(
      URL(fileURLWithPath: path), displayPath: path, limit: StringCatalog.maximumFileSize)
    let catalog = try StringCatalog(jsonBytes: original, file: path)
    let formatted = catalog.sortedXcodeBytes()
    if formatted == original {
      return .success
    }
    if options.check {
      let line = firstDifferentLine(original, formatted)
      console.printError(
        "\(path):\(line):1: error: not in Xcode's layout; run 'paysheet catalog fmt \(path)'")
      return .findings
    }
    try checkSize(of: formatted, from: original, path: path)
    try FileRewrite(force: options.force).replace(
      path, with: formatted, readAs: original)
    console.print("formatted \(path)")
    return .success
  }

  /// The readers of a written catalog and the most each takes, smallest last.
  static let readerLimits = [
    (StringCatalog.maximumFileSize, "paysheet catalog fmt and the library"),
    (LintInputs.maximumCatalogSize, "paysheet lint"),
  ]

  /// Refuses to write a catalog that a reader which took the input would refuse: Xcode's
  /// indentation grows with nesting (a 1.6 MB catalog nested 512 deep is 275 MB in it), and
  /// a compact 49 MB catalog of 100,000 keys is 87 MB.
  static func checkSize(
    of output: [UInt8], from input: [UInt8], path: String,
    limits: [(Int, String)] = readerLimits
  ) throws(InputError) {
    for (limit, reader) in limits where output.count > limit && input.count <= limit {
      throw InputError(
        kind: .io, file: path, position: nil,
        message:
          "in Xcode's layout the catalog would be \(output.count) bytes (it is \(input.count)), more than the \(limit) that \(reader) reads; nothing was written; split the catalog, or flatten its deepest nesting, to stay under it"
      )
    }
  }

  /// The 1-based line where two texts first differ, for the `--check` message.
  static func firstDifferentLine(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var line = 1
    for (x, y) in zip(a, b) {
      if x != y { return line }
      if x == UInt8(ascii: "\n") { line += 1 }
    }
    return line
  }
}
