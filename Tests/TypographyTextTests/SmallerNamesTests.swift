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
