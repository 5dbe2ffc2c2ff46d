// Every zlib call of the package goes through this file: the PNG encoder's deflate and checksums.
internal import CZlib
import Dispatch
import Foundation

/// Encodes Cairo's ARGB32 pixels (premultiplied, native-endian 32-bit words) as PNG.
///
/// Several times faster than Cairo's `cairo_surface_write_to_png_stream` on large pictures (a
/// specimen page at 2 px/pt is some 3 million pixels):
/// - the image is packed to what it needs: grey (1 byte a pixel) when every pixel is grey, no
///   alpha channel when every pixel is opaque;
/// - every row uses the Up filter (libpng tries all five filters on every row);
/// - deflate runs at level 2 (libpng's default is 6: 3× slower, 2 % smaller here), on horizontal
///   strips compressed in parallel and joined into one zlib stream as pigz does (raw deflate,
///   each strip but the last ended by a sync flush; the Adler-32s combined);
/// - rows are packed and compressed strip by strip, never held whole.
///
/// `sRGB` (with the matching `gAMA` and `cHRM`) says the colours are sRGB; a `pHYs` chunk
/// records the scale (72 × scale pixels per inch).
enum PNGEncoder {
    static let level: Int32 = 2

    static func encode(pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
                       scale: Double) throws(LayoutError) -> [UInt8] {
        guard width > 0, height > 0, stride >= width * 4 else {
            throw LayoutError(.internalFailure, input: "PNG", reason: "empty image")
        }
        let src = UnsafeRawPointer(pixels)
        let (isGrey, isOpaque) = colorNeeds(src, width: width, height: height, stride: stride)
        let channels = (isGrey ? 1 : 3) + (isOpaque ? 0 : 1)
        let colorType: UInt8 = isGrey ? (isOpaque ? 0 : 4) : (isOpaque ? 2 : 6)
        let idat = try compressedRows(src, width: width, height: height, stride: stride, grey: isGrey, opaque: isOpaque,
                                      rowBytes: width * channels)
        return pngFile(width: width, height: height, colorType: colorType, idat: idat, scale: scale)
    }

