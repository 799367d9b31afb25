// Measures PaySheetKit against references run in the same process, and prints ratios.
//
// References: the limit, a loop of raw shim calls on one cached ICU formatter (the same
// skeleton and ICU entry point PaySheetKit uses) that turns each result into a Swift
// string with the same transcoder; and Foundation's
// Decimal.FormatStyle.Currency, what a Swift user would pick. Each round runs every
// contender on the same amounts, rounds alternate, and the median round counts, so a
// background load slows all contenders alike rather than one of them.
internal import CPaySheetICU
import Foundation
internal import PaySheetICU
import PaySheetKit
import PaySheetLint

struct Measurement {
  let name: String
  var seconds: [Double] = []
  var median: Double { seconds.sorted()[seconds.count / 2] }
}

@inline(never)
func time(_ body: () throws -> Int) rethrows -> (Double, Int) {
  let start = ContinuousClock.now
  let checksum = try body()
  let elapsed = ContinuousClock.now - start
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  return (seconds, checksum)
}

func amountCase(locale identifier: String, currency code: String, rounds: Int, perRound: Int) throws
{
  let locale = try SheetLocale(identifier)
  let currency = try Currency(code)
  // Amounts with two decimals across magnitudes: 0.01 to 9,999,999.99.
  var generator = SystemRandomNumberGenerator()
  let units: [Int64] = (0..<1000).map { _ in Int64.random(in: 1...999_999_999, using: &generator) }
  let monies = units.map { Money(minorUnits: $0, currency: currency) }
  let decimals = monies.map(\.amount)

  let formatter = try CurrencyFormatter(locale: locale, currency: currency)
  let general = MoneyFormatter(locale: locale)
  let skeleton =
    "currency/\(code)"
    + (currency.minorUnitDigits > 0
      ? " scale/0." + String(repeating: "0", count: currency.minorUnitDigits - 1) + "1" : "")
  let raw = try ICUNumberFormatter(locale: ICULocale(parsing: identifier), skeleton: skeleton)
  let style = Decimal.FormatStyle.Currency(
    code: code, locale: Locale(identifier: locale.icuIdentifier))

  // The three must agree on what they produce, or the comparison means nothing.
  let sample = try formatter.string(for: monies[0])
  guard sample == (try raw.format(integer: monies[0].minorUnits)),
    sample == (try general.string(for: monies[0]))
  else {
    fatalError("PaySheetKit and raw ICU disagree: \(sample)")
  }

  var kit = Measurement(name: "PaySheetKit CurrencyFormatter")
  var kitGeneral = Measurement(name: "PaySheetKit MoneyFormatter")
  var limit = Measurement(name: "raw shim loop (limit)")
  var foundation = Measurement(name: "Foundation FormatStyle")
  var checksum = 0
  let buffer = UnsafeMutablePointer<UInt16>.allocate(capacity: 128)
  defer { buffer.deallocate() }
  for _ in 0..<rounds {
    let (t1, c1) = try time {
      var sum = 0
      for index in 0..<perRound {
        sum &+= try formatter.string(for: monies[index % 1000]).utf8.count
      }
      return sum
    }
    let (t4, c4) = try time {
      var sum = 0
      for index in 0..<perRound { sum &+= try general.string(for: monies[index % 1000]).utf8.count }
      return sum
    }
    let (t2, c2) = time {
      var sum = 0
      for index in 0..<perRound {
        var status: Int32 = 0
        let length = psicu_numfmt_format_int64(
          raw.handle, units[index % 1000], buffer, 128, &status)
        sum &+= makeString(utf16: UnsafeBufferPointer(start: buffer, count: Int(length))).utf8.count
      }
      return sum
    }
    let foundationCount = perRound / 10
    let (t3, c3) = time {
      var sum = 0
      for index in 0..<foundationCount { sum &+= style.format(decimals[index % 1000]).utf8.count }
      return sum
    }
    kit.seconds.append(t1 / Double(perRound))
    kitGeneral.seconds.append(t4 / Double(perRound))
    limit.seconds.append(t2 / Double(perRound))
    foundation.seconds.append(t3 / Double(foundationCount))
    checksum &+= c1 &+ c2 &+ c3 &+ c4
  }
  print(
    "amounts formatted per second, \(identifier) \(code) (median of \(rounds) rounds, checksum \(checksum % 1000)):"
  )
  for measurement in [kit, kitGeneral, limit, foundation] {
    let rate = 1 / measurement.median
    print(
      "  \(measurement.name.padding(toLength: 30, withPad: " ", startingAt: 0)) \(String(format: "%12.0f", rate))/s  \(String(format: "%7.0f", measurement.median * 1e9)) ns each"
    )
  }
  print(
    String(
      format: "  ratio CurrencyFormatter / raw loop:  %.3f× the time (target ≤ 1.15)",
      kit.median / limit.median))
  print(
    String(
      format:
        "  ratio MoneyFormatter / raw loop:   %.3f× the time (shared cache lookup per amount)",
      kitGeneral.median / limit.median))
  print(
    String(
      format: "  ratio FormatStyle / CurrencyFormatter:  %.1f× faster (target ≥ 5)",
      foundation.median / kit.median))
}

