import Testing

@testable import PaySheetCLI

/// Options declared with the property wrappers: one declaration is the parser's spec, the
/// usage line and the typed value.
struct ParsableArgumentsTests {
  enum Shape: String, CaseIterable, ExpressibleByArgument {
    case round, square
  }

  struct Shared: ParsableArguments {
    @Option("size", "N", "Size.")
    var size: String?
    @Option("within-size", "M", "Only with --size.", within: "size")
    var withinSize: String?

    mutating func validate() throws(ValidationError) {
      if withinSize != nil, size == nil {
        throw ValidationError("'\($withinSize.flag)' needs '\($size.flag)'")
      }
    }
  }

  struct Options: ParsableArguments {
    @Argument("FILE", "A file.")
    var file: String
    @Option("shape", "SHAPE", "The shape.")
    var shape: Shape
    @Option("fill", "SHAPE", "The fill.")
    var fill = Shape.round
    @Option("tag", "TAG", "A tag.")
    var tags: [String]
    @OptionGroup var shared: Shared
    @Flag("quiet", "Say less.")
    var quiet: Bool
  }

  struct Undeclared: ParsableArguments {
    @Flag("quiet", "Say less.")
    var quiet: Bool
    var count = 0
  }

  @Test func declarationsAreTheUsageInTheirOrder() {
    #expect(
      OptionSpec.synopsis(Options.declarations)
        == "FILE --shape round|square [--fill round|square] [--tag TAG ...] [--size N [--within-size M]] [--quiet]"
    )
  }

  @Test func valuesAreDecodedTyped() throws {
    let options = try Options.parse([
      "a.json", "--shape", "square", "--tag", "x", "--tag=y", "--size", "3", "--quiet",
    ])
    #expect(options.file == "a.json")
    #expect(options.shape == .square)
    #expect(options.fill == .round)
    #expect(options.tags == ["x", "y"])
    #expect(options.shared.size == "3")
    #expect(options.shared.withinSize == nil)
    #expect(options.quiet)
    #expect(options.$shape.flag == "--shape")
  }

  @Test(arguments: [
    (["--shape", "round"], "missing FILE"),
    (["a", "b", "--shape", "round"], "expected one FILE, got 2 arguments"),
    (["a"], "missing '--shape'"),
    (["a", "--shape", "oval"], "'--shape' must be one of round, square, not 'oval'"),
    (["a", "--shape", "round", "--within-size", "2"], "'--within-size' needs '--size'"),
    (["a", "--shape", "round", "--nope"], "unknown option '--nope'"),
  ])
  func badUsageNamesTheFlagOrArgument(arguments: [String], message: String) {
    #expect(throws: ValidationError(message)) { try Options.parse(arguments) }
  }

  @Test func aConversionErrorIsPlacedAtTheFlag() throws {
    #expect(throws: ValidationError("--items: 'c' is not one of round, square")) {
      try Listed.parse(["--items", "round,c"])
    }
    #expect(
      try Listed.parse(["--items", "square, round,square"]).items.elements == [.square, .round])
  }

  struct Listed: ParsableArguments {
    @Option("items", "LIST", "Shapes.")
    var items = CommaSeparated<Shape>([])
  }

  @Test func aPropertyWithoutADeclarationIsNoOption() throws {
    #expect(Undeclared.declarations.map(\.name) == ["quiet"])
    #expect(throws: ValidationError("unknown option '--count'")) {
      try Undeclared.parse(["--count", "1"])
    }
    let options = try Undeclared.parse(["--quiet"])
    #expect(options.quiet && options.count == 0)
  }

  /// The first wrong value in the order the properties are written is the error, a group's
  /// own check where the group is.
  @Test func theFirstErrorInPropertyOrderIsTheOneShown() {
    #expect(throws: ValidationError("missing '--shape'")) {
      try Options.parse(["a", "--within-size", "2"])
    }
    #expect(throws: ValidationError("missing FILE")) {
      try Options.parse(["--shape", "round", "--within-size", "2"])
    }
  }
}
