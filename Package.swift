// swift-tools-version:6.1
import PackageDescription

/// Apple's systems: ICU from the system's libicucore (the shim declares what it calls,
/// Sources/CPaySheetICU/apple_icu.h), widths from Core Text. Nothing to install.
let applePlatforms: [Platform] = [.macOS, .macCatalyst, .iOS, .tvOS, .watchOS, .visionOS]

let package = Package(
  name: "PaySheetKit",
  // The minimums are those of Synchronization's Mutex and Atomic, which the package uses for
  // its locks and caches (docs/platforms.md says why a lock of its own was not written).
  // Linux has no minimum: Swift 6.1 or later.
  platforms: [
    .macOS(.v15), .macCatalyst(.v18), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2),
  ],
  products: [
    .library(name: "PaySheetKit", targets: ["PaySheetKit", "PaySheetCatalog", "PaySheetReading"]),
    .library(name: "PaySheetLint", targets: ["PaySheetLint"]),
    .executable(name: "paysheet", targets: ["paysheet"]),
    .plugin(name: "PaySheetLintPlugin", targets: ["PaySheetLintPlugin"]),
    .plugin(name: "PaySheetLintCommand", targets: ["PaySheetLintCommand"]),
  ],
  targets: [
    // Linux only: ICU through pkg-config (libicu-dev).
    .systemLibrary(
      name: "CICU",
      pkgConfig: "icu-uc icu-i18n",
      providers: [.apt(["libicu-dev"])]
    ),
    .target(
      name: "CPaySheetICU",
      dependencies: [.target(name: "CICU", condition: .when(platforms: [.linux]))],
      linkerSettings: [.linkedLibrary("icucore", .when(platforms: applePlatforms))]
    ),
    // Extended attributes (ACLs) and unnamed files, for rewrites that keep a file's rights.
    .target(name: "CPaySheetFiles"),
    .target(name: "PaySheetICU", dependencies: ["CPaySheetICU"]),
    // Linux only: HarfBuzz's functions, loaded at run time (dlopen) so that nothing links it.
    .target(name: "CHarfBuzz", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    .target(name: "PaySheetHarfBuzz", dependencies: ["CHarfBuzz"]),
    // The data files of Localizations/, compiled in with C23 #embed.
    .target(name: "CPaySheetResources"),
    // Reading files: the position-keeping JSON tree and its typed reader, bounded file reads,
    // places and the reader's error.
    .target(name: "PaySheetReading"),
    // String Catalogs and what is exchanged with translators: the catalog model, its reader
    // and writer, format strings, XLIFF, .strings and .stringsdict tables, pseudo-localization.
    .target(name: "PaySheetCatalog", dependencies: ["PaySheetReading", "PaySheetICU"]),
    // Widths: HarfBuzz on Linux, Core Text on Apple's systems (Width/CoreTextPoints.swift).
    .target(
      name: "PaySheetKit",
      dependencies: [
        "PaySheetCatalog", "PaySheetReading", "PaySheetICU", "CPaySheetResources",
        .target(name: "PaySheetHarfBuzz", condition: .when(platforms: [.linux])),
      ]),
    // The rules, the engine and what only they use: name checks (ICU's spoof checker) and
    // the async map of a lint.
    .target(name: "PaySheetLint", dependencies: ["PaySheetKit", "PaySheetICU"]),
    // What the tests of rules share: running a rule's examples, and the multi-byte rerun.
    .target(name: "PaySheetLintTestSupport", dependencies: ["PaySheetLint", "PaySheetKit"]),
    // What every test target shares: the real catalogs the corpus tests read (fetched by
    // scripts/fetch-corpus.sh) and the temporary folder a test writes its files in.
    .target(name: "PaySheetTestCorpus"),
    .target(name: "PaySheetPreview", dependencies: ["PaySheetKit", "PaySheetLint"]),
    .target(
      name: "PaySheetCLI",
      dependencies: ["PaySheetKit", "PaySheetLint", "CPaySheetFiles"]),
    .target(name: "PaySheetCommands", dependencies: ["PaySheetCLI", "PaySheetPreview"]),
    .executableTarget(name: "paysheet", dependencies: ["PaySheetCommands", "PaySheetCLI"]),
    // The plugins' copy of the tool: `lint` and `rules` only, without the preview.
    .executableTarget(name: "paysheet-lint", dependencies: ["PaySheetCLI"]),
    .plugin(name: "PaySheetLintPlugin", capability: .buildTool(), dependencies: ["paysheet-lint"]),
    .plugin(
      name: "PaySheetLintCommand",
      capability: .command(
        intent: .custom(
          verb: "paysheet-lint",
          description: "Lint String Catalogs and payment sheets with paysheet lint.")
      ),
      dependencies: ["paysheet-lint"]
    ),
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["PaySheetKit", "PaySheetICU", "CPaySheetICU", "PaySheetLint"],
      path: "Benchmarks",
      // The C reference the benchmark compiles and runs itself.
      exclude: ["c"]
    ),
    .testTarget(name: "PaySheetICUTests", dependencies: ["PaySheetICU"]),
    .testTarget(
      name: "PaySheetReadingTests", dependencies: ["PaySheetReading", "PaySheetTestCorpus"]),
    .testTarget(
      name: "PaySheetCatalogTests", dependencies: ["PaySheetCatalog", "PaySheetTestCorpus"],
      exclude: ["Exchange/Files"]),
    .testTarget(
      name: "PaySheetKitTests", dependencies: ["PaySheetKit", "PaySheetTestCorpus"],
      exclude: ["Golden"]),
    .testTarget(
      name: "PaySheetLintTests",
      dependencies: ["PaySheetLint", "PaySheetLintTestSupport", "PaySheetTestCorpus"],
      exclude: ["Golden", "Corpus/Precision", "Corpus/Real", "Corpus/Strings"]),
    .testTarget(
      name: "PaySheetPreviewTests",
      dependencies: ["PaySheetPreview", "PaySheetKit", "PaySheetLint", "PaySheetTestCorpus"]),
    .testTarget(
      name: "PaySheetCLITests",
      dependencies: ["PaySheetCLI", "PaySheetCommands", "paysheet", "PaySheetTestCorpus"]),
  ],
  swiftLanguageModes: [.v6]
)