/// Lines measured per second by each width model over realistic sheet lines in several
/// scripts: labels and amounts as a payment sheet shows them, each with its locale.
func widthCase(rounds: Int, perRound: Int) throws {
  let lines: [(String, String)] = [
    ("en-US", "Subtotal"), ("en-US", "$1,234.56"), ("en-US", "Shipping to Wave Avenue"),
    ("de-DE", "Zwischensumme inkl. MwSt."), ("de-DE", "1.234,56\u{A0}€"),
    ("ru", "Итого к оплате"), ("el", "Σύνολο πληρωμής"),
    ("ar", "المجموع الفرعي"), ("ar", "١٬٢٣٤٫٥٦\u{A0}د.ك.\u{200F}"), ("he", "סך הכול לתשלום"),
    ("hi", "कुल भुगतान राशि"), ("th", "ยอดรวมทั้งหมด"),
    ("ja", "お支払い合計（税込）"), ("zh-Hans", "应付总额"), ("ko", "결제 금액 합계"),
    ("en-US", "Gift wrap 🎁"),
  ]
  let samples = try lines.map { (try SheetLocale($0.0), $0.1) }
  let models: [(String, any WidthModel)] = [
    ("columns", ColumnsModel()), ("points (HarfBuzz, 17 pt)", PointsModel(size: 17)),
  ]
  // Open every font before timing, so the first round does not pay for it.
  for (_, model) in models {
    for (locale, text) in samples { _ = try model.width(of: text, locale: locale) }
  }
  var measurements = models.map { Measurement(name: $0.0) }
  var checksum = 0.0
  for _ in 0..<rounds {
    for (index, (_, model)) in models.enumerated() {
      let (seconds, _) = try time {
        var sum = 0.0
        for line in 0..<perRound {
          let (locale, text) = samples[line % samples.count]
          sum += try model.width(of: text, locale: locale)
        }
        checksum += sum
        return 0
      }
      measurements[index].seconds.append(seconds / Double(perRound))
    }
  }
  print(
    "sheet lines measured per second, \(samples.count) lines in 11 scripts (median of \(rounds) rounds, checksum \(Int(checksum) % 1000)):"
  )
  for measurement in measurements {
    let rate = 1 / measurement.median
    print(
      "  \(measurement.name.padding(toLength: 30, withPad: " ", startingAt: 0)) \(String(format: "%12.0f", rate))/s  \(String(format: "%7.0f", measurement.median * 1e9)) ns each"
    )
  }
  print(
    String(
      format: "  ratio points / columns:  %.1f× the time",
      measurements[1].median / measurements[0].median))
}

let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
/// The catalogs named with `--catalog PATH`, measured in place of the corpus's largest.
let chosenCatalogs: [String] = zip(arguments, arguments.dropFirst()).compactMap {
  $0 == "--catalog" ? $1 : nil
}
/// The `paysheet` the whole-process case runs: `--paysheet PATH`, else the one built beside
/// this benchmark. CI names the released binary, statically linked as users receive it: the
/// development build loads 27 shared libraries and calls the Swift runtime through them, which
/// took 6.8 ms of `paysheet --version` against 2.5 ms and 9% more of a lint's processor time.
let chosenTool: String? = zip(arguments, arguments.dropFirst()).first { $0.0 == "--paysheet" }?.1
// `--ticker` runs the ticker case alone: the one whose figure depends most on what else runs.
if arguments.contains("--ticker") {
  try tickerCase()
  exit(0)
}
// `--catalog` runs the real-catalog case alone, the one it is for.
// A catalog that cannot be read is refused with the error, which names it, rather than trap.
if !chosenCatalogs.isEmpty {
  do {
    try realCatalogCase(rounds: 9)
  } catch {
    FileHandle.standardError.write(Data("Benchmarks: \(error)\n".utf8))
    exit(2)
  }
  exit(0)
}
let rounds = quick ? 3 : 15
let perRound = quick ? 20_000 : 100_000
for (locale, currency) in [("en-US", "USD"), ("de-CH", "CHF"), ("ar", "KWD"), ("ja", "JPY")] {
  try amountCase(locale: locale, currency: currency, rounds: rounds, perRound: perRound)
}
try widthCase(rounds: rounds, perRound: quick ? 2_000 : 20_000)

