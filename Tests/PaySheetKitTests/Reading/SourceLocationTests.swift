import Foundation
import Testing

@testable import PaySheetKit

/// One type names a place in a file, for reader errors and profile errors alike.
struct SourceLocationTests {
  static let here = PaySheetKit.SourceLocation(
    file: "a.json", position: SourcePosition(line: 3, column: 7, offset: 40))
  static let wholeFile = PaySheetKit.SourceLocation(file: "a.json")

  @Test func aPlaceIsWrittenAsCompilersWriteItAndAWholeFileByItsName() {
    #expect(Self.here.description == "a.json:3:7")
    #expect(Self.wholeFile.description == "a.json")
    #expect(Self.wholeFile.line == nil && Self.wholeFile.column == nil)
  }

  @Test func locationsSortByFileThenPlaceWithTheWholeFileFirst() {
    let later = PaySheetKit.SourceLocation(
      file: "a.json", position: SourcePosition(line: 10, column: 1, offset: 90))
    let otherFile = PaySheetKit.SourceLocation(
      file: "b.json", position: SourcePosition(line: 1, column: 1, offset: 0))
    #expect(
      [otherFile, later, Self.here, Self.wholeFile].sorted() == [
        Self.wholeFile, Self.here, later, otherFile,
      ])
  }

  /// A file that cannot be opened has no line to point at: the error names the file alone,
  /// where it once said `file:0:0`.
  @Test func anUnreadableFileIsAnErrorWithoutAPlace() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appending(path: "missing.json").path
    #expect {
      try InputFile.read(URL(fileURLWithPath: path), displayPath: path, limit: 1 << 20)
    } throws: { error in
      guard let error = error as? InputError else { return false }
      return error.position == nil && error.location.file == path
        && error.description.hasPrefix("\(path): error: ")
    }
    #expect {
      try DeviceProfile.load(path: path)
    } throws: { error in
      guard let error = error as? InputError else { return false }
      return error.kind == .io && error.location == PaySheetKit.SourceLocation(file: path)
    }
  }

  /// A profile error keeps the place of the member at fault (its key), as the reader found it.
  @Test func aProfileErrorKeepsTheReadersPlace() {
    #expect {
      try DeviceProfile.decode(Array(#"{"profiles": 3}"#.utf8), file: "p.json")
    } throws: { error in
      guard let location = (error as? InputError)?.location else { return false }
      return location.file == "p.json" && location.line == 1 && location.column == 2
    }
  }
}
