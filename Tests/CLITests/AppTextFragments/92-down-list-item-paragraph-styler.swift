// Source: https://github.com/johnxnguyen/Down/blob/e754ab1c80920dd51a8e08290c912ac1c2ac8b58/Sources/Down/AST/Styling/Helpers/ListItemParagraphStyler.swift#L24-L113
// App: Down (license: MIT)
// Uses: NSParagraphStyle, NSMutableParagraphStyle, NSMutableParagraphStyle.firstLineHeadIndent, NSMutableParagraphStyle.headIndent, NSMutableParagraphStyle.paragraphSpacingBefore, NSMutableParagraphStyle.paragraphSpacing, NSMutableParagraphStyle.alignment, NSMutableParagraphStyle.tabStops, NSTextTab(textAlignment:location:options:), NSAttributedString(string:attributes:), NSAttributedString.Key.font, NSAttributedString.size(), NSTextAlignment.natural, UIFont
// Expect: no documented value
// note: the app's file is inside `#if !os(watchOS) && !os(Linux)` (not copied, since the point is to compile it on Linux)
import Typography

public class ListItemParagraphStyler {

    // MARK: - Properties

    public var indentation: CGFloat {
        return largestPrefixWidth + options.spacingAfterPrefix
    }

    /// The paragraph style intended for all paragraphs excluding the first.

    public var trailingParagraphStyle: NSParagraphStyle {
        let contentIndentation = indentation
        let style = baseStyle
        style.firstLineHeadIndent = contentIndentation
        style.headIndent = contentIndentation
        return style
    }

    private let options: ListItemOptions
    private let largestPrefixWidth: CGFloat

    private var baseStyle: NSMutableParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.paragraphSpacingBefore = options.spacingAbove
        style.paragraphSpacing = options.spacingBelow
        style.alignment = options.alignment
        return style
    }

    // MARK: - Life cycle

    public init(options: ListItemOptions, prefixFont: DownFont) {
        self.options = options
        self.largestPrefixWidth = prefixFont.widthOfNumberedPrefix(digits: options.maxPrefixDigits)
    }

    // MARK: - Methods

    /// The paragraph style intended for the first paragraph of the list item.
    /// 
    /// - Parameter prefixWidth: the width (in points) of the list item prefix.

    public func leadingParagraphStyle(prefixWidth: CGFloat) -> NSParagraphStyle {
        let contentIndentation = indentation
        let prefixIndentation: CGFloat = contentIndentation - options.spacingAfterPrefix - prefixWidth
        let prefixSpill = max(0, prefixWidth - largestPrefixWidth)
        let firstLineContentIndentation = contentIndentation + prefixSpill

        let style = baseStyle
        style.firstLineHeadIndent = prefixIndentation
        style.tabStops = [tabStop(at: firstLineContentIndentation)]
        style.headIndent = contentIndentation
        return style
    }

    private func tabStop(at location: CGFloat) -> NSTextTab {
        return NSTextTab(textAlignment: options.alignment, location: location, options: [:])
    }

}

// MARK: - Helpers

private extension DownFont {

    func widthOfNumberedPrefix(digits: UInt) -> CGFloat {
        return widthOfLargestDigit * CGFloat(digits) + widthOfPeriod
    }

    private var widthOfLargestDigit: CGFloat {
        return Int.decimalDigits
            .map { NSAttributedString(string: "\($0)", attributes: [.font: self]).size().width }
            .max()!
    }

    private var widthOfPeriod: CGFloat {
        return NSAttributedString(string: ".", attributes: [.font: self])
            .size()
            .width
    }

}

private extension Int {

    static var decimalDigits: [Int] {
        return Array(0...9)
    }

}

// stub: Down's font alias (Sources/Down/AST/Styling/Attribute Collections/FontCollection.swift L14, UIKit branch)
public typealias DownFont = UIFont

// stub: copied from Sources/Down/AST/Styling/Options/ListItemOptions.swift L21-L46
public struct ListItemOptions {

    // MARK: - Properties

    public var maxPrefixDigits: UInt
    public var spacingAfterPrefix: CGFloat
    public var spacingAbove: CGFloat
    public var spacingBelow: CGFloat
    public var alignment: NSTextAlignment

    // MARK: - Life cycle

    public init(maxPrefixDigits: UInt = 2,
                spacingAfterPrefix: CGFloat = 8,
                spacingAbove: CGFloat = 4,
                spacingBelow: CGFloat = 8,
                alignment: NSTextAlignment = .natural) {

        self.maxPrefixDigits = maxPrefixDigits
        self.spacingAfterPrefix = spacingAfterPrefix
        self.spacingAbove = spacingAbove
        self.spacingBelow = spacingBelow
        self.alignment = alignment
    }

}
