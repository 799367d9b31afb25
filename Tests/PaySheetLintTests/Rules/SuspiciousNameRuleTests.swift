import PaySheetKit
import Testing

@testable import PaySheetLint

/// The names a sheet carries are checked where they sit, for the languages it is shown in.
struct SuspiciousNameRuleTests {
  static let sheet = """
    {
      "currency" : "USD",
      "items" : [ { "type" : "item", "label" : "summary.subtotal", "amount" : "10.00" } ],
      "total" : {
        "merchant" : "\u{2115}etflix",
        "via" : "\u{0455}\u{0441}\u{043E}\u{0440}\u{0435}",
        "amount" : "10.00"
      },
      "confirmation" : { "network" : "V\u{0456}sa", "lastFour" : "4417" }
    }
    """

  @Test func everyNameOfASheetIsCheckedAtItsMember() throws {
    let found = try hits(
      of: SuspiciousNameRule.self, in: RuleExample(.sheet(Self.sheet), locales: ["en"]))
    let merchant = found.filter { $0.position?.line == 5 }
    let app = found.filter { $0.position?.line == 6 }
    let network = found.filter { $0.position?.line == 9 }
    #expect(
      merchant.map(\.message) == [
        "the merchant name 'ℕetflix' has U+2115 DOUBLE-STRUCK CAPITAL N, a compatibility form that normalization (NFKC) writes 'N'; write 'Netflix'"
      ])
    #expect(
      app.map(\.message) == [
        "the app name 'ѕсоре' is written wholly in Cyrillic and reads as the Latin 'scope' on a sheet in en, which is not written in Cyrillic; write 'scope'"
      ])
    #expect(
      network.map(\.message) == [
        "the card network name 'Vіsa' mixes the scripts Latin and Cyrillic, as spoofed names do; write 'Visa'"
      ])
    #expect(found.count == 3)
  }

  @Test func aCyrillicNameOnASheetInRussianPasses() throws {
    let names = RuleExample(.merchantNames(["ВВС", "Сбербанк"]), locales: ["ru"])
    #expect(try hits(of: SuspiciousNameRule.self, in: names).isEmpty)
    let english = RuleExample(.merchantNames(["ВВС"]), locales: ["en"])
    #expect(try hits(of: SuspiciousNameRule.self, in: english).count == 1)
  }

  @Test func aStackedOverlayNamesTheMarkAndTheLetter() throws {
    let found = try hits(
      of: SuspiciousNameRule.self, in: RuleExample(.merchantNames(["G\u{335}oogle"])))
    #expect(
      found.map(\.message) == [
        "the merchant name 'G̵oogle' has U+0335 COMBINING SHORT STROKE OVERLAY over 'G', a mark that letter does not take in its script; write 'Google'"
      ])
  }
}
