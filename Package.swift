// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "PaySheetKit",
  products: [
    .library(name: "PaySheetKit", targets: ["PaySheetKit"]),
    .library(name: "PaySheetLint", targets: ["PaySheetLint"]),
    .executable(name: "paysheet", targets: ["paysheet"]),
    .plugin(name: "PaySheetLintPlugin", targets: ["PaySheetLintPlugin"]),
    .plugin(name: "PaySheetLintCommand", targets: ["PaySheetLintCommand"]),
  ],
  targets: [
    .systemLibrary(
      name: "CICU",
      pkgConfig: "icu-uc icu-i18n",
      providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
    ),
    .target(name: "CPaySheetICU", dependencies: ["CICU"]),
    // Extended attributes (ACLs) and unnamed files, for rewrites that keep a file's rights.
    .target(name: "CPaySheetFiles"),
    .target(name: "PaySheetICU", dependencies: ["CPaySheetICU"]),
    // HarfBuzz's functions, loaded at run time (dlopen) so that nothing links it.
    .target(name: "CHarfBuzz", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    .target(name: "PaySheetHarfBuzz", dependencies: ["CHarfBuzz"]),
    // The data files of Localizations/, compiled in with C23 #embed.
    .target(name: "CPaySheetResources"),
    .target(
      name: "PaySheetKit", dependencies: ["PaySheetICU", "PaySheetHarfBuzz", "CPaySheetResources"]),
    .target(name: "PaySheetLint", dependencies: ["PaySheetKit"]),
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
      name: "PaySheetKitTests", dependencies: ["PaySheetKit"], exclude: ["Golden", "Exchange/Files"]),
    .testTarget(name: "PaySheetLintTests", dependencies: ["PaySheetLint"], exclude: ["Golden", "Corpus/Precision", "Corpus/Real"]),
    .testTarget(name: "PaySheetPreviewTests", dependencies: ["PaySheetPreview", "PaySheetKit", "PaySheetLint"]),
    .testTarget(name: "PaySheetCLITests", dependencies: ["PaySheetCLI", "PaySheetCommands", "paysheet"]),
  ],
  swiftLanguageModes: [.v6]
)
