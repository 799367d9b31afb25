// Writes a Swift file that holds the shipped data files as string literals, so that the
// library and an installed `paysheet` carry them inside the binary and never depend on
// where the package was built. Run by the EmbedShippedResources build plugin.
//
// usage: PaySheetEmbed OUTPUT.swift FILE...
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first, arguments.count >= 2 else {
  FileHandle.standardError.write(Data("usage: PaySheetEmbed OUTPUT.swift FILE...\n".utf8))
  exit(2)
}

var source = """
  // Made by the EmbedShippedResources build plugin from the files in Localizations/.
  enum EmbeddedResources {
    static let files: [String: String] = [

  """
for path in arguments.dropFirst() {
  guard let data = FileManager.default.contents(atPath: path),
    let text = String(data: data, encoding: .utf8)
  else {
    FileHandle.standardError.write(Data("PaySheetEmbed: cannot read \(path) as UTF-8\n".utf8))
    exit(1)
  }
  // A raw string needs more '#' than any run of '#' that follows a quote in the text.
  var longest = 0
  var run = -1
  for character in text {
    if character == "\"" {
      run = 0
    } else if character == "#", run >= 0 {
      run += 1
      longest = max(longest, run)
    } else {
      run = -1
    }
  }
  let hashes = String(repeating: "#", count: longest + 1)
  let name = URL(fileURLWithPath: path).lastPathComponent
  source += "    \"\(name)\": \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes),\n"
}
source += "  ]\n}\n"
do {
  try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
  FileHandle.standardError.write(Data("PaySheetEmbed: cannot write \(output): \(error)\n".utf8))
  exit(1)
}
