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

    /// An open `FT_Face` and the object that keeps its bytes alive; closed when released.
    private final class OpenFace {
        let face: FT_Face
        let owner: AnyObject
        init(face: FT_Face, owner: AnyObject) {
            self.face = face
            self.owner = owner
        }
        deinit {
            let lib = FreeType.library
            lib.lock.lock()
            FT_Done_Face(face)
            lib.lock.unlock()
        }
    }

    /// Opens face `index` of a font file already in memory (`bytes`, which `owner` keeps valid:
    /// the bytes HarfBuzz shaped with), so that what is drawn is exactly what was measured, even
    /// if the file has since been deleted or replaced. Returns the `FT_Face` and a handle that
    /// owns it (and `owner`), both opaque to the rest of the module; the handle is released with
    /// ``doneFace`` (Cairo calls it when it drops the face). `name` is for errors.
    static func openFace(bytes: UnsafeRawBufferPointer, owner: AnyObject, index: Int,
                         name: String) throws(LayoutError) -> (face: UnsafeMutableRawPointer, handle: UnsafeMutableRawPointer, bitmapColor: Bool) {
        let lib = library
        lib.lock.lock()
        defer { lib.lock.unlock() }
        guard let l = lib.pointer else {
            throw LayoutError(.internalFailure, input: name, reason: "FreeType could not be initialised")
        }
        guard let base = bytes.baseAddress, bytes.count > 0 else {
            throw LayoutError(.badFont, input: name, reason: "FreeType cannot open face \(index): no data")
        }
        var face: FT_Face?
        let err = FT_New_Memory_Face(l, base.assumingMemoryBound(to: FT_Byte.self), FT_Long(bytes.count), FT_Long(index), &face)
        guard err == 0, let face else {
            throw LayoutError(.badFont, input: name, reason: "FreeType cannot open face \(index) (error \(err))")
        }
        // Colour bitmap fonts (CBDT, sbix: emoji) and fonts without outlines must be drawn
        // from their bitmaps, with colour.
        let flags = face.pointee.face_flags
        let color = flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 || flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0
        let handle = Unmanaged.passRetained(OpenFace(face: face, owner: owner)).toOpaque()
        return (UnsafeMutableRawPointer(face), handle, color)
    }

    /// Releases a handle from ``openFace(bytes:owner:index:name:)`` (closing its face); a C
    /// function, for Cairo's user-data destroy hook.
    static let doneFace: @convention(c) (UnsafeMutableRawPointer?) -> Void = { raw in
        guard let raw else { return }
        Unmanaged<OpenFace>.fromOpaque(raw).release()
    }
}
