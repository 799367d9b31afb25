import Testing

@testable import PaySheetCatalog

@Suite("Format specifiers")
struct FormatStringTests {
  struct Valid: Sendable, CustomTestStringConvertible {
    var text: String
    var position: Int?
    var type: FormatArgumentType
    var length: String = ""
    var precision: String? = nil
    var testDescription: String { text }
  }

  static let valid: [Valid] = [
    Valid(text: "%@", type: .object),
    Valid(text: "%d", type: .int),
    Valid(text: "%i", type: .int),
    Valid(text: "%u", type: .uint),
    Valid(text: "%ld", type: .int, length: "l"),
    Valid(text: "%lld", type: .int, length: "ll"),
    Valid(text: "%llu", type: .uint, length: "ll"),
    Valid(text: "%x", type: .uint),
    Valid(text: "%o", type: .uint),
    Valid(text: "%f", type: .double),
    Valid(text: "%.2f", type: .double, precision: "2"),
    Valid(text: "%1$@", position: 1, type: .object),
    Valid(text: "%2$lld", position: 2, type: .int, length: "ll"),
    Valid(text: "%c", type: .char),
    Valid(text: "%s", type: .cString),
    Valid(text: "%p", type: .pointer),
  ]

  @Test(arguments: valid)
  func parsesSpecifier(_ testCase: Valid) throws {
    let segments = try FormatString.parse("a" + testCase.text + "b")
    #expect(segments.count == 3)
    guard case .specifier(let specifier) = segments[1] else {
      Issue.record("expected a specifier, got \(segments)")
      return
    }
    #expect(specifier.text == testCase.text)
    #expect(specifier.position == testCase.position)
    #expect(specifier.type == testCase.type)
    #expect(specifier.length == testCase.length)
    #expect(specifier.precision == testCase.precision)
    #expect(specifier.offset == 1)
  }

  struct Literals: Sendable, CustomTestStringConvertible {
    var text: String
    var context: FormatString.Context = .value
    /// The literal segments, in order.
    var literals: [String]
    /// The scalar offset of each specifier, substitution or `%arg`.
    var offsets: [Int]
    var testDescription: String { text }
  }

  /// Literal text is cut in runs around specifiers, and `%%` joins the runs on either side
  /// with one `%`; offsets count Unicode scalars, whatever the characters before them.
  static let literals: [Literals] = [
    Literals(text: "Größe: %@ €", literals: ["Größe: ", " €"], offsets: [7]),
    Literals(text: "日本%%語", literals: ["日本%語"], offsets: []),
    Literals(text: "👍🏽%%%@ é", literals: ["👍🏽%", " é"], offsets: [4]),
    Literals(text: "%%%%", literals: ["%%"], offsets: []),
    Literals(text: "x%%", literals: ["x%"], offsets: []),
    Literals(text: "%@é", literals: ["é"], offsets: [0]),
    Literals(text: "é%@", literals: ["é"], offsets: [1]),
    Literals(text: "a%1$@b%2$lldc", literals: ["a", "b", "c"], offsets: [1, 6]),
    Literals(text: "%#@n@ días", literals: [" días"], offsets: [0]),
    Literals(
      text: "%arg días, é%arg", context: .substitutionValue, literals: [" días, é"],
      offsets: [0, 12]),
    Literals(text: "e\u{301}%@ñ", literals: ["e\u{301}", "ñ"], offsets: [2]),
    Literals(text: "", literals: [], offsets: []),
    Literals(text: "no specifier, ünïcödé", literals: ["no specifier, ünïcödé"], offsets: []),
  ]

