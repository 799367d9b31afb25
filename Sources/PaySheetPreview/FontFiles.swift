import Foundation
import PaySheetKit

/// The font faces a gallery draws with, each given a CSS family and a file under `fonts/`.
///
/// A face of a `.ttc` collection is written out as a font file of its own: CSS cannot name
/// a face inside a collection, and a browser would take the first one, which for Noto Sans
/// CJK is the Japanese face, not the Korean one the model shapes Hangul with.
struct FontFiles {
  struct Entry {
    var face: FontFace
    /// The `font-family` name and CSS class stem, such as "psk3".
    var family: String
    /// The file's name in `fonts/`.
    var fileName: String
  }

  private(set) var entries: [Entry] = []

  /// The entry for `face`, added on first use.
  mutating func entry(for face: FontFace) -> Entry {
    if let known = entries.first(where: { $0.face == face }) { return known }
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
    let entry = Entry(face: face, family: "psk\(entries.count)", fileName: unique)
    entries.append(entry)
    return entry
  }

  /// Copies every face into `directory`, extracting faces of collections.
  ///
  /// The faces go to `.NAME.paysheet-tmp-PID` beside `directory`, which then replaces it,
  /// so that a failure part way (a full disk, a missing font) leaves neither an empty nor a
  /// half-filled `fonts/` folder; the temporary folder is removed on failure.
  func write(to directory: URL) throws {
    let manager = FileManager.default
    let staging = directory.deletingLastPathComponent().appendingPathComponent(
      ".\(directory.lastPathComponent).paysheet-tmp-\(ProcessInfo.processInfo.processIdentifier)")
    try? manager.removeItem(at: staging)
    do {
      try GalleryFiles.makeDirectory(staging.path)
      for entry in entries {
        guard let data = manager.contents(atPath: entry.face.path) else {
          let install = entry.face.package.map { " (install the Debian package \($0))" } ?? ""
          throw PreviewError("cannot read the font \(entry.face.path)\(install)")
        }
        let bytes = [UInt8](data)
        let face =
          Self.isCollection(bytes)
          ? try Self.extractFace(entry.face.index, from: bytes, path: entry.face.path) : bytes
        try GalleryFiles.write(face, to: staging.appendingPathComponent(entry.fileName).path)
      }
      if manager.fileExists(atPath: directory.path) { try manager.removeItem(at: directory) }
      guard rename(staging.path, directory.path) == 0 else {
        throw GalleryFiles.Failure(directory.path, errno)
      }
    } catch {
      try? manager.removeItem(at: staging)
      throw error
    }
  }

  static func isCollection(_ bytes: [UInt8]) -> Bool { bytes.starts(with: Array("ttcf".utf8)) }

  /// One face of a TrueType/OpenType collection as a standalone font: its offset table and
  /// its tables, laid out one after another on 4-byte boundaries.
  static func extractFace(_ index: Int, from bytes: [UInt8], path: String) throws -> [UInt8] {
    func u32(_ offset: Int) throws -> Int {
      guard offset >= 0, offset + 4 <= bytes.count else {
        throw PreviewError("\(path): truncated font collection")
      }
      return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    func u16(_ offset: Int) throws -> Int {
      guard offset >= 0, offset + 2 <= bytes.count else {
        throw PreviewError("\(path): truncated font collection")
      }
      return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }
    let count = try u32(8)
    guard index >= 0, index < count else {
      throw PreviewError("\(path) has \(count) faces; there is no face \(index)")
    }
    let start = try u32(12 + 4 * index)
    let tableCount = try u16(start + 4)
    var output = Array(bytes[start..<start + 12])
    let headerSize = 12 + 16 * tableCount
    var tables: [(record: [UInt8], offset: Int, length: Int)] = []
    for table in 0..<tableCount {
      let record = start + 12 + 16 * table
      _ = try u32(record + 12)
      tables.append((Array(bytes[record..<record + 8]), try u32(record + 8), try u32(record + 12)))
    }
    var body: [UInt8] = []
    for table in tables {
      guard table.offset + table.length <= bytes.count else {
        throw PreviewError("\(path): truncated font collection")
      }
      let offset = headerSize + body.count
      output += table.record
      output += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: offset >> $0) }
      output += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: table.length >> $0) }
      body += bytes[table.offset..<table.offset + table.length]
      while body.count % 4 != 0 { body.append(0) }
    }
    return output + body
  }
}
