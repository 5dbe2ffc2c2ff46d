import Testing
import Foundation
@testable import TextLayout

@Test func smoke() throws {
    let face = try FontFace(path: "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf")
    let font = try FontInstance(face: face, pointSize: 17)
    let attrs = TextAttributes(font: font)
    let l = Typesetter.measure("office fi", attrs)
    print("W", l.width, l.glyphCount, l.ascent, l.descent, l.lineHeight, l.inkBounds() as Any)
    var a2 = attrs; a2.tracking = TrackingDecision(perMille: 50, source: .explicit)
    let l2 = Typesetter.measure("office fi", a2)
    print("W2", l2.width, l2.glyphCount, l2.untrackedWidth, l2.trackedGaps)
    try Renderer.write(l2, to: "/tmp/lt/smoke.png", options: RenderOptions(showBounds: true))
    let ar = try FontFace(path: "/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf")
    var a3 = attrs; a3.fallbacks = [try font.matching(ar)]; a3.lineHeight = 22
    let l3 = Typesetter.measure("Hello مرحبا بالعالم World", a3)
    print("W3", l3.width, l3.lineHeight, l3.lineHeightSource, l3.fallbacks.map { ($0.text, $0.face?.postscriptName) }, l3.runs.map { ($0.script, $0.isRightToLeft, $0.glyphs.count) })
    try Renderer.write(l3, to: "/tmp/lt/arabic.png", options: RenderOptions(showBounds: true))
    let f = try Typesetter.fit("The quick brown fox jumps", width: 120, attrs)
    print("FIT", f.text, f.width, f.truncated)
    try Renderer.write(f.line, to: "/tmp/lt/fit.png")
    let p = try Typesetter.paragraph("The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs. مرحبا بالعالم again.", a3, options: ParagraphOptions(width: 200, alignment: .justified, maxLines: 4))
    print("P", p.lines.map { ($0.line.text, $0.line.width, $0.x) }, p.truncated)
    try Renderer.write(p, to: "/tmp/lt/para.png", options: RenderOptions(showBounds: true))
}
