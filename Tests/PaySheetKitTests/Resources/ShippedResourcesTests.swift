import Foundation
import Testing

@testable import PaySheetKit

struct ShippedResourcesTests {
  @Test(arguments: ["PaymentSheet.xcstrings", "DeviceProfiles.json"])
  func builtInCopiesAreTheFilesByteForByte(name: String) throws {
    let onDisk = try Data(contentsOf: packageRoot.appendingPathComponent("Localizations/\(name)"))
    #expect(EmbeddedResources.files[name].map { Array($0.utf8) } == [UInt8](onDisk))
  }

  @Test func anUnknownFileIsAnErrorListingTheShippedOnes() {
    #expect {
      try ShippedResources.file("Nope.json")
    } throws: { error in
      (error as? CatalogError)?.message.contains("DeviceProfiles.json") == true
    }
  }

  @Test func theShippedProfilesLoad() throws {
    let names = try DeviceProfile.shipped().map(\.name)
    #expect(names.count >= 3)
    #expect(names.contains { $0.contains("watch") })
  }
}
