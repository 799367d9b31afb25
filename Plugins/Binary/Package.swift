// swift-tools-version:6.0
import PackageDescription

// The lint plugins on the released `paysheet-lint` tool: a package that uses them compiles
// nothing of PaySheetKit and needs no ICU or HarfBuzz development files, as SwiftLint's
// plugin package does on its artifact bundle. The plugins' sources are the root package's
// (by symbolic link), so both packages run the same commands; their product and target names
// differ from the root package's, since an app that uses these plugins may use the
// PaySheetKit library too, and SwiftPM wants each name once in a package graph.
//
// Here the bundle is the one `scripts/release.sh` writes to `dist/`. A release publishes this
// package with the bundle's download address and checksum instead:
//   .binaryTarget(
//     name: "PaySheetLintBinary",
//     url: "https://…/paysheet.artifactbundle.zip",
//     checksum: "…")  // the SHA-256 scripts/release.sh prints for the bundle
let package = Package(
  name: "PaySheetLintPlugins",
  products: [
    .plugin(name: "PaySheetLintBuildPlugin", targets: ["PaySheetLintBuildPlugin"]),
    .plugin(name: "PaySheetLintCommandPlugin", targets: ["PaySheetLintCommandPlugin"]),
  ],
  targets: [
    .binaryTarget(name: "PaySheetLintBinary", path: "../../dist/paysheet.artifactbundle.zip"),
    .plugin(
      name: "PaySheetLintBuildPlugin", capability: .buildTool(),
      dependencies: ["PaySheetLintBinary"]),
    .plugin(
      name: "PaySheetLintCommandPlugin",
      capability: .command(
        intent: .custom(
          verb: "paysheet-lint",
          description: "Lint String Catalogs and payment sheets with paysheet lint.")
      ),
      dependencies: ["PaySheetLintBinary"]
    ),
  ]
)