/// A full lint of the shipped catalog: every rule, every language and key, every shipped
/// profile measured on the example sheets, with the package's `.paysheet.json`, read from
/// disk each round as `paysheet lint` does.
func lintCase(rounds: Int) throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  let catalog = root.appendingPathComponent("Localizations/PaymentSheet.xcstrings").path
  let sheets = root.appendingPathComponent("Examples/sheets").path
  var configuration = try LintConfiguration(
    contentsOf: root.appendingPathComponent(".paysheet.json"))
  configuration.strict = true
  let samples = LintInputs.read(paths: [sheets]).sheets.map(\.sheet)
  let session = try LintSession(configuration: configuration)
  var seconds: [Double] = []
  var count = 0
  for _ in 0..<rounds {
    let (elapsed, found) = time {
      try! session.run(LintRequest(paths: [catalog, sheets])).findings.count
    }
    seconds.append(elapsed)
    count = found
  }
  let median = seconds.sorted()[seconds.count / 2]
  print(
    "full lint of the shipped catalog and \(samples.count) example sheets on \(session.profiles.count) profiles "
      + "(\(RuleRegistry.all.count) rules, median of \(rounds) rounds):")
  print(
    String(
      format: "  %.1f ms in process, %d finding%@ (target: one process start to exit under 2 s)",
      median * 1000, count, count == 1 ? "" : "s"))
}

try lintCase(rounds: quick ? 3 : 10)

