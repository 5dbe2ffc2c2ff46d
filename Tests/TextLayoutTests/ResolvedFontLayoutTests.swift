import FontCatalog
import Testing
import TextLayout
import TypeSystem

/// Layout takes whatever a `Font` resolved to: a text style, the system font at a size, a custom
/// font; its OpenType features reach the attributes; what Apple does not publish is refused.
@Suite("Any resolved font lays out")
struct ResolvedFontLayoutTests {
    static let env = TypeEnvironment(platform: .iOS, dynamicTypeSize: .xxxLarge)

    /// (font, point size the HIG or the call gives, features)
    static let cases: [(Font, Double, [String])] = [
        (Font.body.monospacedDigit(), 23, ["tnum"]),                    // iOS xxxLarge Body: 23
        (Font.system(size: 30, weight: .bold), 30, []),
        (Font.system(size: 13).monospacedDigit().smallCaps(), 13, ["c2sc", "smcp", "tnum"]),
        (Font.custom("Quicksand", size: 28, relativeTo: .title), 34, []),  // Title 1: 28 → 34 at xxxLarge
        (Font.custom("Quicksand", fixedSize: 15).monospacedDigit(), 15, ["tnum"]),
    ]

    @Test(arguments: cases)
    func layoutAcceptsEveryResolvedFont(font: Font, pointSize: Double, features: [String]) throws {
        let resolved = try font.resolved(in: Self.env)
        let f = try InstalledCatalog.fonts.font(for: resolved, covering: ["12:30"], platform: .iOS)
        #expect(f.attributes.font.pointSize == pointSize)
        for tag in features { #expect(f.attributes.features.contains(tag), "\(tag)") }
        #expect(Typesetter.measure("12:30", f.attributes).width > 0)
        // The same through SwiftUI's shape.
        let same = try InstalledCatalog.fonts.font(for: font.resolve(in: Self.env), covering: ["12:30"], platform: .iOS)
        #expect(same.attributes.features == f.attributes.features)
    }

    @Test func anUnpublishedFontIsRefusedWithTheReason() {
        let r = Font.body.resolve(in: TypeEnvironment(platform: .visionOS))
        #expect(throws: LayoutError.self) { try InstalledCatalog.fonts.font(for: r) }
        do {
            _ = try InstalledCatalog.fonts.font(for: r)
        } catch {
            #expect(error.reason.contains("visionos"))
        }
    }
}
