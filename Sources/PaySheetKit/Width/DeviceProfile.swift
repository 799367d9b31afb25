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
    public var family: String
    /// The text style, such as "body".
    public var role: String

    public init(family: String, role: String) {
      self.family = family
      self.role = role
    }
  }

  public var name: String
  /// The width a label, the gap and an amount share, in `model`'s unit.
  public var rowWidth: Double
  /// The least space between label and amount, in `model`'s unit.
  public var gap: Double
  public var font: Font
  /// The font size in points; the `points` model shapes at this size.
  public var fontSize: Double
  public var model: WidthUnit
  /// Where the numbers come from and what they assume.
  public var notes: String
  /// Font files replacing Debian's defaults, script by script; nil keeps `FontSet.debian`.
  public var fonts: FontSet?
  /// How summary and shipping lines place label and amount.
  public var layout: LineLayout
  /// How the total line places them, where the platform draws it differently.
  public var totalLayout: LineLayout
  /// How many lines the platform gives the total's label ("PAY MERCHANT (VIA APP)") before
  /// it truncates; the label wraps at the language's line-break opportunities.
  public var totalLabelLines: Int
  /// The generation of the system whose sheet the profile models: it decides the words and
  /// second lines the platform composes, and whether labels are in capitals.
  public var system: SystemGeneration
  /// The text size the profile's `fontSize` stands for.
  public var textSize: TextSize

  /// Whether the profile models a text size above the default, where the platform wraps
  /// lines that do not fit rather than promising one line each.
  public var isLargerText: Bool { textSize > .standard }

  public init(
    name: String, rowWidth: Double, gap: Double, font: Font, fontSize: Double, model: WidthUnit,
    notes: String = "", fonts: FontSet? = nil, layout: LineLayout = .row,
    totalLayout: LineLayout? = nil,
    totalLabelLines: Int = 1, system: SystemGeneration = .current,
    textSize: TextSize = .standard
  ) {
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

  /// Debian's fonts with this profile's replacements.
  public var fontSet: FontSet {
    fonts.map { FontSet.debian.overridden(by: $0) } ?? .debian
  }

  /// The width model this profile measures with.
  public func widthModel() -> any WidthModel {
    switch model {
    case .columns: ColumnsModel()
    case .points: PointsModel(size: fontSize, fonts: fontSet)
    }
  }

  // MARK: Loading

  /// The name of the shipped profiles file in `Localizations/`.
  public static let shippedFileName = "DeviceProfiles.json"

  /// The profiles shipped with PaySheetKit (built in, or from `PAYSHEET_RESOURCES`).
  public static func shipped() throws(PaySheetError) -> [DeviceProfile] {
    let file: ShippedResources.File
    do {
      file = try ShippedResources.file(shippedFileName)
    } catch {
      throw .invalidProfile(file: shippedFileName, line: 0, column: 0, reason: error.message)
    }
    return try decode(file.bytes, file: file.name)
  }

  /// The profiles in a user's file, in the shipped file's format.
  public static func load(path: String) throws(PaySheetError) -> [DeviceProfile] {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(
        URL(fileURLWithPath: path), displayPath: path, limit: maximumFileSize)
    } catch {
      throw .invalidProfile(file: path, line: 0, column: 0, reason: error.message)
    }
    return try decode(bytes, file: path)
  }

  /// The largest profiles file read: the shipped one is 3 kB.
  public static let maximumFileSize = 1 << 20

  /// Profiles from the bytes of a profiles file: `{"profiles": [ … ]}`.
  ///
  /// Errors name the file, line and column of the offending member.
  public static func decode(_ bytes: [UInt8], file: String) throws(PaySheetError) -> [DeviceProfile]
  {
    do {
      return try read(JSONReader.document(bytes, file: file))
    } catch {
      throw .invalidProfile(
        file: error.file ?? file, line: error.line, column: error.column, reason: error.message)
    }
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
      guard !name.isEmpty, name.utf8.count <= 64 else {
        throw nameMember.error("\(nameMember.path) must be a name of 1 to 64 bytes")
      }
      if let first = places[name] {
        throw nameMember.error("a second profile is named '\(name)' (the first is at \(first))")
      }
      places[name] = nameMember.place ?? SourcePosition(line: 1, column: 1, offset: 0)
      func positive(_ key: String, allowZero: Bool = false) throws(InputError) -> Double {
        let value = try member.required(key)
        // One wording for every value out of range: -10 and 0 are refused alike.
        let expected =
          allowZero
          ? "a number from 0 to \(Int(widths.upperBound))"
          : "a number above 0 and at most \(Int(widths.upperBound))"
        let number = try value.number(in: widths, expected)
        guard allowZero || number > 0 else { throw value.mismatch(expected) }
        return number
      }
      let rowWidth = try positive("rowWidth")
      let gap = try positive("gap", allowZero: true)
      var fontMember = try member.required("font").object("an object {\"family\", \"role\"}")
      let font = Font(
        family: try fontMember.required("family").string(),
        role: try fontMember.required("role").string())
      try fontMember.finish(known: ["family", "role"])
      let fontSize = try positive("fontSize")
      let model = try member.required("model").choice(WidthUnit.self)
      let notes = try member.optional("notes")?.string() ?? ""
      let fonts = try member.optional("fonts").map { (node) throws(InputError) in
        try FontSet(reading: node)
      }
      let layout = try member.optional("layout")?.choice(LineLayout.self) ?? .row
      let totalLayout = try member.optional("totalLayout")?.choice(LineLayout.self) ?? layout
      let lines = try member.optional("totalLabelLines")?.integer(in: 1...4) ?? 1
      let system = try member.optional("system")?.choice(SystemGeneration.self) ?? .current
      let textSize = try member.optional("textSize")?.choice(TextSize.self) ?? .standard
      try member.finish(known: members)
      profiles.append(
        DeviceProfile(
          name: name, rowWidth: rowWidth, gap: gap, font: font, fontSize: fontSize, model: model,
          notes: notes, fonts: fonts, layout: layout, totalLayout: totalLayout,
          totalLabelLines: lines, system: system, textSize: textSize))
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
