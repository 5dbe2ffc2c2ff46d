#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the parts of a font file the classifier needs into a small buffer that is reused from
/// file to file, with the table directory rewritten to point into it.
///
/// The sparse reader (``SparseFontFile/fill(_:fd:written:)``) places each table at its file
/// offset in a buffer of the file's size: every file first-touches new pages of that buffer (a
/// page fault each, then a `memset` back to zero), and tables far apart are copied with the
/// skipped bytes between them. Here the buffer holds, in order:
///
/// 1. the file's first bytes at their own offsets (the *prefix*): the header and the table
///    directories, and the tables that follow them closely (in most fonts `head` to `cmap`);
/// 2. the other tables the classifier reads, each block of neighbouring tables appended after
///    the previous one (a block is one `pread`);
/// 3. a zero tail that the skipped tables (outlines, bitmaps, hinting: ``SparseFontFile/isSkipped(_:)``)
///    point to, keeping their lengths: they look exactly as in the sparse reader, all zeros.
///
/// The table records' offsets are patched to where each table now is. An sfnt table's own
/// offsets are relative to its start, so every table parses as it does in the file: `post` is
/// copied up to its 32-byte header (all the classifier reads of it; the bytes after are whatever
/// follows in the buffer).
///
/// FontFile's errors and warnings quote the file's size and the records' offsets only when a
/// record does not fit in the file, and its bounds checks see the buffer's size: so every file
/// that is the least odd — a record or a directory past the end of the file, a table over a
/// directory, directories that overlap, too many faces or tables, a directory far from the start —
/// is left to the sparse reader (``Outcome/odd``), and its errors and warnings stay exactly what
/// they were. A test compares both readers, and FontFile's own file reader, on every installed
/// font and on damaged copies of the fixtures.
enum CompactFontFile {
    enum Outcome {
        /// The buffer FontFile classifies: valid until the scratch buffer's next use.
        case bytes(UnsafeRawBufferPointer)
        /// The file cannot be read (the reason, as the sparse reader words it).
        case failed(String)
        /// An odd file: read it with the sparse reader.
        case odd
    }

    /// A run of the file's bytes copied to one place in the buffer.
    struct Block {
        var fileStart: Int
        var fileEnd: Int
        var bufferStart: Int
    }

    /// One table record of a directory, and where its table goes.
    struct Record {
        /// Where the record is in the buffer (its offset field is at +8).
        var position: Int
        var offset: Int
        var length: Int
        /// A table the classifier never reads: it points at the zero tail.
        var skipped: Bool
        /// The block the table was read into.
        var block = -1
    }

    /// A file range to read, for record `record`.
    struct Request {
        var start: Int
        var end: Int
        var record: Int
    }

    /// The working lists of one file, kept by the scratch buffer from file to file (their
    /// storage is reused) and held in local variables while a file is read: as properties of a
    /// class, every access to them would be checked for exclusivity at run time.
    struct Plan {
        var faces: [Int] = []
        var directories: [Range<Int>] = []
        var records: [Record] = []
        var requests: [Request] = []
        var blocks: [Block] = []

        mutating func clear() {
            faces.removeAll(keepingCapacity: true)
            directories.removeAll(keepingCapacity: true)
            records.removeAll(keepingCapacity: true)
            requests.removeAll(keepingCapacity: true)
            blocks.removeAll(keepingCapacity: true)
        }
    }

    /// The first read: the header and the table directories of almost every font, and often the
    /// small tables behind them.
    static let headLength = 4096
    /// Tables this close together are read with one `pread`, the bytes between them copied too.
    /// Measured on this machine: a `pread` costs about 0.7 µs plus 0.05 µs per KiB copied; on
    /// the Noto scan, kernel cycles per face were lowest at 8 KiB among 2, 4, 8 and 16 KiB
    /// (2.76 reads and 12.3 KB per file; 4 KiB: 3.10 and 9.8 KB; 16 KiB: 2.58 and 15.9 KB).
    static let mergeGap = 8192
    /// Directories further than this from the start of the file are left to the sparse reader
    /// (the prefix is read whole).
    static let maxPrefix = 256 << 10
    /// Collections with more faces are left to the sparse reader.
    static let maxFaces = 256

    static let sfntTrueType: UInt32 = 0x0001_0000, sfntOTTO: UInt32 = 0x4F54_544F, sfntTrue: UInt32 = 0x7472_7565
    static let ttcf: UInt32 = 0x7474_6366

    /// Reads `fd`, a regular file of `size` bytes (more than 0), into `scratch`.
    static func fill(_ scratch: ScratchBuffer, fd: Int32, size: Int) -> Outcome {
        var plan = Plan()
        swap(&plan, &scratch.plan)
        defer { swap(&plan, &scratch.plan) }
        plan.clear()
        return fill(scratch, fd: fd, size: size, plan: &plan)
    }

