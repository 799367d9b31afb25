import Foundation
import PaySheetTestCorpus
import Testing

@testable import PaySheetKit

/// One type names a place in a file, for reader errors and profile errors alike.
struct FilePlaceTests {
  static let here = FilePlace(
    file: "a.json", position: SourcePosition(line: 3, column: 7, offset: 40))
  static let wholeFile = FilePlace(file: "a.json")

  /// A whole file is at its start, so that every report format and editor can link to it.
  @Test func aPlaceIsWrittenAsCompilersWriteItAndAWholeFileAtItsStart() {
    #expect(Self.here.description == "a.json:3:7")
    #expect(Self.wholeFile.description == "a.json:1:1")
    #expect(Self.wholeFile.line == 1 && Self.wholeFile.column == 1)
  }

  @Test func placesSortByFileThenPlaceWithTheWholeFileFirst() {
    let later = FilePlace(
      file: "a.json", position: SourcePosition(line: 10, column: 1, offset: 90))
    let otherFile = FilePlace(
      file: "b.json", position: SourcePosition(line: 1, column: 1, offset: 0))
    #expect(
      [otherFile, later, Self.here, Self.wholeFile].sorted() == [
        Self.wholeFile, Self.here, later, otherFile,
      ])
  }

  /// A file that cannot be opened is an error at its start, line 1, column 1: every report
  /// format then has a line and a column (the file alone once had none, and `0:0` before).
  @Test func anUnreadableFileIsAnErrorAtItsStart() throws {
    let folder = try TemporaryFolder.make("place")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appending(path: "missing.json").path
    #expect {
      try InputFile.read(URL(fileURLWithPath: path), displayPath: path, limit: 1 << 20)
    } throws: { error in
      guard let error = error as? InputError else { return false }
      return error.position == .start && error.location.file == path
        && error.description.hasPrefix("\(path):1:1: error: ")
    }
    #expect {
      try DeviceProfile.load(path: path)
    } throws: { error in
      guard let error = error as? InputError else { return false }
      return error.kind == .io && error.location == FilePlace(file: path)
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

  /// A request's refusal is placed at the member it names, from the places the reader kept
  /// beside the sheet: a member the file leaves out at the sheet, a key the catalog lacks at
  /// the first label naming it, anything else at the sheet.
  @Test(arguments: [
    (PaySheetError.invalidSheet("items[1].amount", reason: "r"), "s.json:3:53"),
    (.invalidSheet("total", reason: "r"), "s.json:4:2"),
    (.invalidSheet("merchantCountry", reason: "r"), "s.json:1:1"),
    (.unknownKey("summary.tax", catalog: "c"), "s.json:3:38"),
    (.fontNotFound(path: "f.ttf", package: nil), "s.json:1:1"),
  ])
  func aRequestRefusalIsPlacedAtItsMember(refusal: PaySheetError, place: String) throws {
    let (_, places) = try PaymentSheet.readWithPlaces(
      jsonBytes: Array(
        """
        {"currency": "USD",
         "items": [{"type": "item", "label": "summary.subtotal", "amount": "1.00"},
                   {"type": "item", "label": "summary.tax", "amount": "0.10"}],
         "total": {"merchant": "A", "amount": "1.10"}}
        """.utf8), file: "s.json")
    let error = places.error(refusal)
    #expect(error.location.description == place)
    #expect(error.message == refusal.description)
  }

  /// A request's options are not the sheet's: their refusals name the option, not a path.
  @Test func aRequestOptionIsRefusedAsAnOption() {
    #expect {
      try ApplePayOptions(countryCode: "us")
    } throws: { error in
      guard case .invalidRequest(.countryCode, let reason) = error as? PaySheetError else {
        return false
      }
      return reason.contains("ISO 3166")
    }
  }
}
