internal import CHarfBuzz
import Synchronization

/// A font instance (`hb_font_t`) at HarfBuzz's default scale of one unit per font unit.
///
/// Shaping at the face's own units per em and scaling the sum afterwards keeps every
/// advance exact; scaling inside HarfBuzz would round each glyph's advance to an integer.
///
/// `Sendable`: the font is made immutable once set up, and HarfBuzz documents shaping with
/// an immutable font from several threads as safe; each call shapes into its own buffer.
package final class HBFont: Sendable {
  nonisolated(unsafe) package let handle: OpaquePointer
  package let face: HBFace

  package init(face: HBFace) {
    let handle = hb_font_create(face.handle)!
    hb_font_make_immutable(handle)
    self.handle = handle
    self.face = face
  }

  deinit { hb_font_destroy(handle) }

  package var path: String { face.blob.path }
  package var unitsPerEm: Int { face.unitsPerEm }

  /// Whether the font maps `scalar` to a glyph of its own through its `cmap`.
  package func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(handle, scalar.value, &glyph) != 0 && glyph != 0
  }

  private struct Signature: Hashable, Sendable {
    let path: String
    let index: Int
  }

  private static let cache = Mutex<[Signature: HBFont]>([:])

  /// The shared font for a file and face index, opened on first use and kept for the life
  /// of the process (a handful of font files at most; each is memory-mapped, not copied).
  ///
  /// A file that cannot be opened is not remembered, so installing it fixes the next call.
  package static func cached(path: String, index: Int = 0) throws(HarfBuzzError) -> HBFont {
    let key = Signature(path: path, index: index)
    if let font = cache.withLock({ $0[key] }) { return font }
    let font = HBFont(face: try HBFace(blob: HBBlob(path: path), index: index))
    return cache.withLock { fonts in
      if let existing = fonts[key] { return existing }
      fonts[key] = font
      return font
    }
  }

  /// Shapes `text[range]` with the rest of `text` as context and sums the advances.
  ///
  /// - Parameters:
  ///   - text: the whole paragraph as Unicode scalar values; the scalars around `range`
  ///     let the shaper join Arabic letters and reorder Indic clusters across a run edge.
  ///   - script: an ISO 15924 code such as "Arab".
  ///   - language: a BCP 47 tag, which selects localized forms (`locl`).
  ///   - rightToLeft: the run's direction.
  package func shape(
    _ text: [UInt32], range: Range<Int>, script: String, language: String, rightToLeft: Bool
  ) -> HBShapedRun {
    let buffer = hb_buffer_create()
    defer { hb_buffer_destroy(buffer) }
    var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
    if range.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
    if range.upperBound == text.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
    hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
    text.withUnsafeBufferPointer { scalars in
      hb_buffer_add_utf32(
        buffer, scalars.baseAddress, Int32(scalars.count), UInt32(range.lowerBound),
        Int32(range.count))
    }
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_set_script(buffer, hb_script_from_string(script, -1))
    hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
    hb_shape(handle, buffer, nil, 0)

    var count: UInt32 = 0
    let infos = hb_buffer_get_glyph_infos(buffer, &count)
    let positions = hb_buffer_get_glyph_positions(buffer, &count)
    var advance: Int64 = 0
    var missing: [Int] = []
    for index in 0..<Int(count) {
      advance += Int64(positions![index].x_advance)
      if infos![index].codepoint == 0 { missing.append(Int(infos![index].cluster)) }
    }
    return HBShapedRun(advance: advance, glyphCount: Int(count), missingClusters: missing)
  }
}

/// What shaping one run gave: its advance in font units and the glyphs the font lacks.
package struct HBShapedRun: Sendable, Equatable {
  /// The sum of the glyphs' horizontal advances, in font units.
  package let advance: Int64
  package let glyphCount: Int
  /// For each `.notdef` glyph, the index in the shaped text of the scalar it stands for.
  package let missingClusters: [Int]
}

extension HBFont {
  /// Whether HarfBuzz lays out a script (ISO 15924 code) from right to left.
  /// False where HarfBuzz is not loaded, where no text is shaped either.
  package static func isRightToLeft(script: String) -> Bool {
    HarfBuzzLibrary.isAvailable
      && hb_script_get_horizontal_direction(hb_script_from_string(script, -1)) == HB_DIRECTION_RTL
  }
}
