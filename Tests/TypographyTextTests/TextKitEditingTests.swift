import Foundation
import Testing
import Typography

/// TextKit's edit processing, Core Text's paragraph style settings and cluster breaks, and UIKit's
/// attributes looked up by name on `AttributedString`: the calls real apps' text code makes
/// (Tests/CLITests/AppTextFragments 74, 80, 85, 96, 98).
@Suite("TextKit edits, Core Text paragraph styles and cluster breaks", .serialized)
struct TextKitEditingTests {
    init() { TestFonts.use() }

    final class Recorder: NSTextStorageDelegate {
        var calls: [(String, NSTextStorage.EditActions, NSRange, Int)] = []
        func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                         range editedRange: NSRange, changeInLength delta: Int) {
            calls.append(("will", editedMask, editedRange, delta))
        }
        func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                         range editedRange: NSRange, changeInLength delta: Int) {
            calls.append(("did", editedMask, editedRange, delta))
        }
    }

    /// A subclass that keeps its own backing store, as syntax highlighters do.
    final class BackedStorage: NSTextStorage, @unchecked Sendable {
        let store = NSMutableAttributedString(string: "")
        override var string: String { store.string }
        override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key: Any] {
            store.attributes(at: location, effectiveRange: range)
        }
        override func replaceCharacters(in range: NSRange, with str: String) {
            store.replaceCharacters(in: range, with: str)
            edited(.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
        }
        override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
            store.setAttributes(attrs, range: range)
            edited(.editedAttributes, range: range, changeInLength: 0)
        }
    }

    @Test("an edit is processed at once, with the range it changed in the new text and the change in length")
    func editsAreProcessed() {
        let storage = BackedStorage()
        let recorder = Recorder()
        storage.delegate = recorder
        storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "Hippo")
        storage.replaceCharacters(in: NSRange(location: 1, length: 3), with: "a")
        #expect(storage.string == "Hao")
        #expect(recorder.calls.count == 4)
        let last = recorder.calls[3]
        #expect(last.0 == "did" && last.1 == .editedCharacters && last.2 == NSRange(location: 1, length: 1) && last.3 == -2)
        #expect(storage.editedMask.isEmpty && storage.changeInLength == 0)
    }

    @Test("edits inside beginEditing and endEditing are processed once, together")
    func groupedEdits() {
        let storage = BackedStorage()
        let recorder = Recorder()
        storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "abcdef")
        storage.delegate = recorder
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 4, length: 0), with: "XY")
        storage.setAttributes([.kern: 2], range: NSRange(location: 0, length: 1))
        #expect(recorder.calls.isEmpty)
        storage.endEditing()
        #expect(recorder.calls.map(\.0) == ["will", "did"])
        let call = recorder.calls[1]
        #expect(call.1 == [.editedCharacters, .editedAttributes])
        #expect(call.2 == NSRange(location: 0, length: 6))
        #expect(call.3 == 2)
    }

    @Test("a storage with its own backing store is laid out from it, as a plain one with the same text")
    func backedStorageIsLaidOut() throws {
        let font = try #require(UIFont(name: "NotoSans-Regular", size: 17))
        func usedRect(_ storage: NSTextStorage) -> CGRect {
            let manager = NSLayoutManager()
            let container = NSTextContainer(size: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
            manager.addTextContainer(container)
            storage.addLayoutManager(manager)
            return manager.usedRect(for: container)
        }
        let text = "The quick brown fox jumps over the lazy dog"
        let backed = BackedStorage()
        backed.replaceCharacters(in: NSRange(location: 0, length: 0), with: text)
        backed.setAttributes([.font: font], range: NSRange(location: 0, length: (text as NSString).length))
        let plain = NSTextStorage(string: text, attributes: [.font: font])
        let rect = usedRect(backed)
        #expect(rect.height > 2 * font.lineHeight)
        #expect(rect == usedRect(plain))
    }

    @Test("enclosing rectangles cover the range line by line, and their union is the range's bounding rectangle")
    func enclosingRects() throws {
        let font = try #require(UIFont(name: "NotoSans-Regular", size: 17))
        let storage = NSTextStorage(string: "The quick brown fox jumps over the lazy dog", attributes: [.font: font])
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        let range = NSRange(location: 4, length: 20)
        var lines = 0
        manager.enumerateLineFragments(forGlyphRange: range) { _, _, _, _, _ in lines += 1 }
        var rects: [CGRect] = []
        manager.enumerateEnclosingRects(forGlyphRange: range, withinSelectedGlyphRange: NSRange(location: NSNotFound, length: 0),
                                        in: container) { rect, _ in rects.append(rect) }
        #expect(lines >= 2)
        #expect(rects.count == lines)
        let union = rects.dropFirst().reduce(rects[0]) { $0.union($1) }
        #expect(union == manager.boundingRect(forGlyphRange: range, in: container))
    }

    @Test("Core Text's paragraph settings, by CTParagraphStyle.h's raw values, make UIKit's style")
    func paragraphStyleSettings() {
        var alignment = CTTextAlignment.center
        var direction = CTWritingDirection.rightToLeft
        var indent: CGFloat = 12
        let style = withUnsafeBytes(of: &alignment) { a in
            withUnsafeBytes(of: &direction) { d in
                withUnsafeBytes(of: &indent) { i in
                    let settings = [
                        CTParagraphStyleSetting(spec: .alignment, valueSize: 1, value: a.baseAddress!),
                        CTParagraphStyleSetting(spec: .baseWritingDirection, valueSize: 1, value: d.baseAddress!),
                        CTParagraphStyleSetting(spec: .firstLineHeadIndent, valueSize: MemoryLayout<CGFloat>.size, value: i.baseAddress!),
                    ]
                    return CTParagraphStyleCreate(settings, settings.count)
                }
            }
        }
        // CTTextAlignment's center is 2 and right 1, where NSTextAlignment's (iOS) are 1 and 2.
        #expect(CTTextAlignment.center.rawValue == 2 && CTParagraphStyleSpecifier.baseWritingDirection.rawValue == 13)
        #expect(style.alignment == .center)
        #expect(style.baseWritingDirection == .rightToLeft)
        #expect(style.firstLineHeadIndent == 12)
    }

    @Test("a cluster break ends a line between any two characters that fit; a line break only between words")
    func clusterBreak() throws {
        let font = try #require(UIFont(name: "NotoSansMono-Regular", size: 20))
        // Noto Sans Mono's advance is 600 units of 1000 (its hmtx): 12 pt at 20 pt.
        let advance = "a".size(withAttributes: [.font: font]).width
        #expect(abs(advance - 12) < 1e-9)
        let string = NSAttributedString(string: "abcdef ghij", attributes: [.font: font])
        let typesetter = CTTypesetterCreateWithAttributedString(string)
        #expect(CTTypesetterSuggestClusterBreak(typesetter, 0, Double(advance) * 3.5) == 3)
        #expect(CTTypesetterSuggestClusterBreak(typesetter, 2, Double(advance) * 3.5) == 3)
        #expect(CTTypesetterSuggestLineBreak(typesetter, 0, Double(advance) * 8.5) == 7)
    }

    @Test("UIKit's attributes by name on AttributedString: paragraphStyle and foregroundColor carry over")
    func attributeLookup() throws {
        var text = AttributedString("Hello")
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        text.paragraphStyle = style
        text.foregroundColor = .red
        text.font = .body
        let ns = NSAttributedString(text)
        let carried = try #require(ns.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
        #expect(carried.lineSpacing == 4)
        #expect(ns.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
    }
}
