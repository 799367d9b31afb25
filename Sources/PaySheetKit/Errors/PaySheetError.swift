internal import PaySheetICU
import PaySheetReading

/// Everything PaySheetKit refuses, each case naming the value it refused.
public enum PaySheetError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The locale identifier is malformed, or ICU has no data for it.
  case invalidLocale(String, reason: String)
  /// The currency code is not a current ISO 4217 code.
  case unknownCurrency(String, reason: String)
  /// The text or `Decimal` is not a usable amount.
  case invalidAmount(String, reason: String)
  /// The amount has more fraction digits than the currency's ISO 4217 minor units and no
  /// rounding was asked for.
  case tooManyFractionDigits(String, currency: String, allowed: Int)
  /// A number written for a plural rule is not a plain decimal.
  case invalidNumber(String, reason: String)
  /// A sheet's field holds a value a payment sheet cannot show. The path is the member's as
  /// a sheet file writes it, from the value whose initializer refuses it: `PaymentSheet`'s
  /// names `items[1].amount`, `SummaryItem`'s `amount`, and reading a file puts the item's
  /// own path before it.
  case invalidSheet(FieldPath, reason: String)
  /// A payment request cannot be made with what it is given besides the sheet.
  case invalidRequest(RequestOption, reason: String)
  /// Two members of a sheet that one payment request cannot carry together, in the order
  /// the sheet type lists them: `recurring` and `automaticReload`.
  case conflictingSheetMembers(String, String)
  /// A key the sheet names is not in the catalog.
  case unknownKey(String, catalog: String)
  /// A catalog text cannot be filled: wrong placeholders, a missing plural form.
  case catalogText(key: String, language: String, reason: String)
  /// ICU refused an operation: which, and ICU's own error code.
  case icu(ICUFailure)
  /// A font file does not exist or cannot be read; `package` is the Debian package that
  /// installs it, when known.
  case fontNotFound(path: String, package: String?)
  /// HarfBuzz, which the `points` model shapes text with, cannot be loaded: the loader's
  /// reason.
  case shaperUnavailable(reason: String)
  /// A font file was read but is not a font, or has no face at the index asked for.
  case invalidFont(path: String, reason: String)
  /// The font chosen for some characters has no glyph for them (it would draw `.notdef`).
  case missingGlyphs([MissingGlyph])
  /// No device profile has this name.
  case unknownProfile(String, known: [String])

  public var description: String {
    switch self {
    case .invalidLocale(let value, let reason):
      return "invalid locale '\(Quote.value(value))': \(reason)"
    case .unknownCurrency(let value, let reason):
      return "unknown currency '\(Quote.value(value))': \(reason)"
    case .invalidAmount(let value, let reason):
      return "invalid amount '\(Quote.value(value))': \(reason)"
    case .tooManyFractionDigits(let value, let currency, let allowed):
      let digits = "\(allowed) fraction digit\(allowed == 1 ? "" : "s")"
      let remedy =
        Self.withoutExtraZeros(value, allowed: allowed).map {
          "zeros count, as they claim a precision \(currency) does not carry: write \"\($0)\""
        } ?? "ask for rounding to round it"
      return
        "amount '\(Quote.value(value))' has more than \(digits), the ISO 4217 minor units of "
        + "\(currency); \(remedy)"
    case .invalidNumber(let value, let reason):
      return "invalid number '\(Quote.value(value))': \(reason)"
    case .invalidSheet(let field, let reason):
      return "invalid \(field): \(reason)"
    case .invalidRequest(let option, let reason):
      return "invalid \(option): \(reason)"
    case .conflictingSheetMembers(let first, let second):
      return Self.conflict(first, second)
    case .unknownKey(let key, let catalog):
      return "unknown key '\(Quote.value(key))': not in \(catalog)"
    case .catalogText(let key, let language, let reason):
      return "key '\(key)' in '\(language)': \(reason)"
    case .icu(let failure):
      return failure.description
    case .fontNotFound(let path, let package):
      let hint =
        package.map { "; it is installed by the Debian package \($0) (apt-get install \($0))" }
        ?? ""
      // A font of a package is one of the defaults, which are looked for by name.
      let search =
        package == nil
        ? ""
        : "; paysheet looks for it by name in --fonts, PAYSHEET_FONTS, the system's font "
          + "folders and fontconfig"
      return "font file '\(path)' not found or not readable\(hint)\(search)"
    case .shaperUnavailable(let reason):
      return
        "the points model cannot shape text: HarfBuzz cannot be loaded (\(reason)); "
        + "install it (Debian and Ubuntu: apt-get install libharfbuzz0b)"
    case .invalidFont(let path, let reason):
      return "font file '\(path)': \(reason)"
    case .missingGlyphs(let glyphs):
      return glyphs.map(\.description).joined(separator: "; ")
    case .unknownProfile(let name, let known) where known.isEmpty:
      return "unknown device profile '\(Quote.value(name))'; no profiles are loaded"
    case .unknownProfile(let name, let known):
      return
        "unknown device profile '\(Quote.value(name))'; known profiles: \(known.joined(separator: ", "))"
    }
  }

  /// The message without the field name, for a reader that names the field itself.
  public var reason: String {
    switch self {
    case .invalidSheet(_, let reason), .invalidRequest(_, let reason): return reason
    default: return description
    }
  }

  /// Why two sheet members cannot be in one sheet; a reader adds where the first one is.
  package static func conflict(_ first: String, _ second: String) -> String {
    "\(first) and \(second) cannot be in one sheet: Apple Pay cancels a request that has both; make two sheets"
  }

  /// The amount `value` writes with its fraction cut to `allowed` digits, when every digit
  /// cut is a zero ("4800.00" JPY is "4800"); nil when cutting would change the value.
  static func withoutExtraZeros(_ value: String, allowed: Int) -> String? {
    guard let point = value.firstIndex(of: ".") else { return nil }
    let fraction = value[value.index(after: point)...]
    guard fraction.count > allowed, fraction.dropFirst(allowed).allSatisfy({ $0 == "0" }) else {
      return nil
    }
    return allowed == 0
      ? String(value[..<point]) : String(value[...point] + fraction.prefix(allowed))
  }

  init(_ error: ICUError) {
    self = .icu(ICUFailure(operation: error.operation, status: error.status, name: error.name))
  }
}

/// What a payment request is made with besides the sheet: its options, and the sheet's
/// formatted text.
public enum RequestOption: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case countryCode = "country code"
  case merchantIdentifier = "merchant identifier"
  case supportedNetworks = "supported networks"
  case merchantCapabilities = "merchant capabilities"
  /// The formatted sheet given beside the sheet, which must be that sheet's.
  case formattedSheet = "formatted sheet"

  public var description: String { rawValue }

  /// Runs a check written for a sheet's member on this option's value instead.
  package func checking(_ check: () throws(PaySheetError) -> Void) throws(PaySheetError) {
    do {
      try check()
    } catch {
      throw .invalidRequest(self, reason: error.reason)
    }
  }
}
