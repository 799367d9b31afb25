import Foundation
import Testing

@testable import PaySheetKit

struct DeviceProfileTests {
  static func profileJSON(_ members: String) -> [UInt8] {
    Array(
      """
      {
        "profiles": [
          {
            "name": "mine",
            "rowWidth": 300,
            "gap": 8,
            "font": {"family": "Inter", "role": "body"},
            \(members)
          }
        ]
      }
      """.utf8)
  }

  @Test func shippedProfilesHaveACompactPhoneACurrentPhoneAndAWatch() throws {
    let profiles = try DeviceProfile.shipped()
    let names = profiles.map(\.name)
    #expect(
      names.contains("iphone-se") && names.contains("iphone-15") && names.contains("watch-41mm"))
    #expect(profiles.allSatisfy { !$0.notes.isEmpty })
    let watch = try DeviceProfile.named("watch-41mm", in: profiles)
    #expect(watch.model == .columns)
    #expect(watch.widthModel().unit == .columns)
    let phone = try DeviceProfile.named("iphone-se", in: profiles)
    #expect(phone.model == .points && phone.fontSize == 17)
    #expect((phone.widthModel() as? PointsModel) == PointsModel(size: 17, fonts: .debian))
    // A current phone is wider than a compact one.
    #expect(try DeviceProfile.named("iphone-15", in: profiles).rowWidth > phone.rowWidth)
    // One profile takes a larger text size: the current phone's row at xxLarge, 21 pt.
    let larger = profiles.filter(\.isLargerText)
    #expect(larger.map(\.name) == ["iphone-15-xxlarge"])
    #expect(larger.first?.textSize == .xxLarge && larger.first?.fontSize == 21)
    #expect(larger.first?.rowWidth == (try DeviceProfile.named("iphone-15", in: profiles).rowWidth))
    #expect(profiles.filter { !$0.isLargerText }.allSatisfy { $0.textSize == .standard })
  }

  @Test func anUnknownNameListsTheKnownOnes() throws {
    let profiles = try DeviceProfile.shipped()
    #expect(throws: PaySheetError.unknownProfile("pixel", known: profiles.map(\.name))) {
      try DeviceProfile.named("pixel", in: profiles)
    }
  }

  @Test func readsAUserFileWithFontOverrides() throws {
    let bytes = Self.profileJSON(
      #""fontSize": 15, "model": "points", "fonts": {"scripts": {"Latn": {"path": "/x/My.ttf"}}}"#)
    let profiles = try DeviceProfile.decode(bytes, file: "mine.json")
    #expect(profiles.count == 1)
    let profile = profiles[0]
    #expect(profile.fontSize == 15 && profile.gap == 8 && profile.notes == "")
    #expect(profile.fontSet.scripts["Latn"] == FontFace(path: "/x/My.ttf"))
    #expect(profile.fontSet.scripts["Arab"] == FontSet.debian.scripts["Arab"])
  }

  @Test func readsLanguageFacesFromAUserFile() throws {
    let bytes = Self.profileJSON(
      #""fontSize": 15, "model": "points", "fonts": {"languages": {"ur": {"Arab": {"path": "/x/Urdu.ttf"}}}}"#
    )
    let profile = try #require(try DeviceProfile.decode(bytes, file: "mine.json").first)
    #expect(
      profile.fontSet.face(forScript: "Arab", language: "ur-PK") == FontFace(path: "/x/Urdu.ttf"))
    #expect(
      profile.fontSet.face(forScript: "Arab", language: "ar") == FontSet.debian.scripts["Arab"])
  }

  /// Each bad file must name the line and column of the value at fault, counted by hand in
  /// `profileJSON`: the profile object opens at 3:5 and the tested members start at 8:7.
  @Test(arguments: [
    (
      #""fontSize": 17, "model": "pixels""#, 8, 23,
      "profiles[0].model is 'pixels'; expected one of columns, points"
    ),
    (
      #""fontSize": -1, "model": "points""#, 8, 7,
      "profiles[0].fontSize is -1; expected a number above 0 and at most 10000"
    ),
    (
      #""fontSize": 0, "model": "points""#, 8, 7,
      "profiles[0].fontSize is 0; expected a number above 0 and at most 10000"
    ),
    (
      #""fontSize": "big", "model": "points""#, 8, 7,
      "profiles[0].fontSize is 'big'; expected a number"
    ),
    (
      #""fontSize": 1e999, "model": "points""#, 8, 7,
      "profiles[0].fontSize is 1e999; expected a number"
    ),
    (#""model": "points""#, 3, 5, "profiles[0] has no 'fontSize'; it is required"),
    (
      #""fontSize": 17, "model": "points", "fontsize": 3"#, 8, 42,
      "unknown member 'fontsize' in profiles[0]; did you mean 'fontSize'?"
    ),
    (#""fontSize": 17, "model": "points",,"#, 8, 41, "expected '\"' to start an object key"),
    (
      #""fontSize": 17, "model": "points", "textSize": "xxlarge""#, 8, 42,
      "expected one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge"
    ),
    (
      #""fontSize": 17, "model": "points", "fonts": {"languages": {"UR": {}}}"#, 8, 66,
      "'UR' is not a lowercase language subtag such as ur"
    ),
  ])
  func reportsWhereAFileIsWrong(members: String, line: Int, column: Int, message: String) {
    #expect {
      try DeviceProfile.decode(Self.profileJSON(members), file: "mine.json")
    } throws: { error in
      guard let error = error as? InputError else { return false }
      return error.file == "mine.json" && error.location.line == line
        && error.location.column == column && error.message.contains(message)
    }
  }

  /// The initializer holds the reader's rules: a profile in code cannot hold what a file
  /// may not, and the error names the member.
  @Test(arguments: [
    (-10.0, 1.0, 17.0, 1, InvalidProfileValue.Member.rowWidth, "above 0 and at most 10000"),
    (0, 1, 17, 1, .rowWidth, "above 0 and at most 10000"),
    (10_001, 1, 17, 1, .rowWidth, "above 0 and at most 10000"),
    (.nan, 1, 17, 1, .rowWidth, "above 0 and at most 10000"),
    (300, -1, 17, 1, .gap, "from 0 to 10000"),
    (300, 0, 0, 1, .fontSize, "above 0 and at most 10000"),
    (300, 0, 17, 5, .totalLabelLines, "from 1 to 4"),
  ])
  func theInitializerRefusesWhatTheReaderRefuses(
    rowWidth: Double, gap: Double, fontSize: Double, lines: Int,
    member: InvalidProfileValue.Member, words: String
  ) {
    let font = DeviceProfile.Font(family: "f", role: "r")
    #expect {
      _ = try DeviceProfile(
        name: "p", rowWidth: rowWidth, gap: gap, font: font, fontSize: fontSize, model: .points,
        totalLabelLines: lines)
    } throws: { error in
      guard let invalid = error as? InvalidProfileValue else { return false }
      return invalid.member == member && invalid.expected.contains(words)
    }
    let zeroGap = try? DeviceProfile(
      name: "p", rowWidth: 300, gap: 0, font: font, fontSize: 17, model: .points)
    #expect(zeroGap?.gap == 0)
  }

  @Test func aFontSetInCodeIsCheckedAsInAFile() {
    let face = FontFace(path: "/x/My.ttf")
    #expect(throws: InvalidFontValue.self) { try FontSet(scripts: ["Latin": face]) }
    #expect(throws: InvalidFontValue.self) { try FontSet(scripts: [:], languages: ["UR": [:]]) }
    #expect(throws: InvalidFontValue.self) { try FontFace(path: "/x/My.ttc", index: 65_536) }
    #expect(throws: InvalidFontValue.self) { try FontFace(path: "/x/My.ttc", index: -1) }
    #expect((try? FontFace(path: "/x/My.ttc", index: 65_535))?.index == 65_535)
  }

  /// What decoding `text` as `p.json` throws, as the user reads it.
  static func refusal(_ text: String) -> String? {
    do {
      _ = try DeviceProfile.decode(Array(text.utf8), file: "p.json")
      return nil
    } catch {
      return error.placeAndMessage
    }
  }

  @Test func refusesTwoProfilesWithOneName() {
    let text = """
      {"profiles": [
        {"name": "a", "rowWidth": 1, "gap": 0, "font": {"family": "f", "role": "r"}, "fontSize": 1, "model": "columns"},
        {"name": "a", "rowWidth": 1, "gap": 0, "font": {"family": "f", "role": "r"}, "fontSize": 1, "model": "columns"}
      ]}
      """
    #expect(
      Self.refusal(text) == "p.json:3:4: a second profile is named 'a' (the first is at 2:4)")
  }

  @Test func anEmptyListOfProfilesIsAnErrorThatSaysWhatToGive() {
    #expect(
      Self.refusal(#"{"profiles": []}"#)
        == "p.json:1:2: profiles is empty; give at least one profile, or leave the file out to use the shipped ones"
    )
    #expect(
      PaySheetError.unknownProfile("iphone-se", known: []).description
        == "unknown device profile 'iphone-se'; no profiles are loaded")
  }

  @Test func anUnreadableFileIsAnErrorNamingIt() {
    #expect(
      throws: InputError(
        kind: .io, file: "/nonexistent/p.json", position: nil, message: "no such file")
    ) {
      try DeviceProfile.load(path: "/nonexistent/p.json")
    }
  }
}
