import Foundation
import Testing

@testable import PaySheetKit

struct ShippedResourcesTests {
  static let addToTheTable =
    "Sources/CPaySheetResources/resources.c embeds each data file of Localizations/: add or remove it there"

  /// The data files of `Localizations/`: every file but the `.md` notes.
  static let shippedNames: [String] = {
    let folder = packageRoot.appendingPathComponent("Localizations")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasSuffix(".md") && !$0.hasPrefix(".") }.sorted()
  }()

  @Test func everyDataFileOfLocalizationsIsBuiltIn() {
    #expect(Self.shippedNames.contains("PaymentSheet.xcstrings"))
    #expect(
      EmbeddedResources.names.sorted() == Self.shippedNames,
      Comment(rawValue: Self.addToTheTable)
    )
  }

  @Test(arguments: shippedNames)
  func builtInCopiesAreTheFilesByteForByte(name: String) throws {
    let onDisk = try Data(contentsOf: packageRoot.appendingPathComponent("Localizations/\(name)"))
    #expect(
      EmbeddedResources.bytes(of: name) == [UInt8](onDisk),
      Comment(rawValue: "Localizations/\(name) differs from its built-in copy"))
  }

  @Test func anUnknownFileIsAnErrorListingTheShippedOnes() {
    #expect {
      try ShippedResources.file("Nope.json")
    } throws: { error in
      (error as? InputError)?.message.contains("DeviceProfiles.json") == true
    }
  }

  @Test func theShippedProfilesLoad() throws {
    let names = try DeviceProfile.shipped().map(\.name)
    #expect(names.count >= 3)
    #expect(names.contains { $0.contains("watch") })
  }
}
