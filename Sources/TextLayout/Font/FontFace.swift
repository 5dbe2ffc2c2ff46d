import FontFile
import Foundation

/// One face of a font file, loaded for layout: what the FontFile reader says about it
/// (``info``: names, axes, `trak`, `STAT`, optical size range, metrics) and HarfBuzz's face.
///
/// Faces are immutable and can be shared between threads; load each file once and reuse it.
///
///     let face = try FontFace(path: "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf")
///     let font = try FontInstance(face: face, pointSize: 17, weight: 600)
public final class FontFace: @unchecked Sendable, Hashable, CustomStringConvertible {
    // @unchecked: every stored property is immutable except `cairoFace` and `cairoBoldFace`,
    // which are created once under `lock`.
    /// The font file.
    public let path: String
    /// The face index in the file (0 unless a collection).
    public let index: Int
    /// The face as the FontFile reader classified it.
    public let info: FaceInfo

    let hb: HBFace
    private let lock = NSLock()
    private var cairoFace: CairoFontFace?
    private var cairoBoldFace: CairoFontFace?

    /// Loads face `index` of the file at `path`.
    public convenience init(path: String, index: Int = 0) throws(LayoutError) {
        let info: FaceInfo
        do {
            info = try FontScanner.face(atPath: path, index: index)
        } catch {
            throw LayoutError.from(error, path: path)
        }
        try self.init(info: info, path: path)
    }

    /// A face from a FontFile classification (for example a catalog entry); `info.path` must be set.
    public convenience init(info: FaceInfo) throws(LayoutError) {
        guard let path = info.path else {
            throw LayoutError(.badFont, input: info.postscriptName ?? "<face>", reason: "the face has no file path")
        }
        try self.init(info: info, path: path)
    }

    private init(info: FaceInfo, path: String) throws(LayoutError) {
        self.path = path
        self.index = info.index
        self.info = info
        self.hb = try HBFace(path: path, index: info.index)
    }

    /// The face's units per em.
    public var unitsPerEm: Int { hb.upem }
    /// The PostScript name (name ID 6), if any.
    public var postscriptName: String? { info.postscriptName }
    /// The family to show people: the typographic family (name ID 16), else name ID 1.
    public var familyName: String { info.typographicFamily ?? info.family ?? (path as NSString).lastPathComponent }

    /// The font's tracking table, when it has one.
    public var trak: TrakTable? { info.trak }

    /// Converts a value in the face's font units to 1/1000 em.
    public func perMille(fontUnits: Double) -> Double { fontUnits * 1000 / Double(hb.upem) }

    /// The Cairo face for drawing (with synthetic emboldening when `bold`), created on first
    /// use over the bytes HarfBuzz loaded: drawing never opens the file again, so a file deleted
    /// or replaced after it was measured is still drawn as measured.
    func cairo(bold: Bool = false) throws(LayoutError) -> CairoFontFace {
        lock.lock()
        defer { lock.unlock() }
        if let c = bold ? cairoBoldFace : cairoFace { return c }
        let c = try CairoFontFace(hb: hb, index: index, name: path, syntheticBold: bold)
        if bold { cairoBoldFace = c } else { cairoFace = c }
        return c
    }

    public var description: String { "\(path)#\(index)" }

    public static func == (a: FontFace, b: FontFace) -> Bool { a === b }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
