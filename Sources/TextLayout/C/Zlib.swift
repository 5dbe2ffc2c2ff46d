// Every zlib call of the package goes through this file: the PNG encoder's deflate and CRC-32.
internal import CZlib

/// Encodes Cairo's ARGB32 pixels (premultiplied, native-endian 32-bit words) as PNG.
///
/// Faster than Cairo's `cairo_surface_write_to_png_stream` on large pictures (a specimen page at
/// 2 px/pt is some 3 million pixels), for three reasons: every row uses the Up filter (libpng
/// tries all five filters on every row), deflate runs at level 3 with the run-length-friendly
/// default strategy (libpng's default is 6), and the image is packed to what it needs: grey
/// (1 byte a pixel) when every pixel is grey, no alpha channel when every pixel is opaque. A
/// `pHYs` chunk records the scale (72 × scale pixels per inch).
enum PNGEncoder {
    static func encode(pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int,
                       scale: Double) throws(LayoutError) -> [UInt8] {
        guard width > 0, height > 0, stride >= width * 4 else {
            throw LayoutError(.internalFailure, input: "PNG", reason: "empty image")
        }
        // What the image needs.
        var opaque = true
        var grey = true
        for y in 0..<height {
            let row = UnsafeRawPointer(pixels + y * stride)
            for x in 0..<width {
                let p = row.load(fromByteOffset: x * 4, as: UInt32.self)
                let a = p >> 24, r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                if a != 0xFF { opaque = false }
                if r != g || g != b { grey = false }
            }
            if !opaque && !grey { break }
        }
        let channels = (grey ? 1 : 3) + (opaque ? 0 : 1)
        let colorType: UInt8 = grey ? (opaque ? 0 : 4) : (opaque ? 2 : 6)
        let rowBytes = width * channels
        // Filtered scanlines: a filter byte (2, Up) then the row minus the row above.
        var raw = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        raw.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeRawPointer(pixels + y * stride)
                current.withUnsafeMutableBufferPointer { c in
                    var i = 0
                    for x in 0..<width {
                        let p = row.load(fromByteOffset: x * 4, as: UInt32.self)
                        let a = p >> 24
                        var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                        if a != 0xFF && a != 0 {
                            // Un-premultiply, rounding to nearest.
                            r = Swift.min(255, (r * 255 + a / 2) / a)
                            g = Swift.min(255, (g * 255 + a / 2) / a)
                            b = Swift.min(255, (b * 255 + a / 2) / a)
                        }
                        if grey {
                            c[i] = UInt8(r); i += 1
                        } else {
                            c[i] = UInt8(r); c[i + 1] = UInt8(g); c[i + 2] = UInt8(b); i += 3
                        }
                        if !opaque { c[i] = UInt8(a); i += 1 }
                    }
                }
                let base = y * (rowBytes + 1)
                out[base] = 2
                for i in 0..<rowBytes { out[base + 1 + i] = current[i] &- previous[i] }
                swap(&previous, &current)
            }
        }
        let compressed = try deflate(raw, level: 3)

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var ihdr: [UInt8] = []
        ihdr.append(contentsOf: be32(UInt32(width)))
        ihdr.append(contentsOf: be32(UInt32(height)))
        ihdr += [8, colorType, 0, 0, 0]  // 8 bits, deflate, adaptive filtering, no interlace
        chunk("IHDR", ihdr, into: &png)
        let ppm = UInt32((72 * scale / 0.0254).rounded())
        chunk("pHYs", be32(ppm) + be32(ppm) + [1], into: &png)
        chunk("IDAT", compressed, into: &png)
        chunk("IEND", [], into: &png)
        return png
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

    /// zlib-wrapped deflate of `input` in one call.
    static func deflate(_ input: [UInt8], level: Int32) throws(LayoutError) -> [UInt8] {
        var bound = compressBound(uLong(input.count))
        var out = [UInt8](repeating: 0, count: Int(bound))
        let status = out.withUnsafeMutableBufferPointer { o in
            input.withUnsafeBufferPointer { i in
                compress2(o.baseAddress, &bound, i.baseAddress, uLong(i.count), level)
            }
        }
        guard status == Z_OK else {
            throw LayoutError(.internalFailure, input: "PNG", reason: "zlib: deflate failed (\(status))")
        }
        out.removeSubrange(Int(bound)...)
        return out
    }
}
