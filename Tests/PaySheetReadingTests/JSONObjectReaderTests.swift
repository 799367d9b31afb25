import Testing

@testable import PaySheetReading

@Suite("Reading JSON objects")
struct JSONObjectReaderTests {
  static func reader(_ text: String) throws -> JSONReader {
    try JSONReader.document(Array(text.utf8), file: "doc.json")
  }

  /// An object of `count` members `m0` … with the member's number as its value.
  static func object(members count: Int) -> String {
    "{" + (0..<count).map { "\"m\($0)\": \($0)" }.joined(separator: ", ") + "}"
  }

  // 70 members: past the 64 a word of bits marks, and past the 12 searched in order.
  @Test(arguments: [3, 12, 13, 64, 65, 70])
  func membersTakenByNameAreNotLeft(count: Int) throws {
    var object = try Self.reader(Self.object(members: count)).object()
    let taken = [0, count / 2, count - 1]
    for number in taken {
      #expect(try object.take("m\(number)")?.integer(in: 0...1000) == number)
      #expect(!object.has("m\(number)"))
      #expect(object.take("m\(number)") == nil)
    }
    let left = object.remaining().map(\.key)
    #expect(left == (0..<count).filter { !taken.contains($0) }.map { "m\($0)" })
    #expect(object.order == (0..<count).map { "m\($0)" })
    #expect(object.takeAll().map(\.key) == left)
    #expect(object.remaining().isEmpty)
    #expect(object.takeAll().isEmpty)
  }

  @Test func anUnknownMemberPastTheSixtyFourthIsNamed() throws {
    var object = try Self.reader(Self.object(members: 70)).object()
    for number in 0..<70 where number != 66 { _ = object.take("m\(number)") }
    #expect(throws: InputError.self) { try object.finish(known: ["m1"]) }
    do {
      try object.finish(known: ["m1"])
    } catch {
      #expect(error.message.contains("unknown member 'm66'"))
    }
  }

  @Test func aNestedValueNamesItsWholePath() throws {
    var root = try Self.reader(#"{"a": {"b c": [1, {"d": "x"}]}}"#).object()
    var a = try root.required("a").object()
    let list = try a.required("b c").array()
    var element = try list[1].object()
    let d = try element.required("d")
    #expect(d.path.description == #"a["b c"][1].d"#)
    #expect(d.path.lastMember == "d")
    #expect(throws: InputError.self) { try d.bool() }
    do {
      _ = try d.bool()
    } catch {
      #expect(error.message == #"a["b c"][1].d is 'x'; expected true or false"#)
    }
  }

  @Test func pathsAreEqualByTheirSteps() {
    let built = FieldPath().appending(.member("items")).appending(.index(2))
    let listed = FieldPath([.member("items"), .index(2)])
    #expect(built == listed)
    #expect(built.hashValue == listed.hashValue)
    #expect(built.steps == [.member("items"), .index(2)])
    #expect(built != FieldPath([.member("items"), .index(3)]))
    #expect(FieldPath().description == "the document")
  }
}
