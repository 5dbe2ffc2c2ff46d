// Source: https://github.com/CodeEditApp/CodeEdit/blob/cec6287a49a0a460cd7cab17f254eebc3ada828e/CodeEdit/Features/UtilityArea/DebugUtility/UtilityAreaDebugView.swift#L147-L153
// App: CodeEdit (license: MIT)
// Uses: NSFont as CTFont (toll-free bridge), CTFontGetAscent, CTFontGetDescent, CTFontGetLeading
// Expect: no documented value
// wrapped: private method of a SwiftUI view; wrapped in `struct UtilityAreaDebugView { ... }`
import Typography

struct UtilityAreaDebugView {
    private func fontTotalHeight(nsFont: NSFont) -> CGFloat {
        let ctFont = nsFont as CTFont
        let ascent = CTFontGetAscent(ctFont)
        let descent = CTFontGetDescent(ctFont)
        let leading = CTFontGetLeading(ctFont)
        return ascent + descent + leading
    }
}
