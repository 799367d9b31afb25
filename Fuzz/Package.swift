// swift-tools-version:6.1
import PackageDescription

// The fuzz targets, apart from the main package so that its consumers never see unsafe
// flags. The library sources are the main package's, through symbolic links in Sources/.
//
// Each target is built with libFuzzer's coverage and AddressSanitizer by its own settings.
// A fuzz target's entry is `@_cdecl("<Target>_main")`, which SwiftPM links as the
// executable's main, and it calls LLVMFuzzerRunDriver; the targets are compiled as libraries
// (-parse-as-library) so that the compiler makes no main of its own. Localizations/ is a
// link too: CPaySheetResources embeds its files by a path relative to its own source.
let swiftFuzz: [SwiftSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]
let cFuzz: [CSetting] = [.unsafeFlags(["-fsanitize=fuzzer-no-link,address"])]
let linkFuzz: [LinkerSetting] = [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])]

let fuzzTargets = [
  "FuzzCatalog", "FuzzSheet", "FuzzFormat", "FuzzAmount", "FuzzLocale", "FuzzLint", "FuzzXLIFF",
]

let package = Package(
  name: "PaySheetFuzz",
  targets: [
    .systemLibrary(name: "CICU", pkgConfig: "icu-uc icu-i18n"),
    .target(name: "CHarfBuzz", linkerSettings: [.linkedLibrary("dl")]),
    .target(name: "CPaySheetICU", dependencies: ["CICU"], cSettings: cFuzz),
    .target(name: "PaySheetICU", dependencies: ["CPaySheetICU"], swiftSettings: swiftFuzz),
    .target(name: "PaySheetHarfBuzz", dependencies: ["CHarfBuzz"], swiftSettings: swiftFuzz),
    .target(name: "CPaySheetResources"),
    .target(name: "PaySheetReading", swiftSettings: swiftFuzz),
    .target(
      name: "PaySheetCatalog", dependencies: ["PaySheetReading", "PaySheetICU"],
      swiftSettings: swiftFuzz),
    .target(
      name: "PaySheetKit",
      dependencies: [
        "PaySheetCatalog", "PaySheetReading", "PaySheetICU", "PaySheetHarfBuzz",
        "CPaySheetResources",
      ],
      swiftSettings: swiftFuzz),
    .target(
      name: "PaySheetLint", dependencies: ["PaySheetKit", "PaySheetICU"], swiftSettings: swiftFuzz),
    .target(name: "CFuzzDriver"),
    .target(name: "FuzzSupport", dependencies: ["CFuzzDriver"], swiftSettings: swiftFuzz),
  ]
    + fuzzTargets.map { name in
      .executableTarget(
        name: name, dependencies: ["FuzzSupport", "PaySheetKit", "PaySheetLint"],
        swiftSettings: swiftFuzz + [.unsafeFlags(["-parse-as-library"])],
        linkerSettings: linkFuzz)
    },
  swiftLanguageModes: [.v6]
)
