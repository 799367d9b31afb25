import Foundation
import PaySheetKit
import Testing

/// HarfBuzz's own `hb-shape` tool (Debian `libharfbuzz-bin`), run as a subprocess: the
/// independent reference the `points` model is checked against.
enum HBShapeReference {
  static let executable: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("hb-shape")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  /// Whether hb-shape and every font of `FontSet.debian` are installed.
  static let isAvailable: Bool = {
    let fonts = FontSet.debian
    let paths = Set(fonts.scripts.values.map(\.path) + fonts.fallbacks.map(\.path))
    return executable != nil && paths.allSatisfy { FileManager.default.isReadableFile(atPath: $0) }
  }()

  static let reason: Comment =
    "needs hb-shape (apt-get install libharfbuzz-bin) and fonts-inter, fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji"

  /// What hb-shape gives for a text in one font: the width in points and the number of
  /// `.notdef` glyphs.
  struct Shaped {
    let width: Double
    let notdefCount: Int
  }

  /// Shapes `text` with hb-shape on `face` at `size` points.
  ///
  /// hb-shape prints each advance as an integer at the scale it is given, so it is asked
  /// for the size in hundredths of a point (17 pt as `--font-size=1700`) and the sum is
  /// divided by 100: each glyph is then exact to 0.005 pt.
  static func shape(
    _ text: String, face: FontFace, size: Double, script: String, language: String,
    rightToLeft: Bool
  ) throws -> Shaped {
    guard let executable else { throw CocoaError(.fileNoSuchFile) }
    let process = Process()
    process.executableURL = executable
    process.arguments = [
      "--font-size=\(Int((size * 100).rounded()))", "--face-index=\(face.index)",
      "--script=\(script)", "--language=\(language)", "--direction=\(rightToLeft ? "rtl" : "ltr")",
      "--bot", "--eot", "--no-glyph-names", "--output-format=json", face.path, text,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let glyphs = try JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    else {
      throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: "hb-shape output"])
    }
    let advance = glyphs.reduce(0) { $0 + (($1["ax"] as? NSNumber)?.intValue ?? 0) }
    let notdef = glyphs.filter { ($0["g"] as? NSNumber)?.intValue == 0 }.count
    return Shaped(width: Double(advance) / 100, notdefCount: notdef)
  }
}