/// `paysheet lint` on the three largest real catalogs the tests know, Anytype's `UI.xcstrings`
/// (`../fetched-corpus`, which `scripts/fetch-precision-corpus.sh` fetches) and the two
/// largest of the corpus `scripts/fetch-corpus.sh` writes (`PAYSHEET_CORPUS`, else
/// `../paysheet-corpus`; its `real/`), with the empty configuration the precision script
/// uses, as a whole process from start to exit (target: at most 1.2 times Foundation's parse
/// of the same bytes). `--catalog PATH` (repeatable) measures those catalogs instead.
///
/// References on the same input: Foundation's `JSONSerialization` parsing the file's bytes
/// in this process, which only parses, and `paysheet --version` as a process, which only
/// starts and exits. The lint in this process is timed beside them, rounds alternating. The
/// parse and the lint must read the same keys and string units, or the ratio means nothing.
func realCatalogCase(rounds: Int) throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  let executable =
    chosenTool.map { URL(fileURLWithPath: $0) }
    ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("paysheet")
  let corpus = corpusFolder(root).appendingPathComponent("real")
  let files =
    FileManager.default.enumerator(atPath: corpus.path)?.compactMap { $0 as? String }
    .filter { $0.hasSuffix(".xcstrings") } ?? []
  func size(_ path: String) -> Int {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    return (attributes?[.size] as? NSNumber)?.intValue ?? 0
  }
  let config = root.appendingPathComponent("Tests/PaySheetLintTests/Corpus/Precision/config.json")
  var cases: [(name: String, path: String)] = chosenCatalogs.map {
    (URL(fileURLWithPath: $0).lastPathComponent, $0)
  }
  if cases.isEmpty {
    let largest = files.map { corpus.appendingPathComponent($0).path }.sorted {
      size($0) > size($1)
    }.prefix(2)
    cases = largest.map { path in
      (path.split(separator: "/").suffix(2).joined(separator: "/"), path)
    }
    // The largest real catalog the tests know, 2.9 MB in 25 languages, is Anytype's, which
    // scripts/fetch-precision-corpus.sh fetches beside the package.
    let anytype = root.appendingPathComponent(
      "../fetched-corpus/anyproto+anytype-swift/UI.xcstrings"
    ).standardizedFileURL.path
    if FileManager.default.fileExists(atPath: anytype) {
      cases.insert(("anytype-swift/UI.xcstrings", anytype), at: 0)
    } else {
      print(
        "\nlint of Anytype's UI.xcstrings: not measured, \(anytype) is absent; "
          + "scripts/fetch-precision-corpus.sh ../fetched-corpus fetches it")
    }
  }
  guard FileManager.default.isExecutableFile(atPath: executable.path), !cases.isEmpty else {
    print(
      "\nlint of the largest real catalog: not measured; build \(executable.path) (or name one with --paysheet PATH), and run scripts/fetch-corpus.sh or name a catalog with --catalog PATH"
    )
    return
  }

  // posix_spawn, and output to /dev/null, as a shell starts it: Foundation's `Process`
  // took 50 ms to start and reap `paysheet --version`, which `/usr/bin/time` puts at 10 ms.
  func runProcess(_ arguments: [String]) throws -> Double {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
    defer { for argument in argv { free(argument) } }
    return try time { () throws -> Int in
      var pid: pid_t = 0
      let started = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
      guard started == 0 else { throw POSIXError(POSIXErrorCode(rawValue: started) ?? .EIO) }
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0, errno == EINTR {}
      return Int(status)
    }.0
  }
  let session = try LintSession(configuration: LintConfiguration(contentsOf: config))
  print("\nthe paysheet measured as a process: \(executable.path)")

  for (name, path) in cases {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let catalog = try StringCatalog(jsonBytes: Array(bytes), file: path)
    // The contenders agree: the same keys, and the same string units in them.
    let parsed = try JSONSerialization.jsonObject(with: bytes) as? [String: Any]
    let parsedKeys = parsed?["strings"] as? [String: Any] ?? [:]
    let units = catalog.strings.values.reduce(0) { $0 + stringUnits(in: $1) }
    guard parsedKeys.count == catalog.strings.count, stringUnits(in: parsedKeys) == units else {
      fatalError("PaySheetKit and JSONSerialization read different keys or texts of \(path)")
    }
    var process = Measurement(name: "paysheet lint, start to exit")
    var start = Measurement(name: "paysheet --version, start to exit")
    var inProcess = Measurement(name: "read and lint in this process")
    var foundation = Measurement(name: "JSONSerialization parse")
    var findings = 0
    for _ in 0..<rounds {
      process.seconds.append(try runProcess(["lint", path, "--config", config.path]))
      start.seconds.append(try runProcess(["--version"]))
      let (elapsed, found) = time { try! session.run(LintRequest(paths: [path])).findings.count }
      inProcess.seconds.append(elapsed)
      findings = found
      foundation.seconds.append(
        try time { () throws -> Int in
          (try JSONSerialization.jsonObject(with: bytes) as? [String: Any])?.count ?? 0
        }.0)
    }
    print(
      "\npaysheet lint of \(name) (\(bytes.count / 1024) KiB, \(catalog.strings.count) keys, "
        + "\(units) texts, \(catalog.languages.count) languages, \(findings) findings), "
        + "median of \(rounds) rounds:"
    )
    for measurement in [process, start, inProcess, foundation] {
      let name = measurement.name.padding(toLength: 36, withPad: " ", startingAt: 0)
      print(
        "  " + name
          + String(
            format: "%7.1f ms  %5.2f× the JSONSerialization parse", measurement.median * 1000,
            measurement.median / foundation.median))
    }
    print(
      String(
        format:
          "  ratio paysheet lint / JSONSerialization parse: %.2f× (target ≤ 1.2; %.0f ms of it is starting and exiting)",
        process.median / foundation.median, start.median * 1000))
  }
}

/// The string units of a catalog entry, with those of its variations and substitutions.
func stringUnits(in entry: CatalogEntry) -> Int {
  func count(_ localization: Localization) -> Int {
    (localization.stringUnit == nil ? 0 : 1) + count(localization.variations)
      + localization.substitutions.values.reduce(0) { $0 + count($1.variations) }
  }
  func count(_ variations: Variations?) -> Int {
    guard let variations else { return 0 }
    let forms = variations.pluralForms.map(\.form) + variations.deviceForms.map(\.form)
    return forms.reduce(0) { $0 + count($1) }
  }
  return entry.localizations.values.reduce(0) { $0 + count($1) }
}

