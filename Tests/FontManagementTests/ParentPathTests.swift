import Foundation
import SafeFile
import Testing

/// `parentPath` splits paths as Foundation's `deletingLastPathComponent` does, without its trap on
/// a last component of one character (swift-corelibs-foundation, Swift 6.3: "z", "z/", "é").
@Suite struct ParentPathTests {
    @Test("the same folder as NSString gives, for paths it does not trap on")
    func agreesWithFoundation() {
        let paths = ["", "/", "ab", "ab/", "a/b", "a//b", "/a", "/ab", "/a/b/", "./z", "../ab", "a/b/c.png",
                     "/tmp/x/", "//a", "dir///file", "é/ab", "a b/c d", "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"]
        for path in paths {
            #expect(parentPath(path) == (path as NSString).deletingLastPathComponent, "\(path.debugDescription)")
        }
    }

    @Test("a one-character last component: no folder, or the folder before it")
    func oneCharacterNames() {
        #expect(parentPath("z") == "")
        #expect(parentPath("z/") == "")
        #expect(parentPath("z//") == "")
        #expect(parentPath("é") == "")
        #expect(parentPath("a/z") == "a")
        #expect(parentPath("/z") == "/")
        // The root written twice is the root (swift-corelibs-foundation gives "", Apple's "/").
        #expect(parentPath("//") == "/")
    }
}
