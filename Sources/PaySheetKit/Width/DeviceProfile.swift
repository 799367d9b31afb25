import Foundation

/// How a line's label and amount share the width.
public enum LineLayout: String, Encodable, Sendable, Hashable, CaseIterable {
  /// Label, gap and amount on one row: the line fits when label + gap + amount ≤ row width.
  case row
  /// The label on one row and the amount on the row below it: each must fit the row.
  case stacked
}

/// A text size a person picks in the system's settings, as Apple names them: `large` is the
/// default, and body text grows from 17 pt there to 23 pt at `xxxLarge` on iPhone.
public enum TextSize: String, Encodable, Sendable, Hashable, CaseIterable, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// The size a profile assumes when it names none.
  public static let standard = TextSize.large

  public static func < (lhs: TextSize, rhs: TextSize) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// A device's budget for one line of a payment sheet, and how to measure against it.
///
/// In the `row` layout a line fits when label + `gap` + amount ≤ `rowWidth`, all in
/// `model`'s unit; in the `stacked` layout label and amount each fit `rowWidth`. Profiles
/// are data: the shipped ones are in `Localizations/DeviceProfiles.json` with the
/// assumptions behind each number in `notes`, and a user can load their own file.
public struct DeviceProfile: Encodable, Sendable, Hashable {
  /// The font a profile stands for, as a designer would name it.
  public struct Font: Encodable, Sendable, Hashable {
    /// Such as "SF Pro Text".
    public let family: String
    /// The text style, such as "body".
    public let role: String

    public init(family: String, role: String) {
      self.family = family
      self.role = role
    }
  }

  public let name: String
  /// The width a label, the gap and an amount share, in `model`'s unit.
  public let rowWidth: Double
  /// The least space between label and amount, in `model`'s unit.
  public let gap: Double
  public let font: Font
  /// The font size in points; the `points` model shapes at this size.
  public let fontSize: Double
  public let model: WidthUnit
  /// Where the numbers come from and what they assume.
  public let notes: String
  /// Font files replacing the defaults, script by script; nil keeps `FontSet.installed`.
  public let fonts: FontSet?
  /// How summary and shipping lines place label and amount.
  public let layout: LineLayout
  /// How the total line places them, where the platform draws it differently.
  public let totalLayout: LineLayout
  /// How many lines the platform gives the total's label ("PAY MERCHANT (VIA APP)") before
  /// it truncates; the label wraps at the language's line-break opportunities.
  public let totalLabelLines: Int
  /// The generation of the system whose sheet the profile models: it decides the words and
  /// second lines the platform composes, and whether labels are in capitals.
  public let system: SystemGeneration
  /// The text size the profile's `fontSize` stands for.
  public let textSize: TextSize

  /// Whether the profile models a text size above the default, where the platform wraps
  /// lines that do not fit rather than promising one line each.
  public var isLargerText: Bool { textSize > .standard }

  /// A profile, checked as a profiles file is: a name of 1 to 64 bytes, a row width and
  /// font size above 0 and a gap from 0, each at most `widths.upperBound`, and 1 to 4
  /// lines for the total's label.
  ///
  /// - Throws: `InvalidProfileValue` naming the member at fault; the reader turns it into an
  ///   error at that member's place in the file.
  public init(
    name: String, rowWidth: Double, gap: Double, font: Font, fontSize: Double, model: WidthUnit,
    notes: String = "", fonts: FontSet? = nil, layout: LineLayout = .row,
    totalLayout: LineLayout? = nil,
    totalLabelLines: Int = 1, system: SystemGeneration = .current,
    textSize: TextSize = .standard
  ) throws(InvalidProfileValue) {
    guard !name.isEmpty, name.utf8.count <= 64 else {
      throw InvalidProfileValue(.name, expected: "a name of 1 to 64 bytes")
    }
    let most = Self.widths.upperBound
    func check(_ value: Double, _ member: InvalidProfileValue.Member, zero: Bool)
      throws(InvalidProfileValue)
    {
      let range = zero ? "from 0 to \(Int(most))" : "above 0 and at most \(Int(most))"
      guard value.isFinite, zero ? value >= 0 : value > 0, value <= most else {
        throw InvalidProfileValue(member, expected: "a number \(range)")
      }
    }
    try check(rowWidth, .rowWidth, zero: false)
    try check(gap, .gap, zero: true)
    try check(fontSize, .fontSize, zero: false)
    guard Self.totalLabelLineRange.contains(totalLabelLines) else {
      throw InvalidProfileValue(
        .totalLabelLines,
        expected:
          "a whole number from \(Self.totalLabelLineRange.lowerBound) to \(Self.totalLabelLineRange.upperBound)"
      )
    }
    self.system = system
    self.textSize = textSize
    self.totalLabelLines = totalLabelLines
    self.layout = layout
    self.totalLayout = totalLayout ?? layout
    self.name = name
    self.rowWidth = rowWidth
    self.gap = gap
    self.font = font
    self.fontSize = fontSize
    self.model = model
    self.notes = notes
    self.fonts = fonts
  }

