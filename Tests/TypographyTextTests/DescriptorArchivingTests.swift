import Foundation
import Testing
@testable import TypographyText
import TypographyAppKit
import TypographyUIKit
import TypeSystem

/// AppKit's `NSFontDescriptor` is an `NSObject` with `NSSecureCoding`, as AppKit's is: an app that
/// keeps a font as a keyed archive of its descriptor gets the same font back. The expected fonts
/// are the seed's (WWDC20 "The details of UI typography": body with the bold trait is "13 pt
/// Semibold on macOS") and the HIG's macOS table (Title 1 is 22 pt).
@Suite("AppKit font descriptors in keyed archives")
struct DescriptorArchivingTests {
    func roundTrip(_ descriptor: NSFontDescriptor) throws -> NSFontDescriptor {
        let data = try NSKeyedArchiver.archivedData(withRootObject: descriptor, requiringSecureCoding: true)
        return try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: NSFontDescriptor.self, from: data))
    }

    @Test("a text style with the bold trait comes back as 13 pt Semibold")
    func emphasizedBody() throws {
        let descriptor = NSFontDescriptor.preferredFontDescriptor(forTextStyle: .body).withSymbolicTraits(.bold)
        let back = try roundTrip(descriptor)
        #expect(back == descriptor)
        let font = try #require(NSFont(descriptor: back, size: 0))
        #expect(font.pointSize == 13)
        #expect(font.resolved.weight == .semibold)
        #expect(back.symbolicTraits.contains(.bold))
    }

    @Test("a design, a size and a font by name survive the archive")
    func designSizeAndName() throws {
        let rounded = try #require(NSFontDescriptor.preferredFontDescriptor(forTextStyle: .title1).withDesign(.rounded))
        let back = try roundTrip(rounded)
        #expect(back == rounded)
        #expect(back.uiFontDescriptor.font.modifiers.design == .rounded)
        #expect(try #require(NSFont(descriptor: back, size: 0)).pointSize == 22)
        let named = NSFontDescriptor(name: "Noto Sans", size: 15)
        let namedBack = try roundTrip(named)
        #expect(namedBack == named && namedBack.pointSize == 15 && namedBack.family == "Noto Sans")
        #expect(try roundTrip(rounded.withSize(40)).pointSize == 40)
    }

    @Test("an archive of something else is not read as a descriptor")
    func foreignArchive() throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: NSString(string: "Helvetica"), requiringSecureCoding: true)
        #expect((try? NSKeyedUnarchiver.unarchivedObject(ofClass: NSFontDescriptor.self, from: data)) == nil)
        #expect((try? NSKeyedUnarchiver.unarchivedObject(ofClass: NSFontDescriptor.self, from: Data([1, 2, 3]))) == nil)
    }

    @Test("UIKit's descriptor archives too, and is a class an app can extend with class funcs")
    func uiKitDescriptor() throws {
        let descriptor = try #require(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
            .withSymbolicTraits(.traitBold))
        let data = try NSKeyedArchiver.archivedData(withRootObject: descriptor, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIFontDescriptor.self, from: data))
        // The archive keeps the font, not the trait collection: read back, the descriptor
        // resolves in the environment of the moment.
        #expect(back.font == descriptor.font && back.textStyle == .body && back.symbolicTraits.contains(.traitBold))
        let env = TypeEnvironment(platform: .iOS, dynamicTypeSize: .large)
        let font = TypeEnvironment.$current.withValue(env) { UIFont(descriptor: back, size: 0) }
        // The HIG's iOS table at Large: Body is 17 pt; the seed: its bold trait is Semibold.
        #expect(font.pointSize == 17 && font.resolved.weight == .semibold)
        #expect((try? NSKeyedUnarchiver.unarchivedObject(ofClass: UIFontDescriptor.self, from: Data([1, 2, 3]))) == nil)
    }

    @Test("a descriptor handed to a font or copied with a change is itself unchanged")
    func descriptorsAreImmutable() throws {
        let body = UIFontDescriptor(name: "Noto Sans", size: 15)
        _ = UIFont(descriptor: body, size: 30)
        _ = body.withSize(40)
        _ = body.withSymbolicTraits(.traitItalic)
        _ = body.addingAttributes([.size: 22])
        #expect(body.pointSize == 15 && body.symbolicTraits.isEmpty)
        #expect(body == UIFontDescriptor(name: "Noto Sans", size: 15) && body != body.withSize(16))
        #expect(NSFontDescriptor(body).uiFontDescriptor.platform == .macOS && body.platform == nil)
    }
}
