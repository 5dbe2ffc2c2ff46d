import Foundation
import SourceLint
import Testing
import TypeSystem

/// The patterns of the fifth audit (docs/lint/real-apps.md, "Sixteen apps judged before the
/// run"), each written from what the code means, with the case that must still be reported beside
/// it.
@Suite("Source lint: the patterns of the fifth audit")
struct FifthAuditTests {
    @Test func theElseOfAnOSBranchIsNotJudgedForThatPlatform() {
        let source = """
            import SwiftUI
            struct About: View {
            #if os(iOS)
                var body: some View { Text("About").font(.system(size: 10)) }
            #else
                var body: some View { Text("About").font(.system(size: 10)) }
            #endif
            }
            struct Credits: View {
            #if !os(iOS)
                var body: some View { Text("Credits").font(.system(size: 10)) }
            #endif
            }
            struct Row: View {
            #if os(watchOS)
                var body: some View { Text("Steps").font(.headline) }
            #else
                var body: some View { Text("Steps").font(.system(size: 10)) }
            #endif
            }
            """
        // Line 4 is iOS code: below its 11 pt minimum, and fixed. Lines 6 and 11 are never built
        // for iOS, the only platform the file shows: not judged. Line 18 is the file's own
        // platform (iOS) outside a watchOS branch: judged.
        #expect(lintLevels(source, .swift) == [
            "18 belowMinimumSize warning", "18 textDoesNotScale warning",
            "4 belowMinimumSize warning", "4 textDoesNotScale warning",
        ])
    }

    @Test func helpersCalledOnlyWhileAnImageContextIsOpenDrawIntoTheImage() {
        let source = """
            import UIKit
            final class ChartPainter {
                func chartImage(size: CGSize) -> UIImage? {
                    UIGraphicsBeginImageContextWithOptions(size, false, 0)
                    paintLegend()
                    let image = UIGraphicsGetImageFromCurrentImageContext()
                    UIGraphicsEndImageContext()
                    return image
                }
                private func paintLegend() {
                    paintValue("D1")
                }
                private func paintValue(_ value: String) {
                    value.draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
                }
                func caption() -> UILabel {
                    let label = UILabel()
                    label.font = UIFont.systemFont(ofSize: 14)
                    return label
                }
            }
            """
        // Two calls away from the function that opens the context, the legend is drawn into the
        // image; the label's font is shown as text.
        #expect(lintLevels(source, .swift) == ["18 textDoesNotScale warning"])
    }

    @Test func symbolConfigurationsWrittenAsInitAndLabelIconsSizeSymbols() {
        let source = """
            import SwiftUI
            import UIKit
            let avatar = UIImage(systemName: "person.circle")!
                .applyingSymbolConfiguration(.init(font: .systemFont(ofSize: 17), scale: .large))
            struct Row { init(font: UIFont) {} }
            let row = [Row].init(arrayLiteral: .init(font: .systemFont(ofSize: 17)))
            struct RowLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        configuration.icon.symbolVariant(.fill).font(.system(size: 35))
                        configuration.title.font(.system(size: 15))
                    }
                }
            }
            struct PlayButton: View {
                var playing: Bool
                var body: some View {
                    Group {
                        switch playing {
                        case true: Label("Pause", systemImage: "pause.fill")
                        case false: Label("Play", systemImage: "play.fill")
                        }
                    }
                    .font(.system(size: 36))
                    .labelStyle(.iconOnly)
                    Label("Pause", systemImage: "pause.fill")
                        .font(.system(size: 36))
                }
            }
            """
        // The symbol configuration (4), the label style's icon (10) and the icon-only labels of
        // either case (24) size symbols; a font given to another type's `.init(font:)` (6), the
        // style's title (11) and the label with its title (27) are text.
        #expect(lintLevels(source, .swift) == [
            "11 textDoesNotScale warning", "27 textDoesNotScale warning", "6 textDoesNotScale warning",
        ])
    }

    @Test func aFontResizedWithWithSizeHasThatFixedSize() {
        let source = """
            import UIKit
            func makeTag(_ label: UILabel, _ thumbnail: UIImage) {
                label.font = label.font.withSize(14)
                let caption = UIFont.preferredFont(forTextStyle: .body)
                label.font = caption.withSize(caption.pointSize * 0.8)
                _ = thumbnail.withSize(14)
                label.font.withSize(12)
            }
            """
        // A font resized to 14 pt no longer scales; one resized from a text style's size scales;
        // an image's `withSize` is not a font; a resized font that is not used shows nothing.
        #expect(lintLevels(source, .swift) == ["3 textDoesNotScale warning"])
    }

    @Test func classPatternSelectorsAndBEMElementsSayWhetherARuleStylesAnIcon() {
        let source = """
            [class^="app-icon-"], [class*=" app-icon-"] { font-size: 10px; }
            .app-icon-search { font-size: 10px; }
            .icon-box__desc { font-size: 12px; }
            .cell__icon--large { font-size: 24px; }
            [class*="label"] { font-size: 12px; }
            """
        // Icon classes matched by a prefix (1) or named (2), and a BEM element named for an icon
        // (4), size icons; the description under an icon (3) and a class pattern that names no
        // icon (5) are text.
        #expect(lintLevels(source, .css) == ["3 textDoesNotScale warning", "5 textDoesNotScale warning"])
    }

    @Test func aFontSizeThatSetsTheEmOfAnImageIsNotText() {
        let source = """
            .spinner { font-size: 16px; width: 1em; height: 1em; mask: url(spinner.svg) no-repeat; }
            .loading { font-size: 16px; width: 1em; height: 1em; background: transparent url(loading.svg) no-repeat; }
            .checkbox { appearance: none; width: 1em; height: calc(1em * (14 * 1.4 / 20)); font-size: 20px; }
            .badge { font-size: 10px; width: 1.5em; height: 1.5em; line-height: 1.5em; background: red; }
            .field { appearance: none; width: 20em; height: 2.5em; font-size: 14px; }
            .banner { font-size: 14px; width: 1em; height: 1em; }
            """
        // A mask (1), a background image (2) and a checkbox drawn by the style sheet (3), each a
        // box about one em wide: their font size sizes the drawing. A badge with a colour and its
        // number (4), a wide text field (5) and a box with nothing drawn (6) keep their text.
        // (Style sheets have no minimum size: belowMinimumSize.md.)
        #expect(lintLevels(source, .css) == ["4 textDoesNotScale warning", "5 textDoesNotScale warning", "6 textDoesNotScale warning"])
    }
}