  /// The same profile with another row width, checked as the initializer checks it.
  public func withRowWidth(_ rowWidth: Double) throws(InvalidProfileValue) -> DeviceProfile {
    try DeviceProfile(
      name: name, rowWidth: rowWidth, gap: gap, font: font, fontSize: fontSize, model: model,
      notes: notes, fonts: fonts, layout: layout, totalLayout: totalLayout,
      totalLabelLines: totalLabelLines, system: system, textSize: textSize)
  }

  /// How many lines a total's label may take: the platform gives it two at most on the
  /// watch, and four leaves room for a profile of a larger text size.
  package static let totalLabelLineRange = 1...4

  /// The default fonts as `FontLocator.current` finds them, with this profile's replacements.
  public var fontSet: FontSet { fontSet(locatedBy: .current) }

  /// The default fonts as `locator` finds them, with this profile's replacements.
  public func fontSet(locatedBy locator: FontLocator) -> FontSet {
    let installed = locator.located(.debian)
    return fonts.map { installed.overridden(by: $0) } ?? installed
  }

  /// The width model this profile measures with, its default fonts found by `locator`.
  public func widthModel(fonts locator: FontLocator = .current) -> any WidthModel {
    switch model {
    case .columns: ColumnsModel()
    case .points: PointsModel(size: fontSize, fonts: fontSet(locatedBy: locator))
    }
  }

  // MARK: Loading

  /// The name of the shipped profiles file in `Localizations/`.
  public static let shippedFileName = "DeviceProfiles.json"

  /// The profiles shipped with PaySheetKit (built in, or from `PAYSHEET_RESOURCES`), read
  /// once per process: a lint asks for them two or three times.
  public static func shipped() throws(InputError) -> [DeviceProfile] {
    try shippedProfiles.get()
  }

  private static let shippedProfiles = Result { () throws(InputError) in try readShipped() }

  private static func readShipped() throws(InputError) -> [DeviceProfile] {
    let file = try ShippedResources.file(shippedFileName)
    return try decode(file.bytes, file: file.name)
  }

  /// The profiles in a user's file, in the shipped file's format.
  public static func load(path: String) throws(InputError) -> [DeviceProfile] {
    let bytes = try InputFile.read(
      URL(fileURLWithPath: path), displayPath: path, limit: maximumFileSize)
    return try decode(bytes, file: path)
  }

  /// The largest profiles file read: the shipped one is 3 kB.
  public static let maximumFileSize = 1 << 20

  /// Profiles from the bytes of a profiles file: `{"profiles": [ … ]}`.
  ///
  /// Errors name the file, line and column of the offending member.
  public static func decode(_ bytes: [UInt8], file: String) throws(InputError) -> [DeviceProfile] {
    try read(JSONReader.document(bytes, file: file))
  }

  /// The members of a profiles file and of each profile, as `DeviceProfiles.md` lists them.
  package static let fileMembers = ["version", "profiles"]
  package static let members = [
    "name", "rowWidth", "gap", "font", "fontSize", "model", "notes", "fonts", "layout",
    "totalLayout", "totalLabelLines", "system", "textSize",
  ]

  /// The widest row and largest size a profile may give, far past any screen: a width of
  /// 10,000 pt is ten 4K monitors side by side.
  package static let widths: ClosedRange<Double> = 0...10_000

