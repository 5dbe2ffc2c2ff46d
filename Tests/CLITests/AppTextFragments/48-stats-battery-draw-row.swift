// Source: https://github.com/exelban/stats/blob/1ab6adb58a1ed3e9f6fffbb62af38d64ac3a53f5/Kit/Widgets/Battery.swift#L266-L279
// App: Stats (license: MIT)
// Uses: NSFont.systemFont(ofSize:weight:), NSColor.textColor, NSMutableParagraphStyle, NSAttributedString.Key.font, NSAttributedString.Key.foregroundColor, NSAttributedString.Key.paragraphStyle, NSAttributedString(string:attributes:), NSAttributedString.draw(with:options:context:), String.size(withAttributes:)
// Expect: no documented value
// wrapped: private method of Stats' battery widget (an NSView); wrapped in `final class BatteryWidget { ... }`
import Typography

// stub: Stats' widget constant
enum Constants { enum Widget { static let height: CGFloat = 22 } }
// stub: copied from Stats Kit/extensions.swift L46-L50 (fragment 47)
extension String {
    public func widthOfString(usingFont font: NSFont) -> CGFloat {
        let fontAttributes = [NSAttributedString.Key.font: font]
        let size = self.size(withAttributes: fontAttributes)
        return size.width
    }
}

final class BatteryWidget {
    // stub: the widget's appearance flag
    var isDarkMode = false

    private func drawOneRow(value: String, x: CGFloat) -> CGFloat {
        let attributes = [
            NSAttributedString.Key.font: NSFont.systemFont(ofSize: 12, weight: .regular),
            NSAttributedString.Key.foregroundColor: isDarkMode ? NSColor.white : NSColor.textColor,
            NSAttributedString.Key.paragraphStyle: NSMutableParagraphStyle()
        ]
        
        let rowWidth = value.widthOfString(usingFont: .systemFont(ofSize: 12, weight: .regular))
        let rect = CGRect(x: x, y: (Constants.Widget.height-13)/2, width: rowWidth, height: 12)
        let str = NSAttributedString.init(string: value, attributes: attributes)
        str.draw(with: rect)
        
        return rowWidth
    }
}
