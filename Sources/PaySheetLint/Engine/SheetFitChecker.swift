import PaySheetKit

/// Measures a catalog's lines as sample sheets use them: each sheet is formatted in the
/// language with the catalog and measured on the profile, as `paysheet render` does.
///
/// A line is judged where it is used, with its real placeholders (names, counts, dates)
/// and the widest amount its currency can show; a key no sample sheet uses is not
/// measured. A sheet that names a key the catalog lacks is passed over for that catalog.
public struct SheetFitChecker: LineFitChecker {
  public let sheets: [PaymentSheet]
  public let profiles: [DeviceProfile]
  public let longestMerchantName: DisplayName?
  public let longestAppName: DisplayName?

  public init(
    sheets: [PaymentSheet], profiles: [DeviceProfile], longestMerchantName: DisplayName? = nil,
    longestAppName: DisplayName? = nil
  ) {
    self.sheets = sheets
    self.profiles = profiles
    self.longestMerchantName = longestMerchantName
    self.longestAppName = longestAppName
  }

  public var defaultProfiles: [String] { profiles.map(\.name) }

  public func isLargerText(profile name: String) -> Bool {
    profiles.first { $0.name == name }?.isLargerText ?? false
  }

  public func fits(catalog: StringCatalog, language: String, profile name: String) throws
    -> [String: MeasuredLine]
  {
    let profile = try DeviceProfile.named(name, in: profiles)
    let budget = FitBudget(
      profile: profile, longestMerchantName: longestMerchantName, longestAppName: longestAppName)
    guard let locale = try? SheetLocale(language) else { return [:] }
    let formatter = SheetFormatter(catalog: catalog, locale: locale)
    var worst: [String: MeasuredLine] = [:]
    for sheet in sheets {
      let formatted: FormattedSheet
      do {
        formatted = try formatter.format(sheet, fit: budget)
      } catch .unknownKey {
        continue
      }
      for line in formatted.lines {
        guard let fit = line.fit else { continue }
        if let known = worst[line.key], known.fit.excess >= fit.excess { continue }
        worst[line.key] = MeasuredLine(text: line.label, fit: fit)
      }
    }
    return worst
  }
}
