import Foundation
import Testing
import TypeSystem
import TypographyUIKit
import DesktopSettings
import Typography

/// UIKit's and SwiftUI's smaller names, with the HIG's numbers where they apply.
@Suite("UIKit's smaller names")
struct SmallerNamesTests {
    @Test("init(fontAttributes:) and addingAttributes(_:) make the fonts the attributes describe")
    func descriptorAttributes() throws {
        let named = UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: "Noto Sans", .size: 20]), size: 0)
        #expect(named.pointSize == 20 && named.familyName == "Noto Sans")
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        let heavy = body.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.heavy]])
        #expect(UIFont(descriptor: heavy, size: 0).resolved.weight == .heavy)
        let sized = body.addingAttributes([.size: 30])
        #expect(UIFont(descriptor: sized, size: 0).pointSize == 30)
        let styled = UIFontDescriptor(fontAttributes: [.textStyle: UIFont.TextStyle.title1])
        #expect(UIFont(descriptor: styled, size: 0).pointSize == 28)          // HIG: Title 1 28 at Large
        #expect((styled.fontAttributes[.textStyle] as? UIFont.TextStyle) == .title1)
    }

    @Test("modifyingTraits(_:) changes the traits a font resolves in: body 23 pt at xxxLarge (HIG)")
    func modifyingTraits() {
        let traits = UITraitCollection(preferredContentSizeCategory: .large).modifyingTraits {
            $0.preferredContentSizeCategory = .extraExtraExtraLarge
        }
        #expect(traits.preferredContentSizeCategory == .extraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == 23)
        let built = UITraitCollection { $0.legibilityWeight = .bold }
        #expect(built.legibilityWeight == .bold)
    }

    @Test("systemFont(ofSize:weight:width:) takes the width")
    func systemFontWidth() {
        let condensed = UIFont.systemFont(ofSize: 17, weight: .semibold, width: .condensed)
        #expect(condensed.resolved.width == .condensed && condensed.resolved.weight == .semibold && condensed.pointSize == 17)
    }

    @Test("EnvironmentValues.font is nil until set, as SwiftUI's")
    func environmentFont() {
        var environment = EnvironmentValues()
        #expect(environment.font == nil)
        environment.font = .headline
        #expect(environment.font == .headline)
    }

    @Test("NSAttributedString() and NSMutableAttributedString() are empty, as on Apple's platforms")
    func emptyAttributedStrings() {
        let made = NSMutableAttributedString()
        #expect(made.length == 0)
        made.append(NSAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        #expect(made.string == "ab" && NSAttributedString().length == 0)
    }

    @Test("UIKit's element colours are the light appearance's 8-bit values (ColorCompatibility's reading of iOS 13)")
    func elementColours() {
        func bytes(_ c: UIColor) -> [Int] {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = c.getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b].map { Int(($0 * 255).rounded()) } + [Int((a * 100).rounded())]
        }
        #expect(bytes(.tertiarySystemFill) == [118, 118, 128, 12])
        #expect(bytes(.systemFill) == [120, 120, 128, 20])
        #expect(bytes(.secondaryLabel) == [60, 60, 67, 60])
        #expect(bytes(.secondarySystemBackground) == [242, 242, 247, 100])
        #expect(bytes(.link) == [0, 122, 255, 100])
    }

    @Test("NSFont's user fonts: Helvetica at TextKit's 12 pt by default, and a fixed-pitch face")
    func userFonts() throws {
        let user = try #require(NSFont.userFont(ofSize: 0))
        #expect(user.pointSize == 12)
        guard case .custom(let name, _, _) = user.fontDescriptor.uiFontDescriptor.font.base else {
            Issue.record("the user font is \(user), not a font by name")
            return
        }
        #expect(name == "Helvetica")
        #expect(NSFont.userFont(ofSize: 15)?.pointSize == 15)
        let fixed = try #require(NSFont.userFixedPitchFont(ofSize: 11))
        #expect(fixed.isFixedPitch && fixed.pointSize == 11)
        #expect(NSFont.userFixedPitchFont(ofSize: -1)?.pointSize == 12)
    }
}

/// SwiftUI's and UIKit's defaults, and the system text size (one at a time: they share the process's).
@Suite("Apple's defaults", .serialized)
struct AppleDefaultsTests {
    @Test("EnvironmentValues().dynamicTypeSize is non-optional and .large; UITraitCollection.current is Large, not unspecified")
    func defaults() {
        let size: DynamicTypeSize = EnvironmentValues().dynamicTypeSize
        #expect(size == .large)
        #expect(UITraitCollection.current.preferredContentSizeCategory == .large)
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = .xxxLarge
        #expect(environment.dynamicTypeSize == .xxxLarge && environment.sizeCategory == .extraExtraExtraLarge)
    }

    @Test("UITraitCollection.current follows the desktop's text size, and the change is posted as UIKit posts it")
    func followsTheDesktop() throws {
        let received = Received()
        let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification,
                                                           object: nil, queue: nil) { note in
            received.add(note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory)
        }
        defer {
            NotificationCenter.default.removeObserver(token)
            UITraitCollection.systemPreferredContentSizeCategory = nil
        }
        // The desktop's setting through its documented override (docs/desktop-text-size.md).
        let observation = DesktopTextSize.followInUIKit(environment: ["TYPOGRAPHY_TEXT_SIZE": "xxxLarge", "HOME": "/nonexistent"])
        defer { observation.cancel() }
        let deadline = Date().addingTimeInterval(5)
        while UITraitCollection.current.preferredContentSizeCategory != .extraExtraExtraLarge, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(UITraitCollection.current.preferredContentSizeCategory == .extraExtraExtraLarge)
        #expect(received.values.contains(.extraExtraExtraLarge))
        // A task's own environment still wins, as a trait override does in UIKit.
        TypeEnvironment.$current.withValue(TypeEnvironment(dynamicTypeSize: .small)) {
            #expect(UITraitCollection.current.preferredContentSizeCategory == .small)
        }
    }
}

final class Received: @unchecked Sendable {
    // @unchecked: `values` is read and written under `lock`.
    private let lock = NSLock()
    private var stored: [UIContentSizeCategory] = []
    func add(_ c: UIContentSizeCategory?) {
        lock.lock()
        if let c { stored.append(c) }
        lock.unlock()
    }
    var values: [UIContentSizeCategory] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