    static func fill(_ scratch: ScratchBuffer, fd: Int32, size: Int, plan: inout Plan) -> Outcome {
        scratch.beginCompact()
        let head = min(size, headLength)
        guard let base = scratch.reserve(max(head, 1)) else { return .failed("cannot reserve memory: \(errnoText())") }
        scratch.dirty = max(scratch.dirty, head)
        if let e = readFully(fd, into: base, count: head, at: 0) { return .failed(e) }
        var file = FilePrefix(scratch: scratch, fd: fd, size: size, base: base, length: head)
        guard head >= 4 else { return finish(scratch, content: head, count: size) }
        if let stop = readDirectories(&file, plan: &plan) { return stop }
        if let stop = planRequests(file, plan: &plan) { return stop }
        let content = planBlocks(&plan, prefixLength: file.length)
        if let stop = readBlocks(&file, plan: plan, content: content) { return stop }
        guard let count = patchRecords(plan, base: file.base, tail: content) else { return .odd }
        return finish(scratch, content: content, count: count)
    }

    /// The file's first bytes, in the buffer at their own offsets, read further as the
    /// directories need.
    private struct FilePrefix {
        let scratch: ScratchBuffer
        let fd: Int32
        let size: Int
        /// The buffer's start (it moves when the buffer grows).
        var base: UnsafeMutableRawPointer
        /// The file's bytes [0, length) are in the buffer at the same offsets.
        var length: Int
        /// The end of a collection's header (0 for a single font).
        var headerEnd = 0

        func u16(_ o: Int) -> Int { Int(base.load(fromByteOffset: o, as: UInt8.self)) << 8 | Int(base.load(fromByteOffset: o + 1, as: UInt8.self)) }
        func u32(_ o: Int) -> Int { u16(o) << 16 | u16(o + 2) }

        /// Reads the file up to `end` into the prefix; what to return instead when it cannot.
        mutating func extend(to end: Int) -> Outcome? {
            guard end > length else { return nil }
            guard end <= maxPrefix, end <= size else { return .odd }
            guard let b = scratch.reserve(end) else { return .failed("cannot reserve memory: \(errnoText())") }
            base = b
            scratch.dirty = max(scratch.dirty, end)
            if let e = readFully(fd, into: base + length, count: end - length, at: length) { return .failed(e) }
            length = end
            return nil
        }
    }

    /// The table directories, in file order (for a collection, its header first), read into the
    /// prefix; what to return instead when the file is not an sfnt or is odd.
    private static func readDirectories(_ file: inout FilePrefix, plan: inout Plan) -> Outcome? {
        switch UInt32(file.u32(0)) {
        case sfntTrueType, sfntOTTO, sfntTrue:
            plan.faces.append(0)
        case ttcf:
            guard file.length >= 12 else { return .odd }
            let n = file.u32(8)
            guard n <= maxFaces else { return .odd }
            file.headerEnd = 12 + 4 * n
            if let stop = file.extend(to: file.headerEnd) { return stop }
            for k in 0..<n { plan.faces.append(file.u32(12 + 4 * k)) }
            plan.faces.sort()
        default:
            // Not an sfnt: FontFile looks at its first bytes and its size only, so the buffer
            // is those bytes and zeros up to the file's size.
            return finish(file.scratch, content: file.length, count: file.size)
        }
        var last = -1
        for face in plan.faces where face != last {
            last = face
            // Not over the collection's header nor over the previous directory.
            guard face >= (plan.directories.last?.upperBound ?? file.headerEnd), face <= file.size - 12 else { return .odd }
            if let stop = file.extend(to: face + 12) { return stop }
            let tables = file.u16(face + 4)
            let end = face + 12 + 16 * tables
            guard tables <= SparseFontFile.maxTables, end <= file.size else { return .odd }
            if let stop = file.extend(to: end) { return stop }
            plan.directories.append(face..<end)
        }
        return nil
    }

