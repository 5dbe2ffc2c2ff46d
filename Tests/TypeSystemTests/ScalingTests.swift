import Testing
@testable import TypeSystem

/// The FontMetrics model: factor = style size at the category ÷ style size at Large.
/// Expected sizes are the HIG's (iOS Large tab: body 17, title1 28, caption2 11;
/// xSmall tab: body 14, caption2 11; AX1 tab: body 28, title1 38).
@Suite("Scaling custom values and fonts")
struct ScalingTests {
    @Test("factor is the ratio of published sizes, unrounded")
    func factor() throws {
        let body = FontMetrics(forTextStyle: .body, platform: .iOS)
        #expect(try body.scaleFactor(for: .large) == 1)
        #expect(try body.scaleFactor(for: .xSmall) == 14.0 / 17.0)
        #expect(try body.scaleFactor(for: .accessibility1) == 28.0 / 17.0)
        #expect(try FontMetrics(forTextStyle: .title, platform: .iOS).scaleFactor(for: .accessibility1) == 38.0 / 28.0)
        #expect(try FontMetrics(forTextStyle: .caption2, platform: .iOS).scaleFactor(for: .xSmall) == 1)
    }

    @Test("relativeTo defaults to body")
    func defaultBody() {
        #expect(FontMetrics(platform: .iOS).textStyle == .body)
        #expect(CustomFontSize(size: 20).relativeTo == .body)
    }

    @Test("scaling a value, with and without a maximum")
    func scaledValue() throws {
        let m = FontMetrics(forTextStyle: .body, platform: .iOS)
        #expect(try m.scaledValue(20, for: .accessibility1) == 20 * 28.0 / 17.0)
        #expect(try m.scaledValue(20, for: .accessibility1, maximum: 30) == 30)
        #expect(try m.scaledValue(-4, for: .accessibility1) == -4 * 28.0 / 17.0)
        #expect(throws: TypeSystemError.self) { try m.scaledValue(.nan, for: .large) }
        #expect(throws: TypeSystemError.self) { try m.scaledValue(1e12, for: .large) }
        #expect(throws: TypeSystemError.self) { try m.scaledValue(1, for: .large, maximum: 0) }
    }

    @Test("platforms without Dynamic Type never scale")
    func noDynamicType() throws {
        #expect(try FontMetrics(platform: .macOS).scaleFactor(for: .accessibility5) == 1)
        #expect(try FontMetrics(platform: .tvOS).scaledValue(20, in: TypeEnvironment(platform: .tvOS)) == 20)
    }

    @Test("a fixed-size custom font never scales; a relative one does")
    func customFont() throws {
        let ax1 = TypeEnvironment(platform: .iOS, dynamicTypeSize: .accessibility1)
        #expect(try CustomFontSize(size: 34, relativeTo: .title, fixed: true).pointSize(in: ax1) == 34)
        #expect(try CustomFontSize(size: 28, relativeTo: .title).pointSize(in: ax1) == 38)
        #expect(throws: TypeSystemError.self) { try CustomFontSize(size: 0).pointSize(in: ax1) }
    }

    struct Card {
        @ScaledMetric(relativeTo: .body) var padding = 17.0
        @ScaledMetric var capped: Float = 17
    }

    @Test("@ScaledMetric reads the task-local environment")
    func scaledMetric() throws {
        let card = Card()
        #expect(card.padding == 17)
        TypeEnvironment.$current.withValue(TypeEnvironment(platform: .iOS, dynamicTypeSize: .accessibility1)) {
            #expect(card.padding == 28)
            #expect(card.capped == 28)
        }
        #expect(try card.$padding.value(in: TypeEnvironment(platform: .iOS, dynamicTypeSize: .xSmall)) == 14)
    }

    @Test("a custom type ramp scales each style by its own curve (the seed blog's approach)")
    func ramp() throws {
        // The blog's base sizes (Merriweather): largeTitle 34, title1 28, body 17, caption2 11.
        let ramp = try TypeRamp(platform: .iOS, baseSizes: [.largeTitle: 34, .title: 28, .body: 17, .caption2: 11])
        #expect(try ramp.pointSize(.body, category: .accessibility1) == 28)
        #expect(try ramp.pointSize(.title, category: .accessibility1) == 38)
        #expect(try ramp.pointSize(.caption2, category: .xSmall) == 11)
        #expect(throws: TypeSystemError.self) { try ramp.pointSize(.callout, category: .large) }
        #expect(throws: TypeSystemError.self) { try TypeRamp(platform: .iOS, baseSizes: [.body: -1]) }
        let apple = try TypeRamp.apple(platform: .iOS)
        #expect(apple.baseSizes[.body] == 17)
    }
}
