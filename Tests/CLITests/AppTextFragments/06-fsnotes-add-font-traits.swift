// Source: https://github.com/glushchenko/fsnotes/blob/c69d4f178a616b6cc33c59adbd25eb04bf09dedc/FSNotesCore/NotesTextProcessor.swift#L310-L331
// App: FSNotes (license: MIT)
// Uses: NSMutableAttributedString.enumerateAttribute(_:in:), NSAttributedString.Key.font, NSFontDescriptor.symbolicTraits, NSFontDescriptor.SymbolicTraits, NSFontDescriptor.withSymbolicTraits(_:), NSFont(descriptor:size:), NSFont.pointSize, NSMutableAttributedString.addAttribute(_:value:range:)
// Expect: no documented value
// wrapped: static method of FSNotes' NotesTextProcessor; wrapped in `enum NotesTextProcessor { ... }`
// note: on Linux `#if os(iOS)` is false, so the AppKit (#else) branch is the one compiled
import Typography

// stub: FSNotes' platform aliases (SwiftHighlighter/Platform.swift L11-L14, macOS branch)
typealias PlatformFont = NSFont
typealias FontTraits = NSFontDescriptor.SymbolicTraits

enum NotesTextProcessor {
    public static func addFontTraits(
        _ traitsToAdd: FontTraits,
        range: NSRange,
        attributedString: NSMutableAttributedString
    ) {
        attributedString.enumerateAttribute(.font, in: range) { value, subrange, _ in
            guard let font = (value as? PlatformFont) else { return }

            let currentTraits = font.fontDescriptor.symbolicTraits
            let newTraits = currentTraits.union(traitsToAdd)
            let newDesc = font.fontDescriptor.withSymbolicTraits(newTraits)

        #if os(iOS)
            guard let newDesc = newDesc else { return }
            let newFont = PlatformFont(descriptor: newDesc, size: font.pointSize)
        #else
            guard let newFont = PlatformFont(descriptor: newDesc, size: font.pointSize) else { return }
        #endif
            
            attributedString.addAttribute(.font, value: newFont, range: subrange)
        }
    }
}