/// The `stringUnit` objects anywhere inside a value `JSONSerialization` parsed.
func stringUnits(in value: Any) -> Int {
  if let object = value as? [String: Any] {
    return object.reduce(0) { $0 + ($1.key == "stringUnit" ? 1 : stringUnits(in: $1.value)) }
  }
  if let array = value as? [Any] { return array.reduce(0) { $0 + stringUnits(in: $1) } }
  return 0
}

// Nine rounds even when quick: the case takes some 4 s a catalog, and the median of three
// rounds moved DuckDuckGo's ratio from 1.14 to 1.21 between two runs a minute apart.
try realCatalogCase(rounds: 9)
try threadCase(rounds: quick ? 3 : 10)
try tickerCase()

/// Streaming `paysheet format-amount -` as a whole process against the C program in
/// Benchmarks/c, which formats the same lines with one cached ICU formatter.
func streamCase(rounds: Int, lines: Int) throws {
  let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("paysheet")
  guard FileManager.default.isExecutableFile(atPath: executable.path) else {
    print("\nstreaming format-amount: not measured; build the paysheet product first")
    return
  }
  let work = FileManager.default.temporaryDirectory.appendingPathComponent(
    "paysheet-stream-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: work) }
  let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("c/format_stream.c")
  let reference = work.appendingPathComponent("format_stream")
  let compile = Process()
  compile.executableURL = URL(fileURLWithPath: "/bin/sh")
  compile.arguments = [
    "-c",
    "cc -O2 '\(source.path)' -o '\(reference.path)' $(pkg-config --cflags --libs icu-uc icu-i18n)",
  ]
  try compile.run()
  compile.waitUntilExit()
  guard compile.terminationStatus == 0 else { fatalError("cannot compile \(source.path)") }

  // Amounts with two decimals across magnitudes, one per line.
  var generator = SystemRandomNumberGenerator()
  var text = ""
  for _ in 0..<lines {
    let units = Int64.random(in: 1...999_999_999, using: &generator)
    text += "\(units / 100).\(String(units % 100 + 100).dropFirst())\n"
  }
  let input = work.appendingPathComponent("amounts.txt")
  try Data(text.utf8).write(to: input)

  func run(_ program: URL, _ arguments: [String], into output: URL) throws -> Double {
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.standardInput = try FileHandle(forReadingFrom: input)
    process.standardOutput = try FileHandle(forWritingTo: output)
    let (seconds, _) = try time {
      try process.run()
      process.waitUntilExit()
      return Int(process.terminationStatus)
    }
    guard process.terminationStatus == 0 else { fatalError("\(program.path) failed") }
    return seconds
  }
  let kitOutput = work.appendingPathComponent("paysheet.txt")
  let cOutput = work.appendingPathComponent("c.txt")
  var kit = Measurement(name: "paysheet format-amount -")
  var c = Measurement(name: "C, one cached ICU formatter")
  for _ in 0..<rounds {
    kit.seconds.append(
      try run(
        executable, ["format-amount", "--locale", "en", "--currency", "USD", "-"], into: kitOutput))
    c.seconds.append(try run(reference, ["en", "currency/USD"], into: cOutput))
  }
  guard try Data(contentsOf: kitOutput) == Data(contentsOf: cOutput) else {
    fatalError("paysheet and the C program wrote different text for \(input.path)")
  }
  print("\nstreaming \(lines) amounts (en, USD) through a whole process, median of \(rounds)")
  for measurement in [kit, c] {
    print(
      "  \(measurement.name.padding(toLength: 34, withPad: " ", startingAt: 0))"
        + String(
          format: "%8.3f s  %10.0f lines/s", measurement.median, Double(lines) / measurement.median)
    )
  }
  print(String(format: "  ratio paysheet / C: %.2f×", kit.median / c.median))
}

try streamCase(rounds: quick ? 3 : 7, lines: quick ? 200_000 : 1_000_000)
try scaleCase(rounds: quick ? 1 : 3, keys: quick ? 20_000 : 100_000)

/// The corpus `scripts/fetch-corpus.sh` writes: `PAYSHEET_CORPUS`, else `paysheet-corpus`
/// beside the package.
func corpusFolder(_ root: URL) -> URL {
  if let set = ProcessInfo.processInfo.environment["PAYSHEET_CORPUS"], !set.isEmpty {
    return URL(fileURLWithPath: set)
  }
  return root.appendingPathComponent("../paysheet-corpus").standardizedFileURL
}
