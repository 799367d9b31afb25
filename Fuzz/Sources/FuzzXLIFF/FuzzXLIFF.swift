import FuzzSupport
import PaySheetKit
import PaySheetLint

/// The XLIFF reader (seeds: the real exports of Tests/PaySheetCatalogTests/Exchange/Files, their
/// sources in its SOURCES.md): whatever reads places every unit at its own tags, lints as a
/// catalog without crashing, and written out reads back as the same texts.
let session = try! LintSession()

@_cdecl("FuzzXLIFF_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  runFuzzer(argc, argv) { data, size in
    let input = bytes(data, size)
    guard let document = try? XLIFFDocument(bytes: input) else { return 0 }
    for file in document.files {
      for unit in file.units {
        let places: [(String, SourcePosition?)] = [
          ("<trans-unit", unit.position), ("<source", unit.sourcePosition),
          ("<target", unit.targetPosition),
        ]
        for (tag, position) in places {
          guard let position else { continue }
          require(
            position.offset >= 0 && input[position.offset...].starts(with: Array(tag.utf8)),
            "unit '\(unit.id)': \(tag) placed at \(position), where the file has no \(tag)")
        }
      }
    }
    var inputs = LintInputs()
    inputs.catalogs = document.files.map {
      let read = StringCatalog.linting($0)
      return ("fuzz.xliff", read.catalog, read.notes)
    }
    _ = session.lint(inputs)

    let written = document.xmlBytes(toolVersion: "fuzz")
    let reread: XLIFFDocument
    do {
      reread = try XLIFFDocument(bytes: written)
    } catch {
      fatalError("the writer's output does not read back: \(error)")
    }
    require(
      reread.files.map(texts) == document.files.map(texts),
      "the XLIFF written and read back has other texts")
    return 0
  }
}

/// What the writer keeps of a file: each unit's id, key, source, target and state, and its
/// notes as one (the writer joins them, as Xcode writes one note).
func texts(_ file: XLIFFFile) -> [[String?]] {
  file.units.map { unit in
    [
      unit.id, unit.resname, unit.source, unit.target, unit.state,
      unit.notes.isEmpty ? nil : unit.notes.joined(separator: "\n"), unit.translate ? nil : "no",
    ]
  }
}