  @Test(arguments: literals)
  func literalRunsKeepTheirText(_ testCase: Literals) throws {
    let segments = try FormatString.parse(testCase.text, context: testCase.context)
    var literals: [String] = []
    var offsets: [Int] = []
    for segment in segments {
      switch segment {
      case .literal(let text): literals.append(text)
      case .specifier(let specifier): offsets.append(specifier.offset)
      case .substitution(let reference): offsets.append(reference.offset)
      case .substitutionArgument(let offset): offsets.append(offset)
      }
    }
    // Compared by scalars: `==` on strings would take "é" written two ways as equal.
    #expect(
      literals.map { Array($0.unicodeScalars) }
        == testCase.literals.map { Array($0.unicodeScalars) })
    #expect(offsets == testCase.offsets)
  }

  @Test func percentEscapeIsLiteral() throws {
    #expect(try FormatString.parse("50%% off") == [.literal("50% off")])
    #expect(try FormatString.arguments("100%%").isEmpty)
  }

  @Test func substitutionReferenceAndArgPlaceholder() throws {
    #expect(
      try FormatString.parse("%lld: %#@count@ posts").dropFirst(2).first
        == .substitution(
          SubstitutionReference(
            name: "count", position: nil, argument: 2, text: "%#@count@", offset: 6)))
    #expect(
      try FormatString.parse("is %arg string", context: .substitutionValue)
        == [.literal("is "), .substitutionArgument(offset: 3), .literal(" string")])
    // Outside a substitution, %a is the hexadecimal floating-point conversion.
    guard case .specifier(let specifier) = try FormatString.parse("%arg")[0] else {
      Issue.record("expected a specifier")
      return
    }
    #expect(specifier.conversion == "a")
  }

  @Test(arguments: [
    ("Test %y", FormatStringError.Kind.invalidSpecifier, "%y"),
    // `q` is BSD's quad length modifier, so `%q` is a length with no conversion after it.
    ("Test %q", .incompleteSpecifier, "%q"),
    ("Test %", .incompleteSpecifier, "%"),
    ("%1$", .incompleteSpecifier, "%1$"),
    ("%1$.2", .incompleteSpecifier, "%1$.2"),
    ("%0$@", .invalidSpecifier, "%0$"),
    ("%n", .invalidSpecifier, "%n"),
    ("%#@name", .invalidSpecifier, "%#@name"),
  ])
  func invalidSpecifiers(_ text: String, _ kind: FormatStringError.Kind, _ specifier: String) {
    #expect {
      try FormatString.parse(text)
    } throws: { error in
      guard let error = error as? FormatStringError else { return false }
      return error.kind == kind && error.specifier == specifier
    }
  }

  @Test(arguments: [
    (
      "%@ and %lld",
      [
        FormatArgumentSlot(position: 1, type: .object, specifiers: ["%@"]),
        FormatArgumentSlot(position: 2, type: .int, specifiers: ["%lld"]),
      ]
    ),
    (
      "Second: %2$@ - First: %1$lld",
      [
        FormatArgumentSlot(position: 1, type: .int, specifiers: ["%1$lld"]),
        FormatArgumentSlot(position: 2, type: .object, specifiers: ["%2$@"]),
      ]
    ),
    (
      "%@, are you there? %1$@?",
      [FormatArgumentSlot(position: 1, type: .object, specifiers: ["%@", "%1$@"])]
    ),
    (
      "%1$lld or %1$llx",
      [FormatArgumentSlot(position: 1, type: .int, specifiers: ["%1$lld", "%1$llx"])]
    ),
    ("no arguments", []),
  ])
  func argumentLists(_ text: String, _ expected: [FormatArgumentSlot]) throws {
    #expect(try FormatString.arguments(text) == expected)
  }

  @Test(
    arguments: [
      ("%1$lld or %1$@", FormatStringError.Kind.conflictingTypes, 1),
      ("%2$@", .missingArgument, 1),
      ("%1$@ %3$@", .missingArgument, 2),
      ("%*d", .unsupportedSpecifier, nil),
      ("%c", .unsupportedSpecifier, nil),
    ] as [(String, FormatStringError.Kind, Int?)])
  func argumentErrors(_ text: String, _ kind: FormatStringError.Kind, _ position: Int?) {
    #expect {
      try FormatString.arguments(text)
    } throws: { error in
      guard let error = error as? FormatStringError else { return false }
      return error.kind == kind && error.argumentPosition == position
    }
  }

  @Test func substitutionArgumentsUseArgNum() throws {
    let substitutions = [
      "total.strings": SubstitutionSpec(argNum: 2, formatSpecifier: "lld"),
      "remaining.strings": SubstitutionSpec(argNum: 3, formatSpecifier: "lld"),
    ]
    let slots = try FormatString.arguments(
      "%@! There %#@total.strings@ and you have %#@remaining.strings@ remaining",
      substitutions: substitutions)
    #expect(slots.map(\.position) == [1, 2, 3])
    #expect(slots.map(\.type) == [.object, .int, .int])
    #expect(throws: FormatStringError.self) {
      try FormatString.arguments("%#@missing@", substitutions: substitutions)
    }
    #expect(throws: FormatStringError.self) {
      try FormatString.arguments(
        "%1$@ %#@n@", substitutions: ["n": SubstitutionSpec(argNum: 1, formatSpecifier: "lld")])
    }
  }

  @Test(arguments: [
    ("%@ has %lld items", [FormatArgument.string("Cart"), .int(3)], "Cart has 3 items"),
    ("%lld", [.string("1,234")], "1,234"),
    ("%2$@ %1$@", [.string("b"), .string("a")], "a b"),
    ("%d|%i|%ld|%u", [.int(42), .int(7), .int(-5), .int(-1)], "42|7|-5|18446744073709551615"),
    ("100%% %@", [.string("sure")], "100% sure"),
  ])
  func substitutesArguments(_ template: String, _ arguments: [FormatArgument], _ expected: String)
    throws
  {
    #expect(try FormatString.substitute(template, arguments: arguments) == expected)
  }

  @Test(arguments: [
    ("%@ %@", [FormatArgument.string("one")], FormatStringError.Kind.argumentCount, nil as Int?),
    ("%@", [.string("a"), .string("b")], .argumentCount, nil),
    ("%@", [.int(1)], .argumentType, 1),
    ("%@ %lld", [.string("a"), .string("1"), .string("2")], .argumentCount, nil),
    ("%c", [.string("x")], .unsupportedSpecifier, nil),
    // What sheet text never uses is refused, not padded or formatted by a second engine.
    ("%5d", [.int(42)], .unsupportedSpecifier, nil),
    ("%+d", [.int(5)], .unsupportedSpecifier, nil),
    ("%.2f", [.string("3.14")], .unsupportedSpecifier, nil),
    ("%x", [.int(255)], .unsupportedSpecifier, nil),
    ("%#@n@", [.int(1)], .unresolvedSubstitution, nil),
  ])
  func substitutionErrors(
    _ template: String, _ arguments: [FormatArgument], _ kind: FormatStringError.Kind,
    _ position: Int?
  ) {
    #expect {
      try FormatString.substitute(template, arguments: arguments)
    } throws: { error in
      guard let error = error as? FormatStringError else { return false }
      return error.kind == kind && error.argumentPosition == position
    }
  }

  /// Widths and precisions past two digits are refused as they are read, before any
  /// padding: `%99999999999999@` once asked for 100 TB.
  @Test(arguments: [
    "Pay %99999999999999@", "%3000000000@", "%.9999999999a", "%100d", "%1$.123f",
    "%99999999999999999999999999@",
  ])
  func hugeWidthsAndPrecisionsAreRefusedWhenRead(format: String) {
    #expect {
      try FormatString.parse(format)
    } throws: { error in
      guard let error = error as? FormatStringError else { return false }
      return error.kind == .invalidSpecifier && error.message.contains("over 99")
        && error.message.count < 200
    }
  }

  @Test(arguments: [("%99@", 99), ("%.99f", nil), ("%2$5lld", 5)] as [(String, Int?)])
  func widthsUpToTheLimitParse(format: String, width: Int?) throws {
    let segments = try FormatString.parse(format)
    guard case .specifier(let specifier) = segments.first else {
      Issue.record("no specifier in \(format)")
      return
    }
    #expect(specifier.width.flatMap { Int($0) } == width)
  }

  @Test func impliedPositionsAreResolvedOnceAsTheyAreRead() throws {
    let segments = try FormatString.parse("%@ %1$@ %#@n@ %lld %3$@")
    var arguments: [Int] = []
    for segment in segments {
      switch segment {
      case .specifier(let specifier): arguments.append(specifier.argument)
      case .substitution(let reference): arguments.append(reference.argument)
      default: break
      }
    }
    #expect(arguments == [1, 1, 2, 3, 3])
  }

  @Test func substitutesVariationText() throws {
    let spec = SubstitutionSpec(argNum: 2, formatSpecifier: "lld")
    let count = try FormatString.substitute(
      variationValue: "are %arg strings", substitution: spec,
      arguments: [.string("Hi"), .int(3)])
    #expect(count == "are 3 strings")
    let full = try FormatString.substitute(
      "%@! There %#@total@", arguments: [.string("Hi"), .int(3)],
      substitutions: ["total": count])
    #expect(full == "Hi! There are 3 strings")
  }

  @Test(
    "Broken corpus files are reported", .enabled(if: Corpus.isAvailable, Corpus.missing),
    arguments: [
      ("xcstrings-tool-MismatchingArgumentType.xcstrings", FormatStringError.Kind.conflictingTypes),
      ("xcstrings-tool-MissingArgument.xcstrings", .missingArgument),
      ("xcstrings-tool-UnsupportedFormatSpecifiers.xcstrings", .unsupportedSpecifier),
    ])
  func brokenCorpusFiles(_ name: String, _ kind: FormatStringError.Kind) throws {
    let catalog = try StringCatalog(jsonBytes: Corpus.bytes(name), file: name)
    let units = catalog.allStringUnits()
    #expect(!units.isEmpty)
    var kinds: [FormatStringError.Kind] = []
    for unit in units {
      do {
        _ = try FormatString.arguments(unit.value)
      } catch {
        kinds.append(error.kind)
      }
    }
    #expect(kinds == [kind])
  }

  @Test(
    "Well-formed corpus files have consistent arguments",
    .enabled(if: Corpus.isAvailable, Corpus.missing))
  func wellFormedCorpusFiles() throws {
    let names = [
      "xcstrings-tool-Localizable.xcstrings", "xcstrings-tool-Positional.xcstrings",
      "xcstrings-tool-Substitution.xcstrings", "xcstrings-tool-Variations.xcstrings",
      "xcstrings-tool-Simple.xcstrings", "xcstrings-tool-Multiline.xcstrings",
    ]
    for name in names {
      let catalog = try StringCatalog(jsonBytes: Corpus.bytes(name), file: name)
      for (key, entry) in catalog.strings {
        for (_, localization) in entry.localizations {
          guard let value = localization.stringUnit?.value else { continue }
          let substitutions =
            localization.substitutions.isEmpty
            ? nil
            : Dictionary(
              uniqueKeysWithValues: localization.substitutions.map {
                ($0.key, SubstitutionSpec($0.value))
              })
          #expect(throws: Never.self, "\(name) \(key)") {
            try FormatString.arguments(value, substitutions: substitutions)
          }
        }
      }
    }
  }
}
