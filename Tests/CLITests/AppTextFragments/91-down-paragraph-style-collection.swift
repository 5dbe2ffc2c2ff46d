// Source: https://github.com/johnxnguyen/Down/blob/e754ab1c80920dd51a8e08290c912ac1c2ac8b58/Sources/Down/AST/Styling/Attribute%20Collections/ParagraphStyleCollection.swift#L21-L72
// App: Down (license: MIT)
// Uses: NSParagraphStyle, NSMutableParagraphStyle, NSMutableParagraphStyle.paragraphSpacing, NSMutableParagraphStyle.paragraphSpacingBefore, NSMutableParagraphStyle.lineSpacing
// Expect: no documented value
// note: the app's file is inside `#if !os(watchOS) && !os(Linux)` (not copied, since the point is to compile it on Linux)
import Typography

public protocol ParagraphStyleCollection {

    var heading1: NSParagraphStyle { get }
    var heading2: NSParagraphStyle { get }
    var heading3: NSParagraphStyle { get }
    var heading4: NSParagraphStyle { get }
    var heading5: NSParagraphStyle { get }
    var heading6: NSParagraphStyle { get }
    var body: NSParagraphStyle { get }
    var code: NSParagraphStyle { get }

}

public struct StaticParagraphStyleCollection: ParagraphStyleCollection {

    // MARK: - Properties

    public var heading1: NSParagraphStyle
    public var heading2: NSParagraphStyle
    public var heading3: NSParagraphStyle
    public var heading4: NSParagraphStyle
    public var heading5: NSParagraphStyle
    public var heading6: NSParagraphStyle
    public var body: NSParagraphStyle
    public var code: NSParagraphStyle

    // MARK: - Life cycle

    public init() {
        let headingStyle = NSMutableParagraphStyle()
        headingStyle.paragraphSpacing = 8

        let bodyStyle = NSMutableParagraphStyle()
        bodyStyle.paragraphSpacingBefore = 8
        bodyStyle.paragraphSpacing = 8
        bodyStyle.lineSpacing = 8

        let codeStyle = NSMutableParagraphStyle()
        codeStyle.paragraphSpacingBefore = 8
        codeStyle.paragraphSpacing = 8

        heading1 = headingStyle
        heading2 = headingStyle
        heading3 = headingStyle
        heading4 = headingStyle
        heading5 = headingStyle
        heading6 = headingStyle
        body = bodyStyle
        code = codeStyle
    }

}
