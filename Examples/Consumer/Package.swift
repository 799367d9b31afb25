// swift-tools-version:6.0
import PackageDescription

// A package that uses PaySheetKit the way an app's package would: the library for its
// sheets, and the build plugin so that a broken catalog fails the build.
let package = Package(
  name: "Consumer",
  // PaySheetKit's own minimums: a package that depends on it declares at least these.
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [
    .package(name: "PaySheetKit", path: "../..")
  ],
  targets: [
    .target(
      name: "Shop",
      dependencies: [.product(name: "PaySheetKit", package: "PaySheetKit")],
      resources: [.copy("Localizable.xcstrings"), .copy("Sheets")],
      plugins: [.plugin(name: "PaySheetLintPlugin", package: "PaySheetKit")]
    )
  ],
  swiftLanguageModes: [.v6]
)
