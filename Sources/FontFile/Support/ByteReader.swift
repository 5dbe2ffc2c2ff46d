/// The one bounds-checked reader every byte of font data goes through.
///
/// A `ByteReader` is a view over a borrowed `UnsafeRawBufferPointer`: reading never copies
/// (zero-copy), every read checks its range first and throws ``ParseError/outOfBounds`` instead
/// of trapping, and offsets are `Int` checked with subtraction, so no offset arithmetic can
/// overflow. A reader never escapes the `withUnsafeBytes` scope that created it: everything
/// returned to callers is a value type that owns its data (the face info never keeps the bytes).
struct ByteReader {
    let bytes: UnsafeRawBufferPointer

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    @inline(__always) var count: Int { bytes.count }

    /// Whether `length` bytes starting at `offset` are inside the data.
    @inline(__always) func contains(_ offset: Int, _ length: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= bytes.count && length <= bytes.count - offset
    }

    @inline(__always) func check(_ offset: Int, _ length: Int) throws(ParseError) {
        guard contains(offset, length) else { throw .outOfBounds }
    }

    /// A reader over `length` bytes starting at `offset`.
    func slice(_ offset: Int, _ length: Int) throws(ParseError) -> ByteReader {
        try check(offset, length)
        return ByteReader(UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + length)]))
    }

    /// A reader from `offset` to the end.
    func slice(from offset: Int) throws(ParseError) -> ByteReader {
        try check(offset, 0)
        return ByteReader(UnsafeRawBufferPointer(rebasing: bytes[offset...]))
    }

    @inline(__always) func u8(_ o: Int) throws(ParseError) -> UInt8 {
        try check(o, 1)
        return bytes[o]
    }

    @inline(__always) func i8(_ o: Int) throws(ParseError) -> Int8 { Int8(bitPattern: try u8(o)) }

    @inline(__always) func u16(_ o: Int) throws(ParseError) -> UInt16 {
        try check(o, 2)
        return UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: o, as: UInt16.self))
    }

    @inline(__always) func i16(_ o: Int) throws(ParseError) -> Int16 { Int16(bitPattern: try u16(o)) }

    /// A `u16` at an offset whose range the caller has just checked with ``contains(_:_:)``
    /// for a whole run of values (hot loops). Still checked in debug builds.
    @inline(__always) func u16InBounds(_ o: Int) -> UInt16 {
        assert(contains(o, 2))
        return UInt16(bigEndian: bytes.loadUnaligned(fromByteOffset: o, as: UInt16.self))
    }

    /// A `u32` at an offset the caller has just checked, as ``u16InBounds(_:)``.
    @inline(__always) func u32InBounds(_ o: Int) -> UInt32 {
        assert(contains(o, 4))
        return UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: o, as: UInt32.self))
    }

    @inline(__always) func u24(_ o: Int) throws(ParseError) -> UInt32 {
        try check(o, 3)
        return UInt32(bytes[o]) << 16 | UInt32(bytes[o + 1]) << 8 | UInt32(bytes[o + 2])
    }

    @inline(__always) func u32(_ o: Int) throws(ParseError) -> UInt32 {
        try check(o, 4)
        return UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: o, as: UInt32.self))
    }

    @inline(__always) func i32(_ o: Int) throws(ParseError) -> Int32 { Int32(bitPattern: try u32(o)) }

    @inline(__always) func i64(_ o: Int) throws(ParseError) -> Int64 {
        try check(o, 8)
        return Int64(bigEndian: bytes.loadUnaligned(fromByteOffset: o, as: Int64.self))
    }

    /// A 16.16 fixed-point number.
    @inline(__always) func fixed(_ o: Int) throws(ParseError) -> Double {
        Double(try i32(o)) / 65536
    }

    /// A 2.14 fixed-point number.
    @inline(__always) func f2dot14(_ o: Int) throws(ParseError) -> Double {
        Double(try i16(o)) / 16384
    }

    @inline(__always) func tag(_ o: Int) throws(ParseError) -> OpenTypeTag { OpenTypeTag(rawValue: try u32(o)) }

    /// A 16-bit offset read at `o`, made absolute by adding `base`; `nil` for a null (zero) offset.
    @inline(__always) func offset16(_ o: Int, base: Int = 0) throws(ParseError) -> Int? {
        let v = Int(try u16(o))
        return v == 0 ? nil : base + v
    }

    /// How many whole records of `size` bytes fit after `offset`: counts read from a font are
    /// capped with this against the bytes actually present, so no count can make us allocate or
    /// loop without bound.
    @inline(__always) func available(recordsOf size: Int, from offset: Int) -> Int {
        guard size > 0, offset >= 0, offset <= bytes.count else { return 0 }
        return (bytes.count - offset) / size
    }
}

/// How a read failed. Internal: each is turned into a ``FontFileError`` that names the input
/// and the table.
enum ParseError: Error, Equatable {
    /// A read past the end of the data or of a table.
    case outOfBounds
    /// A value the format forbids (bad magic, version, or inconsistent counts).
    case invalidFormat(String)
    /// A required table is not in the font.
    case tableMissing(OpenTypeTag)
}
