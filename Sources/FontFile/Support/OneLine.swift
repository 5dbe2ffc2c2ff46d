extension FontFileError {
    /// `s` for a one-line message: its C0 controls (line breaks and tabs among them) and DEL written
    /// as `\u{XX}`, so that a name from a font, a file or a document can neither start a line of its
    /// own nor drive a terminal, and nothing is lost (a space would hide what was there). Every
    /// module's errors put what they quote through it; the tool escapes the rest (C1 controls,
    /// bidirectional formatting characters) when it prints.
    public static func oneLineMessage(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return s }
        var out = String.UnicodeScalarView()
        for u in s.unicodeScalars {
            if u.value < 0x20 || u.value == 0x7F {
                out.append(contentsOf: "\\u{\(String(u.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                out.append(u)
            }
        }
        return String(out)
    }
}

/// The former top-level name of ``FontFileError/oneLineMessage(_:)``.
@available(*, deprecated, renamed: "FontFileError.oneLineMessage(_:)")
public func oneLineMessage(_ s: String) -> String { FontFileError.oneLineMessage(s) }