  package static func read(_ document: JSONReader) throws(InputError) -> [DeviceProfile] {
    var object = try document.object("an object {\"profiles\": [ … ]}")
    if let version = object.optional("version") { _ = try version.integer(in: 1...1) }
    let listMember = try object.required("profiles")
    let list = try listMember.array()
    try object.finish(known: fileMembers)
    guard !list.isEmpty else {
      // An empty file would leave no profile to name, and every name unknown.
      throw listMember.error(
        "\(listMember.path) is empty; give at least one profile, or leave the file out to use the shipped ones"
      )
    }
    var profiles: [DeviceProfile] = []
    var places: [String: SourcePosition] = [:]
    for item in list {
      var member = try item.object("a profile object")
      let nameMember = try member.required("name")
      let name = try nameMember.string()
      if let first = places[name] {
        throw nameMember.error("a second profile is named '\(name)' (the first is at \(first))")
      }
      places[name] = nameMember.place ?? SourcePosition(line: 1, column: 1, offset: 0)
      // Numbers are read as numbers here; their ranges are the initializer's to check.
      var values: [InvalidProfileValue.Member: JSONReader] = [.name: nameMember]
      func number(_ member: InvalidProfileValue.Member) throws(InputError) -> Double {
        let any = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        return try object(member).number(in: any, "a number")
      }
      func object(_ key: InvalidProfileValue.Member) throws(InputError) -> JSONReader {
        let value = try member.required(key.rawValue)
        values[key] = value
        return value
      }
      let rowWidth = try number(.rowWidth)
      let gap = try number(.gap)
      var fontMember = try member.required("font").object("an object {\"family\", \"role\"}")
      let font = Font(
        family: try fontMember.required("family").string(),
        role: try fontMember.required("role").string())
      try fontMember.finish(known: ["family", "role"])
      let fontSize = try number(.fontSize)
      let model = try member.required("model").choice(WidthUnit.self)
      let notes = try member.optional("notes")?.string() ?? ""
      let fonts = try member.optional("fonts").map { (node) throws(InputError) in
        try FontSet(reading: node)
      }
      let layout = try member.optional("layout")?.choice(LineLayout.self) ?? .row
      let totalLayout = try member.optional("totalLayout")?.choice(LineLayout.self) ?? layout
      var lines = 1
      if let value = member.optional("totalLabelLines") {
        values[.totalLabelLines] = value
        lines = try value.integer(in: totalLabelLineRange)
      }
      let system = try member.optional("system")?.choice(SystemGeneration.self) ?? .current
      let textSize = try member.optional("textSize")?.choice(TextSize.self) ?? .standard
      try member.finish(known: members)
      do {
        profiles.append(
          try DeviceProfile(
            name: name, rowWidth: rowWidth, gap: gap, font: font, fontSize: fontSize,
            model: model, notes: notes, fonts: fonts, layout: layout, totalLayout: totalLayout,
            totalLabelLines: lines, system: system, textSize: textSize))
      } catch {
        // Every member the initializer checks was read above, so its place is known.
        throw values[error.member]!.mismatch(error.expected)
      }
    }
    return profiles
  }

  /// The profile called `name`; an unknown name is an error that lists the known ones.
  public static func named(_ name: String, in profiles: [DeviceProfile]) throws(PaySheetError)
    -> DeviceProfile
  {
    guard let profile = profiles.first(where: { $0.name == name }) else {
      throw .unknownProfile(name, known: profiles.map(\.name))
    }
    return profile
  }

}

/// A value a device profile cannot hold, with the member it is for.
public struct InvalidProfileValue: Error, Sendable, Hashable, CustomStringConvertible {
  /// The members a profile's initializer checks, named as a profiles file names them.
  public enum Member: String, Sendable, Hashable, CaseIterable {
    case name, rowWidth, gap, fontSize, totalLabelLines
  }

  public let member: Member
  /// What the member must be: "a number above 0 and at most 10000".
  public let expected: String

  public init(_ member: Member, expected: String) {
    self.member = member
    self.expected = expected
  }

  public var description: String { "\(member.rawValue) must be \(expected)" }
}
