// HarfBuzz's font runs; Apple's systems leave font fallback to Core Text (CoreTextPoints.swift).
#if !canImport(CoreText)
  internal import PaySheetHarfBuzz
  internal import PaySheetICU

  /// A stretch of text drawn with one font in one direction: the unit HarfBuzz shapes.
  struct FontRun: Equatable {
    /// Scalar offsets into the whole text.
    var range: Range<Int>
    /// The ISO 15924 code of the run's first character with a script of its own.
    var script: String
    var face: FontFace
    var rightToLeft: Bool
  }

  /// Splits text into font runs: script runs from ICU, then font fallback by glyph coverage.
  ///
  /// Characters of the Common and Inherited scripts (spaces, digits, punctuation, combining
  /// marks) join the run before them, or the first run when they lead; a grapheme cluster
  /// shown as emoji forms a run of its own (`Zsye`). Each cluster then takes the face for its
  /// run's script if that face has a glyph for every visible scalar of the cluster, else the
  /// first fallback that does, else the script's face anyway so that shaping reports the
  /// `.notdef`. Neighbouring clusters with the same face and direction are shaped together.
  struct FontRunSplitter {
    let fonts: FontSet
    /// The text's language, which may draw a script in a face of its own (Urdu's Nastaliq).
    let language: String?
    /// The fonts opened so far in this text, so each cluster's coverage check costs no lock.
    private var opened: [FontFace: HBFont] = [:]

    init(fonts: FontSet, language: String? = nil) {
      self.fonts = fonts
      self.language = language
    }

    mutating func runs(of clusters: [[Unicode.Scalar]]) throws(PaySheetError) -> [FontRun] {
      let scripts = resolvedScripts(clusters)
      var runs: [FontRun] = []
      var offset = 0
      for (cluster, script) in zip(clusters, scripts) {
        let range = offset..<(offset + cluster.count)
        offset += cluster.count
        let face = try face(for: cluster, script: script)
        let rightToLeft = HBFont.isRightToLeft(script: script)
        if var last = runs.last, last.face == face, last.rightToLeft == rightToLeft {
          last.range = last.range.lowerBound..<range.upperBound
          if Self.isNeutral(last.script) { last.script = script }
          runs[runs.count - 1] = last
        } else {
          runs.append(FontRun(range: range, script: script, face: face, rightToLeft: rightToLeft))
        }
      }
      return runs
    }

    private static func isNeutral(_ script: String) -> Bool { script == "Zyyy" || script == "Zsye" }

    /// Each cluster's script, with Common and Inherited clusters given their neighbour's.
    func resolvedScripts(_ clusters: [[Unicode.Scalar]]) -> [String] {
      var scripts = clusters.map(Self.ownScript)
      let firstStrong = scripts.first { $0 != nil && $0 != "Zsye" } ?? nil
      var previous = firstStrong ?? "Zyyy"
      for index in scripts.indices {
        if let script = scripts[index] {
          if script != "Zsye" { previous = script }
        } else {
          scripts[index] = previous
        }
      }
      return scripts.map { $0 ?? "Zyyy" }
    }

    /// "Zsye" for a cluster shown as emoji, the base's script code, or nil for Common and
    /// Inherited.
    static func ownScript(_ cluster: [Unicode.Scalar]) -> String? {
      guard let base = cluster.first else { return nil }
      if Emoji.isPresented(cluster) { return "Zsye" }
      let script = ICUCharacterProperties.script(base)
      return script == "Zyyy" || script == "Zinh" || script == "Zzzz" ? nil : script
    }

    private mutating func face(for cluster: [Unicode.Scalar], script: String) throws(PaySheetError)
      -> FontFace
    {
      let primary = fonts.face(forScript: script, language: language)
      // Joiners and variation selectors are consumed by the shaper; fonts need no glyph for them.
      let visible = cluster.filter { !ICUCharacterProperties.isDefaultIgnorable($0) }
      // A missing fallback is passed over, as it may not be needed; when no face has the
      // glyphs, it is that file that is missing, not a glyph.
      var missingFallback: PaySheetError?
      for (offset, candidate) in ([primary].compactMap({ $0 }) + fonts.fallbacks).enumerated() {
        let font: HBFont
        if let known = opened[candidate] {
          font = known
        } else {
          do {
            font = try Self.font(candidate)
          } catch .fontNotFound(let path, let package) where offset > 0 || primary == nil {
            missingFallback = missingFallback ?? .fontNotFound(path: path, package: package)
            continue
          }
          opened[candidate] = font
        }
        if visible.allSatisfy(font.hasGlyph) { return candidate }
      }
      if let missingFallback { throw missingFallback }
      guard let primary = primary ?? fonts.fallbacks.first else {
        throw .invalidFont(
          path: "(font set)",
          reason: "no font is given for script \(script) and there are no fallbacks")
      }
      return primary
    }

    /// The shared HarfBuzz font of a face, with HarfBuzz's failure turned into a clear error.
    static func font(_ face: FontFace) throws(PaySheetError) -> HBFont {
      if face.isMissing { throw .fontNotFound(path: face.path, package: face.package) }
      do {
        return try HBFont.cached(path: face.path, index: face.index)
      } catch {
        switch error.kind {
        case .unreadable: throw .fontNotFound(path: face.path, package: face.package)
        case .noFace: throw .invalidFont(path: face.path, reason: error.description)
        case .libraryUnavailable(let reason): throw .shaperUnavailable(reason: reason)
        }
      }
    }
  }
#endif
