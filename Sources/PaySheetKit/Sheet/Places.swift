import Foundation
internal import PaySheetICU

/// ISO 3166-1 alpha-2 country codes, as a merchant's country and a pickup address carry them.
enum ISO3166 {
  /// Refuses `code` unless it is two capital letters that ICU lists as a current country:
  /// Safari refuses a payment request whose country is not on that list (WebKit's
  /// `PaymentRequestValidator` reads `uloc_getISOCountries`), so "ZZ" is refused here first.
  static func check(_ code: String, field: FieldPath) throws(PaySheetError) {
    guard code.utf8.count == 2, code.utf8.allSatisfy({ (65...90).contains($0) }) else {
      let upper = code.uppercased()
      let hint =
        upper != code && ICURegions.countryCodes.contains(upper)
        ? "; write it in capitals: \"\(upper)\"" : ""
      throw .invalidSheet(
        field,
        reason: "'\(Quote.value(code))' is not an ISO 3166 code such as \"US\"\(hint)")
    }
    guard ICURegions.countryCodes.contains(code) else {
      throw .invalidSheet(
        field, reason: "'\(code)' is not a country of ISO 3166 (ICU's list, which Safari checks)")
    }
  }
}

/// IANA time zone names ("Europe/Paris"), as a sheet states its merchant's zone.
enum TimeZoneName {
  /// Refuses a name the time zone database does not know; 64 bytes is past the longest.
  static func check(_ name: String, field: FieldPath) throws(PaySheetError) {
    guard name.utf8.count <= 64, TimeZone(identifier: name) != nil else {
      throw .invalidSheet(
        field,
        reason: "'\(Quote.value(name))' is not an IANA time zone such as \"Europe/Paris\"")
    }
  }
}
