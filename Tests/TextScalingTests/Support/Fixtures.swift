import Foundation

/// The hand-written RTF samples in `Tests/Fixtures/rtf` (see its README).
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/rtf")

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    /// Every well-formed sample.
    static let wellFormed = [
        "textedit-macos.rtf", "ios-uitextview.rtf", "ios-notes-standard.rtf", "untagged-legacy.rtf",
        "word-style.rtf", "binary-pict.rtf", "ios-paragraphs.rtf",
    ]
}

/// The UTF-8 bytes of `string`.
func bytes(_ string: String) -> [UInt8] { Array(string.utf8) }

extension Array where Element == UInt8 {
    var text: String { String(decoding: self, as: UTF8.self) }
}
