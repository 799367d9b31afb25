import Foundation
import PaySheetKit

/// The font faces a gallery draws with, each given a CSS family and a file under `fonts/`,
/// and the characters each draws.
///
/// Each face is written out cut down to the characters its pages draw with it, by
/// HarfBuzz's subsetter (`hb-subset`, which keeps every glyph the face's substitutions can
/// reach from them, and their positioning): a whole Noto Sans CJK face is 16 MB, the few
/// hundred characters of a payment sheet a few kilobytes. A face of a `.ttc` collection
/// becomes a font file of its own: CSS cannot name a face inside a collection, and a
/// browser would take the first one, which for Noto Sans CJK is the Japanese face, not the
/// Korean one the model shapes Hangul with.
struct FontFiles {
  struct Entry {
    var face: FontFace
    /// The `font-family` name and CSS class stem, such as "psk3".
    var family: String
    /// The file's name in `fonts/`.
    var fileName: String
    /// Every character drawn with the face.
    var characters: Set<Unicode.Scalar> = []
  }

  private(set) var entries: [Entry] = []

  /// The entry for `face`, added on first use; `text` is added to what it must draw.
  mutating func entry(for face: FontFace, drawing text: String = "") -> Entry {
    let characters = Self.shapingCharacters(of: text)
    if let index = entries.firstIndex(where: { $0.face == face }) {
      entries[index].characters.formUnion(characters)
      return entries[index]
    }
    let url = URL(fileURLWithPath: face.path)
    let stem = url.deletingPathExtension().lastPathComponent
    var fileName =
      face.index == 0 ? url.lastPathComponent : "\(stem)-\(face.index).\(url.pathExtension)"
    if url.pathExtension.lowercased() == "ttc" {
      fileName = "\(stem)-\(face.index).otf"
    }
    var unique = fileName
    var counter = 2
    while entries.contains(where: { $0.fileName == unique }) {
      unique = "\(counter)-\(fileName)"
      counter += 1
    }
    let entry = Entry(
      face: face, family: "psk\(entries.count)", fileName: unique,
      characters: characters)
    entries.append(entry)
    return entry
  }

  /// The characters a shaper may look up in a face to draw `text`: its own, those of its
  /// canonical decomposition and composition (HarfBuzz splits a Bengali "ৌ" into two
  /// marks when the face maps both, and a face cut without them shapes the word 2.6%
  /// wider), and the joiners and dotted circle of the Indic shapers.
  static func shapingCharacters(of text: String) -> Set<Unicode.Scalar> {
    guard !text.isEmpty else { return [] }
    var characters = Set(text.unicodeScalars)
    characters.formUnion(text.decomposedStringWithCanonicalMapping.unicodeScalars)
    characters.formUnion(text.precomposedStringWithCanonicalMapping.unicodeScalars)
    characters.formUnion(["\u{200C}", "\u{200D}", "\u{25CC}"])
    return characters
  }

  /// How many faces the font file at `path` holds: a collection's count, else 1.
  static func faceCount(_ path: String) throws -> Int {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw PreviewError("cannot read the font \(path)")
    }
    defer { try? handle.close() }
    let header = [UInt8]((try? handle.read(upToCount: 12)) ?? Data())
    guard header.starts(with: Array("ttcf".utf8)) else { return 1 }
    guard header.count == 12 else { throw PreviewError("\(path): truncated font collection") }
    return header[8..<12].reduce(0) { $0 << 8 | Int($1) }
  }

  /// The Debian package that installs `hb-subset`.
  static let subsetterPackage = "libharfbuzz-bin"

  /// `hb-subset` as named by `PAYSHEET_HB_SUBSET`, else on `PATH`; nil when there is none.
  static func subsetter(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> URL?
  {
    if let named = environment["PAYSHEET_HB_SUBSET"], !named.isEmpty {
      return FileManager.default.isExecutableFile(atPath: named)
        ? URL(fileURLWithPath: named) : nil
    }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("hb-subset")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }

  /// Writes every face, cut down to its characters, into `directory`.
  ///
  /// The faces go to `.NAME.paysheet-tmp-PID` beside `directory`, which then replaces it,
  /// so that a failure part way (a full disk, a missing font) leaves neither an empty nor a
  /// half-filled `fonts/` folder; the temporary folder is removed on failure.
  func write(to directory: URL) throws {
    let manager = FileManager.default
    guard let subsetter = Self.subsetter() else {
      throw PreviewError(
        "no hb-subset found (looked for PAYSHEET_HB_SUBSET and hb-subset on PATH); install the "
          + "Debian package '\(Self.subsetterPackage)'")
    }
    let staging = directory.deletingLastPathComponent().appendingPathComponent(
      ".\(directory.lastPathComponent).paysheet-tmp-\(ProcessInfo.processInfo.processIdentifier)")
    try? manager.removeItem(at: staging)
    do {
      try GalleryFiles.makeDirectory(staging.path)
      for entry in entries {
        guard manager.isReadableFile(atPath: entry.face.path) else {
          let install = entry.face.package.map { " (install the Debian package \($0))" } ?? ""
          throw PreviewError("cannot read the font \(entry.face.path)\(install)")
        }
        try Self.subset(
          entry, into: staging.appendingPathComponent(entry.fileName), with: subsetter)
      }
      if manager.fileExists(atPath: directory.path) { try manager.removeItem(at: directory) }
      guard rename(staging.path, directory.path) == 0 else {
        throw FileFailure(directory.path, errno)
      }
    } catch {
      try? manager.removeItem(at: staging)
      throw error
    }
  }

  /// Runs `hb-subset` on one face: every layout feature is kept, so the browser shapes the
  /// characters as the points model shaped them in the whole face; hinting is dropped, as
  /// the page is drawn at sizes hinting was not made for.
  static func subset(_ entry: Entry, into file: URL, with subsetter: URL) throws {
    let faces = try faceCount(entry.face.path)
    guard entry.face.index >= 0, entry.face.index < faces else {
      throw PreviewError(
        "\(entry.face.path) has \(faces) \(faces == 1 ? "face" : "faces"); there is no face \(entry.face.index)"
      )
    }
    let codes = entry.characters.map { String($0.value, radix: 16) }.sorted()
    let process = Process()
    process.executableURL = subsetter
    process.arguments = [
      "--font-file=\(entry.face.path)", "--face-index=\(entry.face.index)",
      "--unicodes=\(codes.isEmpty ? "20" : codes.joined(separator: ","))",
      "--layout-features=*", "--no-hinting", "--output-file=\(file.path)",
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw PreviewError("cannot start \(subsetter.path): \(error.localizedDescription)")
    }
    let message = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: file.path) else {
      throw PreviewError(
        "hb-subset could not cut \(entry.face.path) (face \(entry.face.index)) down to its "
          + "characters: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
    }
  }
}
