import Foundation
import PaySheetKit

/// `paysheet pseudo`: writes pseudo-languages into a copy of a String Catalog.
struct PseudoCommand: Command {
  static let name = "pseudo"
  static let abstract =
    "Write pseudo-languages (accented, expanded, right-to-left) into a copy of a catalog."
  static let discussion = """
    en-XA: Latin letters accented, in brackets, to show untranslated and truncated text.
    en-XL: longer by IBM's expansion guide (up to 10 characters +200%, 11-20 +100%,
    21-30 +80%, 31-50 +60%, 51-70 +40%, over 70 +30%), in brackets.
    ar-XB: every word forced right to left with bidi controls.
    Format specifiers (%@, %lld, %1$@, %#@name@, %%) are kept as written and plural
    variations keep their categories. The input is never rewritten unless --out names it.
    \(FileRewrite.help)
    """
  struct Options: ParsableArguments {
    @Argument("CATALOG", "The String Catalog to add pseudo-languages to.")
    var path: String
    @Option("out", "FILE", "Where to write the catalog with the pseudo-languages.")
    var out: String
    @Option("languages", "LIST", "Comma-separated pseudo-languages (default: all three).")
    var languages = CommaSeparated(PseudoLanguage.allCases)
    @Flag("force", "Rewrite a read-only FILE; write a hard-linked FILE in place.")
    var force: Bool
  }

  static func run(_ options: Options, console: Console) throws -> ExitCode {
    let path = options.path
    let out = options.out
    let languages = options.languages.elements
    let bytes = try InputFile.read(
      URL(fileURLWithPath: path), displayPath: path, limit: StringCatalog.maximumFileSize)
    let catalog = try StringCatalog(jsonBytes: bytes, file: path)
    let result = try PseudoLocalizer.pseudolocalize(catalog, languages: languages, file: path)
    let written = result.xcodeBytes()
    try CatalogFmtCommand.checkSize(of: written, from: bytes, path: out)
    // Written over its own input, the catalog must still be what was read.
    try FileRewrite(force: options.force).replace(
      out, with: written, readAs: out == path ? bytes : nil)
    let tags = languages.map(\.rawValue).joined(separator: ", ")
    console.print("wrote \(tags) for \(result.strings.count) keys to \(out)")
    return .success
  }
}
