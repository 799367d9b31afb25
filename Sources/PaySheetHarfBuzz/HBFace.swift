internal import CHarfBuzz

/// The bytes of a font file (`hb_blob_t`), mapped into memory once.
///
/// `Sendable`: a blob is immutable after creation and HarfBuzz reference-counts it
/// atomically, so faces on any thread may read it.
package final class HBBlob: Sendable {
  nonisolated(unsafe) package let handle: OpaquePointer
  package let path: String

  package init(path: String) throws(HarfBuzzError) {
    if let reason = HarfBuzzLibrary.unavailableReason {
      throw HarfBuzzError(path: path, kind: .libraryUnavailable(reason))
    }
    // The `_or_fail` variant returns NULL instead of HarfBuzz's shared empty blob, so a
    // missing file is an error here rather than a font with no glyphs later.
    guard let handle = hb_blob_create_from_file_or_fail(path) else {
      throw HarfBuzzError(path: path, kind: .unreadable)
    }
    self.handle = handle
    self.path = path
  }

  deinit { hb_blob_destroy(handle) }

  /// How many faces the file holds: 1 for `.ttf` and `.otf`, more for a collection (`.ttc`).
  package var faceCount: Int { Int(hb_face_count(handle)) }
}

/// One face of a font file (`hb_face_t`): its tables, units per em and coverage.
///
/// `Sendable`: the face is made immutable before it is shared, and HarfBuzz documents
/// immutable faces as safe to read from several threads (table loading is lazy and atomic).
package final class HBFace: Sendable {
  nonisolated(unsafe) package let handle: OpaquePointer
  package let blob: HBBlob
  package let index: Int
  /// Font units per em: advances are divided by this to get ems.
  package let unitsPerEm: Int

  package init(blob: HBBlob, index: Int) throws(HarfBuzzError) {
    let count = blob.faceCount
    guard index >= 0, index < count, let handle = hb_face_create(blob.handle, UInt32(index)) else {
      throw HarfBuzzError(path: blob.path, kind: .noFace(index: index, faceCount: count))
    }
    hb_face_make_immutable(handle)
    self.handle = handle
    self.blob = blob
    self.index = index
    self.unitsPerEm = Int(hb_face_get_upem(handle))
  }

  deinit { hb_face_destroy(handle) }
}
