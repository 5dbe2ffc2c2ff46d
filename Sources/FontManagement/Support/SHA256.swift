/// SHA-256 (FIPS 180-4), in pure Swift: the content hash of every installed font file.
///
/// The package has no cryptography dependency (swift-crypto is not one), and a font registry
/// needs only the hash, not a cryptographic library: this is the FIPS 180-4 algorithm as
/// specified, checked against the NIST example vectors (`SHA256Tests`). Streaming: feed bytes with
/// ``update(_:)`` in any chunks, then ``finalize()``.
///
///     var h = SHA256()
///     h.update(Array("abc".utf8))
///     h.finalize().hex  // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
public struct SHA256: Sendable {
    /// A finished hash: 32 bytes.
    public struct Digest: Sendable, Hashable, CustomStringConvertible {
        /// The 32 bytes of the digest.
        public let bytes: [UInt8]
        /// Lowercase hexadecimal, 64 characters.
        public var hex: String {
            let digits = Array("0123456789abcdef".utf8)
            var out: [UInt8] = []
            out.reserveCapacity(64)
            for b in bytes {
                out.append(digits[Int(b >> 4)])
                out.append(digits[Int(b & 0x0F)])
            }
            return String(decoding: out, as: UTF8.self)
        }
        public var description: String { hex }
    }

    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19)
    /// Bytes of an incomplete block, fewer than 64.
    private var pending: [UInt8] = []
    /// Total bytes hashed.
    private var length: UInt64 = 0

    /// A hash of no bytes yet.
    public init() { pending.reserveCapacity(64) }

    /// The hash of `bytes` in one call.
    public static func hash<C: Collection>(_ bytes: C) -> Digest where C.Element == UInt8 {
        var h = SHA256()
        h.update(bytes)
        return h.finalize()
    }

    /// Adds `bytes` to the hashed message.
    public mutating func update<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        length &+= UInt64(bytes.count)
        var input = bytes[...]
        if !pending.isEmpty {
            let take = min(64 - pending.count, input.count)
            pending.append(contentsOf: input.prefix(take))
            input = input.dropFirst(take)
            guard pending.count == 64 else { return }
            let block = pending
            pending.removeAll(keepingCapacity: true)
            block.withUnsafeBufferPointer { compress($0) }
        }
        // Whole blocks straight from the input when it is contiguous; else copied block by block.
        while input.count >= 64 {
            let block = input.prefix(64)
            let done = block.withContiguousStorageIfAvailable { compress(UnsafeBufferPointer(rebasing: $0[...])) }
            if done == nil { Array(block).withUnsafeBufferPointer { compress($0) } }
            input = input.dropFirst(64)
        }
        pending.append(contentsOf: input)
    }

    /// The digest: the message padded with `1`, zeros and its bit length (FIPS 180-4 §5.1.1).
    public mutating func finalize() -> Digest {
        let bitLength = length &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        var i = 0
        while i < tail.count {
            tail[i..<(i + 64)].withUnsafeBufferPointer { compress($0) }
            i += 64
        }
        pending.removeAll()
        let s = state
        var out: [UInt8] = []
        out.reserveCapacity(32)
        for word in [s.0, s.1, s.2, s.3, s.4, s.5, s.6, s.7] {
            out.append(UInt8(truncatingIfNeeded: word >> 24))
            out.append(UInt8(truncatingIfNeeded: word >> 16))
            out.append(UInt8(truncatingIfNeeded: word >> 8))
            out.append(UInt8(truncatingIfNeeded: word))
        }
        return Digest(bytes: out)
    }

    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// One 64-byte block (FIPS 180-4 §6.2.2). `block.count` is 64.
    private mutating func compress(_ block: UnsafeBufferPointer<UInt8>) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for t in 0..<16 {
                let b = 4 * t
                w[t] = UInt32(block[b]) << 24 | UInt32(block[b + 1]) << 16 | UInt32(block[b + 2]) << 8 | UInt32(block[b + 3])
            }
            for t in 16..<64 {
                let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
                let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = state
            for t in 0..<64 {
                let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                let ch = (e & f) ^ (~e & g)
                let t1 = h &+ s1 &+ ch &+ SHA256.k[t] &+ w[t]
                let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                let maj = (a & b) ^ (a & c) ^ (b & c)
                let t2 = s0 &+ maj
                h = g; g = f; f = e; e = d &+ t1
                d = c; c = b; b = a; a = t1 &+ t2
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d,
                     state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
        }
    }

    @inline(__always) private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
}