    /// Whether every pixel is grey, and whether every pixel is opaque: what the image needs.
    private static func colorNeeds(_ src: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> (grey: Bool, opaque: Bool) {
        var opaque = true
        var grey = true
        for y in 0..<height where opaque || grey {
            let row = (src + y * stride).assumingMemoryBound(to: UInt32.self)
            var andAlpha: UInt32 = 0xFF00_0000
            var greyRow = true
            for x in 0..<width {
                let p = row[x]
                andAlpha &= p
                let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                greyRow = greyRow && r == g && g == b
            }
            if andAlpha != 0xFF00_0000 { opaque = false }
            if !greyRow { grey = false }
        }
        return (grey, opaque)
    }

    /// The zlib stream of the rows, each packed and filtered (Up): strips compressed in parallel,
    /// at least 64 rows each, joined into one stream with the header and the combined Adler-32.
    private static func compressedRows(_ src: UnsafeRawPointer, width: Int, height: Int, stride: Int, grey isGrey: Bool,
                                       opaque isOpaque: Bool, rowBytes: Int) throws(LayoutError) -> [UInt8] {
        let strips = Swift.max(1, Swift.min(8, height / 64))
        final class Results: @unchecked Sendable {
            // @unchecked: written only under `lock`.
            let lock = NSLock()
            var data: [[UInt8]]
            var adler: [UInt]
            var failed = false
            init(_ n: Int) { data = Array(repeating: [], count: n); adler = Array(repeating: 1, count: n) }
            func set(_ s: Int, _ d: [UInt8], _ a: UInt) { lock.lock(); data[s] = d; adler[s] = a; lock.unlock() }
            func fail() { lock.lock(); failed = true; lock.unlock() }
        }
        let results = Results(strips)
        let srcAddress = Int(bitPattern: src)
        DispatchQueue.concurrentPerform(iterations: strips) { s in
            let first = height * s / strips, end = height * (s + 1) / strips
            guard let base = UnsafeRawPointer(bitPattern: srcAddress) else { return }
            var previous = [UInt8](repeating: 0, count: rowBytes)
            var current = [UInt8](repeating: 0, count: rowBytes)
            var line = [UInt8](repeating: 0, count: rowBytes + 1)
            if first > 0 { pack(base + (first - 1) * stride, width, isGrey, isOpaque, into: &previous) }
            var stream = z_stream()
            guard deflateInit2_(&stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                                Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
                results.fail()
                return
            }
            defer { deflateEnd(&stream) }
            var out = [UInt8]()
            out.reserveCapacity((end - first) * (rowBytes + 1) / 8 + 1024)
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            var adler = adler32(0, nil, 0)
            for y in first..<end {
                pack(base + y * stride, width, isGrey, isOpaque, into: &current)
                line[0] = 2  // Up
                for i in 0..<rowBytes { line[i + 1] = current[i] &- previous[i] }
                swap(&previous, &current)
                let flush = y + 1 < end ? Z_NO_FLUSH : (s + 1 < strips ? Z_SYNC_FLUSH : Z_FINISH)
                line.withUnsafeMutableBufferPointer { l in
                    adler = adler32(adler, l.baseAddress, UInt32(l.count))
                    stream.next_in = l.baseAddress
                    stream.avail_in = UInt32(l.count)
                    repeat {
                        chunk.withUnsafeMutableBufferPointer { c in
                            stream.next_out = c.baseAddress
                            stream.avail_out = UInt32(c.count)
                            _ = deflate(&stream, flush)
                            out.append(contentsOf: c[0..<(c.count - Int(stream.avail_out))])
                        }
                    } while stream.avail_out == 0
                }
            }
            results.set(s, out, adler)
        }
        guard !results.failed else {
            throw LayoutError(.internalFailure, input: "PNG", reason: "zlib: cannot start deflate")
        }
        // One zlib stream: header (deflate, 32 KiB window, level 2 flags), the strips, Adler-32.
        var adler = results.adler[0]
        for s in 1..<strips {
            let len = (height * (s + 1) / strips - height * s / strips) * (rowBytes + 1)
            adler = adler32_combine(adler, results.adler[s], .init(len))
        }
        var idat: [UInt8] = [0x78, 0x5E]
        for d in results.data { idat += d }
        idat += be32(UInt32(truncatingIfNeeded: adler))
        return idat
    }

    /// The PNG file: signature, header, the colour space and scale chunks, and the image data.
    private static func pngFile(width: Int, height: Int, colorType: UInt8, idat: [UInt8], scale: Double) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(idat.count + 128)
        chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [8, colorType, 0, 0, 0], into: &png)
        // Cairo draws in sRGB: say so (rendering intent 0, perceptual), with the gAMA and cHRM
        // values the PNG specification gives for sRGB, for decoders that do not read sRGB
        // (PNG, Third Edition, 11.3.2.5: gAMA 45455; cHRM white 0.3127 0.3290, red 0.64 0.33,
        // green 0.30 0.60, blue 0.15 0.06).
        chunk("sRGB", [0], into: &png)
        chunk("gAMA", be32(45455), into: &png)
        chunk("cHRM", [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000].flatMap { be32($0) }, into: &png)
        let ppm = UInt32((72 * scale / 0.0254).rounded())
        chunk("pHYs", be32(ppm) + be32(ppm) + [1], into: &png)
        chunk("IDAT", idat, into: &png)
        chunk("IEND", [], into: &png)
        return png
    }

    /// One row of pixels as PNG samples: un-premultiplied, grey or RGB, with alpha unless opaque.
    @inline(__always)
    static func pack(_ row: UnsafeRawPointer, _ width: Int, _ grey: Bool, _ opaque: Bool, into out: inout [UInt8]) {
        let px = row.assumingMemoryBound(to: UInt32.self)
        out.withUnsafeMutableBufferPointer { o in
            var i = 0
            for x in 0..<width {
                let p = px[x]
                let a = p >> 24
                var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                if a != 0xFF && a != 0 {
                    // Un-premultiply, rounding to nearest.
                    r = Swift.min(255, (r * 255 + a / 2) / a)
                    g = Swift.min(255, (g * 255 + a / 2) / a)
                    b = Swift.min(255, (b * 255 + a / 2) / a)
                }
                if grey {
                    o[i] = UInt8(truncatingIfNeeded: r); i += 1
                } else {
                    o[i] = UInt8(truncatingIfNeeded: r); o[i + 1] = UInt8(truncatingIfNeeded: g)
                    o[i + 2] = UInt8(truncatingIfNeeded: b); i += 3
                }
                if !opaque { o[i] = UInt8(truncatingIfNeeded: a); i += 1 }
            }
        }
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    static func chunk(_ type: String, _ data: [UInt8], into png: inout [UInt8]) {
        png += be32(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        png += typeBytes
        png += data
        var crc = crc32(0, nil, 0)
        crc = typeBytes.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
        png += be32(UInt32(truncatingIfNeeded: crc))
    }
}
