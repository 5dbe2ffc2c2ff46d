/// Icon fonts: faces whose glyphs are icons, not letters. What such a font sizes is a symbol, so
/// no text rule applies to it, in any language the lint reads.
package enum IconFonts {
    /// Whether a family or class name is an icon set's, by the words of the name (split at spaces,
    /// punctuation, digits and lower-to-upper case): a word `icon`, `icons`, `iconfont`, `icomoon`,
    /// `ionicons`, `octicons`, `glyphicons`, `fontello`, `lucide`, `heroicons`, `boxicons`,
    /// `typicons`, `remixicon` or `codicon(s)`; `Font Awesome`; `Material Symbols`. Those sets are
    /// named so (Lucide's Swift package is `Lucide`, its glyphs `Lucide.Icon.x`). This is a short,
    /// fixed list; `Lexicon` is not matched, since words are whole.
    package static func namesIconFont(_ name: String) -> Bool {
        var words: [String] = []
        var word = ""
        var previousLower = false
        for ch in name {
            if !ch.isLetter || ch.isUppercase && previousLower {
                if !word.isEmpty { words.append(word.lowercased()) }
                word = ch.isLetter ? String(ch) : ""
            } else {
                word.append(ch)
            }
            previousLower = ch.isLowercase
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        let set = Set(words)
        return !set.isDisjoint(with: ["icon", "icons", "iconfont", "icomoon", "ionicons", "octicons", "glyphicons", "fontello",
                                    "lucide", "heroicons", "boxicons", "typicons", "remixicon", "codicon", "codicons"])
            || set.isSuperset(of: ["font", "awesome"]) || set.isSuperset(of: ["material", "symbols"])
    }

    /// Whether a string is made of Private Use Area code points only (U+E000–U+F8FF and planes
    /// 15 and 16): where icon fonts put their glyphs. No text is written in them.
    package static func isGlyphText(_ s: String) -> Bool {
        !s.isEmpty && s.unicodeScalars.allSatisfy { (0xE000...0xF8FF).contains($0.value) || $0.value >= 0xF0000 }
    }
}
