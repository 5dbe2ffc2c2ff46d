// 06 — Seed 004 (WWDC19 session 227): a consumer app asks for the fonts a document names —
// "I can build a list or an array of font descriptors that use those names and pass that array to
// CTFontManagerRequestFont" — and what cannot be found comes back. Written as Apple's reference
// spells the calls (CTFontManagerRequestFonts, iOS 13).
// Expected: of a registered font and a name nothing installs, only the second is unresolved.
import Typography

final class Unresolved: @unchecked Sendable {
    var names: [String] = []
}

func snippet_06() -> [String: Double] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fixtures/fonts/TrakTest.ttf").standardized
    _ = CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)
    defer { _ = CTFontManagerUnregisterFontsForURL(url as CFURL, .process, nil) }

    let descriptors = [CTFontDescriptorCreateWithNameAndSize("TrakTest-Regular" as CFString, 0),
                       CTFontDescriptorCreateWithNameAndSize("NoSuchTypeface-Bold" as CFString, 0)]
    let unresolved = Unresolved()
    CTFontManagerRequestFonts(descriptors as CFArray) { missing in
        for case let d as CTFontDescriptor in missing as NSArray {
            if let name = CTFontDescriptorCopyAttribute(d, kCTFontNameAttribute) as? String { unresolved.names.append(name) }
        }
    }
    return ["unresolved": Double(unresolved.names.count),
            "missingIsTheUnknownName": unresolved.names == ["NoSuchTypeface-Bold"] ? 1 : 0]
}
