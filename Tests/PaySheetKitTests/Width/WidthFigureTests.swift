import Testing

@testable import PaySheetKit

struct WidthFigureTests {
  @Test(arguments: [
    (12.25, 1, "12.3"), (0.04, 1, "0.0"), (-1.5, 0, "-2"), (-0.004, 2, "0.00"), (2.5, 3, "2.500"),
  ])
  func decimalsUseAPointAndRoundHalfAway(value: Double, digits: Int, written: String) {
    #expect(WidthFigure.decimal(value, digits: digits) == written)
  }

  @Test(arguments: [(343.0, "343"), (17.5, "17.50"), (0.333, "0.33"), (-3, "-3")])
  func wholeNumbersHaveNoDecimals(value: Double, written: String) {
    #expect(WidthFigure.text(value) == written)
  }

  /// 12.125 is a tie in binary too: printf's "%.2f", which `paysheet render`'s picture and
  /// warnings used, wrote it "12.12" (half to even) beside the "12.13" of the lint's message
  /// and of render's own JSON.
  @Test func anExactTieRoundsUpAsTheRenderJSONDoes() {
    #expect(WidthFigure.text(12.125) == "12.13")
    #expect(((12.125 * 100).rounded() / 100).description == "12.13")
  }
}
