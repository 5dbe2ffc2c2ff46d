import Testing
@testable import TextScaling

@Suite("Text scalings")
struct ScalingTests {
    @Test("body size and RTF value of each scaling", arguments: [
        (TextScalingType.iOS, 17.0, 1),
        (TextScalingType.standard, 13.0, 0),
    ])
    func bodySizeAndRTFValue(scaling: TextScalingType, body: Double, rtf: Int) {
        #expect(scaling.bodyPointSize == body)
        #expect(scaling.rtfValue == rtf)
        #expect(TextScalingType(rtfValue: rtf) == scaling)
    }

    @Test func unknownRTFValuesNameNoScaling() {
        for value in [-1, 2, 7, 1000] { #expect(TextScalingType(rtfValue: value) == nil) }
        for value in [-1, 2, 9] { #expect(CocoaPlatform(rtfValue: value) == nil) }
    }

    @Test("platform values of \\cocoaplatform", arguments: [(CocoaPlatform.macOS, 0), (.iOS, 1)])
    func platformValues(platform: CocoaPlatform, value: Int) {
        #expect(platform.rtfValue == value)
        #expect(CocoaPlatform(rtfValue: value) == platform)
    }

    @Test func nativeScalingOfEachPlatform() {
        #expect(TextScalingType(nativeTo: .iOS) == .iOS)
        #expect(TextScalingType(nativeTo: .macOS) == .standard)
        #expect(CocoaPlatform(nativeScaling: .iOS) == .iOS)
        #expect(CocoaPlatform(nativeScaling: .standard) == .macOS)
    }

    @Test("body text converts to the other scaling's body exactly", arguments: [
        (TextScalingType.iOS, TextScalingType.standard, 17.0, 13.0),
        (.standard, .iOS, 13.0, 17.0),
        (.iOS, .standard, 34.0, 26.0),
        (.standard, .iOS, 26.0, 34.0),
        (.iOS, .iOS, 12.5, 12.5),
        (.standard, .standard, 9.0, 9.0),
    ])
    func pointSizeConversion(from: TextScalingType, to: TextScalingType, size: Double, expected: Double) {
        #expect(from.convert(pointSize: size, to: to) == expected)
    }

    @Test func factorsAreThirteenSeventeenthsAndInverse() {
        #expect(TextScalingType.iOS.factor(to: .standard) == 13.0 / 17.0)
        #expect(TextScalingType.standard.factor(to: .iOS) == 17.0 / 13.0)
        #expect(TextScalingType.iOS.factor(to: .iOS) == 1)
    }

    @Test func pointSizesRoundTripInMemory() {
        for tenths in 1...2000 {
            let size = Double(tenths) / 10
            let back = TextScalingType.standard.convert(
                pointSize: TextScalingType.iOS.convert(pointSize: size, to: .standard), to: .iOS)
            #expect(abs(back - size) < 1e-12)
        }
    }

    @Test func usesStandardTextScalingRendersStandardContentLargerInAnIOSView() {
        let scale = ViewScale.usesStandardTextScaling
        #expect(scale.factor == 17.0 / 13.0)
        // "text using a 13-point font in iOS looks like text using a 13-point font in macOS":
        // 13 pt on the Mac looks like the 17 pt iOS body.
        #expect(scale.displayedPointSize(stored: 13) == 17)
    }

    @Test func standardDisplayOfAnIOSDocumentDrawsItSmaller() {
        #expect(ViewScale.standardDisplay(of: .iOS).factor == 13.0 / 17.0)
        #expect(ViewScale.standardDisplay(of: .iOS).displayedPointSize(stored: 17) == 13)
        #expect(ViewScale.standardDisplay(of: .standard).factor == 1)
    }

    @Test func catalystScalesTheIPadInterfaceTo77Percent() {
        #expect(MacCatalyst.interfaceScale == 0.77)
        #expect(abs(MacCatalyst.macPoints(fromIPadPoints: 17) - 13.09) < 1e-9)
    }
}
