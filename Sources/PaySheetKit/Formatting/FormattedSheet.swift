/// Whether a line's amount is known: a payment request's line-item type.
public enum AmountType: String, Hashable, Sendable, Codable, CaseIterable {
  /// The amount is the known, final cost.
  case final
  /// The amount is estimated or not known yet; the platform shows "…" or "Amount Pending"
  /// (see ``SystemGeneration``).
  case pending
}

/// One line of a formatted sheet: label and amount on one row, an optional second line.
///
/// Besides the text the sheet shows, a line carries what a payment request takes: the
/// amount as a value (`money`, and `wireValue` for the wire), whether it is final or
/// pending, and `requestLabel`, the label without the words the platform composes around
/// it. For the total, `label` is the line as shown ("PAY FERN & CO (VIA MARKETLY)") and
/// `requestLabel` is what goes into a request's `total.label` ("Fern & Co (via
/// Marketly)"), since the platform adds its own "Pay" word and capitals.
public struct SheetLine: Hashable, Sendable, Encodable {
  /// What the line shows, as the sheet model names it.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    case item, discount, pending, recurring, trial, deferred, reload, shipping, total,
      confirmation
  }

  public var kind: Kind
  /// The catalog key whose text is the label (a `.short` variant when that one was used).
  public var key: String
  public var label: String
  /// The formatted amount; for a pending item the platform's "…" or "Amount Pending", for a
  /// free trial on current systems "Free".
  public var amount: String?
  /// The second line: a delivery estimate, an explanation, a billing date.
  public var detail: String?
  /// How the row measured against a device profile, when one was given.
  public var fit: LineFit?
  /// The amount as a value; nil for a pending item, whose amount is not known, and for the
  /// confirmation.
  public var money: Money?
  /// Final, or pending for an amount not known yet and an estimated total.
  public var type: AmountType
  /// The label a payment request takes: the full wording (never the `.short` variant,
  /// which exists for the sheet's narrow rows), without the platform's own words.
  public var requestLabel: String
  /// The platform words on the line (their `platform.*` keys) whose text in this language
  /// no device confirmed: the catalog marks them `needs_review`, and a report shows them as
  /// unverified rather than as what the system says.
  public var unverified: [String]
  /// Every catalog key whose text the line shows: the label's `key`, the words composed
  /// around it (`total.via`, `platform.pay`) and its second line's (`shipping.arrives`).
  public var textKeys: [String]
  /// The rows the label is laid out in on the profile it was measured on: one, or more
  /// where the profile stacks the total's label and lets it wrap. The fit check judges
  /// these rows and the preview draws them; without a profile, the label alone.
  public internal(set) var labelRows: [String]

  /// The amount as a payment request writes it: "19.99", "-2.00", "1000".
  public var wireValue: String? { money?.wireValue }

  public init(
    kind: Kind, key: String, label: String, amount: String? = nil, detail: String? = nil,
    fit: LineFit? = nil, money: Money? = nil, type: AmountType = .final,
    requestLabel: String? = nil, unverified: [String] = [], textKeys: [String]? = nil
  ) {
    self.unverified = unverified
    self.textKeys = textKeys ?? [key]
    self.kind = kind
    self.key = key
    self.label = label
    self.amount = amount
    self.detail = detail
    self.fit = fit
    self.money = money
    self.type = type
    self.requestLabel = requestLabel ?? label
    self.labelRows = [label]
  }

  // The rows are the layout of a profile, not a part of the line a report writes.
  private enum CodingKeys: String, CodingKey {
    case kind, key, label, amount, detail, fit, money, type, requestLabel, unverified, textKeys
  }
}

/// How one row measured: label + gap + worst-case amount against the row width.
public struct LineFit: Hashable, Sendable, Codable {
  public var width: Double
  public var limit: Double
  public var unit: WidthUnit
  /// The label's own width, its widest row, without the amount beside it.
  public var labelWidth: Double?
  /// The amount the line was measured with (the widest the currency shows, unless the
  /// line's own); nil for a line measured without one.
  public var amount: String?

  public var fits: Bool { width <= limit }
  /// How much wider than the row the line is; 0 when it fits.
  public var excess: Double { max(0, width - limit) }

  public init(
    width: Double, limit: Double, unit: WidthUnit, labelWidth: Double? = nil,
    amount: String? = nil
  ) {
    self.width = width
    self.limit = limit
    self.unit = unit
    self.labelWidth = labelWidth
    self.amount = amount
  }
}

/// A payment sheet's text in one locale.
public struct FormattedSheet: Hashable, Sendable {
  /// The locale dates and numbers were formatted in.
  public var locale: SheetLocale
  /// The catalog language of the text, and how it matched the customer's preferences.
  public var language: LanguageChoice
  public var currency: Currency
  public var lines: [SheetLine]
  /// Things a translator should know, such as a key that fell back to the source language.
  public var warnings: [String]
  /// The texts of the sheet's recurring, deferred and automatic-reload requests.
  public var recurring: TermsText? = nil
  public var deferred: TermsText? = nil
  public var automaticReload: TermsText? = nil

  /// The platform words of the sheet that no device confirmed in this language, once each.
  public var unverified: [String] {
    var keys: [String] = []
    for line in lines { for key in line.unverified where !keys.contains(key) { keys.append(key) } }
    return keys
  }

  /// The lines that do not fit the profile they were measured against.
  public var overflows: [SheetLine] { lines.filter { $0.fit.map { !$0.fits } ?? false } }
}

/// The localized texts of a merchant-token request: what the payment is for and the terms
/// the customer agrees to.
public struct TermsText: Hashable, Sendable, Encodable {
  public var description: String
  public var billingAgreement: String?

  public init(description: String, billingAgreement: String? = nil) {
    self.description = description
    self.billingAgreement = billingAgreement
  }
}
