import PaySheetKit

/// The shop's checkout: which catalog keys its sheet lines use.
public enum Checkout {
  /// The label key of the gift-wrap line, translated in `Localizable.xcstrings`.
  public static let giftWrapKey = "shop.giftWrap"

  /// The total line's label key for a purchase made through a marketplace app.
  public static let viaKey = "shop.via"

  /// The locale a shopper's sheet is shown in, from a BCP 47 tag.
  public static func locale(_ tag: String) throws(PaySheetError) -> SheetLocale {
    try SheetLocale(tag)
  }
}