    /// The records, and the byte ranges the classifier reads, in file order; `.odd` for a table
    /// past the end of the file or over the header or a directory.
    private static func planRequests(_ file: FilePrefix, plan: inout Plan) -> Outcome? {
        let size = file.size
        let skippedTags = SparseFontFile.skippedSorted
        for dir in plan.directories {
            // A directory's records are sorted by tag (the specification requires it): the sorted
            // skipped tags are walked alongside them instead of searched for each record (the
            // search's unpredictable branches were a quarter of this function's time). A record
            // out of order starts the walk again.
            var k = 0, previous: UInt32 = 0
            for position in stride(from: dir.lowerBound + 12, to: dir.upperBound, by: 16) {
                let tag = UInt32(file.u32(position)), offset = file.u32(position + 8), length = file.u32(position + 12)
                guard offset <= size, length <= size - offset else { return .odd }
                if tag < previous { k = 0 }
                previous = tag
                while k < skippedTags.count && skippedTags[k] < tag { k += 1 }
                let record = Record(position: position, offset: offset, length: length,
                                    skipped: length == 0 || (k < skippedTags.count && skippedTags[k] == tag))
                // post: the header, not the glyph names.
                let wanted = tag == SparseFontFile.postTag ? min(length, 32) : length
                if !record.skipped {
                    let range = offset..<(offset + wanted)
                    if range.overlaps(0..<file.headerEnd) { return .odd }
                    for d in plan.directories where range.overlaps(d) { return .odd }
                    // Insertion sort: a few dozen ranges, mostly in order already.
                    var i = plan.requests.count
                    plan.requests.append(Request(start: offset, end: offset + wanted, record: plan.records.count))
                    while i > 0, plan.requests[i - 1].start > offset {
                        plan.requests.swapAt(i - 1, i)
                        i -= 1
                    }
                }
                plan.records.append(record)
            }
        }
        return nil
    }

    /// Blocks: the prefix, then runs of neighbouring ranges, each appended to the buffer. Answers
    /// the buffer's content, all blocks together.
    private static func planBlocks(_ plan: inout Plan, prefixLength: Int) -> Int {
        plan.blocks.append(Block(fileStart: 0, fileEnd: prefixLength, bufferStart: 0))
        for r in plan.requests {
            let k = plan.blocks.count - 1
            if r.start <= plan.blocks[k].fileEnd + mergeGap {
                plan.blocks[k].fileEnd = max(plan.blocks[k].fileEnd, r.end)
            } else {
                plan.blocks.append(Block(fileStart: r.start, fileEnd: r.end, bufferStart: 0))
            }
            plan.records[r.record].block = plan.blocks.count - 1
        }
        var cursor = 0  // the buffer's content so far
        for k in plan.blocks.indices {
            plan.blocks[k].bufferStart = cursor
            cursor += plan.blocks[k].fileEnd - plan.blocks[k].fileStart
        }
        return cursor
    }

    /// Reads the blocks past the prefix (already in) into a buffer of `content` bytes.
    private static func readBlocks(_ file: inout FilePrefix, plan: Plan, content: Int) -> Outcome? {
        guard let b = file.scratch.reserve(content) else { return .failed("cannot reserve memory: \(errnoText())") }
        file.base = b
        file.scratch.dirty = max(file.scratch.dirty, content)
        for (k, block) in plan.blocks.enumerated() {
            let from = k == 0 ? file.length : block.fileStart
            guard block.fileEnd > from else { continue }
            if let e = readFully(file.fd, into: file.base + block.bufferStart + (from - block.fileStart),
                                 count: block.fileEnd - from, at: from) {
                return .failed(e)
            }
        }
        return nil
    }

    /// The records, patched: read tables where they were copied, the others at the zero tail
    /// (at `tail`). Answers the buffer's size, nil for an offset past 4 GiB.
    private static func patchRecords(_ plan: Plan, base: UnsafeMutableRawPointer, tail: Int) -> Int? {
        var count = tail
        for r in plan.records {
            var at = tail
            if !r.skipped {
                let block = plan.blocks[r.block]
                at = block.bufferStart + r.offset - block.fileStart
            }
            // Beyond 4 GiB only with copies of copies in a collection of 2 GiB: not worth a trap.
            guard let value = UInt32(exactly: at) else { return nil }
            (base + r.position + 8).storeBytes(of: value.bigEndian, as: UInt32.self)
            count = max(count, at + r.length)
        }
        return count
    }

    /// The buffer of `count` bytes whose first `content` were read: the rest is made zero.
    static func finish(_ scratch: ScratchBuffer, content: Int, count: Int) -> Outcome {
        guard let base = scratch.reserve(count) else { return .failed("cannot reserve memory: \(errnoText())") }
        if scratch.dirty > content {
            memset(base + content, 0, scratch.dirty - content)
            scratch.dirty = content
        }
        return .bytes(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// `pread` until `count` bytes are in, or end of file (a file that shrank since it was
    /// `fstat`ed: the rest is zeroed, and the change check after the read reports the file).
    static func readFully(_ fd: Int32, into p: UnsafeMutableRawPointer, count: Int, at offset: Int) -> String? {
        var done = 0
        while done < count {
            let n = pread(fd, p + done, count - done, off_t(offset + done))
            if n < 0 {
                if errno == EINTR { continue }
                return "cannot read: \(errnoText())"
            }
            if n == 0 {
                memset(p + done, 0, count - done)
                break
            }
            done += n
        }
        return nil
    }
}
