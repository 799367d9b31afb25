import Foundation

/// How a line's label and amount share the width.
public enum LineLayout: String, Codable, Sendable, Hashable, CaseIterable {
  /// Label, gap and amount on one row: the line fits when label + gap + amount ≤ row width.
  case row
  /// The label on one row and the amount on the row below it: each must fit the row.
  case stacked
}

/// A device's budget for one line of a payment sheet, and how to measure against it.
///
/// In the `row` layout a line fits when label + `gap` + amount ≤ `rowWidth`, all in
/// `model`'s unit; in the `stacked` layout label and amount each fit `rowWidth`. Profiles
/// are data: the shipped ones are in `Localizations/DeviceProfiles.json` with the
/// assumptions behind each number in `notes`, and a user can load their own file.
public struct DeviceProfile: Codable, Sendable, Hashable {
  /// The font a profile stands for, as a designer would name it.
  public struct Font: Codable, Sendable, Hashable {
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

  public init(
    name: String, rowWidth: Double, gap: Double, font: Font, fontSize: Double, model: WidthUnit,
    notes: String = "", fonts: FontSet? = nil, layout: LineLayout = .row,
    totalLayout: LineLayout? = nil,
    totalLabelLines: Int = 1
  ) {
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

  private enum CodingKeys: String, CodingKey {
    case name, rowWidth, gap, font, fontSize, model, notes, fonts, layout, totalLayout,
      totalLabelLines
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func positive(_ key: CodingKeys, allowZero: Bool = false) throws -> Double {
      let value = try container.decode(Double.self, forKey: key)
      guard value.isFinite, allowZero ? value >= 0 : value > 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription:
            "'\(key.rawValue)' must be a \(allowZero ? "non-negative" : "positive") number, not \(value)"
        )
      }
      return value
    }
    name = try container.decode(String.self, forKey: .name)
    guard !name.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .name, in: container, debugDescription: "'name' is empty")
    }
    rowWidth = try positive(.rowWidth)
    gap = try positive(.gap, allowZero: true)
    font = try container.decode(Font.self, forKey: .font)
    fontSize = try positive(.fontSize)
    let model = try container.decode(String.self, forKey: .model)
    guard let unit = WidthUnit(rawValue: model) else {
      throw DecodingError.dataCorruptedError(
        forKey: .model, in: container,
        debugDescription:
          "unknown model '\(model)'; expected \(WidthUnit.allCases.map(\.rawValue).joined(separator: " or "))"
      )
    }
    self.model = unit
    notes = try container.decodeIfPresent(String.self, forKey: .notes) ?? ""
    func decodeLayout(_ key: CodingKeys) throws -> LineLayout? {
      guard let text = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
      guard let layout = LineLayout(rawValue: text) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription:
            "unknown layout '\(text)'; expected \(LineLayout.allCases.map(\.rawValue).joined(separator: " or "))"
        )
      }
      return layout
    }
    let layout = try decodeLayout(.layout) ?? .row
    self.layout = layout
    totalLayout = try decodeLayout(.totalLayout) ?? layout
    totalLabelLines = try container.decodeIfPresent(Int.self, forKey: .totalLabelLines) ?? 1
    guard (1...4).contains(totalLabelLines) else {
      throw DecodingError.dataCorruptedError(
        forKey: .totalLabelLines, in: container,
        debugDescription: "'totalLabelLines' must be from 1 to 4, not \(totalLabelLines)")
    }
    fonts = try container.decodeIfPresent(FontSet.self, forKey: .fonts)
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
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .invalidProfile(file: path, line: 0, column: 0, reason: "cannot read the file")
    }
    return try decode([UInt8](data), file: path)
  }

  /// Profiles from the bytes of a profiles file: `{"profiles": [ … ]}`.
  ///
  /// Errors name the file, line and column of the offending value.
  public static func decode(_ bytes: [UInt8], file: String) throws(PaySheetError) -> [DeviceProfile]
  {
    let root: JSONNode
    do {
      root = try JSONNode.parse(bytes, file: file)
    } catch {
      throw .invalidProfile(
        file: file, line: error.line, column: error.column, reason: error.message)
    }
    let profiles: [DeviceProfile]
    do {
      profiles = try JSONDecoder().decode(ProfilesFile.self, from: Data(bytes)).profiles
    } catch let error as DecodingError {
      throw invalid(error, root: root, file: file)
    } catch {
      throw .invalidProfile(file: file, line: 0, column: 0, reason: "\(error)")
    }
    var seen: Set<String> = []
    for (index, profile) in profiles.enumerated() where !seen.insert(profile.name).inserted {
      let node = root.node(at: ["profiles", .index(index), "name"])
      throw .invalidProfile(
        file: file, line: node.position?.line ?? 0, column: node.position?.column ?? 0,
        reason: "a second profile is named '\(profile.name)'")
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

  private struct ProfilesFile: Decodable {
    let profiles: [DeviceProfile]
  }

  /// A decoding error as a message at the position of the value it is about.
  private static func invalid(_ error: DecodingError, root: JSONNode, file: String) -> PaySheetError
  {
    let path: [any CodingKey]
    let reason: String
    switch error {
    case .keyNotFound(let key, let context):
      path = context.codingPath
      reason = "missing '\(key.stringValue)'"
    case .typeMismatch(let type, let context):
      path = context.codingPath
      reason = "'\(context.codingPath.last?.stringValue ?? "value")' must be \(typeName(type))"
    case .valueNotFound(let type, let context):
      path = context.codingPath
      reason =
        "'\(context.codingPath.last?.stringValue ?? "value")' must be \(typeName(type)), not null"
    case .dataCorrupted(let context):
      path = context.codingPath
      reason = context.debugDescription
    @unknown default:
      path = []
      reason = "\(error)"
    }
    let node = root.node(
      at: path.map { $0.intValue.map(JSONPathStep.index) ?? .key($0.stringValue) })
    return .invalidProfile(
      file: file, line: node.position?.line ?? 0, column: node.position?.column ?? 0, reason: reason
    )
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Double.Type, is Int.Type: "a number"
    case is Bool.Type: "true or false"
    default: type is any Collection.Type ? "an array or object" : "an object"
    }
  }
}
