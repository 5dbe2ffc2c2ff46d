// Every FreeType call of the package goes through this file. FreeType is used only to hand
// outlines to Cairo (cairo-ft) for drawing; shaping and metrics come from HarfBuzz.
internal import CFreeType
import Foundation

enum FreeType {
    /// One library for the process, never freed (faces handed to Cairo may outlive any owner).
    /// `FT_New_Face` and `FT_Done_Face` on one library must not run concurrently: `lock` guards them.
    private final class Library: @unchecked Sendable {
        // @unchecked: `pointer` is written once in init; every use is under `lock`.
        let lock = NSLock()
        var pointer: FT_Library?
        init() {
            var lib: FT_Library?
            if FT_Init_FreeType(&lib) == 0 { pointer = lib }
        }
    }

    private static let library = Library()

    /// Opens face `index` of the file at `path`. The result is an `FT_Face`, opaque to the rest of
    /// the module; it is released with ``doneFace`` (Cairo calls it when it drops the face).
    static func openFace(path: String, index: Int) throws(LayoutError) -> (face: UnsafeMutableRawPointer, bitmapColor: Bool) {
        let lib = library
        lib.lock.lock()
        defer { lib.lock.unlock() }
        guard let l = lib.pointer else {
            throw LayoutError(.internalFailure, input: path, reason: "FreeType could not be initialised")
        }
        var face: FT_Face?
        let err = FT_New_Face(l, path, FT_Long(index), &face)
        guard err == 0, let face else {
            throw LayoutError(.badFont, input: path, reason: "FreeType cannot open face \(index) (error \(err))")
        }
        // Colour bitmap fonts (CBDT, sbix: emoji) and fonts without outlines must be drawn
        // from their bitmaps, with colour.
        let flags = face.pointee.face_flags
        let color = flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 || flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0
        return (UnsafeMutableRawPointer(face), color)
    }

    /// Releases a face from ``openFace(path:index:)``; a C function, for Cairo's user-data destroy hook.
    static let doneFace: @convention(c) (UnsafeMutableRawPointer?) -> Void = { raw in
        guard let raw else { return }
        let lib = library
        lib.lock.lock()
        FT_Done_Face(raw.assumingMemoryBound(to: FT_FaceRec_.self))
        lib.lock.unlock()
    }
}
