import Foundation
import Testing
@testable import FontManagement

@Suite("SHA-256 (FIPS 180-4) in pure Swift")
struct SHA256Tests {
    /// NIST's example vectors (FIPS 180-4 examples, and the CAVP short/long message set's classics).
    static let vectors: [(String, String)] = [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ]

    @Test("NIST example vectors", arguments: 0..<4)
    func nistVectors(_ i: Int) {
        let (message, digest) = SHA256Tests.vectors[i]
        #expect(SHA256.hash(Array(message.utf8)).hex == digest)
    }

    @Test("one million 'a' (NIST long message)")
    func millionA() {
        var h = SHA256()
        let chunk = [UInt8](repeating: 0x61, count: 1000)
        for _ in 0..<1000 { h.update(chunk) }
        #expect(h.finalize().hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("any split into chunks gives the one-shot digest (padding at 55, 56, 63, 64 bytes)")
    func chunking() {
        var rng = SystemRandomNumberGenerator()
        for length in [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000] {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let whole = SHA256.hash(bytes)
            for _ in 0..<5 {
                var h = SHA256()
                var i = 0
                while i < bytes.count {
                    let n = Int.random(in: 1...70, using: &rng)
                    h.update(bytes[i..<min(bytes.count, i + n)])
                    i += n
                }
                #expect(h.finalize() == whole, "length \(length)")
            }
        }
    }

    @Test("agrees with sha256sum on every committed test font")
    func differentialAgainstSha256sum() throws {
        let dir = ManagementSandbox.fixtures + "/fonts"
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).filter { !$0.hasSuffix(".md") }.sorted()
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["sha256sum"] + names.map { dir + "/" + $0 }
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        try #require(p.terminationStatus == 0)
        var checked = 0
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            let path = String(parts[1]).trimmingCharacters(in: CharacterSet(charactersIn: " *"))
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(SHA256.hash(bytes).hex == String(parts[0]), "\(path)")
            checked += 1
        }
        #expect(checked == names.count)
    }
}
