// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "PaySheetKit",
  products: [
    .library(name: "PaySheetKit", targets: ["PaySheetKit"]),
    .executable(name: "paysheet", targets: ["paysheet"]),
  ],
  targets: [
    .systemLibrary(
      name: "CICU",
      pkgConfig: "icu-uc icu-i18n",
      providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
    ),
    .systemLibrary(
      name: "CHarfBuzz",
      pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
    ),
    .target(name: "CPaySheetICU", dependencies: ["CICU"]),
    .target(name: "PaySheetICU", dependencies: ["CPaySheetICU"]),
    .target(name: "PaySheetHarfBuzz", dependencies: ["CHarfBuzz"]),
    .target(name: "PaySheetKit", dependencies: ["PaySheetICU", "PaySheetHarfBuzz"]),
    .target(name: "PaySheetCLI", dependencies: ["PaySheetKit", "PaySheetICU"]),
    .executableTarget(name: "paysheet", dependencies: ["PaySheetCLI"]),
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["PaySheetKit", "PaySheetICU", "CPaySheetICU"],
      path: "Benchmarks"
    ),
    .testTarget(name: "PaySheetICUTests", dependencies: ["PaySheetICU"]),
    .testTarget(name: "PaySheetKitTests", dependencies: ["PaySheetKit"]),
    .testTarget(name: "PaySheetCLITests", dependencies: ["PaySheetCLI", "paysheet"]),
  ],
  swiftLanguageModes: [.v6]
)
